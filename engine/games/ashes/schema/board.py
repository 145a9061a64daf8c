"""Main board schema: tracks, strength tree, shelter display and both map sides."""

from typing import Literal

from pydantic import Field, model_validator

from .base import Entry, Id, Point, Strict, Track, _reachable, _unique
from .effects import Effects


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
        seen = _reachable(self.start, [(a, b) for a, b in self.edges])
        missing = sorted(set(levels) - seen)
        if missing:
            raise ValueError(f"strength nodes unreachable by ordinary edges: {missing}")
        return self




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
