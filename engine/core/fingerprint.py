"""A short, portable hash of a game state, used by save codes to detect a replay that diverged."""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Any

# Presentation, not position: rewording the log or a prompt must not break saves (the pending
# choice is rebuilt from the stack, which is hashed). The generator's key is a secret that a replay from a save
# code does not have (it reads the draws made instead); the draw count is checked by the code's header.
_SKIPPED_FIELDS = frozenset({"log", "logged", "pending", "rng"})


def _canonical(value: Any, out: list[str]) -> None:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out.append(type(value).__name__ + "(")
        for f in dataclasses.fields(value):
            if f.name in _SKIPPED_FIELDS:
                continue
            out.append(f.name + "=")
            _canonical(getattr(value, f.name), out)
            out.append(",")
        out.append(")")
    elif isinstance(value, dict):
        out.append("{")
        for key in sorted(value, key=repr):
            out.append(repr(key) + ":")
            _canonical(value[key], out)
            out.append(",")
        out.append("}")
    elif isinstance(value, (list, tuple)):
        out.append("[")
        for item in value:
            _canonical(item, out)
            out.append(",")
        out.append("]")
    elif isinstance(value, (set, frozenset)):
        out.append("{" + ",".join(sorted(repr(v) for v in value)) + "}")
    else:
        out.append(repr(value))


def fingerprint(state: Any, length: int = 8) -> str:
    """Hex digest (first `length` characters of SHA-256) of the state's canonical text, log excluded."""
    out: list[str] = []
    _canonical(state, out)
    return hashlib.sha256("".join(out).encode("utf-8")).hexdigest()[:length]
