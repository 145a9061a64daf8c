"""Validate the Rise of the Wastelands content files and load them into one typed object."""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from engine.core.content import ContentError, load_content

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

#: Axial (q, r) of the seven spaces of a tile, flat-topped hexes, centre then clockwise from 12 o'clock.
HEX_ORDER: tuple[tuple[str, int, int], ...] = (
    ("centre", 0, 0), ("n", 0, -1), ("ne", 1, -1), ("se", 1, 0), ("s", 0, 1), ("sw", -1, 1), ("nw", -1, 0),
)
STANDABLE: frozenset[str] = frozenset({"plain", "ruined_city", "desert"})


class Strict(BaseModel):
    """Base model: unknown fields are errors and models are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Entry(Strict):
    """A component with a stable id, a player-facing name and a tooltip text."""

    id: Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]
    name: Annotated[str, Field(min_length=1)]
    text: Annotated[str, Field(min_length=1)]


def _one_field(model: BaseModel) -> BaseModel:
    """Check that exactly one field of a one-of model is set."""
    chosen = [name for name in type(model).model_fields if getattr(model, name) is not None]
    if len(chosen) != 1:
        raise ValueError(f"exactly one key expected, got {chosen or 'none'}")
    return model


def _unique_ids(entries: list[Entry], what: str) -> None:
    """Raise when two entries share an id."""
    doubles = [key for key, n in Counter(e.id for e in entries).items() if n > 1]
    if doubles:
        raise ValueError(f"duplicate {what} ids: {doubles}")


def _count(entries: list, expected: int, what: str) -> None:
    """Raise when a list does not hold the number of entries the rulebook states."""
    if len(entries) != expected:
        raise ValueError(f"expected {expected} {what}, found {len(entries)}")


# ---------------------------------------------------------------- effect vocabulary


class Strength(Strict):
    """How strong a neutral side or a strike is: a drawn power card's rank, a die roll, or a fixed value."""

    source: Literal["power_card", "d6", "fixed"]
    rank: Optional[Rank] = None
    plus: int = 0

    @model_validator(mode="after")
    def _rank_only_for_cards(self) -> "Strength":
        if (self.source == "power_card") != (self.rank is not None):
            raise ValueError("rank is required for source power_card and forbidden otherwise")
        return self


class MoveSpec(Strict):
    """Move one unit up to `spaces` spaces, optionally with or without the All-terrain Speed upgrade."""

    spaces: Amount
    units: Amount = 1
    all_terrain: bool = False
    ignore_upgrades: bool = False


class StrikeSpec(Strict):
    """Attack a target without an army combat: the card's strength alone against the defender."""

    strength: Strength
    range: Amount
    origin: Literal["army", "capital", "any_unit"]
    targets: list[Target]
    no_modifiers: bool = True


class StealSpec(Strict):
    """Take something from another player."""

    what: Currency
    amount: Amount
    victim: Literal["any_player", "adjacent_outpost_owner"]


class DiscountSpec(Strict):
    """Make the next purchase of one kind of item cheaper."""

    item: Literal["upgrade", "building", "army", "any"]
    amount: Amount


class CloudSpec(Strict):
    """Place or move Toxic Cloud tokens (Toxic Cloud module)."""

    mode: Literal["place", "push"]
    range: Amount


class Ongoing(Strict):
    """A lasting ability of a card kept in front of its owner, usable once per turn."""

    trigger: Trigger
    effects: list["Effect"]


class Effect(Strict):
    """One step of a reward, cost or timed action; exactly one key is set."""

    gain: Optional[dict[Currency, Amount]] = None
    pay: Optional[dict[Currency, Amount]] = None
    lose: Optional[dict[Currency, Amount]] = None
    people_support: Optional[int] = None
    opponent_people_support: Optional[int] = None
    military_prestige: Optional[Amount] = None
    leader_cubes: Optional[Amount] = None
    draw_power: Optional[Amount] = None
    roll: Optional[DieId] = None
    action_points: Optional[Amount] = None
    free_action: Optional[ActionId] = None
    build: Optional[Literal["scout", "army", "outpost_expansion"]] = None
    discount: Optional[DiscountSpec] = None
    move: Optional[MoveSpec] = None
    combat_strength: Optional[int] = None
    strike: Optional[StrikeSpec] = None
    destroy_building: Optional[Literal["capital_building", "outpost_expansion"]] = None
    steal: Optional[StealSpec] = None
    immunity: Optional[Literal["radioactivity"]] = None
    cloud: Optional[CloudSpec] = None
    ongoing: Optional[Ongoing] = None
    choose: Optional[list[list["Effect"]]] = None

    @model_validator(mode="after")
    def _exactly_one(self) -> "Effect":
        return _one_field(self)


Ongoing.model_rebuild()


class Passive(Strict):
    """A lasting rule change granted by an upgrade or building; exactly one key is set (plus an optional condition)."""

    combat_strength: Optional[int] = None
    defence_strength: Optional[int] = None
    trade_cost: Optional[Amount] = None
    extra_move: Optional[Amount] = None
    all_terrain: Optional[bool] = None
    immunity: Optional[Literal["radioactivity"]] = None
    army_rank: Optional[Rank] = None
    recycle_bonus: Optional[Amount] = None
    action_points: Optional[Amount] = None
    unlock_sockets: Optional[ActionId] = None
    upgrade_level: Optional[Literal[2]] = None
    when_people_support_at_least: Optional[int] = None

    @model_validator(mode="after")
    def _exactly_one(self) -> "Passive":
        chosen = [n for n in type(self).model_fields if n != "when_people_support_at_least" and getattr(self, n) is not None]
        if len(chosen) != 1:
            raise ValueError(f"exactly one passive key expected, got {chosen or 'none'}")
        return self


ConditionKind = Literal[
    "outposts_on_map", "outpost_expansions", "armies_on_map", "upgrades", "combat_upgrades",
    "capital_buildings", "crystals", "resources_total", "people_support", "military_prestige",
    "power_cards_in_hand", "tiles_controlled", "units_on_distinct_tiles", "unit_tile_distance",
    "outpost_tile_distance", "tiles_explored_total", "neutral_units_defeated_total",
    "actions_this_turn", "resources_recycled_this_turn", "combats_won_this_turn",
    "outposts_defeated_this_turn",
]


class Condition(Strict):
    """A check on a player's state at the end of their turn (`_this_turn` kinds count the current turn)."""

    kind: ConditionKind
    at_least: int
    action: Optional[ActionId] = None
    min_scouts: Optional[Amount] = None
    exclude_capital_tile: bool = False

    @model_validator(mode="after")
    def _action_only_for_action_counts(self) -> "Condition":
        if (self.kind == "actions_this_turn") != (self.action is not None):
            raise ValueError("field action is required for actions_this_turn and forbidden otherwise")
        return self


# ---------------------------------------------------------------- tiles and layouts


class Hex(Strict):
    """One space of a tile."""

    pos: HexPos
    q: int
    r: int
    terrain: Terrain
    icons: list[Icon] = []


class TileRule(Strict):
    """The special rule of a special tile."""

    explore_gain: Optional[list[Effect]] = None
    neutral_strength: Optional[Strength] = None
    neutral_reward: Optional[list[Effect]] = None
    rescue_reward: Optional[list[Effect]] = None
    rescue_needs_all_terrain: bool = False


class Tile(Entry):
    """A capital, map or special tile of seven hex spaces."""

    kind: Literal["capital", "map", "special"]
    hexes: list[Hex]
    rule: Optional[TileRule] = None

    @model_validator(mode="after")
    def _seven_hexes(self) -> "Tile":
        got = tuple((h.pos, h.q, h.r) for h in self.hexes)
        if got != HEX_ORDER:
            raise ValueError(f"a tile needs exactly 7 hexes in the order {HEX_ORDER}, got {got}")
        icons = Counter(i for h in self.hexes for i in h.icons)
        if self.kind == "capital" and (icons["capital"] != 1 or self.hexes[1].icons != ["capital"]):
            raise ValueError("a capital tile has one capital icon, on the n space")
        if self.kind == "map" and icons["encounter"] != 1:
            raise ValueError("a map tile has exactly one encounter icon")
        if self.kind == "special" and self.rule is None:
            raise ValueError("a special tile needs a rule")
        for h in self.hexes:
            if ("encounter" in h.icons or "radioactivity" in h.icons) and h.terrain not in STANDABLE:
                raise ValueError(f"space {h.pos}: encounter/radioactivity icons need a standable terrain")
        return self


class TilesFile(Strict):
    """tiles.json: every tile of the game."""

    tiles: list[Tile]

    @model_validator(mode="after")
    def _counts(self) -> "TilesFile":
        _unique_ids(self.tiles, "tile")
        kinds = Counter(t.kind for t in self.tiles)
        for kind, expected in (("capital", 4), ("map", 17), ("special", 3)):
            if kinds[kind] != expected:
                raise ValueError(f"expected {expected} {kind} tiles, found {kinds[kind]}")
        return self


class Slot(Strict):
    """A tile position of a layout: tile-grid coordinates, the centre hex, what goes there and how it may turn."""

    id: Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]
    tile_q: int
    tile_r: int
    q: int
    r: int
    holds: Literal["capital", "map", "special"]
    face_up: bool
    rotations: list[Annotated[int, Field(ge=0, le=5)]]
    seat: Optional[int] = None

    @model_validator(mode="after")
    def _geometry(self) -> "Slot":
        if (self.q, self.r) != (2 * self.tile_q - self.tile_r, self.tile_q + 3 * self.tile_r):
            raise ValueError("centre hex must be (2*tile_q - tile_r, tile_q + 3*tile_r)")
        if (self.holds == "capital") != (self.seat is not None):
            raise ValueError("seat is required on capital slots and forbidden elsewhere")
        return self


def _connected(places: list[tuple[int, int]]) -> None:
    """Raise unless the tile positions form one edge-connected map."""
    steps = [(dq, dr) for _, dq, dr in HEX_ORDER[1:]]
    seen, todo = {places[0]}, [places[0]]
    while todo:
        q, r = todo.pop()
        for dq, dr in steps:
            nxt = (q + dq, r + dr)
            if nxt in places and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    if len(seen) != len(places):
        raise ValueError(f"tiles at {sorted(set(places) - seen)} are not connected to the rest of the map")


class Layout(Entry):
    """A map layout for a number of seats (humans plus automated players)."""

    seats: Literal[2, 3, 4]
    variant: Literal["base", "special_tiles"]
    slots: list[Slot]

    @model_validator(mode="after")
    def _shape(self) -> "Layout":
        _unique_ids(self.slots, "slot")
        places = [(s.tile_q, s.tile_r) for s in self.slots]
        if len(set(places)) != len(places):
            raise ValueError("two slots share a tile position")
        seats = sorted(s.seat for s in self.slots if s.seat is not None)
        if seats != list(range(1, self.seats + 1)):
            raise ValueError(f"capital slots must be seats 1..{self.seats}, got {seats}")
        _connected(places)
        specials = sum(s.holds == "special" for s in self.slots)
        expected = 0 if self.variant == "base" else (2 if self.seats == 2 else 1)
        if specials != expected:
            raise ValueError(f"{self.variant} layout for {self.seats} seats needs {expected} special slots")
        return self


class LayoutsFile(Strict):
    """layouts.json: the map layouts."""

    layouts: list[Layout]

    @model_validator(mode="after")
    def _all_present(self) -> "LayoutsFile":
        _unique_ids(self.layouts, "layout")
        keys = sorted((l.seats, l.variant) for l in self.layouts)
        wanted = sorted((n, v) for n in (2, 3, 4) for v in ("base", "special_tiles"))
        if keys != wanted:
            raise ValueError(f"one base and one special_tiles layout per seat count expected, got {keys}")
        return self


# ---------------------------------------------------------------- cards


class Achievement(Entry):
    """An achievement card: easy upper half, hard lower half."""

    starting: bool
    easy: list[Condition]
    hard: list[Condition]
    easy_text: str
    hard_text: str


class AchievementsFile(Strict):
    """achievements.json."""

    achievements: list[Achievement]

    @model_validator(mode="after")
    def _counts(self) -> "AchievementsFile":
        _unique_ids(self.achievements, "achievement")
        _count(self.achievements, 20, "achievement cards")
        _count([a for a in self.achievements if a.starting], 10, "starting achievement cards")
        return self


class Option(Strict):
    """One option of a choice event."""

    label: str
    effects: list[Effect]


class Encounter(Strict):
    """A neutral unit placed on the encounter space, its strength and the reward for defeating it."""

    neutral: str
    strength: Strength
    reward: list[Effect]


class ExplorationEvent(Entry):
    """An exploration event: a choice between two options, or an encounter."""

    kind: Literal["choice", "encounter"]
    options: Optional[list[Option]] = None
    encounter: Optional[Encounter] = None

    @model_validator(mode="after")
    def _shape(self) -> "ExplorationEvent":
        if self.kind == "choice" and (self.encounter is not None or not self.options or len(self.options) != 2):
            raise ValueError("a choice event has exactly 2 options and no encounter")
        if self.kind == "encounter" and (self.encounter is None or self.options is not None):
            raise ValueError("an encounter event has an encounter and no options")
        return self


class EventsFile(Strict):
    """exploration_events.json."""

    events: list[ExplorationEvent]

    @model_validator(mode="after")
    def _counts(self) -> "EventsFile":
        _unique_ids(self.events, "event")
        _count(self.events, 20, "exploration events")
        return self


class NeutralUnit(Entry):
    """A neutral unit piece (standee or wooden miniature)."""


class NeutralUnitsFile(Strict):
    """neutral_units.json."""

    neutral_units: list[NeutralUnit]

    @model_validator(mode="after")
    def _counts(self) -> "NeutralUnitsFile":
        _unique_ids(self.neutral_units, "neutral unit")
        _count(self.neutral_units, 4, "neutral units")
        return self


class CombatValues(Strict):
    """The combat section of a power card: one value per combat rank."""

    basic: Annotated[int, Field(ge=1, le=4)]
    medium: Annotated[int, Field(ge=2, le=5)]
    superior: Annotated[int, Field(ge=3, le=6)]

    @model_validator(mode="after")
    def _ordered(self) -> "CombatValues":
        if not self.basic <= self.medium <= self.superior:
            raise ValueError("combat values must not decrease from basic to superior")
        return self


class PowerCard(Entry):
    """A power card: a timed action (upper section) and combat values (lower section)."""

    module: Literal["base", "toxic_cloud"]
    timing: Timing
    action_cost: Optional[ActionId] = None
    effects: list[Effect]
    combat: CombatValues


class PowerCardsFile(Strict):
    """power_cards.json."""

    power_cards: list[PowerCard]

    @model_validator(mode="after")
    def _counts(self) -> "PowerCardsFile":
        _unique_ids(self.power_cards, "power card")
        _count([c for c in self.power_cards if c.module == "base"], 40, "base power cards")
        _count([c for c in self.power_cards if c.module == "toxic_cloud"], 3, "Toxic Cloud power cards")
        return self


class CombatTactic(Entry):
    """A Combat Tactics card: how many leader cubes a player commits."""

    set: Literal["a", "b"]
    value: Annotated[int, Field(ge=0, le=3)]


class CombatTacticsFile(Strict):
    """combat_tactics.json."""

    combat_tactics: list[CombatTactic]

    @model_validator(mode="after")
    def _sets(self) -> "CombatTacticsFile":
        _unique_ids(self.combat_tactics, "combat tactics")
        for name in ("a", "b"):
            values = sorted(c.value for c in self.combat_tactics if c.set == name)
            if values != [0, 1, 2, 3]:
                raise ValueError(f"set {name} must hold values 0-3 once each, got {values}")
        return self


class Face(Strict):
    """A die face: a value, or the effects of rolling it (none for a blank face)."""

    label: str
    value: Optional[int] = None
    effects: list[Effect] = []


class Die(Entry):
    """A six-sided die."""

    faces: list[Face]

    @model_validator(mode="after")
    def _six_faces(self) -> "Die":
        _count(self.faces, 6, "faces")
        return self


class DiceFile(Strict):
    """dice.json."""

    dice: list[Die]

    @model_validator(mode="after")
    def _all(self) -> "DiceFile":
        if sorted(d.id for d in self.dice) != ["d6", "loot", "resource"]:
            raise ValueError("expected exactly the dice d6, loot and resource")
        return self


# ---------------------------------------------------------------- leaders and boards


class Ability(Entry):
    """A leader ability paid with leader cubes."""

    timing: Timing
    min_cubes: Annotated[int, Field(ge=0)] = 1
    max_cubes: Amount = 1
    per_cube: bool = False
    once_per_turn: bool = True
    effects: list[Effect]


class Goal(Entry):
    """A leader's personal goal, checked at the end of the owner's turn."""

    conditions: list[Condition]
    reward: list[Effect]


class Leader(Entry):
    """A faction leader board."""

    abilities: list[Ability]
    goal: Goal
    leader_cubes: Amount
    goal_cubes: Amount

    @model_validator(mode="after")
    def _two_abilities(self) -> "Leader":
        _count(self.abilities, 2, "unique abilities")
        return self


class LeadersFile(Strict):
    """leaders.json: the shared Combat Tactics ability and the six leaders."""

    combat_tactics: Ability
    leaders: list[Leader]

    @model_validator(mode="after")
    def _counts(self) -> "LeadersFile":
        _unique_ids(self.leaders, "leader")
        _count(self.leaders, 6, "faction leaders")
        return self


class Item(Entry):
    """Something bought with the Buy action (or built by a scout, for outposts)."""

    kind: Literal["unit", "outpost", "building", "upgrade"]
    cost: dict[Currency, Amount]
    supply: Amount
    level: Optional[Literal[1, 2]] = None
    requires: list[ItemId] = []
    resource: Optional[Resource] = None
    combat_rank: Optional[Rank] = None
    on_build: list[Effect] = []
    passives: list[Passive] = []

    @model_validator(mode="after")
    def _upgrade_level(self) -> "Item":
        if (self.kind == "upgrade") != (self.level is not None):
            raise ValueError("level is required on upgrades and forbidden elsewhere")
        return self


class InfluenceSlot(Strict):
    """A slot of the influence pool: which achievement half it claims and whether positive support is needed."""

    index: Amount
    difficulty: Literal["easy", "hard"]
    needs_positive_support: bool


class ReceivedSlot(Strict):
    """A slot of the received-influence area."""

    index: Amount
    power_card: bool


class Track(Strict):
    """A numbered track with its bonus spaces."""

    min: int
    max: int
    start: int
    bonuses: dict[str, list[Effect]] = {}


class PlayerBoard(Entry):
    """player_board.json: costs, pools and tracks of the player board."""

    items: list[Item]
    resource_track: Track
    crystal_track: Track
    influence_pool: list[InfluenceSlot]
    received_influence: list[ReceivedSlot]
    people_support: Track
    military_prestige: Track
    positive_support_action_points: Amount

    @model_validator(mode="after")
    def _checks(self) -> "PlayerBoard":
        _unique_ids(self.items, "item")
        if sorted(i.id for i in self.items) != sorted(ItemId.__args__):
            raise ValueError("items must list every unit, outpost, building and upgrade exactly once")
        _count(self.influence_pool, 7, "influence pool slots")
        if [s.index for s in self.influence_pool] != list(range(1, 8)):
            raise ValueError("influence pool slots must be numbered 1..7 in order")
        if (self.people_support.min, self.people_support.max) != (-3, 3):
            raise ValueError("people support runs from -3 to +3")
        for item in self.items:
            bad = [r for r in item.requires if r not in {i.id for i in self.items}]
            if bad:
                raise ValueError(f"item {item.id!r}: unknown requirement {bad}")
        return self


class TrackerAction(Entry):
    """An action of the action tracker, its cost, its sockets and what unlocks the locked ones."""

    section: Literal["scouts", "outposts", "units", "armies", "capital"]
    performer: Literal["scout", "outpost", "unit", "army", "capital"]
    ap_cost: Amount
    sockets: Amount
    locked_sockets: Annotated[int, Field(ge=0)] = 0
    unlocked_by: Optional[ItemId] = None
    options: list[list[Effect]] = []

    @model_validator(mode="after")
    def _locks(self) -> "TrackerAction":
        if (self.locked_sockets > 0) != (self.unlocked_by is not None):
            raise ValueError("locked sockets need unlocked_by, and unlocked_by needs locked sockets")
        if self.locked_sockets > self.sockets:
            raise ValueError("more locked sockets than sockets")
        return self


class ActionTracker(Entry):
    """action_tracker.json: action point pool, surplus and the ten actions."""

    start_action_points: Amount
    max_action_points: Amount
    surplus_slots: Amount
    actions: list[TrackerAction]

    @model_validator(mode="after")
    def _all_actions(self) -> "ActionTracker":
        if sorted(a.id for a in self.actions) != sorted(ActionId.__args__):
            raise ValueError("actions must list every action exactly once")
        return self


class ComponentCount(Entry):
    """A physical component and how many the box holds (globally or per player colour)."""

    count: Amount
    scope: Literal["global", "per_player"]
    module: Literal["base", "toxic_cloud", "special_tiles", "solo"] = "base"


class ComponentsFile(Strict):
    """components.json: the component list of the box."""

    components: list[ComponentCount]

    @model_validator(mode="after")
    def _unique(self) -> "ComponentsFile":
        _unique_ids(self.components, "component")
        return self


class WindDirection(Strict):
    """A roll of the d6 on the wind card and the hex direction clouds move."""

    roll: Annotated[int, Field(ge=1, le=6)]
    direction: Literal["n", "ne", "se", "s", "sw", "nw"]
    dq: int
    dr: int


class ToxicCloudFile(Entry):
    """toxic_cloud.json: the wind card and the cloud tokens of the module."""

    tokens: Amount
    wind: list[WindDirection]
    power_cards: list[str]

    @model_validator(mode="after")
    def _wind(self) -> "ToxicCloudFile":
        if sorted(w.roll for w in self.wind) != [1, 2, 3, 4, 5, 6]:
            raise ValueError("the wind card needs one direction per d6 roll")
        deltas = {(p, q, r) for p, q, r in HEX_ORDER[1:]}
        for w in self.wind:
            if (w.direction, w.dq, w.dr) not in deltas:
                raise ValueError(f"roll {w.roll}: delta does not match direction {w.direction}")
        return self


class AutoAction(Strict):
    """One half of an automated action card."""

    claim_achievement: bool
    action: Literal["explore", "build_outpost", "build_comms_tower", "place_army", "combat_upgrade"]
    where: Optional[Literal["near_capital", "near_outpost", "frontier", "anywhere"]] = None
    upgrades: list[CombatUpgrade] = []
    text: str

    @model_validator(mode="after")
    def _params(self) -> "AutoAction":
        if (self.action == "combat_upgrade") != bool(self.upgrades):
            raise ValueError("upgrades are required for combat_upgrade and forbidden otherwise")
        if (self.action in ("explore", "build_outpost", "place_army")) != (self.where is not None):
            raise ValueError("where is required for explore, build_outpost and place_army only")
        return self


class SoloCard(Entry):
    """An automated action card: upper half for the first automated player, lower half for the second."""

    set: Literal["start", "beginning", "middle", "end"]
    back: Literal["S", "1", "2", "3"]
    claiming: bool
    upper: AutoAction
    lower: AutoAction

    @model_validator(mode="after")
    def _claims(self) -> "SoloCard":
        if not self.claiming == self.upper.claim_achievement == self.lower.claim_achievement:
            raise ValueError("a claiming card claims on both halves, a non-claiming card on neither")
        if {"start": "S", "beginning": "1", "middle": "2", "end": "3"}[self.set] != self.back:
            raise ValueError("the back must match the set")
        return self


class DeckStep(Strict):
    """One step of preparing the automated deck for a difficulty."""

    op: Literal["remove", "set_aside", "return_set_aside"]
    set: Literal["beginning", "middle", "end"]
    which: Optional[Literal["claiming", "non_claiming", "any"]] = None
    count: Annotated[int, Field(ge=0)] = 0


class SoloFile(Strict):
    """solo.json: automated action cards and the deck preparation per difficulty."""

    cards: list[SoloCard]
    difficulties: dict[Literal["easy", "medium", "hard"], list[DeckStep]]
    leader_cubes_in_combat: dict[Literal["beginning", "middle", "end"], int]
    outpost_order: list[Resource]
    achievement_roll: dict[Literal["left", "middle", "right"], list[int]]

    @model_validator(mode="after")
    def _counts(self) -> "SoloFile":
        _unique_ids(self.cards, "solo card")
        _count(self.cards, 15, "automated action cards")
        by_set = Counter(c.set for c in self.cards)
        claims = Counter(c.set for c in self.cards if c.claiming)
        if by_set["start"] != 1 or claims["start"]:
            raise ValueError("exactly one non-claiming starting card expected")
        for name, expected in (("beginning", 1), ("middle", 2), ("end", 3)):
            if claims[name] != expected:
                raise ValueError(f"the {name} set needs {expected} claiming cards, found {claims[name]}")
        for level, steps in self.difficulties.items():
            for step in steps:
                if step.op != "return_set_aside":
                    pool = [c for c in self.cards if c.set == step.set and (step.which in (None, "any") or c.claiming == (step.which == "claiming"))]
                    if len(pool) < step.count:
                        raise ValueError(f"difficulty {level}: cannot take {step.count} {step.which} cards from {step.set}")
        return self


# ---------------------------------------------------------------- everything together


class WastelandsContent(Strict):
    """All content files of the game, with the checks that span several files."""

    components: ComponentsFile
    tiles: TilesFile
    layouts: LayoutsFile
    achievements: AchievementsFile
    events: EventsFile
    neutral_units: NeutralUnitsFile
    power_cards: PowerCardsFile
    combat_tactics: CombatTacticsFile
    dice: DiceFile
    leaders: LeadersFile
    player_board: PlayerBoard
    action_tracker: ActionTracker
    toxic_cloud: ToxicCloudFile
    solo: SoloFile

    @model_validator(mode="after")
    def _cross_file(self) -> "WastelandsContent":
        counts = {c.id: c.count for c in self.components.components}
        expect = {
            "capital_tiles": len([t for t in self.tiles.tiles if t.kind == "capital"]),
            "map_tiles": len([t for t in self.tiles.tiles if t.kind == "map"]),
            "special_tiles": len([t for t in self.tiles.tiles if t.kind == "special"]),
            "achievement_cards": len(self.achievements.achievements),
            "exploration_event_cards": len(self.events.events),
            "power_cards": len([c for c in self.power_cards.power_cards if c.module == "base"]),
            "cloud_maker_cards": len([c for c in self.power_cards.power_cards if c.module == "toxic_cloud"]),
            "combat_tactics_cards": len(self.combat_tactics.combat_tactics),
            "solo_cards": len(self.solo.cards),
            "leader_boards": len(self.leaders.leaders),
            "neutral_standees": len(self.neutral_units.neutral_units),
            "toxic_cloud_tokens": self.toxic_cloud.tokens,
            "influence_tokens": len(self.player_board.influence_pool),
        }
        for key, value in expect.items():
            if counts.get(key) != value:
                raise ValueError(f"components.json: entry {key!r} count {counts.get(key)} disagrees with the data ({value})")
        neutral_ids = {n.id for n in self.neutral_units.neutral_units}
        for event in self.events.events:
            if event.encounter and event.encounter.neutral not in neutral_ids:
                raise ValueError(f"exploration_events.json: entry {event.id!r} field encounter.neutral: unknown neutral unit {event.encounter.neutral!r}")
        cloud_ids = {c.id for c in self.power_cards.power_cards if c.module == "toxic_cloud"}
        if set(self.toxic_cloud.power_cards) != cloud_ids:
            raise ValueError(f"toxic_cloud.json: field power_cards {self.toxic_cloud.power_cards} must name the module's power cards {sorted(cloud_ids)}")
        specials = len([t for t in self.tiles.tiles if t.kind == "special"])
        for layout in self.layouts.layouts:
            for holds, pool in (("map", 17), ("special", specials), ("capital", 4)):
                used = sum(s.holds == holds for s in layout.slots)
                if used > pool:
                    raise ValueError(f"layouts.json: entry {layout.id!r}: {used} {holds} slots but only {pool} such tiles")
        return self


FILES: dict[str, tuple[str, type[BaseModel]]] = {
    "components": ("components.json", ComponentsFile),
    "tiles": ("tiles.json", TilesFile),
    "layouts": ("layouts.json", LayoutsFile),
    "achievements": ("achievements.json", AchievementsFile),
    "events": ("exploration_events.json", EventsFile),
    "neutral_units": ("neutral_units.json", NeutralUnitsFile),
    "power_cards": ("power_cards.json", PowerCardsFile),
    "combat_tactics": ("combat_tactics.json", CombatTacticsFile),
    "dice": ("dice.json", DiceFile),
    "leaders": ("leaders.json", LeadersFile),
    "player_board": ("player_board.json", PlayerBoard),
    "action_tracker": ("action_tracker.json", ActionTracker),
    "toxic_cloud": ("toxic_cloud.json", ToxicCloudFile),
    "solo": ("solo.json", SoloFile),
}


def load_all(package: str = CONTENT_PACKAGE) -> WastelandsContent:
    """Load and validate every content file, then run the cross-file checks; raise ContentError on any problem."""
    parts = {key: load_content(package, file_name, model) for key, (file_name, model) in FILES.items()}
    try:
        return WastelandsContent.model_validate(parts)
    except ValidationError as exc:
        raise ContentError(f"cross-file check failed: {exc.errors()[0]['msg']}") from None
