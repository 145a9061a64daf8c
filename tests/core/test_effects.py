"""The effect stack: steps, asks and answers run by one loop over plain frames."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.core.choice import Choice, IllegalMove, Option, disabled
from engine.core.clone import clone
from engine.core.effects import Flow, check_index
from engine.core.rng import Rng
from engine.core.state import PLAYER, BaseState, Frame


@dataclass(kw_only=True)
class Tally(BaseState):
    """A tiny state: a trace of what ran and a number the choices change."""

    trace: list[str] = field(default_factory=list)
    total: int = 0
    limit: int = 3


def make_flow() -> Flow:
    """A flow with steps that trace, an ask/answer pair, and an ask that skips itself."""
    flow = Flow()

    @flow.step("note")
    def _note(state: Tally, text: str) -> None:
        state.trace.append(text)

    @flow.step("fan_out")
    def _fan_out(state: Tally) -> None:
        state.schedule(Frame("note", {"text": "a"}), Frame("note", {"text": "b"}), Frame("note", {"text": "c"}))

    @flow.step("push_two")
    def _push_two(state: Tally) -> None:
        state.push("note", text="second")
        state.push("note", text="first")  # pushed last, runs first

    @flow.ask("add")
    def _ask_add(state: Tally, seat: int) -> Choice | None:
        if state.total >= 10:
            return None  # nothing to ask: the frame is skipped
        options = [Option(f"+{n}", n) if n <= state.limit else disabled(f"+{n}", f"at most {state.limit}", n)
                   for n in (1, 2, 5)]
        return Choice(seat, f"Add to {state.total}", options)

    @flow.answer("add")
    def _answer_add(state: Tally, value: int, seat: int) -> None:
        state.total += value
        state.trace.append(f"seat{seat}+{value}")

    return flow


def new_state() -> Tally:
    return Tally(seat_kinds=[PLAYER, PLAYER], rng=Rng.from_seed(1))


def test_steps_run_until_the_stack_is_empty():
    """settle runs every step frame and leaves no choice when none is asked."""
    flow, state = make_flow(), new_state()
    state.push("note", text="x")
    flow.settle(state)
    assert state.trace == ["x"] and state.stack == [] and state.pending is None


def test_schedule_runs_frames_in_the_order_given_before_queued_work():
    """schedule(a, b, c) runs a, b, c in that order, before frames queued earlier."""
    flow, state = make_flow(), new_state()
    state.push("note", text="later")
    state.push("fan_out")
    flow.settle(state)
    assert state.trace == ["a", "b", "c", "later"]


def test_push_runs_the_last_pushed_frame_first():
    """push queues one frame to run next (a stack)."""
    flow, state = make_flow(), new_state()
    state.push("push_two")
    flow.settle(state)
    assert state.trace == ["first", "second"]


def test_an_ask_pauses_the_loop_with_its_frame_on_top():
    """A frame whose ask returns a choice stays on the stack and becomes the pending choice."""
    flow, state = make_flow(), new_state()
    state.schedule(Frame("note", {"text": "before"}), Frame("add", {"seat": 1}), Frame("note", {"text": "after"}))
    flow.settle(state)
    assert state.trace == ["before"]
    assert state.pending.seat == 1 and state.pending.prompt == "Add to 0"
    assert state.stack[-1] == Frame("add", {"seat": 1}, seat=1)


def test_answer_applies_the_value_then_settles():
    """answer_pending hands the option's value to the answer handler, counts the step and runs on."""
    flow, state = make_flow(), new_state()
    state.schedule(Frame("add", {"seat": 0}), Frame("note", {"text": "after"}))
    flow.settle(state)
    flow.answer_pending(state, 1)
    assert state.total == 2 and state.step == 1
    assert state.trace == ["seat0+2", "after"]
    assert state.pending is None and state.stack == []


def test_an_ask_returning_none_skips_the_frame():
    """When the ask has nothing to ask, the frame is dropped and the loop continues."""
    flow, state = make_flow(), new_state()
    state.total = 10
    state.schedule(Frame("add", {"seat": 0}), Frame("note", {"text": "after"}))
    flow.settle(state)
    assert state.pending is None and state.trace == ["after"]


def test_illegal_answers_change_nothing():
    """Disabled, out-of-range, negative and non-integer indices raise IllegalMove and leave the state equal."""
    flow, state = make_flow(), new_state()
    state.push("add", seat=0)
    flow.settle(state)
    before = clone(state)
    for index in (2, 3, -1, 1.0, "0", None, True):
        with pytest.raises(IllegalMove):
            flow.answer_pending(state, index)
        assert state == before
    with pytest.raises(IllegalMove, match="not available: at most 3"):
        flow.answer_pending(state, 2)


def test_check_index_messages():
    """check_index says why: game over, not an integer, does not exist, not available."""
    choice = Choice(0, "Pick", [Option("A"), disabled("B", "too dear")])
    assert check_index(choice, 0).label == "A"
    with pytest.raises(IllegalMove, match="game is over"):
        check_index(None, 0)
    with pytest.raises(IllegalMove, match="must be an integer"):
        check_index(choice, "1")
    with pytest.raises(IllegalMove, match="does not exist: choose 0 to 1"):
        check_index(choice, 5)
    with pytest.raises(IllegalMove, match=r"option 1 \(B\) is not available: too dear"):
        check_index(choice, 1)


def test_refresh_rebuilds_the_pending_choice():
    """refresh asks the top frame again, so a choice follows changes made to the state."""
    flow, state = make_flow(), new_state()
    state.push("add", seat=0)
    flow.settle(state)
    assert not state.pending.options[2].enabled
    state.limit = 5
    flow.refresh(state)
    assert state.pending.options[2].enabled
    assert state.pending == Choice(0, "Add to 0", [Option("+1", 1), Option("+2", 2), Option("+5", 5)], kind="add")


def test_refresh_without_a_pending_choice_does_nothing():
    """refresh on a settled, choice-free state leaves it as it was."""
    flow, state = make_flow(), new_state()
    before = clone(state)
    flow.refresh(state)
    assert state == before


def test_unknown_frames_and_duplicate_handlers_are_errors():
    """A frame with no handler raises KeyError naming it; registering a name twice raises ValueError."""
    flow, state = make_flow(), new_state()
    state.push("nobody")
    with pytest.raises(KeyError, match="nobody"):
        flow.settle(state)
    with pytest.raises(ValueError, match="twice"):
        flow.step("note")(lambda state, text: None)


def test_a_paused_state_is_plain_data():
    """A state paused on a choice clones equal, and the clone continues exactly like the original."""
    flow, state = make_flow(), new_state()
    state.schedule(Frame("add", {"seat": 0}), Frame("add", {"seat": 1}))
    flow.settle(state)
    copy = clone(state)
    assert copy == state
    for target in (state, copy):
        flow.answer_pending(target, 0)
        flow.answer_pending(target, 1)
    assert copy == state and state.total == 3


def test_log_lines_and_reveals():
    """say() stamps the step and audience; reveal_mark grows with reveals and with PRNG draws."""
    state = new_state()
    state.step = 4
    state.say("public")
    state.say("secret", only=1)
    assert [(line.step, line.text, line.only) for line in state.log] == [(4, "public", None), (4, "secret", 1)]
    mark = state.reveal_mark()
    state.reveal()
    assert state.reveal_mark() == mark + 1
    state.rng.below(6)
    assert state.reveal_mark() >= mark + 2
    assert state.seats == 2


def test_a_flow_may_resolve_forced_choices_unless_concealed():
    """With resolve_forced, a choice with one option besides Back is applied at once; a concealed frame is asked."""
    from engine.core.choice import BACK, Choice, Option, Role
    from engine.core.effects import Flow
    from engine.core.rng import Rng
    from engine.core.state import BaseState

    flow = Flow(resolve_forced=True)
    taken: list[str] = []

    @flow.ask("pick")
    def _ask(state, hidden=False):
        return Choice(0, "Pick", [Option("Only", "only"), Option(BACK, None, role=Role.BACK)])

    @flow.answer("pick")
    def _answer(state, value, hidden=False):
        taken.append(value)

    @flow.conceal("pick")
    def _hide(state, hidden=False):
        return hidden

    state = BaseState(seat_kinds=["player"], rng=Rng.from_seed(1))
    state.push("pick")
    flow.settle(state)
    assert taken == ["only"] and state.pending is None
    state.push("pick", hidden=True)
    flow.settle(state)
    assert state.pending is not None and taken == ["only"]


@dataclass(kw_only=True)
class Hands(BaseState):
    """A state whose answer keeps the list it is given (as some games' answers do)."""

    kept: list[list[str]] = field(default_factory=list)


def test_copies_share_the_pending_choice_and_an_answer_keeps_its_own_copy_of_a_list_value():
    """clone() shares the pending choice (nothing edits it), so an answer that stores a list value and later
    grows it must not reach the choice the original and every other copy still answer from."""
    flow = Flow()

    @flow.ask("take")
    def _ask_take(state: Hands) -> Choice:
        return Choice(0, "Take a pair", [Option("red pair", ["red", "red"]), Option("blue pair", ["blue"])])

    @flow.answer("take")
    def _answer_take(state: Hands, value: list[str]) -> None:
        state.kept.append(value)

    state = Hands(seat_kinds=[PLAYER], rng=Rng.from_seed(1))
    state.push("take")
    flow.settle(state)
    copy = clone(state)
    assert copy.pending is state.pending  # shared, not copied
    flow.answer_pending(copy, 0)
    copy.kept[0].append("green")
    assert state.pending.options[0].value == ["red", "red"]
    again = clone(state)
    flow.answer_pending(again, 0)
    assert again.kept == [["red", "red"]]
