"""Helpers for Phoenix New Horizon scenario tests: positions built with engine.core.scenario, options picked by
their words, value or role, and small edits of the state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from engine.core.choice import Role
from engine.core.scenario import Pick, Scenario
from engine.games.phoenix.game import GAME
from engine.games.phoenix.state import PhoenixState

__all__ = ["GAME", "Pick", "Scenario", "scenario", "started", "choose", "labels", "values", "option", "kinds", "give_regen",
           "give_building", "place_task", "set_hand", "play"]


def scenario(players: int = 2, seed: int = 1, **options: str) -> Scenario:
    """A freshly set-up game (the setup pairs still to choose unless `.at(...)` replaces the stack)."""
    return Scenario(GAME, players, options, seed)


def started(players: int = 2, seed: int = 1, **options: str) -> PhoenixState:
    """The state of a freshly set-up game, typed as Phoenix's."""
    return cast(PhoenixState, scenario(players, seed, **options).state())


def labels(state: PhoenixState) -> list[str]:
    return [o.label for o in state.pending.options] if state.pending else []


def values(state: PhoenixState, enabled: bool = True) -> list[Any]:
    """The values of the pending choice's options (enabled ones only unless `enabled` is False), Back left out."""
    if not state.pending:
        return []
    return [o.value for o in state.pending.options if (o.enabled or not enabled) and o.role is not Role.BACK]


def kinds(state: PhoenixState) -> str | None:
    return state.pending.kind if state.pending else None


def option(state: PhoenixState, match: str | Callable | Any = None, *, role: Role | None = None,
           value: Any = None) -> int:
    """The index of the first enabled option whose label contains `match` (or that `match(option)` accepts),
    or with `role`, or with `value`."""
    assert state.pending is not None, "no choice is pending"
    for i, o in enumerate(state.pending.options):
        if not o.enabled:
            continue
        if role is not None and o.role is role:
            return i
        if value is not None and o.value == value:
            return i
        if isinstance(match, str) and match in o.label:
            return i
        if callable(match) and match(o):
            return i
    raise AssertionError(f"no option {match or role or value!r} in {state.pending.kind}: {labels(state)}")


def choose(state: PhoenixState, match: Any = None, *, role: Role | None = None, value: Any = None) -> PhoenixState:
    """Pick an option (as the session does: automa seats then play) and return the state."""
    GAME.advance(state, option(state, match, role=role, value=value))
    return state


def play(state: PhoenixState, *picks: Any) -> PhoenixState:
    """Pick several options in a row, each by label text or value."""
    for pick in picks:
        if isinstance(pick, str):
            choose(state, pick)
        else:
            choose(state, value=pick)
    return state


def give_regen(state: PhoenixState, seat: int, space: str) -> None:
    state.regen_at[space] = seat


def give_building(state: PhoenixState, seat: int, space: str) -> None:
    state.buildings_at.setdefault(space, []).append(seat)


def place_task(state: PhoenixState, space: str, tile: str) -> None:
    """Put a given task tile on a task space (moving whatever was there to where this tile was)."""
    old = state.task_at.get(space)
    for other, t in list(state.task_at.items()):
        if t == tile:
            if old is None:
                del state.task_at[other]
            else:
                state.task_at[other] = old
    state.task_at[space] = tile


def set_hand(state: PhoenixState, seat: int, cards: list[str]) -> None:
    """Give a seat exactly these missions in hand (taken out of the decks and the row)."""
    for card in cards:
        for deck in state.decks:
            if card in deck:
                deck.remove(card)
        if card in state.mission_row:
            state.mission_row[state.mission_row.index(card)] = None
    state.known[seat] = list(cards)
    state.secret[seat] = [[], []]
