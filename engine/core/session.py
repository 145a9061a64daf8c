"""A game in progress: (game, options, decisions, draws) plus undo, redo, automa turns and bot moves.

The session is the unit a save code captures. Only decisions of player seats are recorded; automa decisions
follow from the rules and are replayed, not stored. Every value the game draws at random is recorded on a
`Tape` as it is drawn, so a save code carries the draws already made and never the key that makes the next
ones: a replay reads the tape instead of the generator (engine/core/rng.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .choice import Choice, IllegalMove
from .clone import clone
from .game import Game
from .radix import RankReader
from .rng import Rng, Tape
from .scene import SEAT_COLORS
from .state import AUTOMA, BaseState

HUMAN = "human"
BOT = "bot"
CHECKPOINT_EVERY = 32
MAX_BEATS = 120  # intermediate positions kept from one decision's automa turns (enough for a whole round)
# The most decisions a game may record: save codes are written and read up to this, and bot playouts that
# have not ended by then are runaways (a shared limit, so no code the app writes is refused when read).
MAX_DECISIONS = 100_000


@dataclass
class Beat:
    """A position inside an automa seat's turn, kept so the page can show that turn step by step."""

    state: BaseState
    logged: int
    seat: int


@dataclass
class SeatSetup:
    """Who sits at each player seat: names, controllers (human or bot), the bot's kind, colours."""

    names: list[str]
    controllers: list[str]
    bot: str = "greedy"
    colors: list[str] | None = None


@dataclass
class Session:
    """A replayable game: the rules' inputs, the decisions and draws made so far, and the current state.

    `seed` keys the generator of a new game (and derives the bots' choices); a session rebuilt from a save
    code gets a fresh one, since the code holds the draws made, not the key.
    """

    game: Game
    players: int
    options: dict[str, str]
    seed: int
    seats: SeatSetup
    practice: bool = False
    indices: list[int] = field(default_factory=list)
    revealed_at: list[bool] = field(default_factory=list)  # did decision i reveal hidden/random information?
    deciders: list[int] = field(default_factory=list)  # the seat that made decision i
    ranks: list[tuple[int, int]] = field(default_factory=list)  # decision i: (rank among enabled, enabled count)
    drawn_at: list[int] = field(default_factory=list)  # values on the tape after decision i
    redo_stack: list[tuple[list[int], list[tuple[int, int]]]] = field(default_factory=list)
    replay_draws: RankReader | None = field(default=None, repr=False)  # set by a save code being read
    state: BaseState = field(init=False)
    tape: Tape = field(init=False, repr=False)
    _setup_drawn: int = field(default=0, init=False, repr=False)
    _checkpoints: dict[int, BaseState] = field(default_factory=dict, init=False, repr=False)
    beats: list[Beat] = field(default_factory=list, init=False, repr=False)

    def __post_init__(self) -> None:
        self.options = self.game.normalize_options(self.players, dict(self.options))
        self.tape = Tape(self.replay_draws)
        rng = Rng.from_seed(self.seed)
        rng.attach(self.tape)
        self.state = self.game.setup(self.players, self.options, rng)
        self.game.run_automa(self.state)
        self._setup_drawn = len(self.tape.values)
        self._checkpoints = {0: clone(self.state)}

    @classmethod
    def restored(cls, game: Game, players: int, options: dict[str, str], seats: SeatSetup, state: BaseState, *,
                 practice: bool, indices: list[int], ranks: list[tuple[int, int]], deciders: list[int],
                 revealed_at: list[bool], drawn_at: list[int], draws: list[tuple[int, int]], setup_drawn: int,
                 key_seed: int) -> Session:
        """A session rebuilt from its record and current state without replaying (engine/core/snapshot.py); it
        draws on from a key made from `key_seed`. Undo rebuilds earlier positions from the recorded draws."""
        if not (len(indices) == len(ranks) == len(deciders) == len(revealed_at) == len(drawn_at)):
            raise ValueError("the session record's lists differ in length")
        session = cls.__new__(cls)
        session.game, session.players, session.seats, session.practice = game, players, seats, practice
        session.options = game.normalize_options(players, dict(options))
        session.seed = key_seed
        session.indices, session.ranks, session.deciders = indices, ranks, deciders
        session.revealed_at, session.drawn_at = revealed_at, drawn_at
        session.redo_stack, session.replay_draws, session.beats = [], None, []
        session.tape = Tape()
        session.tape.values = list(draws)
        session._setup_drawn = setup_drawn
        state.rng.key = Rng.from_seed(key_seed).key
        state.rng.attach(session.tape)
        game.flow.restore_pending(state)
        session.state = state
        session._checkpoints = {len(indices): clone(state)}
        return session

    @property
    def setup_drawn(self) -> int:
        """How many values the setup drew (the first ones on the tape)."""
        return self._setup_drawn

    # ---- who plays ------------------------------------------------------------------------
    def controller(self, seat: int) -> str:
        """'human', 'bot' or 'automa' for a seat."""
        if self.state.seat_kinds[seat] == AUTOMA:
            return AUTOMA
        return self.seats.controllers[seat] if seat < len(self.seats.controllers) else BOT

    def seat_name(self, seat: int) -> str:
        """The display name of a seat."""
        if seat < len(self.seats.names):
            return self.seats.names[seat]
        if self.state.seat_kinds[seat] == AUTOMA:
            return self.game.automa_name(self.state, seat)
        return f"Player {seat + 1}"

    def seat_color(self, seat: int) -> str:
        """The seat's colour: the one chosen at the table, else a colour-blind-safe default; an automa seat gets
        the first palette colour no player seat wears."""
        return self.seat_colors()[seat]

    def seat_colors(self) -> list[str]:
        """Every seat's colour, all different (see seat_color)."""
        chosen = list(self.seats.colors or [])
        colors = [chosen[s] if s < len(chosen) else SEAT_COLORS[s % len(SEAT_COLORS)] for s in range(self.players)]
        spare = [color for color in SEAT_COLORS if color not in colors]
        for seat in range(self.players, self.state.seats):
            colors.append(spare.pop(0) if spare else SEAT_COLORS[seat % len(SEAT_COLORS)])
        return colors

    def choice(self) -> Choice | None:
        """The pending decision (never an automa's: those are resolved on the spot)."""
        return self.game.choice(self.state)

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.state.over or self.game.choice(self.state) is None

    @property
    def draws(self) -> list[tuple[int, int]]:
        """Every value drawn so far, as (value, bound) in drawing order (what a save code stores)."""
        return self.tape.values

    # ---- playing --------------------------------------------------------------------------
    def apply(self, index: int) -> None:
        """Record and apply a decision; an illegal index raises IllegalMove and changes nothing."""
        if len(self.indices) >= MAX_DECISIONS:
            raise IllegalMove(f"this game has reached the most decisions a game may record ({MAX_DECISIONS})")
        self._apply(index)
        self.redo_stack.clear()

    def _apply(self, index: int) -> None:
        mark = self.state.reveal_mark()
        pending = self.state.pending
        seat = pending.seat if pending else -1
        enabled = pending.enabled_indices() if pending else []
        self.beats = []
        self.game.flow.observer = self._watch
        try:
            self.game.advance(self.state, index)  # validates before mutating
        finally:
            self.game.flow.observer = None
        self.indices.append(index)
        self.ranks.append((enabled.index(index), len(enabled)))
        self.deciders.append(seat)
        self.revealed_at.append(self.state.reveal_mark() != mark)
        self.drawn_at.append(len(self.tape.values))
        if len(self.indices) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self.indices)] = clone(self.state)

    def _watch(self, state: BaseState) -> None:
        """Keep the position after each logged step of an automa seat's turn (played back by the page)."""
        if state is not self.state or len(self.beats) >= MAX_BEATS:
            return
        logged = self.beats[-1].logged if self.beats else None
        if state.logged == logged:
            return
        seat = self.game.turn_seat(state)
        if seat is not None and 0 <= seat < state.seats and state.seat_kinds[seat] == AUTOMA:
            self.beats.append(Beat(clone(state), state.logged, seat))

    def finish_replay(self, draws: int, key_seed: int) -> None:
        """After a save code's decisions were replayed: go on drawing live from a new key (`key_seed`), with
        the draw count the code was saved at."""
        self.seed = key_seed
        drawn = list(self.draws_so_far())
        self.tape = Tape()
        self.tape.values = drawn
        key = Rng.from_seed(key_seed).key
        for saved in self._checkpoints.values():
            saved.rng.key = key
        self.state.rng.key = key
        self.state.rng.draws = draws
        self.state.rng.attach(self.tape)

    def draws_so_far(self) -> list[tuple[int, int]]:
        """The draws up to the current position."""
        end = self.drawn_at[-1] if self.drawn_at else self._setup_drawn
        return self.tape.values[:end]

    # ---- undo and redo --------------------------------------------------------------------
    def undo_target(self) -> int | None:
        """How many decisions remain after an undo, or None when undo is not allowed now.

        Undo removes the last decision of a human seat (and any bot decisions after it). Outside
        practice mode it never crosses a decision that revealed hidden or random information.
        """
        for length in range(len(self.indices) - 1, -1, -1):
            if not self.practice and self.revealed_at[length]:
                return None
            if self.controller(self.deciders[length]) == HUMAN:
                return length
        return None

    def undo_blocker(self) -> str | None:
        """Why undo is not possible now (None when it is), in players' words."""
        if self.undo_target() is not None:
            return None
        for length in range(len(self.indices) - 1, -1, -1):
            if not self.practice and self.revealed_at[length]:
                return "undo stops where something hidden or random was revealed"
            if self.controller(self.deciders[length]) == HUMAN:
                break
        return "there is no move of yours to take back"

    def undo(self) -> None:
        """Step back to before the last human decision (see undo_target)."""
        target = self.undo_target()
        if target is None:
            raise IllegalMove("nothing to undo: undo stops at the last reveal of hidden or random information")
        removed = self.indices[target:]
        start = self.drawn_at[target - 1] if target else self._setup_drawn
        removed_draws = self.tape.values[start:]
        self._truncate(target)
        self.redo_stack.append((removed, removed_draws))

    def redo(self) -> None:
        """Re-apply the decisions removed by the last undo, with the same draws."""
        if not self.redo_stack:
            raise IllegalMove("nothing to redo")
        indices, draws = self.redo_stack.pop()
        live = self.tape
        replay = Tape(_ListReader(draws))
        replay.values = list(live.values)
        self.tape = replay
        self.state.rng.attach(replay)
        try:
            for index in indices:
                self._apply(index)
        finally:
            live.values = replay.values
            self.tape = live
            self.state.rng.attach(live)

    def _truncate(self, length: int) -> None:
        self.state = self._state_at(length)
        del self.indices[length:]
        del self.revealed_at[length:]
        del self.deciders[length:]
        del self.ranks[length:]
        del self.drawn_at[length:]
        del self.tape.values[self.drawn_at[-1] if self.drawn_at else self._setup_drawn:]
        self.state.rng.attach(self.tape)
        for step in [s for s in self._checkpoints if s > length]:
            del self._checkpoints[step]

    def _state_at(self, length: int) -> BaseState:
        """A fresh copy of the state after the first `length` decisions, replayed from a checkpoint with the
        draws recorded then."""
        if not any(step <= length for step in self._checkpoints):
            self._checkpoints[0] = self._initial_state()
        base = max(step for step in self._checkpoints if step <= length)
        state = clone(self._checkpoints[base])
        start = self.drawn_at[base - 1] if base else self._setup_drawn
        end = self.drawn_at[length - 1] if length else self._setup_drawn
        state.rng.attach(Tape(_ListReader(self.tape.values[start:end])))
        for index in self.indices[base:length]:
            self.game.advance(state, index)
        state.rng.attach(None)
        return state

    def _initial_state(self) -> BaseState:
        """The state after setup, set up again with the draws recorded then (a restored session has none)."""
        rng = Rng(key=self.state.rng.key)
        rng.attach(Tape(_ListReader(self.tape.values[:self._setup_drawn])))
        state = self.game.setup(self.players, self.options, rng)
        self.game.run_automa(state)
        rng.attach(None)
        return state

    def can_undo(self) -> bool:
        """True when undo is allowed now."""
        return self.undo_target() is not None

    def can_redo(self) -> bool:
        """True when an undo can be redone."""
        return bool(self.redo_stack)


class _ListReader:
    """Reads recorded (value, bound) draws back in order, checking each bound (for undo and redo replays)."""

    def __init__(self, values: list[tuple[int, int]]) -> None:
        self._values = iter(values)

    def next(self, bound: int) -> int:
        value, recorded = next(self._values, (None, None))
        if value is None or recorded != bound:
            raise RuntimeError("a replay drew differently from the game it replays")
        return value
