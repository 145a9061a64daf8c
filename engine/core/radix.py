"""Mixed-radix packing: each decision (or drawn value) costs log2(its range) bits, a forced decision nothing.

A decision is stored as its rank among the options that were enabled when it was made, a drawn value as
itself below its bound. The digits form one integer, the first in its lowest place, each in base "how many
there were to choose from". Reading it back needs those counts, which the replay supplies one at a time
(`RankReader.next`).

Format 2 codes packed the digits alone, so a reader whose digits ran out kept reading zeros. Packing with
`sentinel=True` (format 3) puts a 1 above the last digit: once only that 1 is left, every digit has been read,
and asking for another real one is an error. A crafted code therefore cannot make a replay longer than its
length pays for.
"""

from __future__ import annotations


class Exhausted(ValueError):
    """The packed digits ran out while the replay still needed one."""


def pack(ranks: list[tuple[int, int]], sentinel: bool = False) -> bytes:
    """Pack (rank, count) pairs into little-endian bytes (with a sentinel digit above them when asked)."""
    value = 1 if sentinel else 0
    for rank, count in reversed(ranks):
        if not 0 <= rank < count:
            raise ValueError(f"rank {rank} is not below its option count {count}")
        value = value * count + rank
    return value.to_bytes((value.bit_length() + 7) // 8, "little")


class RankReader:
    """Reads packed ranks back, one at a time, given each one's count."""

    def __init__(self, data: bytes, sentinel: bool = False) -> None:
        self._value = int.from_bytes(data, "little")
        self._floor = 1 if sentinel else 0
        if sentinel and self._value < 1:
            raise Exhausted("the packed data has no sentinel")

    def next(self, count: int) -> int:
        """The rank of the next digit, which had `count` possibilities."""
        if count < 1:
            raise ValueError("a decision needs at least one enabled option")
        if count == 1:
            return 0
        if self._value <= self._floor and self._floor:
            raise Exhausted("the packed data ends here")
        self._value, rank = divmod(self._value, count)
        return rank

    def exhausted(self) -> bool:
        """True when every packed digit has been read (leftover digits mean the data is damaged)."""
        return self._value == self._floor
