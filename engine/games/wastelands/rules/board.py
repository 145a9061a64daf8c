"""Map geometry and queries: tile placement, neighbours, valid spaces, movement reach, control of tiles."""

from __future__ import annotations

from functools import cache

from ..catalog import catalog
from ..schema import HEX_ORDER
from ..state import Hex, Outpost, SlotState, WastelandsState
from .economy import immune, seat_name

DIRECTIONS: tuple[Hex, ...] = tuple((dq, dr) for _, dq, dr in HEX_ORDER[1:])  # n, ne, se, s, sw, nw


def rotate(q: int, r: int, turns: int) -> Hex:
    """Turn an offset `turns` x 60 degrees clockwise about the tile centre."""
    for _ in range(turns % 6):
        q, r = -r, q + r
    return q, r


@cache
def _offsets(reach: int) -> tuple[Hex, ...]:
    """The offsets of every space within `reach` of a space, itself included."""
    return tuple((dq, dr) for dq in range(-reach, reach + 1) for dr in range(-reach, reach + 1)
                 if abs(dq) + abs(dr) + abs(dq + dr) <= 2 * reach)


def within(hex_: Hex, reach: int) -> list[Hex]:
    """The spaces at most `reach` spaces from `hex_` (itself included), on or off the map."""
    q, r = hex_
    return [(q + dq, r + dr) for dq, dr in _offsets(reach)]


def neighbours(hex_: Hex) -> list[Hex]:
    """The six spaces around a space."""
    q, r = hex_
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Hex distance between two axial positions."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def slot_hexes(slot: SlotState) -> list[Hex]:
    """The seven map spaces a tile position covers (centre first)."""
    return [(slot.q + dq, slot.r + dr) for _, dq, dr in HEX_ORDER]


def tile_spaces(slot: SlotState) -> list[tuple[Hex, str, tuple[str, ...]]]:
    """The spaces of the tile lying in `slot` at its rotation: (hex, terrain, icons)."""
    result = []
    for _, q, r, terrain, icons in catalog().tile_faces[slot.tile]:
        dq, dr = rotate(q, r, slot.rotation)
        result.append(((slot.q + dq, slot.r + dr), terrain, icons))
    return result


def lay_tile(state: WastelandsState, index: int) -> None:
    """Record the terrain and icons of a face-up tile on the map."""
    for hex_, terrain, icons in tile_spaces(state.slots[index]):
        state.terrain[hex_] = terrain
        if icons:
            state.icons[hex_] = icons


def slot_of(state: WastelandsState, hex_: Hex) -> SlotState | None:
    """The tile position a space belongs to (None off the map)."""
    index = state.hex_slot.get(hex_)
    return None if index is None else state.slots[index]


def has_icon(state: WastelandsState, hex_: Hex, icon: str) -> bool:
    """True when a face-up space shows `icon`."""
    return icon in state.icons.get(hex_, ())


def capital_owner(state: WastelandsState, hex_: Hex) -> int | None:
    """The seat whose Capital stands on `hex_`, if any."""
    for seat, player in enumerate(state.players):
        if player.capital == hex_:
            return seat
    return None


MIXED = -2  # `owners` value of a space holding pieces of several sides


def owners(state: WastelandsState) -> dict[Hex, int]:
    """Who has a piece on each occupied space: the seat owning the unit, Outpost or Capital there, -1 for a
    neutral unit, MIXED when pieces of several sides share it.

    Built once per query (movement, placement, targets) instead of scanning every piece for every space."""
    found: dict[Hex, int] = {}
    for seat, player in enumerate(state.players):
        found[player.capital] = seat
    for hex_, outpost in state.outposts.items():
        if found.setdefault(hex_, outpost.owner) != outpost.owner:
            found[hex_] = MIXED
    for unit in state.units:
        if found.setdefault(unit.hex, unit.owner) != unit.owner:
            found[unit.hex] = MIXED
    for hex_ in state.neutrals:
        if found.setdefault(hex_, -1) != -1:
            found[hex_] = MIXED
    return found


def occupied(state: WastelandsState, hex_: Hex) -> bool:
    """True when a unit, Outpost, Capital or neutral unit stands on the space."""
    return (hex_ in state.outposts or hex_ in state.neutrals or any(u.hex == hex_ for u in state.units)
            or capital_owner(state, hex_) is not None)


def is_valid_end(state: WastelandsState, hex_: Hex, seat: int, taken: dict | None = None) -> bool:
    """A valid space (Glossary): face up, no mountain or toxic lake, nothing standing on it.

    The Lost Explorers' centre is valid only for seats whose explorer is still lost (Special Tiles).
    `taken` is `owners(state)` when the caller already built it."""
    terrain = state.terrain.get(hex_)
    if terrain is None or terrain == "mountain" or terrain == "toxic_lake":
        return False
    if (hex_ in taken) if taken is not None else occupied(state, hex_):
        return False
    if hex_ in state.icons and "lost_explorers" in state.icons[hex_] and seat not in state.lost_explorers:
        return False
    return True


def can_pass(state: WastelandsState, hex_: Hex, seat: int, all_terrain: bool, taken: dict | None = None) -> bool:
    """Whether a moving unit of `seat` may go through a space (own pieces yes, enemy pieces and neutrals no)."""
    terrain = state.terrain.get(hex_)
    if terrain is None:
        return False
    if terrain == "mountain" and not all_terrain:
        return False
    who = (taken if taken is not None else owners(state)).get(hex_, seat)
    return who == seat


def reach(state: WastelandsState, start: Hex, seat: int, max_steps: int, all_terrain: bool,
          first: bool = False, taken: dict | None = None) -> dict[Hex, int]:
    """Spaces a unit can end on within `max_steps` spaces, with the fewest spaces needed.

    Deserts stop the movement (unless all-terrain); mountains block unless all-terrain; the unit may
    pass own pieces and toxic lakes but must end on a valid space (Move; Map Tiles). With `first`, stop at
    the first end found (enough to know whether the unit can move at all). `taken`: `owners(state)`."""
    if taken is None:
        taken = owners(state)
    terrain_at = state.terrain
    best: set[Hex] = {start}
    frontier = [start]
    ends: dict[Hex, int] = {}
    for steps in range(1, max_steps + 1):
        nxt = []
        for here in frontier:
            if here != start and not all_terrain and terrain_at.get(here) == "desert":
                continue
            q, r = here
            for dq, dr in DIRECTIONS:
                there = (q + dq, r + dr)
                if there in best:
                    continue
                terrain = terrain_at.get(there)
                if terrain is None or (terrain == "mountain" and not all_terrain):
                    continue
                who = taken.get(there)
                if who is not None and who != seat:
                    continue
                best.add(there)
                nxt.append(there)
                if who is None and is_valid_end(state, there, seat, taken):
                    ends[there] = steps
                    if first:
                        return ends
        frontier = nxt
    return ends


def valid_spaces_near(state: WastelandsState, seat: int, sources: list[Hex], taken: dict | None = None) -> list[Hex]:
    """Valid spaces adjacent to any of `sources`, sorted (placement of bought or built units); `taken` is
    `owners(state)` when the caller already built it."""
    if taken is None:
        taken = owners(state)
    found = {n for s in sources for n in neighbours(s) if is_valid_end(state, n, seat, taken)}
    return sorted(found)


def own_outposts(state: WastelandsState, seat: int) -> list[tuple[Hex, Outpost]]:
    """A seat's Outposts on the map, in a stable order."""
    return sorted((h, o) for h, o in state.outposts.items() if o.owner == seat)


def tile_key(state: WastelandsState, hex_: Hex) -> int:
    """Index of the tile position holding a space (-1 off the map)."""
    return state.hex_slot.get(hex_, -1)


def capital_slot(state: WastelandsState, seat: int) -> int:
    """Index of the seat's Capital tile position."""
    return tile_key(state, state.players[seat].capital)


def tile_distance(state: WastelandsState, a: int, b: int) -> int:
    """How many tiles apart two tile positions are."""
    sa, sb = state.slots[a], state.slots[b]
    return distance((sa.tile_q, sa.tile_r), (sb.tile_q, sb.tile_r))


def controlled_tiles(state: WastelandsState, seat: int) -> set[int]:
    """Tile positions the seat controls (Glossary: an Outpost there, or the only Armies and no Outposts)."""
    result = {capital_slot(state, seat)}
    outposts_by_tile: dict[int, set[int]] = {}
    for hex_, outpost in state.outposts.items():
        outposts_by_tile.setdefault(tile_key(state, hex_), set()).add(outpost.owner)
    for tile, owners in outposts_by_tile.items():
        if seat in owners:
            result.add(tile)
    armies: dict[int, set[int]] = {}
    for unit in state.units:
        if unit.kind == "army":
            armies.setdefault(tile_key(state, unit.hex), set()).add(unit.owner)
    for tile, owners in armies.items():
        if owners == {seat} and tile not in outposts_by_tile:
            result.add(tile)
    return result


def face_down_adjacent(state: WastelandsState, hex_: Hex) -> list[int]:
    """Face-down tile positions next to a space."""
    found = set()
    for n in neighbours(hex_):
        index = state.hex_slot.get(n)
        if index is not None and not state.slots[index].face_up:
            found.add(index)
    return sorted(found)


def under_cloud(state: WastelandsState, hex_: Hex) -> bool:
    """True when a Toxic Cloud token lies on the space."""
    return hex_ in state.clouds


def clouded(state: WastelandsState, hex_: Hex, seat: int) -> bool:
    """True when a Toxic Cloud on the space hampers `seat`'s piece there: Radioactivity Immunity (the upgrade
    or a card) covers the clouds too (Toxic Cloud Module; Level 1 Upgrades; rules notes R17)."""
    return hex_ in state.clouds and not immune(state, seat)


def target_kind(state: WastelandsState, seat: int, there: Hex) -> str | None:
    """What `seat` could attack on a space: army, scout, outpost, capital, neutral (None: nothing)."""
    if there in state.neutrals:
        return "neutral"
    outpost = state.outposts.get(there)
    if outpost is not None:
        return "outpost" if outpost.owner != seat else None
    owner = capital_owner(state, there)
    if owner is not None:
        return "capital" if owner != seat and owner not in state.players[seat].capitals_defeated else None
    for unit in state.units:
        if unit.hex == there and unit.owner != seat:
            return unit.kind
    return None


def describe_target(state: WastelandsState, there: Hex, kind: str) -> str:
    """A target as text, by its place on the map in words."""
    if kind == "neutral":
        neutral = state.neutrals.get(there)
        piece = catalog().neutral_units.get(neutral.piece) if neutral is not None else None
        name = f"the {piece.name}" if piece is not None else ("the Isolated City" if neutral and neutral.piece ==
                                                     "isolated_city" else "the neutral unit")
        return f"{name} on {place(state, there)}"
    if kind == "capital":
        owner = capital_owner(state, there)
        assert owner is not None, "a capital target is a space of some seat's Capital"
        return f"{seat_name(state, owner)}'s Capital"
    if kind == "outpost":
        outpost = state.outposts[there]
        return f"{seat_name(state, outpost.owner)}'s {outpost.resource} Outpost on {place(state, there)}"
    owner = state.units_at(there)[0].owner
    return f"{seat_name(state, owner)}'s {UNIT_WORD.get(kind, kind)} on {place(state, there)}"


# Players' words for the map (docs/ui.md, "Words players read"): a space is named by its terrain, its side of
# the tile and the tile's name, which the map draws; a face-down tile by the number drawn on it.
TERRAIN_WORD = {"plain": "plain", "ruined_city": "ruined city", "mountain": "mountain", "desert": "desert",
                "toxic_lake": "toxic lake"}
SIDE_WORD = {"n": "north", "ne": "north-east", "se": "south-east", "s": "south", "sw": "south-west", "nw": "north-west"}
UNIT_WORD = {"scout": "Scout", "army": "Army"}


def tile_name(state: WastelandsState, index: int) -> str:
    """A tile position in words: the face-up tile's name, or "tile 4" (the number the map draws on a face-down
    tile)."""
    slot = state.slots[index]
    if slot.face_up and slot.tile:
        return catalog().tiles[slot.tile].name
    return f"tile {index + 1}"


def place(state: WastelandsState, hex_: Hex) -> str:
    """A map space in words: "the desert in the north of Dust Bowl", "the plain at the centre of Haven Ridge",
    "Ada's Capital"."""
    owner = capital_owner(state, hex_)
    if owner is not None:
        return f"{seat_name(state, owner)}'s Capital"
    index = state.hex_slot.get(hex_)
    if index is None:
        return "a space off the map"
    slot = state.slots[index]
    if not slot.face_up:
        return f"a space of {tile_name(state, index)}"
    terrain = TERRAIN_WORD.get(state.terrain.get(hex_, ""), "space")
    side = next((name for name, dq, dr in HEX_ORDER if (slot.q + dq, slot.r + dr) == hex_), "centre")
    where = "at the centre" if side == "centre" else f"in the {SIDE_WORD[side]}"
    return f"the {terrain} {where} of {tile_name(state, index)}"


def unit_words(state: WastelandsState, unit) -> str:
    """A unit in words: "the Scout on the plain at the centre of Haven Ridge"."""
    return f"the {UNIT_WORD.get(unit.kind, unit.kind)} on {place(state, unit.hex)}"
