"""Power cards played on another player's turn (FAQ: Rain of Fire): the interrupt window (rules notes R10).

A window opens at the start of every other player's actions and again after each of their actions has
resolved ("wait until that action is resolved"). It asks a player seat only when the answer matters: the seat
holds a card playable on any turn and the card has a target in range; after an action, only when that action
brought a new target into range (a seat that let the card rest is not asked again about the same targets).
Automated seats never play cards from their hand (rules notes Automa 9), so they get no window.
"""

from __future__ import annotations

import copy

from engine.core.choice import Choice, Option, skip
from engine.core.content import once
from engine.core.state import PLAYER, Frame

from ..catalog import catalog
from ..state import Hex, WastelandsState
from ..targets import hex_target
from . import attacks, board
from .actions.cards import reveal_card, why_not_card
from .economy import seat_name
from .flow import FLOW

NOT_NOW = "Not now"


@once
def distinct_strikes() -> tuple[dict, ...]:
    """The different strikes of the cards playable on any turn (copies of a card strike alike)."""
    return tuple({repr(spec): spec for spec in catalog().any_turn_strikes.values()}.values())


def in_range(state: WastelandsState, seat: int, taken: dict | None = None) -> list[Hex]:
    """Spaces a card playable on any turn could hit for `seat` now (from the board alone, not the hand);
    `taken` is `board.owners(state)` when the caller already built it."""
    if taken is None:
        taken = board.owners(state)
    return sorted({h for spec in distinct_strikes() for h, _ in attacks.strike_targets(state, seat, spec, taken)})


def watchers(state: WastelandsState, active: int) -> list[int]:
    """Player seats that might interrupt `active`'s turn, in turn order after it: they hold cards and have an
    Army on the map (both public)."""
    at = state.order.index(active)
    others = [state.order[(at + k) % state.seats] for k in range(1, state.seats)]
    armies = {u.owner for u in state.units if u.kind == "army"}
    return [s for s in others if state.seat_kinds[s] == PLAYER and state.players[s].hand and s in armies]


def opening(active: int) -> Frame:
    """The window before `active`'s first action (after radioactivity and influence)."""
    return Frame("strike_window", {"seat": active, "before": None})


def after_action(state: WastelandsState, active: int) -> Frame | None:
    """The window to queue behind the action `active` is about to perform, remembering what each seat that might
    interrupt could hit before it (None when nobody could interrupt)."""
    seats = watchers(state, active)
    if not seats:
        return None
    taken = board.owners(state)
    return Frame("strike_window", {"seat": active, "before": [[s, in_range(state, s, taken)] for s in seats]})


def watch(state: WastelandsState, active: int) -> None:
    """Queue a window behind the action `active` is about to perform."""
    frame = after_action(state, active)
    if frame is not None:
        state.stack.append(frame)


def playable(state: WastelandsState, seat: int) -> str | None:
    """The first card of `seat`'s hand it could play on this turn (None without one)."""
    return next((c for c in sorted(state.players[seat].hand)
                 if c in catalog().any_turn_strikes and why_not_card(state, seat, c) is None), None)


@FLOW.step("strike_window")
def strike_window(state: WastelandsState, seat: int, before: list | None) -> None:
    """Offer the card to every seat that holds one and has a target (a new one, after an action)."""
    known = {s: set(map(tuple, hexes)) for s, hexes in before or []}
    offers = []
    taken = None
    for other in watchers(state, seat):
        card = playable(state, other)
        if card is None:
            continue
        if before is not None:
            taken = taken or board.owners(state)
            if not set(in_range(state, other, taken)) - known.get(other, set()):
                continue
        spec = catalog().power_cards[card]
        offers.append(Frame("strike_offer", {"seat": other, "active": seat, "name": spec.name,
                                             "strike": copy.deepcopy(catalog().any_turn_strikes[card])}))
    state.schedule(*offers)


@FLOW.ask("strike_offer", rule="power_cards")
def ask_offer(state: WastelandsState, seat: int, active: int, name: str, strike: dict) -> Choice | None:
    """Play the card now, at one of its targets, or let it rest."""
    targets = attacks.strike_targets(state, seat, strike)
    if not targets:
        return None
    options = [Option(f"{name}: strike {board.describe_target(state, h, k)}", h, target=hex_target(*h)) for h, k in targets]
    options.append(skip(NOT_NOW))
    return Choice(seat, f"During {seat_name(state, active)}'s turn: play {name} now?", options)


@FLOW.answer("strike_offer")
def answer_offer(state: WastelandsState, there: Hex | None, seat: int, active: int, name: str, strike: dict) -> None:
    """Play the card from the hand and strike the picked target."""
    if there is None:
        return
    card = next((c for c in sorted(state.players[seat].hand) if catalog().any_turn_strikes.get(c) == strike), None)
    if card is None:  # only in a copy whose hidden hands were re-dealt
        return
    reveal_card(state, seat, card)
    state.power_discard.append(card)
    attacks.answer_strike(state, there, seat, strike)
