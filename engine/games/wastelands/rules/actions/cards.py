"""Playing Power cards on your turn, Leader abilities (1 Leader cube, once per turn) and lasting cards in play."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled

from ...catalog import catalog
from ...state import WastelandsState
from ...targets import card_target
from .. import economy
from ..economy import seat_name
from ..effects import lasting, run_effects, why_not_effects
from ..flow import FLOW, conceal
from . import EXTRA, STARTERS, capital_blocked

PLAYABLE = ("own_turn", "any_turn", "permanent")


def why_not_card(state: WastelandsState, seat: int, card: str, taken: dict | None = None) -> str | None:
    """Why a card in hand cannot be played now (`taken`: `board.owners(state)`, when already built)."""
    spec = catalog().power_cards[card]
    if spec.timing not in PLAYABLE:
        return "only playable in a combat"
    if spec.action_cost:
        why = economy.socket_block(state, seat, spec.action_cost)
        if why is None and catalog().actions[spec.action_cost].section == "capital":
            why = capital_blocked(state, seat)
        if why:
            return f"{spec.action_cost.replace('_', ' ')}: {why}"
    if spec.timing == "permanent":
        return None
    return why_not_effects(state, seat, spec.effects, taken)


def _menu(state: WastelandsState, seat: int, taken: dict) -> list[Option]:
    turn = state.turn
    assert turn is not None, "entries of the action menu, shown on the seat's own turn"
    player = state.players[seat]
    options = []
    label = "Play a Power card"
    if not player.hand:
        options.append(disabled(label, "your hand is empty", ("cards", None)))
    elif not any(why_not_card(state, seat, c, taken) is None for c in player.hand):
        options.append(disabled(label, "no card in your hand can be played now", ("cards", None)))
    else:
        options.append(Option(label, ("cards", None)))
    for ability in catalog().leaders[player.leader].abilities:
        label = f"{ability.name} (1 Leader cube)"
        key = f"ability:{ability.id}"
        if player.leader_cubes < 1:
            why = "no Leader cube left"
        elif key in turn.abilities:
            why = "already used this turn"
        else:
            why = why_not_effects(state, seat, ability.effects, taken)
        options.append(Option(label, ("ability", ability.id)) if why is None else disabled(label, why, ("ability", ability.id)))
    for card in player.in_play:
        spec = catalog().power_cards[card]
        for effects in lasting(card, "own_turn"):
            label = f"Use {spec.name}"
            key = f"ongoing:{card}"
            why = "already used this turn" if key in turn.abilities else why_not_effects(
                state, seat, effects, taken)
            options.append(Option(label, ("ongoing", card), target=card_target(card)) if why is None
                           else disabled(label, why, ("ongoing", card), target=card_target(card)))
    return options


def _start_cards(state: WastelandsState, seat: int, _: None) -> None:
    state.push("play_card", seat=seat)


def _start_ability(state: WastelandsState, seat: int, ability_id: str) -> None:
    player = state.players[seat]
    ability = next(a for a in catalog().leaders[player.leader].abilities if a.id == ability_id)
    player.leader_cubes -= 1
    assert state.turn is not None, "started from the action menu, on the seat's own turn"
    state.turn.abilities.append(f"ability:{ability_id}")
    state.say(f"{seat_name(state, seat)} uses {ability.name} (1 Leader cube).")
    run_effects(state, seat, ability.effects, ability.name)


def _start_ongoing(state: WastelandsState, seat: int, card: str) -> None:
    spec = catalog().power_cards[card]
    assert state.turn is not None, "started from the action menu, on the seat's own turn"
    state.turn.abilities.append(f"ongoing:{card}")
    state.say(f"{seat_name(state, seat)} uses {spec.name}.")
    for effects in lasting(card, "own_turn"):
        run_effects(state, seat, effects, spec.name)


@FLOW.ask("play_card", back=True, rule="power_cards")
def ask_play(state: WastelandsState, seat: int) -> Choice:
    """Which Power card to play."""
    options = []
    for card in state.players[seat].hand:
        label = f"Play {catalog().power_cards[card].name}"
        why = why_not_card(state, seat, card)
        options.append(Option(label, card, target=card_target(card)) if why is None
                       else disabled(label, why, card, target=card_target(card)))
    return Choice(seat, "Play which Power card?", options)


@conceal("play_card")
def _play_concealed(state: WastelandsState, seat: int) -> bool:
    """A single playable card among several is still asked: playing it at once would tell the others that the
    rest of the hand cannot be played (rules notes R20)."""
    return len(state.players[seat].hand) > 1


@FLOW.answer("play_card")
def answer_play(state: WastelandsState, card: str, seat: int) -> None:
    """Play the card: pay its action socket if it has one, then run its effects (or keep it in play)."""
    spec = catalog().power_cards[card]
    if spec.action_cost:
        economy.use_socket(state, spec.action_cost)
    reveal_card(state, seat, card)
    if spec.timing == "permanent":
        state.players[seat].in_play.append(card)
        return
    state.power_discard.append(card)
    run_effects(state, seat, spec.effects, spec.name)


def reveal_card(state: WastelandsState, seat: int, card: str) -> None:
    """Take a played card out of the hand and show it to everyone."""
    state.players[seat].hand.remove(card)
    state.reveal()
    state.say(f"{seat_name(state, seat)} plays {catalog().power_cards[card].name}.")


EXTRA.append(_menu)
STARTERS.update({"cards": _start_cards, "ability": _start_ability, "ongoing": _start_ongoing})
