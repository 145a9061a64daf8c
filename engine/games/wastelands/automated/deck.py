"""The Automated Action deck: cards, who draws, the difficulty builds (Solo Mode, Setup), the draw, and the
hidden-information helpers for views."""

from __future__ import annotations

import functools

from engine.core.rng import Rng
from engine.core.state import AUTOMA

from ..rules.economy import seat_name
from ..schema import content
from ..state import AutomatedState, WastelandsState


# ---------------------------------------------------------------- content


@functools.cache
def cards() -> dict:
    """Automated action cards by id."""
    return {c.id: c for c in content().solo.cards}


def solo():
    """The solo.json content."""
    return content().solo


def card_name(card_id: str) -> str:
    """How the log names an automated action card."""
    card = cards()[card_id]
    return f"{card.name} ({card.set} set)"


# ---------------------------------------------------------------- who is who


def automated_seats(state: WastelandsState) -> list[int]:
    """Automated seats in turn order: the first draws the cards and does the upper halves."""
    order = state.order or list(range(state.seats))
    return [s for s in order if state.seat_kinds[s] == AUTOMA]


def drawer(state: WastelandsState) -> AutomatedState | None:
    """The automated state that holds the shared Automated Action deck (the first automated player's)."""
    seats = automated_seats(state)
    if not seats:
        return None
    return state.automated.setdefault(seats[0], AutomatedState())


def last_card(state: WastelandsState) -> str | None:
    """The last revealed automated action card."""
    holder = drawer(state)
    return None if holder is None else holder.card


# ---------------------------------------------------------------- setup: the deck by difficulty


def build_deck(difficulty: str, rng: Rng) -> list[str]:
    """Prepare the Automated Action deck (Solo Mode, Setup). Returns card ids, top card last."""
    steps = solo().difficulties[difficulty]
    sets: dict[str, list[str]] = {name: [c.id for c in solo().cards if c.set == name]
                                  for name in ("start", "beginning", "middle", "end")}
    aside: dict[str, list[str]] = {}
    for step in steps:
        pool = sets[step.set]
        if step.op == "return_set_aside":
            pool.extend(aside.pop(step.set, []))
            continue
        for _ in range(step.count):
            kinds = [c for c in pool if step.which in (None, "any")
                     or cards()[c].claiming == (step.which == "claiming")]
            picked = kinds[rng.below(len(kinds))]
            pool.remove(picked)
            if step.op == "set_aside":
                aside.setdefault(step.set, []).append(picked)
    for name in ("beginning", "middle", "end"):
        sets[name].sort()
        rng.shuffle(sets[name])
    # End at the bottom, Middle in the middle, Beginning on top, then the Starting card (top = list end).
    return sets["end"] + sets["middle"] + sets["beginning"] + sets["start"]


def setup_automated(state: WastelandsState) -> None:
    """Give every automated seat its state, build the shared deck for the difficulty option, and empty their
    Leader cube pools (automated players have no Leader board: Solo Mode, Setup; rules notes Automa 1)."""
    seats = automated_seats(state)
    if not seats:
        return
    for seat in seats:
        state.automated.setdefault(seat, AutomatedState())
        state.players[seat].leader_cubes = 0
    holder = state.automated[seats[0]]
    if holder.deck or holder.card or holder.discard:
        return
    difficulty = state.options.get("difficulty", "medium")
    holder.deck = build_deck(difficulty, state.rng)
    state.say(f"The Automated Action deck is prepared for {difficulty} difficulty ({len(holder.deck)} cards).")


def draw_card(state: WastelandsState, seat: int) -> None:
    """Step 2: the first automated player draws the next card (the last one goes to the discard pile).

    An empty deck is rebuilt from the discard pile without the Starting card (rules notes Automa 6)."""
    holder = drawer(state)
    if holder.card is not None:
        holder.discard.append(holder.card)
        holder.card = holder.card_set = None
    if not holder.deck:
        again = sorted(c for c in holder.discard if cards()[c].set != "start")
        if not again:
            state.say("The Automated Action deck is empty.")
            return
        holder.discard = [c for c in holder.discard if cards()[c].set == "start"]
        state.rng.shuffle(again)
        holder.deck = again
        state.say("The Automated Action deck is empty: its discard pile (without the Starting card) is shuffled "
                  "into a new deck.")
    holder.card = holder.deck.pop()
    holder.card_set = cards()[holder.card].set
    state.reveal()
    state.say(f"{seat_name(state, seat)} (automated) reveals {card_name(holder.card)}.")


# ---------------------------------------------------------------- hidden information


def _unseen_by_set(state: WastelandsState) -> dict[str, list[str]]:
    """Cards of each set whose identity nobody has seen: not revealed (current card, discard pile)."""
    seen = set()
    for auto in state.automated.values():
        seen |= set(auto.discard)
        if auto.card:
            seen.add(auto.card)
    pools: dict[str, list[str]] = {}
    for card in solo().cards:
        if card.id not in seen:
            pools.setdefault(card.set, []).append(card.id)
    return pools


def _redeal(state: WastelandsState, rng: Rng | None) -> None:
    """Replace every deck card by an unseen card of the same set (the backs show the set): sorted when `rng`
    is None, at random otherwise. Which cards were removed at setup is hidden too, so the whole unseen pool
    of a set is used."""
    for auto in state.automated.values():
        if not auto.deck:
            continue
        pools = _unseen_by_set(state)
        for name, pool in pools.items():
            pool.sort()
            if rng is not None:
                rng.shuffle(pool)
        new = []
        for card in reversed(auto.deck):  # from the top down, so the top gets the first of its pool
            new.append(pools[cards()[card].set].pop(0))
        auto.deck = list(reversed(new))


def redact_automa(state: WastelandsState, seat: int) -> None:
    """Make the Automated Action deck canonical in a copied state (no seat knows its order or contents)."""
    _redeal(state, None)


def reshuffle_automa(state: WastelandsState, seat: int, rng: Rng) -> None:
    """Re-deal the Automated Action deck at random in a copied state, keeping each position's set."""
    _redeal(state, rng)
