"""Save codes: a session as short URL-safe text (version prefix, checksum, deflate, base64url).

Layout: "S2" + base64url(checksum[4] + deflate(header JSON + NUL + packed decisions)). Each decision is packed
as its rank among the options enabled at the time, in mixed radix (`radix.py`): log2(enabled) bits, nothing for
a forced one. Codes of format 1 ("S1": one varint per option index) still load.
The header carries game id, rules version, options, seed, seats and a fingerprint of the state
the code was saved at. Decoding raises only SaveCodeError, with a message that says what is wrong.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import zlib
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from .choice import Choice, IllegalMove
from .fingerprint import fingerprint
from .game import BadOptions
from .radix import RankReader, pack
from .registry import UnknownGame, get_game
from .session import BOT, HUMAN, SeatSetup, Session

PREFIX = "S"
FORMAT_VERSION = 2
READABLE_VERSIONS = (1, 2)
MAX_CODE_CHARS = 20_000
MAX_PAYLOAD_BYTES = 256 * 1024
MAX_MOVES = 20_000  # far more than any game takes; bounds the replay a small deflate bomb could ask for
MAX_RANK_BYTES_PER_MOVE = 3  # no choice has 2**24 enabled options; bounds the packed number's size
CHECKSUM_BYTES = 4
_CODE_CHARS = re.compile(r"^[A-Za-z0-9_-]*$")

PlayerName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40,
                                              pattern=r"^[^\x00-\x1f\x7f]*$")]


class SaveCodeError(ValueError):
    """A save code that cannot be loaded; the message says why in one sentence."""


class SaveHeader(BaseModel):
    """The header of a save code, validated before anything is replayed."""

    model_config = ConfigDict(extra="forbid")

    g: Annotated[str, StringConstraints(max_length=32)]  # game id
    v: Annotated[str, StringConstraints(max_length=32)]  # rules version
    o: dict[Annotated[str, StringConstraints(max_length=32)], Annotated[str, StringConstraints(max_length=32)]]
    s: int = Field(ge=0, lt=2**63)  # seed
    p: int = Field(ge=1, le=8)  # player seats
    n: list[PlayerName] = Field(max_length=8)  # names
    c: Annotated[str, StringConstraints(pattern=r"^[hb]{1,8}$")]  # controllers: h = human, b = bot
    b: Annotated[str, StringConstraints(pattern=r"^(random|greedy)$")] = "greedy"
    m: bool = False  # practice mode
    r: list[Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]] | None = Field(default=None,
                                                                                           max_length=8)  # colours
    h: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{8}$")]  # state fingerprint
    k: int = Field(ge=0)  # number of decisions


def _read_varints(data: bytes) -> list[int]:
    values, value, shift = [], 0, 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        shift += 7
        if shift > 35:
            raise SaveCodeError("the save code is damaged: a move number is far too large")
        if not byte & 0x80:
            values.append(value)
            value, shift = 0, 0
    if shift:
        raise SaveCodeError("the save code is damaged: it ends in the middle of a move")
    return values


def encode(session: Session) -> str:
    """Encode a session as a save code."""
    header = SaveHeader(
        g=session.game.id, v=session.game.rules_version, o=session.options, s=session.seed,
        p=session.players, n=session.seats.names, b=session.seats.bot, m=session.practice, r=session.seats.colors,
        c="".join("h" if c == HUMAN else "b" for c in session.seats.controllers),
        h=fingerprint(session.state), k=len(session.indices),
    )
    payload = header.model_dump_json(exclude_defaults=True).encode() + b"\0" + pack(session.ranks)
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
    """The decisions of a code, read one at a time during the replay (format 2 needs each choice's options)."""

    def __init__(self, version: int, data: bytes) -> None:
        self._indices = _read_varints(data) if version == 1 else None
        self._ranks = RankReader(data) if version == 2 else None
        self._read = 0

    def count(self) -> int | None:
        """How many decisions a format-1 code holds (None for format 2: known only by replaying)."""
        return None if self._indices is None else len(self._indices)

    def next(self, choice: Choice) -> int:
        """The option index of the next decision, for the choice pending now."""
        self._read += 1
        if self._indices is not None:
            return self._indices[self._read - 1]
        enabled = choice.enabled_indices()
        if not enabled:
            raise SaveCodeError(f"illegal move at step {self._read}: no option can be picked there")
        return enabled[self._ranks.next(len(enabled))]

    def leftover(self) -> bool:
        """True when the code holds more decisions than were replayed."""
        return self._ranks is not None and not self._ranks.exhausted()


def _unpack(code: str) -> tuple[SaveHeader, _Moves]:
    if len(code) > MAX_CODE_CHARS:
        raise SaveCodeError(f"the save code is too long ({len(code)} characters, at most {MAX_CODE_CHARS})")
    if not code:
        raise SaveCodeError("the save code is empty")
    if not code.startswith(PREFIX) or len(code) < 2 or code[1] not in "0123456789":
        raise SaveCodeError("this is not a save code: it should start with S1 or S2")
    version = int(code[1])
    if version not in READABLE_VERSIONS:
        raise SaveCodeError(f"unsupported save-code version {code[1]}: this app reads versions 1 and 2")
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
    head, sep, moves = payload.partition(b"\0")
    if not sep:
        raise SaveCodeError("the save code is damaged: its header is incomplete")
    try:
        header = SaveHeader.model_validate_json(head)
    except ValidationError as exc:
        field_name = ".".join(str(p) for p in exc.errors()[0]["loc"]) or "header"
        raise SaveCodeError(f"the save code's header is invalid (field {field_name!r})") from None
    if header.k > MAX_MOVES or len(moves) > MAX_MOVES * 5:
        raise SaveCodeError(f"the save code holds more moves than any game needs (at most {MAX_MOVES})")
    if version == 2 and len(moves) > header.k * MAX_RANK_BYTES_PER_MOVE + 8:
        raise SaveCodeError(f"the save code is damaged: its moves take more room than {header.k} moves need")
    found = _Moves(version, moves)
    if found.count() not in (None, header.k):
        raise SaveCodeError(f"the save code is damaged: it holds {found.count()} moves but says {header.k}")
    return header, found


def decode(text: str) -> Session:
    """Rebuild the session a save code describes, replaying and checking every decision."""
    if not isinstance(text, str):
        raise SaveCodeError("a save code must be text")
    header, moves = _unpack(clean_code(text))
    try:
        game = get_game(header.g)
    except UnknownGame:
        raise SaveCodeError(f"the save code is for a game this app does not have: {header.g!r}") from None
    names = list(header.n)[: header.p]
    controllers = [HUMAN if c == "h" else BOT for c in header.c][: header.p]
    if len(names) != header.p or len(controllers) != header.p:
        raise SaveCodeError("the save code's seats do not match its player count")
    try:
        session = Session(game, header.p, header.o, header.s, SeatSetup(names, controllers, header.b, header.r),
                          practice=header.m)
    except BadOptions as exc:
        raise SaveCodeError(f"the save code's game options are not valid here: {exc}") from None
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
        except SaveCodeError:
            raise
        except Exception as exc:
            raise SaveCodeError(f"the game could not be replayed at step {step} ({type(exc).__name__})") from None
    if moves.leftover():
        raise SaveCodeError("the save code is damaged: it holds more moves than it says")
    if fingerprint(session.state) != header.h:
        if header.v == game.rules_version:
            raise SaveCodeError("the save code is damaged: its moves do not lead to the position it was saved at")
        raise SaveCodeError(
            f"this code was saved with {game.title} rules {header.v} and replays differently under "
            f"rules {game.rules_version}: it cannot be continued here"
        )
    return session
