"""The effect stack runner: one loop pops frames and runs their handlers until a choice is needed.

A game declares handlers on a `Flow`:
- `@flow.step("name")` runs without input: `fn(state, **args)`; it may push more frames.
- `@flow.ask("name")` returns the `Choice` for a frame (or None to skip it), and `@flow.answer("name")`
  receives the picked option's value: `fn(state, value, **args)`.
The stack is plain data inside the state, so a paused game copies, saves and compares by value.

A flow built with `resolve_forced=True` applies a choice with exactly one enabled option besides Back
without asking (the rules leave no freedom). `@flow.conceal("name")` registers `test(state, **args)`: when it
holds, that frame is asked even when forced, because resolving it at once would tell the other seats
something hidden (how many cards a hand can play, say).
"""

from __future__ import annotations

from typing import Any, Callable

from .choice import BACK, Choice, IllegalMove
from .state import BaseState, Frame

StepFn = Callable[..., None]
AskFn = Callable[..., Choice | None]
AnswerFn = Callable[..., None]


_NOT_FORCED = object()


def forced_value(choice: Choice) -> Any:
    """The value of the only enabled option other than Back, or _NOT_FORCED when there is a real choice."""
    found = _NOT_FORCED
    for option in choice.options:
        if option.enabled and option.label != BACK:
            if found is not _NOT_FORCED:
                return _NOT_FORCED
            found = option.value
    return found


class Flow:
    """A game's named frame handlers and the loop that runs them."""

    def __init__(self, resolve_forced: bool = False) -> None:
        self.steps: dict[str, StepFn] = {}
        self.asks: dict[str, AskFn] = {}
        self.answers: dict[str, AnswerFn] = {}
        self.resolve_forced = resolve_forced
        self.concealed: dict[str, Callable[..., bool]] = {}

    def step(self, name: str) -> Callable[[StepFn], StepFn]:
        """Register a handler that runs without input."""
        return self._register(self.steps, name)

    def ask(self, name: str) -> Callable[[AskFn], AskFn]:
        """Register the function that builds a frame's choice."""
        return self._register(self.asks, name)

    def answer(self, name: str) -> Callable[[AnswerFn], AnswerFn]:
        """Register the function that applies the picked option of a frame's choice."""
        return self._register(self.answers, name)

    def conceal(self, name: str) -> Callable[[Callable[..., bool]], Callable[..., bool]]:
        """Register a test telling when frame `name` must be asked even with one possible answer."""
        return self._register(self.concealed, name)

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
            if choice is None:
                continue
            if self.resolve_forced and not self._concealed(state, frame):
                value = forced_value(choice)
                if value is not _NOT_FORCED:
                    self.answers[frame.name](state, value, **frame.args)
                    continue
            state.stack.append(frame)
            state.pending = choice

    def _concealed(self, state: BaseState, frame: Frame) -> bool:
        test = self.concealed.get(frame.name)
        return test is not None and test(state, **frame.args)

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
