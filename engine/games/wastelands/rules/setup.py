"""Game Setup: the map for the seat count, decks, the achievement deck from the starting stack, player boards."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.core.state import AUTOMA, PLAYER

from ..schema import content
from ..state import RESOURCES, AutomatedState, Neutral, Player, SlotState, Unit, WastelandsState
from . import board


def build_map(state: WastelandsState, rng: Rng, seats: int, special: bool) -> None:
    """Lay out the tiles (Game Setup; Special Tiles Expansion): capitals face up, map tiles face down."""
    data = content()
    variant = "special_tiles" if special else "base"
    layout = next(l for l in data.layouts.layouts if l.seats == seats and l.variant == variant)
    tiles = data.tiles.tiles
    map_tiles = [t.id for t in tiles if t.kind == "map"]
    capitals = [t.id for t in tiles if t.kind == "capital"]
    specials = [t.id for t in tiles if t.kind == "special"]
    rng.shuffle(map_tiles)
    rng.shuffle(capitals)
    rng.shuffle(specials)
    for slot in layout.slots:
        if slot.holds == "map":
            tile = map_tiles.pop()
        elif slot.holds == "capital":
            tile = capitals.pop()
        else:
            tile = specials.pop()
        place = SlotState(slot=slot.id, tile_q=slot.tile_q, tile_r=slot.tile_r, q=slot.q, r=slot.r, holds=slot.holds,
                          tile=tile, face_up=slot.face_up, rotation=slot.rotations[0] if slot.face_up else 0,
                          seat=None if slot.seat is None else slot.seat - 1)
        index = len(state.slots)
        state.slots.append(place)
        for hex_ in board.slot_hexes(place):
            state.hex_slot[hex_] = index
        if place.face_up:
            board.lay_tile(state, index)
    state.box_tiles = sorted(map_tiles)


def achievement_deck(rng: Rng, hard_only: bool) -> list[str]:
    """Five starting cards on top, the other ten, five starting cards at the bottom (top is the list's end)."""
    cards = content().achievements.achievements
    starting = [a.id for a in cards if a.starting]
    others = [a.id for a in cards if not a.starting]
    rng.shuffle(starting)
    rng.shuffle(others)
    return starting[5:] + others + starting[:5]


def new_player(leader: str) -> Player:
    """A filled player board (Player Setup): 1 of each resource, 1 Crystal, 7 Influence tokens."""
    data = content()
    cubes = next(l.leader_cubes for l in data.leaders.leaders if l.id == leader)
    return Player(leader=leader, leader_cubes=cubes, resources={r: data.player_board.resource_track.start for r in RESOURCES},
                  crystals=data.player_board.crystal_track.start)


def setup_state(options: dict[str, str], players: int, rng: Rng) -> WastelandsState:
    """Build the starting state for `players` player seats plus the automated players in `options`."""
    data = content()
    automated = int(options.get("automated", "0"))
    kinds = [PLAYER] * players + [AUTOMA] * automated
    seats = len(kinds)
    state = WastelandsState(seat_kinds=kinds, rng=rng, options=dict(options))
    build_map(state, rng, seats, options.get("special_tiles") == "on")
    leaders = [l.id for l in data.leaders.leaders]
    rng.shuffle(leaders)
    state.players = [new_player(leaders[s]) for s in range(seats)]
    for index, slot in enumerate(state.slots):
        if slot.holds == "capital":
            spaces = board.tile_spaces(slot)
            capital = next(h for h, _, icons in spaces if "capital" in icons)
            state.players[slot.seat].capital = capital
            state.units.append(Unit(id=state.next_unit, owner=slot.seat, kind="scout", hex=spaces[0][0]))
            state.next_unit += 1
        elif slot.holds == "special" and slot.tile == "isolated_city":
            state.neutrals[board.tile_spaces(slot)[0][0]] = Neutral(source="isolated_city", piece="isolated_city")
        elif slot.holds == "special" and slot.tile == "lost_explorers":
            state.lost_explorers = list(range(seats))
    long = options.get("long", "off")
    state.achievement_deck = achievement_deck(rng, long in ("hard_achievements", "both"))
    state.achievement_row = [state.achievement_deck.pop() for _ in range(3)]
    state.achievement_tokens = {card: [] for card in state.achievement_row}
    toxic = options.get("toxic_cloud") == "on"
    state.power_deck = [c.id for c in data.power_cards.power_cards if c.module == "base" or toxic]
    rng.shuffle(state.power_deck)
    state.event_deck = [e.id for e in data.events.events]
    rng.shuffle(state.event_deck)
    state.clouds_left = data.toxic_cloud.tokens if toxic else 0
    # Solo Mode: a human player always starts; otherwise the first player is random (Game Setup).
    humans = [s for s in range(seats) if kinds[s] == PLAYER]
    first = rng.pick(humans)
    state.order = [(first + k) % seats for k in range(seats)]
    for seat in range(seats):
        if kinds[seat] == AUTOMA:
            state.automated[seat] = AutomatedState()
    return state
