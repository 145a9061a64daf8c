"""Copy a game state by value (pickle round trip: faster than deepcopy for plain dataclasses).

The log is not pickled: its lines are frozen, so the copy gets a new list of the same lines (a long game's log
would otherwise dominate the cost of every copy a bot makes).
"""

from __future__ import annotations

import pickle
from typing import TypeVar

T = TypeVar("T")


def clone(state: T) -> T:
    """Return an independent deep copy of `state` (log lines shared: they never change once written)."""
    log = getattr(state, "log", None)
    if not isinstance(log, list) or not log:
        return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    state.log = []  # type: ignore[attr-defined]
    try:
        copy = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    finally:
        state.log = log  # type: ignore[attr-defined]
    copy.log = list(log)
    return copy
