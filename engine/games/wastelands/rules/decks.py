"""The face-down piles, drawn at the moment something is drawn: Power cards, Exploration Events, achievements and
the map tiles not yet seen. No pile is ordered in advance (a state, and so a save code, never holds a card or
tile before it is drawn): each is kept as sorted ids and `state.rng.draw_from_bag` picks the card drawn."""

from __future__ import annotations

from ..catalog import catalog
from ..state import WastelandsState

STARTING_ON_TOP = 5  # Game Setup: 5 starting cards on top of the others, the rest at the bottom
STARTING, OTHER, ANY = "starting", "other", "any"  # achievement backs: which cards a draw may give


def _take(state: WastelandsState, deck: str, discard: str) -> str | None:
    """Draw from the pile held in field `deck`; when it is empty the pile in field `discard` becomes the deck.
    None when both are empty."""
    if not getattr(state, deck) and getattr(state, discard):
        setattr(state, deck, sorted(getattr(state, discard)))
        setattr(state, discard, [])
    pile = getattr(state, deck)
    if not pile:
        return None
    state.reveal()
    return state.rng.draw_from_bag(pile)


def take_power(state: WastelandsState) -> str | None:
    """Draw a Power card (the discard pile becomes the deck when the deck is empty); None when both are empty."""
    return _take(state, "power_deck", "power_discard")


def take_event(state: WastelandsState) -> str | None:
    """Draw an Exploration Event (the discard pile becomes the deck when the deck is empty); None without one."""
    return _take(state, "event_deck", "event_discard")


def achievement_deck(state: WastelandsState) -> None:
    """Game Setup: the achievement deck, 5 starting cards on top of the other cards and the other starting
    cards at the bottom; which starting cards lie on top is decided as they are drawn."""
    cards = catalog().achievements
    starting = catalog().starting_achievements
    state.achievement_deck = sorted(cards)
    bottom = len(starting) - STARTING_ON_TOP
    state.achievement_backs = [STARTING] * bottom + [OTHER] * (len(cards) - len(starting)) + [STARTING] * STARTING_ON_TOP


def take_achievement(state: WastelandsState, leaving: str | None = None) -> str | None:
    """Draw an achievement; an empty deck is first rebuilt from the discarded ones except `leaving`, the card
    being replaced (rules notes R4). None when there is nothing to draw."""
    if not state.achievement_deck and len(state.achievement_discard) > 1:
        state.achievement_deck = sorted(c for c in state.achievement_discard if c != leaving)
        state.achievement_discard = [leaving] if leaving in state.achievement_discard else []
        state.achievement_backs = [ANY] * len(state.achievement_deck)
    if not state.achievement_deck:
        return None
    back = state.achievement_backs.pop()
    starting = catalog().starting_achievements
    candidates = [c for c in state.achievement_deck if back == ANY or (c in starting) == (back == STARTING)]
    card = state.rng.draw_from_bag(candidates)
    state.achievement_deck.remove(card)
    state.reveal()
    return card


def take_tile(state: WastelandsState, index: int) -> str:
    """The tile under the face-down position `index`, drawn from the map tiles not seen yet."""
    tile = state.rng.draw_from_bag(state.box_tiles)
    state.slots[index].tile = tile
    return tile
