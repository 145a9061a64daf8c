"""Hundreds of seeded bot games of Rise of the Wastelands to the end (Winning the Game, Endgame, Solo Mode).

Random bots play 160 games: 120 solo games against one and two automated players at every difficulty, with no
module, the Toxic Cloud module and the Special Tiles expansion; and 40 games between player seats at 2, 3 and 4
seats, with the modules, the hard-achievements variant and automated players beside them. Greedy bots play 5
more (their 2- and 4-seat games without automated players take minutes each, so those are left to the random
bots and to the conformance suite's playouts). Each game must end without an error, by the endgame trigger,
with winners, and its save code must replay to an equal state. Unmarked (the fast check): the first batch of
solo games. Marked slow: the other batches, every batch of table games (4-seat random games take over a minute;
the conformance suite's playouts cover a table game in the inner loop) and the greedy games.
"""

from __future__ import annotations

import pytest

from engine.games.wastelands.game import GAME
from many_games import cases, play_and_replay

MODULES = ({}, {"toxic_cloud": "on"}, {"special_tiles": "on"})
SOLO = [(1, {"automated": automated, "difficulty": difficulty, **module})
        for automated in ("1", "2") for difficulty in ("easy", "medium", "hard") for module in MODULES]
TABLE = [(2, {}), (3, {}), (4, {}), (2, {"toxic_cloud": "on"}), (4, {"special_tiles": "on"}),
         (2, {"long": "hard_achievements"}), (2, {"automated": "1", "difficulty": "hard"}), (3, {"automated": "1"})]
GREEDY = [(3, {}), (1, {"automated": "1"}), (1, {"automated": "2", "difficulty": "hard"}), (2, {"toxic_cloud": "on"}),
          (1, {"automated": "1", "toxic_cloud": "on"})]
BATCHES = 10


def _play(players: int, options: dict[str, str], seed: int, bot: str) -> None:
    state = play_and_replay(GAME, players, options, seed, bot).state
    assert state.endgame_by is not None, "the game ended without the endgame trigger"


BATCH_PARAMS = [pytest.param(batch, marks=() if batch == 0 else (pytest.mark.slow,)) for batch in range(BATCHES)]


@pytest.mark.parametrize("batch", BATCH_PARAMS)
def test_random_solo_games_end_and_replay(batch: int) -> None:
    # Solo Mode: 120 games, every automated count x difficulty x module
    for players, options, seed in cases(SOLO, 120, 2000)[batch::BATCHES]:
        _play(players, options, seed, "random")


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_table_games_end_and_replay(batch: int) -> None:
    # Winning the Game / Endgame: 40 games between player seats
    for players, options, seed in cases(TABLE, 40, 3000)[batch::BATCHES]:
        _play(players, options, seed, "random")


@pytest.mark.slow
@pytest.mark.parametrize("setting", range(len(GREEDY)))
def test_greedy_games_end_and_replay(setting: int) -> None:
    # The greedy bots (heuristics.py) finish games at every seat count and with each module
    players, options = GREEDY[setting]
    _play(players, options, 4000 + setting, "greedy")
