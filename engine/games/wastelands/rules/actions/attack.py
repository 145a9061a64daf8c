"""Attack (Armies, 1 AP, up to 2 per turn): an Army attacks an adjacent enemy unit, Outpost, Capital or
neutral unit. Capitals a player has defeated cannot be attacked by that player again."""

from __future__ import annotations

from engine.core.choice import Option

from ...state import WastelandsState
from ...targets import hex_target
from .. import board, combat
from ..economy import seat_name
from . import ActionRules, pay, register


def targets_near(state: WastelandsState, seat: int, hex_: tuple[int, int], reach: int = 1,
                 taken: dict | None = None) -> list[tuple[tuple[int, int], str]]:
    """Attackable things within `reach` spaces of `hex_`: (space, target kind). `taken`: `board.owners(state)`."""
    if taken is None:
        taken = board.owners(state)
    found = []
    spaces = [h for h in taken if 0 < board.distance(h, hex_) <= reach and h in state.terrain]
    for there in sorted(spaces):
        if taken[there] == seat:
            continue
        kind = target_kind(state, seat, there)
        if kind:
            found.append((there, kind))
    return found


def target_kind(state: WastelandsState, seat: int, there: tuple[int, int]) -> str | None:
    """What `seat` could attack on a space: army, scout, outpost, capital, neutral (None: nothing)."""
    if there in state.neutrals:
        return "neutral"
    outpost = state.outposts.get(there)
    if outpost is not None:
        return "outpost" if outpost.owner != seat else None
    owner = board.capital_owner(state, there)
    if owner is not None:
        return "capital" if owner != seat and owner not in state.players[seat].capitals_defeated else None
    for unit in state.units:
        if unit.hex == there and unit.owner != seat:
            return unit.kind
    return None


def describe(state: WastelandsState, there: tuple[int, int], kind: str) -> str:
    """A target as text."""
    if kind == "neutral":
        return f"the neutral unit at {there[0]},{there[1]}"
    if kind == "capital":
        owner = board.capital_owner(state, there)
    elif kind == "outpost":
        owner = state.outposts[there].owner
    else:
        owner = state.units_at(there)[0].owner
    return f"{seat_name(state, owner)}'s {kind} at {there[0]},{there[1]}"


def _options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    options = []
    taken = None
    for unit in state.units:
        if unit.owner != seat or unit.kind != "army" or board.clouded(state, unit.hex, seat):
            continue
        if taken is None:
            taken = board.owners(state)
        for there, kind in targets_near(state, seat, unit.hex, taken=taken):
            options.append(Option(f"Army at {unit.hex[0]},{unit.hex[1]} attacks {describe(state, there, kind)}",
                                  (unit.id, there), target=hex_target(*there)))
    return options


def _apply(state: WastelandsState, seat: int, value: tuple, free: bool) -> None:
    unit_id, there = value
    pay(state, "attack", free)
    combat.begin(state, "army", seat, target_kind(state, seat, there), there, unit=unit_id)


register("attack", ActionRules(lambda state, seat: None, _options, _apply, "Attack with which Army, and what?",
                                   "no Army of yours next to a target"))
