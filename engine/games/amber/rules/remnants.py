"""The Remnants (mini expansion, option remnants=on): an Amber that burns is replaced by a Remnants card of the
table instead of Ash (several at once: chosen in reverse turn order); exhausting the Remnants card takes the Amber
back into the cities and returns the Remnants card to the table. The two effect kinds of its cards are here."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from engine.core.choice import Choice, Option
from engine.core.state import Frame
from engine.core.vocabulary import EffectKind

from .. import targets
from ..state import AmberState
from ..vocabulary import EFFECTS
from .common import card, cards_of, leader, lift, name, seats_from, take_ash, tidy, to_discard, who
from .flow import FLOW

One = Annotated[int, Field(ge=1, le=1)]


def remnant_of(state: AmberState, seat: int) -> str | None:
    """The Remnants card in the seat's cities (a seat holds at most one: its Amber burns only once at a time)."""
    return next((cid for cid in cards_of(state, seat) if card(cid).kind == "remnant"), None)


def amber_burns(state: AmberState, seat: int, cid: str) -> bool:
    """Called as an Amber card would burn: with the Remnants on and a Remnants card available, it is left in
    place for its owner to replace (True); otherwise it burns to Ash as usual (False)."""
    if not state.remnants_on or not state.remnants:
        return False
    if seat not in state.amber_burning:
        state.amber_burning.append(seat)
    if not any(f.name == "remnants_due" for f in state.stack):
        state.push("remnants_due")  # a burn outside a Catastrophe step: chosen at once
    return True


@FLOW.step("remnants_due")
def _remnants_due(state: AmberState) -> None:
    """Every seat whose Amber burned in this step chooses a Remnants card, in reverse turn order (rulebook, The
    Remnants)."""
    if not state.amber_burning:
        return
    order = [s for s in reversed(seats_from(state, leader(state))) if s in state.amber_burning]
    state.amber_burning = []
    state.schedule(*[Frame("remnant_seat", {"seat": s}) for s in order])


def _amber_in_cities(state: AmberState, seat: int) -> str | None:
    return next((cid for cid in cards_of(state, seat) if card(cid).kind == "amber"), None)


@FLOW.step("remnant_seat")
def _remnant_seat(state: AmberState, seat: int) -> None:
    """The seat picks a Remnants card; when none is left for it, its Amber burns to Ash after all (rules notes
    R28)."""
    amber = _amber_in_cities(state, seat)
    if amber is None:
        return
    if state.remnants:
        state.push("remnant_pick", seat=seat)
        return
    ash = take_ash(state)
    for city in state.cities[seat]:
        if amber in city:
            position = city.index(amber)
            city.remove(amber)
            if ash is not None:
                city.insert(position, ash)
    to_discard(state, amber)
    state.say(f"{who(state, seat)}: no Remnants card is left, the Amber burns to Ash.")
    tidy(state, seat)


@FLOW.ask("remnant_pick", rule="remnants")
def _ask_remnant(state: AmberState, seat: int) -> Choice:
    options = [Option(f"Replace your Amber with {name(state, rid)}", rid, target=targets.card(rid))
               for rid in state.remnants]
    return Choice(seat, "Your Amber burns: choose the Remnants card that takes its place", options)


@FLOW.answer("remnant_pick")
def _answer_remnant(state: AmberState, pick: str, seat: int) -> None:
    amber = _amber_in_cities(state, seat)
    assert amber is not None, "a Remnants card is chosen only for an Amber still waiting in the cities"
    state.remnants.remove(pick)
    for city in state.cities[seat]:
        if amber in city:
            city[city.index(amber)] = pick
    state.amber_out[seat] = amber
    state.say(f"{who(state, seat)}'s Amber burns: {name(state, pick)} takes its place.")


# ---------------------------------------------------------------------------------------------- the symbols
@EFFECTS.kind("take_amber")
class TakeAmber(EffectKind):
    """Take back your Amber card set aside under your Remnants card and put it into your cities."""

    payload = One

    def run(self, ctx, n: int) -> None:
        state, seat = ctx.state, ctx.seat
        amber = state.amber_out[seat]
        state.amber_out[seat] = ""
        state.say(f"{who(state, seat)} takes the Amber back.")
        state.push("place", seat=seat, card=amber, mode="any")

    def why_not(self, ctx, n: int) -> str | None:
        state = ctx.state
        if not state.amber_out or not state.amber_out[ctx.seat]:
            return "your Amber is not set aside"
        return None

    def text(self, n: int) -> str:
        return "take back your Amber card into your cities"


@EFFECTS.kind("remove_remnant")
class RemoveRemnant(EffectKind):
    """Your Remnants card leaves your cities and is available on the table again."""

    payload = One

    def run(self, ctx, n: int) -> None:
        state, seat = ctx.state, ctx.seat
        rid = remnant_of(state, seat)
        if rid is None:
            return
        lift(state, seat, rid)
        to_discard(state, rid)
        state.say(f"{name(state, rid)} returns to the table.")
        tidy(state, seat)

    def why_not(self, ctx, n: int) -> str | None:
        return None if remnant_of(ctx.state, ctx.seat) is not None else "you have no Remnants card"

    def text(self, n: int) -> str:
        return "return this Remnants card to the table"
