"""Cards and dice: achievements, exploration events, neutral units, power cards, combat tactics, dice."""

from typing import Annotated, Literal

from pydantic import Field, model_validator

from .base import ActionId, Effect, Entry, Strict, Timing, _count, _unique_ids
from .effects import Condition, Strength


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
    options: list[Option] | None = None
    encounter: Encounter | None = None

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
    action_cost: ActionId | None = None
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
    value: int | None = None
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
