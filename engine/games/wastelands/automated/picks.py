"""Decisions an automated player makes when a shared rule asks it (events, effects): `Game.automa_pick`."""

from __future__ import annotations

from engine.core.choice import BACK, DONE, Choice

from ..state import RESOURCES, WastelandsState
from .combat import combat_cubes
from .deck import solo

SKIP = "Skip"


# ---------------------------------------------------------------- automa decisions inside shared rules


def automa_pick(state: WastelandsState) -> int:
    """The option an automated seat takes when a shared rule asks it (Game.automa_pick delegates here).

    Exploration Event choice: the first option (the second only when the first cannot be paid); a resource:
    the Outpost order water, ammunition, energy, metal; another player: the next one in turn order; free
    actions, moves and optional extras: Skip / Done; Leader cubes: by the last card's set; otherwise the first
    option that can be picked."""
    choice: Choice = state.pending
    frame = state.stack[-1]
    enabled = choice.enabled_indices()
    if not enabled:
        raise ValueError("the automated player has nothing it may pick")
    name, args = frame.name, frame.args
    seat = choice.seat
    if name == "event_choice":
        from ..rules.actions.explore import events
        from ..rules.effects import can_pay
        event = events()[args["event"]]
        for i in enabled:
            effects = [e.model_dump(exclude_none=True) for e in event.options[choice.options[i].value].effects]
            if can_pay(state, seat, effects) is None:
                return i
        return enabled[0]
    if name == "pick_effects":
        return enabled[0]
    if name == "pick_resource":
        order = list(solo().outpost_order) if args.get("mode") == "gain" else list(RESOURCES)
        return min(enabled, key=lambda i: order.index(choice.options[i].value))
    if name in ("pick_player", "allocate_pick"):
        at = state.order.index(seat) if seat in state.order else seat
        turn = [state.order[(at + k) % len(state.order)] for k in range(1, len(state.order))] or list(range(state.seats))
        return min(enabled, key=lambda i: turn.index(choice.options[i].value)
                   if choice.options[i].value in turn else len(turn))
    if name == "combat_cubes":
        cubes = combat_cubes(state, seat)
        return max((i for i in enabled if choice.options[i].value <= cubes), default=enabled[0])
    for i in enabled:
        if choice.options[i].label in (SKIP, DONE):
            return i
    for i in enabled:
        if choice.options[i].label != BACK:
            return i
    return enabled[0]
