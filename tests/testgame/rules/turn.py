"""Salvage Run's turn: act (play a card to a site, scavenge, rest), the Scavenger's flip, end of round, scoring."""

from __future__ import annotations

from engine.core.choice import DONE, Choice, Option, confirm, disabled
from engine.core.names import seat_ref
from engine.core.state import AUTOMA, Frame

from ..state import HAND_LIMIT, SITES, SalvageState, card_label, card_value
from .flow import FLOW


@FLOW.step("turn")
def _turn(state: SalvageState, seat: int) -> None:
    state.current = seat
    if state.seat_kinds[seat] == AUTOMA:
        state.schedule(Frame("automa_flip", {"seat": seat}), Frame("end_turn", {"seat": seat}))
    else:
        state.schedule(Frame("action", {"seat": seat}), Frame("end_turn", {"seat": seat}))


@FLOW.step("end_turn")
def _end_turn(state: SalvageState, seat: int) -> None:
    following = seat + 1
    if following == state.seats:
        following = 0
        state.round += 1
        if state.round > state.rounds:
            state.round = state.rounds
            state.push("final_scoring")
            return
        state.say(f"Round {state.round} begins.")
    state.push("turn", seat=following)


@FLOW.ask("action", rule="turn")
def _ask_action(state: SalvageState, seat: int) -> Choice:
    options = [
        Option("Play a card", "play") if state.hands[seat] else disabled("Play a card", "your hand is empty", "play"),
        Option("Scavenge from the bag", "scavenge", target="bag") if state.bag
        else disabled("Scavenge from the bag", "the bag is empty", "scavenge", target="bag"),
    ]
    if not state.deck:
        options.append(disabled("Rest and draw a card", "the deck is empty", "rest", target="deck"))
    elif len(state.hands[seat]) >= HAND_LIMIT:
        options.append(disabled("Rest and draw a card", f"your hand already holds {HAND_LIMIT} cards", "rest",
                                target="deck"))
    else:
        options.append(Option("Rest and draw a card", "rest", target="deck"))
    return Choice(seat, "Choose your action", options)


@FLOW.answer("action")
def _answer_action(state: SalvageState, value: str, seat: int) -> None:
    if value == "play":
        state.push("pick_card", seat=seat)
    elif value == "scavenge":
        token = state.rng.draw_from_bag(state.bag)
        state.stash[seat][token] += 1
        state.say(f"{seat_ref(seat)} scavenges {token} from the bag.")
    else:
        card = state.rng.draw_from_bag(state.deck)
        state.hands[seat].append(card)
        state.say(f"{seat_ref(seat)} rests and draws a card.")
        state.say(f"You draw {card_label(card)}.", only=seat)


@FLOW.ask("pick_card", back=True, rule="turn")
def _ask_card(state: SalvageState, seat: int) -> Choice:
    options = [Option(f"Play {card_label(c)}", c, target=f"hand-{c}") for c in state.hands[seat]]
    return Choice(seat, "Pick a card to play", options)


@FLOW.answer("pick_card")
def _answer_card(state: SalvageState, card: str, seat: int) -> None:
    state.hands[seat].remove(card)
    state.staged[seat] = card
    state.push("pick_site", seat=seat)


@FLOW.ask("pick_site", back=True, rule="sites")
def _ask_site(state: SalvageState, seat: int) -> Choice:
    options = [Option(f"To the {site}", site, target=f"site-{site}") for site in SITES]
    return Choice(seat, f"Where does {card_label(state.staged[seat])} go?", options)


@FLOW.on_back("pick_site")
def _unstage(state: SalvageState, seat: int) -> None:
    """Back from the site: the staged card returns to the hand."""
    state.hands[seat].append(state.staged[seat])
    state.staged[seat] = None


@FLOW.answer("pick_site")
def _answer_site(state: SalvageState, site: str, seat: int) -> None:
    state.push("confirm", seat=seat, site=site)


@FLOW.ask("confirm", back=True, rule="turn")
def _ask_confirm(state: SalvageState, seat: int, site: str) -> Choice:
    return Choice(seat, f"Play {card_label(state.staged[seat])} to the {site}?", [confirm(DONE)])


@FLOW.answer("confirm")
def _answer_confirm(state: SalvageState, confirmed: bool, seat: int, site: str) -> None:
    card = state.staged[seat]
    state.staged[seat] = None
    state.reveal()
    state.say(f"{seat_ref(seat)} plays {card_label(card)} to the {site}.")
    place(state, seat, site, card_value(card))


@FLOW.step("automa_flip")
def _automa_flip(state: SalvageState, seat: int) -> None:
    if not state.deck:
        state.say("The Scavenger finds nothing: the deck is empty.")
        return
    state.flipped = state.rng.draw_from_bag(state.deck)
    state.say(f"The Scavenger flips {card_label(state.flipped)}.")
    state.push("automa_site", seat=seat)


@FLOW.ask("automa_site", rule="scavenger")
def _ask_automa_site(state: SalvageState, seat: int) -> Choice:
    return Choice(seat, "The Scavenger picks a site", [Option(site, site, target=f"site-{site}") for site in SITES])


@FLOW.answer("automa_site")
def _answer_automa_site(state: SalvageState, site: str, seat: int) -> None:
    card, state.flipped = state.flipped, None
    state.say(f"The Scavenger sends {card_label(card)} to the {site}.")
    place(state, seat, site, card_value(card))


def place(state: SalvageState, seat: int, site: str, value: int) -> None:
    """Add presence at a site and score the site when its threshold is reached."""
    presence = state.presence[site]
    presence[seat] += value
    threshold, points = SITES[site]
    if sum(presence) < threshold:
        return
    best = max(presence)
    for other, amount in enumerate(presence):
        if amount == best:
            state.vp[other] += points
            state.say(f"The {site} is cleared: {seat_ref(other)} scores {points}.")
    state.presence[site] = [0] * state.seats


def scores(state: SalvageState) -> list[int]:
    """Victory points from sites plus 3 per complete set of fuel, parts and water."""
    return [vp + 3 * min(stash.values()) for vp, stash in zip(state.vp, state.stash)]


@FLOW.step("final_scoring")
def _final_scoring(state: SalvageState) -> None:
    state.over = True
    state.say("Final scores: " + ", ".join(f"{seat_ref(i)} {s}" for i, s in enumerate(scores(state))) + ".")
