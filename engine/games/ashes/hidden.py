"""Hidden information in ASHES: mission hands are private; the shelter, mission and Rival piles are face down.

The mission pile and the other colonies' hands are one pool (a seat cannot tell which unseen mission is
where); the shelter pile and the Rival's action deck are pools of their own. Shelter cards put under the pile
were seen by everyone and are not hidden. The survivor bag is counts only, so it hides nothing.
"""

from __future__ import annotations

from engine.core.hidden import Zone

from .state import AshesState


def hidden_zones(state: AshesState) -> list[Zone]:
    """The face-down piles and every colony's mission hand."""
    zones = [Zone("missions", ("mission_deck",)), Zone("shelters", ("shelter_deck",))]
    zones += [Zone("missions", ("players", seat, "hand"), seen_by=seat) for seat in range(len(state.players))]
    if state.rival is not None:
        zones.append(Zone("rival", ("rival", "deck")))
    return zones
