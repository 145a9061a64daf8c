"""The Capital's other actions: Propaganda, Trade, Power card and Collect taxes (1 AP each, 2 sockets)."""

from __future__ import annotations

from itertools import combinations_with_replacement

from engine.core.choice import Choice, Option, disabled

from ...catalog import catalog
from ...state import RESOURCES, WastelandsState
from ...targets import card_target, seat_target
from .. import economy
from ..economy import seat_name
from ..flow import FLOW
from . import ActionRules, pay, register


def _needs_crystal(state: WastelandsState, seat: int) -> str | None:
    if state.players[seat].crystals < 1:
        return "needs 1 Crystal, you have 0"
    return None


def _propaganda_options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    """Propaganda: "increasing your People Support by 1 point or decreasing another player's" (Propaganda),
    the same two-way choice as Rumours; whose support falls is asked next (rules notes R22)."""
    own = state.players[seat].people_support
    raise_label, lower_label = "Raise your People Support by 1", "Lower another player's People Support by 1"
    options = [Option(raise_label, ("own", seat), target=seat_target(seat)) if own < 3
               else disabled(raise_label, "already at +3", ("own", seat), target=seat_target(seat))]
    if any(state.players[o].people_support > -3 for o in range(state.seats) if o != seat):
        options.append(Option(lower_label, ("other", None)))
    else:
        options.append(disabled(lower_label, "every other player is already at -3", ("other", None)))
    return options


def _propaganda(state: WastelandsState, seat: int, value: tuple, free: bool) -> None:
    kind, target = value
    if kind == "other":
        state.push("propaganda_target", seat=seat, free=free)
        return
    _spread(state, seat, target, free)


def _spread(state: WastelandsState, seat: int, target: int, free: bool) -> None:
    pay(state, "propaganda", free)
    economy.lose(state, seat, "crystal", 1)
    state.say(f"{seat_name(state, seat)} spreads propaganda (1 Crystal).")
    economy.change_support(state, target, 1 if target == seat else -1)


@FLOW.ask("propaganda_target", back=True, rule="capital")
def ask_propaganda_target(state: WastelandsState, seat: int, free: bool) -> Choice:
    """Whose People Support the Propaganda lowers."""
    options = []
    for other in range(state.seats):
        if other != seat:
            label = f"Lower {seat_name(state, other)}'s People Support by 1"
            if state.players[other].people_support > -3:
                options.append(Option(label, other, target=seat_target(other)))
            else:
                options.append(disabled(label, "already at -3", other, target=seat_target(other)))
    return Choice(seat, "Propaganda: whose support falls?", options)


@FLOW.answer("propaganda_target")
def answer_propaganda_target(state: WastelandsState, target: int, seat: int, free: bool) -> None:
    """Pay and lower the picked player's support (the flow's Back returns to the Propaganda choice)."""
    _spread(state, seat, target, free)


def trade_cost(state: WastelandsState, seat: int) -> int:
    """Resources one Trade costs: 2, or 1 with Improved Trade."""
    return 1 if economy.has(state, seat, "improved_trade") else 2


def _trade_options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    player = state.players[seat]
    options = []
    if player.crystals >= economy.TRACK_MAX:
        return options
    for combo in combinations_with_replacement(RESOURCES, trade_cost(state, seat)):
        if all(player.resources[r] >= combo.count(r) for r in set(combo)):
            options.append(Option(f"Trade {' + '.join(combo)} for a Crystal", list(combo)))
    return options


def _trade(state: WastelandsState, seat: int, combo: list[str], free: bool) -> None:
    pay(state, "trade", free)
    for resource in combo:
        economy.lose(state, seat, resource, 1)
    economy.gain(state, seat, "crystal", 1)
    state.say(f"{seat_name(state, seat)} trades {' + '.join(combo)} for a Crystal.")


def _power_options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    player = state.players[seat]
    options = []
    if player.crystals >= 1 and (state.power_deck or state.power_discard):
        options.append(Option("Pay 1 Crystal: draw a Power card", ("draw", None)))
    if player.crystals < economy.TRACK_MAX:
        for card in player.hand:
            options.append(Option(f"Discard {catalog().power_cards[card].name}: gain 1 Crystal", ("discard", card),
                                  target=card_target(card)))
    return options


def _power(state: WastelandsState, seat: int, value: tuple, free: bool) -> None:
    pay(state, "power_card", free)
    kind, card = value
    if kind == "draw":
        economy.lose(state, seat, "crystal", 1)
        economy.draw_power(state, seat, 1)
    else:
        state.players[seat].hand.remove(card)
        state.power_discard.append(card)
        economy.gain(state, seat, "crystal", 1)
        state.say(f"{seat_name(state, seat)} discards {catalog().power_cards[card].name} for a Crystal.")


def _taxes_options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    return [Option("Collect 1 Crystal, -1 People Support", True)]


def _taxes(state: WastelandsState, seat: int, value: bool, free: bool) -> None:
    pay(state, "collect_taxes", free)
    economy.gain(state, seat, "crystal", 1)
    state.say(f"{seat_name(state, seat)} collects taxes.")
    economy.change_support(state, seat, -1)


def _propaganda_possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    return state.players[seat].people_support < 3 or any(
        state.players[o].people_support > -3 for o in range(state.seats) if o != seat)


def _trade_possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    return (state.players[seat].crystals < economy.TRACK_MAX
            and economy.total_resources(state, seat) >= trade_cost(state, seat))


def _power_possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    player = state.players[seat]
    return ((player.crystals >= 1 and bool(state.power_deck or state.power_discard))
            or (player.crystals < economy.TRACK_MAX and bool(player.hand)))


register("propaganda", ActionRules(_propaganda_possible, _propaganda_options, _propaganda,
                                   "Propaganda: raise yours or lower another's?", blocked=_needs_crystal))
register("trade", ActionRules(_trade_possible, _trade_options, _trade, "Trade which resources?",
                              "not enough resources (or your Crystal track is full)"))
register("power_card", ActionRules(_power_possible, _power_options, _power, "Draw or discard?"))
register("collect_taxes", ActionRules(lambda state, seat, taken: True, _taxes_options, _taxes, "Collect taxes?"))
