"""Salvage Run's hidden zones: each seat's hand and staged card are its own; the deck is nobody's."""

from __future__ import annotations

from engine.core.hidden import Zone

from .state import SalvageState


def hidden_zones(state: SalvageState) -> list[Zone]:
    """One pool of cards: the deck, every hand and every card being played."""
    zones = [Zone("cards", ("deck",))]
    for seat in range(state.seats):
        zones.append(Zone("cards", ("hands", seat), seen_by=seat))
        zones.append(Zone("cards", ("staged", seat), seen_by=seat, one=True))
    return zones
