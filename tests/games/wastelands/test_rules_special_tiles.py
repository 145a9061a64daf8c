"""Scenario tests of the Special Tiles Expansion: Crystal Crater, Isolated City and Lost Explorers."""

from __future__ import annotations

from engine.core.scenario import Pick
from engine.games.wastelands.rules import board

from .helpers import pick_at, add_unit, field, log_text, option, pick, rig, script, units_of, with_tile

SEAT, OTHER = 0, 1


def tile_hexes(state, tile: str) -> list:
    """The spaces of a special tile on the map, centre first."""
    return board.slot_hexes(next(s for s in state.slots if s.tile == tile))


def outside(state, tile: str) -> list:
    """Plain spaces two steps from the special tile's centre, on a neighbouring tile turned face up and cleared."""
    index = next(i for i, s in enumerate(state.slots) if s.tile == tile)
    beside = next(s for i, s in enumerate(state.slots)
                  if board.tile_distance(state, index, i) == 1 and s.holds == "map")
    centre = tile_hexes(state, tile)[0]
    return [h for h in field(state, beside.slot) if board.distance(h, centre) == 2]


# ---------------------------------------------------------------- Crystal Crater


def test_crystal_crater_explore_gives_a_crystal():
    """A Scout on any space of the tile may Explore to get 1 Crystal (Explore: 1 Action Point, once per turn) (rulebook
    Special Tiles Expansion; Crystal Crater)."""
    state = with_tile("crystal_crater")
    scout = units_of(state, SEAT, "scout")[0]
    scout.hex = tile_hexes(state, "crystal_crater")[3]
    pick(state, "Explore")
    if state.pending.prompt == "Explore which tile?":
        pick(state, "Search the Crystal Crater")
    assert state.players[SEAT].crystals == 2 and state.turn.ap == 3
    assert not option(state, "Explore").enabled


def test_crystal_crater_is_crossed_as_plain_terrain():
    """In the rulebook's words, "All the spaces of the tile can be crossed as any plain terrain" (rulebook Special Tiles
    Expansion; Crystal Crater)."""
    state = with_tile("crystal_crater")
    hexes = tile_hexes(state, "crystal_crater")
    assert {state.terrain[h] for h in hexes} == {"plain"}
    assert board.reach(state, hexes[1], SEAT, 2, False)[hexes[4]] == 2  # north to south through the centre


# ---------------------------------------------------------------- Isolated City


def test_isolated_city_fights_at_superior_plus_one_and_pays_its_reward():
    """A neutral unit of Superior Combat +1; defeated, it gives 2 Military Prestige and 2 Loot dice; it cannot be
    attacked again and its centre can be crossed like plain terrain (rulebook Special Tiles Expansion; Isolated City).
    """
    state = with_tile("isolated_city")
    hexes = tile_hexes(state, "isolated_city")
    city = hexes[0]
    army = add_unit(state, SEAT, "army", hexes[1])  # on the desert ring: -1
    script(state, Pick("war_hero_1"), Pick("supply_drop_1"))  # the city draws War Hero: superior 5
    pick(state, "Attack")
    assert (state.combat.defender.rank, state.combat.defender.modifiers) == ("superior", 1)
    rig(state, 1, 2)  # the two Loot dice: water, ammunition
    pick(state, "Commit 3")
    assert "Combat: attacker 7 against defender 6." in log_text(state)  # 4 + 1 attacking - 1 desert + 3 cubes
    player = state.players[SEAT]
    assert player.prestige == 2 and player.resources["water"] == 2 and player.resources["ammunition"] == 2
    assert state.isolated_city_defeated and city not in state.neutrals
    assert not option(state, "Attack").enabled
    state.units.remove(army)
    assert city in board.reach(state, hexes[1], SEAT, 1, True)  # the centre is now a plain space
    assert board.reach(state, hexes[1], SEAT, 2, True)[hexes[4]] == 2  # and can be crossed


def test_isolated_city_blocks_the_way_until_defeated():
    """Until it is defeated the city is a neutral unit, which no unit passes through (rulebook Special Tiles Expansion;
    Isolated City)."""
    state = with_tile("isolated_city")
    hexes = tile_hexes(state, "isolated_city")
    assert hexes[0] in state.neutrals
    assert not board.can_pass(state, hexes[0], SEAT, True)
    assert hexes[0] not in board.reach(state, hexes[1], SEAT, 2, True)


# ---------------------------------------------------------------- Lost Explorers


def test_lost_explorers_one_cube_per_player_at_setup():
    """Each player puts a Faction cube in the centre at the start (rulebook Special Tiles Expansion; Lost Explorers)."""
    state = with_tile("lost_explorers", players=3)
    assert state.lost_explorers == [0, 1, 2]


def test_lost_explorers_rescue():
    """The centre is reached across the mountains only with All-terrain Speed; a unit that reached it and then leaves
    the tile rescues the explorer: +2 People Support and a Loot die; the rescued player cannot go back to the centre
    (rulebook Special Tiles Expansion; Lost Explorers)."""
    state = with_tile("lost_explorers")
    centre = tile_hexes(state, "lost_explorers")[0]
    start = outside(state, "lost_explorers")[0]
    scout = units_of(state, SEAT, "scout")[0]
    scout.hex = start
    assert centre not in board.reach(state, start, SEAT, 4, False)
    state.players[SEAT].upgrades.append("all_terrain_speed")
    pick(state, "Move")
    pick_at(state, centre, "To ")
    assert scout.hex == centre and scout.rescuing and state.lost_explorers == [0, 1]
    rig(state, 5)  # the Loot die: a Crystal
    pick(state, "Move")
    pick_at(state, start, "To ")
    player = state.players[SEAT]
    assert state.lost_explorers == [1] and player.people_support == 2 and player.crystals == 2
    assert "rescues their lost explorers" in log_text(state)
    assert centre not in board.reach(state, start, SEAT, 4, True)
    assert board.is_valid_end(state, centre, OTHER)  # the other player's explorer is still lost
