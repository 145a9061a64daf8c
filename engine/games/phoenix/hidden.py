"""Phoenix New Horizon's hidden zones.

Mission cards: a card's level shows on its back, so each level is its own pool: the face-down deck of that level
and the cards of that level each seat drew face down (cards taken from the face-up row, and the level I mission
of the setup pair, were seen by everyone and are kept apart, in `known`). Project Kraken's deck: the cards below
the top card are kept by back kind and the top card sits in the pool of its (public) back kind, so a re-deal
never changes a back anyone saw. Nothing else is hidden: components returned to the box are not kept at all.
"""

from __future__ import annotations

from engine.core.hidden import Zone

from .state import PhoenixState


def hidden_zones(state: PhoenixState) -> list[Zone]:
    zones = [Zone("missions2", ("decks", 0)), Zone("missions3", ("decks", 1))]
    for seat in range(state.seats):
        zones.append(Zone("missions2", ("secret", seat, 0), seen_by=seat))
        zones.append(Zone("missions3", ("secret", seat, 1), seen_by=seat))
    for back in range(len(state.k_deck)):
        zones.append(Zone(f"kraken{back}", ("k_deck", back)))
    if state.k_back is not None:
        zones.append(Zone(f"kraken{state.k_back}", ("k_top",), one=True))
    return zones
