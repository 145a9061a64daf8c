"""Tribes (option tribes=on): after the Achievement is revealed, each player from the last one counter-clockwise
takes one of the 19 Tribe sets and its card 1 (either face) replaces their Fire; instead of playing a card from
the hand, a player may play the next card of their set (either face, at that face's cost), in order. A face's
double-arrow effects and MUST / CAN'T rules hold while it is the top card of a city (`common.on_top`). With
Tribes on, the cards past eras left unclaimed stay available to the Tribe effects that reach for them. The
effect kinds "the other players" and "claim a card of a past era" are here."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.core.choice import Choice, Option
from engine.core.state import Frame
from engine.core.vocabulary import EffectKind

from .. import targets
from ..catalog import catalog
from ..schema import Effect, TribeSet
from ..state import AmberState
from ..vocabulary import EFFECTS
from .common import card, name, on_top, put_in_hand, seats_from, who
from .flow import FLOW
from .pay import after, cost_words, payable, start_payment

LAST = 6  # tribe_next once the fifth card is played
ARROW = {"income_plus": "draw 1 more card at each income",
         "draw_plus": "each of your draw effects draws 1 more card",
         "ash_one": "in every era, 1 Ash card lets any regular card stand for a resource of a cost",
         "found_one": "creating a city takes 1 discard instead of 2",
         "free_move": "the move action needs no discard",
         "pass_utopia": "when you pass, take a Utopia card"}
LIMIT = {"cant_claim": "CAN'T claim cards or Lands", "cant_found": "CAN'T create cities",
         "must_top": "MUST play every card on top of a city"}


def rule_words(cid: str) -> list[str]:
    """A Tribe face's double-arrow effects and MUST / CAN'T rules, in words (they hold while it is on top)."""
    c = card(cid)
    return ([f"While on top: {ARROW[p]}." for p in c.permanent]
            + [f"While on top, you {LIMIT[x]}." for x in c.limits])


def tribe_set(sid: str) -> TribeSet:
    return next(t for t in catalog().content.tribes.sets if t.id == sid)


def tribe_name(face: str) -> str:
    """The name of the set a Tribe face belongs to."""
    return tribe_set(face[:3]).name


def faces_of(sid: str, number: int) -> list[str]:
    """The two face ids of a Tribe card."""
    return [f"{sid}-{number}a", f"{sid}-{number}b"]


def next_faces(state: AmberState, seat: int) -> list[str]:
    """The faces of the seat's next Tribe card (none before its set is chosen or after its fifth card)."""
    if not state.tribes_on or not state.tribe_sets[seat] or state.tribe_next[seat] >= LAST:
        return []
    return faces_of(state.tribe_sets[seat], state.tribe_next[seat])


def setup_tribes(state: AmberState) -> list[Frame]:
    """The frames of the choice of sets: from the last player in turn order, counter-clockwise (rulebook,
    Tribes; solo: the one player)."""
    state.tribes_on = True
    state.tribe_sets = [""] * state.players
    state.tribe_next = [1] * state.players
    first = state.first if state.first is not None else 0
    order = list(reversed(seats_from(state, first)))
    return [Frame("tribe_pick", {"seat": s}) for s in order]


@FLOW.ask("tribe_pick", rule="tribes")
def _ask_tribe(state: AmberState, seat: int) -> Choice:
    taken = set(state.tribe_sets)
    options = [Option(f"Take the {t.name}: {t.style}", t.id, target=targets.tribe(t.id))
               for t in catalog().content.tribes.sets if t.id not in taken]
    return Choice(seat, "Choose your Tribe set (its card 1 replaces your Fire)", options)


@FLOW.answer("tribe_pick")
def _answer_tribe(state: AmberState, pick: str, seat: int) -> None:
    state.tribe_sets[seat] = pick
    state.say(f"{who(state, seat)} takes the Tribe set {tribe_set(pick).name}.")
    state.push("tribe_first", seat=seat)


@FLOW.ask("tribe_first", inside=True, rule="tribes")
def _ask_first(state: AmberState, seat: int) -> Choice:
    options = [Option(f"{name(state, f)} replaces your Fire", f, target=targets.card(f))
               for f in faces_of(state.tribe_sets[seat], 1)]
    return Choice(seat, "Which face of your Tribe card 1 replaces your Fire?", options)


@FLOW.answer("tribe_first")
def _answer_first(state: AmberState, pick: str, seat: int) -> None:
    for city in state.cities[seat]:
        for i, cid in enumerate(city):
            if card(cid).kind == "fire":
                city[i] = pick  # the Fire leaves the game
    state.tribe_next[seat] = 2
    state.say(f"{who(state, seat)}'s {name(state, pick)} replaces the Fire.")


# ---------------------------------------------------------------------------------------------- playing
def tribe_options(state: AmberState, seat: int, sub: int) -> list[Option]:
    """Playing the next Tribe card, one option per face, each at its own cost."""
    options = []
    for face in next_faces(state, seat):
        cost = list(card(face).cost)
        label = (f"Play your Tribe card {state.tribe_next[seat]}: {name(state, face)}"
                 + (f" (pay {cost_words(cost)})" if cost else ""))
        if payable(state, seat, cost, sub=sub):
            options.append(Option(label, ["tribe", face], target=targets.card(face)))
        else:
            options.append(Option(label, ["tribe", face], target=targets.card(face), enabled=False,
                                  why_not="you cannot pay this face's cost from your cities"))
    return options


def start_tribe(state: AmberState, seat: int, face: str, sub: int) -> None:
    start_payment(state, seat, list(card(face).cost), {"do": "tribe", "card": face}, sub=sub)


@after("tribe")
def _after_tribe(state: AmberState, seat: int, card: str) -> None:
    from .common import card as info

    state.tribe_next[seat] += 1
    state.say(f"{who(state, seat)} plays the Tribe card {name(state, card)}.")
    state.push("place", seat=seat, card=card, mode="new_city" if "new_city" in info(card).marks else "any")


# ---------------------------------------------------------------------------------------------- effect kinds
Taken = Literal["ash", "death", "utopia", "draw"]


@EFFECTS.kind("others")
class Others(EffectKind):
    """Every other player carries these effects out (taking Ash, Death or Utopia cards, drawing)."""

    payload = Annotated[list[Effect], Field(min_length=1, max_length=2)]

    def run(self, ctx, effects: list[dict]) -> None:
        state = ctx.state
        frames = [Frame("effect", {"seat": s, "effect": e, "later": []})
                  for s in seats_from(state, ctx.seat)[1:] for e in effects]
        state.schedule(*frames)

    def why_not(self, ctx, effects: list[dict]) -> str | None:
        for effect in effects:
            if next(iter(effect)) not in ("ash", "death", "utopia", "draw"):
                return "only cards to take or draw can be handed to the others"
        return None

    def text(self, effects: list[dict]) -> str:
        return "every other player must " + EFFECTS.texts(effects, ", then ")


def past_claimable(state: AmberState, seat: int) -> list[str]:
    return [cid for cid in state.past_offer if payable(state, seat, list(card(cid).cost), sub=0)]


@EFFECTS.kind("past_claim")
class PastClaim(EffectKind):
    """Claim a Wonder or Resilience card an earlier era left unclaimed, paying its cost (rules notes R42)."""

    payload = Annotated[int, Field(ge=1, le=1)]

    def run(self, ctx, n: int) -> None:
        ctx.state.push("past_pick", seat=ctx.seat)

    def why_not(self, ctx, n: int) -> str | None:
        if not ctx.state.past_offer:
            return "no card of a past era is left unclaimed"
        if not past_claimable(ctx.state, ctx.seat):
            return "you cannot pay for any card of a past era"
        return None

    def text(self, n: int) -> str:
        return "claim a card a past era left unclaimed, paying its cost"


@FLOW.ask("past_pick", inside=True, rule="tribes")
def _ask_past(state: AmberState, seat: int) -> Choice | None:
    cards = past_claimable(state, seat)
    if not cards:
        return None
    return Choice(seat, "Claim a card of a past era (pay its cost)",
                  [Option(f"Claim {name(state, cid)} (pay {cost_words(list(card(cid).cost))})", cid,
                          target=targets.card(cid)) for cid in cards])


@FLOW.answer("past_pick")
def _answer_past(state: AmberState, pick: str, seat: int) -> None:
    start_payment(state, seat, list(card(pick).cost), {"do": "past", "card": pick})


@after("past")
def _after_past(state: AmberState, seat: int, card: str) -> None:
    state.past_offer.remove(card)
    state.say(f"{who(state, seat)} claims {name(state, card)}, left unclaimed in a past era.")
    put_in_hand(state, seat, card)


def keeps_unclaimed(state: AmberState) -> bool:
    """With Tribes, the cards an era leaves unclaimed stay available (rulebook F.A.Q.)."""
    return state.tribes_on


__all__ = ["on_top", "tribe_options", "start_tribe", "next_faces", "setup_tribes", "keeps_unclaimed"]
