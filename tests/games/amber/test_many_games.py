"""Hundreds of seeded bot games of Ashes & Amber with its expansions to the end (Round Structure, End of Game;
Tribes, The Long Reach, The Remnants), alone, together, with the solo and family rules, each replayed from its save
code to an equal state.

Unmarked: 48 random games over the settings (the fast check). Marked slow: 320 more random games, and greedy games
with every expansion together.
"""

from __future__ import annotations

import pytest
from many_games import cases, play_and_replay

from engine.games.amber.game import GAME

ALL = {"tribes": "on", "long_reach": "on", "remnants": "on"}
SETTINGS = [(n, options) for n in (1, 2, 3, 4)
            for options in ({"tribes": "on"}, {"long_reach": "on"}, {"remnants": "on"}, ALL)]
SETTINGS += [(n, {**ALL, "family": "on"}) for n in (1, 2, 3, 4)] + [(3, {**ALL, "first_game": "yes"})]


def _play(players: int, options: dict[str, str], seed: int, bot: str) -> None:
    state = play_and_replay(GAME, players, options, seed, bot).state
    assert state.over and state.final is not None
    if options.get("tribes") == "on":
        assert all(state.tribe_sets)  # every seat took a Tribe set


@pytest.mark.parametrize("batch", range(3))
def test_random_games_end_and_replay(batch: int) -> None:
    # every expansion alone and together, 1-4 players, solo and family: 48 seeded random games
    for players, options, seed in cases(SETTINGS, 48, 100)[batch::3]:
        _play(players, options, seed, "random")


@pytest.mark.slow
@pytest.mark.parametrize("batch", range(8))
def test_many_random_games_end_and_replay(batch: int) -> None:
    # 320 more seeded random games
    for players, options, seed in cases(SETTINGS, 320, 1000)[batch::8]:
        _play(players, options, seed, "random")


@pytest.mark.slow
@pytest.mark.parametrize("players", (1, 2))
def test_greedy_games_with_every_expansion_end_and_replay(players: int) -> None:
    # the greedy bot (heuristics.py, which weighs Lands, Remnants and Tribe cards) finishes such games
    _play(players, ALL, 5000 + players, "greedy")
