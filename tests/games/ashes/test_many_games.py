"""Hundreds of seeded bot games of ASHES to the end (6. three rounds, 12. final scoring, 13. solo Rival).

Every player count and every Rival level is played by random bots (200 games) and greedy bots (15 games); each
game must end without an error (the greedy games are marked slow), and its save code must decode to an equal state (same fingerprint, same scores).
"""

from __future__ import annotations

import pytest

from engine.games.ashes.game import GAME
from many_games import cases, play_and_replay

# (players, options): 1 player against each Rival level, then 2, 3 and 4 players
SETTINGS = [(1, {"rival": "normal"}), (1, {"rival": "advanced"}), (1, {"rival": "expert"}),
            (2, {}), (3, {"first_game": "no"}), (4, {})]
RANDOM_GAMES = 200
GREEDY_GAMES = (3, 3, 3, 3, 2, 1)  # 15 greedy games; fewer at 3-4 players, whose greedy games are the slowest


def _play(players: int, options: dict[str, str], seed: int, bot: str) -> None:
    state = play_and_replay(GAME, players, options, seed, bot).state
    assert state.final_scores is not None and state.round == 3


@pytest.mark.parametrize("batch", range(10))
def test_random_games_end_and_replay(batch: int) -> None:
    # 6. / 12. / 13. random bots: 200 seeded games over every player count and Rival level
    for players, options, seed in cases(SETTINGS, RANDOM_GAMES, 1000)[batch::10]:
        _play(players, options, seed, "random")


@pytest.mark.slow  # greedy bots judge whole decisions: about 20 s a game
@pytest.mark.parametrize("setting", range(len(SETTINGS)))
def test_greedy_games_end_and_replay(setting: int) -> None:
    # 6. / 12. / 13. greedy bots: 15 seeded games over every setting
    players, options = SETTINGS[setting]
    for k in range(GREEDY_GAMES[setting]):
        _play(players, options, 5000 + 10 * setting + k, "greedy")
