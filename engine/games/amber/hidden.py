"""Ashes & Amber's hidden zones: each era deck and the cards of that era in every hand (and being looked at) are
one pool; the Project deck and every secret Project (kept or being chosen) another. Claimed cards in hand were
seen taken, cities and discards are face up, and this era's Catastrophe is revealed when the era begins (the
later ones are drawn from their pools only then). At the end of the game the Projects are revealed (End of Game):
only the Project deck stays hidden."""

from __future__ import annotations

from engine.core.hidden import Zone

from .state import AmberState


def hidden_zones(state: AmberState) -> list[Zone]:
    zones = []
    for era in range(5):
        zones.append(Zone(f"era{era + 1}", ("decks", era)))
        for seat in range(state.players):
            zones.append(Zone(f"era{era + 1}", ("hands", seat, era), seen_by=seat))
    if state.era:
        for seat in range(state.players):
            zones.append(Zone(f"era{state.era}", ("looking", seat), seen_by=seat))
    zones.append(Zone("projects", ("project_deck",)))
    for seat in range(state.players):
        if state.over:  # players reveal their Project cards at the end (End of Game)
            continue
        zones.append(Zone("projects", ("projects", seat), seen_by=seat))
        zones.append(Zone("projects", ("project_look", seat), seen_by=seat))
    return zones
