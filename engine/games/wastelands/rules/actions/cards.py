"""Playing Power cards on your turn, Leader abilities (1 Leader cube, once per turn) and lasting cards in play."""

from __future__ import annotations

from engine.core.choice import BACK, Choice, Option, disabled

from ...state import WastelandsState
from ...targets import card_target
from .. import economy, effects
from ..conditions import leaders
from ..economy import seat_name
from ..flow import FLOW, conceal
from . import EXTRA, STARTERS, blocked, capital_blocked
from .buy import why_not_item
from .move import movable

PLAYABLE = ("own_turn", "any_turn", "permanent")


def _dump(effect_list) -> list[dict]:
    return [e.model_dump(exclude_none=True) for e in effect_list]


def why_not_effects(state: WastelandsState, seat: int, effect_list: list[dict]) -> str | None:
    """Why an effect list would do nothing or cannot be paid now (None when it can be used)."""
    why = effects.can_pay(state, seat, effect_list)
    if why:
        return why
    for effect in effect_list:
        (key, value), = effect.items()
        if key == "strike" and not effects.strike_targets(state, seat, value):
            return "no target in range"
        if key == "destroy_building" and not effects.destroy_options(state, seat, value):
            return "no building of another player next to your Armies"
        if key == "steal" and not effects.steal_victims(state, seat, value):
            return "nobody within reach has anything to take"
        if key == "cloud" and state.clouds_left <= 0:
            return "no Toxic Cloud token left"
        if key == "free_action" and blocked(state, seat, value, free=True):
            return f"you cannot {value.replace('_', ' ')} now"
        if key == "build":
            why = why_not_item(state, seat, value, pay_cost=False)
            if why:
                return why
        if key == "move":
            terrain = False if value.get("ignore_upgrades") else (True if value.get("all_terrain") else None)
            if not movable(state, seat, value["spaces"], terrain):
                return "no unit of yours can move"
        if key == "people_support" and state.players[seat].people_support == (3 if value > 0 else -3):
            return f"your People Support is already {state.players[seat].people_support:+d}"
        if key == "opponent_people_support" and all(
                state.players[other].people_support == (3 if value > 0 else -3)
                for other in range(state.seats) if other != seat):
            return f"every other player's People Support is already {3 if value > 0 else -3:+d}"
    return None


def why_not_card(state: WastelandsState, seat: int, card: str) -> str | None:
    """Why a card in hand cannot be played now."""
    spec = economy.power_cards()[card]
    if spec.timing not in PLAYABLE:
        return "only playable in a combat"
    if spec.action_cost:
        why = economy.socket_block(state, seat, spec.action_cost)
        if why is None and economy.actions()[spec.action_cost].section == "capital":
            why = capital_blocked(state, seat)
        if why:
            return f"{spec.action_cost.replace('_', ' ')}: {why}"
    if spec.timing == "permanent":
        return None
    return why_not_effects(state, seat, _dump(spec.effects))


def _menu(state: WastelandsState, seat: int) -> list[Option]:
    player = state.players[seat]
    options = []
    label = "Play a Power card"
    if not player.hand:
        options.append(disabled(label, "your hand is empty", ("cards", None)))
    elif not any(why_not_card(state, seat, c) is None for c in player.hand):
        options.append(disabled(label, "no card in your hand can be played now", ("cards", None)))
    else:
        options.append(Option(label, ("cards", None)))
    for ability in leaders()[player.leader].abilities:
        label = f"{ability.name} (1 Leader cube)"
        key = f"ability:{ability.id}"
        if player.leader_cubes < 1:
            why = "no Leader cube left"
        elif key in state.turn.abilities:
            why = "already used this turn"
        else:
            why = why_not_effects(state, seat, _dump(ability.effects))
        options.append(Option(label, ("ability", ability.id)) if why is None else disabled(label, why, ("ability", ability.id)))
    for card in player.in_play:
        spec = economy.power_cards()[card]
        for effect in spec.effects:
            if effect.ongoing and effect.ongoing.trigger == "own_turn":
                label = f"Use {spec.name}"
                key = f"ongoing:{card}"
                why = "already used this turn" if key in state.turn.abilities else why_not_effects(
                    state, seat, _dump(effect.ongoing.effects))
                options.append(Option(label, ("ongoing", card), target=card_target(card)) if why is None
                               else disabled(label, why, ("ongoing", card), target=card_target(card)))
    return options


def _start_cards(state: WastelandsState, seat: int, _: None) -> None:
    state.push("play_card", seat=seat)


def _start_ability(state: WastelandsState, seat: int, ability_id: str) -> None:
    player = state.players[seat]
    ability = next(a for a in leaders()[player.leader].abilities if a.id == ability_id)
    player.leader_cubes -= 1
    state.turn.abilities.append(f"ability:{ability_id}")
    state.say(f"{seat_name(state, seat)} uses {ability.name} (1 Leader cube).")
    state.push("effects", seat=seat, effects=_dump(ability.effects), source=ability.name)


def _start_ongoing(state: WastelandsState, seat: int, card: str) -> None:
    spec = economy.power_cards()[card]
    state.turn.abilities.append(f"ongoing:{card}")
    state.say(f"{seat_name(state, seat)} uses {spec.name}.")
    for effect in spec.effects:
        if effect.ongoing:
            state.push("effects", seat=seat, effects=_dump(effect.ongoing.effects), source=spec.name)


@FLOW.ask("play_card")
def ask_play(state: WastelandsState, seat: int) -> Choice:
    """Which Power card to play."""
    options = []
    for card in state.players[seat].hand:
        label = f"Play {economy.power_cards()[card].name}"
        why = why_not_card(state, seat, card)
        options.append(Option(label, card, target=card_target(card)) if why is None
                       else disabled(label, why, card, target=card_target(card)))
    options.append(Option(BACK, None))
    return Choice(seat, "Play which Power card?", options)


@conceal("play_card")
def _play_concealed(state: WastelandsState, seat: int) -> bool:
    """A single playable card among several is still asked: playing it at once would tell the others that the
    rest of the hand cannot be played (rules notes R20)."""
    return len(state.players[seat].hand) > 1


@FLOW.answer("play_card")
def answer_play(state: WastelandsState, card: str | None, seat: int) -> None:
    """Play the card: pay its action socket if it has one, then run its effects (or keep it in play)."""
    if card is None:
        return
    spec = economy.power_cards()[card]
    if spec.action_cost:
        economy.use_socket(state, spec.action_cost)
    reveal_card(state, seat, card)
    if spec.timing == "permanent":
        state.players[seat].in_play.append(card)
        return
    state.power_discard.append(card)
    state.push("effects", seat=seat, effects=_dump(spec.effects), source=spec.name)


def reveal_card(state: WastelandsState, seat: int, card: str) -> None:
    """Take a played card out of the hand and show it to everyone."""
    state.players[seat].hand.remove(card)
    state.reveal()
    state.say(f"{seat_name(state, seat)} plays {economy.power_cards()[card].name}.")


EXTRA.append(_menu)
STARTERS.update({"cards": _start_cards, "ability": _start_ability, "ongoing": _start_ongoing})
