"""State fingerprints: stable, sensitive to the position, blind to the log and the pending prompt."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.choice import Choice, Option
from engine.core.clone import clone
from engine.core.fingerprint import fingerprint
from engine.core.rng import Rng
from engine.core.session import HUMAN, SeatSetup, Session
from engine.core.state import PLAYER, BaseState
from testgame import GAME


@dataclass(kw_only=True)
class Board(BaseState):
    cells: dict[str, int] = field(default_factory=dict)
    tags: set[str] = field(default_factory=set)
    path: tuple[int, ...] = ()


def board() -> Board:
    return Board(seat_kinds=[PLAYER, PLAYER], rng=Rng.from_seed(2), cells={"a": 1, "b": 2}, tags={"x", "y"},
                 path=(1, 2))


def test_fingerprint_is_short_hex_and_deterministic():
    """The fingerprint is 8 hex characters by default, equal for equal states, and `length` sets its size."""
    state = board()
    value = fingerprint(state)
    assert len(value) == 8 and int(value, 16) >= 0
    assert fingerprint(clone(state)) == value
    assert len(fingerprint(state, length=16)) == 16 and fingerprint(state, length=16).startswith(value)


def test_fingerprint_ignores_the_log_and_the_pending_prompt():
    """Adding log lines or rewording the pending choice does not change the fingerprint."""
    state = board()
    value = fingerprint(state)
    state.say("something happened")
    state.say("a secret", only=1)
    state.pending = Choice(0, "Reworded prompt", [Option("Go")])
    assert fingerprint(state) == value


def test_fingerprint_sees_every_position_field():
    """Changing any field of the position (cells, tags, stack, step) changes the fingerprint (the PRNG's key is
    a secret a replay does not have, and its draw count is checked by the save code's header)."""
    value = fingerprint(board())
    changes = [
        lambda s: s.cells.__setitem__("a", 5),
        lambda s: s.tags.add("z"),
        lambda s: setattr(s, "path", (2, 1)),
        lambda s: s.push("turn", seat=1),
        lambda s: setattr(s, "step", 1),
        lambda s: s.reveal(),
        lambda s: setattr(s, "over", True),
    ]
    for change in changes:
        state = board()
        change(state)
        assert fingerprint(state) != value


def test_fingerprint_does_not_depend_on_dict_or_set_order():
    """Dicts and sets built in another order hash the same."""
    a, b = board(), board()
    b.cells = {"b": 2, "a": 1}
    b.tags = {"y", "x"}
    assert fingerprint(a) == fingerprint(b)


def test_game_log_is_not_part_of_a_played_fingerprint():
    """Two sessions in the same position hash the same even if one log was rewritten."""
    s = Session(GAME, 2, {}, 5, SeatSetup(["A", "B"], [HUMAN, HUMAN]))
    s.apply(1)
    copy = clone(s.state)
    copy.log = []
    assert fingerprint(copy) == fingerprint(s.state)
