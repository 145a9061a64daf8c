"""Salvage Run's light metadata (title, players, options)."""

from engine.core.game import GameMeta, OptionSpec

META = GameMeta(
    id="testgame", title="Salvage Run (test game)",
    description="A tiny card-and-bag game used to test the engine: play salvage to sites, scavenge sets.",
    min_players=1, max_players=4, solo=True, rules_version="1",
    options=(
        OptionSpec("automa", "The Scavenger (automa seat)", (("off", "Off"), ("on", "On")), "off",
                   "Adds a rules-driven opponent; required for solo play."),
        OptionSpec("rounds", "Length", (("3", "Short: 3 rounds"), ("5", "Long: 5 rounds")), "3"),
    ),
)
