"""The round (7.) and its end (11.): radiation, mission discard, tile reset, survivors emerge, turn sequence."""

from __future__ import annotations

from engine.core.state import Frame
from engine.core.words import count

from ..catalog import catalog
from ..state import ACTIVE, ESSENTIAL, AshesState
from .cards import discard_right
from .colony import change_happiness, draw_survivor, name
from .flow import FLOW


def vehicles(state: AshesState) -> set[str]:
    """Areas holding at least one evacuation vehicle (players' and the Rival's)."""
    where = {p.vehicle for p in state.players}
    if state.rival is not None:
        where.add(state.rival.vehicle)
    return where


def radiation(state: AshesState) -> int:
    """7.1.1 each unprotected area loses survivors up to its sector's radiation, active ones first."""
    t = catalog()
    safe = vehicles(state)
    total = 0
    for area in state.areas:
        here = state.survivors[area]
        if area in safe or not sum(here):
            continue
        level = t.areas[state.board_side][area].sector
        for kind in (ACTIVE, ESSENTIAL):
            n = min(level, here[kind])
            here[kind] -= n
            state.bag[kind] += n
            level -= n
            total += n
    if total:
        state.say(f"Radiation returns {count(total, 'survivor')} to the bag; every colony loses {total} happiness.")
        for seat in range(len(state.players)):
            change_happiness(state, seat, -total)
    return total


def emerge(state: AshesState) -> None:
    """7.1.4 two survivors on each bag icon of the round's two sectors, lowest sector first, top to bottom."""
    t = catalog()
    areas = t.areas[state.board_side]
    sectors = (state.round, state.round + 1)
    spots = sorted((a for a in state.areas if areas[a].bag_icon and areas[a].sector in sectors),
                   key=lambda a: (areas[a].sector, areas[a].center[1], areas[a].center[0]))
    placed = 0
    for area in spots:
        for _ in range(2):
            kind = draw_survivor(state)
            if kind is None:
                state.say("The bag is empty: no more survivors emerge.")
                return
            state.survivors[area][kind] += 1
            placed += 1
    state.say(f"Round {state.round}: {count(placed, 'survivor')} {'emerges' if placed == 1 else 'emerge'} in "
              f"sectors {sectors[0]} and {sectors[1]}.")


@FLOW.step("round_start")
def _round_start(state: AshesState) -> None:
    state.phase = "play"
    if state.round > 1:
        radiation(state)
        discard_right(state, state.mission_display, 2)  # 7.1.2
        state.spent = []  # 7.1.3
        state.order = [state.next_order[k] for k in sorted(state.next_order)]
        state.next_order = {}
    for p in state.players:
        p.passed = False
        p.zones_used = []
    emerge(state)
    state.say(f"Round {state.round} begins. Turn order: " + ", ".join(name(state, s) for s in state.order) + ".")
    state.current = state.order[0]
    state.push("turn", seat=state.order[0])


def has_passed(state: AshesState, seat: int) -> bool:
    """Whether a seat (a colony or the Rival) has passed this round."""
    if seat < len(state.players):
        return state.players[seat].passed
    return state.rival is not None and state.rival.passed


@FLOW.step("turn")
def _turn(state: AshesState, seat: int) -> None:
    state.current = seat
    if seat >= len(state.players):  # 13.7 the Rival's turn, resolved by rival.py
        state.schedule(Frame("rival_turn", {"seat": seat}), Frame("end_turn", {"seat": seat}))
        return
    p = state.players[seat]
    state.current = seat
    p.protocol_done = False
    p.in_protocol = False
    p.limited_used = []
    p.free_cycles_used = 0
    p.reverse_used = False
    state.push("end_turn", seat=seat)
    state.push("turn_menu", seat=seat)


@FLOW.step("end_turn")
def _end_turn(state: AshesState, seat: int) -> None:
    order = state.order
    i = order.index(seat)
    for step in range(1, len(order) + 1):
        nxt = order[(i + step) % len(order)]
        if not has_passed(state, nxt):
            state.push("turn", seat=nxt)
            return
    state.push("round_end")


@FLOW.step("round_end")
def _round_end(state: AshesState) -> None:
    if state.rival is not None:
        state.schedule(Frame("rival_end_round", {"seat": len(state.players)}), Frame("round_next"))
    else:
        state.push("round_next")


@FLOW.step("round_next")
def _round_next(state: AshesState) -> None:
    if state.round >= 3:
        state.push("game_end")
        return
    state.round += 1  # 11. move the round marker
    state.push("round_start")
