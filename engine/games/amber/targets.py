"""The scene item ids that options target, shared by the rules and the table."""

from __future__ import annotations


def card(cid: str) -> str:
    """A card anywhere on the table: in a city, in the hand, in the public area."""
    return f"card-{cid}"


def top(seat: int, index: int) -> str:
    """The place above a seat's city (play on top)."""
    return f"slot-{seat}-{index}-top"


def bottom(seat: int, index: int) -> str:
    """The place below a seat's city (play at the bottom)."""
    return f"slot-{seat}-{index}-bottom"


def gap(seat: int, index: int) -> str:
    """A place for a new city: before the index-th city (the last index: after every city)."""
    return f"gap-{seat}-{index}"


def group(index: int) -> str:
    """An Ambition and Civilization pair of the public area."""
    return f"group-{index}"


def tribe(sid: str) -> str:
    """A Tribe set to choose (Tribes)."""
    return f"tribe-{sid}"


PASS = "pass-button"
