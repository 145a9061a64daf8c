"""ASHES' light metadata (title, players, options): read by the game picker without loading the rules."""

from engine.core.game import GameMeta, OptionSpec

META = GameMeta(
    id="ashes", title="ASHES: Blackout Protocol",
    description="Rescue survivors, build shelters and restore the Phoenix Project over three rounds of radiation.",
    min_players=1, max_players=4, solo=True, rules_version="1",
    options=(
        OptionSpec("rival", "Rival (solo games)",
                   (("normal", "Normal"), ("advanced", "Advanced"), ("expert", "Expert")), "normal",
                   "How hard the Rival plays when you play alone. Only used in a one-player game."),
        OptionSpec("first_game", "First game",
                   (("yes", "Yes: deal each player a starred character"),
                    ("no", "No: deal two characters, each player keeps one")), "yes",
                   "Recommended for your first game: each player gets a random beginner-friendly character. "
                   "Choose No to pick one of two characters instead."),
    ),
)
