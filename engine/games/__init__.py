"""The shipped games: importing this package registers each game listed in SHIPPED_GAMES."""

from importlib import import_module

# Module paths of finished games; each module registers its game object on import.
SHIPPED_GAMES: tuple[str, ...] = ("engine.games.ashes.game", "engine.games.wastelands.game")

for _module in SHIPPED_GAMES:
    import_module(_module)
