"""Decisions an automated player makes when a shared rule asks it (events, effects): `Game.automa_pick`.

It reads what the choice is (`Choice.kind`) and what each option means (its value and `Role`), never a label
or the frames on the stack (rules notes Automa 7)."""

from __future__ import annotations

from engine.core.choice import Role

from ..catalog import catalog
from ..rules.effects import can_pay
from ..state import RESOURCES, WastelandsState
from .combat import combat_cubes


def automa_pick(state: WastelandsState) -> int:
    """The option an automated seat takes when a shared rule asks it.

    Exploration Event choice: the first option (the second only when the first cannot be paid); a resource:
    the Outpost order water, ammunition, energy, metal (any resource to pay: the board order); another player:
    the next one in turn order; Leader cubes: by the last card's set; free actions, moves and optional extras:
    Skip / Done; otherwise the first option that does not step back."""
    choice = state.pending
    assert choice is not None, "an automated seat is asked only while a choice is pending"
    enabled = choice.enabled_indices()
    if not enabled:
        raise ValueError("the automated player has nothing it may pick")
    seat = choice.seat
    values = [option.value for option in choice.options]
    if choice.kind == "event_choice":
        return next((i for i in enabled if can_pay(state, seat, _event_effects(values[i])) is None), enabled[0])
    if choice.kind == "pick_resource_gain":
        order = list(catalog().content.solo.outpost_order)
        return min(enabled, key=lambda i: order.index(values[i]))
    if choice.kind == "pick_resource_pay":
        return min(enabled, key=lambda i: RESOURCES.index(values[i]))
    if choice.kind in ("pick_player", "allocate_pick"):
        turn = _after(state, seat)
        return min(enabled, key=lambda i: turn.index(values[i]) if values[i] in turn else len(turn))
    if choice.kind == "combat_cubes":
        cubes = combat_cubes(state, seat)
        return max((i for i in enabled if values[i] <= cubes), default=enabled[0])
    declined = choice.first_with(Role.SKIP, Role.DONE)
    if declined is not None:
        return declined
    return choice.forward_indices()[0]


def _event_effects(value: tuple[str, int]) -> list[dict]:
    """The effects of an Exploration Event option, from the option's value (event id, option number)."""
    event, index = value
    options = catalog().events[event].options
    assert options is not None, "an event choice comes from a choice event, which has two options"
    return options[index].effects


def _after(state: WastelandsState, seat: int) -> list[int]:
    """The other seats in turn order after `seat`."""
    at = state.order.index(seat) if seat in state.order else seat
    others = [state.order[(at + k) % len(state.order)] for k in range(1, len(state.order))]
    return others or list(range(state.seats))
