"""The registry of games by id; shipped games register when `engine.games` loads them."""

from __future__ import annotations

from .game import Game

_GAMES: dict[str, Game] = {}


class UnknownGame(KeyError):
    """No game is registered under that id."""

    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}"


def register(game: Game) -> Game:
    """Add a game to the registry (registering the same id twice replaces the old entry)."""
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Remove a game from the registry (used by tests)."""
    _GAMES.pop(game_id, None)


def get_game(game_id: str) -> Game:
    """Return the registered game with this id, or raise UnknownGame."""
    _load_shipped()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None


def all_games() -> list[Game]:
    """Every registered game, in registration order."""
    _load_shipped()
    return list(_GAMES.values())


def _load_shipped() -> None:
    from engine import games  # noqa: F401  (importing registers the shipped games)
