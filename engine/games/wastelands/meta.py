"""Rise of the Wastelands' light metadata (title, players, options): read by the game picker without loading
the rules."""

from engine.core.game import GameMeta, OptionSpec

META = GameMeta(
    id="wastelands", title="Rise of the Wastelands",
    description="Explore a broken map, build Outposts, fight, and spread your influence over the other factions.",
    min_players=1, max_players=4, solo=True, rules_version="2",
    options=(
        OptionSpec("long", "Longer game", (("off", "Off"), ("all_tokens", "Place all 7 tokens"),
                                           ("hard_achievements", "Hard achievements only"), ("both", "Both")), "off",
                   "Place all 7 Influence tokens before the endgame starts, or claim only hard halves of achievements, "
                   "or both."),
        OptionSpec.switch("toxic_cloud", "Toxic Cloud module",
                          "Clouds rise from toxic lakes and drift with the wind: units under them may only move and "
                          "risk radiation."),
        OptionSpec.switch("special_tiles", "Special Tiles expansion",
                          "Adds the Crystal Crater, the Isolated City or the Lost Explorers to the map, face up."),
        OptionSpec("automated", "Automated players", (("0", "None"), ("1", "One"), ("2", "Two")), "0",
                   "Rules-driven opponents in their own colour; a single player needs at least one."),
        OptionSpec("difficulty", "Automated difficulty", (("easy", "Easy"), ("medium", "Medium"), ("hard", "Hard")),
                   "medium", "How often the automated players claim achievements."),
    ),
)
