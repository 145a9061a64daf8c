"""The one `Flow` (frame handler table) of Rise of the Wastelands; every rules module registers on it.

`WastelandsFlow.settle` resolves forced choices on the spot: when a choice has exactly one enabled option
besides "Back", the rulebook leaves no freedom, so the option is applied without asking (rules notes R20;
"Skip" and "Done" count as real options, so optional steps are still asked). Only `settle` does this:
`refresh` (views, tests) rebuilds the pending choice without applying anything.

A choice whose number of enabled options depends on something the other seats cannot see (the cards in a
hand) is asked even when forced: resolving it at once would tell them (rules notes R20). Such frames
register a test with `conceal`.
"""

from __future__ import annotations

from typing import Any, Callable

from engine.core.choice import BACK, Choice
from engine.core.effects import Flow
from engine.core.state import BaseState

_NOT_FORCED = object()
CONCEALED: dict[str, Callable[..., bool]] = {}


def conceal(name: str) -> Callable[[Callable[..., bool]], Callable[..., bool]]:
    """Register `test(state, **frame_args)`: True when frame `name` must be asked even with one option."""
    def decorate(test: Callable[..., bool]) -> Callable[..., bool]:
        CONCEALED[name] = test
        return test

    return decorate


def forced_value(choice: Choice):
    """The value of the only enabled option other than Back, or _NOT_FORCED when there is a real choice."""
    found = _NOT_FORCED
    for option in choice.options:
        if option.enabled and option.label != BACK:
            if found is not _NOT_FORCED:
                return _NOT_FORCED
            found = option.value
    return found


class WastelandsFlow(Flow):
    """The core flow, plus forced choices resolved without a decision."""

    def settle(self, state: BaseState) -> None:
        """Run frames until a real choice is pending or the stack is empty."""
        stack = state.stack
        while state.pending is None and stack:
            frame = stack.pop()
            ask = self.asks.get(frame.name)
            if ask is None:
                handler = self.steps.get(frame.name)
                if handler is None:
                    raise KeyError(f"no handler for frame {frame.name!r}")
                handler(state, **frame.args)
                continue
            choice = ask(state, **frame.args)
            if choice is None:
                continue
            value = forced_value(choice)
            if value is not _NOT_FORCED and not _concealed(state, frame.name, frame.args):
                self.answers[frame.name](state, value, **frame.args)
                continue
            stack.append(frame)
            state.pending = choice


def _concealed(state: BaseState, name: str, args: dict[str, Any]) -> bool:
    test = CONCEALED.get(name)
    return test is not None and test(state, **args)


FLOW = WastelandsFlow()
