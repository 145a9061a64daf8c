"""Save codes on the test game: round trips, share links, and the length goal for a full game."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import zlib
from dataclasses import replace

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


def same_position(a, b) -> bool:
    """Two states are the same position: equal in everything, the generator's draw count included, but its
    secret key (a session rebuilt from a code draws on with a new one)."""
    return a.rng.draws == b.rng.draws and replace(a, rng=b.rng) == b


def test_round_trip_keeps_everything_the_session_needs():
    """decode(encode(s)) restores game, options, seats, practice flag, decisions, draws and state."""
    s = played(players=3, seed=9, steps=10, rounds="5")
    s.practice = True
    loaded = savecode.decode(savecode.encode(s))
    assert loaded.game is GAME
    assert (loaded.players, loaded.options, loaded.practice) == (3, s.options, True)
    assert loaded.seats == s.seats and loaded.indices == s.indices and loaded.draws == s.draws
    assert same_position(loaded.state, s.state) and fingerprint(loaded.state) == fingerprint(s.state)


def test_a_code_holds_the_draws_made_and_nothing_that_tells_the_next_ones():
    """The code carries no seed or key, only the draws made: a session rebuilt from it (with another key)
    writes the same code, and draws on from its own key."""
    s = played(players=2, seed=21, steps=8)
    replayed = savecode.decode(savecode.encode(s), key_seed=22)
    assert savecode.encode(replayed) == savecode.encode(s)
    assert replayed.state.rng.key != s.state.rng.key
    header = zlib.decompress(base64.urlsafe_b64decode(savecode.encode(s)[2:] + "==")[4:], -15).partition(b"\0")[0]
    assert b'"s"' not in header and str(s.seed).encode() not in header


def test_codes_are_url_safe_and_versioned():
    """A code is 'S3' followed by base64url characters only (no padding)."""
    code = savecode.encode(played(steps=5))
    assert re.fullmatch(r"S3[A-Za-z0-9_-]+", code)


def format_1(session: Session) -> str:
    """The session's code in the first format (a varint per option index), as the app wrote it before."""
    raw = base64.urlsafe_b64decode(savecode.encode(session)[2:] + "==")
    head = json.loads(zlib.decompress(raw[savecode.CHECKSUM_BYTES:], -15).partition(b"\0")[0])
    head.pop("d", None)
    head = json.dumps({**head, "s": session.seed}).encode()  # the first formats carried the seed
    moves = bytearray()
    for index in session.indices:
        while index >= 0x80:
            moves.append(index & 0x7F | 0x80)
            index >>= 7
        moves.append(index)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    blob = packer.compress(head + b"\0" + bytes(moves)) + packer.flush()
    checksum = hashlib.sha256(blob).digest()[: savecode.CHECKSUM_BYTES]
    return "S1" + base64.urlsafe_b64encode(checksum + blob).decode().rstrip("=")


def test_codes_saved_in_the_first_format_still_load():
    """Nothing a player saved is lost: an S1 code from before the packed format loads to the same game."""
    s = played(players=3, seed=5, steps=40)
    old = format_1(s)
    loaded = savecode.decode(old)
    assert loaded.indices == s.indices and loaded.state == s.state



def test_share_links_and_whitespace_are_accepted():
    """A whole share link (#code=...) and a code broken over lines both load."""
    s = played(steps=6)
    code = savecode.encode(s)
    spaced = "\n".join(code[i:i + 20] for i in range(0, len(code), 20))
    for text in (f"https://example.org/play/#code={code}", f"  {spaced}  "):
        assert same_position(savecode.decode(text).state, s.state)


@pytest.mark.parametrize("seed", range(5))
def test_full_game_at_most_players_fits_the_length_goal(seed):
    """A full 4-player game with the Scavenger and 5 rounds saves in at most 1,500 characters."""
    s = played(players=4, seed=seed, automa="on", rounds="5")
    assert s.over
    code = savecode.encode(s)
    assert len(code) <= 1500, f"{len(code)} characters for {len(s.indices)} decisions"
    assert same_position(savecode.decode(code).state, s.state)
