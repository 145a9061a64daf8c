"""Project Kraken's end-of-round card (Appendix I 6.): after rounds 1, 2 and 3, turn over a blueprint, promote
commandos of the levels shown, and place a settler on the gameboard intercom that scores it most."""

from __future__ import annotations

from ..catalog import catalog
from ..rules.common import rest_level
from ..rules.flow import FLOW
from ..rules.tracks import intercom_room, intercom_slots, place_on_intercom
from ..state import PhoenixState
from .deck import by_arrow
from .turn import promote, report


@FLOW.step("kraken_end_of_round")
def _end_of_round(state: PhoenixState, seat: int, finished: int) -> None:
    cat = catalog()
    card = next(level for level in cat.content.kraken.end_of_round if level.round == finished)
    state.k_report = []
    letter = card.blueprint
    if state.blueprint_by.get(letter) is None and letter in state.blueprint_at:
        state.blueprint_by[letter] = seat
        report(state, f"turns over the blueprint {cat.blueprints[state.blueprint_at[letter]].name}")
    promoted: list[int] = []
    for level in card.promote:
        ks = [k for k, where in enumerate(state.commandos[seat]) if k not in promoted
              and where in ("I", "IIL", "IIR", "IIIL", "IIIR", "IV") and rest_level(state, where) == level]
        if not ks:
            report(state, f"has no level {('I', 'II', 'III', 'IV')[level - 1]} commando to promote")
            continue
        order = {"IIL": 0, "IIIL": 0, "IIR": 1, "IIIR": 1}
        ks.sort(key=lambda k: order.get(state.commandos[seat][k], 0))
        k = by_arrow(state, ks)
        promote(state, seat, k, "promotes at the end of the round")
        promoted.append(k)  # two promotions move two different commandos
    if card.settler:
        place_settler(state, seat)


def place_settler(state: PhoenixState, seat: int) -> None:
    """6.3: the gameboard intercom where its settler would score most (10, 8 or 5 by arrival); ties by the arrow."""
    if state.k_reserve.get("settlers", 0) <= 0:
        report(state, "has no settler left to place")
        return
    points = catalog().content.kraken.intercom_points
    open_slots = [slot for slot in intercom_slots("10.2") if intercom_room(state, seat, slot)]
    if not open_slots:
        report(state, "finds no gameboard intercom with room")
        return
    best = max(points[len(state.intercom_seats[slot])] for slot in open_slots)
    slot = by_arrow(state, [s for s in open_slots if points[len(state.intercom_seats[s])] == best])
    state.k_reserve["settlers"] -= 1
    place_on_intercom(state, seat, slot)
    report(state, "places a settler on a gameboard intercom")
