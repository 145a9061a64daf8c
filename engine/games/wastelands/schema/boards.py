"""Leaders, the player board, the action tracker and the component list."""

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .base import ActionId, Amount, Currency, Effect, Entry, ItemId, Rank, Resource, Strict, Timing, _count, _unique_ids
from .effects import Condition, Passive


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
    level: Literal[1, 2] | None = None
    requires: list[ItemId] = []
    resource: Resource | None = None
    combat_rank: Rank | None = None
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
    unlocked_by: ItemId | None = None
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
