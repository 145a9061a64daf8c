"""The content loaded once, with one index of every card that can sit in a city or a hand (`cards`) and the
other components by id."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.content import index_by, once

from .schema import Achievement, Catastrophe, Content, Moment, Project, Timeline, load_all

ERA_NAMES = {1: "Prehistory", 2: "Antiquity", 3: "the Middle Ages", 4: "the Age of Industry", 5: "the Modern Era"}


@dataclass(frozen=True)
class Card:
    """A card as the rules see it, whatever its file: kind (chronicle, wonder, resilience, ambition,
    civilization, fire, amber, ash, du, remnant, land, tribe), type (plain, action, shield, wonder, ambition, amber), bottom symbols,
    cost, effects, marks."""

    id: str
    name: str
    kind: str
    type: str
    era: int = 0
    symbols: tuple[str, ...] = ()
    cost: tuple[str, ...] = ()
    effects: list = field(default_factory=list)
    marks: tuple[str, ...] = ()
    trait: str | None = None
    cracked: bool = False
    power: dict | None = None
    requires: tuple[str, ...] = ()  # a Land: the symbols its claimer shows on different cards
    players: int = 1  # a Land: the player count it needs
    permanent: tuple[str, ...] = ()  # a Tribe face: double-arrow effects while it is the top card of a city
    limits: tuple[str, ...] = ()  # a Tribe face: MUST / CAN'T while it is the top card of a city


@dataclass
class Catalog:
    content: Content
    cards: dict[str, Card]
    catastrophes: dict[str, Catastrophe]
    achievements: dict[str, Achievement]
    moments: dict[str, Moment]
    projects: dict[str, Project]
    timeline: dict[int, Timeline]
    era_decks: dict[int, list[str]]  # every Chronicle card of an era
    cracked: set[str]
    ambition_of: dict[str, str]  # Ambition card -> its Achievement


def _cards(content: Content) -> list[Card]:
    cards = [Card(c.id, c.name, "chronicle", c.type, c.era, tuple(c.symbols), tuple(c.cost), list(c.effects),
                  tuple(c.marks), c.trait, c.cracked) for c in content.chronicle.cards]
    cards += [Card(w.id, w.name, "wonder", "wonder", w.era, tuple(w.symbols), tuple(w.cost), list(w.effects))
              for w in content.wonders.cards]
    cards += [Card(r.id, r.name, "resilience", "shield", r.era, tuple(r.symbols), tuple(r.cost), power=r.power)
              for r in content.resilience.cards]
    for ach in content.achievements.cards:
        cards += [Card(a.id, a.name, "ambition", "ambition", 5, tuple(a.symbols), tuple(a.cost), list(a.effects),
                       ("must_play",)) for a in ach.ambitions]
    cards += [Card(c.id, c.name, "civilization", "ambition", 5, tuple(c.symbols), tuple(c.cost), list(c.effects),
                   ("must_play",)) for c in content.achievements.civilizations]
    parts = content.components
    cards += [Card(f.id, f.name, "fire", "action", effects=list(f.effects)) for f in parts.fire]
    cards += [Card(a.id, a.name, "amber", "amber") for a in parts.amber]
    cards += [Card(a.id, "Ash", "ash", "plain", symbols=("ash",)) for a in parts.ash]
    cards += [Card(d.id, "Death", "du", "plain") for d in parts.death_utopia]
    cards += [Card(r.id, r.name, "remnant", "action", symbols=tuple(r.symbols), effects=list(r.effects))
              for r in content.remnants.cards]
    cards += [Card(land.id, land.name, "land", "land", symbols=tuple(land.symbols), requires=tuple(land.requires),
                   players=land.players) for land in content.long_reach.lands]
    cards += [Card(f.id, f.name, "tribe", f.type, symbols=tuple(f.symbols), cost=tuple(f.cost), effects=list(f.effects),
                   marks=tuple(f.marks), permanent=tuple(f.permanent), limits=tuple(f.limits))
              for tribe in content.tribes.sets for c in tribe.cards for f in c.faces]
    return cards


@once
def catalog() -> Catalog:
    """Every content file validated once (the effect kinds declared first), with its indexes."""
    from .rules import effects, long_reach, remnants, tribes  # noqa: F401  (declare the effect kinds the files use)

    content = load_all()
    cards = index_by(_cards(content), "cards")
    decks = {era: [c.id for c in content.chronicle.cards if c.era == era] for era in range(1, 6)}
    ambition_of = {a.id: ach.id for ach in content.achievements.cards for a in ach.ambitions}
    reach = content.long_reach
    return Catalog(content, cards, index_by([*content.catastrophes.cards, reach.catastrophe], "catastrophes"),
                   index_by(content.achievements.cards, "achievements.json"),
                   index_by([*content.moments.cards, reach.moment], "moments"),
                   index_by(content.projects.cards, "projects.json"),
                   {t.era: t for t in content.timeline.cards}, decks,
                   {c.id for c in content.chronicle.cards if c.cracked}, ambition_of)
