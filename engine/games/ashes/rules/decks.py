"""The face-down piles of shelter and mission cards, drawn at the moment a card is drawn.

No pile is ordered in advance, so a state (and so a save code) never holds a card before it is revealed: each
pile is kept as sorted ids and `state.rng.draw_from_bag` picks the card drawn. Shelter cards put under the pile
(a replaced shelter card, 9.1; a cycled display, 10.1.4) are known to everyone and come back, in the order they
went under, only once the unseen part of the pile is empty.
"""

from __future__ import annotations

from ..state import AshesState


def shelter_pile_size(state: AshesState) -> int:
    """Cards left in the shelter pile, unseen and put under together."""
    return len(state.shelter_deck) + len(state.shelter_under)


def draw_shelter(state: AshesState) -> str | None:
    """Reveal the top shelter card of the pile; None when the pile is empty."""
    if state.shelter_deck:
        state.reveal()
        return state.rng.draw_from_bag(state.shelter_deck)
    if state.shelter_under:
        return state.shelter_under.pop(0)
    return None


def put_shelters_under(state: AshesState, cards: list[str]) -> None:
    """Put `cards` under the shelter pile, the first of them nearest the top."""
    state.shelter_under.extend(cards)


def draw_mission(state: AshesState) -> str | None:
    """Reveal the top mission card of the pile; None when the pile is empty."""
    if not state.mission_deck:
        return None
    state.reveal()
    return state.rng.draw_from_bag(state.mission_deck)
