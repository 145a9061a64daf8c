"""Game Setup: the map for the seat count, the decks, the achievement row, leaders and player boards, the first
player. Capitals and special tiles lie face up from the start; the map tiles are face down and drawn when
explored, and no deck is ordered (rules/decks.py)."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.core.state import AUTOMA, PLAYER

from ..catalog import catalog
from ..state import RESOURCES, Neutral, Player, SlotState, Unit, WastelandsState
from . import board, decks

ROW = 3  # Game Setup: "reveal 3 cards and place them in a row"


def build_map(state: WastelandsState, seats: int, special: bool) -> None:
    """Lay out the tiles (Game Setup; Special Tiles Expansion): capitals and special tiles face up, drawn now;
    map tiles face down, with no identity until explored."""
    layout = catalog().layouts[(seats, "special_tiles" if special else "base")]
    state.layout = layout.id
    unseen = {kind: list(tiles) for kind, tiles in catalog().tiles_by_kind.items()}
    state.box_tiles = unseen["map"]
    for slot in layout.slots:
        place = SlotState(slot=slot.id, tile_q=slot.tile_q, tile_r=slot.tile_r, q=slot.q, r=slot.r, holds=slot.holds,
                          tile="", face_up=slot.face_up, rotation=slot.rotations[0] if slot.face_up else 0,
                          seat=None if slot.seat is None else slot.seat - 1)
        index = len(state.slots)
        state.slots.append(place)
        if place.face_up:
            place.tile = state.rng.draw_from_bag(unseen[place.holds])
            board.lay_tile(state, index)


def new_player(leader: str) -> Player:
    """A filled player board (Player Setup): 1 of each resource, 1 Crystal, 7 Influence tokens."""
    board_data = catalog().content.player_board
    return Player(leader=leader, leader_cubes=catalog().leaders[leader].leader_cubes,
                  resources={r: board_data.resource_track.start for r in RESOURCES},
                  crystals=board_data.crystal_track.start)


def place_starting_pieces(state: WastelandsState) -> None:
    """Each seat's Capital and first Scout; the Isolated City's neutral city; the lost explorers' cubes."""
    for slot in state.slots:
        if slot.holds == "capital":
            assert slot.seat is not None, "a capital slot names the seat whose Capital it holds (layouts.json)"
            spaces = board.tile_spaces(slot)
            state.players[slot.seat].capital = next(h for h, _, icons in spaces if "capital" in icons)
            state.units.append(Unit(id=state.next_unit, owner=slot.seat, kind="scout", hex=spaces[0][0]))
            state.next_unit += 1
        elif slot.tile == "isolated_city":
            state.neutrals[board.tile_spaces(slot)[0][0]] = Neutral(source="isolated_city", piece="isolated_city")
        elif slot.tile == "lost_explorers":
            state.lost_explorers = list(range(state.seats))


def setup_state(players: int, options: dict[str, str], rng: Rng) -> WastelandsState:
    """Build the starting state for `players` player seats plus the automated players in `options`."""
    data = catalog()
    kinds = [PLAYER] * players + [AUTOMA] * int(options["automated"])
    seats = len(kinds)
    state = WastelandsState(seat_kinds=kinds, rng=rng, options=dict(options))
    build_map(state, seats, options["special_tiles"] == "on")
    leaders = sorted(data.leaders)
    state.players = [new_player(rng.draw_from_bag(leaders)) for _ in range(seats)]
    place_starting_pieces(state)
    decks.achievement_deck(state)
    row = []
    for _ in range(ROW):
        card = decks.take_achievement(state)
        assert card is not None, "the new achievement deck holds more cards than the row"
        row.append(card)
    state.achievement_row = row
    state.achievement_tokens = {card: [] for card in state.achievement_row}
    toxic = options["toxic_cloud"] == "on"
    state.power_deck = sorted(c.id for c in data.power_cards.values() if c.module == "base" or toxic)
    state.event_deck = sorted(data.events)
    state.clouds_left = data.content.toxic_cloud.tokens if toxic else 0
    # Solo Mode: a human player always starts; otherwise the first player is random (Game Setup).
    first = rng.pick([s for s in range(seats) if kinds[s] == PLAYER])
    state.order = [(first + k) % seats for k in range(seats)]
    return state
