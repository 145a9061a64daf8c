"""The state of a Salvage Run game."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.state import BaseState

SUITS = ("rust", "steel", "copper", "glass")
VALUES = (1, 2, 3, 4, 5, 6)
TOKENS = ("fuel", "parts", "water")
SITES = {"depot": (8, 5), "tower": (10, 7), "crater": (6, 4)}  # name: (threshold, victory points)
HAND_LIMIT = 5


def card_value(card: str) -> int:
    """The number printed on a card id like 'rust-3'."""
    return int(card.rsplit("-", 1)[1])


def card_label(card: str) -> str:
    """A readable card name: 'Rust 3'."""
    suit, value = card.rsplit("-", 1)
    return f"{suit.title()} {value}"


@dataclass(kw_only=True)
class SalvageState(BaseState):
    """Everything about one game: hands, deck, bag, sites, victory points."""

    rounds: int
    round: int = 1
    hands: list[list[str]] = field(default_factory=list)
    staged: list[str | None] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    bag: list[str] = field(default_factory=list)
    stash: list[dict[str, int]] = field(default_factory=list)
    presence: dict[str, list[int]] = field(default_factory=dict)
    vp: list[int] = field(default_factory=list)
    flipped: str | None = None
    current: int = 0  # the seat whose turn it is
