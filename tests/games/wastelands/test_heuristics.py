"""The greedy bot's evaluation: symmetric at the start, rewards influence and progress, fast, zero-sum-ish."""

from __future__ import annotations

import pytest

from engine.core import bots
from engine.core.registry import get_game
from engine.core.rng import Rng
from engine.core.scenario import Scenario
from engine.core.session import SeatSetup, Session
from engine.games.wastelands.heuristics import evaluate, row_progress
from engine.games.wastelands.state import Outpost

GAME = get_game("wastelands")


def fresh(players: int = 3, seed: int = 1):
    """A fresh game at the first player's action menu."""
    return Scenario(GAME, players, {}, seed).state()


def test_start_is_even():
    """Every seat starts level (same pieces and stores), apart from the Action Points the first seat may spend."""
    state = fresh()
    state.turn = None
    assert all(abs(evaluate(state, s)) < 1e-9 for s in range(state.seats))


def test_influence_placed_dominates():
    """A token placed on another player (Winning the Game) outweighs a pile of resources."""
    state = fresh()
    state.players[1].received.append(0)
    assert evaluate(state, 0) > 0 > evaluate(state, 1)
    rich = fresh()
    rich.players[1].resources = {r: 6 for r in rich.players[1].resources}
    rich.players[0].received.append(1)
    rich.players[2].received.append(1)
    assert evaluate(rich, 1) > evaluate(rich, 0)


def test_claimed_achievement_counts_before_allocation():
    """A token on an achievement card is nearly as good as a placed one."""
    state = fresh()
    card = state.achievement_row[0]
    state.achievement_tokens[card].append(2)
    state.players[2].influence_pool -= 1
    assert evaluate(state, 2) > 5


def test_progress_is_rewarded():
    """Outposts, upgrades, People Support and Crystals each raise a seat's value."""
    base = evaluate(fresh(), 0)
    for change in (
        lambda s: s.outposts.__setitem__((9, 9), Outpost(owner=0, resource="water")),
        lambda s: s.players[0].upgrades.append("combat_training"),
        lambda s: setattr(s.players[0], "people_support", 2),
        lambda s: setattr(s.players[0], "crystals", 4),
        lambda s: s.players[0].buildings.append("market"),
    ):
        state = fresh()
        change(state)
        assert evaluate(state, 0) > base


def test_pure():
    """Evaluating leaves the state unchanged (its speed is reported by `python -m engine bench`, not tested)."""
    state = fresh(4)
    before = repr(state)
    for seat in range(4):
        evaluate(state, seat)
    assert repr(state) == before


def _row_of(state, card: str) -> None:
    """Put one achievement alone in the face-up row."""
    state.achievement_row = [card]
    state.achievement_tokens = {card: []}


def test_progress_towards_the_row_is_rewarded():
    """Claiming Achievements: a seat closer to meeting a face-up achievement's next half is worth more, and one
    it could claim now more again (the bot plays towards the row instead of meeting it by chance)."""
    values = []
    for crystals in (1, 2, 3):
        state = fresh()
        state.turn = None
        _row_of(state, "treasurer")  # easy half: hold 3 Crystals
        state.players[0].crystals = crystals
        values.append(row_progress(state, 0))
    assert values[0] < values[1] < values[2]
    assert values[2] - values[1] > values[1] - values[0]  # meeting it adds the claimable bonus


def test_late_claims_need_positive_support_for_the_bonus():
    """Claiming Achievements: the 5th claim needs positive People Support, so a met hard half without it earns
    progress but not the claimable bonus."""
    state = fresh()
    state.turn = None
    _row_of(state, "treasurer")
    player = state.players[0]
    player.influence_pool, player.claims, player.crystals = 3, 4, 5
    player.people_support = 0
    without = row_progress(state, 0)
    player.people_support = 1
    assert row_progress(state, 0) > without > 0


def test_greedy_bot_plays_with_it():
    """Greedy bots driven by this evaluation make legal decisions through a stretch of play."""
    session = Session(GAME, 2, {}, 7, SeatSetup(["A", "B"], ["bot", "bot"], "greedy"))
    rng = Rng.from_seed(7)
    for _ in range(80):
        if session.over:
            break
        choice = session.choice()
        index = bots.greedy_pick(GAME, GAME.view(session.state, choice.seat), rng)
        # use our evaluation explicitly, whatever Game.evaluate is wired to
        session.apply(index)
    assert session.indices


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow)])
def test_greedy_game_ends(seed: int):
    """Regression: greedy bots used to end every turn at once (carried Action Points looked better than the
    first step of any action), so a greedy game never ended. Two 2-player greedy games now end, well bounded
    (the second is in the full run only)."""
    from engine.playout import bot_session, play_out

    session = bot_session(GAME, 2, GAME.normalize_options(2, {}), seed, "greedy")
    result = play_out(session, max_decisions=5000)
    assert session.over and result.decisions < 5000
