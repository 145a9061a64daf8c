"""Setup, the solo and family set-ups, and the Income phase with the rulebook's income examples."""

from __future__ import annotations

from .helpers import GAME, Scenario, position

from engine.games.amber.catalog import catalog
from engine.games.amber.rules.common import card
from engine.games.amber.rules.round import income_draws


def test_setup_for_two_players():
    """(rulebook Setup) Fire on Amber as the first city; Ambitions = players, each on a Civilization; three
    Decisive Moments; two Projects, keep one; the First Player card to a player (rules notes R1)."""
    state = Scenario(GAME, 2, {}, 5).state()
    assert [[card(c).kind for c in city] for city in state.cities[0]] == [["fire", "amber"]]
    assert len(state.groups) == 2 and all(card(g[0]).kind == "ambition" and card(g[1]).kind == "civilization"
                                          for g in state.groups)
    assert len(state.moments) == 3 and state.first in (0, 1)
    assert state.pending.kind == "project_keep" and len(state.project_look[0]) == 2


def test_era_reveals_wonders_and_resilience():
    """(rulebook Income Phase) Wonders = players - 1, Resilience = players, one Catastrophe (Eras 1-4)."""
    state = Scenario(GAME, 3, {}, 2).state()
    for _ in range(3):
        GAME.apply(state, 0)
    kinds = sorted(card(c).kind for c in state.offer)
    assert kinds == ["resilience"] * 3 + ["wonder"] * 2 and state.catastrophe is not None


def test_solo_setup():
    """(rulebook Solo Mode) one Wonder an era, no First Player card."""
    state = Scenario(GAME, 1, {}, 2).state()
    GAME.apply(state, 0)
    assert state.first is None and sum(card(c).kind == "wonder" for c in state.offer) == 1


def test_family_variant_setup():
    """(rulebook Family Variant) no Decisive Moments, no Ambitions (Civilizations kept), no Middle Ages (rules
    notes R3)."""
    state = Scenario(GAME, 2, {"family": "on"}, 2).state()
    assert state.eras == [1, 2, 4, 5] and state.moments == []
    assert all(len(g) == 1 and card(g[0]).kind == "civilization" for g in state.groups)


def test_first_game_leaves_out_cracked_cards():
    """(rulebook What's in the Box) cracked cards are for experienced players."""
    state = Scenario(GAME, 2, {"first_game": "yes"}, 2).state()
    assert not any(c in catalog().cracked for deck in state.decks for c in deck)


def test_income_example_two_cities():
    """(rulebook Income Phase, example) Amber and cities of 3 and 7 cards: 2 cards, then draw 3 keep 1, then draw
    4 keep 1."""
    def edit(state):
        fire, amber = state.cities[0][0]
        state.cities[0] = [[fire, amber] + state.decks[1][:5], state.decks[1][5:8]]
    state = position().edit(edit).state()
    assert income_draws(state, 0) == (2, [3, 4])


def test_round_example_income_single_city():
    """(rulebook Round Example) one city of Fire and Amber: 2 for Amber, 1 for a single city, draw 2 keep 1."""
    state = position().state()
    assert income_draws(state, 0) == (3, [2])


def test_income_with_more_than_four_cities():
    """(rulebook F.A.Q.) more than 4 cities: 6 cards with Amber, the 4 smallest cities only."""
    def edit(state):
        fire, amber = state.cities[0][0]
        deck = state.decks[1]
        state.cities[0] = [[fire, amber], deck[0:5], deck[5:6], deck[6:8], deck[8:9], deck[9:12]]
    state = position().edit(edit).state()
    outright, cities = income_draws(state, 0)
    assert outright + len(cities) == 6 and cities == [1, 1, 2, 2]


def test_draw_three_keeps_one():
    """(rulebook F.A.Q.) Draw 3: look at three, keep one, the two others are discarded."""
    state = position().at("look", seat=0, n=3).state()
    assert state.pending.kind == "keep" and len(state.pending.options) == 3
    GAME.apply(state, 0)
    assert len(state.hands[0][0]) == 1 and len(state.discards[0]) == 2
