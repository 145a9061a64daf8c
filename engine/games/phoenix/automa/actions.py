"""Project Kraken's actions (Appendix I 5.): discard a mission, build a regenerator, construct a building, score
points, increase the population. It pays no fuel and takes no reward (2.2); a player whose regenerator it builds
by takes that regenerator's reward as usual."""

from __future__ import annotations

from ..catalog import catalog
from ..rules.building import connect, place_building, place_regen
from ..rules.cards import refill_left
from ..rules.common import board
from ..rules.flow import FLOW
from ..rules.tracks import gain_points, place_on_intercom
from ..state import PhoenixState
from .deck import arrow, by_arrow, numbering
from .turn import report

FALLBACK = {"bronze": ("bronze", "silver"), "silver": ("silver", "gold", "bronze"), "gold": ("gold", "silver")}


@FLOW.step("kraken_action")
def _kraken_action(state: PhoenixState, seat: int, action: dict) -> None:
    kind, value = next(iter(action.items()))
    if kind == "discard":
        discard(state)
    elif kind == "regenerator":
        build_regenerator(state, seat, value)
    elif kind == "building":
        build(state, seat, value)
    elif kind == "points":
        report(state, f"scores {value} points")
        gain_points(state, seat, value)
    elif kind == "points_per_round":
        report(state, f"scores {value} points for each round: {value * state.round}")
        gain_points(state, seat, value * state.round)
    elif kind == "population":
        population(state, seat, value)


def discard(state: PhoenixState) -> None:
    """5.1: the leftmost or rightmost face-up mission leaves; the row closes up and a new card fills the left."""
    filled = [i for i, card in enumerate(state.mission_row) if card is not None]
    if not filled:
        report(state, "finds no mission card to discard")
        return
    index = by_arrow(state, filled)
    card = state.mission_row[index]
    row = state.mission_row
    state.mission_row = refill_left(state, row[:index] + row[index + 1:])
    state.reveal()
    report(state, f"discards the mission {catalog().missions[card or ''].name}")


def areas_in_order(state: PhoenixState) -> list[str]:
    """3.2: the numbered areas in the order 1-8 or 8-1 of the top card's back."""
    areas = board(state).numbered
    return areas if numbering(state) == "1-8" else list(reversed(areas))


def build_regenerator(state: PhoenixState, seat: int, level: str) -> None:
    """5.2: the first free space of the level by the numbering; else a level higher, else one lower."""
    b = board(state)
    for wanted in FALLBACK[level]:
        if state.k_reserve.get(wanted, 0) <= 0:
            continue
        for area in areas_in_order(state):
            for space in b.areas[area].regenerators:
                if space.initial is None and space.level == wanted and space.id not in state.regen_at:
                    state.k_reserve[wanted] -= 1
                    place_regen(state, seat, space.id)
                    report(state, f"builds a {wanted} regenerator in {b.areas[area].name}")
                    connect(state, seat, space.id)
                    return
    report(state, f"cannot build a {level} regenerator")


def build(state: PhoenixState, seat: int, level: str) -> None:
    """5.3: a free building space of a built regenerator of the level, by the numbering; else a level higher,
    else one lower. The owner of a player's regenerator takes its reward."""
    if state.k_reserve.get("buildings", 0) <= 0:
        report(state, "has no building left")
        return
    b = board(state)
    for wanted in FALLBACK[level]:
        for area in areas_in_order(state):
            spaces = [bs for reg in b.areas[area].regenerators if reg.level == wanted and reg.id in state.regen_at
                      for bs in (x.id for x in reg.buildings) if not state.buildings_at.get(bs)]
            if not spaces:
                continue
            space = spaces[0] if numbering(state) == "1-8" else spaces[-1]
            state.k_reserve["buildings"] -= 1
            report(state, f"constructs a building by a {wanted} regenerator in {b.areas[area].name}")
            state.schedule(*place_building(state, seat, space))
            return
    report(state, f"cannot construct a building by a {level} regenerator")


def population(state: PhoenixState, seat: int, steps: int) -> None:
    """5.5: move a settler up along the arrows (the arrow chooses at forks); bonus tokens it reaches are removed
    without reward; a settler reaching an intercom brings a new one onto the track from the reserve."""
    cat = catalog()
    if not state.track[seat]:
        report(state, "has no settler on the population track")
        return
    lanes = {"left": 0, "centre": 1, "right": 2}
    settlers = sorted(state.track[seat], key=lambda s: (cat.population[s].row, lanes[cat.population[s].lane]))
    here = by_arrow(state, settlers) if len(settlers) > 1 else settlers[0]
    state.track[seat].remove(here)
    for _ in range(steps):
        nexts = cat.population[here].next
        there = nexts[-1] if arrow(state) == "right" else nexts[0]
        if there in cat.population_ends:
            name = cat.intercoms[state.intercom_card[there]].name
            if place_on_intercom(state, seat, there):
                report(state, f"moves a settler onto the {name} intercom")
            else:
                state.lost[seat] += 1
                report(state, f"loses a settler at the {name} intercom")
            if state.k_reserve.get("settlers", 0) > 0:
                state.k_reserve["settlers"] -= 1
                state.track[seat].append(cat.content.tracks.population.start)
                report(state, "puts a new settler on the population track")
            return
        here = there
        if here in state.bonus_at:
            state.bonus_at.pop(here)
            report(state, "removes a population bonus")
    state.track[seat].append(here)
    report(state, f"moves a settler up {steps} space{'s' if steps > 1 else ''}")
