"""Ashes & Amber's light metadata (title, players, options): read by the game picker without loading the rules."""

from engine.core.game import GameMeta, OptionSpec

META = GameMeta(
    id="amber", title="Ashes & Amber",
    description="Build a civilization of card stacks over five eras, from Prehistory to the Modern Era: only the "
                "top card of a city acts, Catastrophes burn what you did not protect, and Utopia wins. Alone, "
                "or with up to four players.",
    min_players=1, max_players=4, solo=True, rules_version="7",
    options=(
        OptionSpec.switch("family", "Family game",
                          "A shorter, gentler game: no Decisive Moments and no Ambitions (the Civilization cards "
                          "stay), no greater powers on Resilience cards, and the Middle Ages are skipped."),
        OptionSpec("first_game", "First game", (("no", "No"), ("yes", "Yes")), "no",
                   "Leave out the cards marked with a crack, which are meant for experienced players."),
        OptionSpec.switch("remnants", "The Remnants",
                          "Mini expansion: when your Amber burns, one of 4 Remnants cards takes its place instead of "
                          "Ash; exhaust it to take the Amber back."),
        OptionSpec.switch("long_reach", "The Long Reach",
                          "Expansion: instead of a claim, claim the next Land by showing its symbols on different "
                          "cards and discarding 1 card; each Land starts a city that never burns. The last Lands "
                          "give 2 Utopia."),
        OptionSpec.switch("tribes", "Tribes",
                          "Each player takes one of 19 Tribe sets: card 1 replaces the Fire, and instead of a card "
                          "from the hand you may play your next Tribe card, either face, in order."),
    ),
)
