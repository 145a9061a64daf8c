"""A player's turn (7.2): one protocol plus any additional actions, within the timing limits of section 10."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled

from ..catalog import known_ability
from ..schema import MoveForHappiness
from ..state import AshesState
from . import additional
from .flow import FLOW

# value -> (label, kind); kind "protocol", "limited" or "immediate"; the order is the stable option order
PROTOCOLS = (("pass", "Pass (end your round)"), ("move", "Move your vehicle (2 fuel)"),
             ("move_happiness", "Move your vehicle (4 happiness)"), ("activate", "Activate a survivor"))


def protocol_why(state: AshesState, seat: int, value: str) -> str | None:
    """Why a protocol cannot be performed now (None when it can)."""
    p = state.players[seat]
    if p.protocol_done:
        return "you already performed a protocol this turn"
    if value == "pass":
        return None
    if value == "move":
        return None if p.fuel >= 2 else f"needs 2 fuel, you have {p.fuel}"
    if value == "move_happiness":
        need = known_ability(p.character, MoveForHappiness).happiness  # offered to that character only
        return None if p.happiness >= need else f"needs {need} happiness, you have {p.happiness}"
    if value == "activate":
        return additional.activate_why(state, seat)
    raise KeyError(value)


def menu_options(state: AshesState, seat: int) -> list[Option]:
    """The turn menu: protocols, limited actions, immediate actions, then End turn."""
    p = state.players[seat]
    options = []
    for value, text in PROTOCOLS:
        if value == "move_happiness" and additional.ability(p, MoveForHappiness) is None:
            continue
        why = protocol_why(state, seat, value)
        options.append(Option(text, value) if why is None else disabled(text, why, value))
    options += additional.limited_options(state, seat)
    options += additional.immediate_options(state, seat)
    options.append(Option("End your turn", "end") if p.protocol_done
                   else disabled("End your turn", "perform a protocol first", "end"))
    return options


@FLOW.ask("turn_menu")
def _ask_menu(state: AshesState, seat: int) -> Choice | None:
    p = state.players[seat]
    if p.passed:
        return None
    options = menu_options(state, seat)
    if p.protocol_done and sum(o.enabled for o in options) == 1:
        return None  # nothing left but ending the turn: end it
    return Choice(seat, "Your turn: choose a protocol or an additional action", options, rule="turn")


@FLOW.answer("turn_menu")
def _answer_menu(state: AshesState, value: str, seat: int) -> None:
    p = state.players[seat]
    if value == "end":
        return
    if value == "pass":
        p.protocol_done = True
        state.push("pass_protocol", seat=seat)
        return
    state.push("turn_menu", seat=seat)
    if value in ("move", "move_happiness", "activate"):
        p.protocol_done = True
        p.in_protocol = True
        state.push("protocol_end", seat=seat)
        if value == "activate":
            state.push("activate_zone", seat=seat)
        else:
            state.push("move_begin", seat=seat, pay="fuel" if value == "move" else "happiness")
        return
    additional.start(state, seat, value)


@FLOW.step("protocol_end")
def _protocol_end(state: AshesState, seat: int) -> None:
    state.players[seat].in_protocol = False
