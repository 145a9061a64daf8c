"""The Toxic Cloud module and the automated players (solo) content."""

from collections import Counter
from typing import Annotated, Literal

from pydantic import Field, model_validator

from .base import HEX_ORDER, Amount, CombatUpgrade, Entry, Resource, Strict, _count, _unique_ids


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
    where: Literal["near_capital", "near_outpost", "frontier", "anywhere"] | None = None
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
    which: Literal["claiming", "non_claiming", "any"] | None = None
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
