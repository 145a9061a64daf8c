"""End of round (12.): 12.1 level III missions after round 3, 12.2 the round counter, 12.3 fuel income, 12.4 renew
the missions, 12.5 rest, 12.6 reorder the turn order track; then, alone, Project Kraken's end-of-round card. After
round 4 the game ends (13.)."""

from __future__ import annotations

from engine.core.choice import Choice, Option
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..state import CENTRAL, PhoenixState
from ..vocabulary import EFFECTS
from .cards import draw_card
from .common import gain_frames, is_kraken, panel, who
from .flow import FLOW
from .tracks import gain_fuel, income


@FLOW.step("end_round")
def _end_round(state: PhoenixState) -> None:
    finished = state.round
    state.say(f"Round {finished} ends.")
    if finished >= catalog().content.tracks.rounds:
        state.push("final_scoring")
        return
    if finished == 3:
        introduce_level_three(state)
    state.round = finished + 1  # 12.2
    state.say(f"The round counter moves to round {state.round}.")
    for seat in range(state.seats):  # 12.3
        if not is_kraken(state, seat):
            gain_fuel(state, seat, income(state, seat))
    renew_missions(state)  # 12.4
    rest(state)  # 12.5
    frames = reorder_frames(state)  # 12.6
    if state.kraken is not None:
        frames.append(Frame("kraken_end_of_round", {"seat": state.kraken, "finished": finished}))
    frames.append(Frame("round_start"))
    state.schedule(*frames)


def introduce_level_three(state: PhoenixState) -> None:
    """12.1: the level II missions go back to the box; four level III missions are turned face up. Level III
    cards already face up (the level II deck ran out, 7.8) are shuffled back into their deck first (rules notes
    R45)."""
    cat = catalog()
    state.decks[1] += [card for card in state.mission_row if card is not None and cat.missions[card].level == 3]
    state.decks[1].sort()
    state.mission_row = [None, None, None, None]
    state.decks[0] = []
    state.mission_level = 3
    state.mission_row = [draw_card(state) for _ in range(4)]
    state.reveal()
    state.say("The level II missions leave the game: four level III missions are turned face up.")


def renew_missions(state: PhoenixState) -> None:
    """12.4: the rightmost mission leaves, the others move right, a new one fills the leftmost space."""
    row = state.mission_row
    state.mission_row = [draw_card(state)] + row[:3]
    state.reveal()
    state.say("The mission cards are renewed.")


def rest(state: PhoenixState) -> None:
    """12.5: each commando returns to the rest area of its task's level; the central task's to level I."""
    p = panel(state)
    for seat in range(state.seats):
        for k, where in enumerate(state.commandos[seat]):
            if where == CENTRAL:
                state.commandos[seat][k] = "I"
            elif where in p.spaces:
                state.commandos[seat][k] = p.spaces[where].rest
    state.occupant = {}
    state.say("Commandos rest.")


def reorder_frames(state: PhoenixState) -> list[Frame]:
    """12.6: from the last position back, each player picks a free position and takes its reward. Alone, Project
    Kraken keeps the first position and the player takes the second (rules notes R12)."""
    state.reorder = [None] * len(state.order)
    if state.kraken is not None:
        state.reorder[0] = state.kraken
    frames = [Frame("reorder", {"seat": seat}) for seat in reversed(state.order) if not is_kraken(state, seat)]
    frames.append(Frame("reorder_done"))
    return frames


@FLOW.ask("reorder", rule="turn_order")
def _ask_reorder(state: PhoenixState, seat: int) -> Choice:
    rewards = catalog().content.tracks.turn_order
    options = []
    for position, taken in enumerate(state.reorder):
        if taken is None:
            reward = EFFECTS.texts(list(rewards[position].reward)) or "no reward"
            options.append(Option(f"Position {position + 1} ({reward})", position, target=targets.order(position + 1)))
    return Choice(seat, "Choose where you sit in next round's turn order", options)


@FLOW.answer("reorder")
def _answer_reorder(state: PhoenixState, position: int, seat: int) -> None:
    state.reorder[position] = seat
    state.say(f"{who(state, seat)} takes position {position + 1} on the turn order track.")
    reward = list(catalog().content.tracks.turn_order[position].reward)
    state.schedule(*gain_frames(seat, reward))


@FLOW.step("reorder_done")
def _reorder_done(state: PhoenixState) -> None:
    state.order = [seat for seat in state.reorder if seat is not None]
    state.reorder = []
