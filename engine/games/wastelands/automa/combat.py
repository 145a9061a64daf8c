"""Combat Against Automated Players: a fresh Power card, the usual modifiers, Leader cubes by the last card's set."""

from __future__ import annotations

from ..catalog import catalog
from ..rules.decks import take_power
from ..rules.economy import seat_name
from ..rules.flow import FLOW
from ..state import WastelandsState
from .deck import last_card


def combat_cubes(state: WastelandsState, seat: int) -> int:
    """Leader cubes an automated player adds: 0 / 1 / 2 for a Beginning / Middle / End last card (the Starting
    card counts as Beginning), never more than it has."""
    card = last_card(state)
    card_set = catalog().solo_cards[card].set if card else "start"
    wanted = 0 if card_set == "start" else catalog().content.solo.leader_cubes_in_combat.get(card_set, 0)
    return min(wanted, state.players[seat].leader_cubes)


@FLOW.step("automated_combat_pick")
def automated_combat_pick(state: WastelandsState, seat: int, side: str) -> None:
    """Combat Against Automated Players: draw a Power card and use it (never a card from the hand), read at the
    side's combat rank; Leader cubes by the last card's set. The card stays face down until the reveal."""
    me = getattr(state.combat, side)
    if me.card is None and me.fixed is None:
        card = take_power(state)
        me.drew, me.card = card is not None, card
        if card is None:
            state.say(f"{seat_name(state, seat)} finds no Power card to draw for the combat.")
        else:
            state.say(f"{seat_name(state, seat)} draws a Power card for the combat and lays it face down.")
    if me.cubes is None:
        me.cubes = combat_cubes(state, seat)
        card = last_card(state)
        state.say(f"{seat_name(state, seat)} commits {me.cubes} Leader cube{'s' * (me.cubes != 1)} "
                  f"(last card from the {catalog().solo_cards[card].set if card else 'start'} set).")


@FLOW.step("automated_combat_reveal")
def automated_combat_reveal(state: WastelandsState, seat: int, side: str) -> None:
    """Log the automated player's Power card as the combat is revealed (queued just before the resolution by
    rules/combat.py, so both sides reveal at once)."""
    if state.combat is None:
        return
    me = getattr(state.combat, side)
    if me.card is None:
        return
    spec = catalog().power_cards[me.card]
    value = getattr(spec.combat, me.rank)
    state.say(f"{seat_name(state, seat)} reveals {spec.name}: {value} at {me.rank} combat rank.")
