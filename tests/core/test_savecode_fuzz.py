"""Save-code fuzzing: whatever text arrives, decode returns a session or raises SaveCodeError saying why.

Codes are built here with the layouts savecode reads ("S1"/"S2"/"S3" + base64url(sha256[:4] + deflate(header
JSON + NUL + moves)); format 1 holds a varint per option index and the seed, format 2 the packed ranks and the
seed, format 3 a varint length, the packed ranks and the packed draws, and no seed), so forged codes pass the
checksum and reach the deeper checks. Many forgeries use format 1, whose moves are plain option indices.
"""

from __future__ import annotations

import base64
import dataclasses
import functools
import hashlib
import json
import zlib

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from engine.core import bots, radix, registry, savecode
from engine.core.fingerprint import fingerprint
from engine.core.savecode import SaveCodeError
from engine.core.session import HUMAN, SeatSetup, Session
from testgame import GAME

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


# ---- building codes by hand -------------------------------------------------------------------

def varints(values: list[int]) -> bytes:
    out = bytearray()
    for value in values:
        while True:
            byte, value = value & 0x7F, value >> 7
            out.append(byte | 0x80 if value else byte)
            if not value:
                break
    return bytes(out)


def pack(payload: bytes, prefix: str = "S1") -> str:
    """Wrap raw payload bytes as a code whose checksum is right."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return wrap(packer.compress(payload) + packer.flush(), prefix)


def wrap(blob: bytes, prefix: str = "S1") -> str:
    """Wrap an already deflated blob with its checksum and a format prefix."""
    checksum = hashlib.sha256(blob).digest()[: savecode.CHECKSUM_BYTES]
    return prefix + base64.urlsafe_b64encode(checksum + blob).decode().rstrip("=")


def forge(header: dict, moves: list[int] | bytes = b"") -> str:
    """A format-1 code with this header (as JSON) and these option indices (or raw move bytes)."""
    data = moves if isinstance(moves, bytes) else varints(moves)
    return pack(json.dumps(header).encode() + b"\0" + data)


def forge_packed(header: dict, ranks: list[tuple[int, int]] | bytes) -> str:
    """A format-2 code with this header and these (rank, enabled count) decisions (or raw packed bytes)."""
    data = ranks if isinstance(ranks, bytes) else radix.pack(ranks)
    return pack(json.dumps(header).encode() + b"\0" + data, "S2")


def forge3(header: dict, moves: bytes, draws: bytes) -> str:
    """A format-3 code with this header, packed moves and packed draws."""
    return pack(json.dumps(header).encode() + b"\0" + varints([len(moves)]) + moves + draws, "S3")


def unpack(code: str) -> tuple[dict, bytes]:
    """Read a genuine code back into its header dict and the raw bytes after it."""
    raw = base64.urlsafe_b64decode(code[2:] + "=" * (-len(code[2:]) % 4))
    payload = zlib.decompress(raw[savecode.CHECKSUM_BYTES:], -15)
    head, _, moves = payload.partition(b"\0")
    return json.loads(head), moves


def unpack3(code: str) -> tuple[dict, bytes, bytes]:
    """Read a genuine format-3 code back into its header dict, packed moves and packed draws."""
    header, rest = unpack(code)
    size, used = rest[0], 1  # the test codes' moves take fewer than 128 bytes
    assert size < 0x80
    return header, rest[used:used + size], rest[used + size:]


def legacy(header: dict, seed: int = 4) -> dict:
    """A format-3 header as the first two formats wrote it: with the seed, without the draw count."""
    old = {key: value for key, value in header.items() if key != "d"}
    return {**old, "s": seed}


def parts() -> tuple[dict, list[int]]:
    """A format-1 header of the valid game and its decisions as option indices (for format-1 forgeries)."""
    code, s = valid()
    return legacy(unpack(code)[0]), list(s.indices)


def session(players: int = 3, seed: int = 4, decisions: int = 14, **options) -> Session:
    s = Session(GAME, players, options, seed, SeatSetup([f"P{n}" for n in range(players)], [HUMAN] * players))
    while s.choice() is not None and len(s.indices) < decisions:
        choice = s.choice()
        s.apply(bots.choose(GAME, s.state, "random", bots.bot_rng(seed, s.state.step, choice.seat)))
    return s


@functools.cache
def valid() -> tuple[str, Session]:
    """A genuine code of a game in progress and its session."""
    s = session(rounds="5")
    assert len(s.indices) == 14 and not s.over
    return savecode.encode(s), s


def outcome(text) -> Session | SaveCodeError:
    """Decode, turning SaveCodeError into a value; any other exception propagates and fails the test."""
    try:
        return savecode.decode(text)
    except SaveCodeError as exc:
        assert str(exc), "a SaveCodeError must say what is wrong"
        return exc


def error(text) -> str:
    """The SaveCodeError message for a code that must not load."""
    result = outcome(text)
    assert isinstance(result, SaveCodeError), f"the code loaded, but it should not: {text[:80]!r}"
    return str(result)


# ---- fuzzing: only SaveCodeError escapes -------------------------------------------------------

@FUZZ
@given(st.text(max_size=400))
@example("S²abcd")
@example("S١AAAA")
@example("S1")
@example("\x00S1")
def test_random_text_only_raises_save_code_error(text):
    """Arbitrary text never escapes as another exception."""
    assert isinstance(outcome(text), SaveCodeError)


@FUZZ
@given(st.text(alphabet=CODE_ALPHABET, max_size=600), st.sampled_from(["S1", "S2"]))
def test_random_code_characters_only_raise_save_code_error(body, prefix):
    """Random base64url bodies after a right prefix fail with SaveCodeError (checksum or length)."""
    assert isinstance(outcome(prefix + body), SaveCodeError)


@FUZZ
@given(st.binary(max_size=600), st.sampled_from(["S1", "S2"]))
def test_random_blobs_with_a_valid_checksum(blob, prefix):
    """Random bytes behind a correct checksum (not deflate data, or deflate of junk) raise SaveCodeError."""
    assert isinstance(outcome(wrap(blob, prefix)), SaveCodeError)
    assert isinstance(outcome(pack(blob, prefix)), SaveCodeError)


@FUZZ
@given(st.binary(max_size=80), st.integers(0, 60))
def test_packed_moves_of_any_bytes(moves, count):
    """Format 3: any packed move bytes behind a genuine header and draws load (and then replay to the saved
    position) or raise SaveCodeError: moves or draws that run out, leftover digits, a game that ended early, or
    a position other than the one saved."""
    header, _, draws = unpack3(valid()[0])
    header = dict(header, k=count)
    result = outcome(forge3(header, moves, draws))
    if isinstance(result, Session):
        assert savecode.encode(result) == forge3(header, moves, draws)


@FUZZ
@given(st.binary(max_size=80))
def test_packed_draws_of_any_bytes(draws):
    """Format 3: any packed draw bytes behind a genuine header and moves load or raise SaveCodeError."""
    header, moves, _ = unpack3(valid()[0])
    result = outcome(forge3(header, moves, draws))
    if isinstance(result, Session):
        assert result.indices == valid()[1].indices


JUNK = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(), st.text(max_size=40),
                 st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=5), st.text(max_size=5),
                                                                      max_size=3))


def field_or_junk(good):
    return st.one_of(st.just(good), JUNK)


@FUZZ
@given(st.fixed_dictionaries({
    "g": field_or_junk("testgame"), "v": field_or_junk("1"),
    "o": field_or_junk({"automa": "off", "rounds": "3"}), "s": field_or_junk(4), "p": field_or_junk(2),
    "n": field_or_junk(["P0", "P1"]), "c": field_or_junk("hh"), "h": field_or_junk("00000000"),
    "k": field_or_junk(3), "m": field_or_junk(False), "b": field_or_junk("greedy"),
}), st.lists(st.integers(0, 2**40), max_size=40), st.booleans())
def test_forged_headers_and_moves(header, moves, drop_k):
    """Headers mixing valid and junk fields, with random moves, load or raise SaveCodeError, nothing else."""
    if drop_k:
        header["k"] = len(moves)
    result = outcome(forge(header, moves))
    if isinstance(result, Session):  # only possible when every field is sensible and the fingerprint matches
        assert result.indices == moves


@FUZZ
@given(st.data())
def test_truncated_codes_fail(data):
    """Every proper prefix of a valid code raises SaveCodeError."""
    code, _ = valid()
    cut = data.draw(st.integers(0, len(code) - 1))
    assert isinstance(outcome(code[:cut]), SaveCodeError)


@FUZZ
@given(st.data())
def test_single_character_changes_fail_or_change_nothing(data):
    """Changing one character gives SaveCodeError, or (base64 padding bits) the very same game."""
    code, original = valid()
    position = data.draw(st.integers(0, len(code) - 1))
    replacement = data.draw(st.one_of(st.sampled_from(CODE_ALPHABET), st.characters()))
    assume(replacement != code[position])
    result = outcome(code[:position] + replacement + code[position + 1:])
    if isinstance(result, Session):
        assert position == len(code) - 1, "only the last character can hold unused bits"
        assert fingerprint(result.state) == fingerprint(original.state) and result.indices == original.indices


@FUZZ
@given(st.integers(0, len(CODE_ALPHABET) - 1), st.integers(1, 3))
def test_inserted_or_repeated_characters_fail(letter, times):
    """Inserting characters into the middle of a valid code raises SaveCodeError."""
    code, _ = valid()
    middle = len(code) // 2
    assert isinstance(outcome(code[:middle] + CODE_ALPHABET[letter] * times + code[middle:]), SaveCodeError)


# ---- specific failures and their messages --------------------------------------------------------

def test_huge_inputs_are_refused_quickly():
    """Inputs far over the size limit are refused as too long before any decoding."""
    code, _ = valid()
    assert "too long" in error("S1" + "A" * 5_000_000)
    assert "too long" in error(code + "A" * savecode.MAX_CODE_CHARS)
    assert "too long" in error("x" * 3_000_000)
    assert "empty" in error(" \n\t" * 1_000_000)


def test_deflate_bomb_is_refused():
    """A short code that would inflate to megabytes is refused without inflating it all."""
    header = parts()[0]
    bomb = forge(header, b"\0" * (12 * 1024 * 1024))
    assert len(bomb) <= savecode.MAX_CODE_CHARS
    assert "more data than any game needs" in error(bomb)
    assert "more data than any game needs" in error(pack(b" " * (12 * 1024 * 1024)))


def test_a_cheap_code_cannot_ask_for_a_long_replay():
    """A short code whose header claims thousands of moves but holds no move data is refused as soon as the
    replay needs a real decision (the packed moves end in a sentinel), not after replaying them all."""
    header, _, draws = unpack3(valid()[0])
    header["k"] = 20_000
    message = error(forge3(header, b"\x01", draws))
    assert message == "the save code is damaged: its moves run out at step 1"


def test_replay_bomb_is_refused():
    """A code asking for more replayed moves than any game needs is refused before replaying."""
    header = parts()[0]
    count = savecode.MAX_MOVES + 1
    header["k"] = count
    code = forge(header, [0, 3] * (count // 2) + [0])
    assert len(code) < 1000
    assert "more moves than any game needs" in error(code)


@pytest.mark.parametrize("field, value", [
    ("p", 0), ("p", 99), ("s", -1), ("s", 2**64), ("g", "x" * 100), ("n", ["bad\x07name", "B"]), ("n", [""]),
    ("c", "hz"), ("b", "clever"), ("h", "XYZ"), ("k", -1), ("m", "maybe"), ("o", {"rounds": 5}), ("extra", 1),
])
def test_header_with_a_bad_field_names_it(field, value):
    """A header whose field breaks the schema is refused, and the message names the field."""
    header, moves = parts()
    header[field] = value
    message = error(forge(header, moves))
    assert message.startswith(f"the save code's header is invalid (field '{field}")


def test_missing_header_field_is_named():
    """A header without a required field names that field."""
    header, moves = parts()
    del header["h"]
    assert "field 'h'" in error(forge(header, moves))


def test_message_bad_characters():
    """A character that base64url cannot hold is quoted in the message."""
    code, _ = valid()
    assert "character that cannot appear in one: '$'" in error(code[:10] + "$" + code[11:])


def test_message_checksum_mismatch():
    """A changed character in the middle is a checksum mismatch."""
    code, _ = valid()
    middle = len(code) // 2
    changed = code[:middle] + ("A" if code[middle] != "A" else "B") + code[middle + 1:]
    assert "checksum mismatch" in error(changed)


def test_message_not_a_code_and_unsupported_version():
    """Text without the S prefix is not a save code; another format digit is an unsupported version."""
    code, _ = valid()
    assert "should start with S and a version number" in error("hello world")
    assert "should start with S and a version number" in error("S" + "x" + code[2:])
    assert "unsupported save-code version 4" in error("S4" + code[2:])


def test_message_damaged_lengths_and_moves():
    """A wrong base64 length, a missing header separator and a wrong move count are each named."""
    code, _ = valid()
    assert "length is wrong" in error(code + "A" * ((1 - len(code[2:])) % 4 or 4))
    assert "header is incomplete" in error(pack(b'{"g": "testgame"}'))
    header, moves = parts()
    header["k"] = len(moves) + 1
    assert f"holds {len(moves)} moves but says {len(moves) + 1}" in error(forge(header, moves))
    assert "ends in the middle of a number" in error(pack(json.dumps(header).encode() + b"\0\x85"))
    assert "far too large" in error(pack(json.dumps(header).encode() + b"\0" + b"\xff" * 6 + b"\x01"))


def test_message_unknown_game():
    """A valid code of a game this app does not have names the game."""
    other = dataclasses.replace(GAME, id="someday-game")
    registry.register(other)
    try:
        s = Session(other, 2, {}, 1, SeatSetup(["A", "B"], [HUMAN, HUMAN]))
        s.apply(1)
        code = savecode.encode(s)
        assert savecode.decode(code).game is other
    finally:
        registry.unregister("someday-game")
    assert "a game this app does not have: 'someday-game'" in error(code)


def test_message_options_not_valid_here():
    """A code whose option set (or player count) the game no longer accepts says so."""
    header, moves = parts()
    header["o"] = {"automa": "off", "rounds": "9"}
    assert "game options are not valid here" in error(forge(header, moves))
    header["o"] = {"difficulty": "hard"}
    assert "has no option 'difficulty'" in error(forge(header, moves))
    header["o"], header["p"], header["n"], header["c"], header["k"] = {}, 1, ["Solo"], "h", 0
    assert "needs the Scavenger automa" in error(forge(header, []))


def test_message_seats_do_not_match():
    """Fewer names or controllers than seats is reported."""
    header, moves = parts()
    header["n"] = ["Only one"]
    assert "seats do not match" in error(forge(header, moves))


@pytest.mark.parametrize("step", [1, 5, 12])
def test_message_illegal_move_at_step(step):
    """A tampered move is refused with the number of the step where replay failed."""
    header, moves = parts()
    moves[step - 1] = 57
    message = error(forge(header, moves))
    assert message.startswith(f"illegal move at step {step}: option 57 does not exist")


def test_message_moves_after_the_end():
    """A move after the game ended is damage that names the step where the game ended."""
    s = session(decisions=10_000)
    assert s.over
    header, moves = legacy(unpack(savecode.encode(s))[0]), s.indices
    header["k"] = len(moves) + 1
    ended = f"the game ended at step {len(moves)} of {len(moves) + 1}"
    assert ended in error(forge(header, moves + [0]))
    assert ended in error(forge_packed(header, s.ranks))


def test_message_packed_moves_damaged():
    """Format 2: more packed digits than the header's move count, or far more bytes than it needs, are damage."""
    code, s = valid()
    header = legacy(unpack(code)[0])
    header["k"] = len(s.ranks) - 1
    assert "holds more moves than it says" in error(forge_packed(header, s.ranks))
    header["k"] = 2
    assert "take more room than 2 moves need" in error(forge_packed(header, b"\x01" * 40))


def test_message_older_rules(monkeypatch):
    """A code saved under rules that played differently names both rules versions."""
    original_setup = GAME.setup

    def old_setup(players, options, rng):
        state = original_setup(players, options, rng)
        state.vp[0] += 1  # the "old rules" gave seat 1 a head start
        return state

    monkeypatch.setattr(GAME, "rules_version", "0-old")
    monkeypatch.setattr(GAME, "setup", old_setup)
    code = savecode.encode(session())
    monkeypatch.undo()
    message = error(code)
    assert "rules 0-old" in message and f"rules {GAME.rules_version}" in message


def test_same_rules_but_a_different_position_is_damage():
    """A fingerprint that does not match under the same rules version is reported as damage."""
    header, moves, draws = unpack3(valid()[0])
    header["h"] = "0" * 8 if header["h"] != "0" * 8 else "1" * 8
    assert "do not lead to the position it was saved at" in error(forge3(header, moves, draws))


def test_draws_that_run_out_or_are_left_over_are_damage():
    """Format 3: fewer draws than the replay makes, or more than it made, are each reported as damage."""
    header, moves, draws = unpack3(valid()[0])
    assert "draws" in error(forge3(header, moves, b"\x01"))
    more = int.from_bytes(draws, "little") * 7 + 3
    assert "more draws than its game made" in error(forge3(header, moves, more.to_bytes(len(draws) + 2, "little")))


def test_non_text_is_refused():
    """decode accepts only text."""
    for value in (None, b"S1abc", 42, ["S1"]):
        assert "must be text" in error(value)
