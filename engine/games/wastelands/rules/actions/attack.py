"""Attack (Armies, 1 AP, up to 2 per turn): an Army attacks an adjacent enemy unit, Outpost, Capital or
neutral unit. Capitals a player has defeated cannot be attacked by that player again."""

from __future__ import annotations

from engine.core.choice import Option

from ...state import WastelandsState
from ...targets import hex_target
from .. import board, combat
from . import ActionRules, pay, register


def targets_near(state: WastelandsState, seat: int, hex_: tuple[int, int], reach: int = 1,
                 taken: dict | None = None) -> list[tuple[tuple[int, int], str]]:
    """Attackable things within `reach` spaces of `hex_`: (space, target kind). `taken`: `board.owners(state)`."""
    if taken is None:
        taken = board.owners(state)
    found = []
    spaces = [h for h in board.within(hex_, reach) if h in taken and h != hex_ and h in state.terrain]
    for there in sorted(spaces):
        if taken[there] == seat:
            continue
        kind = board.target_kind(state, seat, there)
        if kind:
            found.append((there, kind))
    return found


def _options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    options = []
    taken = None
    for unit in state.units:
        if unit.owner != seat or unit.kind != "army" or board.clouded(state, unit.hex, seat):
            continue
        if taken is None:
            taken = board.owners(state)
        for there, kind in targets_near(state, seat, unit.hex, taken=taken):
            options.append(Option(f"Your Army on {board.place(state, unit.hex)} attacks "
                                  f"{board.describe_target(state, there, kind)}",
                                  (unit.id, there), target=hex_target(*there)))
    return options


def _possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    return any(targets_near(state, seat, unit.hex, taken=taken) for unit in state.units
               if unit.owner == seat and unit.kind == "army" and not board.clouded(state, unit.hex, seat))


def _apply(state: WastelandsState, seat: int, value: tuple, free: bool) -> None:
    unit_id, there = value
    pay(state, "attack", free)
    target = board.target_kind(state, seat, there)
    assert target is not None, "the options list only spaces with something to attack"
    combat.begin(state, "army", seat, target, there, unit=unit_id)


register("attack", ActionRules(_possible, _options, _apply, "Attack with which Army, and what?",
                               "no Army of yours next to a target"))
