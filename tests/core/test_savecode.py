"""Save codes on the test game: round trips, share links, and the length goal for a full game."""

from __future__ import annotations

import re

import pytest

from engine.core import bots, savecode
from engine.core.fingerprint import fingerprint
from engine.core.session import BOT, HUMAN, SeatSetup, Session
from testgame import GAME


def played(players=4, seed=1, steps=None, **options) -> Session:
    """A session of the test game played by random bots (to the end, or for `steps` decisions)."""
    s = Session(GAME, players, options, seed, SeatSetup([f"Name {n}" for n in range(players)],
                                                         [HUMAN] + [BOT] * (players - 1), "random"))
    while s.choice() is not None and (steps is None or len(s.indices) < steps):
        choice = s.choice()
        s.apply(bots.choose(GAME, s.state, "random", bots.bot_rng(seed, s.state.step, choice.seat)))
    return s


def test_round_trip_keeps_everything_the_session_needs():
    """decode(encode(s)) restores game, options, seed, seats, practice flag, decisions and state."""
    s = played(players=3, seed=9, steps=10, rounds="5")
    s.practice = True
    loaded = savecode.decode(savecode.encode(s))
    assert loaded.game is GAME
    assert (loaded.players, loaded.options, loaded.seed, loaded.practice) == (3, s.options, 9, True)
    assert loaded.seats == s.seats and loaded.indices == s.indices
    assert loaded.state == s.state and fingerprint(loaded.state) == fingerprint(s.state)


def test_codes_are_url_safe_and_versioned():
    """A code is 'S1' followed by base64url characters only (no padding)."""
    code = savecode.encode(played(steps=5))
    assert re.fullmatch(r"S1[A-Za-z0-9_-]+", code)


def test_share_links_and_whitespace_are_accepted():
    """A whole share link (#code=...) and a code broken over lines both load."""
    s = played(steps=6)
    code = savecode.encode(s)
    spaced = "\n".join(code[i:i + 20] for i in range(0, len(code), 20))
    for text in (f"https://example.org/play/#code={code}", f"  {spaced}  "):
        assert savecode.decode(text).state == s.state


@pytest.mark.parametrize("seed", range(5))
def test_full_game_at_most_players_fits_the_length_goal(seed):
    """A full 4-player game with the Scavenger and 5 rounds saves in at most 1,500 characters."""
    s = played(players=4, seed=seed, automa="on", rounds="5")
    assert s.over
    code = savecode.encode(s)
    assert len(code) <= 1500, f"{len(code)} characters for {len(s.indices)} decisions"
    assert savecode.decode(code).state == s.state
