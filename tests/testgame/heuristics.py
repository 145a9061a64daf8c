"""Salvage Run's evaluation for greedy bots."""

from __future__ import annotations

from .state import SITES, SalvageState, card_value


def evaluate(state: SalvageState, seat: int, scores: list[int]) -> float:
    """Score lead plus small credit for cards in hand, partial sets and site majorities."""
    others = [s for i, s in enumerate(scores) if i != seat]
    base = scores[seat] - (max(others) if others else 0)
    hand = sum(card_value(c) for c in state.hands[seat]) * 0.1
    sets = sum(1 for v in state.stash[seat].values() if v) * 0.5
    lead = sum(0.3 for site in SITES if state.presence[site][seat] == max(state.presence[site]) > 0)
    return base + hand + sets + lead
