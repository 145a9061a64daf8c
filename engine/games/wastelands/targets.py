"""Ids of the scene items that options target: the contract between the rules' options and the table.

Every option with a `target` names an item the scene draws with exactly this id:
- `hex_target(q, r)`: a map space, e.g. "hex:2,-3" (moves, placements, attack targets, cloud placement).
- `unit_target(unit_id)`: a Scout or Army on the map, e.g. "unit:7".
- `slot_target(slot)`: a face-down (or just flipped) tile position, e.g. "slot:inner_3" (explore).
- `tile_rotation_target(slot, rotation)`: one of the six rotation handles of a flipped tile, "rot:inner_3:2".
- `card_target(card_id)`: a power card in the viewing seat's hand or in play, e.g. "card:moral_boost_2".
- `achievement_target(card_id)`: a face-up achievement card, e.g. "ach:settler".
- `seat_target(seat)`: a player's board panel, e.g. "seat:1" (influence allocation, propaganda victims).
- `item_target(item_id)`: a purchasable item on the player board, e.g. "item:market".
- `action_target(action_id)`: an action on the action tracker, e.g. "action:recycle".
"""

from __future__ import annotations


def hex_target(q: int, r: int) -> str:
    """The id of a map space."""
    return f"hex:{q},{r}"


def unit_target(unit_id: int) -> str:
    """The id of a unit on the map."""
    return f"unit:{unit_id}"


def slot_target(slot: str) -> str:
    """The id of a tile position on the map."""
    return f"slot:{slot}"


def tile_rotation_target(slot: str, rotation: int) -> str:
    """The id of the handle that turns a flipped tile to `rotation` (0-5, 60 degrees clockwise each)."""
    return f"rot:{slot}:{rotation}"


def card_target(card_id: str) -> str:
    """The id of a power card."""
    return f"card:{card_id}"


def achievement_target(card_id: str) -> str:
    """The id of a face-up achievement card."""
    return f"ach:{card_id}"


def seat_target(seat: int) -> str:
    """The id of a seat's board panel."""
    return f"seat:{seat}"


def item_target(item_id: str) -> str:
    """The id of a purchasable item (unit, building, upgrade) on the player board."""
    return f"item:{item_id}"


def action_target(action_id: str) -> str:
    """The id of an action on the action tracker."""
    return f"action:{action_id}"
