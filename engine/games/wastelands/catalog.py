"""Rise of the Wastelands' content loaded once, with every id index the rules, the automa and the scene read."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.content import index_by, once

from .schema import (
    HEX_ORDER,
    Achievement,
    Die,
    ExplorationEvent,
    Item,
    Layout,
    Leader,
    NeutralUnit,
    PowerCard,
    SoloCard,
    Tile,
    TrackerAction,
    WastelandsContent,
    load_all,
)

# A tile's space as laid out in the content: (position, q, r, terrain, icons), before rotation.
TileSpace = tuple[str, int, int, str, tuple[str, ...]]


@dataclass(frozen=True)
class Catalog:
    """The validated content and its indexes (by id unless said otherwise)."""

    content: WastelandsContent
    tiles: dict[str, Tile]
    tile_faces: dict[str, tuple[TileSpace, ...]]
    tiles_by_kind: dict[str, tuple[str, ...]]  # "capital", "map", "special" -> tile ids, sorted
    layouts: dict[tuple[int, str], Layout]  # (seats, "base" or "special_tiles") -> layout
    layout_spaces: dict[str, dict[tuple[int, int], int]]  # layout id -> every map space -> index of its slot
    achievements: dict[str, Achievement]
    starting_achievements: frozenset[str]
    events: dict[str, ExplorationEvent]
    neutral_units: dict[str, NeutralUnit]
    power_cards: dict[str, PowerCard]
    dice: dict[str, Die]
    leaders: dict[str, Leader]
    items: dict[str, Item]
    actions: dict[str, TrackerAction]
    solo_cards: dict[str, SoloCard]
    received_power_slots: frozenset[int]  # received-influence slots (1-based) that draw a Power card
    any_turn_strikes: dict[str, dict]  # card id -> strike payload, for the cards playable on any turn


@once
def catalog() -> Catalog:
    """The content of the game, validated and indexed on first use."""
    content = load_all()
    tiles = index_by(content.tiles.tiles, "tiles.json")
    power_cards = index_by(content.power_cards.power_cards, "power_cards.json")
    return Catalog(
        content=content,
        tiles=tiles,
        tile_faces={t.id: tuple((h.pos, h.q, h.r, h.terrain, tuple(h.icons)) for h in t.hexes)
                    for t in tiles.values()},
        tiles_by_kind={kind: tuple(sorted(t.id for t in tiles.values() if t.kind == kind))
                       for kind in ("capital", "map", "special")},
        layouts={(layout.seats, layout.variant): layout for layout in content.layouts.layouts},
        layout_spaces={layout.id: {(slot.q + dq, slot.r + dr): index for index, slot in enumerate(layout.slots)
                                   for _, dq, dr in HEX_ORDER} for layout in content.layouts.layouts},
        achievements=index_by(content.achievements.achievements, "achievements.json"),
        starting_achievements=frozenset(a.id for a in content.achievements.achievements if a.starting),
        events=index_by(content.events.events, "exploration_events.json"),
        neutral_units=index_by(content.neutral_units.neutral_units, "neutral_units.json"),
        power_cards=power_cards,
        dice=index_by(content.dice.dice, "dice.json"),
        leaders=index_by(content.leaders.leaders, "leaders.json"),
        items=index_by(content.player_board.items, "player_board.json"),
        actions=index_by(content.action_tracker.actions, "action_tracker.json"),
        solo_cards=index_by(content.solo.cards, "solo.json"),
        received_power_slots=frozenset(s.index for s in content.player_board.received_influence if s.power_card),
        any_turn_strikes={card.id: card.effects[0]["strike"] for card in power_cards.values()
                          if card.timing == "any_turn" and len(card.effects) == 1 and "strike" in card.effects[0]},
    )
