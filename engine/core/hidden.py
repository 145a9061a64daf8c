"""Declared hidden zones: a game says which parts of its state a seat cannot see; views and re-deals follow.

A `Zone` is a place in the state (a path of attribute names and indices from the state object) holding a list
of things, or one thing (`one=True`), that only `seen_by` may look at (None: nobody, as for a deck or a
face-down tile). Zones of the same `pool` hold interchangeable things: for a seat, everything in the pool's
zones it cannot see could be anywhere among them (the deck and the other hands are one pool of cards).

From the declaration the core derives both uses:
- `redact`: the view of a seat puts each pool's unseen things back in a canonical (sorted) order, so the view
  depends only on what the seat knows (which cards are unseen, not where they are);
- `reshuffle`: a copy where the pool's unseen things are dealt at random (the conformance suite and search
  bots sample plausible worlds with it).
Zone sizes never change: a seat knows how many cards each hand holds.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .rng import Rng


@dataclass(frozen=True)
class Zone:
    """A part of the state hidden from every seat but `seen_by` (None: hidden from everyone)."""

    pool: str
    path: tuple[str | int, ...]
    seen_by: int | None = None
    one: bool = False

    def get(self, state: Any) -> list:
        """The things in the zone (a one-thing zone gives [] when empty)."""
        value = resolve(state, self.path)
        if self.one:
            return [] if value is None else [value]
        return list(value)

    def put(self, state: Any, things: list) -> None:
        """Replace the zone's contents (a one-thing zone takes a list of at most one)."""
        parent = resolve(state, self.path[:-1])
        last = self.path[-1]
        value = (things[0] if things else None) if self.one else things
        if isinstance(last, int) or isinstance(parent, dict):
            parent[last] = value
        else:
            setattr(parent, last, value)


def resolve(root: Any, path: tuple[str | int, ...]) -> Any:
    """Follow `path` from `root`: an int indexes a list, a string names a dict key or an attribute."""
    node = root
    for step in path:
        node = node[step] if isinstance(step, int) or isinstance(node, dict) else getattr(node, step)
    return node


def _unseen(zones: Iterable[Zone], seat: int) -> dict[str, list[Zone]]:
    pools: dict[str, list[Zone]] = {}
    for zone in zones:
        if zone.seen_by != seat:
            pools.setdefault(zone.pool, []).append(zone)
    return pools


def _deal(state: Any, zones: list[Zone], things: list) -> None:
    sizes = [len(zone.get(state)) for zone in zones]
    start = 0
    for zone, size in zip(zones, sizes):
        zone.put(state, things[start:start + size])
        start += size


def redact(state: Any, zones: Iterable[Zone], seat: int) -> None:
    """In place: every pool's things `seat` cannot see are put back in sorted order (same sizes)."""
    for members in _unseen(zones, seat).values():
        things = [thing for zone in members for thing in zone.get(state)]
        things.sort(key=_order)
        _deal(state, members, things)


def reshuffle(state: Any, zones: Iterable[Zone], seat: int, rng: Rng) -> None:
    """In place: every pool's things `seat` cannot see are dealt at random (same sizes)."""
    for members in _unseen(zones, seat).values():
        things = [thing for zone in members for thing in zone.get(state)]
        rng.shuffle(things)
        _deal(state, members, things)


def _order(thing: Any) -> tuple[str, str]:
    return (type(thing).__name__, repr(thing))
