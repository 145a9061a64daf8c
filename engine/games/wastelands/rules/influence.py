"""Allocating Influence: tokens on achievements go to other players' received areas (People Support -1,
Power card on marked slots); claimed cards leave the row and are replaced. Also the final allocation."""

from __future__ import annotations

from engine.core.choice import Choice, Option
from engine.core.state import AUTOMA, Frame

from ..catalog import catalog
from ..state import WastelandsState
from ..targets import seat_target
from . import economy
from .decks import take_achievement
from .economy import seat_name
from .flow import FLOW


def receive(state: WastelandsState, giver: int, receiver: int) -> None:
    """Put one of `giver`'s tokens on `receiver`'s board: -1 People Support, maybe a Power card."""
    player = state.players[receiver]
    player.received.append(giver)
    state.say(f"{seat_name(state, giver)} places an Influence token on {seat_name(state, receiver)}.")
    economy.change_support(state, receiver, -1)
    if len(player.received) in catalog().received_power_slots:
        economy.draw_power(state, receiver, 1)


def clockwise_from(state: WastelandsState, seat: int) -> list[int]:
    """All seats in turn order starting with `seat`."""
    at = state.order.index(seat)
    return [state.order[(at + k) % state.seats] for k in range(state.seats)]


@FLOW.step("allocate")
def allocate(state: WastelandsState, seat: int) -> None:
    """Allocating Influence at the start of `seat`'s turn, for the achievements it claimed."""
    cards = [c for c in state.achievement_row if seat in state.achievement_tokens.get(c, [])]
    if not cards:
        return
    frames = []
    for giver in clockwise_from(state, seat):
        for card in cards:
            frames += [Frame("allocate_token", {"seat": giver, "card": card})
                       for s in state.achievement_tokens[card] if s == giver]
    state.schedule(*frames, Frame("refill", {"cards": cards}))


@FLOW.step("allocate_token")
def allocate_token(state: WastelandsState, seat: int, card: str) -> None:
    """Place one token: automatic when only one other seat exists or for automated seats."""
    others = [s for s in clockwise_from(state, seat) if s != seat]
    if state.seat_kinds[seat] == AUTOMA:
        auto = state.automated[seat]
        target = others[auto.influence_next % len(others)]
        auto.influence_next += 1
    elif len(others) == 1:
        target = others[0]
    else:
        state.push("allocate_pick", seat=seat, card=card)
        return
    _place(state, seat, card, target)


def _place(state: WastelandsState, seat: int, card: str, target: int) -> None:
    state.achievement_tokens[card].remove(seat)
    receive(state, seat, target)


@FLOW.ask("allocate_pick", rule="influence")
def ask_allocate(state: WastelandsState, seat: int, card: str) -> Choice:
    """Which player receives this Influence token."""
    options = [Option(f"Influence {seat_name(state, s)}", s, target=seat_target(s))
               for s in clockwise_from(state, seat) if s != seat]
    return Choice(seat, "Place an Influence token on another player", options)


@FLOW.answer("allocate_pick")
def answer_allocate(state: WastelandsState, target: int, seat: int, card: str) -> None:
    """Place the token."""
    _place(state, seat, card, target)


@FLOW.step("refill")
def refill(state: WastelandsState, cards: list[str]) -> None:
    """Claimed achievements leave the table; new ones are drawn unless the endgame has begun."""
    for card in cards:
        index = state.achievement_row.index(card)
        state.achievement_discard.append(card)
        del state.achievement_tokens[card]
        new = take_achievement(state, card) if state.endgame_by is None else None
        if new is not None:
            state.achievement_row[index] = new
            state.achievement_tokens[new] = []
            state.say(f"New achievement: {new.replace('_', ' ').title()}.")
        else:
            state.achievement_row[index] = ""
    state.achievement_row = [c for c in state.achievement_row if c]


@FLOW.step("final_allocation")
def final_allocation(state: WastelandsState) -> None:
    """Endgame: every token left on achievements is allocated, starting with the first player who claimed a
    5th achievement (or the player who triggered the endgame), then clockwise; then the game is over."""
    state.final = True
    first = state.fifth_claims[0] if state.fifth_claims else state.endgame_by
    assert first is not None, "the final allocation follows the endgame trigger, which sets endgame_by"
    state.say("Final influence allocation.")
    frames = []
    for giver in clockwise_from(state, first):
        for card in state.achievement_row:
            frames += [Frame("allocate_token", {"seat": giver, "card": card})
                       for s in state.achievement_tokens[card] if s == giver]
    state.schedule(*frames, Frame("game_over", {}))
