"""Project Kraken's turn (Appendix I 4.): turn over a card, take the highest commando, then either promote it (a row
with the promotion icon, 5.6, and maybe turn a new card over for it, 5.7) or block a task with it (a special link
first, else a task of its rest area by the arrow, else an automatic promotion) and carry out the card's row for
the commando's level."""

from __future__ import annotations

from engine.core.state import Frame

from ..catalog import catalog
from ..rules.common import panel, rest_commandos, rest_level
from ..rules.flow import FLOW
from ..rules.tracks import place_on_intercom
from ..state import PhoenixState
from .deck import by_arrow, reveal

ROW_OF_LEVEL = {1: "low", 2: "low", 3: "middle", 4: "top"}
ROW_WORDS = {"low": "bottom row (levels I and II)", "middle": "middle row (level III)", "top": "top row (level IV)"}


def report(state: PhoenixState, text: str) -> None:
    """A line of the Kraken's turn, kept for the table and the log."""
    state.k_report.append(text)
    state.say(f"Project Kraken {text}.")


def free_low_task(state: PhoenixState) -> bool:
    """Whether a task of levels I to III is still free on the panel."""
    p = panel(state)
    return any(space.level < 4 and space.id in state.task_at and space.id not in state.occupant
               for space in p.side.tasks)


def choose_commando(state: PhoenixState, seat: int) -> int | None:
    """4.: the highest commando in a rest area; between rest areas of one level, the one the arrow points to."""
    ks = rest_commandos(state, seat)
    if not ks:
        return None
    top = max(rest_level(state, state.commandos[seat][k]) for k in ks)
    p = panel(state)
    areas = sorted({state.commandos[seat][k] for k in ks if rest_level(state, state.commandos[seat][k]) == top},
                   key=lambda rest: 0 if p.rests[rest].place == "left" else 1)
    area = by_arrow(state, areas)
    return next(k for k in ks if state.commandos[seat][k] == area)


@FLOW.step("kraken_turn")
def _kraken_turn(state: PhoenixState, seat: int) -> None:
    state.last_chooser = seat
    state.k_turns += 1
    state.k_report = []
    if not free_low_task(state):
        state.passed[seat] = True
        report(state, "passes: no task of levels I to III is free")
        return
    card = reveal(state)
    k = choose_commando(state, seat)
    assert k is not None
    state.schedule(Frame("kraken_card", {"seat": seat, "k": k, "card": card}))


def promote(state: PhoenixState, seat: int, k: int, why: str) -> bool:
    """5.6: promote the commando to the next rest area along the cables (the arrow chooses between two)."""
    here = state.commandos[seat][k]
    p = panel(state)
    cables = sorted(p.cables_from[here], key=lambda c: 0 if p.rests[c.to].place == "left" else 1)
    if not cables:
        report(state, "cannot promote its level IV commando")
        return False
    dest = by_arrow(state, cables).to
    state.commandos[seat][k] = dest
    report(state, f"{why} a commando from {p.rests[here].name} to {p.rests[dest].name}")
    return True


@FLOW.step("kraken_card")
def _kraken_card(state: PhoenixState, seat: int, k: int, card: str) -> None:
    here = state.commandos[seat][k]
    level = rest_level(state, here)
    row = ROW_OF_LEVEL[level]
    actions = [dict(action.model_dump(exclude_none=True)) for action in getattr(catalog().kraken_cards[card].rows, row)]
    report(state, f"takes a level {('I', 'II', 'III', 'IV')[level - 1]} commando and uses the {ROW_WORDS[row]}")
    kinds = [next(iter(a)) for a in actions]
    frames: list[Frame] = []
    if "promote" in kinds:
        promote(state, seat, k, "promotes")
        for action in actions:
            kind = next(iter(action))
            if kind == "new_card":
                new = reveal(state)
                frames.append(Frame("kraken_card", {"seat": seat, "k": k, "card": new}))
            elif kind != "promote":
                frames.append(Frame("kraken_action", {"seat": seat, "action": action}))
    else:
        place(state, seat, k)
        frames = [Frame("kraken_action", {"seat": seat, "action": action}) for action in actions]
    state.schedule(*frames)


def place(state: PhoenixState, seat: int, k: int) -> None:
    """4.: block a task without carrying it out: a usable special link first, else a free task of the rest area
    (by the arrow), else promote automatically. A level IV task sends a settler to its intercom and the commando
    back to the main rest area."""
    p = panel(state)
    here = state.commandos[seat][k]
    for link in p.links_from[here]:
        ups = [t for t in link.to if t in state.task_at and t not in state.occupant]
        if ups and all(below in state.occupant for below in link.below):
            _block(state, seat, k, by_arrow(state, ups), "by a special link")
            return
    free = [t for t in p.tasks_of_rest[here] if t in state.task_at and t not in state.occupant]
    if free:
        _block(state, seat, k, by_arrow(state, free), "")
        return
    promote(state, seat, k, "finds every task taken and automatically promotes")


def _block(state: PhoenixState, seat: int, k: int, space: str, how: str) -> None:
    p = panel(state)
    tile = catalog().tasks[state.task_at[space]]
    report(state, f"blocks the task {tile.name}{' ' + how if how else ''}")
    if p.spaces[space].level == 4:
        slot = p.spaces[space].intercom
        if slot and state.k_reserve.get("settlers", 0) > 0 and place_on_intercom(state, seat, slot):
            state.k_reserve["settlers"] -= 1
        state.commandos[seat][k] = "I"
        report(state, "brings its commando back to the main rest area")
        return
    state.commandos[seat][k] = space
    state.occupant[space] = seat
