"""Copy a game state by value (pickle round trip: faster than deepcopy for plain dataclasses).

Two parts are shared instead of copied, because nothing changes them once they are written: the log (its lines
are frozen, so the copy gets a new list of the same lines: a long game's log would otherwise dominate the cost
of every copy a bot makes) and the pending choice (the flow replaces it whole after every answer and never
edits it; an answer gets its own copy of a mutable option value, engine/core/effects.py). The pending choice,
with every option's label, is often half of a state's pickle.
"""

from __future__ import annotations

import pickle
from typing import TypeVar

T = TypeVar("T")


def clone(state: T) -> T:
    """Return an independent deep copy of `state` (log lines and the pending choice shared: never edited)."""
    log = getattr(state, "log", None)
    pending = getattr(state, "pending", None)
    shares_log = isinstance(log, list) and bool(log)
    if not shares_log and pending is None:
        return _pickled(state)
    if shares_log:
        state.log = []  # type: ignore[attr-defined]
    if pending is not None:
        state.pending = None  # type: ignore[attr-defined]
    try:
        copy = _pickled(state)
    finally:
        if shares_log:
            state.log = log  # type: ignore[attr-defined]
        if pending is not None:
            state.pending = pending  # type: ignore[attr-defined]
    if shares_log:
        copy.log = list(log)  # type: ignore[attr-defined, arg-type]
    if pending is not None:
        copy.pending = pending  # type: ignore[attr-defined]
    return copy


def _pickled(state: T) -> T:
    """A pickle round trip of `state`."""
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
