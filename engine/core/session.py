"""A game in progress: (game, options, seed, decisions) plus undo, redo, automa turns and bot moves.

The session is the unit a save code captures. Only decisions of player seats are recorded; automa
decisions follow from the rules and are replayed, not stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .choice import Choice, IllegalMove
from .clone import clone
from .game import Game
from .scene import SEAT_COLORS
from .state import AUTOMA, BaseState

HUMAN = "human"
BOT = "bot"
CHECKPOINT_EVERY = 32


@dataclass
class SeatSetup:
    """Who sits at each player seat: names, controllers (human or bot), the bot's kind, colours."""

    names: list[str]
    controllers: list[str]
    bot: str = "greedy"
    colors: list[str] | None = None


@dataclass
class Session:
    """A replayable game: the rules' inputs, the list of decisions, and the current state."""

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
    redo_stack: list[list[int]] = field(default_factory=list)
    state: BaseState = field(init=False)
    _checkpoints: dict[int, BaseState] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self.options = self.game.normalize_options(self.players, dict(self.options))
        self.state = self.game.setup(self.players, self.options, self.seed)
        self._run_automa()
        self._checkpoints = {0: clone(self.state)}

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
        """The seat's colour: the one chosen at the table, else the default colour-blind-safe one."""
        colors = self.seats.colors or []
        return colors[seat] if seat < len(colors) else SEAT_COLORS[seat % len(SEAT_COLORS)]

    def choice(self) -> Choice | None:
        """The pending decision (never an automa's: those are resolved on the spot)."""
        return self.game.choice(self.state)

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.state.over or self.game.choice(self.state) is None

    # ---- playing --------------------------------------------------------------------------
    def apply(self, index: int) -> None:
        """Record and apply a decision; an illegal index raises IllegalMove and changes nothing."""
        self._apply(index)
        self.redo_stack.clear()

    def _apply(self, index: int) -> None:
        mark = self.state.reveal_mark()
        pending = self.state.pending
        seat = pending.seat if pending else -1
        enabled = pending.enabled_indices() if pending else []
        self.game.apply(self.state, index)  # validates before mutating
        self._run_automa()
        self.indices.append(index)
        self.ranks.append((enabled.index(index), len(enabled)))
        self.deciders.append(seat)
        self.revealed_at.append(self.state.reveal_mark() != mark)
        if len(self.indices) % CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self.indices)] = clone(self.state)

    def _run_automa(self) -> None:
        while self.game.is_automa_turn(self.state):
            self.game.apply(self.state, self.game.automa_pick(self.state))

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

    def undo(self) -> None:
        """Step back to before the last human decision (see undo_target)."""
        target = self.undo_target()
        if target is None:
            raise IllegalMove("nothing to undo: undo stops at the last reveal of hidden or random information")
        removed = self.indices[target:]
        self._truncate(target)
        self.redo_stack.append(removed)

    def redo(self) -> None:
        """Re-apply the decisions removed by the last undo."""
        if not self.redo_stack:
            raise IllegalMove("nothing to redo")
        for index in self.redo_stack.pop():
            self._apply(index)

    def _truncate(self, length: int) -> None:
        self.state = self._state_at(length)
        del self.indices[length:]
        del self.revealed_at[length:]
        del self.deciders[length:]
        del self.ranks[length:]
        for step in [s for s in self._checkpoints if s > length]:
            del self._checkpoints[step]

    def _state_at(self, length: int) -> BaseState:
        """A fresh copy of the state after the first `length` decisions, replayed from a checkpoint."""
        base = max(step for step in self._checkpoints if step <= length)
        state = clone(self._checkpoints[base])
        for index in self.indices[base:length]:
            self.game.apply(state, index)
            while self.game.is_automa_turn(state):
                self.game.apply(state, self.game.automa_pick(state))
        return state

    def can_undo(self) -> bool:
        """True when undo is allowed now."""
        return self.undo_target() is not None

    def can_redo(self) -> bool:
        """True when an undo can be redone."""
        return bool(self.redo_stack)
