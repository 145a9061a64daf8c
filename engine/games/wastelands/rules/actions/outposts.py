"""Build Outpost (Scouts, 3 AP, once per turn) and Recycle (Outposts, 1 AP, up to 4 times)."""

from __future__ import annotations

from engine.core.choice import Option

from ...catalog import catalog
from ...state import RESOURCES, Outpost, WastelandsState
from ...targets import hex_target, unit_target
from .. import board, economy
from ..economy import seat_name
from ..effects import lasting, run_effects
from . import ActionRules, pay, register


def _free_outposts(state: WastelandsState, seat: int) -> list[str]:
    """Outpost types still on the seat's board."""
    placed = {o.resource for o in state.outposts.values() if o.owner == seat}
    return [r for r in RESOURCES if r not in placed]


def _build_blocked(state: WastelandsState, seat: int) -> str | None:
    if not _free_outposts(state, seat):
        return "all 4 of your Outposts are on the map"
    return None


def _build_options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    options = []
    for unit in state.units:
        if unit.owner != seat or unit.kind != "scout" or board.clouded(state, unit.hex, seat):
            continue
        if state.terrain.get(unit.hex) != "ruined_city":
            continue
        for resource in _free_outposts(state, seat):
            options.append(Option(f"Build the {resource} Outpost on {board.place(state, unit.hex)}", (unit.id, resource),
                                  target=unit_target(unit.id)))
    return options


def _build_possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    return any(unit.owner == seat and unit.kind == "scout" and not board.clouded(state, unit.hex, seat)
               and state.terrain.get(unit.hex) == "ruined_city" for unit in state.units)


def _build(state: WastelandsState, seat: int, value: tuple[int, str], free: bool) -> None:
    unit_id, resource = value
    pay(state, "build_outpost", free)
    unit = state.unit(unit_id)
    assert unit is not None, "the options name Scouts on the map"
    state.units.remove(unit)
    state.outposts[unit.hex] = Outpost(owner=seat, resource=resource)
    got = economy.gain(state, seat, resource, 1)
    state.say(f"{seat_name(state, seat)} builds the {resource} Outpost on {board.place(state, unit.hex)}; "
              f"the Scout returns to the board (+{got} {resource}).")


def recycle_amount(state: WastelandsState, seat: int, outpost: Outpost) -> int:
    """Resources one Recycle action produces on an Outpost (expansion and Increased Productivity add 1 each)."""
    return 1 + outpost.expansion + economy.has(state, seat, "increased_productivity")


def _recycle_options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    options = []
    for hex_, outpost in board.own_outposts(state, seat):
        if board.clouded(state, hex_, seat):
            continue
        amount = recycle_amount(state, seat, outpost)
        options.append(Option(f"Recycle at the {outpost.resource} Outpost on {board.place(state, hex_)} "
                              f"(+{amount} {outpost.resource})", hex_,
                              target=hex_target(*hex_)))
    return options


def _no_outposts(state: WastelandsState, seat: int) -> str | None:
    if not any(o.owner == seat for o in state.outposts.values()):
        return "you have no Outpost on the map"
    return None


def _recycle_possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    return any(not board.clouded(state, h, seat) for h, _ in board.own_outposts(state, seat))


def _recycle(state: WastelandsState, seat: int, hex_: tuple[int, int], free: bool) -> None:
    pay(state, "recycle", free)
    outpost = state.outposts[hex_]
    got = economy.gain(state, seat, outpost.resource, recycle_amount(state, seat, outpost))
    turn = state.turn
    assert turn is not None, "an action is performed on the seat's own turn"
    turn.recycled += got
    state.say(f"{seat_name(state, seat)} recycles at the {outpost.resource} Outpost: "
              + (f"+{got} {outpost.resource}." if got else "nothing, the track is full."))
    for card in state.players[seat].in_play:
        key = f"ongoing:{card}"
        for effects in lasting(card, "recycle"):
            if key not in turn.abilities:
                turn.abilities.append(key)
                run_effects(state, seat, effects, catalog().power_cards[card].name)


register("build_outpost", ActionRules(_build_possible, _build_options, _build, "Build which Outpost, with which Scout?",
                                      "no Scout of yours on a ruined city", blocked=_build_blocked))
register("recycle", ActionRules(_recycle_possible, _recycle_options, _recycle, "Recycle at which Outpost?",
                                blocked=_no_outposts))
