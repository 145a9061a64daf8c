"""Salvage Run's hidden information: what a seat may know, and re-dealing what it may not."""

from __future__ import annotations

from engine.core.clone import clone
from engine.core.rng import Rng

from .state import SalvageState


def _unseen(state: SalvageState, seat: int) -> list[str]:
    cards = list(state.deck)
    for other in range(state.seats):
        if other != seat:
            cards.extend(state.hands[other])
            if state.staged[other] is not None:
                cards.append(state.staged[other])
    return cards


def _deal(state: SalvageState, seat: int, cards: list[str]) -> None:
    """Give `cards` back out to the places `seat` cannot see, keeping every size."""
    for other in range(state.seats):
        if other == seat:
            continue
        size = len(state.hands[other])
        state.hands[other], cards = cards[:size], cards[size:]
        if state.staged[other] is not None:
            state.staged[other], cards = cards[0], cards[1:]
    state.deck = cards


def redact(game, state: SalvageState, seat: int) -> SalvageState:
    """A playable copy that holds only what `seat` knows: unseen cards in a canonical order."""
    seen = clone(state)
    _deal(seen, seat, sorted(_unseen(state, seat)))
    return game.finish_view(seen, state, seat)


def reshuffle(game, state: SalvageState, seat: int, rng: Rng) -> SalvageState:
    """A copy in which every card `seat` cannot see is re-dealt at random, and the PRNG reseeded."""
    other = clone(state)
    cards = _unseen(state, seat)
    rng.shuffle(cards)
    _deal(other, seat, cards)
    other.rng = Rng(state=rng.next64(), draws=state.rng.draws)
    other.log = [line for line in state.log if line.only in (None, seat)] + [
        line for line in other.log if line.only not in (None, seat)]
    game.flow.refresh(other)
    return other
