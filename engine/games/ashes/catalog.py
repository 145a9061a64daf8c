"""ASHES' content loaded once, with every id index and derived map the rules, the Rival and the scene read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from pydantic import BaseModel

from engine.core.content import index_by, once

from .schema import (
    AchievementTile,
    ActivationZone,
    Area,
    AreaTile,
    AshesContent,
    BoardSide,
    ColonyBoardFile,
    ConstructionSpace,
    KnowledgeTrack,
    Material,
    Milestone,
    MissionCardModel,
    PhoenixLevel,
    PhoenixSide,
    PhoenixSpace,
    ScoringTile,
    ShelterCardModel,
    ShelterCardSlot,
    ShelterStack,
    SiteSpace,
    SiteTile,
    SpecialCharacter,
    StartingResourceCard,
    StrengthNode,
    Technology,
    TurnOrderRow,
    UpgradeTile,
    load_all,
)
from .schema.effects import Effects

AbilityModel = TypeVar("AbilityModel", bound=BaseModel)

# An upgrade limit: its value before any upgrade, then (upgrade tile, value it reveals) in class order.
Limit = tuple[int, list[tuple[str, int]]]
# A shelter card's pod income: (the happiness step it needs, its effects), None for a pod that pays nothing.
PodIncome = tuple[int, Effects] | None


@dataclass(frozen=True)
class Catalog:
    """The validated content and its indexes (by id unless said otherwise)."""

    content: AshesContent
    colony_board: ColonyBoardFile
    # the main board, per side id
    sides: dict[str, BoardSide]
    areas: dict[str, dict[str, Area]]
    sites: dict[str, dict[str, SiteSpace]]
    red: dict[str, set[frozenset[str]]]  # side -> the red lines (no move across them), as unordered pairs
    # the strength tree: its nodes, what each gives, and the edges up (to a higher level) and down, plain and pink
    nodes: dict[str, StrengthNode]
    node_rewards: dict[str, Effects]
    up: dict[str, list[str]]
    up_pink: dict[str, list[str]]
    down: dict[str, list[str]]
    down_pink: dict[str, list[str]]
    turn_rows: dict[str, TurnOrderRow]
    turn_rewards: dict[tuple[str, int], Effects]  # (row, position) -> its reward
    # tiles
    site_tiles: dict[str, SiteTile]
    spaces: dict[str, ConstructionSpace]  # every site tile's construction spaces
    space_tile: dict[str, str]  # construction space -> its site tile
    space_rewards: dict[str, Effects]
    area_tiles: dict[str, AreaTile]
    area_main: dict[str, Effects]
    area_flip: dict[str, Effects]
    # technologies, scoring
    techs: dict[str, Technology]
    tech_effects: dict[str, Effects]
    scoring_tiles: dict[str, ScoringTile]
    achievements: dict[str, AchievementTile]  # by Phoenix row colour
    milestones: dict[str, Milestone]
    # cards and characters
    shelter_cards: dict[str, ShelterCardModel]  # the starting ones too
    starting_card: dict[str, str]  # player colour -> its starting shelter card
    pod_bonus: dict[str, list[Effects]]  # shelter card -> each pod's bonus
    pod_income: dict[str, list[PodIncome]]  # shelter card -> each pod's income
    missions: dict[str, MissionCardModel]
    mission_costs: dict[str, Effects]
    mission_rewards: dict[str, Effects]
    start_cards: dict[str, StartingResourceCard]
    start_effects: dict[str, Effects]
    characters: dict[str, SpecialCharacter]
    # the colony board
    material_level: dict[str, int]
    made_from: dict[str, tuple[Material, Material]]  # a material of level 2+ -> the two it is made from
    track_values: dict[str, list[int]]  # production track -> the production of each of its spaces
    upgrades: dict[str, UpgradeTile]
    upgrade_order: list[str]  # upgrade tiles as the content lists them
    limits: dict[str, Limit]  # every limit an upgrade category raises
    zones: dict[int, ActivationZone]  # by position
    stacks: list[ShelterStack]
    card_slots: list[ShelterCardSlot]
    always_income: Effects  # what every colony gets at each happiness income, before its pods
    # the Phoenix board, per side id
    phoenix_sides: dict[str, PhoenixSide]
    px: dict[str, dict[str, PhoenixSpace]]
    px_bonus: dict[str, Effects]  # Phoenix space (either side) -> its bonus
    levels: dict[int, PhoenixLevel]
    knowledge: dict[str, KnowledgeTrack]


def _strength_edges(nodes: dict[str, StrengthNode], edges: list[tuple[str, str]]) -> dict[str, list[str]]:
    """Each node's neighbours one level up along `edges` (an edge joins two levels, either way round)."""
    up: dict[str, list[str]] = {n: [] for n in nodes}
    for a, b in edges:
        lo, hi = (a, b) if nodes[a].level < nodes[b].level else (b, a)
        up[lo].append(hi)
    return up


def _reversed(up: dict[str, list[str]]) -> dict[str, list[str]]:
    """The same edges seen from the higher end."""
    down: dict[str, list[str]] = {n: [] for n in up}
    for lo, his in up.items():
        for hi in his:
            down[hi].append(lo)
    return down


def _limits(colony_board: ColonyBoardFile) -> dict[str, Limit]:
    """Every limit an upgrade category raises: its value before any upgrade, then what each tile reveals."""
    limits: dict[str, Limit] = {}
    for category in colony_board.upgrade_categories:
        tiles = sorted((u for u in colony_board.upgrade_tiles if u.category == category.id),
                       key=lambda u: u.upgrade_class)
        for key in category.initial.keys():
            limits[key] = (getattr(category.initial, key),
                           [(u.id, getattr(u.reveals, key)) for u in tiles if getattr(u.reveals, key) is not None])
    return limits


@once
def catalog() -> Catalog:
    """The content of the game, validated and indexed on first use."""
    content = load_all()
    board = content.main_board
    tree = board.strength_tree
    nodes = index_by(tree.nodes, "main_board.json strength tree")
    up, up_pink = _strength_edges(nodes, tree.edges), _strength_edges(nodes, tree.pink_edges)
    site_tiles = index_by(content.site_tiles.site_tiles, "site_tiles.json")
    spaces = index_by((s for t in site_tiles.values() for s in t.construction_spaces), "site_tiles.json spaces")
    area_tiles = index_by(content.area_tiles.area_tiles, "area_tiles.json")
    technologies = content.technologies
    techs = index_by((t for group in (technologies.production_technologies, technologies.scoring_technologies,
                                      technologies.starting_production_technologies,
                                      technologies.special_technologies, technologies.blocked_technologies)
                      for t in group), "technologies.json")
    cards = content.shelter_cards
    shelter_cards = index_by(cards.starting_shelter_cards + cards.shelter_cards, "shelter_cards.json")
    missions = index_by(content.mission_cards.mission_cards, "mission_cards.json")
    start_cards = index_by(content.starting_resources.starting_resource_cards, "starting_resources.json")
    colony = content.colony_board
    phoenix = content.phoenix_board
    return Catalog(
        content=content,
        colony_board=colony,
        sides=index_by(board.sides, "main_board.json"),
        areas={s.id: index_by(s.areas, f"main_board.json {s.id}") for s in board.sides},
        sites={s.id: index_by(s.site_spaces, f"main_board.json {s.id}") for s in board.sides},
        red={s.id: {frozenset(e) for e in s.red_lines} for s in board.sides},
        nodes=nodes,
        node_rewards={n.id: list(n.rewards) for n in tree.nodes},
        up=up,
        up_pink=up_pink,
        down=_reversed(up),
        down_pink=_reversed(up_pink),
        turn_rows=index_by(board.turn_order_track.rows, "main_board.json turn order track"),
        turn_rewards={(r.id, s.position): list(s.rewards) for r in board.turn_order_track.rows for s in r.spaces},
        site_tiles=site_tiles,
        spaces=spaces,
        space_tile={s.id: t.id for t in site_tiles.values() for s in t.construction_spaces},
        space_rewards={s: list(x.rewards) for s, x in spaces.items()},
        area_tiles=area_tiles,
        area_main={t.id: list(t.main_side) for t in area_tiles.values()},
        area_flip={t.id: list(t.flip_side) for t in area_tiles.values()},
        techs=techs,
        tech_effects={t: list(x.effects) for t, x in techs.items()},
        scoring_tiles=index_by(content.scoring.scoring_tiles, "scoring.json"),
        achievements=index_by(content.scoring.achievement_tiles, "scoring.json achievements", key="row"),
        milestones=index_by(content.scoring.milestones, "scoring.json milestones"),
        shelter_cards=shelter_cards,
        starting_card={x.player_color: x.id for x in cards.starting_shelter_cards if x.player_color},
        pod_bonus={x: [list(p.bonus) for p in card.pods] for x, card in shelter_cards.items()},
        pod_income={x: [(p.income.step, list(p.income.effects)) if p.income else None for p in card.pods]
                    for x, card in shelter_cards.items()},
        missions=missions,
        mission_costs={m: list(x.costs) for m, x in missions.items()},
        mission_rewards={m: list(x.rewards) for m, x in missions.items()},
        start_cards=start_cards,
        start_effects={x: list(card.effects) for x, card in start_cards.items()},
        characters=index_by(content.characters.special_characters, "characters.json"),
        material_level={m.id: m.level for m in colony.materials_pyramid},
        made_from={m.id: m.made_from for m in colony.materials_pyramid if m.made_from},
        track_values={t.id: t.values for t in colony.production_tracks},
        upgrades=index_by(colony.upgrade_tiles, "colony_board.json upgrades"),
        upgrade_order=[u.id for u in colony.upgrade_tiles],
        limits=_limits(colony),
        zones=index_by(colony.activation_zones, "colony_board.json activation zones", key="position"),
        stacks=colony.shelter_stacks,
        card_slots=colony.happiness_track.shelter_card_slots,
        always_income=list(colony.happiness_track.always_income),
        phoenix_sides=index_by(phoenix.sides, "phoenix_board.json"),
        px={s.id: index_by(s.spaces, f"phoenix_board.json {s.id}") for s in phoenix.sides},
        px_bonus={x.id: list(x.bonus) for s in phoenix.sides for x in s.spaces},
        levels=index_by(phoenix.levels, "phoenix_board.json levels", key="level"),
        knowledge={s.id: s.knowledge_track for s in phoenix.sides},
    )


def ability_of(character: str | None, model: type[AbilityModel]) -> AbilityModel | None:
    """The character's ability when it is a `model` (each ability kind has its own model), else None; None for
    no character."""
    if not character:
        return None
    found = catalog().characters[character].ability
    return found if isinstance(found, model) else None


def known_ability(character: str | None, model: type[AbilityModel]) -> AbilityModel:
    """The character's ability where the rules already know it is a `model` (its action or its rule applies to
    that character only)."""
    found = ability_of(character, model)
    assert found is not None, f"{character!r} has no {model.__name__} ability"
    return found
