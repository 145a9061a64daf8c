"""An era (Round Structure): the Income phase, the Action phase's turn order, the end of the era (Catastrophe,
Decisive Moment) and the move to the next era or the end of the game."""

from __future__ import annotations

from engine.core.state import Frame

from ..catalog import ERA_NAMES, catalog
from ..state import AmberState
from .common import amber_city, card, draw, on_top, put_in_hand, seats_from, who
from .flow import FLOW


@FLOW.step("era_start")
def _era_start(state: AmberState) -> None:
    """Income phase: reveal this era's cards, ready every card, then every player's income."""
    later = [era for era in state.eras if era > state.era]
    state.era = later[0]
    state.phase = "income"
    era = state.era
    state.say(f"Era {era}: {ERA_NAMES[era]} begins.")
    state.catastrophe = None
    state.offer = []
    if era <= 4:
        state.reveal()
        state.catastrophe = state.rng.draw_from_bag(state.catastrophe_pool[era - 1])
        state.say(f"The Catastrophe of this era will be {catalog().catastrophes[state.catastrophe].name}.")
        for _ in range(state.players):
            state.offer.append(state.rng.draw_from_bag(state.resilience_pool[era - 1]))
    for _ in range(1 if state.solo else state.players - 1):
        state.offer.append(state.rng.draw_from_bag(state.wonder_pool[era - 1]))
    state.exhausted = []
    if state.first is not None:
        state.starter = state.first
    frames = [Frame("income", {"seat": s}) for s in seats_from(state, state.starter)]
    state.schedule(*frames, Frame("action_start"))


def income_draws(state: AmberState, seat: int) -> tuple[int, list[int]]:
    """Income: cards drawn outright (2 with Amber in a city, 1 more with a single city) and the draw-and-keep-one
    of each of the 4 smallest cities, smallest first (at most 4 cards each)."""
    cities = state.cities[seat]
    outright = (2 if amber_city(state, seat) is not None else 0) + (1 if len(cities) == 1 else 0)
    outright += 1 if on_top(state, seat, "income_plus") else 0  # a Tribe card's double arrow
    return outright, [min(4, size) for size in sorted(len(c) for c in cities)[:4]]


@FLOW.step("income")
def _income(state: AmberState, seat: int) -> None:
    outright, per_city = income_draws(state, seat)
    got = 0
    for _ in range(outright):
        cid = draw(state)
        if cid is not None:
            receive(state, seat, cid)
            got += 1
    if got:
        state.say(f"{who(state, seat)} draws {got} {'card' if got == 1 else 'cards'} of income.")
    state.schedule(*[Frame("look", {"seat": seat, "n": n}) for n in per_city])


def receive(state: AmberState, seat: int, cid: str) -> None:
    """A card comes to a player's hand; one marked to be played at once goes straight into the cities (rules
    notes R11)."""
    marks = card(cid).marks
    if "must_play" in marks or "new_city" in marks:
        state.push("place", seat=seat, card=cid, mode="new_city" if "new_city" in marks else "any")
    else:
        put_in_hand(state, seat, cid)


@FLOW.step("action_start")
def _action_start(state: AmberState) -> None:
    state.phase = "action"
    state.passed = [False] * state.players
    state.current = None
    state.push("next_turn")


@FLOW.step("next_turn")
def _next_turn(state: AmberState) -> None:
    """The next seat clockwise that has not passed takes a turn; once all passed the era ends."""
    start = state.starter if state.current is None else (state.current + 1) % state.players
    for seat in seats_from(state, start):
        if not state.passed[seat]:
            state.current = seat
            state.schedule(Frame("act", {"seat": seat, "n": 0 if state.solo else 1}))
            return
    state.current = None
    state.push("end_era")


@FLOW.step("end_era")
def _end_era(state: AmberState) -> None:
    """Unclaimed cards leave the game; the Catastrophe strikes (Eras 1-4), a Decisive Moment follows (Eras 2-4),
    then the next era or the end of the game."""
    if state.tribes_on:  # kept for the Tribe cards that reach into past eras (rulebook F.A.Q.)
        state.past_offer.extend(state.offer)
    state.offer = []
    frames = []
    if state.era <= 4:
        frames.append(Frame("resolve", {"source": "catastrophe"}))
    if state.moments and state.era in (2, 3, 4):
        frames.append(Frame("moment_start"))
    frames.append(Frame("era_start") if state.era != state.eras[-1] else Frame("end_game"))
    state.schedule(*frames)
