"""Hidden information: what one seat may know, and re-dealing what it may not (for bots and tests).

Unseen: the power deck and other seats' hands, the cards and Leader cubes the other side of a combat laid
face down, the neutral unit's card, the event and achievement decks, face-down tiles and the box tiles
(the automated deck is hidden by engine/games/wastelands/automated). The view puts each group in a canonical (sorted) order and blanks the PRNG."""

from __future__ import annotations

from engine.core.clone import clone
from engine.core.rng import Rng

from ..state import WastelandsState


def _power_places(state: WastelandsState, seat: int) -> list[tuple[str, int | str]]:
    """Where the power cards `seat` cannot see lie: ('deck', n), ('hand', s), ('combat', side)."""
    places: list[tuple[str, int | str]] = [("deck", len(state.power_deck))]
    for other, player in enumerate(state.players):
        if other != seat:
            places.append(("hand", other))
    if state.combat is not None:
        for name in ("attacker", "defender"):
            side = getattr(state.combat, name)
            if side.seat != seat and side.card is not None:
                places.append(("card", name))
            if side.seat != seat and side.boosts:
                places.append(("boosts", name))
    return places


def _collect(state: WastelandsState, places) -> list[str]:
    cards = list(state.power_deck)
    for kind, where in places[1:]:
        if kind == "hand":
            cards += state.players[where].hand
        elif kind == "card":
            cards.append(getattr(state.combat, where).card)
        else:
            cards += getattr(state.combat, where).boosts
    return cards


def _deal(state: WastelandsState, places, cards: list[str]) -> None:
    for kind, where in places[1:]:
        if kind == "hand":
            size = len(state.players[where].hand)
            state.players[where].hand, cards = cards[:size], cards[size:]
        elif kind == "card":
            getattr(state.combat, where).card, cards = cards[0], cards[1:]
        else:
            side = getattr(state.combat, where)
            size = len(side.boosts)
            side.boosts, cards = cards[:size], cards[size:]
    state.power_deck = cards


def _tiles(state: WastelandsState) -> list[str]:
    return [s.tile for s in state.slots if not s.face_up] + list(state.box_tiles)


def _deal_tiles(state: WastelandsState, tiles: list[str]) -> None:
    for slot in state.slots:
        if not slot.face_up:
            slot.tile, tiles = tiles[0], tiles[1:]
    state.box_tiles = tiles


def _hide_cubes(state: WastelandsState, seat: int, rng: Rng | None) -> None:
    if state.combat is None:
        return
    for name in ("attacker", "defender"):
        side = getattr(state.combat, name)
        if side.seat >= 0 and side.seat != seat and side.cubes is not None and side.fixed is None:
            most = min(3, state.players[side.seat].leader_cubes)
            side.cubes = 0 if rng is None else rng.below(most + 1)


def _rearrange(state: WastelandsState, seat: int, rng: Rng | None) -> None:
    places = _power_places(state, seat)
    cards = _collect(state, places)
    tiles = _tiles(state)
    if rng is None:
        cards.sort()
        tiles.sort()
        state.event_deck.sort()
        state.achievement_deck.sort()
    else:
        rng.shuffle(cards)
        rng.shuffle(tiles)
        rng.shuffle(state.event_deck)
        rng.shuffle(state.achievement_deck)
    _deal(state, places, cards)
    _deal_tiles(state, tiles)
    _hide_cubes(state, seat, rng)


def redact(game, state: WastelandsState, seat: int, automa=None) -> WastelandsState:
    """A playable copy holding only what `seat` knows (`automa` hides the automated deck in place).

    The log is not copied: the view's list holds the seat's readable lines, shared with the state (log lines
    are never changed once written)."""
    log = state.log
    state.log = []
    try:
        seen = clone(state)
    finally:
        state.log = log
    _rearrange(seen, seat, None)
    if automa is not None:
        automa(seen, seat)
    return game.finish_view(seen, state, seat)


def reshuffle(game, state: WastelandsState, seat: int, rng: Rng, automa=None) -> WastelandsState:
    """A copy in which everything `seat` cannot see is re-dealt at random and the PRNG reseeded."""
    other = clone(state)
    _rearrange(other, seat, rng)
    if automa is not None:
        automa(other, seat, rng)
    other.rng = Rng(state=rng.next64(), draws=state.rng.draws)
    game.flow.refresh(other)
    return other

