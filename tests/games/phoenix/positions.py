"""Positions for the scenario tests: a set-up game whose stack is replaced by the frame a test starts from."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from engine.games.phoenix.state import PhoenixState

from .helpers import scenario


def position(players: int = 2, *, seed: int = 1, seat: int = 0, fuel: int = 20,
             edit: Callable[[PhoenixState], object] | None = None, frame: str = "main", draws: tuple = (),
             seated: bool = True, **args) -> PhoenixState:
    """A game of `players` at the start of `frame` for `seat` (the main action by default; `seated` False for a
    frame without a seat), the setup pairs skipped, with `fuel` and any `edit` applied first."""
    sc = scenario(players, seed)

    def prepare(state: Any) -> None:
        state.fuel[seat] = fuel
        state.phase = "play"
        state.current = seat
        state.pairs = []
        state.last_chooser = seat
        if edit:
            edit(state)

    sc.edit(prepare)
    if draws:
        sc.next_draws(*draws)
    if frame == "main":
        sc.at("main", seat=seat)
    else:
        sc.at(frame, **(({"seat": seat} if seated else {}) | args))
    return cast(PhoenixState, sc.state())
