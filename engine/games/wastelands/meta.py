"""Rise of the Wastelands' light metadata (title, players, options): read by the game picker without loading
the rules."""

from engine.core.game import GameMeta, OptionSpec

META = GameMeta(
    id="wastelands", title="Rise of the Wastelands",
    description="Explore a broken map, build Outposts, fight, and spread your influence over the other factions.",
    min_players=1, max_players=4, solo=True, rules_version="2",
    options=(
        OptionSpec("long", "Longer game", (("off", "Off"), ("all_tokens", "Place all 7 tokens"),
                                           ("hard_achievements", "Hard achievements only"), ("both", "Both")), "off"),
        OptionSpec("toxic_cloud", "Toxic Cloud module", (("off", "Off"), ("on", "On")), "off"),
        OptionSpec("special_tiles", "Special Tiles expansion", (("off", "Off"), ("on", "On")), "off"),
        OptionSpec("automated", "Automated players", (("0", "None"), ("1", "One"), ("2", "Two")), "0",
                   "Rules-driven opponents; a single player seat needs at least one."),
        OptionSpec("difficulty", "Automated difficulty", (("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard")),
                   "medium"),
    ),
)
