"""Pydantic models of every Ashes & Amber content file, and `load_all()` (each file validated once, then the
cross-file checks). The files are described in docs/content-amber.md.

Effects (card texts, Catastrophe steps, Decisive Moments) are typed by the game's vocabulary
(`Annotated[Effect, EFFECTS.check]`): the kinds must be declared (rules/effects.py imported) before a file is validated.
"""

from collections import Counter
from typing import Annotated, Literal

from pydantic import Field, model_validator

from engine.core.content import ContentError, Strict, load_files
from engine.core.vocabulary import Effect as CoreEffect

from ..vocabulary import EFFECTS

PACKAGE = "engine.games.amber.content"

Resource = Literal["food", "population", "engineering", "culture", "science"]
RESOURCES: tuple[Resource, ...] = ("food", "population", "engineering", "culture", "science")
CostItem = Literal["food", "population", "engineering", "culture", "science", "any"]
Symbol = Literal["food", "population", "engineering", "culture", "science", "utopia"]
Trait = Literal["humanist", "expansionist", "industrialist"]
Mark = Literal["must_play", "new_city"]
Metric = Literal["cities", "tallest_city", "utopia", "exhausted", "shields", "wonders", "ash", "fewest_death",
                 "food", "population", "engineering", "culture", "science", "amber_on_top", "no_death", "ambitions",
                 "era1_cards", "hand", "lands"]
Permanent = Literal["pass_death", "draw_plus", "no_new_city", "ash_one"]
# An effect field: plain data `{kind: payload}`, validated against the declared effect kinds when content loads.
Effect = Annotated[CoreEffect, EFFECTS.check]
Effects = list[Effect]
Name = Annotated[str, Field(min_length=1, max_length=60)]
Id = Annotated[str, Field(pattern=r"^[a-z0-9\-]+$", min_length=1, max_length=16)]
Era = Annotated[int, Field(ge=1, le=5)]


class EraName(Strict):
    era: Era
    name: Name


class Chronicle(Strict):
    """A card of an era deck: bottom symbols, type, trait, effect when exhausted, cost when played."""

    id: Id
    name: Name
    era: Era
    symbols: list[Symbol] = Field(min_length=1, max_length=3)
    type: Literal["plain", "action"]
    cost: list[CostItem] = Field(max_length=3)
    effects: Effects
    marks: list[Mark] = Field(max_length=1)
    trait: Trait | None
    cracked: bool

    @model_validator(mode="after")
    def _actions_act(self) -> "Chronicle":
        if (self.type == "action") != bool(self.effects):
            raise ValueError(f"{self.id}: action cards have effects, plain cards none")
        return self


class ChronicleFile(Strict):
    eras: list[EraName] = Field(min_length=5, max_length=5)
    cards: list[Chronicle] = Field(min_length=290, max_length=290)


class Timeline(Strict):
    """The Timeline card of an era: its phases and the resource symbols its deck holds."""

    id: Id
    era: Era
    name: Name
    resources: dict[Resource, int]
    catastrophe: bool
    moment: bool


class TimelineFile(Strict):
    cards: list[Timeline] = Field(min_length=5, max_length=5)


class Wonder(Strict):
    id: Id
    design: int = Field(ge=1, le=27)
    name: Name
    era: Era
    cost: list[CostItem] = Field(min_length=1, max_length=3)
    symbols: list[Symbol]
    effects: Effects = Field(min_length=1)
    gold: bool  # the gold-foiled copy (cosmetic)


class WondersFile(Strict):
    cards: list[Wonder] = Field(min_length=54, max_length=54)


class Resilience(Strict):
    """A Resilience card: its small shield protects the card below; `power` is its once-a-game greater power."""

    id: Id
    name: Name
    era: Annotated[int, Field(ge=1, le=4)]
    cost: list[CostItem] = Field(min_length=1, max_length=2)
    symbols: list[Symbol]
    power: Effect | None


class ResilienceFile(Strict):
    cards: list[Resilience] = Field(min_length=62, max_length=62)


class Catastrophe(Strict):
    id: Id
    name: Name
    era: Annotated[int, Field(ge=1, le=4)]
    steps: Effects = Field(min_length=1, max_length=3)

    @model_validator(mode="after")
    def _death_first(self) -> "Catastrophe":
        if "death" not in self.steps[0]:
            raise ValueError(f"{self.id}: the first step of a Catastrophe is always to take a Death card")
        if self.era == 1 and len(self.steps) != 1:
            raise ValueError(f"{self.id}: Prehistory Catastrophes have the first step only")
        if self.era > 1 and self.steps[1] != {"target": {"count": None, "touching": "death", "card": "any",
                                                         "city": None, "position": None, "spread": None}}:
            raise ValueError(f"{self.id}: from Era 2 on the second step targets every card touching Death")
        return self


class CatastrophesFile(Strict):
    cards: list[Catastrophe] = Field(min_length=32, max_length=32)


class Ambition(Strict):
    id: Id
    name: Name
    cost: list[CostItem] = Field(min_length=1, max_length=3)
    symbols: list[Symbol]
    effects: Effects = Field(min_length=1)


class Achievement(Strict):
    """The great moment of the last era: steps resolved like a Catastrophe, permanent Era 5 effects, its four
    Ambitions."""

    id: Id
    name: Name
    steps: Effects = Field(min_length=1, max_length=3)
    permanent: list[Permanent]
    ambitions: list[Ambition] = Field(min_length=4, max_length=4)


class AchievementsFile(Strict):
    cards: list[Achievement] = Field(min_length=8, max_length=8)
    civilizations: list[Ambition] = Field(min_length=4, max_length=4)


class Moment(Strict):
    """A Decisive Moment: what each player may carry out (left), and the condition the single best is rewarded
    for (right)."""

    id: Id
    name: Name
    left: Effects = Field(min_length=1)
    right: dict[Literal["most"], Metric]


class MomentsFile(Strict):
    cards: list[Moment] = Field(min_length=16, max_length=16)


class Project(Strict):
    """A secret Project: worth 2 Utopia at the end when its condition holds."""

    id: Id
    name: Name
    metric: Metric
    at_least: int = Field(ge=1)


class ProjectsFile(Strict):
    cards: list[Project] = Field(min_length=16, max_length=16)


class Fire(Strict):
    id: Id
    name: Name
    effects: Effects


class Plain(Strict):
    id: Id
    name: Name = ""


class ComponentsFile(Strict):
    fire: list[Fire] = Field(min_length=4, max_length=4)
    amber: list[Plain] = Field(min_length=4, max_length=4)
    ash: list[Plain] = Field(min_length=36, max_length=36)
    death_utopia: list[Plain] = Field(min_length=60, max_length=60)
    first_player: Plain


class Remnant(Strict):
    """A Remnants card (The Remnants): it takes a burned Amber's place; exhausting it takes the Amber back and
    returns it to the table."""

    id: Id
    name: Name
    symbols: list[Symbol] = Field(min_length=1, max_length=2)
    effects: Effects = Field(min_length=2)

    @model_validator(mode="after")
    def _gives_the_amber_back(self) -> "Remnant":
        kinds = [next(iter(e)) for e in self.effects]
        if kinds[-2:] != ["take_amber", "remove_remnant"]:
            raise ValueError(f"{self.id}: a Remnants card ends by taking the Amber back, then leaving the cities")
        return self


class RemnantsFile(Strict):
    cards: list[Remnant] = Field(min_length=4, max_length=4)

    @model_validator(mode="after")
    def _one_utopia(self) -> "RemnantsFile":
        if sum("utopia" in c.symbols for c in self.cards) != 1:
            raise ValueError("exactly one Remnants card shows Utopia")
        return self


class Land(Strict):
    """A Land card (The Long Reach): its place in the Land deck, the player count it needs (1: every game, 3: the
    3+ mark, 4: the 4+ mark), the symbols a claimer must show on different cards, its own bottom symbols."""

    id: Id
    order: int = Field(ge=1, le=40)
    name: Name
    players: Literal[1, 3, 4]
    requires: list[Resource] = Field(min_length=1, max_length=5)
    symbols: list[Symbol] = Field(min_length=1, max_length=2)


class LongReachFile(Strict):
    """The Long Reach: 40 Lands in their order (the last in Antarctica), its Decisive Moment, its Catastrophe."""

    lands: list[Land] = Field(min_length=40, max_length=40)
    moment: Moment
    catastrophe: Catastrophe

    @model_validator(mode="after")
    def _in_order(self) -> "LongReachFile":
        if [land.order for land in self.lands] != list(range(1, 41)):
            raise ValueError("the Lands are listed in their order, 1 to 40")
        if self.lands[-1].name != "Antarctica":
            raise ValueError("the last Land is Antarctica")
        finals = [land for land in self.lands if land.symbols.count("utopia") == 2]
        if not finals or finals != self.lands[-len(finals):] or any(land.players != 1 for land in finals):
            raise ValueError("the final Lands, in every game, are the ones worth 2 Utopia")
        return self


TribePermanent = Literal["income_plus", "draw_plus", "ash_one", "found_one", "free_move", "pass_utopia"]
TribeLimit = Literal["cant_claim", "cant_found", "must_top"]


class TribeFace(Strict):
    """One face of a Tribe card: its own cost, symbols, type and effects; `permanent` (double arrow) and `limits`
    (MUST / CAN'T) hold while it is the top card of a city."""

    id: Annotated[str, Field(pattern=r"^t[0-9]{2}-[1-5][ab]$")]
    name: Name
    type: Literal["plain", "action", "shield"]
    symbols: list[Symbol] = Field(min_length=1, max_length=3)
    cost: list[CostItem] = Field(max_length=3)
    effects: Effects
    permanent: list[TribePermanent]
    limits: list[TribeLimit]
    marks: list[Mark] = Field(max_length=1)

    @model_validator(mode="after")
    def _actions_act(self) -> "TribeFace":
        if (self.type == "action") != bool(self.effects):
            raise ValueError(f"{self.id}: action faces have effects, the others none")
        return self


class TribeCard(Strict):
    number: int = Field(ge=1, le=5)
    faces: list[TribeFace] = Field(min_length=2, max_length=2)


class TribeSet(Strict):
    """A Tribe set: 5 double-sided cards played in order (card 1 replaces the Fire), with its play style."""

    id: Annotated[str, Field(pattern=r"^t[0-9]{2}$")]
    name: Name
    style: Annotated[str, Field(min_length=1, max_length=160)]
    cards: list[TribeCard] = Field(min_length=5, max_length=5)

    @model_validator(mode="after")
    def _numbered(self) -> "TribeSet":
        if [c.number for c in self.cards] != [1, 2, 3, 4, 5]:
            raise ValueError(f"{self.id}: the cards are numbered 1 to 5 in play order")
        for c in self.cards:
            if [f.id for f in c.faces] != [f"{self.id}-{c.number}a", f"{self.id}-{c.number}b"]:
                raise ValueError(f"{self.id}: card {c.number}'s faces are {self.id}-{c.number}a and b")
        if any(f.cost or f.marks for f in self.cards[0].faces):
            raise ValueError(f"{self.id}: card 1 replaces the Fire at setup: no cost, no mark")
        return self


class TribesFile(Strict):
    sets: list[TribeSet] = Field(min_length=19, max_length=19)

    @model_validator(mode="after")
    def _distinct(self) -> "TribesFile":
        if len({s.style for s in self.sets}) != 19 or len({s.name for s in self.sets}) != 19:
            raise ValueError("19 Tribe sets, each with its own name and play style")
        return self


class Content(Strict):
    """Every content file, validated: one field per file, read from `<field>.json` (`load_all`)."""

    chronicle: ChronicleFile
    timeline: TimelineFile
    wonders: WondersFile
    resilience: ResilienceFile
    catastrophes: CatastrophesFile
    achievements: AchievementsFile
    moments: MomentsFile
    projects: ProjectsFile
    components: ComponentsFile
    remnants: RemnantsFile
    long_reach: LongReachFile
    tribes: TribesFile


def load_all() -> Content:
    """Validate every content file, then check what ties files together (era sizes, Timeline proportions)."""
    return load_files(PACKAGE, Content, check=_cross_checks)


def _cross_checks(content: Content) -> None:
    """Each era deck holds exactly the resource symbols its Timeline card shows; names are unique; Wonders come
    in two copies."""
    for timeline in content.timeline.cards:
        symbols = Counter(s for card in content.chronicle.cards if card.era == timeline.era for s in card.symbols
                          if s != "utopia")
        if dict(symbols) != {k: v for k, v in timeline.resources.items() if v}:
            raise ContentError(f"timeline.json: era {timeline.era} shows {timeline.resources}, its deck holds "
                               f"{dict(symbols)}")
    names = Counter(card.name for card in content.chronicle.cards)
    repeated = [name for name, n in names.items() if n > 1]
    if repeated:
        raise ContentError(f"chronicle.json: {repeated[0]!r} names two cards")
    designs = Counter(card.design for card in content.wonders.cards)
    if set(designs.values()) != {2} or len(designs) != 27:
        raise ContentError("wonders.json: 27 designs in two copies each")
