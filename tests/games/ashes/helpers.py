"""Scenario helpers for the ASHES rules tests: pick options by label, build situations quickly."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.games.ashes.game import GAME
from engine.games.ashes.catalog import catalog
from engine.games.ashes.state import AshesState


def pick(state: AshesState, label: str) -> None:
    """Apply the enabled option whose label starts with `label` (exactly one must match)."""
    choice = GAME.choice(state)
    assert choice is not None, "no choice pending"
    hits = [i for i, o in enumerate(choice.options) if o.enabled and o.label.startswith(label)]
    assert len(hits) >= 1, f"no enabled option {label!r} in {[o.label for o in choice.options]}"
    GAME.apply(state, hits[0])


def labels(state: AshesState, enabled_only: bool = True) -> list[str]:
    """Labels of the pending choice's options."""
    choice = GAME.choice(state)
    return [o.label for o in choice.options if o.enabled or not enabled_only]


def option(state: AshesState, label: str):
    """The option whose label starts with `label`."""
    return next(o for o in GAME.choice(state).options if o.label.startswith(label))


def new_game(players: int, options: dict[str, str], seed: int) -> AshesState:
    """A freshly set-up game (options completed with their defaults), settled on its first choice."""
    return GAME.setup(players, GAME.normalize_options(players, options), Rng.from_seed(seed))


def started(players: int = 2, seed: int = 1, first_game: str = "yes") -> AshesState:
    """A game past setup: every seat took the first combination and the first free slot."""
    state = new_game(players, {"first_game": first_game}, seed)
    while GAME.choice(state) is not None and state.phase == "setup":
        GAME.apply(state, GAME.choice(state).enabled_indices()[0])
    return state


def blank(players: int = 2, seed: int = 1) -> AshesState:
    """A started game whose colonies are emptied: the Climber, no slots, resources, materials or entrance."""
    state = started(players, seed)
    for p in state.players:
        p.character = "char_climber"
        p.slots = [[], [], [], []]
        p.fuel = p.data = p.antirad = 0
        p.materials = {m: 0 for m in p.materials}
        p.entrance = [0, 0]
    return state


def space_on(state: AshesState, site: str, k: int = 0) -> str:
    """The id of construction space `k` of the site tile lying on `site`."""
    return catalog().site_tiles[state.site_tiles[site]].construction_spaces[k].id


def at_menu(state: AshesState, seat: int) -> None:
    """Make `seat` the player to move at its turn menu (a fresh turn)."""
    state.pending = None
    state.stack = []
    state.current = seat
    state.push("turn", seat=seat)
    GAME.flow.settle(state)
