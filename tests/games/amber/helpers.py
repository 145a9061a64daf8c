"""Helpers for Ashes & Amber scenario tests: positions built with engine.core.scenario, options picked by their
words or role."""

from __future__ import annotations

from engine.core.choice import Role
from engine.core.scenario import Pick, Scenario
from engine.games.amber.game import GAME
from engine.games.amber.state import AmberState

__all__ = ["GAME", "Pick", "Scenario", "position", "labels", "choose", "pick_value", "du"]


def du(state: AmberState, face: str) -> str:
    """A Death/Utopia card from the supply, turned to `face` (for building cities in a test)."""
    cid = state.du_supply.pop(0)
    state.faces[cid] = face
    return cid


def position(players: int = 2, era: int = 1, seed: int = 1, **options: str) -> Scenario:
    """A game set up and moved into the action phase of `era` (projects kept, nothing drawn yet)."""
    def edit(state: AmberState) -> None:
        state.era = era
        state.phase = "action"
        state.passed = [False] * players
        for seat in range(players):
            if state.project_look[seat]:
                state.projects[seat].append(state.project_look[seat].pop())
                state.project_deck.extend(state.project_look[seat])
                state.project_look[seat] = []
        state.offer = []
        state.current = 0  # seat 0's turn (next_turn goes on clockwise from it)
    return Scenario(GAME, players, options, seed).edit(edit)


def labels(state: AmberState) -> list[str]:
    return [o.label for o in state.pending.options] if state.pending else []


def choose(state: AmberState, match: str, role: Role | None = None) -> None:
    """Answer the pending choice with the first enabled option whose label holds `match`."""
    for i, o in enumerate(state.pending.options):
        if o.enabled and (match in o.label) and (role is None or o.role is role):
            GAME.apply(state, i)
            return
    raise AssertionError(f"no enabled option with {match!r} in {labels(state)}")


def pick_value(state: AmberState, value) -> None:
    """Answer the pending choice with the enabled option of this value."""
    for i, o in enumerate(state.pending.options):
        if o.enabled and o.value == value:
            GAME.apply(state, i)
            return
    raise AssertionError(f"no enabled option of value {value!r}: {[o.value for o in state.pending.options]}")
