"""Phoenix New Horizon's light metadata (title, players, options): read by the game picker without loading the
rules."""

from engine.core.game import GameMeta, OptionSpec

META = GameMeta(
    id="phoenix", title="Phoenix New Horizon",
    description="Send commandos to the surface: build regenerators and buildings, raise energy and settle the "
                "population of three regions over four rounds, alone against Project Kraken or with up to four.",
    min_players=1, max_players=4, solo=True, rules_version="3",
    options=(
        OptionSpec("kraken", "Project Kraken (solo games)",
                   (("easy", "Easy: 1 point a building"), ("medium", "Medium: 2 points a building"),
                    ("advanced", "Advanced: 4 points a building"), ("difficult", "Difficult: 6 points a building")),
                   "easy",
                   "How many points each of Project Kraken's buildings scores at the end. Only used when you play "
                   "alone."),
    ),
)
