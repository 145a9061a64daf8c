"""Pydantic models of every Phoenix New Horizon content file, and `load_all()` (each file validated once, then the
cross-file checks). The files are described in docs/content-phoenix.md.

Effects (rewards, task icons, bonuses) are typed by the game's vocabulary (`Annotated[Effect, EFFECTS.check]`,
engine/core/vocabulary.py): the kinds must be declared (rules/effects.py imported) before a file is validated.
"""

from collections import Counter
from typing import Annotated, Literal

from pydantic import ConfigDict, Field, model_validator

from engine.core.content import ContentError, Strict, load_files
from engine.core.vocabulary import Effect as CoreEffect

from ..vocabulary import EFFECTS

PACKAGE = "engine.games.phoenix.content"

Level = Literal["bronze", "silver", "gold"]
LEVELS: tuple[Level, ...] = ("bronze", "silver", "gold")
BuildingType = Literal["scientific", "civic", "military"]
BUILDING_TYPES: tuple[BuildingType, ...] = ("scientific", "civic", "military")
RegionId = Literal["new_hope", "concord", "dawn"]
SideId = Literal["small", "large"]
Lane = Literal["left", "centre", "right"]
# An effect field: plain data `{kind: payload}`, validated against the declared effect kinds when content loads.
Effect = Annotated[CoreEffect, EFFECTS.check]
Effects = list[Effect]
Name = Annotated[str, Field(min_length=1, max_length=60)]
Id = Annotated[str, Field(pattern=r"^[A-Za-z0-9_.\-]+$", min_length=1, max_length=40)]


# ---------------------------------------------------------------------------------------------- gameboard
class Region(Strict):
    id: RegionId
    name: Name
    colour: str
    place: Literal["left", "centre", "right"]


class BuildingSpace(Strict):
    id: Id
    types: list[BuildingType] = Field(min_length=1, max_length=2)


class RegeneratorSpace(Strict):
    id: Id
    level: Level
    initial: Literal["R1", "R2", "R3"] | None = None
    reward: Effects
    buildings: list[BuildingSpace] = Field(min_length=1, max_length=2)

    @model_validator(mode="after")
    def _gold_counts_twice(self) -> "RegeneratorSpace":
        for space in self.buildings:
            if (len(space.types) == 2) != (self.level == "gold" and self.initial is None):
                raise ValueError(f"building space {space.id}: gold regenerators' spaces show two types, others one")
        if self.initial is not None and (self.reward or self.level != "bronze"):
            raise ValueError(f"{self.id}: an initial regenerator space counts as bronze and has no reward")
        return self


class Area(Strict):
    id: Id
    name: Name
    region: RegionId
    number: int | None = Field(default=None, ge=1, le=8)
    col: int = Field(ge=0, le=5)
    row: int = Field(ge=0, le=1)
    regenerators: list[RegeneratorSpace] = Field(min_length=1, max_length=3)

    @model_validator(mode="after")
    def _one_space_per_level(self) -> "Area":
        levels = [space.level for space in self.regenerators if space.initial is None]
        if len(levels) != len(set(levels)):
            raise ValueError(f"area {self.id} has two regenerator spaces of one level (the solo numbering needs one)")
        return self


class TapeSpace(Strict):
    id: Id
    areas: tuple[Id, Id]


class BoardSide(Strict):
    id: SideId
    name: Name
    players: list[int]
    seal: bool
    areas: list[Area]
    tapes: list[TapeSpace]

    @model_validator(mode="after")
    def _tapes_join_areas(self) -> "BoardSide":
        ids = {area.id for area in self.areas}
        for tape in self.tapes:
            if not set(tape.areas) <= ids or tape.areas[0] == tape.areas[1]:
                raise ValueError(f"tape space {tape.id} does not join two areas of side {self.id}")
        numbers = sorted(area.number for area in self.areas if area.number is not None)
        if self.seal and numbers != list(range(1, len(self.areas) + 1)):
            raise ValueError(f"side {self.id}: the solo numbering must run 1 to {len(self.areas)}")
        return self


class InitialRegenerator(Strict):
    id: Literal["R1", "R2", "R3"]
    min_players: int = Field(ge=1, le=4)


class ClosedRegion(Strict):
    region: RegionId
    players: list[int]
    hazard_tapes: int
    radiation_signs: int


class BoardFile(Strict):
    regions: list[Region] = Field(min_length=3, max_length=3)
    sides: list[BoardSide] = Field(min_length=2, max_length=2)
    initial_regenerators: list[InitialRegenerator]
    closed_region: ClosedRegion


# ---------------------------------------------------------------------------------------------- board tracks
class PopulationSpace(Strict):
    id: Id
    lane: Lane
    row: int = Field(ge=0, le=6)
    reward: Effects
    bonus: Literal["blue", "red"] | None = None
    next: list[Id] = Field(min_length=1, max_length=2)
    beyond_line: bool = False


class Population(Strict):
    start: Id
    spaces: list[PopulationSpace]
    ends: list[Id] = Field(min_length=3, max_length=3)
    line_between_rows: tuple[int, int]

    @model_validator(mode="after")
    def _arrows_lead_somewhere(self) -> "Population":
        ids = {space.id for space in self.spaces}
        for space in self.spaces:
            for target in space.next:
                if target not in ids and target not in self.ends:
                    raise ValueError(f"population space {space.id} points to unknown {target}")
                if target in ids and self.by_id(target).row != space.row + 1:
                    raise ValueError(f"population arrow {space.id} -> {target} must climb one row")
        if self.start not in ids:
            raise ValueError("the population track's start is not one of its spaces")
        return self

    def by_id(self, space_id: str) -> PopulationSpace:
        return next(space for space in self.spaces if space.id == space_id)


class BuildingTrack(Strict):
    type: BuildingType
    name: Name
    values: list[int] = Field(min_length=2)


class ScoringTrack(Strict):
    spaces: int = Field(ge=10)


class TurnOrderSpace(Strict):
    position: int = Field(ge=1, le=4)
    reward: Effects


class IntercomPosition(Strict):
    id: Literal["10.1", "10.2", "10.3"]
    name: Name
    place: str
    slots: list[Id] = Field(min_length=3, max_length=3)


class TracksFile(Strict):
    population: Population
    building_tracks: list[BuildingTrack] = Field(min_length=3, max_length=3)
    scoring_track: ScoringTrack
    rounds: Literal[4]
    turn_order: list[TurnOrderSpace] = Field(min_length=4, max_length=4)
    intercom_positions: list[IntercomPosition] = Field(min_length=3, max_length=3)
    intercom_seats: int = Field(ge=1, le=4)
    blueprint_spaces: list[Literal["A", "B", "C"]]


# ---------------------------------------------------------------------------------------------- task panel
class RestArea(Strict):
    id: Literal["I", "IIL", "IIR", "IIIL", "IIIR", "IV"]
    level: int = Field(ge=1, le=4)
    name: Name
    place: Literal["left", "right"]


class TaskSpace(Strict):
    id: Id
    level: int = Field(ge=1, le=4)
    rest: str
    intercom: Id | None = None
    closed_for: list[int] = []


class Cable(Strict):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    source: str = Field(alias="from")
    to: str
    cost: int = Field(ge=0)
    quick: int = Field(ge=0)


class Link(Strict):
    id: Id
    rest: str
    below: list[Id] = Field(min_length=2, max_length=2)
    to: list[Id] = Field(min_length=1, max_length=2)
    cost: int = Field(ge=0)


class Central(Strict):
    id: Id
    reward: Effect


class PanelSide(Strict):
    id: SideId
    players: list[int]
    rest_areas: list[RestArea]
    tasks: list[TaskSpace]
    cables: list[Cable]
    links: list[Link]
    central: Central

    @model_validator(mode="after")
    def _consistent(self) -> "PanelSide":
        rests = {area.id: area for area in self.rest_areas}
        spaces = {space.id: space for space in self.tasks}
        for space in self.tasks:
            if space.rest not in rests or rests[space.rest].level != space.level:
                raise ValueError(f"task space {space.id} sits by a rest area of another level")
            if (space.level == 4) != (space.intercom is not None):
                raise ValueError(f"task space {space.id}: exactly the level IV tasks have an intercom cable")
        for cable in self.cables:
            if cable.source not in rests or cable.to not in rests or rests[cable.to].level <= rests[cable.source].level:
                raise ValueError(f"cable {cable.source} -> {cable.to} must climb between rest areas")
        for link in self.links:
            for below in link.below:
                if below not in spaces or spaces[below].rest != link.rest:
                    raise ValueError(f"link {link.id}: {below} is not a task of rest area {link.rest}")
                if spaces[below].closed_for:
                    raise ValueError(f"link {link.id}: a closed task marker may cover {below}")
            for up in link.to:
                if up not in spaces or spaces[up].level <= rests[link.rest].level:
                    raise ValueError(f"link {link.id} must lead to a higher task")
        return self


class PanelFile(Strict):
    sides: list[PanelSide] = Field(min_length=2, max_length=2)
    closed_task_markers: int


# ---------------------------------------------------------------------------------------------- tasks
class Task(Strict):
    id: Id
    level: int = Field(ge=1, le=4)
    mark: Literal["3+", "4"] | None = None
    name: Name
    effects: Effects = Field(min_length=1)


class TasksFile(Strict):
    tasks: list[Task]


# ---------------------------------------------------------------------------------------------- command console
EnergyArea = Literal["A", "B", "C", "D"]


class EnergySpace(Strict):
    position: int = Field(ge=1, le=12)
    area: EnergyArea
    income: int = Field(ge=0)
    release: bool
    end_points: int = Field(ge=0)


class DevelopmentTrack(Strict):
    id: Literal["left", "right"]
    name: Name
    income: list[int] | None = None
    rewards: list[Effects] = Field(min_length=4, max_length=4)


class ConsoleRegenerator(Strict):
    id: Id
    level: Level
    area: EnergyArea
    cost: int = Field(ge=0)
    energy: int = Field(ge=0)
    pair: str | None = None


class RegeneratorPair(Strict):
    id: str
    energy: int = Field(ge=1)


class ConsoleBuilding(Strict):
    id: Id
    area: EnergyArea
    reward: Effects
    pair: str | None = None


class BuildingPair(Strict):
    id: str
    reward: Effects


class TechnologySlot(Strict):
    id: Id
    bonus: Effects


class ConsoleFile(Strict):
    energy_track: list[EnergySpace] = Field(min_length=12, max_length=12)
    development_tracks: list[DevelopmentTrack] = Field(min_length=2, max_length=2)
    development_cap: Effects
    development_points: dict[str, int]
    regenerators: list[ConsoleRegenerator] = Field(min_length=10, max_length=10)
    regenerator_pairs: list[RegeneratorPair]
    building_costs: dict[Level, int]
    buildings: list[ConsoleBuilding] = Field(min_length=9, max_length=9)
    building_pairs: list[BuildingPair]
    technology_slots: list[TechnologySlot] = Field(min_length=4, max_length=4)
    settler_spaces: int
    settlers: int
    commandos: dict[str, int]

    @model_validator(mode="after")
    def _pairs(self) -> "ConsoleFile":
        for pairs, items in ((self.regenerator_pairs, self.regenerators), (self.building_pairs, self.buildings)):
            counts = Counter(item.pair for item in items if item.pair)
            if set(counts) != {pair.id for pair in pairs} or any(n != 2 for n in counts.values()):
                raise ValueError("every pair on the command console joins exactly two spaces")
        return self


# ---------------------------------------------------------------------------------------------- cards and tiles
TechTrigger = Literal["military_built", "scientific_built", "mission_completed", "bronze_building",
                      "regenerator_built", "civic_built"]
ScoringKey = Literal["scientific", "civic", "military", "new_hope", "concord", "dawn", "missions"]


class TechScoring(Strict):
    per: ScoringKey
    points: int = Field(ge=1)


class Technology(Strict):
    id: Id
    level: Literal[2, 3, 4]
    name: Name
    four_players: bool = False
    trigger: TechTrigger | None = None
    bonus: Effects = []
    immediate: Effects = []
    scoring: TechScoring | None = None

    @model_validator(mode="after")
    def _by_level(self) -> "Technology":
        if (self.level == 2) != (self.trigger is not None) or (self.level == 4) != (self.scoring is not None):
            raise ValueError(f"{self.id}: level II cards have a trigger, level IV cards an end scoring")
        if self.level == 3 and not self.immediate:
            raise ValueError(f"{self.id}: a level III card gives an immediate reward")
        return self


class TechnologiesFile(Strict):
    cards: list[Technology]


class Requirement(Strict):
    thing: Literal["regenerator", "building"]
    count: int = Field(ge=1, le=9)
    level: list[Level] | None = None  # a regenerator's level, or the level of a building's regenerator
    type: BuildingType | None = None  # buildings only
    region: RegionId | None = None

    @model_validator(mode="after")
    def _type_for_buildings(self) -> "Requirement":
        if self.thing == "regenerator" and self.type is not None:
            raise ValueError("a regenerator requirement names no building type")
        return self


class Mission(Strict):
    id: Id
    level: Literal[1, 2, 3]
    four_players: bool = False
    name: Name
    requirements: list[Requirement] = Field(min_length=1)
    reward: Effects = Field(min_length=1)


class MissionsFile(Strict):
    cards: list[Mission]


class Blueprint(Strict):
    id: Id
    letter: Literal["A", "B", "C"]
    four_players: bool = False
    name: Name
    requirements: list[Requirement] = Field(min_length=1)
    reward: Effects = Field(min_length=1)


class BlueprintsFile(Strict):
    blueprints: list[Blueprint]


class Program(Strict):
    id: Id
    name: Name
    effects: Effects = Field(min_length=1)


class ProgramsFile(Strict):
    programs: list[Program]


class Tape(Strict):
    id: Id
    yellow: Effects = Field(min_length=1)
    grey: Effects = Field(min_length=1)


class TapesFile(Strict):
    tapes: list[Tape]


class Bonus(Strict):
    id: Id
    colour: Literal["blue", "red"]
    reward: Effects = Field(min_length=1)


class BonusesFile(Strict):
    bonuses: list[Bonus]
    placed: dict[Literal["blue", "red"], int]


class IntercomCondition(Strict):
    kind: Literal["buildings", "region", "level", "missions", "flat"]
    of: str | None = None


class Intercom(Strict):
    id: Id
    name: Name
    four_players: bool = False
    condition: IntercomCondition
    values: list[float] = Field(min_length=3, max_length=3)


class IntercomsFile(Strict):
    intercoms: list[Intercom]


class ComponentsFile(Strict):
    closed_task_markers: int
    starting_regenerators: int
    nuclear_hazard_tapes: int
    radiation_signs: int
    fuel_counters: list[dict[str, int]]
    round_counter: int
    per_player: dict[str, int]


# ---------------------------------------------------------------------------------------------- Project Kraken
class KrakenAction(Strict):
    """One action of a Kraken card row: exactly one field is set."""

    discard: bool | None = None
    regenerator: Level | None = None
    building: Level | None = None
    points: int | None = None
    points_per_round: int | None = None
    population: int | None = None
    promote: bool | None = None
    new_card: bool | None = None

    @model_validator(mode="after")
    def _one(self) -> "KrakenAction":
        if sum(value is not None for value in self.__dict__.values()) != 1:
            raise ValueError("a Kraken action names exactly one thing to do")
        return self

    @property
    def kind(self) -> str:
        return next(key for key, value in self.__dict__.items() if value is not None)

    @property
    def value(self) -> object:
        return getattr(self, self.kind)


class KrakenBack(Strict):
    arrow: Literal["left", "right"]
    order: Literal["1-8", "8-1"]


class KrakenRows(Strict):
    low: list[KrakenAction] = Field(min_length=1)
    middle: list[KrakenAction] = Field(min_length=1)
    top: list[KrakenAction] = Field(min_length=1)


class KrakenCard(Strict):
    id: Id
    name: Name
    back: KrakenBack
    rows: KrakenRows

    @model_validator(mode="after")
    def _new_card_after_promote(self) -> "KrakenCard":
        for row in (self.rows.low, self.rows.middle, self.rows.top):
            kinds = [action.kind for action in row]
            if "new_card" in kinds and kinds[kinds.index("new_card") - 1:kinds.index("new_card")] != ["promote"]:
                raise ValueError(f"{self.id}: turning a new card over follows a promotion")
        if any(action.kind == "promote" for action in self.rows.top):
            raise ValueError(f"{self.id}: a level IV commando cannot be promoted")
        return self


class KrakenEndOfRound(Strict):
    round: int = Field(ge=1, le=3)
    blueprint: Literal["A", "B", "C"]
    promote: list[int]
    settler: bool


class KrakenDifficulty(Strict):
    id: Literal["easy", "medium", "advanced", "difficult"]
    name: Name
    building_points: int


class KrakenFile(Strict):
    cards: list[KrakenCard] = Field(min_length=7, max_length=7)
    end_of_round: list[KrakenEndOfRound] = Field(min_length=3, max_length=3)
    difficulties: list[KrakenDifficulty] = Field(min_length=4, max_length=4)
    intercom_points: list[int] = Field(min_length=3, max_length=3)
    building_points_by_level: dict[Level, int]
    settlers: int
    commandos: int
    regenerators: dict[Level, int]
    buildings: int


class Content(Strict):
    """Every content file, validated: one field per file, read from `<field>.json` (`load_all`)."""

    board: BoardFile
    tracks: TracksFile
    panel: PanelFile
    tasks: TasksFile
    console: ConsoleFile
    technologies: TechnologiesFile
    missions: MissionsFile
    blueprints: BlueprintsFile
    programs: ProgramsFile
    tapes: TapesFile
    bonuses: BonusesFile
    intercoms: IntercomsFile
    components: ComponentsFile
    kraken: KrakenFile


def load_all() -> Content:
    """Validate every content file, then check what ties files together (counts per player mark, ids)."""
    return load_files(PACKAGE, Content, check=_cross_checks)


def _cross_checks(content: Content) -> None:
    """Tiles per level fill the task spaces of each player count; intercom cables and population ends exist."""
    slots = {slot for position in content.tracks.intercom_positions for slot in position.slots}
    ends = set(content.tracks.population.ends)
    for side in content.panel.sides:
        for space in side.tasks:
            if space.intercom is not None and space.intercom not in slots:
                raise ContentError(f"panel.json: {space.id} is cabled to unknown intercom {space.intercom}")
        for players in side.players:
            for level in (1, 2, 3, 4):
                open_spaces = [s for s in side.tasks if s.level == level and players not in s.closed_for]
                tiles = [t for t in content.tasks.tasks if t.level == level and tile_in_game(t.mark, players)]
                if len(tiles) != len(open_spaces):
                    raise ContentError(f"tasks.json: {len(tiles)} level {level} tiles for {players} players, "
                                       f"but the {side.id} panel side has {len(open_spaces)} open spaces")
    if not ends <= slots:
        raise ContentError("tracks.json: the population track must end on intercoms")


def tile_in_game(mark: str | None, players: int) -> bool:
    """Whether a task tile with `mark` is used with `players` (solo games are set up as two-player games)."""
    if mark == "4":
        return players == 4
    if mark == "3+":
        return players >= 3
    return True
