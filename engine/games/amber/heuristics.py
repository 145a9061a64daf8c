"""Ashes & Amber's evaluation for the greedy bot: Utopia net of Death as the game would score now, plus what the
civilization is worth for the eras still to play (cards in hand and in cities, cities that give income,
protected cards, Amber kept), minus the best rival's."""

from __future__ import annotations

from .rules.common import amber_city, card, cards_of, death_count, hand, utopia_count
from .rules.scoring import fulfilled, solo_failures, totals
from .state import AmberState


def evaluate(state: AmberState, seat: int) -> float:
    """The seat's value minus the best other seat's value."""
    if state.over:
        if state.solo:
            return 100.0 - 10 * len(solo_failures(state)) + totals(state)[0]
        scores = totals(state)
        others = [score for s, score in enumerate(scores) if s != seat]
        return scores[seat] - (max(others) if others else 0)
    values = [value(state, s) for s in range(state.players)]
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - (max(others) if others else 0)


def value(state: AmberState, seat: int) -> float:
    """Utopia and Death now, plus resources weighed by the eras left."""
    left = sum(1 for era in state.eras if era > state.era) + 0.5
    utopia, death = utopia_count(state, seat), death_count(state, seat)
    now = utopia - 1.2 * death + 2 * len(fulfilled(state, seat))
    cards = cards_of(state, seat)
    shields = sum(1 for cid in cards if card(cid).type == "shield")
    wonders = sum(1 for cid in cards if card(cid).type == "wonder")
    regular = sum(1 for cid in cards if card(cid).kind not in ("ash", "du"))
    ready = sum(1 for city in state.cities[seat] if card(city[0]).effects and city[0] not in state.exhausted)
    cities = min(4, len(state.cities[seat]))
    amber = amber_city(state, seat) is not None
    later = (0.25 * len(hand(state, seat)) + 0.45 * regular + 0.6 * shields + 1.2 * wonders + 0.6 * cities
             + (3.0 if amber else 0))
    playing = 0.3 if state.phase == "action" and state.passed and not state.passed[seat] else 0.0
    ambitions = sum(1 for cid in cards if card(cid).kind in ("ambition", "civilization"))
    return now + later * left / 4 + 1.5 * ambitions + playing + 0.2 * ready
