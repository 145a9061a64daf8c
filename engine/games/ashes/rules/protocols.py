"""Protocols (8.): pass with its four steps, move your vehicle step by step, activate a survivor."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, done
from engine.core.state import Frame
from engine.core.words import count

from .. import targets
from ..catalog import ability_of, catalog
from ..schema import EssentialIncomeVp, FreeRecovery
from ..state import ACTIVE, ESSENTIAL, STARTING_SHELTER, AshesState
from . import words
from .colony import add_vp, change_happiness, entrance_room, limit, name, production_output
from .effects import describe, effect_frame, gain_good, queue
from .flow import FLOW
from .scoring import colony_values
from .words import area_name, area_with_survivors, scoring_area_name

# ------------------------------------------------------------------ 8.1 pass


@FLOW.step("pass_protocol")
def _pass(state: AshesState, seat: int) -> None:
    state.say(f"{name(state, seat)} passes.")
    state.schedule(*[Frame(n, {"seat": seat}) for n in ("pass_recover_survivors", "pass_happiness_income",
                                                        "pass_colony_scoring", "pass_turn_order", "pass_done")])


@FLOW.step("pass_done")
def _pass_done(state: AshesState, seat: int) -> None:
    state.players[seat].passed = True


def free_recoveries(state: AshesState, seat: int) -> int:
    """App. I the Medic: recoveries that cost no dose."""
    p = state.players[seat]
    medic = ability_of(p.character, FreeRecovery)
    return medic.count if medic is not None else 0


@FLOW.step("pass_recover_survivors")
def _recover(state: AshesState, seat: int) -> None:
    p = state.players[seat]
    if p.in_zones == 0:
        return
    # 8.1.1 survivors already at the entrance may be discarded (1 happiness each) to make room
    most = min(p.in_zones, entrance_room(p) + sum(p.entrance), p.antirad + free_recoveries(state, seat))
    if most == 0:
        _settle_recovery(state, seat, [0, 0, 0])
    else:
        state.push("recover_pick", seat=seat, most=most)


def _settle_recovery(state: AshesState, seat: int, pick: list[int]) -> None:
    """8.1.1 discard `a` active and `e` essential survivors from the entrance (1 happiness each), recover k
    survivors (paying doses beyond the free ones); the rest return to the bag at 1 happiness each."""
    k, a, e = pick
    p = state.players[seat]
    if a or e:
        p.entrance[ACTIVE] -= a
        p.entrance[ESSENTIAL] -= e
        state.bag[ACTIVE] += a
        state.bag[ESSENTIAL] += e
        change_happiness(state, seat, -(a + e))
        state.say(f"{name(state, seat)} discards {a + e} survivor{'s' if a + e != 1 else ''} from the entrance "
                  "to make room.")
    p.antirad -= max(0, k - free_recoveries(state, seat))
    p.entrance[ACTIVE] += k
    lost = p.in_zones - k
    state.bag[ACTIVE] += lost
    p.in_zones = 0
    if lost:
        change_happiness(state, seat, -lost)
    state.say(f"{name(state, seat)} recovers {count(k, 'survivor')}" + (f" and loses {lost}." if lost else "."))


def recover_options(state: AshesState, seat: int, most: int) -> list[Option]:
    """8.1.1 one option per number recovered, and per mix of discarded survivors when the entrance is short."""
    p = state.players[seat]
    free = free_recoveries(state, seat)
    room = entrance_room(p)
    options = []
    for k in range(most, -1, -1):
        doses = f"pay {count(max(0, k - free), 'anti-rad dose')}"
        text = f"Recover {k} survivor{'s' if k != 1 else ''} ({doses}"
        need = max(0, k - room)
        if need == 0:
            options.append(Option(text + ")", [k, 0, 0]))
            continue
        for a in range(min(need, p.entrance[ACTIVE]), -1, -1):
            e = need - a
            if e > p.entrance[ESSENTIAL]:
                continue
            parts = [f"{n} {kind}" for n, kind in ((a, "active"), (e, "essential")) if n]
            options.append(Option(text + f", discard {' and '.join(parts)} from the entrance: -{need} happiness)",
                                  [k, a, e]))
    return options


@FLOW.ask("recover_pick", inside=True)
def _ask_recover(state: AshesState, seat: int, most: int) -> Choice:
    return Choice(seat, "Pay anti-rad doses to recover survivors from your activation zones",
                  recover_options(state, seat, most), rule="pass")


@FLOW.answer("recover_pick")
def _answer_recover(state: AshesState, value: list[int], seat: int, most: int) -> None:
    _settle_recovery(state, seat, value)


def income_pods(state: AshesState, seat: int) -> list[tuple[int, int, int]]:
    """8.1.2 occupied income pods as (level, card index, pod index), bottom up."""
    p = state.players[seat]
    t = catalog()
    out = []
    for i, card in enumerate(p.shelter_cards):
        base = t.card_slots[i].base_level
        for j, inc in enumerate(t.pod_income[card]):
            if inc is not None and p.pods[i][j] is not None:
                out.append((base + inc[0], i, j))
    return sorted(out)


@FLOW.step("pass_happiness_income")
def _income(state: AshesState, seat: int) -> None:
    # 8.1.2 the always-paid income first (one active survivor from the bag), a reward that may be forgone
    # (5.8, rules notes 52); queued before the pod incomes so it resolves first
    state.push("income_next", seat=seat, done=0)
    queue(state, seat, catalog().always_income)


@FLOW.step("income_next")
def _income_next(state: AshesState, seat: int, done: int) -> None:
    p = state.players[seat]
    pods = income_pods(state, seat)
    if done >= len(pods):
        return
    level, i, j = pods[done]
    if level > p.happiness:
        return  # bottom up: nothing higher pays either
    state.push("income_next", seat=seat, done=done + 1)
    income = catalog().pod_income[p.shelter_cards[i]][j]
    assert income is not None  # income_pods lists the pods that have an income only
    effects = income[1]
    queue(state, seat, effects)
    caretaker = ability_of(p.character, EssentialIncomeVp)
    if p.pods[i][j] == ESSENTIAL and caretaker is not None:
        add_vp(state, seat, caretaker.vp)


@FLOW.step("pass_colony_scoring")
def _colony_scoring(state: AshesState, seat: int) -> None:
    left = limit(state.players[seat], "scoring_areas")
    values = colony_values(state, seat)
    paying = [area for area, vp in values.items() if vp > 0]
    if len(paying) <= left:  # rules notes 56: no real decision when every paying area fits the limit
        for area in paying:
            _score_area(state, seat, area, values[area])
    else:
        state.push("colony_pick", seat=seat, left=left, scored=[])


def _score_area(state: AshesState, seat: int, area: str, vp: int) -> None:
    """8.1.3 score one colony scoring area."""
    add_vp(state, seat, vp)
    state.say(f"{name(state, seat)} scores {scoring_area_name(area)} for {words.vp(vp)}.")


@FLOW.ask("colony_pick", inside=True)
def _ask_colony(state: AshesState, seat: int, left: int, scored: list[str]) -> Choice | None:
    if left <= 0:
        return None
    values = colony_values(state, seat)
    options = []
    for area, vp in values.items():
        text = f"Score {scoring_area_name(area)}: {words.vp(vp)}"
        if area in scored:
            options.append(disabled(text, "already scored", area))
        elif vp <= 0:
            options.append(disabled(text, "it scores nothing now", area))
        else:
            options.append(Option(text, area))
    if not any(o.enabled for o in options):
        return None
    options.append(done("Done scoring", None))
    return Choice(seat, f"Colony scoring: choose up to {count(left, 'more area')}", options, rule="pass")


@FLOW.answer("colony_pick")
def _answer_colony(state: AshesState, value: str | None, seat: int, left: int, scored: list[str]) -> None:
    if value is None:
        return
    _score_area(state, seat, value, colony_values(state, seat)[value])
    state.push("colony_pick", seat=seat, left=left - 1, scored=scored + [value])


def next_row(state: AshesState) -> str:
    """8.1.4 the row for the next round: bottom after rounds 1 and 3 (rules notes 20), top after round 2."""
    return "top" if state.round == 2 else "bottom"


@FLOW.ask("pass_turn_order", inside=True)
def _ask_turn_order(state: AshesState, seat: int) -> Choice:
    t = catalog()
    row = next_row(state)
    options = []
    for space in t.turn_rows[row].spaces:
        text = f"Position {space.position} for the next round"
        text += f" ({describe(t.turn_rewards[(row, space.position)])})"
        tgt = targets.turn_target(row, space.position)
        if space.blocked_3p and state.player_count == 3:
            options.append(disabled(text, "blocked in a 3-player game", space.position, tgt))
        elif space.position in state.next_order:
            options.append(disabled(text, "another vehicle is there", space.position, tgt))
        else:
            options.append(Option(text, space.position, tgt))
    return Choice(seat, "Choose where you sit in next round's turn order", options, rule="pass")


@FLOW.answer("pass_turn_order")
def _answer_turn_order(state: AshesState, value: int, seat: int) -> None:
    state.next_order[value] = seat
    state.say(f"{name(state, seat)} takes position {value} on the turn order track.")
    queue(state, seat, catalog().turn_rewards[(next_row(state), value)])


# ------------------------------------------------------------------ 8.2 move your vehicle

def neighbours(state: AshesState, seat: int, node: str) -> list[str]:
    """8.2 areas one step away: shared border, no red line, in play, sector IV only with the class II vehicle."""
    t = catalog()
    side = state.board_side
    if node == STARTING_SHELTER:
        adj = t.sides[side].starting_shelter.adjacent
    else:
        adj = t.areas[side][node].adjacent
    sector4 = limit(state.players[seat], "sector_4")
    out = []
    for other in adj:
        if frozenset((node, other)) in t.red[side]:
            continue
        if other != STARTING_SHELTER:
            if other not in state.survivors:
                continue
            if t.areas[side][other].sector == 4 and not sector4:
                continue
        out.append(other)
    return out


@FLOW.step("move_begin")
def _move_begin(state: AshesState, seat: int, pay: str) -> None:
    p = state.players[seat]
    if pay == "fuel":
        p.fuel -= 2
    elif pay == "happiness":
        change_happiness(state, seat, -4)
    state.push("move_step", seat=seat, at=p.vehicle, steps=limit(p, "movement"), cargo=[0, 0],
               picked=[0, 0], dropped=[0, 0])


@FLOW.ask("move_step", inside=True)
def _ask_move(state: AshesState, seat: int, at: str, steps: int, cargo: list[int], picked: list[int],
              dropped: list[int]) -> Choice:
    p = state.players[seat]
    cap = limit(p, "cargo")
    options = []
    if at == STARTING_SHELTER and sum(cargo):
        options.append(disabled("Stop here", "survivors cannot be left at the starting shelter", "stop"))
    else:
        options.append(Option("Stop here" + ("" if at == STARTING_SHELTER else " and activate the area tile"),
                              "stop", targets.area_target(at)))
    for nxt in neighbours(state, seat, at):
        text = f"Move to {area_with_survivors(state, nxt)}"
        if steps <= 0:
            options.append(disabled(text, "no movement left", nxt, targets.area_target(nxt)))
        elif nxt == STARTING_SHELTER and sum(cargo):
            options.append(disabled(text, "survivors cannot be taken into the starting shelter", nxt,
                                    targets.area_target(nxt)))
        else:
            options.append(Option(text, nxt, targets.area_target(nxt)))
    if at != STARTING_SHELTER:
        here = state.survivors[at]
        for kind, word in ((ACTIVE, "active"), (ESSENTIAL, "essential")):
            text = f"Load an {word} survivor"
            if not here[kind]:
                options.append(disabled(text, f"no {word} survivor here", f"load{kind}"))
            elif sum(cargo) >= cap:
                options.append(disabled(text, f"cargo capacity is {cap}", f"load{kind}"))
            elif dropped[kind]:
                options.append(disabled(text, "you unloaded that kind here", f"load{kind}"))
            else:
                options.append(Option(text, f"load{kind}"))
        for kind, word in ((ACTIVE, "active"), (ESSENTIAL, "essential")):
            text = f"Unload an {word} survivor"
            if not cargo[kind]:
                options.append(disabled(text, f"no {word} survivor aboard", f"drop{kind}"))
            elif picked[kind]:
                options.append(disabled(text, "you loaded that kind here", f"drop{kind}"))
            else:
                options.append(Option(text, f"drop{kind}"))
    aboard = f" Aboard: {cargo[0]} active, {cargo[1]} essential." if sum(cargo) else ""
    return Choice(seat, f"Move your vehicle: {count(steps, 'step')} left.{aboard}", options, rule="move")


@FLOW.answer("move_step")
def _answer_move(state: AshesState, value: str, seat: int, at: str, steps: int, cargo: list[int],
                 picked: list[int], dropped: list[int]) -> None:
    cargo, picked, dropped = list(cargo), list(picked), list(dropped)
    if value == "stop":
        _arrive(state, seat, at, cargo)
        return
    if value.startswith("load"):
        kind = int(value[4:])
        state.survivors[at][kind] -= 1
        cargo[kind] += 1
        picked[kind] += 1
    elif value.startswith("drop"):
        kind = int(value[4:])
        state.survivors[at][kind] += 1
        cargo[kind] -= 1
        dropped[kind] += 1
    else:
        at, steps, picked, dropped = value, steps - 1, [0, 0], [0, 0]
    state.push("move_step", seat=seat, at=at, steps=steps, cargo=cargo, picked=picked, dropped=dropped)


def _arrive(state: AshesState, seat: int, at: str, cargo: list[int]) -> None:
    """8.2 end the move: unload, then activate the area tile's visible side (it then shows its spent side)."""
    p = state.players[seat]
    p.vehicle = at
    if at == STARTING_SHELTER:
        state.say(f"{name(state, seat)}'s vehicle ends at the starting shelter.")
        return
    state.survivors[at][ACTIVE] += cargo[ACTIVE]
    state.survivors[at][ESSENTIAL] += cargo[ESSENTIAL]
    tile = state.area_tiles[at]
    t = catalog()
    spent = at in state.spent
    effects = t.area_flip[tile] if spent else t.area_main[tile]
    if not spent:
        state.spent.append(at)
    state.say(f"{name(state, seat)}'s vehicle moves to {area_name(state, at)} and activates {t.area_tiles[tile].name}"
              + (" (spent side)." if spent else "."))
    queue(state, seat, effects)


# ------------------------------------------------------------------ 8.3 activate a survivor

@FLOW.ask("activate_zone", back=True)
def _ask_zone(state: AshesState, seat: int) -> Choice:
    p = state.players[seat]
    t = catalog()
    options = []
    for k in (1, 2, 3, 4):
        techs = ", ".join(t.techs[x].name for x in reversed(p.slots[k - 1])) or "no technology"
        text = f"Zone {k}: {techs}, then {t.zones[k].production.replace('_', ' ')}"
        tgt = targets.zone_target(seat, k)
        options.append(disabled(text, "already used this round", k, tgt) if k in p.zones_used
                       else Option(text, k, tgt))
    return Choice(seat, "Place an active survivor in an activation zone", options, rule="activate")


@FLOW.on_back("activate_zone")
def _back_zone(state: AshesState, seat: int) -> None:
    """Back out of the activation: the turn's protocol is not chosen after all."""
    p = state.players[seat]
    p.protocol_done = False
    p.in_protocol = False


@FLOW.answer("activate_zone")
def _answer_zone(state: AshesState, value: int, seat: int) -> None:
    p = state.players[seat]
    p.entrance[ACTIVE] -= 1
    p.zones_used.append(value)
    p.in_zones += 1
    state.say(f"{name(state, seat)} activates a survivor in zone {value}.")
    t = catalog()
    effects = [e for tech in reversed(p.slots[value - 1]) for e in t.tech_effects[tech]]  # 8.3.1 top to bottom
    state.schedule(*[effect_frame(seat, e) for e in effects],
                   Frame("produce", {"seat": seat, "zone": value}),
                   Frame("main_action", {"seat": seat, "only": "any"}))


@FLOW.step("produce")
def _produce(state: AshesState, seat: int, zone: int) -> None:
    """8.3.2 the production panel: a mission card, or the track's output (+2 VP at the top)."""
    p = state.players[seat]
    what = catalog().zones[zone].production
    if what == "mission_card":
        state.push("take_mission", seat=seat)
        return
    if p.production[what] == len(catalog().track_values[what]) - 1:
        add_vp(state, seat, 2)
    gain_good(state, seat, what, production_output(p, what))
