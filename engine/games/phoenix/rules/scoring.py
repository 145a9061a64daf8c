"""End of the game (13.): intercoms (13.1), level IV technologies (13.2), buildings by insignia (13.3), the energy
and development tracks (13.4); Project Kraken's end scoring (Appendix I 7.); the winner and the tie-breaks."""

from __future__ import annotations

import math

from engine.core.game import top_seats

from ..catalog import catalog
from ..state import BUILDING_TYPES, PhoenixState
from .common import buildings_of, completed_count, is_kraken, pieces_of, regens_of, who
from .flow import FLOW
from .tracks import insignia_value

ROWS = ("Points during the game", "Intercoms", "Level IV technologies", "Buildings", "Energy track",
        "Development tracks")


def intercom_count(state: PhoenixState, seat: int, card: str) -> int:
    """How many times a seat meets an intercom's condition."""
    condition = catalog().intercoms[card].condition
    if condition.kind == "buildings":
        return buildings_of(state, seat, condition.of)
    if condition.kind == "region":
        return regens_of(state, seat, None, condition.of)
    if condition.kind == "level":
        return regens_of(state, seat, [condition.of or ""])
    if condition.kind == "missions":
        return completed_count(state, seat)
    return 1


def intercom_points(state: PhoenixState, seat: int, slot: str) -> int:
    """13.1 (Appendix I 7.1 for Project Kraken: 10, 8 or 5 by position)."""
    seats = state.intercom_seats[slot]
    if seat not in seats:
        return 0
    position = seats.index(seat)
    if is_kraken(state, seat):
        return catalog().content.kraken.intercom_points[position]
    card = state.intercom_card[slot]
    value = catalog().intercoms[card].values[position]
    return math.floor(value * intercom_count(state, seat, card))


def technology_points(state: PhoenixState, seat: int) -> int:
    """13.2: level IV cards."""
    total = 0
    for card in state.tech[seat]:
        tech = catalog().technologies[card] if card else None
        if tech is None or tech.scoring is None:
            continue
        per = tech.scoring.per
        if per == "missions":
            count = completed_count(state, seat)
        elif per in BUILDING_TYPES:
            count = buildings_of(state, seat, per)
        else:
            count = regens_of(state, seat, None, per)
        total += tech.scoring.points * count
    return total


def building_points(state: PhoenixState, seat: int) -> int:
    """13.3 (Appendix I 7.2 for Project Kraken: its building pieces times the difficulty's value)."""
    if is_kraken(state, seat):
        difficulty = next(d for d in catalog().content.kraken.difficulties if d.id == state.difficulty)
        return pieces_of(state, seat) * difficulty.building_points
    return sum(insignia_value(state, seat, kind) * buildings_of(state, seat, kind) for kind in BUILDING_TYPES)


def console_points(state: PhoenixState, seat: int) -> tuple[int, int]:
    """13.4: the energy track (9th to 12th space) and the lower development marker (2nd to 4th)."""
    if is_kraken(state, seat):
        return 0, 0
    energy = catalog().energy[state.energy[seat] - 1].end_points
    lowest = min(state.dev[seat])
    dev = catalog().content.console.development_points.get(str(lowest), 0)
    return energy, dev


def breakdown(state: PhoenixState, seat: int) -> list[int]:
    """The final score of one seat by category (ROWS), as if the game ended now."""
    slots = list(state.intercom_seats)
    energy, dev = console_points(state, seat)
    return [state.vp[seat], sum(intercom_points(state, seat, slot) for slot in slots),
            technology_points(state, seat), building_points(state, seat), energy, dev]


@FLOW.step("final_scoring")
def _final_scoring(state: PhoenixState) -> None:
    rows = [breakdown(state, seat) for seat in range(state.seats)]
    state.final = [[rows[seat][i] for seat in range(state.seats)] for i in range(len(ROWS))]
    state.phase = "over"
    state.over = True
    state.current = None
    totals = [sum(row[i] for row in state.final) for i in range(state.seats)]
    state.say("Final scores: " + ", ".join(f"{who(state, seat)} {totals[seat]}" for seat in range(state.seats)) + ".")


def totals(state: PhoenixState) -> list[int]:
    if state.final is None:
        return list(state.vp)
    return [sum(row[seat] for row in state.final) for seat in range(state.seats)]


def ranking_key(state: PhoenixState, seat: int, total: int) -> tuple:
    """13.: the score, then released settlers, then the energy counter, then fuel."""
    return (total, state.released[seat], state.energy[seat], state.fuel[seat])


def winners(state: PhoenixState) -> list[int]:
    """The winners: Project Kraken wins every tie (Appendix I 7.); otherwise the tie-breaks in order, and
    players still tied share the victory."""
    scores = totals(state)
    if state.kraken is not None:
        player = 0 if state.kraken != 0 else 1
        return [player] if scores[player] > scores[state.kraken] else [state.kraken]
    keys = [ranking_key(state, seat, scores[seat]) for seat in range(state.seats)]
    best = max(keys)
    return [seat for seat in range(state.seats) if keys[seat] == best]


def deciding_rule(state: PhoenixState) -> str:
    """Which rule decided the winner: the score, a tie-break, or a shared victory."""
    scores = totals(state)
    top = max(scores)
    tied = top_seats(scores)
    if len(tied) == 1:
        return "score"
    if state.kraken is not None:
        return "kraken_tie"
    for depth, name in ((1, "released settlers"), (2, "energy"), (3, "fuel")):
        keys = [ranking_key(state, seat, top)[:depth + 1] for seat in tied]
        if keys.count(max(keys)) == 1:
            return name
    return "shared"
