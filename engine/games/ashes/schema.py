"""Pydantic models for every ASHES content file, plus `load_all()` with cross-file checks.

Each content file maps to one top-level model in `FILES`. Effects (rewards, costs, incomes) use one small
typed vocabulary: every effect is a JSON object with exactly one key naming the effect (see
docs/content-ashes.md). `load_all()` loads every file through `engine.core.content.load_content` and then
runs the checks that need several files at once, raising ContentError with a message naming the files.
"""

from __future__ import annotations

from collections import Counter, deque
from typing import Annotated, Any, Literal, Union

from pydantic import (BaseModel, ConfigDict, Discriminator, Field, PositiveInt, StringConstraints, Tag,
                      ValidationError, model_validator)

from engine.core.content import ContentError, load_content

PACKAGE = "engine.games.ashes.content"

# ------------------------------------------------------------------ basic types

Id = Annotated[str, StringConstraints(pattern=r"^[a-z0-9_]+$", min_length=1)]
Text = Annotated[str, StringConstraints(min_length=1, max_length=240)]
Point = tuple[int, int]
Resource = Literal["fuel", "data", "antirad", "strength", "happiness"]
Material = Literal["plastic", "metal", "cable", "mushroom", "tool", "circuit_board", "grow_lamp", "drone", "greenhouse"]
Good = Literal["fuel", "data", "antirad", "strength", "happiness", "plastic", "metal", "cable", "mushroom", "tool",
               "circuit_board", "grow_lamp", "drone", "greenhouse"]
Track = Literal["fuel", "data", "strength"]
MaterialLevel = Literal[1, 2, 3]
ColumnColor = Literal["blue", "yellow", "red"]
RowColor = Literal["dark_blue", "light_blue", "pink"]
PlayerColor = Literal["green", "purple", "yellow", "white"]
Tier = Literal["bronze", "silver", "gold"]
CountKind = Literal["closed_shelter_cards", "shelters_built", "missions_completed", "level_2_materials",
                    "phoenix_upgrades"]
UpgradeCategory = Literal["workforce", "storage", "materials", "vehicle", "scouting"]

MATERIAL_LEVELS: dict[str, int] = {"plastic": 1, "metal": 1, "cable": 1, "mushroom": 1, "tool": 2,
                                   "circuit_board": 2, "grow_lamp": 2, "drone": 3, "greenhouse": 3}


class Strict(BaseModel):
    """Base for all content models: unknown fields are errors and values are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Entry(Strict):
    """A component entry: stable id, player-facing name and tooltip text."""

    id: Id
    name: Text
    text: Text


def _unique(ids: list[str], what: str) -> None:
    """Raise ValueError listing duplicated ids."""
    dup = sorted(k for k, n in Counter(ids).items() if n > 1)
    if dup:
        raise ValueError(f"duplicate {what} ids: {dup}")


# ------------------------------------------------------------------ effect vocabulary

Amounts = Annotated[dict[Good, PositiveInt], Field(min_length=1)]


class MaterialChoice(Strict):
    """Any material(s) of one level, chosen by the player."""

    level: MaterialLevel
    count: PositiveInt


class SurvivorDraw(Strict):
    """Survivors taken from the bag: `any` draws blindly, `active`/`essential` takes that kind."""

    kind: Literal["any", "active", "essential"]
    count: PositiveInt


class MoveSpec(Strict):
    """A move protocol granted by an effect; `free` skips the fuel cost."""

    free: bool


class ActionSpec(Strict):
    """An additional action granted by an effect."""

    action: Literal["scout", "cycle_shelters", "manufacture", "decontaminate", "close_shelter"]
    free: bool


class CountVp(Strict):
    """VP for each counted element the player has."""

    count: CountKind
    vp: PositiveInt


class Gain(Strict):
    """Gain resources, strength steps, happiness steps or specific materials."""

    gain: Amounts


class Pay(Strict):
    """Pay resources, strength, happiness or specific materials (never optional)."""

    pay: Amounts


class GainMaterial(Strict):
    """Gain materials of a level, chosen by the player."""

    gain_material: MaterialChoice


class PayMaterial(Strict):
    """Pay materials of a level, chosen by the player."""

    pay_material: MaterialChoice


class Vp(Strict):
    """Score victory points now."""

    vp: PositiveInt


class LoseVp(Strict):
    """Lose victory points now (never below 0)."""

    lose_vp: PositiveInt


class Production(Strict):
    """Move production discs up (2 VP per step that does not fit)."""

    production: Annotated[dict[Track, PositiveInt], Field(min_length=1)]


class ProductionChoice(Strict):
    """Move one production disc of the player's choice up."""

    production_choice: PositiveInt


class Survivors(Strict):
    """Take survivors from the bag to the colony entrance."""

    survivors: SurvivorDraw


class ShelterCard(Strict):
    """Take shelter card(s) from the display."""

    shelter_card: PositiveInt


class MissionCard(Strict):
    """Take mission card(s) from the display into hand."""

    mission_card: PositiveInt


class MainAction(Strict):
    """Perform a main action (`any` lets the player choose)."""

    main_action: Literal["build", "rescue", "install", "rest", "any"]


class Move(Strict):
    """Perform a move protocol."""

    move: MoveSpec


class AdditionalAction(Strict):
    """Perform an additional action."""

    additional_action: ActionSpec


class PassStep(Strict):
    """Resolve one step of the pass protocol right now."""

    pass_step: Literal["recover_survivors", "happiness_income", "colony_scoring", "turn_order"]


class VpPer(Strict):
    """Score VP per counted element."""

    vp_per: CountVp


class ColumnScoring(Strict):
    """Score 3 VP per closed shelter card in one column (`any` lets the player pick)."""

    column_scoring: Union[ColumnColor, Literal["any"]]


EFFECT_MODELS: dict[str, type[Strict]] = {
    "gain": Gain, "pay": Pay, "gain_material": GainMaterial, "pay_material": PayMaterial, "vp": Vp,
    "lose_vp": LoseVp, "production": Production, "production_choice": ProductionChoice, "survivors": Survivors,
    "shelter_card": ShelterCard, "mission_card": MissionCard, "main_action": MainAction, "move": Move,
    "additional_action": AdditionalAction, "pass_step": PassStep, "vp_per": VpPer,
    "column_scoring": ColumnScoring,
}


def _effect_key(value: Any) -> str | None:
    """Return the single key naming an effect, or None when the object is not a one-key effect."""
    if isinstance(value, dict) and len(value) == 1:
        key = next(iter(value))
        return key if key in EFFECT_MODELS else None
    if isinstance(value, BaseModel):
        fields = list(type(value).model_fields)
        return fields[0] if len(fields) == 1 else None
    return None


Effect = Annotated[
    Union[tuple(Annotated[model, Tag(key)] for key, model in EFFECT_MODELS.items())],  # type: ignore[misc]
    Discriminator(_effect_key, custom_error_type="effect",
                  custom_error_message=f"an effect is an object with exactly one key out of {sorted(EFFECT_MODELS)}"),
]
Effects = list[Effect]


def effect_keys(effects: list[Any]) -> list[str]:
    """Names of the effects in a validated effect list, in order."""
    return [_effect_key(e) or "" for e in effects]


# ------------------------------------------------------------------ main board

class RoundSpace(Strict):
    """One space of the round track."""

    round: Literal[1, 2, 3]
    center: Point


class RoundTrack(Entry):
    """Round track with three spaces."""

    spaces: list[RoundSpace]


class TurnOrderSpace(Strict):
    """A turn-order position and the reward taken when a passing player picks it."""

    position: Literal[1, 2, 3, 4]
    center: Point
    rewards: Effects
    blocked_3p: bool


class TurnOrderRow(Entry):
    """One row of the turn order track."""

    rounds: list[Literal[1, 2, 3]]
    spaces: list[TurnOrderSpace]


class TurnOrderTrack(Entry):
    """Two rows: top for rounds 1 and 3, bottom for round 2."""

    rows: list[TurnOrderRow]

    @model_validator(mode="after")
    def _rows(self) -> "TurnOrderTrack":
        """Rows must cover each round once and list positions 1-4."""
        rounds = sorted(r for row in self.rows for r in row.rounds)
        if rounds != [1, 2, 3]:
            raise ValueError(f"turn order rows must cover rounds 1, 2, 3 exactly once, got {rounds}")
        for row in self.rows:
            if [s.position for s in row.spaces] != [1, 2, 3, 4]:
                raise ValueError(f"row {row.id!r} must list positions 1, 2, 3, 4 in order")
        return self


class VpSpace(Strict):
    """One space of the VP track."""

    value: int = Field(ge=0, le=99)
    center: Point


class LapSpace(Strict):
    """Where the lap disc sits: +0, +100 or +200."""

    bonus: Literal[0, 100, 200]
    center: Point


class VpTrack(Entry):
    """VP track 0-99 with lap spaces."""

    start_value: int = Field(ge=0, le=99)
    spaces: list[VpSpace]
    lap_spaces: list[LapSpace]

    @model_validator(mode="after")
    def _values(self) -> "VpTrack":
        """Spaces must be 0..99 in order."""
        if [s.value for s in self.spaces] != list(range(100)):
            raise ValueError("VP track spaces must be the values 0..99 in order")
        return self


class StrengthNode(Strict):
    """One space of the strength tree; its level is the colony strength it stands for."""

    id: Id
    level: int = Field(ge=0)
    center: Point
    rewards: Effects


class StrengthTree(Entry):
    """Strength tree: nodes by level, ordinary edges and pink edges (character-only)."""

    start: Id
    nodes: list[StrengthNode]
    edges: list[tuple[Id, Id]]
    pink_edges: list[tuple[Id, Id]]

    @model_validator(mode="after")
    def _graph(self) -> "StrengthTree":
        """Edges join existing nodes one level apart; every node is reachable from the start."""
        levels = {n.id: n.level for n in self.nodes}
        _unique([n.id for n in self.nodes], "strength node")
        if self.start not in levels:
            raise ValueError(f"start node {self.start!r} is not a node")
        for kind, edges in (("edge", self.edges), ("pink edge", self.pink_edges)):
            for a, b in edges:
                for end in (a, b):
                    if end not in levels:
                        raise ValueError(f"{kind} {a}-{b} names unknown node {end!r}")
                if abs(levels[a] - levels[b]) != 1:
                    raise ValueError(f"{kind} {a}-{b} must join nodes one level apart")
        if {frozenset(e) for e in self.edges} & {frozenset(e) for e in self.pink_edges}:
            raise ValueError("an edge cannot be both ordinary and pink")
        seen = _reachable(self.start, [tuple(e) for e in self.edges])
        missing = sorted(set(levels) - seen)
        if missing:
            raise ValueError(f"strength nodes unreachable by ordinary edges: {missing}")
        return self


def _reachable(start: str, edges: list[tuple[str, str]]) -> set[str]:
    """Nodes reachable from `start` over undirected edges."""
    nbrs: dict[str, set[str]] = {}
    for a, b in edges:
        nbrs.setdefault(a, set()).add(b)
        nbrs.setdefault(b, set()).add(a)
    seen, todo = {start}, deque([start])
    while todo:
        for n in nbrs.get(todo.popleft(), ()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


class DisplaySlot(Strict):
    """A face-up card slot."""

    position: int = Field(ge=1)
    center: Point


class ShelterDisplay(Entry):
    """The three face-up shelter cards."""

    slots: list[DisplaySlot] = Field(min_length=3, max_length=3)


class Sector(Entry):
    """A sector of the map; its radiation equals its number."""

    number: Literal[1, 2, 3, 4]
    radiation: Literal[1, 2, 3, 4]


class StartingShelter(Entry):
    """The shared starting shelter: a vehicle base and everyone's first shelter."""

    sector: Literal[1]
    center: Point
    polygon: list[Point] = Field(min_length=3)
    adjacent: list[Id] = Field(min_length=1)
    production_modifiers: list[Track]


class Area(Entry):
    """A map area: its sector, tile level, bag icon, 3-player block flag, geometry and neighbours."""

    sector: Literal[1, 2, 3, 4]
    tile_level: Literal[1, 2, 3, 4]
    bag_icon: bool
    blocked_3p: bool
    center: Point
    polygon: list[Point] = Field(min_length=3)
    adjacent: list[Id] = Field(min_length=1)


class SiteSpace(Entry):
    """A space that takes one site tile; shelters there rescue from the touching areas."""

    sector: Literal[1, 2, 3, 4]
    center: Point
    adjacent_areas: list[Id] = Field(min_length=1)
    linked_sites: list[Id]
    blocked_3p_first_space: bool


class RadiationBand(Strict):
    """A printed radiation band covering an area that does not exist on this side."""

    id: Id
    covers: Id
    polygon: list[Point] = Field(min_length=3)


class BoardSide(Entry):
    """One side of the main board with its whole map."""

    players: list[Literal[1, 2, 3, 4]]
    sectors: list[Sector]
    starting_shelter: StartingShelter
    areas: list[Area]
    red_lines: list[tuple[Id, Id]]
    site_spaces: list[SiteSpace]
    radiation_bands: list[RadiationBand]

    @model_validator(mode="after")
    def _map(self) -> "BoardSide":
        """Adjacency is symmetric, references exist, red lines sit on shared borders, the map is connected."""
        if [s.number for s in self.sectors] != [1, 2, 3, 4]:
            raise ValueError("sectors must be 1, 2, 3, 4 in order")
        for s in self.sectors:
            if s.radiation != s.number:
                raise ValueError(f"sector {s.number} radiation must equal its number")
        _unique([a.id for a in self.areas] + [self.starting_shelter.id], "area")
        _unique([s.id for s in self.site_spaces], "site space")
        nodes: dict[str, list[str]] = {a.id: a.adjacent for a in self.areas}
        nodes[self.starting_shelter.id] = self.starting_shelter.adjacent
        for a in self.areas:
            if a.tile_level != a.sector:
                raise ValueError(f"area {a.id!r}: tile level {a.tile_level} must match sector {a.sector}")
        for nid, adj in nodes.items():
            for other in adj:
                if other not in nodes:
                    raise ValueError(f"area {nid!r} lists unknown neighbour {other!r}")
                if nid not in nodes[other]:
                    raise ValueError(f"adjacency not symmetric: {nid!r} lists {other!r} but not the reverse")
        for a, b in self.red_lines:
            if b not in nodes.get(a, []):
                raise ValueError(f"red line {a}-{b} must lie between adjacent areas")
        area_ids = {a.id for a in self.areas}
        site_ids = {s.id for s in self.site_spaces}
        for s in self.site_spaces:
            for aid in s.adjacent_areas:
                if aid not in area_ids:
                    raise ValueError(f"site space {s.id!r} touches unknown area {aid!r}")
            for other in s.linked_sites:
                if other not in site_ids:
                    raise ValueError(f"site space {s.id!r} links unknown site {other!r}")
                if s.id not in next(x.linked_sites for x in self.site_spaces if x.id == other):
                    raise ValueError(f"site links not symmetric: {s.id!r} -> {other!r}")
        for band in self.radiation_bands:
            if band.covers in area_ids:
                raise ValueError(f"radiation band {band.id!r} covers {band.covers!r}, which is still an area")
        blocked = {a.id for a in self.areas if a.blocked_3p}
        red = {frozenset(e) for e in self.red_lines}
        open_edges = [(a, b) for a, adj in nodes.items() for b in adj
                      if frozenset((a, b)) not in red and a not in blocked and b not in blocked]
        reach = _reachable(self.starting_shelter.id, open_edges)
        lost = sorted(area_ids - blocked - reach)
        if lost:
            raise ValueError(f"areas unreachable from the starting shelter past red lines: {lost}")
        return self


class MainBoardFile(Entry):
    """main_board.json: shared tracks and both sides of the map."""

    size: Point
    round_track: RoundTrack
    turn_order_track: TurnOrderTrack
    vp_track: VpTrack
    strength_tree: StrengthTree
    shelter_display: ShelterDisplay
    sides: list[BoardSide] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _bounds(self) -> "MainBoardFile":
        """Every coordinate lies on the board."""
        w, h = self.size
        pts: list[Point] = [s.center for s in self.vp_track.spaces] + [n.center for n in self.strength_tree.nodes]
        for side in self.sides:
            pts += [a.center for a in side.areas] + [p for a in side.areas for p in a.polygon]
            pts += [s.center for s in side.site_spaces] + [side.starting_shelter.center]
        for x, y in pts:
            if not (0 <= x <= w and 0 <= y <= h):
                raise ValueError(f"point {(x, y)} lies outside the {w}x{h} board")
        players = sorted(p for side in self.sides for p in side.players)
        if players != [1, 2, 3, 4]:
            raise ValueError(f"the two sides must cover player counts 1-4 once, got {players}")
        return self


# ------------------------------------------------------------------ tiles

class ConstructionSpace(Strict):
    """A construction space on a site tile: rewards, production modifiers and landmark flag."""

    id: Id
    rewards: Effects
    production_modifiers: list[Track]
    landmark: bool


class SiteTile(Entry):
    """A site tile with two or three construction spaces."""

    construction_spaces: list[ConstructionSpace] = Field(min_length=2, max_length=3)


class SiteTilesFile(Strict):
    """site_tiles.json."""

    site_tiles: list[SiteTile]
    blocked_site_tiles: list[Entry]

    @model_validator(mode="after")
    def _ids(self) -> "SiteTilesFile":
        """Ids are unique, including construction space ids."""
        _unique([t.id for t in self.site_tiles] + [t.id for t in self.blocked_site_tiles]
                + [c.id for t in self.site_tiles for c in t.construction_spaces], "site tile")
        return self


class AreaTile(Entry):
    """An area tile: the rewards on its main side and on its flip (spent) side."""

    level: Literal[1, 2, 3, 4]
    main_side: Effects = Field(min_length=1)
    flip_side: Effects


class AreaTilesFile(Strict):
    """area_tiles.json."""

    area_tiles: list[AreaTile]
    blocked_area_tiles: list[Entry]

    @model_validator(mode="after")
    def _ids(self) -> "AreaTilesFile":
        """Ids are unique."""
        _unique([t.id for t in self.area_tiles] + [t.id for t in self.blocked_area_tiles], "area tile")
        return self


# ------------------------------------------------------------------ technologies

class Technology(Entry):
    """A technology tile: effects resolved each time its slot is activated."""

    kind: Literal["production", "scoring", "starting_production", "special", "blocked"]
    effects: Effects
    character: Id | None = None


class TechnologiesFile(Strict):
    """technologies.json: five groups of technology tiles."""

    production_technologies: list[Technology]
    scoring_technologies: list[Technology]
    starting_production_technologies: list[Technology]
    special_technologies: list[Technology]
    blocked_technologies: list[Technology]

    @model_validator(mode="after")
    def _kinds(self) -> "TechnologiesFile":
        """Each group holds its own kind; scoring tiles only score; only special tiles name a character."""
        groups = {"production_technologies": "production", "scoring_technologies": "scoring",
                  "starting_production_technologies": "starting_production",
                  "special_technologies": "special", "blocked_technologies": "blocked"}
        ids: list[str] = []
        for field, kind in groups.items():
            for t in getattr(self, field):
                ids.append(t.id)
                if t.kind != kind:
                    raise ValueError(f"{field}: {t.id!r} has kind {t.kind!r}, expected {kind!r}")
                if (t.character is not None) != (kind == "special"):
                    raise ValueError(f"{t.id!r}: only special technologies name a character")
                if kind == "blocked" and t.effects:
                    raise ValueError(f"{t.id!r}: blocked technologies have no effects")
                if kind == "scoring" and effect_keys(t.effects) != ["vp_per"]:
                    raise ValueError(f"{t.id!r}: a scoring technology has exactly one vp_per effect")
        _unique(ids, "technology")
        return self


# ------------------------------------------------------------------ scoring tiles, achievements, milestones

class TierValues(Strict):
    """Gold, silver and bronze multipliers (gold >= silver >= bronze)."""

    gold: PositiveInt
    silver: PositiveInt
    bronze: PositiveInt

    @model_validator(mode="after")
    def _order(self) -> "TierValues":
        """Gold is worth the most."""
        if not self.gold >= self.silver >= self.bronze:
            raise ValueError("tier values must satisfy gold >= silver >= bronze")
        return self


class ScoringCriterion(Strict):
    """What a scoring tile counts; `color` for production modifiers, `level` for materials."""

    kind: Literal["closed_shelter_cards", "missions_completed", "phoenix_upgrades", "connected_shelters",
                  "landmark_shelters", "production_modifiers", "materials", "class_2_upgrades"]
    color: Track | None = None
    level: MaterialLevel | None = None

    @model_validator(mode="after")
    def _params(self) -> "ScoringCriterion":
        """Only production modifiers take a color, only materials take a level."""
        if (self.color is not None) != (self.kind == "production_modifiers"):
            raise ValueError("`color` is required for production_modifiers and forbidden otherwise")
        if (self.level is not None) != (self.kind == "materials"):
            raise ValueError("`level` is required for materials and forbidden otherwise")
        return self


class ScoringTile(Entry):
    """End-game scoring tile: milestone face (left of the Phoenix board) and end-game face (right)."""

    criterion: ScoringCriterion
    milestone_face: TierValues
    endgame_face: TierValues


class AchievementFace(Strict):
    """One face of an achievement tile."""

    spaces: Literal[1, 2]


class AchievementTile(Entry):
    """Achievement tile of one Phoenix row, with a one-space and a two-space face."""

    row: RowColor
    faces: dict[Literal["one_space", "two_spaces"], AchievementFace]
    claim_costs: list[PositiveInt] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _faces(self) -> "AchievementTile":
        """The faces hold one and two spaces."""
        if set(self.faces) != {"one_space", "two_spaces"} or self.faces["one_space"].spaces != 1 \
                or self.faces["two_spaces"].spaces != 2:
            raise ValueError("faces must be one_space (1 space) and two_spaces (2 spaces)")
        return self


class MilestoneCondition(Strict):
    """A milestone requirement: a counted quantity at or above a value."""

    kind: Literal["happiness_at_least", "phoenix_upgrades_at_least", "shelters_built_at_least",
                  "missions_completed_at_least", "closed_shelter_cards_at_least", "level_2_materials_at_least"]
    value: PositiveInt


class Milestone(Entry):
    """A milestone placed next to an achievement tile."""

    condition: MilestoneCondition


class ScoringFile(Strict):
    """scoring.json: scoring tiles, achievement tiles and milestones."""

    scoring_tiles: list[ScoringTile]
    achievement_tiles: list[AchievementTile]
    milestones: list[Milestone]

    @model_validator(mode="after")
    def _ids(self) -> "ScoringFile":
        """Ids unique; one achievement tile per row."""
        _unique([t.id for t in self.scoring_tiles] + [t.id for t in self.achievement_tiles]
                + [m.id for m in self.milestones], "scoring")
        if sorted(t.row for t in self.achievement_tiles) != sorted(["dark_blue", "light_blue", "pink"]):
            raise ValueError("there must be exactly one achievement tile per Phoenix row")
        return self


# ------------------------------------------------------------------ shelter, mission, starting cards

class Income(Strict):
    """Happiness income of a pod: `step` 1-3 within the card's happiness slot."""

    step: Literal[1, 2, 3]
    effects: Effects = Field(min_length=1)


class Pod(Strict):
    """A decontamination pod: bonus when a survivor enters, optional income."""

    bonus: Effects = Field(min_length=1)
    income: Income | None


class ShelterCardModel(Entry):
    """A shelter card with two or three pods."""

    player_color: PlayerColor | None
    pods: list[Pod] = Field(min_length=2, max_length=3)


class ShelterCardsFile(Strict):
    """shelter_cards.json: starting shelter cards (one per colour) and the shelter deck."""

    starting_shelter_cards: list[ShelterCardModel]
    shelter_cards: list[ShelterCardModel]

    @model_validator(mode="after")
    def _colors(self) -> "ShelterCardsFile":
        """Starting cards carry a player colour, deck cards do not."""
        _unique([c.id for c in self.starting_shelter_cards + self.shelter_cards], "shelter card")
        if any(c.player_color is None for c in self.starting_shelter_cards):
            raise ValueError("starting shelter cards need a player_color")
        if any(c.player_color is not None for c in self.shelter_cards):
            raise ValueError("deck shelter cards have no player_color")
        return self


class MissionCardModel(Entry):
    """A mission card: one requirement, costs paid and rewards gained."""

    requirement: Literal["power_shelter", "vehicle_position"]
    costs: Effects
    rewards: Effects = Field(min_length=1)

    @model_validator(mode="after")
    def _costs(self) -> "MissionCardModel":
        """Costs only pay."""
        bad = [k for k in effect_keys(self.costs) if k not in ("pay", "pay_material")]
        if bad:
            raise ValueError(f"costs may only use pay/pay_material, got {bad}")
        return self


class MissionCardsFile(Strict):
    """mission_cards.json."""

    mission_cards: list[MissionCardModel]

    @model_validator(mode="after")
    def _ids(self) -> "MissionCardsFile":
        """Ids unique."""
        _unique([c.id for c in self.mission_cards], "mission card")
        return self


class StartingResourceCard(Entry):
    """A starting resource card: resources and survivors taken in setup."""

    effects: Effects = Field(min_length=1)


class StartingResourcesFile(Strict):
    """starting_resources.json."""

    starting_resource_cards: list[StartingResourceCard]

    @model_validator(mode="after")
    def _ids(self) -> "StartingResourcesFile":
        """Ids unique."""
        _unique([c.id for c in self.starting_resource_cards], "starting resource card")
        return self


# ------------------------------------------------------------------ special characters

class AntiradForMaterial(Strict):
    """Immediate action: pay anti-rad for a material of a level."""

    kind: Literal["antirad_for_material"]
    antirad: PositiveInt
    level: MaterialLevel


class SwapMaterials(Strict):
    """Gaining one material of a pair may be taken as the other."""

    kind: Literal["swap_materials"]
    pairs: list[tuple[Material, Material]] = Field(min_length=1)


class SimpleAbility(Strict):
    """Abilities with no parameters."""

    kind: Literal["reverse_manufacture", "pink_paths"]


class ExtraColumn(Strict):
    """A fourth closed-shelter column and scoring-area counts per upgrade step."""

    kind: Literal["extra_column"]
    scoring_areas: list[PositiveInt] = Field(min_length=3, max_length=3)


class MoveForHappiness(Strict):
    """Extra move protocol paid with happiness."""

    kind: Literal["move_for_happiness"]
    happiness: PositiveInt


class EssentialIncomeVp(Strict):
    """VP per essential survivor in a paying income pod."""

    kind: Literal["essential_income_vp"]
    vp: PositiveInt


class ForbidClass2(Strict):
    """The character may never take the class II upgrade of one category."""

    kind: Literal["forbid_class_2"]
    category: UpgradeCategory


class SwapAreaTiles(Strict):
    """Immediate action: pay data to swap two area tiles."""

    kind: Literal["swap_area_tiles"]
    data: PositiveInt


class CheapScout(Strict):
    """Scout costs this much strength instead of 2."""

    kind: Literal["cheap_scout"]
    strength: PositiveInt


class FreeRecovery(Strict):
    """The first `count` recovered survivors cost no anti-rad."""

    kind: Literal["free_recovery"]
    count: PositiveInt


class FreeCycleShelters(Strict):
    """Cycle shelters for free a number of times per turn."""

    kind: Literal["free_cycle_shelters"]
    per_turn: PositiveInt


Ability = Annotated[Union[AntiradForMaterial, SwapMaterials, SimpleAbility, ExtraColumn, MoveForHappiness,
                          EssentialIncomeVp, ForbidClass2, SwapAreaTiles, CheapScout, FreeRecovery,
                          FreeCycleShelters], Field(discriminator="kind")]


class SpecialCharacter(Entry):
    """A special character card: first-game star, optional special technology, start effects, ability."""

    first_game: bool
    special_technology: Id | None
    starting_effects: Effects
    ability: Ability


class CharactersFile(Strict):
    """characters.json."""

    special_characters: list[SpecialCharacter]

    @model_validator(mode="after")
    def _ids(self) -> "CharactersFile":
        """Ids unique."""
        _unique([c.id for c in self.special_characters], "character")
        return self


# ------------------------------------------------------------------ colony board

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


# ------------------------------------------------------------------ Phoenix Project board

class PhoenixRow(Entry):
    """A Phoenix row with where its scoring tiles, achievement tile and milestone sit."""

    id: RowColor  # type: ignore[assignment]
    milestone_tile_center: Point
    achievement_center: Point
    milestone_center: Point
    endgame_tile_center: Point


class PhoenixLevel(Strict):
    """Install cost and reward of a level (I-III) and the technology kind dealt there."""

    level: MaterialLevel
    name: Text
    text: Text
    material_level: MaterialLevel
    material_count: PositiveInt
    data_costs: list[PositiveInt] = Field(min_length=3, max_length=3)
    vp: PositiveInt
    technology: Literal["scoring", "production"]
    spaces_per_row: PositiveInt


class PhoenixSpace(Strict):
    """One upgrade space: row, level, index from the left and its bonus."""

    id: Id
    row: RowColor
    level: MaterialLevel
    index: PositiveInt
    center: Point
    bonus: Effects
    blocked_3p: bool


class KnowledgeSpace(Strict):
    """One knowledge track space and its tier."""

    index: int = Field(ge=0)
    tier: Tier
    center: Point


class KnowledgeTrack(Strict):
    """Knowledge track: tiers left to right, start space per player count."""

    spaces: list[KnowledgeSpace]
    starts: dict[Literal["1", "2", "3", "4"], int]

    @model_validator(mode="after")
    def _track(self) -> "KnowledgeTrack":
        """Indexes 0..n-1, tiers bronze then silver then gold, starts on the track."""
        if [s.index for s in self.spaces] != list(range(len(self.spaces))):
            raise ValueError("knowledge spaces must be numbered 0..n-1 in order")
        rank = {"bronze": 0, "silver": 1, "gold": 2}
        tiers = [rank[s.tier] for s in self.spaces]
        if tiers != sorted(tiers) or set(tiers) != {0, 1, 2}:
            raise ValueError("knowledge tiers must run bronze, silver, gold from left to right")
        for n, start in self.starts.items():
            if not 0 <= start < len(self.spaces):
                raise ValueError(f"start for {n} players is off the track")
        return self


class PhoenixSide(Entry):
    """One side of the Phoenix board."""

    players: list[Literal[1, 2, 3, 4]]
    spaces: list[PhoenixSpace]
    knowledge_track: KnowledgeTrack

    @model_validator(mode="after")
    def _starts(self) -> "PhoenixSide":
        """Every player count of this side has a start space."""
        if sorted(int(k) for k in self.knowledge_track.starts) != sorted(self.players):
            raise ValueError("knowledge starts must match the side's player counts")
        _unique([s.id for s in self.spaces], "Phoenix space")
        return self


class PhoenixBoardFile(Entry):
    """phoenix_board.json."""

    size: Point
    rows: list[PhoenixRow] = Field(min_length=3, max_length=3)
    levels: list[PhoenixLevel] = Field(min_length=3, max_length=3)
    sides: list[PhoenixSide] = Field(min_length=2, max_length=2)

    @model_validator(mode="after")
    def _grid(self) -> "PhoenixBoardFile":
        """Each side has, per row and level, spaces 1..spaces_per_row."""
        per = {lv.level: lv.spaces_per_row for lv in self.levels}
        for side in self.sides:
            for row in self.rows:
                for lv, n in per.items():
                    idx = sorted(s.index for s in side.spaces if s.row == row.id and s.level == lv)
                    if idx != list(range(1, n + 1)):
                        raise ValueError(f"side {side.id!r} row {row.id!r} level {lv}: need spaces 1..{n}")
        return self


# ------------------------------------------------------------------ solo rival

class RivalDifficulty(Entry):
    """A rival difficulty card."""

    radiation_symbols: Literal[1, 2, 3]
    activator_colors: list[Literal["orange", "blue", "pink"]] = Field(min_length=1)
    direct_score: PositiveInt
    milestone_vp: PositiveInt
    endgame_vp: dict[Tier, PositiveInt]


class RivalMain(Strict):
    """A rival main action; build names a closed column colour, install a Phoenix row."""

    action: Literal["build", "rescue", "install", "move"]
    column: ColumnColor | None
    row: RowColor | None

    @model_validator(mode="after")
    def _params(self) -> "RivalMain":
        """Build needs a column, install needs a row, nothing else takes either."""
        if (self.column is not None) != (self.action == "build"):
            raise ValueError("`column` is required for build and forbidden otherwise")
        if (self.row is not None) != (self.action == "install"):
            raise ValueError("`row` is required for install and forbidden otherwise")
        return self


class RivalSecondary(Strict):
    """A rival secondary action."""

    kind: Literal["discard_missions", "colony_scoring"]
    column: ColumnColor | None

    @model_validator(mode="after")
    def _params(self) -> "RivalSecondary":
        """Colony scoring names a column; discarding does not."""
        if (self.column is not None) != (self.kind == "colony_scoring"):
            raise ValueError("`column` is required for colony_scoring and forbidden otherwise")
        return self


class RivalActionCard(Entry):
    """A rival action card."""

    activator: Literal["orange", "blue", "pink"] | None
    main_rounds_1_3: RivalMain
    main_round_2: RivalMain
    secondary: RivalSecondary | None
    ordinal: Literal["from_bottom", "from_top", "from_left", "from_right"]
    numeric: int = Field(ge=1, le=6)
    sector: Literal["current", "next"]


class RivalTrack(Entry):
    """The rival track printed on the difficulty card."""

    spaces: int = Field(ge=2)
    start: int = Field(ge=0)


class RivalFile(Strict):
    """rival.json."""

    difficulty_cards: list[RivalDifficulty]
    action_cards: list[RivalActionCard]
    rival_track: RivalTrack

    @model_validator(mode="after")
    def _deck(self) -> "RivalFile":
        """Every difficulty has enough counted arrows in the deck to reach the top of the track."""
        _unique([c.id for c in self.difficulty_cards + self.action_cards], "rival card")  # type: ignore[operator]
        steps = self.rival_track.spaces - 1 - self.rival_track.start
        for d in self.difficulty_cards:
            n = sum(1 for c in self.action_cards if c.activator in d.activator_colors)
            if n < steps:
                raise ValueError(f"{d.id!r}: only {n} counted arrows but the track needs {steps}")
        return self


# ------------------------------------------------------------------ all content

FILES: dict[str, type[BaseModel]] = {
    "main_board.json": MainBoardFile,
    "site_tiles.json": SiteTilesFile,
    "area_tiles.json": AreaTilesFile,
    "technologies.json": TechnologiesFile,
    "scoring.json": ScoringFile,
    "shelter_cards.json": ShelterCardsFile,
    "mission_cards.json": MissionCardsFile,
    "starting_resources.json": StartingResourcesFile,
    "characters.json": CharactersFile,
    "colony_board.json": ColonyBoardFile,
    "phoenix_board.json": PhoenixBoardFile,
    "rival.json": RivalFile,
}


class AshesContent(Strict):
    """Every ASHES content file, validated, with the checks that span several files."""

    main_board: MainBoardFile
    site_tiles: SiteTilesFile
    area_tiles: AreaTilesFile
    technologies: TechnologiesFile
    scoring: ScoringFile
    shelter_cards: ShelterCardsFile
    mission_cards: MissionCardsFile
    starting_resources: StartingResourcesFile
    characters: CharactersFile
    colony_board: ColonyBoardFile
    phoenix_board: PhoenixBoardFile
    rival: RivalFile

    @model_validator(mode="after")
    def _cross(self) -> "AshesContent":
        """Check references and counts that tie files together."""
        self._check_characters()
        self._check_board_supply()
        self._check_phoenix_supply()
        self._check_setup_supply()
        return self

    def _check_characters(self) -> None:
        """characters.json <-> technologies.json: special technologies and their characters match."""
        techs = {t.id: t for t in self.technologies.special_technologies}
        chars = {c.id for c in self.characters.special_characters}
        for c in self.characters.special_characters:
            if c.special_technology is not None:
                t = techs.get(c.special_technology)
                if t is None:
                    raise ValueError(f"characters.json: {c.id!r} names unknown special technology "
                                     f"{c.special_technology!r} (technologies.json)")
                if t.character != c.id:
                    raise ValueError(f"technologies.json: {t.id!r} must name character {c.id!r}")
        for t in techs.values():
            if t.character not in chars:
                raise ValueError(f"technologies.json: {t.id!r} names unknown character {t.character!r}")
        owners = [c.special_technology for c in self.characters.special_characters if c.special_technology]
        if sorted(owners) != sorted(techs):
            raise ValueError("characters.json: every special technology belongs to exactly one character")

    def _check_board_supply(self) -> None:
        """main_board.json vs tiles: enough site/area tiles, and blocked tiles match the marked spaces."""
        for side in self.main_board.sides:
            if len(self.site_tiles.site_tiles) <= len(side.site_spaces) - 1:
                raise ValueError(f"site_tiles.json: not enough site tiles for {side.id!r}")
            for lv in (1, 2, 3, 4):
                spaces = sum(1 for a in side.areas if a.tile_level == lv)
                tiles = sum(1 for t in self.area_tiles.area_tiles if t.level == lv)
                if tiles < spaces:
                    raise ValueError(f"area_tiles.json: {tiles} level {lv} tiles for {spaces} spaces on {side.id!r}")
            marked_sites = sum(s.blocked_3p_first_space for s in side.site_spaces)
            marked_areas = sum(a.blocked_3p for a in side.areas)
            if 3 in side.players:
                if marked_sites != len(self.site_tiles.blocked_site_tiles):
                    raise ValueError(f"main_board.json: {marked_sites} blocked site marks but "
                                     f"{len(self.site_tiles.blocked_site_tiles)} blocked site tiles")
                if marked_areas != len(self.area_tiles.blocked_area_tiles):
                    raise ValueError(f"main_board.json: {marked_areas} blocked area marks but "
                                     f"{len(self.area_tiles.blocked_area_tiles)} blocked area tiles")
            elif marked_sites or marked_areas:
                raise ValueError(f"main_board.json: side {side.id!r} has no 3-player games but marks blocked spaces")

    def _check_phoenix_supply(self) -> None:
        """phoenix_board.json vs technologies.json: techs fill their levels; blocked techs match marks."""
        kinds = {lv.level: lv.technology for lv in self.phoenix_board.levels}
        for side in self.phoenix_board.sides:
            need = Counter(kinds[s.level] for s in side.spaces)
            have = {"scoring": len(self.technologies.scoring_technologies),
                    "production": len(self.technologies.production_technologies)}
            for kind, n in need.items():
                if have[kind] < n:
                    raise ValueError(f"technologies.json: {have[kind]} {kind} technologies for {n} spaces on {side.id!r}")
            marks = sum(s.blocked_3p for s in side.spaces)
            expected = len(self.technologies.blocked_technologies) if 3 in side.players else 0
            if marks != expected:
                raise ValueError(f"phoenix_board.json: side {side.id!r} marks {marks} blocked spaces, expected {expected}")

    def _check_setup_supply(self) -> None:
        """Setup needs: starting cards for players+1, scoring tiles for six slots, milestones for three rows."""
        players = max(p for side in self.main_board.sides for p in side.players)
        if len(self.starting_resources.starting_resource_cards) < players + 1:
            raise ValueError("starting_resources.json: need one more card than the most players")
        if len(self.technologies.starting_production_technologies) < players + 1:
            raise ValueError("technologies.json: need a starting technology per starting resource card")
        if len(self.scoring.scoring_tiles) < 2 * len(self.phoenix_board.rows):
            raise ValueError("scoring.json: need scoring tiles for both sides of every Phoenix row")
        if len(self.scoring.milestones) < len(self.phoenix_board.rows):
            raise ValueError("scoring.json: need a milestone per Phoenix row")
        colors = {c.player_color for c in self.shelter_cards.starting_shelter_cards}
        if colors != set(self.colony_board.player_colors):
            raise ValueError("shelter_cards.json: one starting shelter card per colony_board.json player colour")
        stars = sum(c.first_game for c in self.characters.special_characters)
        if stars < players:
            raise ValueError("characters.json: not enough first-game characters to deal one per player")


def load_all(package: str = PACKAGE) -> AshesContent:
    """Load and validate every ASHES content file; raise ContentError naming file, entry and field."""
    loaded = {name.removesuffix(".json"): load_content(package, name, model) for name, model in FILES.items()}
    try:
        return AshesContent(**loaded)
    except ValidationError as exc:
        raise ContentError(f"cross-file check failed: {exc.errors()[0]['msg']}") from None
