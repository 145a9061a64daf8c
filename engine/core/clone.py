"""Copy a game state by value (pickle round trip: faster than deepcopy for plain dataclasses).

Two parts are shared instead of copied, because nothing changes them once they are written: the log (its lines
are frozen, so the copy gets a new list of the same lines: a long game's log would otherwise dominate the cost
of every copy a bot makes) and the pending choice (the flow replaces it whole after every answer and never
edits it; an answer gets its own copy of a mutable option value, engine/core/effects.py). The pending choice,
with every option's label, is often half of a state's pickle.
"""

from __future__ import annotations

import pickle
from typing import Any, TypeVar

T = TypeVar("T")

_SHARED = ("log", "pending")


def clone(state: T) -> T:
    """Return an independent deep copy of `state` (log lines and the pending choice shared: never edited)."""
    kept: dict[str, Any] = {}
    for name in _SHARED:
        value = getattr(state, name, None)
        if value and (name != "log" or isinstance(value, list)):
            kept[name] = value
            setattr(state, name, [] if name == "log" else None)
    if not kept:
        return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    try:
        copy = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    finally:
        for name, value in kept.items():
            setattr(state, name, value)
    for name, value in kept.items():
        setattr(copy, name, list(value) if name == "log" else value)
    return copy
