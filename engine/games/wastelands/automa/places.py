"""Where an automated player acts: the clock behind its Capital, candidate tiles by the card's `where`, and the
free spaces on them (Solo Mode, Gameplay; rules notes Automa 4)."""

from __future__ import annotations

import math

from ..rules import board
from ..state import Hex, WastelandsState

# ---------------------------------------------------------------- clockwise order


def _pixel(hex_: Hex) -> tuple[float, float]:
    q, r = hex_
    return 1.5 * q, math.sqrt(3) * (r + q / 2)


def _clockwise(origin: Hex, noon: Hex, point: Hex) -> float:
    """Clockwise angle (0 to 2 pi) of `point` seen from `origin`, 12 o'clock pointing at `noon`.
    Screen y grows downwards, so a growing atan2 angle turns clockwise."""
    ox, oy = _pixel(origin)
    nx, ny = _pixel(noon)
    px, py = _pixel(point)
    angle = (math.atan2(py - oy, px - ox) - math.atan2(ny - oy, nx - ox)) % (2 * math.pi)
    return 0.0 if angle > 2 * math.pi - 1e-9 else round(angle, 9)


def noon(state: WastelandsState, seat: int) -> tuple[Hex, Hex]:
    """(centre of the Capital tile, Capital space): 12 o'clock is behind the Capital, away from the map."""
    slot = state.slots[board.capital_slot(state, seat)]
    return (slot.q, slot.r), state.players[seat].capital


def tile_order(state: WastelandsState, seat: int, indices) -> list[int]:
    """Tile positions sorted as the automated player takes them: its Capital tile first, then clockwise from
    12 o'clock (the nearer tile first when two lie in the same direction)."""
    centre, capital = noon(state, seat)
    home = board.capital_slot(state, seat)

    def key(index: int) -> tuple:
        if index == home:
            return (-1.0, 0, index)
        slot = state.slots[index]
        return (_clockwise(centre, capital, (slot.q, slot.r)), board.tile_distance(state, home, index), index)

    return sorted(set(indices), key=key)


def space_order(state: WastelandsState, seat: int, index: int) -> list[Hex]:
    """The spaces of a tile in the automated player's order: the centre, then clockwise from its 12 o'clock."""
    centre, capital = noon(state, seat)
    slot = state.slots[index]
    middle = (slot.q, slot.r)
    ring = [h for h in board.slot_hexes(slot) if h != middle]
    # 12 o'clock of the tile points the same way as 12 o'clock of the Capital tile.
    aim = (middle[0] + capital[0] - centre[0], middle[1] + capital[1] - centre[1])
    return [middle] + sorted(ring, key=lambda h: _clockwise(middle, aim, h))


# ---------------------------------------------------------------- where: candidate tiles


def _around(state: WastelandsState, tiles: set[int]) -> set[int]:
    """The tiles and every tile position next to them."""
    found = set(tiles)
    for index in range(len(state.slots)):
        for tile in tiles:
            if board.tile_distance(state, tile, index) == 1:
                found.add(index)
    return found


def candidate_tiles(state: WastelandsState, seat: int, where: str) -> list[int]:
    """Tile positions a card's `where` allows, in the automated player's clockwise order.

    near_capital: the Capital tile and the tiles next to it; near_outpost: the tiles of its Outposts and the
    tiles next to them; anywhere / frontier: every tile (frontier is re-sorted by `frontier_order`)."""
    if where == "near_capital":
        tiles = _around(state, {board.capital_slot(state, seat)})
    elif where == "near_outpost":
        tiles = _around(state, {board.tile_key(state, h) for h, _ in board.own_outposts(state, seat)})
    else:
        tiles = set(range(len(state.slots)))
    return tile_order(state, seat, tiles)


def rival_tiles(state: WastelandsState, seat: int) -> set[int]:
    """Tiles holding another seat's Capital or Outposts."""
    found = {board.capital_slot(state, s) for s in range(state.seats) if s != seat}
    found |= {board.tile_key(state, h) for h, o in state.outposts.items() if o.owner != seat}
    return found


def frontier_order(state: WastelandsState, seat: int, tiles: list[int]) -> list[int]:
    """'The tile nearest a rival': fewest tiles away from a rival Capital or Outpost, then clockwise; a rival's
    Capital tile itself is not a candidate (rules notes Automa 4)."""
    rivals = rival_tiles(state, seat)
    homes = {board.capital_slot(state, s) for s in range(state.seats) if s != seat}
    tiles = [t for t in tiles if t not in homes]
    if not rivals:
        return tiles
    rank = {t: i for i, t in enumerate(tiles)}
    return sorted(tiles, key=lambda t: (min(board.tile_distance(state, t, r) for r in rivals), rank[t]))


def outpost_spaces(state: WastelandsState, seat: int, where: str) -> list[Hex]:
    """Free ruined cities on the candidate tiles, in order."""
    found = []
    for index in candidate_tiles(state, seat, where):
        if not state.slots[index].face_up:
            continue
        found += [h for h in space_order(state, seat, index)
                  if state.terrain.get(h) == "ruined_city" and board.is_valid_end(state, h, seat)]
    return found


def army_spaces(state: WastelandsState, seat: int, where: str) -> list[Hex]:
    """Valid spaces without radioactivity (nor a Toxic Cloud) on the candidate tiles, in order."""
    tiles = [t for t in candidate_tiles(state, seat, where) if state.slots[t].face_up]
    if where == "frontier":
        tiles = frontier_order(state, seat, tiles)
    found = []
    for index in tiles:
        found += [h for h in space_order(state, seat, index)
                  if board.is_valid_end(state, h, seat) and not board.has_icon(state, h, "radioactivity")
                  and not board.under_cloud(state, h)]
    return found
