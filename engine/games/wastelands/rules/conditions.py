"""Achievement and leader-goal conditions, checked on a seat's state at the end of its turn."""

from __future__ import annotations

from collections.abc import Callable

from ..catalog import catalog
from ..schema import Condition
from ..state import BUILDINGS, TurnState, WastelandsState
from . import board, economy


def _units_away(state: WastelandsState, seat: int, exclude_capital: bool) -> list:
    home = board.capital_slot(state, seat)
    return [u for u in state.units if u.owner == seat and not (exclude_capital and board.tile_key(state, u.hex) == home)]


def _tiles_controlled(state: WastelandsState, seat: int, cond: Condition) -> int:
    tiles = board.controlled_tiles(state, seat)
    if cond.exclude_capital_tile:
        tiles.discard(board.capital_slot(state, seat))
    return len(tiles)


def _units_on_distinct_tiles(state: WastelandsState, seat: int, cond: Condition) -> int:
    units = _units_away(state, seat, cond.exclude_capital_tile)
    if sum(1 for u in units if u.kind == "scout") < (cond.min_scouts or 0):
        return 0
    return len({board.tile_key(state, u.hex) for u in units})


def _farthest(state: WastelandsState, seat: int, spaces) -> int:
    home = board.capital_slot(state, seat)
    return max((board.tile_distance(state, home, board.tile_key(state, h)) for h in spaces), default=0)


def _this_turn(state: WastelandsState, seat: int) -> TurnState | None:
    turn = state.turn
    return turn if turn is not None and turn.seat == seat else None


Measure = Callable[[WastelandsState, int, Condition], int]
MEASURES: dict[str, Measure] = {
    "outposts_on_map": lambda state, seat, cond: sum(1 for o in state.outposts.values() if o.owner == seat),
    "outpost_expansions": lambda state, seat, cond: sum(1 for o in state.outposts.values()
                                                        if o.owner == seat and o.expansion),
    "armies_on_map": lambda state, seat, cond: sum(1 for u in state.units if u.owner == seat and u.kind == "army"),
    "upgrades": lambda state, seat, cond: len(state.players[seat].upgrades),
    "combat_upgrades": lambda state, seat, cond: sum(1 for u in state.players[seat].upgrades
                                                     if u in economy.COMBAT_UPGRADES),
    "capital_buildings": lambda state, seat, cond: sum(1 for b in BUILDINGS if b in state.players[seat].buildings),
    "crystals": lambda state, seat, cond: state.players[seat].crystals,
    "resources_total": lambda state, seat, cond: economy.total_resources(state, seat),
    "people_support": lambda state, seat, cond: state.players[seat].people_support,
    "military_prestige": lambda state, seat, cond: state.players[seat].prestige,
    "power_cards_in_hand": lambda state, seat, cond: len(state.players[seat].hand),
    "tiles_controlled": _tiles_controlled,
    "units_on_distinct_tiles": _units_on_distinct_tiles,
    "unit_tile_distance": lambda state, seat, cond: _farthest(state, seat,
                                                              [u.hex for u in state.units if u.owner == seat]),
    "outpost_tile_distance": lambda state, seat, cond: _farthest(state, seat,
                                                                 [h for h, o in state.outposts.items() if o.owner == seat]),
    "tiles_explored_total": lambda state, seat, cond: state.players[seat].tiles_explored,
    "neutral_units_defeated_total": lambda state, seat, cond: state.players[seat].neutrals_defeated,
    # "this turn" conditions count only on the seat's own turn
    "actions_this_turn": lambda state, seat, cond: (turn.used.get(cond.action, 0)  # action: set for this kind
                                                    if (turn := _this_turn(state, seat)) and cond.action else 0),
    "resources_recycled_this_turn": lambda state, seat, cond: turn.recycled if (turn := _this_turn(state, seat)) else 0,
    "combats_won_this_turn": lambda state, seat, cond: turn.combats_won if (turn := _this_turn(state, seat)) else 0,
    "outposts_defeated_this_turn": lambda state, seat, cond: (turn.outposts_defeated
                                                              if (turn := _this_turn(state, seat)) else 0),
}


def measure(state: WastelandsState, seat: int, cond: Condition) -> int:
    """The value a condition compares with its `at_least` (one function per condition kind)."""
    return MEASURES[cond.kind](state, seat, cond)


def all_met(state: WastelandsState, seat: int, conds: list[Condition]) -> bool:
    """True when every condition of a list holds."""
    return all(measure(state, seat, c) >= c.at_least for c in conds)


def goal_met(state: WastelandsState, seat: int) -> bool:
    """Whether the seat's leader goal holds now."""
    return all_met(state, seat, catalog().leaders[state.players[seat].leader].goal.conditions)
