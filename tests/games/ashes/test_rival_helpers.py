"""Scenario helpers for the solo Rival tests: a solo table past setup, a chosen top card, one Rival turn."""

from __future__ import annotations

from engine.core.rng import Tape
from engine.core.scenario import Pick, Script
from engine.core.state import AUTOMA
from engine.games.ashes.automa import rival
from engine.games.ashes.game import GAME
from engine.games.ashes.catalog import catalog
from engine.games.ashes.state import AshesState

from .helpers import new_game

RIVAL = 1  # the Rival's seat in a solo game


def wired() -> bool:
    """True once the game's own setup seats the Rival for one player (the rules engineer's part)."""
    try:
        state = new_game(1, {"rival": "normal"}, 1)
    except Exception:  # noqa: BLE001 - not wired yet in any way
        return False
    return state.rival is not None and AUTOMA in state.seat_kinds


def solo(seed: int = 1, difficulty: str = "normal") -> AshesState:
    """A solo table past setup, with the Rival seated (by the game's setup once wired, by hand before)."""
    state = new_game(1, {"rival": difficulty}, seed)
    while GAME.choice(state) is not None and state.phase == "setup":
        GAME.apply(state, GAME.choice(state).enabled_indices()[0])
    if state.rival is None:
        state.seat_kinds.append(AUTOMA)
        rival.setup_rival(state, RIVAL, difficulty)
        state.order = [0, RIVAL]
    return state


def clear_board(state: AshesState) -> None:
    """No survivors on the map, no spent tiles: tests then place exactly what they need."""
    for area in state.areas:
        state.survivors[area] = [0, 0]
    state.spent = []


def on_top(state: AshesState, card_id: str) -> None:
    """Make `card_id` the next action card the Rival reveals (the pile is unordered: the draw is scripted)."""
    if card_id not in state.rival.deck:
        state.rival.deck = sorted(state.rival.deck + [card_id])
        if card_id in state.rival.discard:
            state.rival.discard.remove(card_id)
    script = Script()
    script.values.append(Pick(card_id))
    state.rng.attach(Tape(script))


def rival_turn(state: AshesState, card_id: str | None = None) -> None:
    """Run one Rival turn now (optionally with a chosen top card), on an empty stack."""
    if card_id is not None:
        on_top(state, card_id)
    state.pending = None
    state.stack = []
    state.push("rival_turn", seat=RIVAL)
    GAME.flow.settle(state)


def site_spaces(state: AshesState, site_id: str) -> list[str]:
    """Construction spaces of the tile dealt on a site space, in printed order."""
    return [c.id for c in catalog().site_tiles[state.site_tiles[site_id]].construction_spaces]


def log_text(state: AshesState, last: int = 40) -> str:
    """The last log lines as one string."""
    return "\n".join(line.text for line in state.log[-last:])
