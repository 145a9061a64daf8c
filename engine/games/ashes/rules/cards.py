"""Shelter and mission card displays (5.9 refill), taking cards, and placing shelter cards (9.1)."""

from __future__ import annotations

from engine.core.choice import Choice, Option, skip
from engine.core.words import count

from .. import targets
from ..catalog import catalog
from ..state import AshesState
from . import decks
from .colony import change_happiness, name
from .effects import describe
from .flow import FLOW


def refill(state: AshesState, display: list[str], index: int) -> str:
    """5.9 remove the card at `index` of a display (the shelter or the mission display), slide the rest to the
    right and reveal a new card from its pile on the left."""
    card = display.pop(index)
    new = decks.draw_shelter(state) if display is state.shelter_display else decks.draw_mission(state)
    if new is not None:
        display.insert(0, new)
    return card


def shelter_summary(card_id: str) -> str:
    """Pods of a shelter card in a few words."""
    t = catalog()
    parts = []
    for bonus, income in zip(t.pod_bonus[card_id], t.pod_income[card_id]):
        text = describe(bonus)
        if income:
            text += f" / income at +{income[0]}: {describe(income[1])}"
        parts.append(text)
    return " | ".join(parts)


@FLOW.ask("take_shelter", inside=True)
def _ask_take_shelter(state: AshesState, seat: int) -> Choice | None:
    if not state.shelter_display:
        return None
    p = state.players[seat]
    full = len(p.shelter_cards) >= len(catalog().card_slots)
    options = []
    for card in state.shelter_display:
        text = f"Take {catalog().shelter_cards[card].name} ({shelter_summary(card)})"
        if full:
            text += f", replacing {catalog().shelter_cards[p.shelter_cards[-1]].name}"
        options.append(Option(text, card, targets.shelter_card_target(card)))
    options.append(skip("Take no shelter card", None))  # 5.8 any reward may be forgone
    return Choice(seat, "Take a shelter card from the display", options, rule="shelters")


@FLOW.answer("take_shelter")
def _answer_take_shelter(state: AshesState, value: str | None, seat: int) -> None:
    if value is None:
        return
    p = state.players[seat]
    refill(state, state.shelter_display, state.shelter_display.index(value))
    if len(p.shelter_cards) >= len(catalog().card_slots):
        # 9.1 replace the top card: it goes under the pile, its survivors return to the bag at 1 happiness each
        old = p.shelter_cards.pop()
        pods = p.pods.pop()
        lost = 0
        for kind in pods:
            if kind is not None:
                state.bag[kind] += 1
                lost += 1
        decks.put_shelters_under(state, [old])
        if lost:
            change_happiness(state, seat, -lost)
        state.say(f"{name(state, seat)} replaces {catalog().shelter_cards[old].name} "
                  f"({count(lost, 'survivor')} {'returns' if lost == 1 else 'return'} to the bag).")
    p.shelter_cards.append(value)
    p.pods.append([None] * len(catalog().pod_bonus[value]))
    state.say(f"{name(state, seat)} takes the shelter card {catalog().shelter_cards[value].name}.")


@FLOW.ask("take_mission", inside=True)
def _ask_take_mission(state: AshesState, seat: int) -> Choice | None:
    if not state.mission_display:
        return None
    t = catalog()
    options = [Option(f"Take {t.missions[m].name} ({mission_summary(m)})", m, targets.mission_target(m))
               for m in state.mission_display]
    return Choice(seat, "Take a mission card into your hand", options, rule="missions")


def mission_summary(card_id: str) -> str:
    """Requirement, costs and rewards of a mission card in a few words."""
    t = catalog()
    req = "power a shelter" if t.missions[card_id].requirement == "power_shelter" else "vehicle in the round's sector"
    costs = describe(t.mission_costs[card_id]) if t.mission_costs[card_id] else "no cost"
    return f"{req}; {costs}; {describe(t.mission_rewards[card_id])}"


@FLOW.answer("take_mission")
def _answer_take_mission(state: AshesState, value: str, seat: int) -> None:
    refill(state, state.mission_display, state.mission_display.index(value))
    state.players[seat].hand.append(value)
    state.say(f"{name(state, seat)} takes the mission {catalog().missions[value].name}.")


def discard_right(state: AshesState, display: list[str], n: int) -> list[str]:
    """7.1.2 / 13.9 discard the n rightmost cards of a display, refilling after each."""
    gone = []
    for _ in range(min(n, len(display))):
        gone.append(refill(state, display, len(display) - 1))
    return gone
