"""Shared vocabulary of the content schema: literal types, hex order, strict base models and checks."""

from collections import Counter
from collections.abc import Sequence
from typing import Annotated, Literal, Protocol

from pydantic import Field

from engine.core.content import Strict
from engine.core.vocabulary import Effect as CoreEffect

from ..vocabulary import EFFECTS

CONTENT_PACKAGE = "engine.games.wastelands.content"

Resource = Literal["water", "ammunition", "energy", "metal"]
Currency = Literal["water", "ammunition", "energy", "metal", "crystal", "any_resource"]
Terrain = Literal["plain", "ruined_city", "mountain", "desert", "toxic_lake"]
Icon = Literal["radioactivity", "encounter", "capital", "crystal", "isolated_city", "lost_explorers"]
HexPos = Literal["centre", "n", "ne", "se", "s", "sw", "nw"]
ActionId = Literal[
    "build_outpost", "recycle", "move", "explore", "attack",
    "buy", "propaganda", "trade", "power_card", "collect_taxes",
]
Rank = Literal["basic", "medium", "superior"]
DieId = Literal["resource", "loot", "d6"]
ItemId = Literal[
    "scout", "army", "outpost_water", "outpost_ammunition", "outpost_energy", "outpost_metal",
    "outpost_expansion", "tech_lab", "market", "comms_tower",
    "improved_trade", "all_terrain_speed", "radioactivity_immunity", "combat_support",
    "combat_training", "medium_combat", "extra_action", "increased_productivity", "superior_combat",
]
CombatUpgrade = Literal["combat_support", "combat_training", "medium_combat", "superior_combat"]
Target = Literal["army", "scout", "outpost", "capital", "neutral"]
Timing = Literal["own_turn", "any_turn", "combat", "combat_attacking", "combat_defending", "permanent"]
Trigger = Literal["own_turn", "recycle", "start_of_turn"]
Amount = Annotated[int, Field(ge=1)]

# An effect field: plain data `{kind: payload}`, validated against the declared effect kinds when content loads.
Effect = Annotated[CoreEffect, EFFECTS.check]

#: Axial (q, r) of the seven spaces of a tile, flat-topped hexes, centre then clockwise from 12 o'clock.
HEX_ORDER: tuple[tuple[str, int, int], ...] = (
    ("centre", 0, 0), ("n", 0, -1), ("ne", 1, -1), ("se", 1, 0), ("s", 0, 1), ("sw", -1, 1), ("nw", -1, 0),
)
STANDABLE: frozenset[str] = frozenset({"plain", "ruined_city", "desert"})


class Entry(Strict):
    """A component with a stable id, a player-facing name and a tooltip text."""

    id: Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]
    name: Annotated[str, Field(min_length=1)]
    text: Annotated[str, Field(min_length=1)]


class _HasId(Protocol):
    """Anything with a string id: entries, and layout slots (which have an id but no name or text)."""

    @property
    def id(self) -> str: ...


def _unique_ids(entries: Sequence[_HasId], what: str) -> None:
    """Raise when two entries share an id."""
    doubles = [key for key, n in Counter(e.id for e in entries).items() if n > 1]
    if doubles:
        raise ValueError(f"duplicate {what} ids: {doubles}")


def _count(entries: list, expected: int, what: str) -> None:
    """Raise when a list does not hold the number of entries the rulebook states."""
    if len(entries) != expected:
        raise ValueError(f"expected {expected} {what}, found {len(entries)}")
