"""Whole solo games against the Rival (13.) for each difficulty.

`test_rival_alone_*` drive three rounds of Rival turns through this module's own frames (no player moves), so
they test this module alone. The `Session` games below go through the rules engineer's solo wiring (13.1 setup
with the automa seat, `rival_turn` / `rival_end_round` / `rival_final_scoring` frames in the round flow); they
would skip, saying so, if `GAME.setup(1, ...)` stopped seating the Rival.
"""

from __future__ import annotations

import pytest

from engine.core.bots import BOT_KINDS
from engine.games.ashes.automa import rival
from engine.games.ashes.game import GAME
from engine.playout import bot_session, play_out

from .test_rival_helpers import RIVAL, rival_turn, solo, wired
from .helpers import new_game

DIFFICULTIES = ("normal", "advanced", "expert")


def _flow(state, name: str) -> None:
    state.pending = None
    state.stack = []
    state.push(name, seat=RIVAL)
    GAME.flow.settle(state)


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("seed", range(1, 9))
def test_rival_alone_three_rounds(difficulty: str, seed: int) -> None:
    # 13.7-13.12 three rounds of Rival turns (the player having passed at once), then its final score:
    # every round ends with a pass, pieces stay within their supply, VP never fall
    s = solo(seed, difficulty)
    vp = s.rival.vp
    for rnd in (1, 2, 3):
        s.round = rnd
        s.next_order = {1: 0}
        turns = 0
        while not s.rival.passed:
            rival_turn(s)
            turns += 1
            assert turns <= 2 * len(rival.R().cards)
            assert s.rival.vp >= vp
            vp = s.rival.vp
        assert s.next_order[2] == RIVAL
        _flow(s, "rival_end_round")
        assert not s.rival.passed
    _flow(s, "rival_final_scoring")
    r = s.rival
    assert r.vp >= vp and r.discs_built <= 6 and len(r.upgrades_used) <= 10
    assert len(set(r.upgrades_used)) == len(r.upgrades_used)
    assert sum(1 for owner in s.construction.values() if owner == RIVAL) == r.discs_built
    assert sum(len(c) for c in r.columns.values()) <= r.discs_built
    installed = sum(1 for owner in s.phoenix_upgrades.values() if owner == RIVAL)
    assert installed + len(r.milestones) == len(r.upgrades_used)
    assert sorted(r.deck + r.discard) == sorted(rival.R().cards)
    assert all(0 <= v for pair in s.survivors.values() for v in pair) and min(s.bag) >= 0


needs_wiring = pytest.mark.skipif(not wired(), reason="solo setup and round flow not wired to rival.py yet")


# Every difficulty against the random and the greedy bot: the Rival's own play does not depend on which bot sits
# in the player seat (the search bot, whose whole game takes minutes, decides in solo positions in the
# conformance suite and the arena tests).
# Greedy games take seconds each, so they are marked slow; the inner loop plays every difficulty at random.
SOLO_GAMES = [pytest.param(difficulty, bot, marks=(pytest.mark.slow,) if bot == "greedy" else ())
              for difficulty in DIFFICULTIES for bot in BOT_KINDS if bot != "search"]


@needs_wiring
@pytest.mark.parametrize("difficulty, bot", SOLO_GAMES)
def test_solo_game_to_the_end(difficulty: str, bot: str) -> None:
    # 13.1-13.12 a seeded solo game with a bot in the player seat reaches the end; the Rival played and scored
    session = bot_session(GAME, 1, {"rival": difficulty}, seed=11, bot=bot)
    play_out(session)
    state = session.state
    assert state.over and state.rival is not None and state.rival.difficulty == difficulty
    assert state.round == 3
    assert any("reveals Rival action" in line.text for line in state.log)
    assert any("scores" in line.text and "in all" in line.text for line in state.log)
    scores = GAME.scores(state)
    assert len(scores) == 2 and scores[RIVAL] == state.rival.vp


@needs_wiring
def test_solo_game_replays_exactly() -> None:
    # design: same seed and same decisions give the same Rival (its deck only moves through state.rng)
    a = play_out(bot_session(GAME, 1, {"rival": "advanced"}, seed=5)).session
    b = bot_session(GAME, 1, {"rival": "advanced"}, seed=5)
    for index in a.indices:
        b.apply(index)
    assert b.state.rival == a.state.rival and [x.text for x in b.state.log] == [x.text for x in a.state.log]


@needs_wiring
def test_view_hides_the_rival_deck() -> None:
    # design: the Rival's face-down action cards do not leak into the player's view
    state = new_game(1, {"rival": "normal"}, 3)
    seen = GAME.view(state, 0)
    assert seen.rival.deck == sorted(state.rival.deck)
