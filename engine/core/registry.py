"""The registry of games by id: shipped games are known by their light metadata first and imported on first use."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from .game import Game, GameMeta

_GAMES: dict[str, Game | LazyGame] = {}


class UnknownGame(KeyError):
    """No game is registered under that id."""

    def __str__(self) -> str:
        return f"unknown game {self.args[0]!r}"


@dataclass(frozen=True)
class LazyGame:
    """A game known by its metadata only; importing `module` registers the full Game under the same id."""

    meta: GameMeta
    module: str

    def info(self) -> dict:
        """Describe the game for the game picker, as the loaded Game would."""
        return self.meta.info()


def register(game: Game) -> Game:
    """Add a game to the registry (registering the same id again replaces the old entry, in its place)."""
    _GAMES[game.id] = game
    return game


def register_lazy(meta: GameMeta, module: str) -> None:
    """Know a game by its metadata; `module` is imported (and registers the game) when it is first asked for.
    A game that is registered already, loaded or not, is left as it is."""
    _GAMES.setdefault(meta.id, LazyGame(meta, module))


def unregister(game_id: str) -> None:
    """Remove a game from the registry (used by tests)."""
    _GAMES.pop(game_id, None)


def get_game(game_id: str) -> Game:
    """Return the game with this id, importing its rules and content on first use, or raise UnknownGame."""
    _load_shipped()
    entry = _GAMES.get(game_id)
    if entry is None:
        raise UnknownGame(game_id)
    return entry if isinstance(entry, Game) else _load(entry)


def entry(game_id: str) -> Game | LazyGame:
    """The registry's entry for a game, loaded or known by metadata only (UnknownGame if there is none)."""
    _load_shipped()
    found = _GAMES.get(game_id)
    if found is None:
        raise UnknownGame(game_id)
    return found


def is_loaded(game_id: str) -> bool:
    """True once the game's rules are imported (False for unknown ids)."""
    _load_shipped()
    return isinstance(_GAMES.get(game_id), Game)


def all_games() -> list[Game]:
    """Every registered game, loaded if it was not yet, in registration order."""
    _load_shipped()
    return [get_game(game_id) for game_id in list(_GAMES)]


def game_infos() -> list[dict]:
    """Every registered game's `info()` (the game picker's list), in registration order, loading no rules."""
    _load_shipped()
    return [entry.info() for entry in _GAMES.values()]


def _load(lazy: LazyGame) -> Game:
    import_module(lazy.module)
    game = _GAMES.get(lazy.meta.id)
    if not isinstance(game, Game):
        raise RuntimeError(f"importing {lazy.module} did not register the game {lazy.meta.id!r}")
    return game


def _load_shipped() -> None:
    from engine import games  # noqa: F401  (importing makes the shipped games known, by metadata)
