"""A turn of the Action phase: claim one card (or group) from the public area, or take 1 or 2 actions (play a
card, exhaust a top card, discard 2 to create a city, discard 1 to move a card, pass). Solo: any number of
actions, a claim being one of them."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, done

from .. import targets
from ..state import AmberState
from .common import card, cards_of, hand, name, on_top, permanent, put_in_hand, take_from_hand, tidy, to_discard, who
from .effects import effects_text, run_effects, why_not_effects
from .flow import FLOW
from .long_reach import land_option
from .pay import after, ash_substitute, cost_words, payable, start_payment
from .tribes import start_tribe, tribe_options

info = card


def claimables(state: AmberState) -> list[list[str]]:
    """What may be claimed now: each Wonder and Resilience card of this era, and in Era 5 each Ambition group."""
    found = [[cid] for cid in state.offer]
    if state.era == 5:
        found += [list(group) for group in state.groups]
    return found


def group_cost(group: list[str]) -> list[str]:
    return [item for cid in group for item in card(cid).cost]


def play_cost(state: AmberState, seat: int, cid: str) -> list[str]:
    """What playing a card from the hand costs: its printed cost, or nothing for a claimed card, whose cost was
    paid when it was claimed (rules notes R27)."""
    return [] if cid in state.claimed[seat] else list(card(cid).cost)


def found_cost(state: AmberState, seat: int) -> list[str]:
    """The discards of the create-a-city action: 2 regular cards, 1 with a Tribe card's "found_one" on top."""
    return ["any"] if on_top(state, seat, "found_one") else ["any", "any"]


def move_cost(state: AmberState, seat: int) -> list[str]:
    """The discard of the move action: 1 regular card, none with a Tribe card's "free_move" on top."""
    return [] if on_top(state, seat, "free_move") else ["any"]


def exhaust_reason(state: AmberState, seat: int, cid: str) -> str | None:
    """Why a top card cannot be exhausted now (None: it can)."""
    c = card(cid)
    if not c.effects:
        return "it has no effect to carry out"
    if cid in state.exhausted:
        return "it is already exhausted this era"
    return why_not_effects(state, seat, c.effects)


def _claim_label(state: AmberState, group: list[str]) -> str:
    names = " and ".join(card(cid).name for cid in group)
    return f"Claim {names} (pay {cost_words(group_cost(group))})"


@FLOW.ask("act", rule="turn")
def _ask_act(state: AmberState, seat: int, n: int) -> Choice:
    options: list[Option] = []
    sub = ash_substitute(state, seat)
    barred = on_top(state, seat, "cant_claim")
    if n in (0, 1):
        for group in claimables(state):
            label = _claim_label(state, group)
            target = targets.card(group[0])
            if barred:
                options.append(disabled(label, "a Tribe card on top of your cities forbids claims", ["claim", group],
                                        target))
            elif payable(state, seat, group_cost(group), sub=sub):
                options.append(Option(label, ["claim", group], target=target))
            else:
                options.append(disabled(label, "you cannot pay its cost from your cities", ["claim", group], target))
        land = land_option(state, seat)
        if land is not None:
            options.append(disabled(land.label, "a Tribe card on top of your cities forbids claims", land.value,
                                    land.target) if barred else land)
    for cid in hand(state, seat):
        cost = play_cost(state, seat, cid)
        label = f"Play {name(state, cid)}" + (f" (pay {cost_words(cost)})" if cost else "")
        if payable(state, seat, cost, sub=sub):
            options.append(Option(label, ["play", cid], target=targets.card(cid)))
        else:
            options.append(disabled(label, "you cannot pay its cost from your cities", ["play", cid],
                                    targets.card(cid)))
    options += tribe_options(state, seat, sub)
    for city in state.cities[seat]:
        cid = city[0]
        if not card(cid).effects:
            continue
        label = f"Exhaust {name(state, cid)}: {effects_text(card(cid).effects)}"
        reason = exhaust_reason(state, seat, cid)
        if reason is None:
            options.append(Option(label, ["exhaust", cid], target=targets.card(cid)))
        else:
            options.append(disabled(label, reason, ["exhaust", cid], targets.card(cid)))
    found = found_cost(state, seat)
    label = "Discard 2 cards to create a city with a third" if len(found) == 2 else \
        "Discard 1 card to create a city with a second (a Tribe card on top)"
    if permanent(state, "no_new_city"):
        options.append(disabled(label, "no new city may be created this era", ["found"]))
    elif on_top(state, seat, "cant_found"):
        options.append(disabled(label, "a Tribe card on top of your cities forbids new cities", ["found"]))
    elif payable(state, seat, found + ["any"]):
        options.append(Option(label, ["found"]))
    else:
        options.append(disabled(label, f"you need {len(found) + 1} regular cards in your cities", ["found"]))
    moving = move_cost(state, seat)
    label = "Discard 1 card to move another" if moving else "Move a card (free: a Tribe card on top)"
    if payable(state, seat, moving + ["card"]):
        options.append(Option(label, ["move"]))
    else:
        options.append(disabled(label, "you need a regular card and another card in your cities", ["move"]))
    options.append(Option("Pass for the rest of the era (your Ash cards are discarded)", ["pass"],
                          target=targets.PASS))
    if n == 2:
        options.append(done("End your turn"))
    prompt = {0: "Choose an action (or pass)", 1: "Your turn: claim a card, or take up to 2 actions",
              2: "Your second action (or end your turn)"}[n]
    return Choice(seat, prompt, options)


@FLOW.answer("act")
def _answer_act(state: AmberState, pick: list | None, seat: int, n: int) -> None:
    if pick is None:
        state.push("next_turn")
        return
    what = pick[0]
    state.push("act_next", seat=seat, n=2 if (what in ("claim", "land") and n == 1) else n)
    sub = ash_substitute(state, seat)
    if what == "land":
        state.push("land_pay", seat=seat, land=pick[1])
    elif what == "claim":
        start_payment(state, seat, group_cost(pick[1]), {"do": "claim", "group": pick[1]}, sub=sub)
    elif what == "tribe":
        start_tribe(state, seat, pick[1], sub)
    elif what == "play":
        start_payment(state, seat, play_cost(state, seat, pick[1]), {"do": "play", "card": pick[1]}, sub=sub)
    elif what == "exhaust":
        cid = pick[1]
        state.exhausted.append(cid)
        state.say(f"{who(state, seat)} exhausts {name(state, cid)}.")
        run_effects(state, seat, card(cid).effects)
    elif what == "found":
        start_payment(state, seat, found_cost(state, seat), {"do": "found"}, keep=["any"])
    elif what == "move":
        start_payment(state, seat, move_cost(state, seat), {"do": "moving"}, keep=["card"])
    else:
        pass_era(state, seat)


@FLOW.step("act_next")
def _act_next(state: AmberState, seat: int, n: int) -> None:
    """After an action: the second one, the next turn, or (solo) another action."""
    if state.over:
        return
    if state.passed[seat] or n == 2:
        state.push("next_turn")
    else:
        state.push("act", seat=seat, n=0 if state.solo else 2)


def pass_era(state: AmberState, seat: int) -> None:
    """Pass: no more turns this era, every Ash card of the cities is discarded, the First Player card taken
    when it lies in the middle."""
    state.passed[seat] = True
    ash = [cid for cid in cards_of(state, seat) if card(cid).kind == "ash"]
    for cid in ash:
        for city in state.cities[seat]:
            if cid in city:
                city.remove(cid)
        to_discard(state, cid)
    tidy(state, seat)
    words = f" and discards {len(ash)} Ash {'card' if len(ash) == 1 else 'cards'}" if ash else ""
    state.say(f"{who(state, seat)} passes{words}.")
    if not state.solo and state.first is None:
        state.first = seat
        state.say(f"{who(state, seat)} takes the First Player card.")
    if permanent(state, "pass_death"):
        state.push("gain", seat=seat, what="death")
    if on_top(state, seat, "pass_utopia"):
        state.push("gain", seat=seat, what="utopia")


@after("play")
def _after_play(state: AmberState, seat: int, card: str) -> None:
    cid = card
    take_from_hand(state, seat, cid)
    marks = info(cid).marks
    state.say(f"{who(state, seat)} plays {name(state, cid)}.")
    state.push("place", seat=seat, card=cid, mode="new_city" if "new_city" in marks else "any")


@after("claim")
def _after_claim(state: AmberState, seat: int, group: list[str]) -> None:
    """The claimed cards go to the hand or straight into the cities; the First Player card changes hands; the
    last Ambition claimed resolves the Achievement once it is played."""
    if group[0] in state.offer:
        state.offer.remove(group[0])
    else:
        state.groups = [g for g in state.groups if g != group]
    state.say(f"{who(state, seat)} claims {' and '.join(card(c).name for c in group)}.")
    first_player_after_claim(state, seat)
    if card(group[0]).kind in ("ambition", "civilization") and not state.groups and not state.achieved:
        state.push("resolve", source="achievement")  # after the group's cards are played (rules notes R45)
    for cid in reversed(group):
        marks = card(cid).marks
        if "must_play" in marks or "new_city" in marks:
            state.push("place", seat=seat, card=cid, mode="new_city" if "new_city" in marks else "any")
        else:
            put_in_hand(state, seat, cid)


def first_player_after_claim(state: AmberState, seat: int) -> None:
    """After a claim (a Land's too, rules notes R35): the holder returns the First Player card to the middle,
    anyone else takes it from there."""
    if state.solo:
        return
    if state.first == seat:
        state.first = None
        state.say(f"{who(state, seat)} returns the First Player card to the middle of the table.")
    elif state.first is None:
        state.first = seat
        state.say(f"{who(state, seat)} takes the First Player card.")


@after("found")
def _after_found(state: AmberState, seat: int) -> None:
    state.push("found_pick", seat=seat)


@after("moving")
def _after_move(state: AmberState, seat: int) -> None:
    state.push("move_pick", seat=seat)
