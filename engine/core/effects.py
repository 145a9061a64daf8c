"""The effect stack runner: one loop pops frames and runs their handlers until a choice is needed.

A game declares handlers on a `Flow`:
- `@flow.step("name")` runs without input: `fn(state, **args)`; it may push more frames.
- `@flow.ask("name")` returns the `Choice` for a frame (or None to skip it), and `@flow.answer("name")`
  receives the picked option's value: `fn(state, value, **args)`.
The stack is plain data inside the state, so a paused game copies, saves and compares by value.
"""

from __future__ import annotations

from typing import Any, Callable

from .choice import Choice, IllegalMove
from .state import BaseState

StepFn = Callable[..., None]
AskFn = Callable[..., Choice | None]
AnswerFn = Callable[..., None]


class Flow:
    """A game's named frame handlers and the loop that runs them."""

    def __init__(self) -> None:
        self.steps: dict[str, StepFn] = {}
        self.asks: dict[str, AskFn] = {}
        self.answers: dict[str, AnswerFn] = {}

    def step(self, name: str) -> Callable[[StepFn], StepFn]:
        """Register a handler that runs without input."""
        return self._register(self.steps, name)

    def ask(self, name: str) -> Callable[[AskFn], AskFn]:
        """Register the function that builds a frame's choice."""
        return self._register(self.asks, name)

    def answer(self, name: str) -> Callable[[AnswerFn], AnswerFn]:
        """Register the function that applies the picked option of a frame's choice."""
        return self._register(self.answers, name)

    def _register(self, table: dict[str, Callable], name: str) -> Callable:
        def decorate(fn: Callable) -> Callable:
            if name in table:
                raise ValueError(f"handler {name!r} registered twice")
            table[name] = fn
            return fn

        return decorate

    def settle(self, state: BaseState) -> None:
        """Run frames until a choice is pending or the stack is empty."""
        while state.pending is None and state.stack:
            frame = state.stack.pop()
            ask = self.asks.get(frame.name)
            if ask is None:
                handler = self.steps.get(frame.name)
                if handler is None:
                    raise KeyError(f"no handler for frame {frame.name!r}")
                handler(state, **frame.args)
                continue
            choice = ask(state, **frame.args)
            if choice is not None:
                state.stack.append(frame)
                state.pending = choice

    def refresh(self, state: BaseState) -> None:
        """Rebuild the pending choice from the frame on top of the stack (after hidden parts changed)."""
        if state.pending is not None and state.stack:
            frame = state.stack[-1]
            state.pending = self.asks[frame.name](state, **frame.args)

    def answer_pending(self, state: BaseState, index: int) -> None:
        """Apply option `index` of the pending choice, then settle; an illegal index changes nothing."""
        option = check_index(state.pending, index)
        frame = state.stack.pop()
        state.pending = None
        state.step += 1
        self.answers[frame.name](state, option.value, **frame.args)
        self.settle(state)


def check_index(choice: Choice | None, index: Any):
    """Return the option at `index`, or raise IllegalMove saying why it cannot be picked."""
    if choice is None:
        raise IllegalMove("the game is over: there is nothing to choose")
    if isinstance(index, bool) or not isinstance(index, int):
        raise IllegalMove(f"an option index must be an integer, got {index!r}")
    if not 0 <= index < len(choice.options):
        raise IllegalMove(f"option {index} does not exist: choose 0 to {len(choice.options) - 1}")
    option = choice.options[index]
    if not option.enabled:
        raise IllegalMove(f"option {index} ({option.label}) is not available: {option.why_not}")
    return option
