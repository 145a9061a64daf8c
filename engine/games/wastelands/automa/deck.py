"""The Automated Action deck: who holds and draws it, its preparation by difficulty (Solo Mode, Setup) and the
draw, made when a card is revealed.

The deck is never ordered in advance, and which cards the preparation removed is never decided: the state keeps
the backs of the cards left (their sets, which everyone sees) and the bag of cards a back may still hide. When a
card is revealed, its identity is drawn with the probability the preparation gives it, knowing the cards of its
set already revealed (`prepared_decks` lists every deck a set can be left with, and how likely it is).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from fractions import Fraction
from itertools import combinations
from math import gcd, lcm

from engine.core.content import once
from engine.core.state import AUTOMA

from ..catalog import catalog
from ..rules.economy import seat_name
from ..schema import DeckStep
from ..state import AutomatedState, WastelandsState

SETS = ("start", "beginning", "middle", "end")
ANY = "any"  # the back of a card of a deck rebuilt from the discard pile (any set)

Deck = frozenset[str]


def card_name(card_id: str) -> str:
    """How the log names an automated action card."""
    card = catalog().solo_cards[card_id]
    return f"{card.name} ({card.set} set)"


# ---------------------------------------------------------------- who is who


def automated_seats(state: WastelandsState) -> list[int]:
    """Automated seats in turn order: the first draws the cards and does the upper halves."""
    order = state.order or list(range(state.seats))
    return [s for s in order if state.seat_kinds[s] == AUTOMA]


def drawer(state: WastelandsState) -> AutomatedState | None:
    """The automated state that holds the shared Automated Action deck (the first automated player's)."""
    seats = automated_seats(state)
    return state.automated[seats[0]] if seats else None


def last_card(state: WastelandsState) -> str | None:
    """The last revealed automated action card."""
    holder = drawer(state)
    return None if holder is None else holder.card


# ---------------------------------------------------------------- the preparation


def _outcomes(cards: list[str], steps: list[DeckStep]) -> dict[Deck, Fraction]:
    """Every deck the preparation steps can leave of one set's `cards`, with its probability: each step takes
    `count` cards of its kind at random (every such group equally likely)."""
    claiming = {c: catalog().solo_cards[c].claiming for c in cards}
    states: dict[tuple[Deck, Deck], Fraction] = {(frozenset(cards), frozenset()): Fraction(1)}
    for step in steps:
        following: defaultdict[tuple[Deck, Deck], Fraction] = defaultdict(Fraction)
        for (pool, aside), chance in states.items():
            if step.op == "return_set_aside":
                following[(pool | aside, frozenset())] += chance
                continue
            kinds = sorted(c for c in pool if step.which in (None, ANY) or claiming[c] == (step.which == "claiming"))
            groups = list(combinations(kinds, step.count))
            for group in groups:
                taken = frozenset(group)
                kept = aside | taken if step.op == "set_aside" else aside
                following[(pool - taken, kept)] += chance / len(groups)
        states = dict(following)
    decks: defaultdict[Deck, Fraction] = defaultdict(Fraction)
    for (pool, _), chance in states.items():
        decks[pool] += chance
    return dict(decks)


@once
def prepared_decks() -> dict[tuple[str, str], tuple[tuple[Deck, int], ...]]:
    """(difficulty, set) -> every deck of that set the preparation can leave, with a whole-number weight in
    proportion to its probability (Solo Mode, Setup: removed cards are random within their kind)."""
    solo = catalog().content.solo
    found = {}
    for difficulty, steps in solo.difficulties.items():
        for name in SETS:
            cards = sorted(c.id for c in solo.cards if c.set == name)
            decks = _outcomes(cards, [s for s in steps if s.set == name])
            scale = lcm(*(chance.denominator for chance in decks.values()))
            found[(difficulty, name)] = tuple(sorted((deck, int(chance * scale)) for deck, chance in decks.items()))
    return found


def prepare(state: WastelandsState) -> None:
    """Solo Mode, Setup: give every automated seat its state and empty Leader cube pool (no Leader board: rules
    notes Automa 1), and lay the shared deck for the difficulty: the End set at the bottom, then Middle, then
    Beginning, the Starting card on top. Which cards the difficulty removes is left to the draws."""
    seats = automated_seats(state)
    for seat in seats:
        state.automated.setdefault(seat, AutomatedState())
        state.players[seat].leader_cubes = 0
    if not seats:
        return
    holder = state.automated[seats[0]]
    if holder.deck or holder.card or holder.discard:
        return
    difficulty = state.options["difficulty"]
    decks = prepared_decks()
    holder.deck = [name for name in reversed(SETS) for _ in range(len(decks[(difficulty, name)][0][0]))]
    holder.bag = sorted(catalog().solo_cards)
    state.say(f"The Automated Action deck is prepared for {difficulty} difficulty ({len(holder.deck)} cards).")


# ---------------------------------------------------------------- the draw


def chances(state: WastelandsState, holder: AutomatedState, back: str) -> Counter:
    """How likely each card is to lie under the top card, whose back is `back` (relative whole weights)."""
    if back == ANY:
        return Counter(holder.bag)
    drawn = {c for c in catalog().solo_cards if catalog().solo_cards[c].set == back} - set(holder.bag)
    weights: Counter = Counter()
    for deck, weight in prepared_decks()[(state.options["difficulty"], back)]:
        if drawn <= deck:
            for card in deck - drawn:
                weights[card] += weight
    return weights


def reveal_next(state: WastelandsState, holder: AutomatedState) -> str:
    """Reveal the top card: its identity is drawn now, among the cards its back may hide."""
    back = holder.deck.pop()
    weights = chances(state, holder, back)
    common = gcd(*weights.values())
    pile = [card for card in sorted(weights) for _ in range(weights[card] // common)]
    card = state.rng.draw_from_bag(pile)
    holder.bag.remove(card)
    return card


def draw_card(state: WastelandsState, seat: int) -> None:
    """Step 2: the first automated player reveals the next card (the last one goes to the discard pile).

    An empty deck is rebuilt from the discard pile without the Starting card (rules notes Automa 6)."""
    holder = drawer(state)
    assert holder is not None, "only an automated player draws the Automated Action deck"
    if holder.card is not None:
        holder.discard.append(holder.card)
        holder.card = holder.card_set = None
    if not holder.deck:
        again = sorted(c for c in holder.discard if catalog().solo_cards[c].set != "start")
        if not again:
            state.say("The Automated Action deck is empty.")
            return
        holder.discard = [c for c in holder.discard if catalog().solo_cards[c].set == "start"]
        holder.deck, holder.bag = [ANY] * len(again), again
        state.say("The Automated Action deck is empty: its discard pile (without the Starting card) is shuffled "
                  "into a new deck.")
    holder.card = reveal_next(state, holder)
    holder.card_set = catalog().solo_cards[holder.card].set
    state.reveal()
    state.say(f"{seat_name(state, seat)} reveals {card_name(holder.card)}.")
