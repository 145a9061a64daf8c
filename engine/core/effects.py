"""The effect stack runner: one loop pops frames and runs their handlers until a choice is needed.

A game declares handlers on a `Flow`:
- `@flow.step("name")` runs without input: `fn(state, **args)`; it may push more frames.
- `@flow.ask("name")` returns the `Choice` for a frame (or None to skip it), and `@flow.answer("name")`
  receives the picked option's value: `fn(state, value, **args)`.
The stack is plain data inside the state, so a paused game copies, saves and compares by value.

Compound decisions. A frame registered with `ask(name, inside=True)` is a step inside a decision that an
earlier choice of the same seat started (its Choice gets `inside=True` when the answer that led to it was that
seat's: reached from another seat's answer, it starts a decision of its own); a frame registered plainly starts
a decision. The decision is complete when the next choice is not inside one: bots judge complete decisions
(engine/core/bots.py). `ask(name, back=True)` is an inside step that offers Back: the flow appends the option
(role BACK) and, when it is picked, removes what the earlier answer queued and asks that earlier choice again
(`@flow.on_back(name)` may first undo what the earlier answer changed). Handlers never write Back themselves.

A flow built with `resolve_forced=True` applies a choice with exactly one enabled option besides Back
without asking (the rules leave no freedom). `@flow.conceal("name")` registers `test(state, **args)`: when it
holds, that frame is asked even when forced, because resolving it at once would tell the other seats
something hidden (how many cards a hand can play, say).

`Flow.check_frames` (set by the test suite) checks every frame's arguments against its handler's signature
when it runs, so a push with a wrong argument fails in a test rather than in play; `verify()` checks that every
ask has its answer and that both take the same arguments.
"""

from __future__ import annotations

import copy
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from .choice import BACK, Choice, IllegalMove, Option, Role
from .state import BaseState, Frame

StepFn = Callable[..., None]
AskFn = Callable[..., Choice | None]
AnswerFn = Callable[..., None]

_NOT_FORCED = object()


class FrameError(KeyError):
    """A frame whose name has no handler, or whose arguments do not fit its handler."""


@dataclass(frozen=True)
class AskSpec:
    """How a frame's choice sits in a decision: a step inside one, whether it offers Back, its help topic."""

    inside: bool = False
    back: bool = False
    rule: str | None = None


def forced_value(choice: Choice) -> Any:
    """The value of the only enabled option that does not step back, or _NOT_FORCED when there is a real choice."""
    found = _NOT_FORCED
    for option in choice.options:
        if option.enabled and option.role is not Role.BACK:
            if found is not _NOT_FORCED:
                return _NOT_FORCED
            found = option.value
    return found


class Flow:
    """A game's named frame handlers and the loop that runs them."""

    check_frames: ClassVar[bool] = False

    def __init__(self, resolve_forced: bool = False) -> None:
        self.steps: dict[str, StepFn] = {}
        self.asks: dict[str, AskFn] = {}
        self.answers: dict[str, AnswerFn] = {}
        self.specs: dict[str, AskSpec] = {}
        self.backs: dict[str, Callable[..., None]] = {}
        self.resolve_forced = resolve_forced
        self.concealed: dict[str, Callable[..., bool]] = {}
        self._signatures: dict[tuple[str, str], inspect.Signature] = {}
        # Called with the state after every handler runs, while a session watches (to show automa turns step
        # by step); None otherwise.
        self.observer: Callable[[BaseState], None] | None = None

    # ---- registration ---------------------------------------------------------------------
    def step(self, name: str) -> Callable[[StepFn], StepFn]:
        """Register a handler that runs without input."""
        return self._register(self.steps, name)

    def ask(self, name: str, *, inside: bool = False, back: bool = False,
            rule: str | None = None) -> Callable[[AskFn], AskFn]:
        """Register the function that builds a frame's choice (see the module docstring for inside and back;
        `rule` is the How-to-play topic its prompt comes from)."""
        self.specs[name] = AskSpec(inside=inside or back, back=back, rule=rule)
        return self._register(self.asks, name)

    def answer(self, name: str) -> Callable[[AnswerFn], AnswerFn]:
        """Register the function that applies the picked option of a frame's choice."""
        return self._register(self.answers, name)

    def on_back(self, name: str) -> Callable[[StepFn], StepFn]:
        """Register `fn(state, **args)`, run when Back leaves frame `name` (it undoes what the earlier step
        prepared in the state, when that step changed anything)."""
        return self._register(self.backs, name)

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

    # ---- checking -------------------------------------------------------------------------
    def verify(self) -> list[str]:
        """Problems in the registrations: an ask without an answer (or the reverse), a name that is both a
        step and an ask, an answer whose arguments differ from its ask's."""
        problems = []
        for name in sorted(set(self.asks) ^ set(self.answers)):
            problems.append(f"frame {name!r} has an {'ask' if name in self.asks else 'answer'} but no "
                            f"{'answer' if name in self.asks else 'ask'}")
        for name in sorted(set(self.asks) & set(self.steps)):
            problems.append(f"frame {name!r} is registered both as a step and as an ask")
        for name in sorted(set(self.asks) & set(self.answers)):
            asked = list(inspect.signature(self.asks[name]).parameters)[1:]
            answered = list(inspect.signature(self.answers[name]).parameters)[2:]
            if sorted(asked) != sorted(answered):
                problems.append(f"frame {name!r}: ask takes {asked}, answer takes {answered}")
        for name in sorted(set(self.backs) - set(self.asks)):
            problems.append(f"on_back handler for {name!r}, which is not an ask")
        return problems

    def check(self, frame: Frame) -> None:
        """Raise FrameError when `frame` has no handler or its arguments do not fit the handler's signature."""
        if frame.name in self.asks:
            kind, fn, leading = "ask", self.asks[frame.name], ("state",)
        elif frame.name in self.steps:
            kind, fn, leading = "step", self.steps[frame.name], ("state",)
        else:
            raise FrameError(f"no handler for frame {frame.name!r}")
        signature = self._signatures.get((kind, frame.name))
        if signature is None:
            signature = self._signatures[(kind, frame.name)] = inspect.signature(fn)
        try:
            signature.bind(*leading, **frame.args)
        except TypeError as exc:
            raise FrameError(f"frame {frame.name!r} pushed with arguments {sorted(frame.args)}: {exc}") from None

    # ---- running --------------------------------------------------------------------------
    def settle(self, state: BaseState) -> None:
        """Run frames until a choice is pending or the stack is empty."""
        while state.pending is None and state.stack:
            frame = state.stack.pop()
            if self.check_frames:
                self.check(frame)
            ask = self.asks.get(frame.name)
            if ask is None:
                handler = self.steps.get(frame.name)
                if handler is None:
                    raise FrameError(f"no handler for frame {frame.name!r}")
                self._run_linked(state, frame.back, handler, frame.args)
                continue
            choice = self._build(state, frame)
            if choice is None:
                continue
            if self.resolve_forced and not self._concealed(state, frame):
                value = forced_value(choice)
                if value is not _NOT_FORCED:
                    self._run_linked(state, frame.back, self.answers[frame.name], frame.args, value)
                    continue
            frame.seat = choice.seat
            state.stack.append(frame)
            state.pending = choice

    def _build(self, state: BaseState, frame: Frame) -> Choice | None:
        """The frame's choice, with its kind, help topic, inside flag and (when it offers Back) the Back option."""
        spec = self.specs.get(frame.name, _ROOT)
        if not spec.inside:
            frame.back = None  # a new decision starts: nothing before it can be stepped back to
        choice = self.asks[frame.name](state, **frame.args)
        if choice is None:
            return None
        choice.kind = choice.kind or frame.name
        # A step is inside a decision when the seat asked is the seat whose answer led to it: a step registered
        # inside but reached from another seat's answer (a reward an owner chooses in the middle of someone
        # else's turn), or from nothing asked (a forced start), starts a decision of its own.
        continues = frame.back is not None and frame.back.seat == choice.seat
        choice.inside = spec.inside and continues
        if choice.rule is None:
            choice.rule = spec.rule
        if spec.back and continues:
            choice.options.append(Option(BACK, _BACK_VALUE, role=Role.BACK))
        return choice

    def _run_linked(self, state: BaseState, link: Frame | None, fn: Callable, args: dict, *value: Any) -> None:
        """Run a handler; frames it queues remember `link`, the choice that led to them (for Back)."""
        before = {id(f) for f in state.stack}
        fn(state, *value, **args)
        if link is not None:
            for f in state.stack:
                if f.back is None and id(f) not in before:
                    f.back = link
        if self.observer is not None:
            self.observer(state)

    def _concealed(self, state: BaseState, frame: Frame) -> bool:
        test = self.concealed.get(frame.name)
        return test is not None and test(state, **frame.args)

    def refresh(self, state: BaseState) -> None:
        """Rebuild the pending choice from the frame on top of the stack (after hidden parts changed)."""
        if state.pending is not None and state.stack:
            frame = state.stack[-1]
            state.pending = self._build(state, frame)

    def restore_pending(self, state: BaseState) -> None:
        """Rebuild the pending choice of a state stored without it (a snapshot): the frame on top of the stack
        is asked again."""
        if state.pending is None and state.stack and state.stack[-1].name in self.asks:
            state.pending = self._build(state, state.stack[-1])

    def answer_pending(self, state: BaseState, index: int) -> None:
        """Apply option `index` of the pending choice, then settle; an illegal index changes nothing."""
        option = check_index(state.pending, index)
        frame = state.stack.pop()
        state.pending = None
        state.step += 1
        if option.role is Role.BACK and option.value is _BACK_VALUE:
            self._step_back(state, frame)
        else:
            self._run_linked(state, frame, self.answers[frame.name], frame.args, own_value(option.value))
        self.settle(state)

    def _step_back(self, state: BaseState, frame: Frame) -> None:
        """Leave `frame` for the choice asked before it: drop what that answer queued, ask it again."""
        earlier = frame.back
        if earlier is None:
            raise IllegalMove(f"{frame.name!r} has nothing to step back to")
        on_back = self.backs.get(frame.name)
        if on_back is not None:
            on_back(state, **frame.args)
        state.stack = [f for f in state.stack if f.back is not earlier]
        state.stack.append(Frame(earlier.name, dict(earlier.args), earlier.back))


_IMMUTABLE = (int, str, float, bool, type(None), tuple, frozenset)


def own_value(value: Any) -> Any:
    """An option's value for the answer to keep: a copy when it is mutable, because a state's copies share their
    pending choice (engine/core/clone.py) and an answer may store the value it is given."""
    if isinstance(value, _IMMUTABLE):
        return value  # a tuple holding a list would still be shared: no game's option values are such tuples
    return copy.deepcopy(value)


class _BackMarker:
    """The value of the Back option the flow adds (picklable, compared by identity within a process)."""

    def __reduce__(self) -> str:
        return "_BACK_VALUE"

    def __repr__(self) -> str:
        return "BACK"


_BACK_VALUE = _BackMarker()
_ROOT = AskSpec()


def check_index(choice: Choice | None, index: Any) -> Option:
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
