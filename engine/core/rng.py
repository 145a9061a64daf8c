"""Portable seeded PRNG (SplitMix64, counter mode) whose whole state is one key and a draw count in the game state.

Pure integer arithmetic, so the same seed gives the same sequence on CPython 3.11 and Pyodide 3.14. Never uses
the `random` module. The k-th value is a function of the key and k alone, so the key is a secret that lets a
session continue exactly where a replay stopped: save codes and snapshots never hold it (they carry the values
already drawn instead, see `Tape`), so nobody can compute a draw that has not happened yet.

Every draw is counted: a draw is a reveal, and undo must not step back across it.
"""

from __future__ import annotations

import os
from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def mix64(value: int) -> int:
    """Scramble a 64-bit integer (the SplitMix64 finaliser)."""
    z = value & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def fresh_seed() -> int:
    """A new secret seed from the operating system (also in the browser, through Pyodide)."""
    return int.from_bytes(os.urandom(8), "big") >> 1


class TapeError(ValueError):
    """A replay asked the tape for a value it does not hold, or for a different range than was recorded."""


class Tape:
    """The values a game drew, in order: recorded during play, read back during a replay.

    Recording keeps `(value, bound)` pairs (`below(bound)` gave `value`). Replaying reads each value with the
    bound the replay asks for from a reader of packed digits (engine/core/radix.py), so a save code stores a
    d6 roll in 2.6 bits and the replay checks it lands in range.
    """

    def __init__(self, reader=None) -> None:
        self.values: list[tuple[int, int]] = []
        self._reader = reader

    @property
    def replaying(self) -> bool:
        """True when the next value comes from the tape rather than from the key."""
        return self._reader is not None and getattr(self._reader, "pending", True)

    def scripted_pick(self, items: Sequence) -> int | None:
        """The index a script wants the next draw among `items` to take (engine/core/scenario.py), else None."""
        wanted = getattr(self._reader, "wanted_item", None)
        return None if wanted is None else wanted(items)

    def read(self, bound: int) -> int:
        """The next recorded value, drawn below `bound`."""
        if self._reader is None:
            raise TapeError("this tape records draws; it has none to give back")
        value = self._reader.next(bound)
        self.values.append((value, bound))
        return value

    def record(self, value: int, bound: int) -> None:
        """Remember a value drawn during play."""
        self.values.append((value, bound))


@dataclass
class Rng:
    """A SplitMix64 generator in counter mode: `key` is the secret, `draws` counts 64-bit values taken.

    A `Tape` attached with `attach` records every bounded draw or, when replaying, supplies it; the tape is not
    part of the state (a copy of the state has none).
    """

    key: int
    draws: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """Start a generator from any integer seed."""
        return cls(key=mix64(seed & MASK64 ^ 0x5DEECE66D))

    def __getstate__(self) -> dict:
        return {"key": self.key, "draws": self.draws}

    def __setstate__(self, data: dict) -> None:
        self.key = data["key"]
        self.draws = data["draws"]

    def attach(self, tape: Tape | None) -> None:
        """Record bounded draws on `tape` (or read them from it when it replays); None detaches."""
        self.__dict__["_tape"] = tape

    @property
    def tape(self) -> Tape | None:
        """The attached tape, if any."""
        return self.__dict__.get("_tape")

    def next64(self) -> int:
        """Return the next 64-bit value."""
        self.draws += 1
        return mix64((self.key + self.draws * _GOLDEN) & MASK64)

    def below(self, n: int) -> int:
        """Return a uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        if n > 1 << 64:
            raise ValueError(f"below() draws 64-bit values: a bound of {n} is too large")  # would loop forever
        tape = self.tape
        if tape is not None and tape.replaying:
            self.draws += 1
            return tape.read(n)
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                if tape is not None:
                    tape.record(value % n, n)
                return value % n

    def roll(self, sides: int) -> int:
        """Roll a die with `sides` faces: 1..sides."""
        return self.below(sides) + 1

    def pick(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence, uniformly."""
        return items[self._index_in(items)]

    def _index_in(self, items: Sequence) -> int:
        tape = self.tape
        scripted = tape.scripted_pick(items) if tape is not None else None
        if tape is None or scripted is None:
            return self.below(len(items))
        self.draws += 1
        tape.record(scripted, len(items))
        return scripted

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def draw_from_bag(self, bag: MutableSequence[T]) -> T:
        """Remove and return a uniformly chosen element of a non-empty bag (a deck drawn at random: its order
        is never decided before the draw, so no saved state holds the future)."""
        return bag.pop(self._index_in(bag))
