"""The content loaded once, with the id indexes and derived tables the rules and the table use."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.content import index_by, once

from .schema import (
    Area,
    Blueprint,
    BoardSide,
    Bonus,
    Cable,
    ConsoleBuilding,
    ConsoleRegenerator,
    Content,
    EnergySpace,
    Intercom,
    KrakenCard,
    Link,
    Mission,
    PanelSide,
    PopulationSpace,
    Program,
    RestArea,
    Tape,
    TaskSpace,
    Technology,
    TechnologySlot,
    load_all,
)
from .schema import Task as TaskTile


@dataclass(frozen=True)
class RegenSpace:
    """A regenerator space of one board side, with where it lies."""

    id: str
    level: str
    initial: str | None
    reward: list
    area: str
    region: str
    number: int | None
    buildings: tuple[str, ...]


@dataclass(frozen=True)
class BuildSpace:
    """A building space, with its regenerator and the types it counts as (two on a gold regenerator)."""

    id: str
    types: tuple[str, ...]
    regen: str
    area: str
    region: str


@dataclass
class BoardIndex:
    """One side of the gameboard."""

    side: BoardSide
    areas: dict[str, Area]
    regens: dict[str, RegenSpace]
    buildings: dict[str, BuildSpace]
    tapes: dict[str, tuple[str, str]]
    tapes_of_area: dict[str, list[str]]
    numbered: list[str]  # area ids by solo number 1..8 (the small side)


@dataclass
class PanelIndex:
    """One side of the task panel."""

    side: PanelSide
    spaces: dict[str, TaskSpace]
    rests: dict[str, RestArea]
    tasks_of_rest: dict[str, list[str]]
    cables_from: dict[str, list[Cable]]
    links: list[Link]
    links_from: dict[str, list[Link]]
    central: str
    order: dict[str, int]  # left-to-right position of every task space and rest area on the panel
    links_into: dict[str, list[Link]] = field(default_factory=dict)  # task space -> special links leading to it
    paths: dict[str, list[tuple[str, int, int]]] = field(default_factory=dict)  # promotions from each rest area


@dataclass
class Catalog:
    """Everything in content/, indexed."""

    content: Content
    boards: dict[str, BoardIndex]
    panels: dict[str, PanelIndex]
    population: dict[str, PopulationSpace]
    population_ends: list[str]
    tasks: dict[str, TaskTile]
    missions: dict[str, Mission]
    technologies: dict[str, Technology]
    blueprints: dict[str, Blueprint]
    programs: dict[str, Program]
    tapes: dict[str, Tape]
    bonuses: dict[str, Bonus]
    intercoms: dict[str, Intercom]
    kraken_cards: dict[str, KrakenCard]
    console_regens: dict[str, ConsoleRegenerator]
    console_buildings: dict[str, ConsoleBuilding]
    regen_pairs: dict[str, int]
    building_pairs: dict[str, list]
    energy: list[EnergySpace]
    tech_slots: dict[str, TechnologySlot]
    track_values: dict[str, list[int]]
    kraken_backs: list[tuple[str, str]] = field(default_factory=list)  # the back kinds, by index

    def back_of(self, card: str) -> int:
        """The index of a Kraken card's back kind (arrow and numbering)."""
        back = self.kraken_cards[card].back
        return self.kraken_backs.index((back.arrow, back.order))


def _board(side: BoardSide) -> BoardIndex:
    regens: dict[str, RegenSpace] = {}
    buildings: dict[str, BuildSpace] = {}
    for area in side.areas:
        for space in area.regenerators:
            regens[space.id] = RegenSpace(space.id, space.level, space.initial, list(space.reward), area.id,
                                          area.region, area.number, tuple(b.id for b in space.buildings))
            for b in space.buildings:
                buildings[b.id] = BuildSpace(b.id, tuple(b.types), space.id, area.id, area.region)
    tapes = {tape.id: tape.areas for tape in side.tapes}
    of_area: dict[str, list[str]] = {area.id: [] for area in side.areas}
    for tape_id, (a, b) in tapes.items():
        of_area[a].append(tape_id)
        of_area[b].append(tape_id)
    numbered = [area.id for area in sorted((a for a in side.areas if a.number), key=lambda a: a.number or 0)]
    return BoardIndex(side, index_by(side.areas, f"board.json side {side.id}"), regens, buildings, tapes, of_area,
                      numbered)


def _panel(side: PanelSide) -> PanelIndex:
    spaces = index_by(side.tasks, f"panel.json side {side.id}")
    rests = index_by(side.rest_areas, f"panel.json side {side.id}")
    of_rest: dict[str, list[str]] = {rest: [] for rest in rests}
    for space in side.tasks:
        of_rest[space.rest].append(space.id)
    cables: dict[str, list[Cable]] = {rest: [] for rest in rests}
    for cable in side.cables:
        cables[cable.source].append(cable)
    links_from: dict[str, list[Link]] = {rest: [] for rest in rests}
    for link in side.links:
        links_from[link.rest].append(link)
    order: dict[str, int] = {}
    for level in (1, 2, 3, 4):
        column = 0
        for rest in sorted((r for r in side.rest_areas if r.level == level), key=lambda r: r.place != "left"):
            order[rest.id] = column
            column += 1
            for space_id in of_rest[rest.id]:
                order[space_id] = column
                column += 1
    into: dict[str, list[Link]] = {space: [] for space in spaces}
    for link in side.links:
        for up in link.to:
            into[up].append(link)
    paths: dict[str, list[tuple[str, int, int]]] = {}
    for rest in rests:
        best: dict[str, tuple[int, int]] = {}
        for cable in cables[rest]:
            ways = [(cable.to, cable.cost, cable.quick)]
            ways += [(c2.to, cable.cost + c2.cost, c2.quick) for c2 in cables[cable.to]]
            for dest, cost, quick in ways:
                if dest not in best or (cost, quick) < best[dest]:
                    best[dest] = (cost, quick)
        paths[rest] = sorted(((d, c, q) for d, (c, q) in best.items()), key=lambda w: (rests[w[0]].level, order[w[0]]))
    return PanelIndex(side, spaces, rests, of_rest, cables, list(side.links), links_from, side.central.id, order,
                      into, paths)


@once
def catalog() -> Catalog:
    """The content, validated once (the effect kinds are declared first) and indexed."""
    from .rules import effects  # noqa: F401  (declares the effect kinds the files use)

    content = load_all()
    kraken = index_by(content.kraken.cards, "kraken.json")
    backs: list[tuple[str, str]] = []
    for card in content.kraken.cards:
        key = (card.back.arrow, card.back.order)
        if key not in backs:
            backs.append(key)
    return Catalog(
        content=content,
        boards={side.id: _board(side) for side in content.board.sides},
        panels={side.id: _panel(side) for side in content.panel.sides},
        population=index_by(content.tracks.population.spaces, "tracks.json population"),
        population_ends=list(content.tracks.population.ends),
        tasks=index_by(content.tasks.tasks, "tasks.json"),
        missions=index_by(content.missions.cards, "missions.json"),
        technologies=index_by(content.technologies.cards, "technologies.json"),
        blueprints=index_by(content.blueprints.blueprints, "blueprints.json"),
        programs=index_by(content.programs.programs, "programs.json"),
        tapes=index_by(content.tapes.tapes, "tapes.json"),
        bonuses=index_by(content.bonuses.bonuses, "bonuses.json"),
        intercoms=index_by(content.intercoms.intercoms, "intercoms.json"),
        kraken_cards=kraken,
        console_regens=index_by(content.console.regenerators, "console.json"),
        console_buildings=index_by(content.console.buildings, "console.json"),
        regen_pairs={pair.id: pair.energy for pair in content.console.regenerator_pairs},
        building_pairs={pair.id: list(pair.reward) for pair in content.console.building_pairs},
        energy=list(content.console.energy_track),
        tech_slots=index_by(content.console.technology_slots, "console.json"),
        track_values={track.type: list(track.values) for track in content.tracks.building_tracks},
        kraken_backs=backs,
    )
