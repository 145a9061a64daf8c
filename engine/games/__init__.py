"""The shipped games: importing this package makes each game of SHIPPED_GAMES known to the registry by its
light metadata (`engine/games/<id>/meta.py`); its rules and content are imported on first use."""

from importlib import import_module

from engine.core.registry import register_lazy

# Packages of finished games under engine.games; each has meta.py (META) and game.py (registers GAME).
SHIPPED_GAMES: tuple[str, ...] = ("ashes", "wastelands", "phoenix", "amber")

for _name in SHIPPED_GAMES:
    register_lazy(import_module(f"{__name__}.{_name}.meta").META, f"{__name__}.{_name}.game")
