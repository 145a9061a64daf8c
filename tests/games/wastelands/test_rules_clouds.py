"""Scenario tests of the Toxic Cloud Module: clouds rising from toxic lakes, the wind, what a cloud stops, the
radioactivity it carries, Radioactivity Immunity, and the automated players' start-of-turn check (Automa 11)."""

from __future__ import annotations

import pytest

from engine.core.scenario import Pick
from engine.games.wastelands.rules import board
from engine.games.wastelands.state import Neutral, Outpost

from .helpers import add_unit, end_turn, explore, field, lay, log_text, new, option, pick, pick_at, rig, script, units_of

SEAT, OTHER = 0, 1


def cloudy(**options: str):
    """A Toxic Cloud game at seat 0's menu with inner_0 (next to its Capital tile) face up and all plain."""
    state = new(toxic_cloud="on", **options)
    return state, field(state, "inner_0")


def test_cloud_rises_from_a_revealed_toxic_lake():
    """Revealing a tile with a toxic lake puts a cloud token on the lake (rulebook Toxic Cloud Module)."""
    state = new(toxic_cloud="on")
    script(state, Pick("map_03"), Pick("abandoned_depot"))  # inner_0 turns out to be map_03: a toxic lake in its centre
    explore(state, "inner_0")
    lake = board.slot_hexes(state.slots[1])[0]
    assert state.clouds == [lake] and state.clouds_left == 4


@pytest.mark.parametrize("face,dq,dr", [(1, 0, -1), (4, 0, 1), (5, -1, 1)])
def test_clouds_drift_with_the_wind_at_the_end_of_each_turn(face, dq, dr):
    """At the end of the turn the d6 and the movement card move every cloud one space (rulebook Toxic Cloud Module)."""
    state, hexes = cloudy()
    state.clouds = [hexes[0]]
    rig(state, face)
    end_turn(state)
    assert state.clouds == [(hexes[0][0] + dq, hexes[0][1] + dr)]
    assert "The wind blows" in log_text(state)


def test_a_cloud_blown_into_unexplored_land_or_off_the_map_is_removed():
    """In the rulebook's words, "If a cloud moves into an undiscovered area or off the map, remove it" (rulebook Toxic
    Cloud Module)."""
    state, hexes = cloudy()
    north = hexes[1]  # the north space of inner_0: north of it lies nothing face up
    assert (north[0], north[1] - 1) not in state.terrain
    state.clouds = [north, hexes[0]]
    rig(state, 1)  # wind to the north
    end_turn(state)
    assert state.clouds == [north]  # the centre's cloud moved up; the northern one left the map


def test_a_unit_under_a_cloud_may_only_move():
    """In the rulebook's words, "When a unit is on a space with a Toxic Cloud, it can only perform the Move action"
    (rulebook Toxic Cloud Module)."""
    state, hexes = cloudy()
    scout = units_of(state, SEAT)[0]
    scout.hex = hexes[5]  # south-west, next to face-down inner_5
    state.terrain[hexes[5]] = "ruined_city"
    add_unit(state, SEAT, "army", hexes[0])
    add_unit(state, OTHER, "army", hexes[2])
    assert option(state, "Explore").enabled and option(state, "Build an Outpost").enabled
    assert option(state, "Attack").enabled
    state.clouds = [hexes[5], hexes[0]]
    assert not option(state, "Explore").enabled
    assert not option(state, "Build an Outpost").enabled
    assert not option(state, "Attack").enabled
    assert option(state, "Move").enabled


@pytest.mark.parametrize("face,survives", [(3, False), (4, True)])
def test_a_cloud_acts_as_radioactivity_at_the_start_of_the_turn(face, survives):
    """A unit under a cloud at the start of its owner's turn rolls the d6 and is lost on 1-3 (rulebook Toxic Cloud
    Module; Map Tiles, Radioactivity Icon)."""
    state, hexes = cloudy()
    end_turn(state)  # seat 1's turn
    army = add_unit(state, SEAT, "army", hexes[0])
    state.clouds = [hexes[3]]  # south-east of the Army
    rig(state, 6, face)  # seat 1's end of turn: the wind blows north-west, onto the Army; then seat 0's roll
    end_turn(state)
    assert state.clouds == [hexes[0]]
    assert (state.unit(army.id) is not None) is survives


def test_an_outpost_under_a_cloud_cannot_recycle():
    """An Outpost under a cloud cannot perform any Recycle action (rulebook Toxic Cloud Module)."""
    state, hexes = cloudy()
    state.outposts[hexes[0]] = Outpost(owner=SEAT, resource="water")
    state.outposts[hexes[1]] = Outpost(owner=SEAT, resource="metal")
    state.clouds = [hexes[0]]
    pick(state, "Recycle")  # the only Outpost able to recycle is chosen at once
    assert state.players[SEAT].resources == {"water": 1, "ammunition": 1, "energy": 1, "metal": 2}
    state.clouds = [hexes[0], hexes[1]]
    assert not option(state, "Recycle").enabled


CAPITAL_SECTION = ("Buy", "Propaganda", "Trade", "Power card action", "Collect taxes")


def test_a_cloud_on_the_capital_blocks_the_capital_section():
    """With a cloud on its Capital the owner performs none of the Capital-section actions, not even through a Power card
    that spends its Action Point on one (Reinforcements on Buy) (rulebook Toxic Cloud Module)."""
    state, _ = cloudy()
    player = state.players[SEAT]
    player.buildings.append("comms_tower")
    player.crystals = 3
    player.hand = ["reinforcements_1"]
    assert all(option(state, label).enabled for label in CAPITAL_SECTION)
    state.clouds = [player.capital]
    assert not any(option(state, label).enabled for label in CAPITAL_SECTION)
    assert not option(state, "Play a Power card").enabled
    assert option(state, "Move").enabled


def test_radioactivity_immunity_also_covers_the_clouds():
    """In the rulebook's words, "(including the Toxic Clouds)": no check for units under a cloud, and the immune
    player's units, Outposts and Capital act as if there were no cloud (rulebook Level 1 Upgrades, Radioactivity
    Immunity)."""
    state, hexes = cloudy()
    player = state.players[SEAT]
    player.upgrades.append("radioactivity_immunity")
    scout = units_of(state, SEAT)[0]
    scout.hex = hexes[5]
    state.outposts[hexes[0]] = Outpost(owner=SEAT, resource="water")
    state.clouds = [hexes[5], hexes[0], player.capital]
    assert option(state, "Explore").enabled and option(state, "Recycle").enabled
    assert option(state, "Collect taxes").enabled
    end_turn(state)
    state.clouds = [(scout.hex[0], scout.hex[1] + 1)]
    rig(state, 1, 1)  # seat 1's wind blows north onto the Scout; a 1 would lose it, were seat 0 checked at all
    end_turn(state)
    assert state.clouds == [scout.hex]
    assert state.unit(scout.id) is not None
    assert "Radiation" not in log_text(state)


def test_clouds_leave_neutral_units_alone():
    """In the rulebook's words, "The Toxic Clouds have no effect on neutral units" (rulebook Toxic Cloud Module)."""
    state, hexes = cloudy()
    state.neutrals[hexes[0]] = Neutral(source="raider_toll", piece="raiders")
    state.clouds = [hexes[1], hexes[0]]
    rig(state, 4, 1)  # south: the northern cloud drifts onto the neutral unit; then north, back again
    end_turn(state)
    assert hexes[0] in state.clouds
    end_turn(state)
    assert state.neutrals[hexes[0]] == Neutral(source="raider_toll", piece="raiders")


def test_automated_units_check_radioactivity_too():
    """At the start of an automated player's turn its units under a cloud (or on radioactivity) roll like anyone's;
    immunity spares them (rulebook Solo Mode; Map Tiles, Radioactivity Icon) (rules notes Automa 11)."""
    state = new(1, seed=3, automated="1", toxic_cloud="on")
    auto = 1
    hexes = lay(state, "inner_4", "map_14")
    army = add_unit(state, auto, "army", hexes[0])
    state.clouds = [hexes[0]]
    state.clouds = [hexes[1]]  # north of the Army
    rig(state, 4, 2)  # the human's end of turn: the wind blows south, onto the Army; then a 2 for it
    end_turn(state)
    assert state.unit(army.id) is None
    assert "Radiation: Automated player rolls 2 and loses the Army on" in log_text(state)


def test_immune_automated_units_do_not_check():
    """Level 1 Upgrades, Radioactivity Immunity, for an automated player too (rulebook Toxic Cloud Module) (rules notes
    Automa 11)."""
    state = new(1, seed=3, automated="1", toxic_cloud="on")
    auto = 1
    hexes = lay(state, "inner_4", "map_14")
    army = add_unit(state, auto, "army", hexes[0])
    state.players[auto].upgrades.append("radioactivity_immunity")
    state.clouds = [hexes[1]]
    rig(state, 4, 1)
    end_turn(state)
    assert state.unit(army.id) is not None and "Radiation" not in log_text(state)


def test_cloud_maker_places_a_cloud_near_own_units():
    """The 'Cloud Maker' Power cards place a cloud token (ours: a face-up space within 2 spaces of one of your units,
    rules notes 18) (rulebook Toxic Cloud Module)."""
    state, hexes = cloudy()
    add_unit(state, SEAT, "army", hexes[0])
    state.players[SEAT].hand = ["cloud_maker_1"]
    pick(state, "Play a Power card")
    mine = [u.hex for u in units_of(state, SEAT)]
    assert state.pending.prompt == "Where does the Toxic Cloud go?"
    assert all(min(board.distance(o.value, m) for m in mine) <= 2 for o in state.pending.options)
    pick_at(state, hexes[3])
    assert state.clouds == [hexes[3]] and state.clouds_left == 4
