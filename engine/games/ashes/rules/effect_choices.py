"""The choices three effect kinds ask (the materials and the strength tree have their own modules): which
production track rises (`production_choice`), which closed column scores (`column_scoring` of any column), and
how many survivors the seat takes (5.8: a `survivors` reward may be forgone)."""

from __future__ import annotations

from engine.core.choice import Choice, Option, skip
from engine.core.words import count as how_many

from .. import targets
from ..state import TRACKS, AshesState
from .colony import add_vp, entrance_room, name, production_up
from .flow import FLOW
from .words import column_name, vp


@FLOW.ask("production_pick", inside=True)
def _ask_production(state: AshesState, seat: int, n: int) -> Choice:
    return Choice(seat, f"Which production disc moves up {n}?",
                  [Option(f"Raise your {t} track", t, targets.track_target(seat, t)) for t in TRACKS]
                  + [skip("Raise no track", None)], rule="activate")


@FLOW.answer("production_pick")
def _answer_production(state: AshesState, value: str | None, seat: int, n: int) -> None:
    if value is None:
        state.say(f"{name(state, seat)} forgoes raising a production track.")
        return
    production_up(state, seat, value, n)


@FLOW.ask("column_pick", inside=True)
def _ask_column(state: AshesState, seat: int) -> Choice:
    p = state.players[seat]
    return Choice(seat, "Which closed shelter column do you score?",
                  [Option(f"Score {column_name(c)}: {vp(3 * len(cards))}", c, targets.column_target(seat, c))
                   for c, cards in p.columns.items()], rule="shelters")


@FLOW.answer("column_pick")
def _answer_column(state: AshesState, value: str, seat: int) -> None:
    add_vp(state, seat, 3 * len(state.players[seat].columns[value]))


@FLOW.ask("survivors_pick", inside=True)
def _ask_survivors(state: AshesState, seat: int, count: int, kind: str) -> Choice:
    """5.8 a survivor reward may be forgone (it takes entrance space a rescue could use)."""
    what = "" if kind == "any" else kind + " "
    most = min(count, entrance_room(state.players[seat]))
    options = [Option(f"Take {how_many(k, what + 'survivor')}", k) for k in range(most, 0, -1)]
    options.append(skip("Take no survivor", 0))
    return Choice(seat, f"How many {what}survivors do you take to your colony entrance (up to {most})?",
                  options, rule="survivors")


@FLOW.answer("survivors_pick")
def _answer_survivors(state: AshesState, value: int, seat: int, count: int, kind: str) -> None:
    if value < count:
        state.say(f"{name(state, seat)} forgoes {count - value} survivor{'s' if count - value != 1 else ''}.")
    if value:
        state.push("effect", seat=seat, e={"survivors": {"count": value, "kind": kind, "asked": True}})
