"""Helpers every rules module shares: catalog sides, names, counts of what a seat has built, rewards queued."""

from __future__ import annotations

from typing import Any

from engine.core.names import seat_ref
from engine.core.state import Frame

from ..catalog import BoardIndex, PanelIndex, catalog
from ..state import CENTRAL, INITIAL, REST_AREAS, PhoenixState

AREA_RANK = {"A": 0, "B": 1, "C": 2, "D": 3}
LEVEL_WORD = {"bronze": "bronze", "silver": "silver", "gold": "gold"}
TYPE_WORD = {"scientific": "scientific", "civic": "civic", "military": "military"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def board(state: PhoenixState) -> BoardIndex:
    """The gameboard side in play."""
    return catalog().boards[state.side]


def panel(state: PhoenixState) -> PanelIndex:
    """The task panel side in play."""
    return catalog().panels[state.side]


def is_kraken(state: PhoenixState, seat: int) -> bool:
    """True for Project Kraken's seat."""
    return state.kraken is not None and seat == state.kraken


def who(state: PhoenixState, seat: int) -> str:
    """How text names a seat: the player's name (by reference) or Project Kraken."""
    return "Project Kraken" if is_kraken(state, seat) else seat_ref(seat)


def plain(value: Any) -> Any:
    """A copy of JSON-like data (frame arguments never share content objects)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def give(state: PhoenixState, seat: int, effects: list) -> None:
    """Queue `effects` for `seat`, to be resolved in order before anything already queued."""
    if effects:
        state.schedule(*[Frame("gain", {"seat": seat, "effect": plain(effect)}) for effect in effects])


def gain_frames(seat: int, effects: list) -> list[Frame]:
    """The frames that resolve `effects` for `seat` (to schedule with other frames)."""
    return [Frame("gain", {"seat": seat, "effect": plain(effect)}) for effect in effects]


# ---------------------------------------------------------------------------------------------- hands
def hand(state: PhoenixState, seat: int) -> list[str]:
    """Every mission card in a seat's hand (known ones first)."""
    return state.known[seat] + state.secret[seat][0] + state.secret[seat][1]


def hand_size(state: PhoenixState, seat: int) -> int:
    return len(state.known[seat]) + len(state.secret[seat][0]) + len(state.secret[seat][1])


def take_from_hand(state: PhoenixState, seat: int, card: str) -> None:
    """Remove a card from the seat's hand (wherever it is kept)."""
    for pile in (state.known[seat], state.secret[seat][0], state.secret[seat][1]):
        if card in pile:
            pile.remove(card)
            return
    raise ValueError(f"{card} is not in the hand of seat {seat}")


# ---------------------------------------------------------------------------------------------- counts
def regen_level(state: PhoenixState, regen: str) -> str:
    """The level a regenerator space counts as (initial regenerators count as bronze)."""
    return board(state).regens[regen].level


def regens_of(state: PhoenixState, seat: int, levels: list[str] | None = None, region: str | None = None) -> int:
    """How many regenerators `seat` has built (of these levels, in this region)."""
    spaces = board(state).regens
    n = 0
    for space_id, owner in state.regen_at.items():
        if owner != seat:
            continue
        space = spaces[space_id]
        if (levels is None or space.level in levels) and (region is None or space.region == region):
            n += 1
    return n


def buildings_of(state: PhoenixState, seat: int, kind: str | None = None, levels: list[str] | None = None,
                 region: str | None = None) -> int:
    """How many buildings `seat` has (of type `kind`; on regenerators of `levels`; in `region`): a building on a
    gold regenerator's space counts as two, one for each type shown (rulebook 7.7)."""
    b = board(state)
    n = 0
    for space_id, owners in state.buildings_at.items():
        if seat not in owners:
            continue
        space = b.buildings[space_id]
        if region is not None and space.region != region:
            continue
        if levels is not None and b.regens[space.regen].level not in levels:
            continue
        per = space.types.count(kind) if kind is not None else len(space.types)
        n += per * owners.count(seat)
    return n


def pieces_of(state: PhoenixState, seat: int) -> int:
    """Building pieces a seat has placed on the gameboard (each counts once)."""
    return sum(owners.count(seat) for owners in state.buildings_at.values())


def completed_count(state: PhoenixState, seat: int) -> int:
    """Missions a seat has completed."""
    return len(state.completed[seat])


def closed_region(state: PhoenixState) -> str | None:
    """The region closed off by nuclear hazard tapes in this game (Dawn at three players), if any."""
    closed = catalog().content.board.closed_region
    return closed.region if state.side == "large" and state.players in closed.players else None


_OPEN: dict[tuple[str, int], frozenset[str]] = {}


def open_areas(state: PhoenixState) -> frozenset[str]:
    """The areas that may be built in (not in the closed region)."""
    key = (state.side, state.players)
    found = _OPEN.get(key)
    if found is None:
        closed = closed_region(state)
        found = _OPEN[key] = frozenset(a.id for a in board(state).areas.values() if a.region != closed)
    return found


def open_area(state: PhoenixState, area: str) -> bool:
    """Whether an area may be built in (not in the closed region)."""
    return area in open_areas(state)


Inventory = tuple[list[tuple[str, str]], list[tuple[tuple[str, ...], str, str]]]


def inventory(state: PhoenixState, seat: int) -> Inventory:
    """What a seat has built: (level, region) of each regenerator, (types, regenerator level, region) of each
    building (for checking many requirements at once)."""
    b = board(state)
    regens = [(b.regens[s].level, b.regens[s].region) for s, owner in state.regen_at.items() if owner == seat]
    buildings = []
    for space, owners in state.buildings_at.items():
        n = owners.count(seat)
        if n:
            bs = b.buildings[space]
            buildings += [(bs.types, b.regens[bs.regen].level, bs.region)] * n
    return regens, buildings


def meets(state: PhoenixState, seat: int, requirements: list, inv: Inventory | None = None) -> bool:
    """Whether a seat fulfils every requirement of a mission or blueprint (each checked on its own)."""
    regens, buildings = inv if inv is not None else inventory(state, seat)
    for req in requirements:
        levels, region = req.level, req.region
        if req.thing == "regenerator":
            have = sum(1 for level, where in regens
                       if (levels is None or level in levels) and (region is None or where == region))
        else:
            kind = req.type
            have = sum((types.count(kind) if kind else len(types)) for types, level, where in buildings
                       if (levels is None or level in levels) and (region is None or where == region))
        if have < req.count:
            return False
    return True


# ---------------------------------------------------------------------------------------------- console
def energy_area(state: PhoenixState, seat: int) -> int:
    """The availability area (0 = A .. 3 = D) the energy counter shows."""
    return AREA_RANK[catalog().energy[state.energy[seat] - 1].area]


def available_regens(state: PhoenixState, seat: int, level: str | None = None) -> list[str]:
    """Console regenerators the seat may build now (not built, in an available area), of `level`."""
    if is_kraken(state, seat):
        return []
    top = energy_area(state, seat)
    built = state.built_regens[seat]
    return [r.id for r in catalog().content.console.regenerators
            if r.id not in built and AREA_RANK[r.area] <= top and (level is None or r.level == level)]


def available_buildings(state: PhoenixState, seat: int) -> list[str]:
    """Console buildings the seat may place now (not placed, in an available area)."""
    if is_kraken(state, seat):
        return []
    top = energy_area(state, seat)
    used = state.built_buildings[seat]
    return [b.id for b in catalog().content.console.buildings if b.id not in used and AREA_RANK[b.area] <= top]


def building_cost(state: PhoenixState, regen: str) -> int:
    """The fuel a building on a space of this regenerator costs (by the regenerator's level)."""
    return catalog().content.console.building_costs[regen_level(state, regen)]  # type: ignore[index]


# ---------------------------------------------------------------------------------------------- commandos
def in_rest(location: str) -> bool:
    return location in REST_AREAS


def rest_commandos(state: PhoenixState, seat: int) -> list[int]:
    """Indices (0 = the leader) of the seat's commandos in rest areas."""
    return [k for k, where in enumerate(state.commandos[seat]) if where in REST_AREAS]


def can_act(state: PhoenixState, seat: int) -> bool:
    """A seat still takes turns this round: it has not passed and has a commando in a rest area."""
    return not state.passed[seat] and any(where in REST_AREAS for where in state.commandos[seat])


def commando_name(k: int) -> str:
    return "commando leader" if k == 0 else "commando"


def free_task(state: PhoenixState, space: str) -> bool:
    """A task space with a tile, not closed, and no commando on it."""
    return space in state.task_at and space not in state.occupant


def rest_level(state: PhoenixState, rest: str) -> int:
    return panel(state).rests[rest].level


def location_level(state: PhoenixState, location: str) -> int:
    if location == CENTRAL:
        return 1
    p = panel(state)
    if location in p.rests:
        return p.rests[location].level
    return p.spaces[location].level


def initial_owner(owner: int) -> bool:
    return owner == INITIAL
