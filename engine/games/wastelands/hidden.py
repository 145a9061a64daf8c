"""What a seat cannot see in Rise of the Wastelands, declared as zones (engine/core/hidden.py), and the Leader
cubes laid face down in a combat, the one secret that is not a thing in a zone.

One pool of Power cards: the deck, every hand and the cards each side of a combat laid face down (its rank card
and its modifier cards), each seen by its holder only (a neutral unit's card by nobody). The Exploration Event
deck, the achievement deck, the map tiles not seen yet and the automated players' bag of cards are seen by
nobody; they are unordered piles drawn when something is drawn (rules/decks.py, automa/deck.py), so a face-down
tile and a face-down automated card have no identity to hide until they are revealed.
"""

from __future__ import annotations

from engine.core.hidden import Zone
from engine.core.rng import Rng

from .state import WastelandsState

SIDES = ("attacker", "defender")


def hidden_zones(state: WastelandsState) -> list[Zone]:
    """The Power card pool (hands, face-down combat cards, then the deck: a view deals a seat's unseen cards in
    that order, sorted, so the deck gets the last ones) and the piles nobody sees."""
    zones = [Zone("power", ("players", seat, "hand"), seen_by=seat) for seat in range(state.seats)]
    if state.combat is not None:
        for name in SIDES:
            side = getattr(state.combat, name)
            holder = side.seat if side.seat >= 0 else None
            zones.append(Zone("power", ("combat", name, "card"), seen_by=holder, one=True))
            zones.append(Zone("power", ("combat", name, "boosts"), seen_by=holder))
    zones += [Zone("power", ("power_deck",)), Zone("events", ("event_deck",)), Zone("achievements", ("achievement_deck",)),
              Zone("tiles", ("box_tiles",))]
    zones += [Zone("automa", ("automated", seat, "bag")) for seat in sorted(state.automated)]
    return zones


def hide_secrets(state: WastelandsState, seat: int, rng: Rng | None) -> None:
    """The Leader cubes the other side of a combat committed before the reveal: 0 in a view (rng None), a
    plausible number otherwise (up to 3, as many as that side holds)."""
    if state.combat is None:
        return
    for name in SIDES:
        side = getattr(state.combat, name)
        if side.seat >= 0 and side.seat != seat and side.cubes is not None and side.fixed is None:
            most = min(3, state.players[side.seat].leader_cubes)
            side.cubes = 0 if rng is None else rng.below(most + 1)
