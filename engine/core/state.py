"""The fields every game state shares: seats, PRNG, effect stack, pending choice, log, reveal counter."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from .choice import Choice
from .rng import Rng

PLAYER = "player"
AUTOMA = "automa"


@dataclass
class Frame:
    """One piece of pending work: a handler name and plain arguments (no closures, so states compare).

    `back` is the frame whose choice the seat answered to get here, kept by the flow so that a step inside a
    decision can offer Back (engine/core/effects.py); `seat` is the seat the flow last asked this frame's choice.
    """

    name: str
    args: dict[str, Any] = field(default_factory=dict)
    back: Frame | None = None
    seat: int | None = None


@dataclass(frozen=True)
class LogLine:
    """A readable log entry; `only` names the single seat allowed to read it (None: everyone)."""

    step: int
    text: str
    only: int | None = None


@dataclass(kw_only=True)
class BaseState:
    """Shared part of every game's state; games subclass it with their own fields.

    The log keeps its newest `LOG_KEEP` lines at the least: past twice that many the oldest are dropped, so a
    long game's state stays small to copy and to save. `number` counts every line ever written, so the page
    numbers lines the same way however many were dropped.
    """

    LOG_KEEP: ClassVar[int] = 400

    seat_kinds: list[str]
    rng: Rng
    stack: list[Frame] = field(default_factory=list)
    pending: Choice | None = None
    log: list[LogLine] = field(default_factory=list)
    logged: int = 0
    reveals: int = 0
    step: int = 0
    over: bool = False

    @property
    def seats(self) -> int:
        """Number of seats at the table, automa seats included."""
        return len(self.seat_kinds)

    def say(self, text: str, only: int | None = None) -> None:
        """Append a log line, public or readable by one seat only."""
        self.log.append(LogLine(self.step, text, only))
        self.logged += 1
        if len(self.log) > 2 * self.LOG_KEEP:
            del self.log[:-self.LOG_KEEP]

    def log_start(self) -> int:
        """The number (counting from 0) of the oldest line still in the log."""
        return self.logged - len(self.log)

    def reveal(self) -> None:
        """Mark that hidden information became known (a flipped card, a drawn card)."""
        self.reveals += 1

    def reveal_mark(self) -> int:
        """A counter that grows whenever random or hidden information is revealed."""
        return self.reveals + self.rng.draws

    def schedule(self, *frames: Frame) -> None:
        """Queue frames so that they run in the order given, before anything already queued."""
        self.stack.extend(reversed(frames))

    def push(self, name: str, **args: Any) -> None:
        """Queue one frame to run next."""
        self.stack.append(Frame(name, args))
