"""Save codes: a session as short URL-safe text (version prefix, checksum, deflate, base64url).

Layout (format 3): "S3" + base64url(checksum[4] + deflate(header JSON + NUL + varint(len(moves)) + moves +
draws)). `moves` packs each decision as its rank among the options enabled at the time, `draws` packs every
value the game drew at random below its bound, both in mixed radix with a sentinel (`radix.py`): log2(range)
bits each, nothing for a forced decision, and a replay cannot read past the end of what the code holds.

A code carries the draws already made and never the generator's key, so nothing in it tells a card, tile or die
that has not been drawn yet; it does carry every seat's cards (a hot-seat or play-by-link game needs them).
The header holds game id, rules version, options, seat names and controllers, bot kind, practice flag, the
decision and draw counts and an 8-hex fingerprint of the state (`fingerprint.py`). Decoding validates
characters, length, checksum, a bounded decompression, the header (pydantic), then replays every decision,
reading draws from the code; a replay that ends on another fingerprint is refused. Only `SaveCodeError`
escapes, with a one-sentence message. A whole share link is accepted too (`...#code=S3...`).

Codes of formats 1 and 2 (which held the seed) are read for their header: under the rules they were saved
with they replay from the seed as before; under newer rules the message says so.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
import zlib
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from .choice import Choice, IllegalMove
from .fingerprint import fingerprint
from .game import BadOptions, Game
from .radix import Exhausted, RankReader, pack
from .registry import UnknownGame, get_game
from .rng import TapeError, fresh_seed
from .session import BOT, HUMAN, MAX_DECISIONS, SeatSetup, Session

PREFIX = "S"
FORMAT_VERSION = 3
READABLE_VERSIONS = (1, 2, 3)
MAX_MOVES = MAX_DECISIONS  # the session's limit: every code the app writes can be read back
MAX_CODE_CHARS = 80_000
MAX_PAYLOAD_BYTES = 512 * 1024
MAX_RANK_BYTES_PER_MOVE = 3  # no choice has 2**24 enabled options; bounds the packed number's size
CHECKSUM_BYTES = 4
_CODE_CHARS = re.compile(r"^[A-Za-z0-9_-]*$")

PlayerName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40,
                                              pattern=r"^[^\x00-\x1f\x7f]*$")]


class SaveCodeError(ValueError):
    """A save code that cannot be loaded; the message says why in one sentence."""


class SaveHeader(BaseModel):
    """The header of a save code, validated before anything is replayed."""

    # Built when a code is first read (writing one needs no validation), not at import.
    model_config = ConfigDict(extra="forbid", defer_build=True, regex_engine="python-re")

    g: Annotated[str, StringConstraints(max_length=32)]  # game id
    v: Annotated[str, StringConstraints(max_length=32)]  # rules version
    o: dict[Annotated[str, StringConstraints(max_length=32)], Annotated[str, StringConstraints(max_length=32)]]
    s: int | None = Field(default=None, ge=0, lt=2**63)  # seed (formats 1 and 2 only)
    p: int = Field(ge=1, le=8)  # player seats
    n: list[PlayerName] = Field(max_length=8)  # names
    c: Annotated[str, StringConstraints(pattern=r"^[hb]{1,8}$")]  # controllers: h = human, b = bot
    b: Annotated[str, StringConstraints(pattern=r"^(random|greedy|search)$")] = "greedy"
    m: bool = False  # practice mode
    r: list[Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]] | None = Field(default=None,
                                                                                           max_length=8)  # colours
    h: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{8}$")]  # state fingerprint
    k: int = Field(ge=0)  # number of decisions
    d: int = Field(default=0, ge=0)  # 64-bit values the generator had given (format 3)


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _read_varints(data: bytes, limit: int | None = None) -> tuple[list[int], int]:
    """Varints from the start of `data` (all of it, or the first `limit`); returns them and the bytes used."""
    values, value, shift = [], 0, 0
    for used, byte in enumerate(data, 1):
        value |= (byte & 0x7F) << shift
        shift += 7
        if shift > 35:
            raise SaveCodeError("the save code is damaged: a number in it is far too large")
        if not byte & 0x80:
            values.append(value)
            value, shift = 0, 0
            if limit is not None and len(values) == limit:
                return values, used
    if shift:
        raise SaveCodeError("the save code is damaged: it ends in the middle of a number")
    return values, len(data)


def header_of(session: Session) -> bytes:
    """The header of a session's code as JSON bytes: SaveHeader's fields, those at their default left out."""
    header = {
        "g": session.game.id, "v": session.game.rules_version, "o": session.options, "p": session.players,
        "n": session.seats.names, "c": "".join("h" if c == HUMAN else "b" for c in session.seats.controllers),
        "b": session.seats.bot, "m": session.practice, "r": session.seats.colors,
        "h": fingerprint(session.state), "k": len(session.indices), "d": session.state.rng.draws,
    }
    defaults = {"b": "greedy", "m": False, "r": None, "d": 0}
    kept = {key: value for key, value in header.items() if key not in defaults or value != defaults[key]}
    return json.dumps(kept, separators=(",", ":"), ensure_ascii=False).encode()


def encode(session: Session) -> str:
    """Encode a session as a save code."""
    moves = pack(session.ranks, sentinel=True)
    draws = pack(session.draws_so_far(), sentinel=True)
    payload = header_of(session) + b"\0" + _varint(len(moves)) + moves + draws
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    blob = packer.compress(payload) + packer.flush()
    checksum = hashlib.sha256(blob).digest()[:CHECKSUM_BYTES]
    body = base64.urlsafe_b64encode(checksum + blob).decode().rstrip("=")
    return f"{PREFIX}{FORMAT_VERSION}{body}"


def clean_code(text: str) -> str:
    """Strip whitespace and accept a whole share link (its #code= fragment) as well as a bare code."""
    if "#code=" in text:
        text = text.split("#code=", 1)[1]
    return "".join(text.split())


class _Moves:
    """The decisions of a code, read one at a time during the replay (formats 2 and 3 need each choice's
    options to read a decision)."""

    def __init__(self, version: int, data: bytes) -> None:
        self._indices = _read_varints(data)[0] if version == 1 else None
        self._ranks = RankReader(data, sentinel=version == 3) if version >= 2 else None
        self._read = 0

    def count(self) -> int | None:
        """How many decisions a format-1 code holds (None otherwise: known only by replaying)."""
        return None if self._indices is None else len(self._indices)

    def next(self, choice: Choice) -> int:
        """The option index of the next decision, for the choice pending now."""
        self._read += 1
        if self._indices is not None:
            return self._indices[self._read - 1]
        enabled = choice.enabled_indices()
        if not enabled or self._ranks is None:
            raise SaveCodeError(f"illegal move at step {self._read}: no option can be picked there")
        try:
            return enabled[self._ranks.next(len(enabled))]
        except Exhausted:
            raise SaveCodeError(f"the save code is damaged: its moves run out at step {self._read}") from None

    def leftover(self) -> bool:
        """True when the code holds more decisions than were replayed."""
        return self._ranks is not None and not self._ranks.exhausted()


def _unpack(code: str) -> tuple[int, SaveHeader, bytes, bytes]:
    """Check a code's frame and header; return its format, header, packed moves and packed draws."""
    if len(code) > MAX_CODE_CHARS:
        raise SaveCodeError(f"the save code is too long ({len(code)} characters, at most {MAX_CODE_CHARS})")
    if not code:
        raise SaveCodeError("the save code is empty")
    if not code.startswith(PREFIX) or len(code) < 2 or code[1] not in "0123456789":
        raise SaveCodeError("this is not a save code: it should start with S and a version number")
    version = int(code[1])
    if version not in READABLE_VERSIONS:
        raise SaveCodeError(f"unsupported save-code version {code[1]}: this app reads versions 1 to 3")
    body = code[2:]
    if not _CODE_CHARS.match(body):
        bad = next(ch for ch in body if not _CODE_CHARS.match(ch))
        raise SaveCodeError(f"the save code contains a character that cannot appear in one: {bad!r}")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise SaveCodeError("the save code is damaged: its length is wrong (a character was added or lost)") from None
    checksum, blob = raw[:CHECKSUM_BYTES], raw[CHECKSUM_BYTES:]
    if len(raw) <= CHECKSUM_BYTES or hashlib.sha256(blob).digest()[:CHECKSUM_BYTES] != checksum:
        raise SaveCodeError("the save code is damaged: checksum mismatch (a character was changed or lost)")
    unpacker = zlib.decompressobj(-15)
    try:
        payload = unpacker.decompress(blob, MAX_PAYLOAD_BYTES)
    except zlib.error:
        raise SaveCodeError("the save code is damaged: its data does not decompress") from None
    if unpacker.unconsumed_tail:
        raise SaveCodeError("the save code unpacks to more data than any game needs")
    head, sep, rest = payload.partition(b"\0")
    if not sep:
        raise SaveCodeError("the save code is damaged: its header is incomplete")
    try:
        header = SaveHeader.model_validate_json(head)
    except ValidationError as exc:
        field_name = ".".join(str(p) for p in exc.errors()[0]["loc"]) or "header"
        raise SaveCodeError(f"the save code's header is invalid (field {field_name!r})") from None
    if (version < 3) != (header.s is not None):
        raise SaveCodeError("the save code's header is invalid (field 's')")
    moves, draws = rest, b""
    if version == 3:
        (size,), used = _read_varints(rest, limit=1) if rest else ((None,), 0)
        if size is None or used + size > len(rest):
            raise SaveCodeError("the save code is damaged: its moves are cut short")
        moves, draws = rest[used:used + size], rest[used + size:]
    if header.k > MAX_MOVES or len(moves) > MAX_MOVES * 5:
        raise SaveCodeError(f"the save code holds more moves than any game needs (at most {MAX_MOVES})")
    if version >= 2 and len(moves) > header.k * MAX_RANK_BYTES_PER_MOVE + 8:
        raise SaveCodeError(f"the save code is damaged: its moves take more room than {header.k} moves need")
    return version, header, moves, draws


def decode(text: str, key_seed: int | None = None) -> Session:
    """Rebuild the session a save code describes, replaying and checking every decision.

    The rebuilt session draws from now on with a new key (`key_seed`, else a fresh secret one)."""
    if not isinstance(text, str):
        raise SaveCodeError("a save code must be text")
    version, header, packed_moves, packed_draws = _unpack(clean_code(text))
    try:
        game = get_game(header.g)
    except UnknownGame:
        raise SaveCodeError(f"the save code is for a game this app does not have: {header.g!r}") from None
    if version < 3 and header.v != game.rules_version:
        raise _older_rules(game, header)
    try:
        moves = _Moves(version, packed_moves)
    except Exhausted:
        raise SaveCodeError("the save code is damaged: its moves are missing") from None
    if moves.count() not in (None, header.k):
        raise SaveCodeError(f"the save code is damaged: it holds {moves.count()} moves but says {header.k}")
    try:
        draws = RankReader(packed_draws, sentinel=True) if version == 3 else None
    except Exhausted:
        raise SaveCodeError("the save code is damaged: its draws are missing") from None
    session = _replay(game, header, moves, draws)
    if draws is not None:
        session.finish_replay(header.d, fresh_seed() if key_seed is None else key_seed)
        if not draws.exhausted():
            raise SaveCodeError("the save code is damaged: it holds more draws than its game made")
    # A format 1 or 2 code was fingerprinted with the older state layout: its legal replay under the same rules
    # is the check it can still get.
    if version == 3 and fingerprint(session.state) != header.h:
        if header.v == game.rules_version:
            raise SaveCodeError("the save code is damaged: its moves do not lead to the position it was saved at")
        raise _older_rules(game, header)
    return session


def _older_rules(game: Game, header: SaveHeader) -> SaveCodeError:
    return SaveCodeError(
        f"this code was saved with {game.title} rules {header.v} and replays differently under "
        f"rules {game.rules_version}: it cannot be continued here")


def _replay(game: Game, header: SaveHeader, moves: _Moves, draws: RankReader | None) -> Session:
    """Set the game up and replay the code's decisions (drawing from the code when it holds draws)."""
    names = list(header.n)[: header.p]
    controllers = [HUMAN if c == "h" else BOT for c in header.c][: header.p]
    if len(names) != header.p or len(controllers) != header.p:
        raise SaveCodeError("the save code's seats do not match its player count")
    try:
        session = Session(game, header.p, header.o, header.s or 0, SeatSetup(names, controllers, header.b, header.r),
                          practice=header.m, replay_draws=draws)
    except BadOptions as exc:
        raise SaveCodeError(f"the save code's game options are not valid here: {exc}") from None
    except (Exhausted, TapeError):
        raise SaveCodeError("the save code is damaged: its draws run out during setup") from None
    except Exception as exc:  # a broken setup must still surface as a save-code problem
        raise SaveCodeError(f"the game in this save code could not be set up ({exc})") from None
    for step in range(1, header.k + 1):
        choice = session.choice()
        if choice is None:
            raise SaveCodeError(f"the save code is damaged: the game ended at step {step - 1} of {header.k}")
        try:
            session.apply(moves.next(choice))
        except IllegalMove as exc:
            raise SaveCodeError(f"illegal move at step {step}: {exc}") from None
        except (Exhausted, TapeError):
            raise SaveCodeError(f"the save code is damaged: its draws run out at step {step}") from None
        except SaveCodeError:
            raise
        except Exception as exc:
            raise SaveCodeError(f"the game could not be replayed at step {step} ({type(exc).__name__})") from None
    if moves.leftover():
        raise SaveCodeError("the save code is damaged: it holds more moves than it says")
    return session
