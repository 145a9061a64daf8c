"""Scenario tests of Explore and the Exploration Events: choice events (either option), encounters (a neutral unit
on the encounter space) and Combat Against a Neutral Unit (strength revealed at the end, reward, removal)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.core.scenario import Pick
from engine.games.wastelands.game import GAME
from engine.games.wastelands.rules import board

from .helpers import add_unit, explore, labels, log_text, new, option, pick, rig, script, slot_index, units_of

SEAT = 0


@pytest.mark.parametrize("label,gained", [("Drain the tanks", ("water", 2)), ("Crack the box", ("crystal", 1))])
def test_a_choice_event_gives_the_option_taken(label, gained):
    """Flip a face-down tile next to a Scout (1 Action Point, once per turn), then resolve the Exploration Event; a
    choice event offers two options (rulebook Explore)."""
    state = new()
    player = state.players[SEAT]
    script(state, Pick("abandoned_depot"))
    explore(state, "inner_0")
    assert state.slots[slot_index(state, "inner_0")].face_up and player.tiles_explored == 1
    assert labels(state) == ["Drain the tanks: gain 2 Water.", "Crack the box: gain 1 Crystal."]
    pick(state, label)
    what, amount = gained
    have = player.crystals if what == "crystal" else player.resources[what]
    assert have == 1 + amount
    assert state.turn.ap == 3 and "abandoned_depot" in state.event_discard
    assert not option(state, "Explore").enabled


def encounter_space(state, slot: str, tile: str | None = None):
    """The space with the encounter icon on the tile lying in `slot` (or on `tile`, as it would lie there unturned)."""
    place = state.slots[slot_index(state, slot)]
    if tile is not None:
        place = dataclasses.replace(place, tile=tile, rotation=0)
    return next(h for h, _, icons in board.tile_spaces(place) if "encounter" in icons)


def encounter(event: str, tile: str = "map_01"):
    """Seat 0 explores inner_0 (drawing `tile`) and meets `event`; its Army stands next to the neutral unit."""
    state = new()
    script(state, Pick(tile), Pick(event))
    explore(state, "inner_0")
    spot = encounter_space(state, "inner_0")
    beside = next(h for h in board.neighbours(spot) if board.is_valid_end(state, h, SEAT)
                  and state.terrain[h] != "desert")
    army = add_unit(state, SEAT, "army", beside)
    return state, spot, army


def test_an_encounter_places_a_neutral_unit_on_the_encounter_space():
    """An encounter puts a neutral unit on the tile's encounter space (rulebook Explore; Map Tiles, Encounter Icon)."""
    state, spot, _ = encounter("raider_toll")
    assert state.neutrals[spot].source == "raider_toll" and state.neutrals[spot].piece == "raiders"
    assert "raider_toll" not in state.event_discard  # the card stays with its unit
    assert not board.is_valid_end(state, spot, SEAT)


def test_defeating_a_neutral_unit_gives_its_reward_and_removes_it():
    """Its power card stays hidden until the end of the combat; once defeated it gives the card's reward (no default
    Military Prestige for the combat: rules notes 16) and leaves the map (rulebook Combat Against a Neutral Unit)."""
    state, spot, army = encounter("raider_toll")  # basic rank +1; reward: 1 Military Prestige and a Loot roll
    script(state, Pick("war_hero_1"), Pick("supply_drop_1"))  # the neutral unit draws first: War Hero, basic 1
    pick(state, "Attack")
    assert state.combat.defender.card == "war_hero_1"
    assert GAME.view(state, SEAT).combat.defender.card != "war_hero_1"
    rig(state, 5)  # the Loot die: a Crystal
    pick(state, "Commit 0")
    assert "Combat: attacker 5 against defender 2." in log_text(state)
    assert spot not in state.neutrals and "raider_toll" in state.event_discard
    assert state.players[SEAT].prestige == 1 and state.players[SEAT].crystals == 2
    assert state.unit(army.id) is not None and state.players[SEAT].neutrals_defeated == 1


def test_a_neutral_units_die_is_rolled_at_the_reveal():
    """In the rulebook's words, "the combat strength of the neutral unit will be revealed at the end of the combat": a
    d6 strength is rolled after the attacker has picked its card and Leader cubes (rulebook Combat Against a Neutral
    Unit) (rules notes R13)."""
    state, spot, army = encounter("mutant_nest")  # d6 + 0
    state.players[SEAT].hand, state.power_deck = ["supply_drop_1"], []  # nothing to draw: only a die could draw
    draws = state.rng.draws
    pick(state, "Attack")
    assert state.combat.defender.fixed == 0 and state.rng.draws == draws
    rig(state, 6, 1)
    pick(state, "Commit 0")
    assert "The d6 for the neutral unit shows 6." in log_text(state)
    assert "Combat: attacker 5 against defender 6." in log_text(state)


def test_losing_against_a_neutral_unit_costs_the_army():
    """The defeated Army leaves the map, the neutral unit stays, and nobody gains Military Prestige (rulebook Combat
    Against a Neutral Unit) (rules notes R12)."""
    state, spot, army = encounter("raider_toll")
    script(state, Pick("supply_drop_1"), Pick("war_hero_1"))  # the neutral unit: basic 4 + 1
    pick(state, "Attack")
    pick(state, "Commit 0")
    assert "Combat: attacker 2 against defender 5." in log_text(state)
    assert state.unit(army.id) is None and spot in state.neutrals
    assert state.players[SEAT].prestige == 0 and not units_of(state, SEAT, "army")


def test_no_neutral_unit_on_an_occupied_encounter_space():
    """The unit must go on the encounter space; with it taken, the encounter passes (rulebook Explore; Encounter Icon)."""
    state = new()
    spot = encounter_space(state, "inner_0", "map_01")
    add_unit(state, 1, "scout", spot)
    script(state, Pick("map_01"), Pick("raider_toll"))
    explore(state, "inner_0")
    assert not state.neutrals and "raider_toll" in state.event_discard
