"""Mixed-radix packing of decisions: each decision costs log2(enabled options) bits, a forced one nothing.

A decision is stored as its rank among the options that were enabled when it was made. The ranks form one
integer, the first decision in its lowest digit, each digit in base "how many options were enabled". Reading
it back needs those counts, which the replay supplies one decision at a time (`RankReader.next`).
"""

from __future__ import annotations


def pack(ranks: list[tuple[int, int]]) -> bytes:
    """Pack (rank, enabled count) pairs into little-endian bytes (empty when every count is 1)."""
    value = 0
    for rank, count in reversed(ranks):
        if not 0 <= rank < count:
            raise ValueError(f"rank {rank} is not below its option count {count}")
        value = value * count + rank
    return value.to_bytes((value.bit_length() + 7) // 8, "little")


class RankReader:
    """Reads packed ranks back, one decision at a time, given each decision's enabled count."""

    def __init__(self, data: bytes) -> None:
        self._value = int.from_bytes(data, "little")

    def next(self, count: int) -> int:
        """The rank of the next decision, which had `count` enabled options."""
        if count < 1:
            raise ValueError("a decision needs at least one enabled option")
        self._value, rank = divmod(self._value, count)
        return rank

    def exhausted(self) -> bool:
        """True when every packed digit has been read (leftover digits mean the data is damaged)."""
        return self._value == 0
