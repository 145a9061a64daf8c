"""Scene item ids that options target; the rules and the scene both build them here.

Id scheme (every id is stable for the whole game):
- `area-<area id>`                   a map area, e.g. `area-s1_a3`; `area-starting_shelter` is the starting shelter
- `space-<construction space id>`    a construction space on a site tile, e.g. `space-site_04_c2`
- `site-<site space id>`             a site space of the main board (holds a site tile)
- `shelter-card-<card id>`           a shelter card (display or a colony)
- `mission-<card id>`                a mission card (display or the seat's own hand)
- `phoenix-<space id>`               a Phoenix Project upgrade space, e.g. `phoenix-px_pink_2_3`
- `milestone-<row>`                  the achievement tile / milestone of a Phoenix row
- `tree-<node id>`                   a strength tree node, e.g. `tree-st_3_middle`
- `turn-<row>-<position>`            a turn order track space, row `top` or `bottom`
- `seat<n>-zone-<k>`                 activation zone k (1-4) of seat n's colony board
- `seat<n>-slot-<k>`                 technology slot k (1-4) of seat n
- `seat<n>-material-<material>`      a materials pyramid storage slot of seat n
- `seat<n>-pod-<card index>-<pod>`   a decontamination pod on seat n's shelter card (index from the bottom)
- `seat<n>-column-<colour>`          a closed shelter column of seat n
- `seat<n>-upgrade-<upgrade id>`     an upgrade tile still on seat n's colony board
- `seat<n>-track-<track>`            a production track of seat n
"""

from __future__ import annotations


def area_target(area_id: str) -> str:
    """A map area (or the starting shelter)."""
    return f"area-{area_id}"


def space_target(space_id: str) -> str:
    """A construction space."""
    return f"space-{space_id}"


def site_target(site_id: str) -> str:
    """A site space of the main board."""
    return f"site-{site_id}"


def shelter_card_target(card_id: str) -> str:
    """A shelter card."""
    return f"shelter-card-{card_id}"


def mission_target(card_id: str) -> str:
    """A mission card."""
    return f"mission-{card_id}"


def phoenix_target(space_id: str) -> str:
    """A Phoenix Project upgrade space."""
    return f"phoenix-{space_id}"


def milestone_target(row: str) -> str:
    """The achievement tile and milestone of a Phoenix row."""
    return f"milestone-{row}"


def tree_target(node_id: str) -> str:
    """A node of the strength tree."""
    return f"tree-{node_id}"


def turn_target(row: str, position: int) -> str:
    """A space of the turn order track."""
    return f"turn-{row}-{position}"


def zone_target(seat: int, zone: int) -> str:
    """An activation zone of a colony board."""
    return f"seat{seat}-zone-{zone}"


def slot_target(seat: int, slot: int) -> str:
    """A technology slot of a colony board."""
    return f"seat{seat}-slot-{slot}"


def material_target(seat: int, material: str) -> str:
    """A storage slot of the materials pyramid."""
    return f"seat{seat}-material-{material}"


def materials_target(seat: int) -> str:
    """A colony's whole materials pyramid (the turn menu's "Manufacture a material")."""
    return f"seat{seat}-materials"


def hand_target(seat: int) -> str:
    """A colony's mission hand (the turn menu's "Complete a mission")."""
    return f"seat{seat}-hand"


def pod_target(seat: int, card_index: int, pod: int) -> str:
    """A decontamination pod on a shelter card by the happiness track."""
    return f"seat{seat}-pod-{card_index}-{pod}"


def column_target(seat: int, column: str) -> str:
    """A closed shelter column."""
    return f"seat{seat}-column-{column}"


def upgrade_target(seat: int, upgrade_id: str) -> str:
    """An upgrade tile on a colony board."""
    return f"seat{seat}-upgrade-{upgrade_id}"


def track_target(seat: int, track: str) -> str:
    """A production track."""
    return f"seat{seat}-track-{track}"
