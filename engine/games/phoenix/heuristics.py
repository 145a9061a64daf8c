"""Phoenix New Horizon's evaluation for the greedy bot: the final score each seat would have if the game ended now
(13.), plus what its resources are worth for the rounds still to play, minus the best rival's."""

from __future__ import annotations

from .catalog import catalog
from .rules.common import hand_size, panel
from .rules.scoring import breakdown, totals
from .state import CENTRAL, PhoenixState

LEVEL_VALUE = {1: 0.0, 2: 1.2, 3: 2.6, 4: 3.6}


def evaluate(state: PhoenixState, seat: int) -> float:
    """The seat's value minus the best other seat's value."""
    if state.over:
        scores = totals(state)
        others = [score for s, score in enumerate(scores) if s != seat]
        return scores[seat] - (max(others) if others else 0)
    values = [value(state, s) for s in range(state.seats)]
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - (max(others) if others else 0)


def value(state: PhoenixState, seat: int) -> float:
    """The final score as if the game ended now, plus resources weighed by the rounds left."""
    now = float(sum(breakdown(state, seat)))
    left = (4 - state.round) + 0.5  # rounds still to play after this one, and what is left of this one
    weight = left / 3.5
    if state.kraken == seat:
        return now
    p = panel(state)
    commandos = 0.0
    for where in state.commandos[seat]:
        if where == CENTRAL:
            level = 1
        elif where in p.rests:
            level = p.rests[where].level
        else:
            level = p.spaces[where].level
        commandos += LEVEL_VALUE[level]
    pop = catalog().population
    track = sum(pop[space].row * 0.45 for space in state.track[seat])
    extra = (0.32 * state.fuel[seat] + 1.1 * hand_size(state, seat) + commandos + track
             + 1.4 * state.waiting[seat] + 0.45 * state.energy[seat] + 0.7 * sum(state.dev[seat])
             + 0.5 * sum(state.insignia[seat]))
    tech = sum(1 for card in state.tech[seat] if card and card.startswith("tech2-")) * 2.0
    return now + weight * (extra + tech) + 0.05 * state.fuel[seat]
