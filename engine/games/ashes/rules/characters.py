"""Special characters' own immediate actions (App. I): the Salvager, the Dismantler and the Cartographer.

The other powers live where their rule applies: pink paths (strength.up_edges), material swaps
(materials.swap_partner), the fourth column and scoring areas (colony.columns / colony.limit), moving for happiness
(turn.PROTOCOLS), essential income VP and free recovery (protocols), the forbidden upgrade (colony.upgrade_choices),
cheap scouting and free cycling (additional), and special technologies / starting survivors (setup).
"""

from __future__ import annotations

from engine.core.choice import Choice, Option
from engine.core.words import a

from .. import targets
from ..catalog import catalog, known_ability
from ..schema import AntiradForMaterial, SwapAreaTiles
from ..state import AshesState, PlayerState
from .colony import limit, name, room
from .flow import FLOW
from .words import area_name, good, goods

ACTIONS = {"antirad_for_material": ("salvage", "Trade an anti-rad dose for a level I material"),
           "reverse_manufacture": ("dismantle", "Break a material into its two inputs"),
           "swap_area_tiles": ("swap_tiles", "Swap two area tiles (1 data)")}


def actions(p: PlayerState) -> tuple[tuple[str, str], ...]:
    """The character's extra immediate action, if any, as (value, label)."""
    if p.character is None:
        return ()
    kind = catalog().characters[p.character].ability.kind
    return (ACTIONS[kind],) if kind in ACTIONS else ()


def level_1_with_room(p: PlayerState) -> list[str]:
    """Level I materials whose storage slot has room."""
    return [m for m, lv in catalog().material_level.items() if lv == 1 and room(p, m) > 0]


def breakable(p: PlayerState) -> list[str]:
    """Materials the Dismantler can break: held, with room for both inputs."""
    return [m for m, (a, b) in catalog().made_from.items() if p.materials[m] and room(p, a) > 0 and room(p, b) > 0]


def swappable(state: AshesState, seat: int) -> list[str]:
    """Areas whose tiles the Cartographer may swap (sector IV only with the class II vehicle)."""
    sector4 = limit(state.players[seat], "sector_4")
    areas = catalog().areas[state.board_side]
    return [a for a in state.areas if sector4 or areas[a].sector != 4]


def action_why(state: AshesState, seat: int, value: str) -> str | None:
    """Why the character's action cannot be performed now."""
    p = state.players[seat]
    if value == "salvage":
        salvager = known_ability(p.character, AntiradForMaterial)  # actions(p) offers it to the Salvager only
        if p.antirad < salvager.antirad:
            return f"needs {goods(salvager.antirad, 'antirad')}, you have {p.antirad}"
        return None if level_1_with_room(p) else "no room for a level I material"
    if value == "dismantle":
        if p.reverse_used:
            return "once per turn"
        return None if breakable(p) else "nothing to break down with room for both parts"
    if value == "swap_tiles":
        cartographer = known_ability(p.character, SwapAreaTiles)  # offered to the Cartographer only
        if p.data < cartographer.data:
            return f"needs {cartographer.data} data, you have {p.data}"
        return None
    raise KeyError(value)


def start(state: AshesState, seat: int, value: str) -> None:
    """Push the frames of the character's action."""
    if value == "salvage":
        state.push("salvage_pick", seat=seat)
    elif value == "dismantle":
        state.push("dismantle_pick", seat=seat)
    elif value == "swap_tiles":
        state.push("swap_first", seat=seat)
    else:
        raise KeyError(value)


@FLOW.ask("salvage_pick", back=True)
def _ask_salvage(state: AshesState, seat: int) -> Choice:
    options = [Option(f"Take {good(m)}", m, targets.material_target(seat, m))
               for m in level_1_with_room(state.players[seat])]
    return Choice(seat, "The Salvager: which material do you take for an anti-rad dose?", options,
                  rule="characters")


@FLOW.answer("salvage_pick")
def _answer_salvage(state: AshesState, value: str, seat: int) -> None:
    p = state.players[seat]
    p.antirad -= known_ability(p.character, AntiradForMaterial).antirad
    p.materials[value] += 1
    state.say(f"{name(state, seat)} trades an anti-rad dose for {a(good(value))}.")


@FLOW.ask("dismantle_pick", back=True)
def _ask_dismantle(state: AshesState, seat: int) -> Choice:
    made = catalog().made_from
    options = [Option(f"Break {good(m)} into {good(made[m][0])} and {good(made[m][1])}", m,
                      targets.material_target(seat, m)) for m in breakable(state.players[seat])]
    return Choice(seat, "The Dismantler: which material do you break down?", options, rule="characters")


@FLOW.answer("dismantle_pick")
def _answer_dismantle(state: AshesState, value: str, seat: int) -> None:
    p = state.players[seat]
    first, second = catalog().made_from[value]
    p.materials[value] -= 1
    p.materials[first] += 1
    p.materials[second] += 1
    p.reverse_used = True
    state.say(f"{name(state, seat)} breaks {a(good(value))} down.")


@FLOW.ask("swap_first", back=True)
def _ask_swap_first(state: AshesState, seat: int) -> Choice:
    options = [Option(f"Swap the tile of {area_name(state, x)}", x, targets.area_target(x))
               for x in swappable(state, seat)]
    return Choice(seat, "The Cartographer: choose the first area tile", options, rule="characters")


@FLOW.answer("swap_first")
def _answer_swap_first(state: AshesState, value: str, seat: int) -> None:
    state.push("swap_second", seat=seat, first=value)


@FLOW.ask("swap_second", back=True)
def _ask_swap_second(state: AshesState, seat: int, first: str) -> Choice:
    options = [Option(f"With the tile of {area_name(state, x)}", x, targets.area_target(x))
               for x in swappable(state, seat) if x != first]
    return Choice(seat, f"The Cartographer: swap the tile of {area_name(state, first)} with which area?",
                  options, rule="characters")


@FLOW.answer("swap_second")
def _answer_swap_second(state: AshesState, value: str, seat: int, first: str) -> None:
    p = state.players[seat]
    p.data -= known_ability(p.character, SwapAreaTiles).data
    tiles = state.area_tiles
    tiles[first], tiles[value] = tiles[value], tiles[first]
    # a tile keeps its face: spent marks follow the tiles
    spent_a, spent_b = first in state.spent, value in state.spent
    state.spent = [a for a in state.spent if a not in (first, value)]
    if spent_a:
        state.spent.append(value)
    if spent_b:
        state.spent.append(first)
    state.say(f"{name(state, seat)} swaps the area tiles of {area_name(state, first)} and "
              f"{area_name(state, value)}.")
