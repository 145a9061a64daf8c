"""Portable seeded PRNG (SplitMix64) whose whole state is one integer kept inside the game state.

Pure integer arithmetic, so the same seed gives the same sequence on CPython 3.11 and Pyodide 3.14.
Never uses the `random` module. Every draw is counted: a draw reveals random information, and undo
must not step back across it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def mix64(value: int) -> int:
    """Scramble a 64-bit integer (the SplitMix64 finaliser)."""
    z = value & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


@dataclass
class Rng:
    """A SplitMix64 generator: `state` is the whole generator, `draws` counts values taken."""

    state: int
    draws: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        """Start a generator from any integer seed."""
        return cls(state=mix64(seed & MASK64 ^ 0x5DEECE66D))

    def next64(self) -> int:
        """Return the next 64-bit value."""
        self.state = (self.state + _GOLDEN) & MASK64
        self.draws += 1
        return mix64(self.state)

    def below(self, n: int) -> int:
        """Return a uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        if n > 1 << 64:
            raise ValueError(f"below() draws 64-bit values: a bound of {n} is too large")  # would loop forever
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def roll(self, sides: int) -> int:
        """Roll a die with `sides` faces: 1..sides."""
        return self.below(sides) + 1

    def pick(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence, uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def draw_from_bag(self, bag: MutableSequence[T]) -> T:
        """Remove and return a uniformly chosen element of a non-empty bag."""
        index = self.below(len(bag))
        return bag.pop(index)

    def fork(self, salt: int) -> "Rng":
        """Return an independent generator derived from this one's state and `salt`, without drawing."""
        return Rng(state=mix64(self.state ^ mix64(salt)))
