"""The turn (Gameplay): radioactivity, allocate influence, perform actions (each one followed by a window in
which the other players may play Rain of Fire: rules/interrupts.py), claim achievements, reset Action Points,
then the end of the turn (leader goal, Toxic Clouds, endgame trigger) and the next seat."""

from __future__ import annotations

from engine.core.choice import Choice, done
from engine.core.state import AUTOMA, Frame

from ..catalog import catalog
from ..state import TurnState, WastelandsState
from . import actions as action_table
from . import board, conditions, economy, interrupts
from .economy import seat_name
from .flow import FLOW, conceal

END_TURN = "End turn"


@FLOW.step("turn")
def start_turn(state: WastelandsState, seat: int) -> None:
    """Begin a seat's turn."""
    player = state.players[seat]
    state.turn_count += 1
    last = seat in state.last_turns
    if last:
        state.last_turns.remove(seat)
    state.turn = TurnState(seat=seat, last=last)
    state.say(f"{seat_name(state, seat)}'s turn{' (last turn)' if last else ''}.")
    start = [Frame("radioactivity", {"seat": seat}), Frame("allocate", {"seat": seat}),
             interrupts.opening(seat)]
    if state.seat_kinds[seat] == AUTOMA:  # rules notes Automa 11: radioactivity like anyone
        state.schedule(*start, Frame("automated_turn", {"seat": seat}), Frame("end_turn", {"seat": seat}))
        return
    player.turns_taken += 1
    state.turn.ap = economy.base_action_points(state, seat) + player.temp_ap
    player.temp_ap = 0
    for unit in state.units:
        if unit.owner == seat:
            unit.stuck = False
    state.schedule(*start, Frame("action", {"seat": seat}), Frame("claim", {"seat": seat}),
                   Frame("reset_ap", {"seat": seat}), Frame("end_turn", {"seat": seat}))


@FLOW.step("radioactivity")
def radioactivity(state: WastelandsState, seat: int) -> None:
    """Radioactivity Icon: roll the d6 for each unit on radioactivity (or a Toxic Cloud); 1-3 loses it.
    Automated players check too (rules notes Automa 11)."""
    player = state.players[seat]
    if economy.immune(state, seat):
        player.immune = False
        return
    for unit in list(state.units):
        if unit.owner != seat:
            continue
        if not (board.has_icon(state, unit.hex, "radioactivity") or board.under_cloud(state, unit.hex)):
            continue
        roll = state.rng.roll(6)
        if roll <= 3:
            state.units.remove(unit)
            state.say(f"Radiation: {seat_name(state, seat)} rolls {roll} and loses {board.unit_words(state, unit)}.")
        else:
            state.say(f"Radiation: {seat_name(state, seat)} rolls {roll}; {board.unit_words(state, unit)} survives.")


@FLOW.ask("action", rule="turn")
def ask_action(state: WastelandsState, seat: int) -> Choice:
    """The action menu: the ten actions, power cards, leader abilities, then End turn."""
    options = action_table.menu_options(state, seat)
    options.append(done(END_TURN, ("end", None)))
    ap = economy.available_ap(state)
    return Choice(seat, f"Choose an action ({ap} Action Point{'s' * (ap != 1)} left)", options)


@conceal("action")
def _menu_concealed(state: WastelandsState, seat: int) -> bool:
    """With cards in hand, End turn is asked even when it is the only option: ending at once would tell the
    other seats that none of the cards can be played (rules notes R20)."""
    return bool(state.players[seat].hand)


@FLOW.answer("action")
def answer_action(state: WastelandsState, value: tuple, seat: int) -> None:
    """Run the picked action; the menu comes back afterwards until End turn."""
    kind, what = value
    if kind == "end":
        state.say(f"{seat_name(state, seat)} ends their actions.")
        return
    state.push("action", seat=seat)
    interrupts.watch(state, seat)
    action_table.start(state, seat, kind, what)


@FLOW.step("reset_ap")
def reset_ap(state: WastelandsState, seat: int) -> None:
    """Resetting Action Points: unused points (regular and temporary) become up to 3 temporary points."""
    turn = state.turn
    assert turn is not None, "Action Points are reset at the end of the seat's own turn"
    cap = catalog().content.action_tracker.surplus_slots
    state.players[seat].temp_ap = max(0, min(cap, turn.ap))


@FLOW.step("end_turn")
def end_turn(state: WastelandsState, seat: int) -> None:
    """End of turn: leader goal, cloud drift, endgame trigger; then the next seat or the final allocation."""
    player = state.players[seat]
    if state.seat_kinds[seat] != AUTOMA and not player.goal_done and conditions.goal_met(state, seat):
        player.goal_done = True
        cubes = catalog().leaders[player.leader].goal_cubes
        player.leader_cubes += cubes
        state.say(f"{seat_name(state, seat)} accomplishes their leader goal: +{cubes} Leader cubes.")
    if state.clouds:
        state.schedule(Frame("clouds_drift", {"seat": seat}), Frame("next_turn", {"seat": seat}))
    else:
        state.push("next_turn", seat=seat)


@FLOW.step("next_turn")
def next_turn(state: WastelandsState, seat: int) -> None:
    """Check the endgame trigger and hand the turn to the next seat (or start the final allocation)."""
    state.turn = None
    player = state.players[seat]
    threshold = 0 if state.options.get("long", "off") in ("all_tokens", "both") else 2
    if state.endgame_by is None and player.influence_pool <= threshold:
        state.endgame_by = seat
        at = state.order.index(seat)
        state.last_turns = [state.order[(at + k) % state.seats] for k in range(1, state.seats)]
        state.say(f"{seat_name(state, seat)} has {player.influence_pool} Influence tokens left: the endgame begins. "
                  "Every other player takes one last turn.")
    if state.endgame_by is not None and not state.last_turns:
        state.push("final_allocation")
        return
    at = state.order.index(seat)
    state.push("turn", seat=state.order[(at + 1) % state.seats])
