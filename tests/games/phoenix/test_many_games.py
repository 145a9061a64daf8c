"""Hundreds of seeded bot games of Phoenix New Horizon to the end (5. four rounds, 13. end of game, Appendix I solo
against Project Kraken at each difficulty), each replayed from its save code to an equal state.

Unmarked: 30 random games over every setting (the fast check). Marked slow: 240 more random games and greedy
games at every setting.
"""

from __future__ import annotations

import pytest
from many_games import cases, play_and_replay

from engine.games.phoenix.game import GAME

SETTINGS = [(1, {"kraken": "easy"}), (1, {"kraken": "medium"}), (1, {"kraken": "advanced"}),
            (1, {"kraken": "difficult"}), (2, {}), (3, {}), (4, {})]


def _play(players: int, options: dict[str, str], seed: int, bot: str) -> None:
    state = play_and_replay(GAME, players, options, seed, bot).state
    assert state.over and state.final is not None and state.round == 4


@pytest.mark.parametrize("batch", range(3))
def test_random_games_end_and_replay(batch: int) -> None:
    # 5. / 13. / Appendix I: 30 seeded random games over every setting
    for players, options, seed in cases(SETTINGS, 30, 100)[batch::3]:
        _play(players, options, seed, "random")


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(8))
def test_many_random_games_end_and_replay(batch: int) -> None:
    # 5. / 13. / Appendix I: 240 more seeded random games
    for players, options, seed in cases(SETTINGS, 240, 1000)[batch::8]:
        _play(players, options, seed, "random")


@pytest.mark.slow
@pytest.mark.parametrize("setting", range(len(SETTINGS)))
def test_greedy_games_end_and_replay(setting: int) -> None:
    # the greedy bot (heuristics.py) finishes games at every setting
    players, options = SETTINGS[setting]
    _play(players, options, 5000 + setting, "greedy")
