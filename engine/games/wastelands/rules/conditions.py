"""Achievement and leader-goal conditions, checked on a seat's state at the end of its turn."""

from __future__ import annotations

import functools

from ..schema import Condition, content
from ..state import BUILDINGS, WastelandsState
from . import board, economy


@functools.cache
def achievements() -> dict:
    """Achievement cards by id."""
    return {a.id: a for a in content().achievements.achievements}


@functools.cache
def leaders() -> dict:
    """Leaders by id."""
    return {l.id: l for l in content().leaders.leaders}


def _units_away(state: WastelandsState, seat: int, exclude_capital: bool) -> list:
    home = board.capital_slot(state, seat)
    return [u for u in state.units if u.owner == seat and not (exclude_capital and board.tile_key(state, u.hex) == home)]


def measure(state: WastelandsState, seat: int, cond: Condition) -> int:
    """The value a condition compares with its `at_least`."""
    player = state.players[seat]
    turn = state.turn if state.turn is not None and state.turn.seat == seat else None
    kind = cond.kind
    if kind == "outposts_on_map":
        return sum(1 for o in state.outposts.values() if o.owner == seat)
    if kind == "outpost_expansions":
        return sum(1 for o in state.outposts.values() if o.owner == seat and o.expansion)
    if kind == "armies_on_map":
        return sum(1 for u in state.units if u.owner == seat and u.kind == "army")
    if kind == "upgrades":
        return len(player.upgrades)
    if kind == "combat_upgrades":
        return sum(1 for u in player.upgrades if u in economy.COMBAT_UPGRADES)
    if kind == "capital_buildings":
        return sum(1 for b in BUILDINGS if b in player.buildings)
    if kind == "crystals":
        return player.crystals
    if kind == "resources_total":
        return economy.total_resources(state, seat)
    if kind == "people_support":
        return player.people_support
    if kind == "military_prestige":
        return player.prestige
    if kind == "power_cards_in_hand":
        return len(player.hand)
    if kind == "tiles_controlled":
        tiles = board.controlled_tiles(state, seat)
        if cond.exclude_capital_tile:
            tiles.discard(board.capital_slot(state, seat))
        return len(tiles)
    if kind == "units_on_distinct_tiles":
        units = _units_away(state, seat, cond.exclude_capital_tile)
        scouts = sum(1 for u in units if u.kind == "scout")
        if scouts < (cond.min_scouts or 0):
            return 0
        return len({board.tile_key(state, u.hex) for u in units})
    if kind == "unit_tile_distance":
        home = board.capital_slot(state, seat)
        return max((board.tile_distance(state, home, board.tile_key(state, u.hex))
                    for u in state.units if u.owner == seat), default=0)
    if kind == "outpost_tile_distance":
        home = board.capital_slot(state, seat)
        return max((board.tile_distance(state, home, board.tile_key(state, h))
                    for h, o in state.outposts.items() if o.owner == seat), default=0)
    if kind == "tiles_explored_total":
        return player.tiles_explored
    if kind == "neutral_units_defeated_total":
        return player.neutrals_defeated
    if turn is None:
        return 0
    if kind == "actions_this_turn":
        return turn.used.get(cond.action, 0)
    if kind == "resources_recycled_this_turn":
        return turn.recycled
    if kind == "combats_won_this_turn":
        return turn.combats_won
    if kind == "outposts_defeated_this_turn":
        return turn.outposts_defeated
    raise ValueError(f"unknown condition kind {kind!r}")


def all_met(state: WastelandsState, seat: int, conds: list[Condition]) -> bool:
    """True when every condition of a list holds."""
    return all(measure(state, seat, c) >= c.at_least for c in conds)


def goal_met(state: WastelandsState, seat: int) -> bool:
    """Whether the seat's leader goal holds now."""
    return all_met(state, seat, leaders()[state.players[seat].leader].goal.conditions)
