"""Content counts (What's in the Box; the issue's designed content) and the schemas' checks."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.content import ContentError, parse_content
from engine.games.amber.catalog import catalog
from engine.games.amber.schema import CatastrophesFile


def test_chronicle_cards_over_five_eras_each_named():
    """290 Chronicle cards over Eras 1-5 (What's in the Box), every one with its own name (Overview)."""
    cards = catalog().content.chronicle.cards
    assert len(cards) == 290
    eras = Counter(c.era for c in cards)
    assert sorted(eras) == [1, 2, 3, 4, 5] and sum(eras.values()) == 290
    assert len({c.name for c in cards}) == 290
    assert [e.name for e in catalog().content.chronicle.eras][2] == "The Middle Ages"
    assert {c.trait for c in cards} >= {"humanist", "expansionist", "industrialist"}
    assert any(c.cracked for c in cards) and not all(c.cracked for c in cards)


def test_many_cards_share_an_effect_under_different_names():
    """Overview: cards serve the same purpose under different names (Bison and Roasted Nuts are both Food)."""
    cards = catalog().content.chronicle.cards
    effects = Counter(repr(c.effects) for c in cards if c.effects)
    assert max(effects.values()) >= 3
    plain_food = [c.name for c in cards if c.era == 1 and c.type == "plain" and c.symbols == ["food"]]
    assert len(plain_food) >= 2


def test_prehistory_is_simple_and_eras_grow_in_complexity():
    """Overview: Prehistory holds simple effect and resource cards; later eras cost more and do more."""
    cards = catalog().content.chronicle.cards
    costs = {era: sum(1 for c in cards if c.era == era and c.cost) for era in range(1, 6)}
    assert costs[1] == 0 and costs[5] > costs[2]
    kinds = {era: {next(iter(e)) for c in cards if c.era == era for e in c.effects} for era in range(1, 6)}
    assert "remove_death" not in kinds[1] | kinds[2] and "remove_death" in kinds[4]
    assert "death" in kinds[3]  # the Middle Ages' powerful cards that force a Death card (Strategy tips)


def test_timeline_cards_give_each_deck_its_resources():
    """F.A.Q.: the Timeline's resource symbols are the proportions of each era deck (checked when loading)."""
    timeline = catalog().timeline
    assert sorted(timeline) == [1, 2, 3, 4, 5]
    assert timeline[1].resources["food"] > timeline[1].resources["culture"]
    assert [t.catastrophe for t in timeline.values()] == [True, True, True, True, False]
    assert [t.moment for t in timeline.values()] == [False, True, True, True, False]


def test_other_components_counts():
    """What's in the Box: 54 Wonders (27 designs x 2), 62 Resilience, 8 Achievements with 4 Ambitions each, 4
    Civilizations, 32 Catastrophes, 60 Death/Utopia, 36 Ash, 4 Fire, 4 Amber, 16 Decisive Moments, 16 Projects,
    1 First Player card."""
    content = catalog().content
    assert len(content.wonders.cards) == 54 and len({w.design for w in content.wonders.cards}) == 27
    assert sum(w.gold for w in content.wonders.cards) == 27
    assert len(content.resilience.cards) == 62
    assert any(r.power for r in content.resilience.cards) and not all(r.power for r in content.resilience.cards)
    assert len(content.achievements.cards) == 8
    assert all(len(a.ambitions) == 4 for a in content.achievements.cards)
    assert len(content.achievements.civilizations) == 4
    assert len(content.catastrophes.cards) == 32
    assert Counter(c.era for c in content.catastrophes.cards) == {1: 8, 2: 8, 3: 8, 4: 8}
    parts = content.components
    assert (len(parts.death_utopia), len(parts.ash), len(parts.fire), len(parts.amber)) == (60, 36, 4, 4)
    assert len(content.moments.cards) == 16 and len(content.projects.cards) == 16
    assert parts.first_player.name == "First Player"


def test_catastrophes_take_death_first_and_later_target_death():
    """Catastrophe Phase: the first step is always a Death card; Prehistory has only that step; later eras
    target cards touching Death and possibly more."""
    for cat in catalog().content.catastrophes.cards:
        assert "death" in cat.steps[0]
        if cat.era == 1:
            assert len(cat.steps) == 1
        else:
            assert cat.steps[1]["target"]["touching"] == "death" and cat.steps[1]["target"]["count"] is None
    third = [c.steps[2]["target"] for c in catalog().content.catastrophes.cards if len(c.steps) == 3]
    kinds = {t["city"]["kind"] for t in third if t.get("city")}
    assert {"tallest", "border", "amber", "min_size", "adjacent_tallest"} <= kinds
    assert {t["spread"] for t in third} >= {"one", "different", None}


def test_a_prehistory_catastrophe_with_two_steps_is_refused():
    """The schema refuses a Prehistory Catastrophe beyond its first step."""
    text = ('{"cards": [{"id": "k1-1", "name": "Bad", "era": 1, "steps": [{"death": 1}, {"target": {"count": 2}}]}]}')
    with pytest.raises(ContentError):
        parse_content(text, CatastrophesFile, "catastrophes.json")
