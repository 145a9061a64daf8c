"""Where a player's decision ends (architecture: compound decisions): the steps an action leads to are inside
it, so the bots judge a played card once it lies in a city, never while it is neither in the hand nor placed."""

from __future__ import annotations

from engine.core import bots
from engine.core.rng import Rng
from engine.games.amber.rules.common import card

from .helpers import GAME, choose, position


def _plain(state, era: int = 1) -> str:
    return next(c for c in state.decks[era - 1] if not card(c).cost and card(c).type == "plain")


def test_placing_a_played_card_is_inside_the_play():
    """(rulebook Actions, Play a Card) choosing where the card goes finishes the play action."""
    def edit(state):
        cid = _plain(state)
        state.decks[0].remove(cid)
        state.hands[0][0].append(cid)
    state = position().edit(edit).at("act", seat=0, n=1).state()
    assert not state.pending.inside  # the turn's first action starts a decision
    choose(state, "Play")
    assert state.pending.prompt.startswith("Where does") and state.pending.inside


def test_the_ash_an_exhausted_fire_gives_is_placed_inside_the_action():
    """(rulebook Actions, Exhaust a Card; Round Example, third turn) the Fire's Ash is played at once, as part of
    the same action."""
    state = position().at("act", seat=0, n=1).state()
    choose(state, "Exhaust Fire")
    assert state.pending.prompt.startswith("Where does Ash go") and state.pending.inside


def test_greedy_plays_a_card_rather_than_judging_it_half_played():
    """The greedy bot values a play by its placed card: with a free card in hand in Era 1 it plays or acts, it
    does not pass the era away."""
    def edit(state):
        cid = _plain(state)
        state.decks[0].remove(cid)
        state.hands[0][0].append(cid)
    state = position().edit(edit).at("act", seat=0, n=1).state()
    index = bots.choose(GAME, state, "greedy", Rng.from_seed(3))
    assert "Pass" not in state.pending.options[index].label


def test_a_seat_that_passed_in_the_last_era_is_valued_at_its_end_score():
    """(rulebook End of Game) each Death takes a Utopia away only while one is left: the greedy evaluation of a
    seat that has passed in Era 5 is the score it will end with, so passing hides no value the bot could chase
    with pointless moves."""
    from engine.games.amber.heuristics import value

    from .helpers import du

    def edit(state):
        state.achieved, state.groups, state.first = True, [], None
        state.cities[0] = [[du(state, "utopia"), du(state, "death"), du(state, "death"), du(state, "death")]]
        state.passed = [True, False]
    state = position(era=5).edit(edit).state()
    assert value(state, 0) == 0.0


def test_a_tie_won_by_the_first_player_card_is_worth_more_than_a_tie_lost():
    """(rulebook End of Game) a tie goes to the First Player card holder, and the bots know it."""
    from engine.games.amber.heuristics import evaluate

    def edit(state):
        state.phase, state.over, state.achieved, state.groups, state.first = "over", True, True, [], 1
    state = position(era=5).edit(edit).state()
    assert evaluate(state, 1) > evaluate(state, 0)
