"""Mixed-radix packing of decisions (engine/core/radix.py): exact round trips and no cost for forced ones."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.radix import RankReader, pack

DECISIONS = st.lists(st.integers(1, 5000).flatmap(lambda n: st.tuples(st.integers(0, n - 1), st.just(n))),
                     max_size=300)


@given(DECISIONS)
def test_round_trip(ranks):
    """Reading with the same counts gives back every rank, and then nothing is left."""
    reader = RankReader(pack(ranks))
    assert [reader.next(count) for _, count in ranks] == [rank for rank, _ in ranks]
    assert reader.exhausted()


@given(DECISIONS)
def test_size_is_the_information_content(ranks):
    """The packed bytes hold about sum(log2(count)) bits, never a byte more than needed."""
    bits = sum(math.log2(count) for _, count in ranks)
    assert len(pack(ranks)) <= math.ceil(bits / 8) + 1


def test_forced_decisions_cost_nothing():
    """Decisions with one enabled option add no bytes."""
    assert pack([(0, 1)] * 1000) == b""
    assert pack([(2, 3)] + [(0, 1)] * 50 + [(1, 2)]) == pack([(2, 3), (1, 2)])


def test_leftover_digits_are_seen():
    """Reading fewer decisions than were packed leaves digits behind (a damaged or tampered code)."""
    reader = RankReader(pack([(1, 2), (3, 4)]))
    reader.next(2)
    assert not reader.exhausted()


def test_bad_input_is_refused():
    """A rank outside its count, or a count below one, is a programming error."""
    with pytest.raises(ValueError, match="not below"):
        pack([(3, 3)])
    with pytest.raises(ValueError, match="at least one"):
        RankReader(b"\x01").next(0)
