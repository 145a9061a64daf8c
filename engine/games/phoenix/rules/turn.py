"""A round (5.) and a turn (6.): players take turns in turn order until everyone has passed or has no commando in a
rest area; a turn is one main action (perform a task, promote a commando, pass) with the objective step (complete
one mission and/or take one blueprint) at its start or its end."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, done
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..state import PhoenixState
from ..vocabulary import EFFECTS
from .cards import blueprint_words, completable, complete_mission, mission_words, take_blueprint, takeable_blueprints
from .common import ROMAN, can_act, commando_name, hand_size, is_kraken, panel, rest_commandos, who
from .flow import FLOW
from .tasks import central_routes, feasible_routes, perform, perform_central, promotable, promotion_paths, task_reason

KRAKEN_TURNS = 24  # a safety bound on Project Kraken's turns in one round (rules notes R15)


@FLOW.step("round_start")
def _round_start(state: PhoenixState) -> None:
    state.passed = [False] * state.seats
    state.cursor = -1
    state.k_turns = 0
    state.phase = "play"
    state.say(f"Round {state.round} begins.")
    state.push("next_turn")


def seat_can_act(state: PhoenixState, seat: int) -> bool:
    if is_kraken(state, seat):
        return not state.passed[seat] and bool(rest_commandos(state, seat)) and state.k_turns < KRAKEN_TURNS
    return can_act(state, seat)


@FLOW.step("next_turn")
def _next_turn(state: PhoenixState) -> None:
    n = len(state.order)
    for step in range(1, n + 1):
        position = (state.cursor + step) % n
        seat = state.order[position]
        if seat_can_act(state, seat):
            state.cursor = position
            state.push("turn", seat=seat)
            return
    state.current = None
    state.push("end_round")


@FLOW.step("turn")
def _turn(state: PhoenixState, seat: int) -> None:
    state.current = seat
    state.turn_mission = state.turn_blueprint = False
    if is_kraken(state, seat):
        state.schedule(Frame("kraken_turn", {"seat": seat}), Frame("next_turn"))
    else:
        state.schedule(Frame("main", {"seat": seat}), Frame("turn_end", {"seat": seat}), Frame("next_turn"))


def objective_options(state: PhoenixState, seat: int) -> list[Option]:
    """Complete a mission and/or take a blueprint, once each a turn (the objective step)."""
    options = []
    if not state.turn_mission:
        for card in completable(state, seat):
            options.append(Option(f"Complete the mission {mission_words(card)}", ["mission", card],
                                  target=targets.card(card)))
    if not state.turn_blueprint:
        for letter in takeable_blueprints(state, seat):
            options.append(Option(f"Take the blueprint {blueprint_words(state.blueprint_at[letter])}",
                                  ["blueprint", letter], target=targets.blueprint(letter)))
    return options


def _objective(state: PhoenixState, seat: int, pick: list, then: Frame) -> None:
    state.push(then.name, **then.args)
    if pick[0] == "mission":
        state.turn_mission = True
        complete_mission(state, seat, pick[1])
    else:
        state.turn_blueprint = True
        take_blueprint(state, seat, pick[1])


@FLOW.ask("main", rule="turn")
def _ask_main(state: PhoenixState, seat: int) -> Choice:
    options = objective_options(state, seat)
    p = panel(state)
    memo: dict = {}
    areas = {state.commandos[seat][k] for k in rest_commandos(state, seat)}
    occupant, task_at = state.occupant, state.task_at
    for space in p.side.tasks:
        space_id = space.id
        if space_id not in task_at:
            continue
        if space_id in occupant:  # taken: tappable to say by whom
            if space.rest in areas:
                options.append(disabled(_task_label(task_at[space_id]),
                                        f"{who(state, occupant[space_id])}'s commando is already there",
                                        ["task", space_id], target=space_id))
            continue
        costs = [0] if space.rest in areas else []
        for link in p.links_into[space_id]:
            if link.rest in areas and all(below in occupant for below in link.below):
                costs.append(link.cost)
        if not costs:
            continue
        label = _task_label(task_at[space_id])
        reason = "not enough fuel"
        for cost in sorted(set(costs)):
            reason = task_reason(state, seat, space_id, cost, memo)
            if reason is None:
                break
        if reason is None:
            options.append(Option(label, ["task", space_id], target=space_id))
        else:
            options.append(disabled(label, reason, ["task", space_id], target=space_id))
    if rest_commandos(state, seat):
        options.append(Option("Go to the central task: fuel by the commando's level, a mission or an energy",
                              ["central"], target=p.central))
    for k in promotable(state, seat):
        here = panel(state).rests[state.commandos[seat][k]].name
        options.append(Option(f"Promote your {commando_name(k)} from {here}", ["promote", k],
                              target=targets.commando(seat, k)))
    seen = {(state.commandos[seat][k], k == 0) for k in promotable(state, seat)}
    for k in rest_commandos(state, seat):  # commandos that cannot pay a promotion: tappable to say why
        here = state.commandos[seat][k]
        paths = promotion_paths(state, here)
        if not paths or (here, k == 0) in seen:
            continue
        seen.add((here, k == 0))
        cheapest = min(cost for _, cost, _ in paths)
        options.append(disabled(f"Promote your {commando_name(k)} from {panel(state).rests[here].name}",
                                f"a promotion from there costs at least {cheapest} fuel and you have "
                                f"{state.fuel[seat]}", ["promote", k], target=targets.commando(seat, k)))
    options.append(Option("Pass for the rest of the round", ["pass"]))
    return Choice(seat, "Your turn: choose your main action", options)


_LABELS: dict[str, str] = {}


def _task_label(tile_id: str) -> str:
    """The main action's words for a task tile (content never changes: kept once made)."""
    label = _LABELS.get(tile_id)
    if label is None:
        tile = catalog().tasks[tile_id]
        text = EFFECTS.texts(list(tile.effects), ", then ")
        label = _LABELS[tile_id] = f"Perform {tile.name} (level {ROMAN[tile.level]}): {text}"
    return label


@FLOW.answer("main")
def _answer_main(state: PhoenixState, pick: list, seat: int) -> None:
    what = pick[0]
    if what in ("mission", "blueprint"):
        _objective(state, seat, pick, Frame("main", {"seat": seat}))
    elif what == "task":
        ways = feasible_routes(state, seat, pick[1])
        if len(ways) > 1:
            state.push("task_route", seat=seat, space=pick[1])
        else:
            perform(state, seat, ways[0][0], pick[1], ways[0][1])
    elif what == "central":
        ways = central_routes(state, seat)
        if len(ways) > 1:
            state.push("central_route", seat=seat)
        else:
            perform_central(state, seat, ways[0])
    elif what == "promote":
        state.push("promote_dest", seat=seat, k=pick[1])
    else:
        state.passed[seat] = True
        state.say(f"{who(state, seat)} passes for the rest of the round.")


def _turn_end_concealed(state: PhoenixState, seat: int) -> bool:
    """Asked even when only "End turn" is possible while the hand holds missions: whether one can be completed
    must not show (engine/core/effects.py, conceal)."""
    return not state.turn_mission and hand_size(state, seat) > 0


FLOW.conceal("turn_end")(_turn_end_concealed)


@FLOW.ask("turn_end", rule="objectives")
def _ask_turn_end(state: PhoenixState, seat: int) -> Choice | None:
    if state.turn_mission and state.turn_blueprint:
        return None
    options = objective_options(state, seat) + [done("End your turn")]
    return Choice(seat, "End of your turn: complete a mission or take a blueprint?", options)


@FLOW.answer("turn_end")
def _answer_turn_end(state: PhoenixState, pick: list | None, seat: int) -> None:
    if pick is not None:
        _objective(state, seat, pick, Frame("turn_end", {"seat": seat}))
