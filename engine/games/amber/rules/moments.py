"""Decisive Moments at the ends of Eras 2-4: the left part offered to each player in turn order from the First
Player (all of it or nothing), then the right part's reward to the single best (a tie rewards nobody); solo, the
right part is ignored and not carrying the left part out loses the game at once."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, skip
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..state import AmberState
from .common import leader, seats_from, who
from .effects import effects_text, run_effects, why_not_effects
from .flow import FLOW
from .scoring import metric

METRIC_WORDS = {"cities": "the most cities", "tallest_city": "the tallest city", "utopia": "the most Utopia",
                "exhausted": "the most exhausted cards", "shields": "the most Resilience cards",
                "wonders": "the most Wonders", "ash": "the most Ash cards", "fewest_death": "the fewest Death cards",
                "food": "the most Food cards", "population": "the most Population cards",
                "engineering": "the most Engineering cards", "culture": "the most Culture cards",
                "science": "the most Science cards", "lands": "the most Land cards"}


def moment_index(state: AmberState) -> int:
    return {2: 0, 3: 1, 4: 2}[state.era]


@FLOW.step("moment_start")
def _moment_start(state: AmberState) -> None:
    moment = state.moments[moment_index(state)]
    state.phase = "moment"
    state.say(f"Decisive Moment: {catalog().moments[moment].name}.")
    frames = [Frame("moment_left", {"seat": s, "moment": moment}) for s in seats_from(state, leader(state))]
    if not state.solo:
        frames.append(Frame("moment_right", {"moment": moment}))
    state.schedule(*frames)


@FLOW.ask("moment_left", rule="moments")
def _ask_left(state: AmberState, seat: int, moment: str) -> Choice | None:
    if state.over:
        return None
    left = list(catalog().moments[moment].left)
    label = f"Carry out: {effects_text(left)}"
    reason = why_not_effects(state, seat, left)
    options = [Option(label, True) if reason is None else disabled(label, reason, True)]
    options.append(skip("Decline (you lose the solo game)" if state.solo else "Decline", False))
    return Choice(seat, "Decisive Moment: carry out its left part, all of it, or decline?", options)


@FLOW.answer("moment_left")
def _answer_left(state: AmberState, accept: bool, seat: int, moment: str) -> None:
    if accept:
        state.say(f"{who(state, seat)} carries out the Decisive Moment.")
        if state.solo:
            state.moments_done[moment_index(state)] = True
        run_effects(state, seat, list(catalog().moments[moment].left))
    elif state.solo:
        state.lost = "the left part of a Decisive Moment was not carried out"
        state.stack.clear()
        state.push("end_game")
    else:
        state.say(f"{who(state, seat)} declines the Decisive Moment.")


@FLOW.step("moment_right")
def _moment_right(state: AmberState, moment: str) -> None:
    what = catalog().moments[moment].right["most"]
    values = [metric(state, s, what) for s in range(state.players)]
    best = min(values) if what == "fewest_death" else max(values)
    top = [s for s in range(state.players) if values[s] == best]
    if len(top) != 1:
        state.say(f"Nobody alone has {METRIC_WORDS[what]}: no reward.")
        return
    seat = top[0]
    state.say(f"{who(state, seat)} has {METRIC_WORDS[what]} and is rewarded.")
    for _ in range(min(2, len(state.project_deck))):
        state.reveal()
        state.project_look[seat].append(state.rng.draw_from_bag(state.project_deck))
    state.project_look[seat].sort()
    state.push("moment_reward", seat=seat)


@FLOW.ask("moment_reward", inside=True, rule="moments")
def _ask_reward(state: AmberState, seat: int) -> Choice:
    projects = catalog().projects
    options = [Option(f"Keep the Project {projects[p].name}", p, target=targets.card(p))
               for p in state.project_look[seat]]
    if state.du_supply:
        options.append(Option("Keep a Utopia card", ""))
    return Choice(seat, "Decisive Moment reward: keep one Project, or a Utopia card", options)


@FLOW.answer("moment_reward")
def _answer_reward(state: AmberState, pick: str, seat: int) -> None:
    for p in state.project_look[seat]:
        (state.projects[seat] if p == pick else state.project_deck).append(p)
    state.project_deck.sort()
    state.project_look[seat] = []
    if pick == "":
        state.push("gain", seat=seat, what="utopia")
    state.say(f"{who(state, seat)} keeps {'a Utopia card' if pick == '' else 'a Project'}.")
