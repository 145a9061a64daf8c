"""Move (Scouts and Armies, 1 Action Point per Move action, up to 4): pick a unit, then where it ends.

Several Move actions in a row are one decision: the destination's label says how many Move actions it
takes (spaces divided by the unit's speed, rounded up). Card and ability moves use the same choice with a
space budget instead of Move actions."""

from __future__ import annotations

from engine.core.choice import Choice, Option, skip
from engine.core.words import a, count

from ...catalog import catalog
from ...state import Unit, WastelandsState
from ...targets import hex_target, unit_target
from .. import board, economy
from ..economy import seat_name
from ..effects import run_effects
from ..flow import FLOW
from . import ActionRules, register


def move_budget(state: WastelandsState, seat: int) -> int:
    """How many Move actions the seat can still pay for this turn."""
    assert state.turn is not None, "Move actions are paid on the seat's own turn"
    used = state.turn.used.get("move", 0)
    return max(0, min(economy.socket_limit(state, seat, "move") - used, economy.available_ap(state)))


def destinations(state: WastelandsState, unit: Unit, spaces: int | None, all_terrain: bool | None,
                 first: bool = False, taken: dict | None = None) -> dict:
    """Where a unit can end: hex -> spaces needed (for a Move action, `spaces` is None: use the budget).
    With `first`, at most one destination: enough to know whether the unit can move."""
    speed, fast = economy.move_speed(state, unit.owner)
    if all_terrain is not None:
        fast = all_terrain
    if spaces is None:
        spaces = move_budget(state, unit.owner) * speed
    if unit.stuck or spaces <= 0:
        return {}
    return board.reach(state, unit.hex, unit.owner, spaces, fast, first=first, taken=taken)


def movable(state: WastelandsState, seat: int, spaces: int | None, all_terrain: bool | None,
            taken: dict | None = None) -> list[Unit]:
    """The seat's units that have somewhere to go (full reach is only computed for the unit picked); `taken` is
    `board.owners(state)` when the caller already built it."""
    if spaces is None:
        spaces = move_budget(state, seat) * economy.move_speed(state, seat)[0]
    if spaces <= 0:
        return []
    mine = [u for u in state.units if u.owner == seat and not u.stuck]
    if not mine:
        return []
    if taken is None:
        taken = board.owners(state)
    return [u for u in mine if destinations(state, u, spaces, all_terrain, first=True, taken=taken)]


def _options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    return [Option(f"Move {board.unit_words(state, unit)}", unit.id, target=unit_target(unit.id))
            for unit in movable(state, seat, None, None)]


def _possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    return bool(movable(state, seat, None, None, taken))


def _apply(state: WastelandsState, seat: int, unit_id: int, free: bool) -> None:
    state.push("move_to", seat=seat, unit=unit_id, spaces=None, all_terrain=None)


@FLOW.ask("move_to", back=True, rule="move")
def ask_move_to(state: WastelandsState, seat: int, unit: int, spaces: int | None, all_terrain: bool | None) -> Choice | None:
    """Where the chosen unit ends its movement."""
    piece = state.unit(unit)
    if piece is None:
        return None
    speed, _ = economy.move_speed(state, seat)
    options = []
    for hex_, steps in sorted(destinations(state, piece, spaces, all_terrain).items()):
        if spaces is None:
            cost = -(-steps // speed)
            label = f"To {board.place(state, hex_)} ({count(cost, 'Move action')})"
        else:
            label = f"To {board.place(state, hex_)}"
        options.append(Option(label, hex_, target=hex_target(*hex_)))
    if not options:
        return None
    return Choice(seat, f"Where does your {board.UNIT_WORD[piece.kind]} go?", options)


@FLOW.answer("move_to")
def answer_move_to(state: WastelandsState, value, seat: int, unit: int, spaces: int | None,
                   all_terrain: bool | None) -> None:
    """Move the unit (paying Move actions unless it is a card or ability move; Back is the flow's: to the unit
    choice, or to the menu when that choice was not asked)."""
    piece = state.unit(unit)
    assert piece is not None, "the destinations were asked for this unit on the map (ask_move_to)"
    steps = destinations(state, piece, spaces, all_terrain)[value]
    speed, fast = economy.move_speed(state, seat)
    if spaces is None:
        cost = -(-steps // speed)
        economy.use_socket(state, "move", cost)
        assert state.turn is not None  # use_socket checked it: a Move action is paid on the seat's own turn
        state.turn.actions["move"] = state.turn.actions.get("move", 0) + cost
    elif all_terrain is not None:
        fast = all_terrain
    move_unit(state, piece, value, fast)


def move_unit(state: WastelandsState, piece: Unit, there: tuple[int, int], fast: bool) -> None:
    """Put a unit on its new space: desert stop, Lost Explorers rescue."""
    here = piece.hex
    piece.hex = there
    state.say(f"{seat_name(state, piece.owner)} moves {a(board.UNIT_WORD[piece.kind])} from {board.place(state, here)} to "
              f"{board.place(state, there)}.")
    if state.terrain.get(there) == "desert" and not fast:
        piece.stuck = True
    if board.has_icon(state, there, "lost_explorers") and piece.owner in state.lost_explorers:
        piece.rescuing = True
    elif piece.rescuing and board.tile_key(state, there) != board.tile_key(state, here):
        piece.rescuing = False
        if piece.owner in state.lost_explorers:
            state.lost_explorers.remove(piece.owner)
            state.say(f"{seat_name(state, piece.owner)} rescues their lost explorers.")
            rule = catalog().tiles["lost_explorers"].rule
            assert rule is not None and rule.rescue_reward is not None, "the Lost Explorers tile's rule rewards it"
            run_effects(state, piece.owner, rule.rescue_reward, "the rescue")


@FLOW.ask("effect_move", inside=True, rule="move")
def ask_effect_move(state: WastelandsState, seat: int, spaces: int, all_terrain: bool | None) -> Choice | None:
    """A card or ability move: which unit moves (up to `spaces` spaces)."""
    options = [Option(f"Move {board.unit_words(state, unit)}", unit.id, target=unit_target(unit.id))
               for unit in movable(state, seat, spaces, all_terrain)]
    if not options:
        state.say("No unit can move.")
        return None
    options.append(skip())
    return Choice(seat, f"Move a unit up to {spaces} spaces", options)


@FLOW.answer("effect_move")
def answer_effect_move(state: WastelandsState, value, seat: int, spaces: int, all_terrain: bool | None) -> None:
    """Pick the destination of a card or ability move."""
    if value is not None:
        state.push("move_to", seat=seat, unit=value, spaces=spaces, all_terrain=all_terrain)


register("move", ActionRules(_possible, _options, _apply, "Move which unit?", "no unit of yours can move"))
