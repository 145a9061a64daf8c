"""Project Kraken's deck (Appendix I 3.): seven action cards drawn at random when they are turned over.

The top card of the deck shows its back (a choice arrow and the 1-8 or 8-1 numbering) before it is turned over,
so the state keeps it apart (`k_top`, with its back kind `k_back` public) from the cards below it, which are
kept by back kind (`k_deck[b]`) so a re-deal of hidden cards never changes a back anyone saw. When only the
top card is left, the cards turned over before (not the one being resolved) are shuffled back in below it.
"""

from __future__ import annotations

from ..catalog import catalog
from ..state import PhoenixState


def draw_top(state: PhoenixState) -> None:
    """Draw the new top card of the deck at random among the cards below it (none when the deck is empty)."""
    below = [card for pile in state.k_deck for card in pile]
    if not below:
        state.k_top = state.k_back = None
        return
    card = state.rng.draw_from_bag(below)
    back = catalog().back_of(card)
    state.k_deck[back].remove(card)
    state.k_top, state.k_back = card, back
    if not any(state.k_deck) and state.k_discard:
        for old in state.k_discard:
            state.k_deck[catalog().back_of(old)].append(old)
        for pile in state.k_deck:
            pile.sort()
        state.k_discard = []
        state.say("Project Kraken's deck is down to its last card: the cards turned over are shuffled back in.")


def reveal(state: PhoenixState) -> str:
    """Turn over the top card of the deck; the card resolved before it is discarded."""
    if state.k_card is not None:
        state.k_discard.append(state.k_card)
    card = state.k_top
    if card is None:  # never without cards: the deck is refilled while one card is left
        raise ValueError("Project Kraken's deck is empty")
    state.k_card = card
    state.reveal()
    draw_top(state)
    state.say(f"Project Kraken turns over {catalog().kraken_cards[card].name}.")
    return card


def arrow(state: PhoenixState) -> str:
    """The choice arrow on the back of the top card of the deck: "left" or "right"."""
    if state.k_back is None:
        return "left"
    return catalog().kraken_backs[state.k_back][0]


def numbering(state: PhoenixState) -> str:
    """The numbering on the back of the top card of the deck: "1-8" or "8-1"."""
    if state.k_back is None:
        return "1-8"
    return catalog().kraken_backs[state.k_back][1]


def by_arrow(state: PhoenixState, things: list):
    """The leftmost or the rightmost of `things` (listed left to right), as the arrow points."""
    return things[-1] if arrow(state) == "right" else things[0]
