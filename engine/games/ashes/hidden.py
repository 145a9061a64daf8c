"""Hidden information in ASHES: mission hands are private; the decks and the survivor bag are random."""

from __future__ import annotations

from engine.core.clone import clone
from engine.core.rng import Rng

from . import rival
from .state import AshesState


def _unseen_missions(state: AshesState, seat: int) -> list[str]:
    """Mission cards `seat` cannot see: the deck and every other hand."""
    cards = list(state.mission_deck)
    for other, p in enumerate(state.players):
        if other != seat:
            cards.extend(p.hand)
    return cards


def _deal(state: AshesState, seat: int, cards: list[str]) -> None:
    """Hand `cards` back to the places `seat` cannot see, keeping every size."""
    for other, p in enumerate(state.players):
        if other == seat:
            continue
        size = len(p.hand)
        p.hand, cards = cards[:size], cards[size:]
    state.mission_deck = cards


def redact(game, state: AshesState, seat: int) -> AshesState:
    """A playable copy holding only what `seat` knows: unseen cards in a canonical order, no PRNG state."""
    seen = clone(state)
    _deal(seen, seat, sorted(_unseen_missions(state, seat)))
    seen.shelter_deck = sorted(seen.shelter_deck)
    rival.redact_automa(seen, seat)
    return game.finish_view(seen, state, seat)


def reshuffle(game, state: AshesState, seat: int, rng: Rng) -> AshesState:
    """A copy where every card `seat` cannot see is re-dealt at random and the PRNG reseeded."""
    other = clone(state)
    cards = _unseen_missions(state, seat)
    rng.shuffle(cards)
    _deal(other, seat, cards)
    rng.shuffle(other.shelter_deck)
    rival.reshuffle_automa(other, seat, rng)
    other.rng = Rng(state=rng.next64(), draws=state.rng.draws)
    other.log = [line for line in state.log if line.only in (None, seat)] + [
        line for line in other.log if line.only not in (None, seat)]
    game.flow.refresh(other)
    return other
