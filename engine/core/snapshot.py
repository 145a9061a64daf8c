"""Engine snapshots: a session saved as data beside its save code, so a reload is live without a replay.

A snapshot is JSON: the session's record (seats, decisions, draws) and its state written as tagged plain data
(dataclasses by class name, tuples, sets and dicts with other than string keys tagged), never the generator's
key. It is versioned three ways: the snapshot format, the game's rules version and the shape of the game's state
classes (`layout`), and it names the save code it was taken beside (a digest). `restore` accepts it only when
all of that matches and the rebuilt state has the fingerprint the snapshot recorded; otherwise the caller
replays the save code, which stays the portable format. Only dataclasses of the engine's own modules are
rebuilt, so a tampered snapshot cannot make anything else.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import json
from collections.abc import Iterable
from enum import Enum
from typing import Any, cast

from .fingerprint import fingerprint
from .registry import UnknownGame, get_game
from .rng import Rng, fresh_seed
from .session import SeatSetup, Session
from .state import BaseState

SNAPSHOT_VERSION = 1
_SKIPPED = frozenset({"pending"})  # rebuilt from the stack when restored


class SnapshotError(ValueError):
    """A snapshot that cannot be used (another version, another code, damaged): replay the code instead."""


def code_digest(code: str) -> str:
    """A short digest naming the save code a snapshot was taken beside."""
    return hashlib.sha256(code.encode()).hexdigest()[:16]


def layout(state: BaseState) -> str:
    """A digest of the shape of the state's classes (their names and field names, nested), so a snapshot taken
    before a change to the game's state is refused rather than misread."""
    seen: dict[str, list[str]] = {}
    _shape(state, seen)
    return _layout_digest(seen)


def _layout_digest(shapes: dict[str, list[str]]) -> str:
    """The `layout` digest of classes (by name) and their field names."""
    text = ";".join(f"{name}({','.join(fields)})" for name, fields in sorted(shapes.items()))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _shape(value: Any, seen: dict[str, list[str]]) -> None:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        name = _class_name(type(value))
        if name not in seen:
            seen[name] = [f.name for f in dataclasses.fields(value)]
        for f in dataclasses.fields(value):
            if f.name not in _SKIPPED:
                _shape(getattr(value, f.name), seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _shape(item, seen)
    elif isinstance(value, dict):
        for item in value.values():
            _shape(item, seen)


def _class_name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


# ---- tagged plain data ---------------------------------------------------------------------------
# A value held in two places of the state (a frame that two queued frames name as the one to step back to,
# a list two fields share) is written once, as {"#": n, "v": ...}, and then as {"@": n}, so the rebuilt state
# shares it as the original did (the flow compares such frames by identity).

_CONTAINERS = (list, dict, set)


def to_data(value: Any) -> Any:
    """`value` as JSON-ready data: dataclasses, tuples, sets, enums and non-string-keyed dicts tagged, values
    held in several places written once."""
    return _Writer(value).write(value)


class _Writer:
    def __init__(self, root: Any) -> None:
        self.shared = _shared(root)
        self.numbers: dict[int, int] = {}

    def write(self, value: Any) -> Any:
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        key = id(value)
        if key in self.shared:
            if key in self.numbers:
                return {"@": self.numbers[key]}
            self.numbers[key] = len(self.numbers)
            return {"#": self.numbers[key], "v": self._plain(value)}
        return self._plain(value)

    def _plain(self, value: Any) -> Any:
        write = self.write
        if isinstance(value, list):
            return [write(item) for item in value]
        if isinstance(value, Enum):
            return {"e": _class_name(type(value)), "v": value.value}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            fields = {f.name: write(getattr(value, f.name)) for f in dataclasses.fields(value)
                      if f.name not in _SKIPPED}
            if isinstance(value, Rng):
                fields["key"] = 0
            return {"c": _class_name(type(value)), "f": fields}
        if isinstance(value, tuple):
            return {"t": [write(item) for item in value]}
        if isinstance(value, dict):
            if all(type(key) is str for key in value):
                return {"o": {key: write(item) for key, item in value.items()}}
            return {"d": [[write(key), write(item)] for key, item in value.items()]}
        if isinstance(value, frozenset):
            return {"z": sorted((write(item) for item in value), key=repr)}
        if isinstance(value, set):
            return {"s": sorted((write(item) for item in value), key=repr)}
        raise SnapshotError(f"a state holds a {type(value).__name__}, which a snapshot cannot keep")


def _shared(root: Any) -> set[int]:
    """Ids of the mutable values (dataclass instances, lists, dicts, sets) reachable twice from `root`."""
    seen: set[int] = set()
    shared: set[int] = set()
    todo = [root]
    while todo:
        value = todo.pop()
        is_data = dataclasses.is_dataclass(value) and not isinstance(value, type)
        if not (is_data or isinstance(value, (*_CONTAINERS, tuple, frozenset))):
            continue
        if not isinstance(value, (tuple, frozenset)):
            if id(value) in seen:
                shared.add(id(value))
                continue
            seen.add(id(value))
        if is_data:
            todo.extend(getattr(value, f.name) for f in dataclasses.fields(cast(Any, value)) if f.name not in _SKIPPED)
        elif isinstance(value, dict):
            todo.extend(value.keys())
            todo.extend(value.values())
        else:
            todo.extend(cast(Iterable[Any], value))
    return shared


def from_data(data: Any) -> Any:
    """Rebuild what `to_data` wrote (only engine dataclasses and enums are made)."""
    return _Reader().read(data)


class _Reader:
    """Rebuilds tagged data, noting the shape of every dataclass it makes (what `layout` digests), so a restore
    checks the layout without walking the rebuilt state again."""

    def __init__(self) -> None:
        self.made: dict[int, Any] = {}
        self.shapes: dict[str, list[str]] = {}

    def read(self, data: Any) -> Any:
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        read = self.read
        if isinstance(data, list):
            return [read(item) for item in data]
        if not isinstance(data, dict) or len(data) not in (1, 2):
            raise SnapshotError("the snapshot is damaged")
        if "#" in data:
            number = data["#"]
            if not isinstance(number, int) or number in self.made or "v" not in data:
                raise SnapshotError("the snapshot is damaged")
            self.made[number] = value = read(data["v"])
            return value
        if "@" in data:
            try:
                return self.made[data["@"]]
            except (KeyError, TypeError):
                raise SnapshotError("the snapshot is damaged") from None
        if "c" in data:
            return self._dataclass(data)
        if "e" in data:
            cls = _engine_class(data["e"])
            if not isinstance(cls, type) or not issubclass(cls, Enum):
                raise SnapshotError("the snapshot names a class that is not an engine enum")
            return cls(data["v"])
        (tag, body), = data.items()
        if tag == "t":
            return tuple(read(item) for item in body)
        if tag == "o":
            return {key: read(item) for key, item in body.items()}
        if tag == "d":
            return {read(key): read(item) for key, item in body}
        if tag == "z":
            return frozenset(read(item) for item in body)
        if tag == "s":
            return {read(item) for item in body}
        raise SnapshotError("the snapshot is damaged")

    def _dataclass(self, data: dict) -> Any:
        cls = _engine_class(data["c"])
        if not isinstance(cls, type) or not dataclasses.is_dataclass(cls):
            raise SnapshotError("the snapshot names a class that is not engine data")
        fields = data.get("f")
        if not isinstance(fields, dict):
            raise SnapshotError("the snapshot is damaged")
        obj = object.__new__(cls)
        names = [f.name for f in dataclasses.fields(cls)]
        self.shapes[data["c"]] = names
        if set(fields) != set(names) - _SKIPPED:
            raise SnapshotError(f"the snapshot's {cls.__name__} has other fields than this version's")
        for name in names:  # in field order, as a dataclass's own __init__ would set them
            object.__setattr__(obj, name, self.read(fields[name]) if name in fields else None)
        return obj


def _engine_class(name: Any) -> Any:
    if not isinstance(name, str) or ":" not in name:
        raise SnapshotError("the snapshot is damaged")
    module_name, qualname = name.split(":", 1)
    if not (module_name == "engine" or module_name.startswith("engine.") or module_name.startswith("testgame")):
        raise SnapshotError(f"the snapshot names a class outside the engine: {name}")
    try:
        value: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            value = getattr(value, part)
    except (ImportError, AttributeError):
        raise SnapshotError(f"the snapshot names a class this version does not have: {name}") from None
    return value


# ---- sessions --------------------------------------------------------------------------------------

def take(session: Session, code: str) -> str:
    """The snapshot of `session`, taken beside its save code `code`, as JSON text."""
    record = {
        "players": session.players, "options": session.options, "practice": session.practice,
        "names": session.seats.names, "controllers": session.seats.controllers, "bot": session.seats.bot,
        "colors": session.seats.colors, "indices": session.indices, "ranks": [list(r) for r in session.ranks],
        "deciders": session.deciders, "revealed_at": session.revealed_at, "drawn_at": session.drawn_at,
        "draws": [list(d) for d in session.draws_so_far()], "setup_drawn": session.setup_drawn,
    }
    return json.dumps({
        "v": SNAPSHOT_VERSION, "game": session.game.id, "rules": session.game.rules_version,
        "layout": layout(session.state), "code": code_digest(code), "h": fingerprint(session.state),
        "session": record, "state": to_data(session.state),
    }, separators=(",", ":"))


def restore(text: str, code: str, key_seed: int | None = None) -> Session:
    """The session a snapshot holds, when it matches `code` and this version; SnapshotError otherwise."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        raise SnapshotError("the snapshot is not JSON") from None
    if not isinstance(data, dict) or data.get("v") != SNAPSHOT_VERSION:
        raise SnapshotError("the snapshot was written by another version")
    if data.get("code") != code_digest(code):
        raise SnapshotError("the snapshot belongs to another save code")
    try:
        game = get_game(str(data.get("game")))
    except UnknownGame:
        raise SnapshotError("the snapshot is for a game this app does not have") from None
    if data.get("rules") != game.rules_version:
        raise SnapshotError("the snapshot was taken under other rules")
    try:
        reader = _Reader()
        state = reader.read(data["state"])
        record = data["session"]
        session = Session.restored(
            game, record["players"], record["options"], SeatSetup(record["names"], record["controllers"],
                                                                   record["bot"], record["colors"]),
            state, practice=bool(record["practice"]), indices=list(record["indices"]),
            ranks=[tuple(r) for r in record["ranks"]], deciders=list(record["deciders"]),
            revealed_at=list(record["revealed_at"]), drawn_at=list(record["drawn_at"]),
            draws=[tuple(d) for d in record["draws"]], setup_drawn=int(record["setup_drawn"]),
            key_seed=fresh_seed() if key_seed is None else key_seed)
    except SnapshotError:
        raise
    except Exception as exc:  # any damage in the record: the code is replayed instead
        raise SnapshotError(f"the snapshot is damaged ({type(exc).__name__})") from None
    if not isinstance(state, BaseState) or _layout_digest(reader.shapes) != data.get("layout"):
        raise SnapshotError("the snapshot's state has another shape than this version's")
    if fingerprint(session.state) != data.get("h"):
        raise SnapshotError("the snapshot does not hold the position it was taken at")
    return session
