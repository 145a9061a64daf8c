"""Perform a task (6.1, with 6.1.1 level IV tasks and 6.1.2 special links), the central task (7.12), promote a
commando (6.2, with 6.2.1 quick ascent and 6.2.2 the commando leader) and the free promotion icon (7.13)."""

from __future__ import annotations

from engine.core.choice import Choice, Option, done, skip
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..state import CENTRAL, PhoenixState
from .common import commando_name, gain_frames, panel, rest_commandos, rest_level, who
from .effects import effects_why_not
from .flow import FLOW, sub, sub_answer, sub_ask
from .tracks import intercom_room, pay_fuel, place_on_intercom

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def rest_name(state: PhoenixState, rest: str) -> str:
    area = panel(state).rests[rest]
    return area.name


def task_name(state: PhoenixState, space: str) -> str:
    tile = catalog().tasks[state.task_at[space]]
    return f"{tile.name} (level {ROMAN[tile.level]})"


# ---------------------------------------------------------------------------------------------- reaching a task
def links_to(state: PhoenixState, rest: str, space: str) -> list:
    """Special links from `rest` that lead to `space` now (both tasks below it occupied, 6.1.2)."""
    return [link for link in panel(state).links_from[rest]
            if space in link.to and all(below in state.occupant for below in link.below)]


def routes(state: PhoenixState, seat: int, space: str, commandos: list[int] | None = None) -> list[tuple[int, int]]:
    """(commando, link cost) ways the seat's rest-area commandos reach a free task: from its own rest area, or
    by a special link (-1 cost marks no link; commandos that would do the same are listed once)."""
    p = panel(state)
    rest = p.spaces[space].rest
    found: list[tuple[int, int]] = []
    seen: set[tuple[str, bool, int]] = set()
    for k in rest_commandos(state, seat) if commandos is None else commandos:
        here = state.commandos[seat][k]
        ways = [-1] if here == rest else [link.cost for link in links_to(state, here, space)][:1]
        for cost in ways:
            key = (here, k == 0, cost)
            if key not in seen:
                seen.add(key)
                found.append((k, cost))
    return found


def task_reason(state: PhoenixState, seat: int, space: str, spent: int, memo: dict | None = None) -> str | None:
    """Why the task on `space` cannot be carried out after paying `spent` fuel (None when it can)."""
    if spent > state.fuel[seat]:
        return "not enough fuel"
    tile = catalog().tasks[state.task_at[space]]
    return effects_why_not(state, seat, tile.effects, -spent, {} if memo is None else memo)


def feasible_routes(state: PhoenixState, seat: int, space: str) -> list[tuple[int, int]]:
    return [(k, cost) for k, cost in routes(state, seat, space) if task_reason(state, seat, space, max(cost, 0)) is None]


@FLOW.ask("task_route", back=True, rule="tasks")
def _ask_route(state: PhoenixState, seat: int, space: str) -> Choice:
    options = []
    for k, cost in feasible_routes(state, seat, space):
        here = state.commandos[seat][k]
        how = f" by the special link ({cost} fuel)" if cost >= 0 else ""
        options.append(Option(f"Your {commando_name(k)} from {rest_name(state, here)}{how}", [k, cost],
                              target=targets.commando(seat, k)))
    return Choice(seat, f"Which commando goes to {task_name(state, space)}?", options)


@FLOW.answer("task_route")
def _answer_route(state: PhoenixState, route: list, seat: int, space: str) -> None:
    perform(state, seat, route[0], space, route[1])


def perform(state: PhoenixState, seat: int, k: int, space: str, link_cost: int) -> None:
    """6.1: place the commando on the task (paying a special link) and carry the task out; a level IV task sends
    the commando back to the main rest area after a waiting settler joins the task's intercom (6.1.1)."""
    if link_cost > 0:
        pay_fuel(state, seat, link_cost, "a special link")
    state.commandos[seat][k] = space
    state.occupant[space] = seat
    state.say(f"{who(state, seat)} sends their {commando_name(k)} to the task {task_name(state, space)}.")
    tile = catalog().tasks[state.task_at[space]]
    frames = gain_frames(seat, list(tile.effects))
    if tile.level == 4:
        frames.append(Frame("level4_end", {"seat": seat, "k": k, "space": space}))
    state.schedule(*frames)


@FLOW.step("level4_end")
def _level4_end(state: PhoenixState, seat: int, k: int, space: str) -> None:
    slot = panel(state).spaces[space].intercom
    frames = [Frame("level4_return", {"seat": seat, "k": k, "space": space})]
    if state.waiting[seat] and slot and intercom_room(state, seat, slot):
        frames.insert(0, sub("level4_settler", seat, slot=slot))
    state.schedule(*frames)


@sub_ask("level4_settler", rule="intercoms")
def _ask_level4_settler(state: PhoenixState, seat: int, slot: str) -> Choice:
    name = catalog().intercoms[state.intercom_card[slot]].name
    place = len(state.intercom_seats[slot]) + 1
    return Choice(seat, "Your commando carried out a level IV task: place a waiting settler on its intercom?",
                  [Option(f"Place a waiting settler on the {name} intercom (position {place})", slot, target=slot),
                   skip("Keep the settler waiting")])


@sub_answer("level4_settler")
def _answer_level4_settler(state: PhoenixState, pick: str | None, seat: int, slot: str) -> None:
    if pick is not None and place_on_intercom(state, seat, slot):
        state.waiting[seat] -= 1


@FLOW.step("level4_return")
def _level4_return(state: PhoenixState, seat: int, k: int, space: str) -> None:
    state.occupant.pop(space, None)
    state.commandos[seat][k] = "I"
    state.say(f"{who(state, seat)}'s {commando_name(k)} returns to the main rest area.")


# ---------------------------------------------------------------------------------------------- 7.12 central task
def central_routes(state: PhoenixState, seat: int) -> list[int]:
    """Commandos (one per rest area and kind) that may go to the central task."""
    found, seen = [], set()
    for k in rest_commandos(state, seat):
        key = (state.commandos[seat][k], k == 0)
        if key not in seen:
            seen.add(key)
            found.append(k)
    return found


@FLOW.ask("central_route", back=True, rule="central")
def _ask_central(state: PhoenixState, seat: int) -> Choice:
    options = []
    for k in central_routes(state, seat):
        here = state.commandos[seat][k]
        level = rest_level(state, here)
        options.append(Option(f"Your {commando_name(k)} from {rest_name(state, here)} (level {ROMAN[level]}: "
                              f"{2 * level} fuel if you take fuel)", k, target=targets.commando(seat, k)))
    return Choice(seat, "Which commando goes to the central task?", options)


@FLOW.answer("central_route")
def _answer_central(state: PhoenixState, k: int, seat: int) -> None:
    perform_central(state, seat, k)


def central_reward(state: PhoenixState, level: int) -> list:
    """The central task's options, the fuel counted for the commando's level."""
    choose = catalog().panels[state.side].side.central.reward
    alternatives = []
    for alternative in choose["choose"]:
        alternatives.append([{"fuel": next(iter(e.values())) * level} if "central_fuel" in e else dict(e)
                             for e in alternative])
    return alternatives


def perform_central(state: PhoenixState, seat: int, k: int) -> None:
    here = state.commandos[seat][k]
    level = rest_level(state, here)
    state.commandos[seat][k] = CENTRAL
    state.say(f"{who(state, seat)} sends their {commando_name(k)} from level {ROMAN[level]} to the central task.")
    state.schedule(sub("choose", seat, alternatives=central_reward(state, level)))


# ---------------------------------------------------------------------------------------------- 6.2 promotion
def promotion_paths(state: PhoenixState, rest: str) -> list[tuple[str, int, int]]:
    """(destination, promotion cost, quick-ascent cost) one or two levels up along the one-way cables; the
    cheapest way to each destination (rules notes R9)."""
    return panel(state).paths[rest]


def promotable(state: PhoenixState, seat: int) -> list[int]:
    """Commandos (one per rest area and kind) that can afford a promotion."""
    found, seen = [], set()
    for k in rest_commandos(state, seat):
        here = state.commandos[seat][k]
        if (here, k == 0) in seen:
            continue
        if any(cost <= state.fuel[seat] for _, cost, _ in promotion_paths(state, here)):
            seen.add((here, k == 0))
            found.append(k)
    return found


@FLOW.ask("promote_dest", back=True, rule="promotion")
def _ask_dest(state: PhoenixState, seat: int, k: int) -> Choice:
    here = state.commandos[seat][k]
    options = []
    for dest, cost, quick in promotion_paths(state, here):
        if cost <= state.fuel[seat]:
            levels = rest_level(state, dest) - rest_level(state, here)
            options.append(Option(f"Up {levels} level{'s' if levels > 1 else ''} to {rest_name(state, dest)} "
                                  f"for {cost} fuel", [dest, cost, quick], target=targets.rest(dest)))
    return Choice(seat, f"Where is your {commando_name(k)} promoted to?", options)


@FLOW.answer("promote_dest")
def _answer_dest(state: PhoenixState, way: list, seat: int, k: int) -> None:
    dest, cost, quick = way
    state.push("quick_ascent", seat=seat, k=k, dest=dest, cost=cost, quick=quick)


def quick_options(state: PhoenixState, seat: int, k: int, dest: str, cost: int, quick: int) -> list[Option]:
    fee = 0 if k == 0 else quick
    options = []
    p = panel(state)
    memo: dict = {}
    for space in p.side.tasks:
        space_id = space.id
        if space_id not in state.task_at or space_id in state.occupant:
            continue
        link_costs = [-1] if space.rest == dest else [link.cost for link in links_to(state, dest, space_id)][:1]
        for link_cost in link_costs:
            spent = cost + fee + max(link_cost, 0)
            if task_reason(state, seat, space_id, spent, memo) is None:
                how = f" by the special link ({link_cost} fuel)" if link_cost >= 0 else ""
                pay = "no fee for the leader" if k == 0 else f"{fee} fuel"
                options.append(Option(f"Quick ascent to {task_name(state, space_id)}{how} ({pay})",
                                      [space_id, link_cost], target=space_id))
    if cost + fee <= state.fuel[seat]:
        pay = "no fee for the leader" if k == 0 else f"{fee} fuel"
        options.append(Option(f"Quick ascent to the central task ({pay})", [CENTRAL, -1], target=p.central))
    return options


@FLOW.ask("quick_ascent", back=True, rule="promotion")
def _ask_quick(state: PhoenixState, seat: int, k: int, dest: str, cost: int, quick: int) -> Choice:
    options = [done("Stop after the promotion")] + quick_options(state, seat, k, dest, cost, quick)
    return Choice(seat, f"Promote to {rest_name(state, dest)}: also perform a task there now?", options)


@FLOW.answer("quick_ascent")
def _answer_quick(state: PhoenixState, task: list | None, seat: int, k: int, dest: str, cost: int,
                  quick: int) -> None:
    pay_fuel(state, seat, cost, "a promotion")
    here = state.commandos[seat][k]
    state.commandos[seat][k] = dest
    state.say(f"{who(state, seat)} promotes their {commando_name(k)} from {rest_name(state, here)} to "
              f"{rest_name(state, dest)}.")
    if task is None:
        return
    if k == 0:
        state.say(f"{who(state, seat)}'s commando leader needs no quick ascent fee.")
    else:
        pay_fuel(state, seat, quick, "a quick ascent")
    space, link_cost = task
    if space == CENTRAL:
        perform_central(state, seat, k)
    else:
        perform(state, seat, k, space, link_cost)


# ---------------------------------------------------------------------------------------------- 7.13 free promotion
def free_promotions(state: PhoenixState, seat: int) -> list[tuple[int, str]]:
    found, seen = [], set()
    p = panel(state)
    for k in rest_commandos(state, seat):
        here = state.commandos[seat][k]
        for cable in p.cables_from[here]:
            key = (here, k == 0, cable.to)
            if key not in seen:
                seen.add(key)
                found.append((k, cable.to))
    return found


@sub_ask("free_promote", rule="promotion")
def _ask_free_promote(state: PhoenixState, seat: int) -> Choice | None:
    ways = free_promotions(state, seat)
    if not ways:
        state.say(f"{who(state, seat)} has no commando in a rest area to promote.")
        return None
    options = [Option(f"Promote your {commando_name(k)} from {rest_name(state, state.commandos[seat][k])} to "
                      f"{rest_name(state, dest)}", [k, dest], target=targets.rest(dest)) for k, dest in ways]
    return Choice(seat, "Promote a commando one level for free", options)


@sub_answer("free_promote")
def _answer_free_promote(state: PhoenixState, way: list, seat: int) -> None:
    k, dest = way
    here = state.commandos[seat][k]
    state.commandos[seat][k] = dest
    state.say(f"{who(state, seat)} promotes their {commando_name(k)} from {rest_name(state, here)} to "
              f"{rest_name(state, dest)} for free.")

