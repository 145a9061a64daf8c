"""Phoenix New Horizon's one `Flow`, and the steps that may fall inside another seat's turn.

Many small choices (a development, a population move, where a released settler goes) happen inside a decision
of the seat that started it, but the same choice can follow another seat's decision: when a player builds on
someone else's regenerator, the owner takes that regenerator's reward first, and Project Kraken's turn can hand
the player a reward. Such a step is registered twice with `sub_ask`: as a step inside the decision (when the
same seat answered the last choice) and as a decision of its own (when another seat did). `sub(...)` queues it
and the `sub` step picks the variant when the step comes up.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from engine.core.choice import Choice
from engine.core.effects import Flow
from engine.core.state import Frame

FLOW = Flow(resolve_forced=True)
NEW = "@new"  # the suffix of a step's variant that starts a decision of its own


def sub_ask(name: str, rule: str | None = None) -> Callable:
    """Register the ask of a step that may follow the same seat's choice (inside its decision) or another's."""

    def decorate(fn: Callable[..., Choice | None]) -> Callable[..., Choice | None]:
        @functools.wraps(fn)
        def ask(state: Any, **args: Any) -> Choice | None:
            choice = fn(state, **args)
            if choice is not None:
                choice.kind = name
            return choice

        FLOW.ask(name, inside=True, rule=rule)(ask)
        FLOW.ask(name + NEW, rule=rule)(ask)
        return fn

    return decorate


def sub_answer(name: str) -> Callable:
    """Register the answer of a step registered with `sub_ask`."""

    def decorate(fn: Callable[..., None]) -> Callable[..., None]:
        FLOW.answer(name)(fn)
        FLOW.answer(name + NEW)(fn)
        return fn

    return decorate


def sub(name: str, seat: int, **args: Any) -> Frame:
    """A frame that asks step `name` of `seat` when it comes up (inside the decision or as a new one)."""
    return Frame("sub", {"name": name, "seat": seat, "args": args})


@FLOW.step("sub")
def _sub(state: Any, name: str, seat: int, args: dict) -> None:
    variant = name if state.last_chooser == seat else name + NEW
    state.stack.append(Frame(variant, {"seat": seat, **args}))
