"""The greedy bot's evaluation for ASHES (engine/games/ashes/heuristics.py)."""

from __future__ import annotations

import pytest

from engine.core import bots
from engine.games.ashes import heuristics
from engine.games.ashes.game import GAME
from engine.games.ashes.heuristics import colony_estimate, evaluate

from .helpers import new_game, started


def test_more_vp_is_better_and_a_richer_rival_is_worse() -> None:
    # 5.4 VP count directly; the evaluation is my estimate minus the best other colony's
    s = started(3, 4)
    base = evaluate(s, 0)
    s.players[0].vp += 5
    assert evaluate(s, 0) == pytest.approx(base + 5)
    s.players[0].vp -= 5
    s.players[1].vp += 30
    assert evaluate(s, 0) < base


def test_higher_materials_are_worth_more() -> None:
    # 5.3 / 8.1.3 / 9.3 level II and III materials score and pay for Phoenix upgrades
    s = started(2, 6)
    low = colony_estimate(s, 0)
    s.players[0].materials["plastic"] = 1
    one = colony_estimate(s, 0)
    s.players[0].materials["plastic"] = 0
    s.players[0].materials["tool"] = 1
    two = colony_estimate(s, 0)
    s.players[0].materials["tool"] = 0
    s.players[0].materials["drone"] = 1
    three = colony_estimate(s, 0)
    assert low < one < two < three


def test_end_of_game_uses_the_final_scores() -> None:
    # 12. once the game is over the evaluation is the final score lead
    s = started(2, 7)
    s.final_scores = [50, 42]
    assert evaluate(s, 0) == 8 and evaluate(s, 1) == -8


def test_solo_counts_the_rival() -> None:
    # 13.12 in solo the opponent is the Rival's estimated score
    s = new_game(1, {}, 3)
    while GAME.choice(s) is not None and s.phase == "setup":
        GAME.apply(s, GAME.choice(s).enabled_indices()[0])
    base = evaluate(s, 0)
    s.rival.vp += 10
    assert evaluate(s, 0) == pytest.approx(base - 10)


def test_without_clones(monkeypatch) -> None:
    # runs once per option per bot decision, so it must not clone the state (its speed is a benchmark figure)
    s = started(4, 9)
    import engine.core.clone as clone_mod
    monkeypatch.setattr(clone_mod, "clone", lambda *_: pytest.fail("evaluate cloned the state"))
    for seat in range(4):
        evaluate(s, seat)


@pytest.mark.slow
def test_greedy_beats_random(monkeypatch) -> None:
    # the one-ply greedy bot over this evaluation should beat a random player most of the time
    monkeypatch.setattr(type(GAME), "evaluate", lambda self, state, seat: heuristics.evaluate(state, seat))
    wins = 0
    for seed in range(3):
        s = new_game(2, {}, seed)
        steps = 0
        while (choice := GAME.choice(s)) is not None:
            kind = "greedy" if choice.seat == seed % 2 else "random"
            GAME.apply(s, bots.choose(GAME, s, kind, bots.bot_rng(seed, s.step, choice.seat)))
            steps += 1
            assert steps < 3000
        wins += GAME.scores(s)[seed % 2] > GAME.scores(s)[1 - seed % 2]
    assert wins >= 2


def test_greedy_bot_passes_instead_of_moving_in_circles() -> None:
    # 7.2 / 8.1 a solo player whose Rival has passed keeps taking turns until it passes: a greedy bot must not
    # loop on a move that pays its own fuel back (seed 105 did before moves this round counted against staying)
    from engine.playout import bot_session, play_out

    playout = play_out(bot_session(GAME, 1, {}, 105, "greedy"))
    assert playout.session.over and playout.decisions < 400
