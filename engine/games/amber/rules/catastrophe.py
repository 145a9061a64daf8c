"""The Catastrophe phase, and the Achievement resolved the same way: protection by the card above, greater
powers (optional, once a game, burning), the steps left to right for every player, burning to Ash."""

from __future__ import annotations

from engine.core.choice import Choice, Option, skip
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..schema import Catastrophe, Effect
from ..state import AmberState
from ..vocabulary import EFFECTS
from .common import card, city_index, leader, name, seats_from, who
from .effects import Ctx
from .flow import FLOW
from .targeting import burn


def shielded(state: AmberState) -> list[str]:
    """Every card directly under a card with a small shield (covered or exhausted shields protect too)."""
    found = []
    for seat in range(state.players):
        for city in state.cities[seat]:
            for i, cid in enumerate(city[:-1]):
                if card(cid).type == "shield":
                    found.append(city[i + 1])
    return found


def era_catastrophe(state: AmberState) -> Catastrophe:
    """This era's Catastrophe: revealed when the era begins, in each of Eras 1-4 (the only ones it strikes in)."""
    assert state.catastrophe is not None, "no Catastrophe revealed this era"
    return catalog().catastrophes[state.catastrophe]


def steps_of(state: AmberState, source: str) -> list[dict]:
    if source == "achievement":
        return list(catalog().achievements[state.achievement].steps)
    return list(era_catastrophe(state).steps)


@FLOW.step("resolve")
def _resolve(state: AmberState, source: str) -> None:
    """Identify protected cards, offer greater powers, then each step for every player in turn."""
    steps = steps_of(state, source)
    title = catalog().achievements[state.achievement].name if source == "achievement" else era_catastrophe(state).name
    if source == "achievement":
        state.achieved = True
        state.say(f"The last Ambition is claimed: the Achievement {title} is resolved.")
    else:
        state.phase = "catastrophe"
        state.say(f"Catastrophe: {title} strikes.")
    state.protected = shielded(state)
    state.powered = []
    state.targeted = []
    order = seats_from(state, leader(state))
    frames = []
    if not state.family and any("target" in step for step in steps):
        frames += [Frame("power", {"seat": s}) for s in order]
    for step in steps:
        frames += [Frame("effect", {"seat": s, "effect": step, "later": []}) for s in order]
        if state.remnants_on:
            frames.append(Frame("remnants_due"))  # the Ambers burned in this step, in reverse turn order
    frames.append(Frame("resolve_end"))
    state.schedule(*frames)


def powers(state: AmberState, seat: int) -> list[str]:
    """Resilience cards on top of the seat's cities whose greater power may be used now."""
    return [city[0] for city in state.cities[seat]
            if card(city[0]).power is not None and city[0] not in state.powered]


def power_of(cid: str) -> Effect:
    """The greater power of a Resilience card that has one (`powers` offers only those)."""
    power = card(cid).power
    assert power is not None, f"{cid} has no greater power"
    return power


@FLOW.ask("power", rule="resilience")
def _ask_power(state: AmberState, seat: int) -> Choice | None:
    ready = powers(state, seat)
    if not ready:
        return None
    options = [Option(f"Use the greater power of {name(state, cid)}: {EFFECTS.text(power_of(cid))}", cid,
                      target=targets.card(cid)) for cid in ready]
    options.append(skip("Use no greater power"))
    return Choice(seat, "Before the Catastrophe: use a greater power? (the card burns when used)", options)


@FLOW.answer("power")
def _answer_power(state: AmberState, pick: str | None, seat: int) -> None:
    if pick is None:
        return
    state.powered.append(pick)
    state.say(f"{who(state, seat)} uses the greater power of {name(state, pick)}.")
    state.push("power", seat=seat)
    EFFECTS.run(Ctx(state, seat, source=pick), power_of(pick))


@FLOW.step("resolve_end")
def _resolve_end(state: AmberState) -> None:
    """Used greater powers burn whatever protects them; the marks of the resolution are cleared."""
    for cid in list(state.powered):
        for seat in range(state.players):
            if city_index(state, seat, cid) is not None:
                burn(state, seat, [cid], forced=True)
    state.protected, state.powered, state.targeted = [], [], []
    if state.phase == "catastrophe":
        state.phase = "moment"
