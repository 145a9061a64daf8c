"""The colony board layout shared by every player colour."""

from collections import Counter
from typing import Literal

from pydantic import Field, PositiveInt, model_validator

from .base import (
    MATERIAL_LEVELS,
    ColumnColor,
    Entry,
    Id,
    Material,
    MaterialLevel,
    PlayerColor,
    Point,
    Strict,
    Text,
    Track,
    UpgradeCategory,
)
from .effects import Effects


class ActivationZone(Strict):
    """Activation zone: its technology slot and what its production panel position makes."""

    id: Id
    position: Literal[1, 2, 3, 4]
    production: Literal["mission_card", "fuel", "data", "strength"]
    tech_slot: Id
    center: Point
    text: Text


class TechSlot(Strict):
    """A technology slot."""

    id: Id
    position: Literal[1, 2, 3, 4]
    center: Point


class PyramidSlot(Entry):
    """A material storage slot; higher levels name the two materials wired below them."""

    id: Material  # type: ignore[assignment]
    level: MaterialLevel
    made_from: tuple[Material, Material] | None
    center: Point


class ProductionTrack(Entry):
    """A production track: output per disc height, bottom first."""

    id: Track  # type: ignore[assignment]
    color: Literal["orange", "blue", "red"]
    values: list[PositiveInt] = Field(min_length=3)
    centers: list[Point]


class HappinessSpace(Strict):
    """One happiness level."""

    level: int = Field(ge=0, le=9)
    center: Point


class ShelterCardSlot(Strict):
    """Shelter card slot by the happiness track; pod income step s pays at level base_level + s."""

    position: Literal[1, 2, 3]
    base_level: int = Field(ge=0, le=6)
    center: Point


class HappinessTrack(Entry):
    """Happiness 0-9 with its over/underflow VP, the always-paid income and three card slots."""

    min: Literal[0]
    max: Literal[9]
    start: int = Field(ge=0, le=9)
    overflow_vp: int
    underflow_vp: int
    always_income: Effects
    spaces: list[HappinessSpace]
    shelter_card_slots: list[ShelterCardSlot] = Field(min_length=3, max_length=3)


class ShelterStack(Strict):
    """A stack of shelter discs: strength cost per disc and VP shown once empty."""

    id: Id
    discs: PositiveInt
    cost_strength: PositiveInt
    vp_revealed: PositiveInt
    center: Point


class ClosedColumn(Strict):
    """A column for closed shelter cards."""

    id: Id
    color: ColumnColor
    vp_per_card: PositiveInt
    center: Point


class ScoringArea(Strict):
    """A colony scoring area."""

    id: Id
    kind: Literal["column", "materials", "survivors"]
    column: ColumnColor | None


class MaterialsScoring(Strict):
    """VP per stored level II and level III material."""

    level_2_vp: PositiveInt
    level_3_vp: PositiveInt


class UpgradeStats(Strict):
    """Colony limits that upgrades set; a revealed value replaces the printed one."""

    activations: int | None = None
    entrance: int | None = None
    survivor_vp: int | None = None
    stack_limit: int | None = None
    scoring_areas: int | None = None
    material_capacity: int | None = None
    material_score_cap: int | None = None
    movement: int | None = None
    cargo: int | None = None
    sector_4: bool | None = None
    scout_draw: int | None = None

    def keys(self) -> set[str]:
        """Names of the limits this entry sets."""
        return {k for k, v in self.model_dump().items() if v is not None}


class UpgradeCategoryModel(Strict):
    """An upgrade category with its printed (initial) limits."""

    id: UpgradeCategory
    name: Text
    text: Text
    initial: UpgradeStats


class UpgradeTile(Entry):
    """An upgrade tile: removing it reveals its class's limits."""

    category: UpgradeCategory
    upgrade_class: Literal[1, 2]
    reveals: UpgradeStats
    center: Point
    rival_order: int = Field(ge=1, le=10)


class ColonyBoardFile(Entry):
    """colony_board.json: the layout shared by every player colour."""

    size: Point
    player_colors: list[PlayerColor]
    activation_zones: list[ActivationZone]
    technology_slots: list[TechSlot]
    materials_pyramid: list[PyramidSlot]
    production_tracks: list[ProductionTrack]
    happiness_track: HappinessTrack
    shelter_stacks: list[ShelterStack]
    closed_columns: list[ClosedColumn]
    scoring_areas: list[ScoringArea]
    materials_scoring: MaterialsScoring
    upgrade_categories: list[UpgradeCategoryModel]
    upgrade_tiles: list[UpgradeTile]

    @model_validator(mode="after")
    def _layout(self) -> "ColonyBoardFile":
        """Zones map to slots; the pyramid's cables go one level down; upgrades stay within their category."""
        slots = {s.id for s in self.technology_slots}
        for z in self.activation_zones:
            if z.tech_slot not in slots:
                raise ValueError(f"activation zone {z.id!r} names unknown slot {z.tech_slot!r}")
        for m in self.materials_pyramid:
            if m.level != MATERIAL_LEVELS[m.id]:
                raise ValueError(f"material {m.id!r} must be level {MATERIAL_LEVELS[m.id]}")
            if (m.made_from is None) != (m.level == 1):
                raise ValueError(f"material {m.id!r}: only levels II and III are made from others")
            if m.made_from and (len(set(m.made_from)) != 2
                                or any(MATERIAL_LEVELS[x] != m.level - 1 for x in m.made_from)):
                raise ValueError(f"material {m.id!r} must be made from two different materials one level down")
        if sorted(m.id for m in self.materials_pyramid) != sorted(MATERIAL_LEVELS):
            raise ValueError("the pyramid must hold each of the nine materials once")
        for t in self.production_tracks:
            if len(t.centers) != len(t.values) or t.values != sorted(t.values):
                raise ValueError(f"track {t.id!r}: one center per value and values must not fall")
        cats = {c.id: c for c in self.upgrade_categories}
        for u in self.upgrade_tiles:
            if u.category not in cats:
                raise ValueError(f"upgrade {u.id!r} names unknown category {u.category!r}")
            if not u.reveals.keys() <= cats[u.category].initial.keys():
                raise ValueError(f"upgrade {u.id!r} changes limits its category does not print")
        if sorted(u.rival_order for u in self.upgrade_tiles) != list(range(1, len(self.upgrade_tiles) + 1)):
            raise ValueError("rival_order must number the upgrade tiles 1..n")
        pairs = Counter((u.category, u.upgrade_class) for u in self.upgrade_tiles)
        if any(n != 1 for n in pairs.values()) or len(pairs) != 2 * len(cats):
            raise ValueError("each category needs exactly one class I and one class II tile")
        return self
