"""Scenario tests of Power cards: Sabotage, and Rain of Fire played on another player's turn (FAQ; rules notes R10,
R13): when the window opens, who is asked, playing the card, and what the other seats' views show."""

from __future__ import annotations

from engine.core.scenario import Pick
from engine.games.wastelands.game import GAME
from engine.games.wastelands.rules import board

from .helpers import (
    add_unit, pick_at, end_turn, field, labels, log_text, new, option, pick, prompt, put_on_top, rig, script,
                      units_of)

SEAT, OTHER = 0, 1
RAIN = "Rain of Fire: strike"


# ---------------------------------------------------------------- Sabotage


def saboteur():
    """Seat 0 holds Sabotage and has an Army next to seat 1's Capital, which has a Tech Lab and a Market."""
    state = new()
    capital = state.players[OTHER].capital
    beside = next(h for h in board.neighbours(capital) if board.is_valid_end(state, h, SEAT))
    army = add_unit(state, SEAT, "army", beside)
    state.players[SEAT].hand = ["sabotage_1"]
    state.players[OTHER].buildings = ["tech_lab", "market"]
    state.players[OTHER].upgrades = ["extra_action"]
    return state, army


def test_sabotage_destroys_a_building_of_the_capital_next_to_an_army():
    """Sabotage spends 1 Action Point on Attack; a destroyed Tech Lab leaves the level 2 upgrades already acquired
    (rulebook Power Cards, Action Section; Tech Lab)."""
    state, _ = saboteur()
    pick(state, "Play a Power card")
    assert labels(state) == ["Destroy {seat:1}'s Tech Lab", "Destroy {seat:1}'s Market"]
    pick(state, "Destroy {seat:1}'s Tech Lab")
    assert state.players[OTHER].buildings == ["market"]
    assert state.players[OTHER].upgrades == ["extra_action"]
    assert state.turn.ap == 3 and state.turn.used["attack"] == 1
    assert state.players[SEAT].hand == [] and "sabotage_1" in state.power_discard


def test_sabotage_needs_an_army_next_to_the_capital_and_an_attack_socket():
    """A card that spends an Action Point on an action needs a free socket of it (rulebook Power Cards, Action Section)."""
    state, army = saboteur()
    state.turn.used["attack"] = 2
    assert not option(state, "Play a Power card").enabled
    state.turn.used["attack"] = 0
    army.hex = field(state, "inner_0")[0]
    assert not option(state, "Play a Power card").enabled


# ---------------------------------------------------------------- Rain of Fire on another player's turn


def standoff(seed: int = 1, players: int = 2, **options: str):
    """Seat 0 holds Rain of Fire, with an Army on inner_0; seat 1 has an Army two spaces from it. Seat 0 is at its
    action menu, so seat 1's turn comes next."""
    state = new(players, seed, **options)
    hexes = field(state, "inner_0") + field(state, "inner_1")
    add_unit(state, SEAT, "army", hexes[0])
    target = add_unit(state, OTHER, "army", at_distance(hexes, hexes[0], 2)[0])
    state.players[SEAT].hand = ["rain_of_fire_1"]
    return state, hexes, target


def at_distance(hexes: list, origin, spaces: int) -> list:
    """The spaces of `hexes` exactly `spaces` away from `origin`."""
    return [h for h in hexes if board.distance(h, origin) == spaces]


def test_rain_of_fire_is_offered_when_another_players_turn_begins():
    """Rain of Fire may be played on another player's turn; the holder is asked before that player's first action, with
    the targets in range and Not now (rulebook FAQ) (rules notes R10)."""
    state, _, target = standoff()
    end_turn(state)
    assert state.pending.seat == SEAT and state.turn.seat == OTHER
    assert prompt(state) == "During {seat:1}'s turn: play Rain of Fire now?"
    assert labels(state) == [f"{RAIN} {{seat:1}}'s Army on {board.place(state, target.hex)}", "Not now"]
    pick(state, "Not now")
    assert state.pending.seat == OTHER and prompt(state).startswith("Choose an action")


def test_no_question_without_the_card_or_without_a_target():
    """The window costs no decision unless it matters (rulebook Power Cards) (rules notes R10)."""
    state, _, target = standoff()
    state.players[SEAT].hand = ["war_hero_1"]  # a card, but not one for another player's turn
    end_turn(state)
    assert state.pending.seat == OTHER
    state, _, target = standoff()
    target.hex = state.players[OTHER].capital
    target.hex = next(h for h in board.neighbours(target.hex) if board.is_valid_end(state, h, OTHER))  # far away
    end_turn(state)
    assert state.pending.seat == OTHER


def test_asked_again_only_when_an_action_brings_a_new_target_into_range():
    """After a declared action has resolved, the holder may play the card; it is asked again only when the action
    brought something new within range (rulebook FAQ) (rules notes R10)."""
    state, hexes, target = standoff()
    end_turn(state)
    pick(state, "Not now")
    pick(state, "Collect taxes")  # nothing new in range: straight back to the action menu
    assert state.pending.seat == OTHER
    scout = units_of(state, OTHER, "scout")[0]
    near = [h for h in at_distance(hexes, hexes[0], 2) if h != target.hex]
    scout.hex, there = next((a, b) for a in at_distance(hexes, hexes[0], 3) for b in near if board.distance(a, b) == 1)
    pick(state, "Move")
    pick(state, "Move the Scout")
    pick_at(state, there, "To ")  # three spaces away, then two
    assert state.pending.seat == SEAT
    assert len([o for o in state.pending.options if o.label.startswith(RAIN)]) == 2


def test_playing_rain_of_fire_on_another_turn():
    """The strike (1D6+1, rolled at the reveal) against the defender's normal strength; a won strike gives the normal
    rewards; the turn goes on where it was (rulebook FAQ) (rules notes R13)."""
    state, _, target = standoff()
    end_turn(state)
    script(state, Pick("war_hero_1"))  # the defender's card: basic 1
    pick(state, RAIN)
    assert state.players[SEAT].hand == [] and "rain_of_fire_1" in state.power_discard
    assert state.combat.attacker.fixed == 1  # the printed +1; the die is not rolled yet
    rig(state, 6, 1)  # the strike's d6, then the Loot die: water
    pick(state, "Commit 0")  # the defender's secret Leader cubes
    assert "The d6 for {seat:0} shows 6." in log_text(state)
    assert "Combat: attacker 7 against defender 1." in log_text(state)
    assert state.unit(target.id) is None
    assert state.players[SEAT].prestige == 2  # attacking + defeating an Army
    assert state.players[SEAT].resources["water"] == 2
    assert state.turn.seat == OTHER and state.turn.combats_won == 0
    assert state.pending.seat == OTHER and prompt(state).startswith("Choose an action")


def test_rain_of_fire_adds_nothing_to_its_strike():
    """In the rulebook's words, "No more modifiers will be applied" to the strike; the defender keeps its own (rulebook
    FAQ) (rules notes 18)."""
    state, _, target = standoff()
    state.players[SEAT].buildings.append("comms_tower")
    state.players[SEAT].upgrades.append("combat_training")
    state.players[SEAT].prestige = 3
    state.players[OTHER].buildings.append("comms_tower")
    end_turn(state)
    script(state, Pick("war_hero_1"))
    pick(state, RAIN)
    rig(state, 3, 1)
    pick(state, "Commit 0")
    assert "Combat: attacker 4 against defender 2." in log_text(state)


def test_a_lost_rain_of_fire_costs_nothing():
    """In the rulebook's words, "Losing an attack using the 'Rain of Fire' ... doesn't have negative consequences"
    (rulebook FAQ)."""
    state, _, target = standoff()
    end_turn(state)
    script(state, Pick("supply_drop_1"))  # basic 4
    pick(state, RAIN)
    rig(state, 1)
    pick(state, "Commit 0")
    assert "Combat: attacker 2 against defender 4." in log_text(state)
    assert state.unit(target.id) is not None and len(units_of(state, SEAT, "army")) == 1
    assert state.players[SEAT].prestige == 1  # attacking (rules notes R12)


def test_views_do_not_show_the_holders_hand():
    """Hidden information: while the holder decides, the active player's view rebuilds the same question without the
    holder's cards (rulebook Power Cards) (rules notes R10)."""
    state, _, _ = standoff()
    state.players[SEAT].hand = ["rain_of_fire_2", "war_hero_1"]
    end_turn(state)
    seen = GAME.view(state, OTHER)
    assert seen.players[SEAT].hand != state.players[SEAT].hand
    assert [o.label for o in seen.pending.options] == labels(state)


def test_automated_turns_open_the_window_but_automated_players_never_play():
    """An automated player's turn opens the window too (its exploration brings no new target, so there is no second
    question); it never plays the Rain of Fire it holds (rulebook FAQ) (rules notes R10 and Automa 9)."""
    state, _, target = standoff(seed=3, players=1, automated="1")
    state.players[OTHER].hand = ["rain_of_fire_2"]
    end_turn(state)
    assert state.pending.seat == SEAT and state.turn.seat == OTHER
    pick(state, "Not now")
    assert "Automated player explores tile" in log_text(state)
    assert state.turn.seat == SEAT and prompt(state).startswith("Choose an action")
    assert state.players[OTHER].hand == ["rain_of_fire_2"]


def test_an_automated_army_placed_in_range_opens_the_window_again():
    """In the rulebook's words, "wait until that action is resolved": the automated player's Army is placed first, then
    the holder may strike it (rulebook FAQ) (rules notes R10)."""
    state = new(1, 3, automated="1")
    home = state.slots[board.capital_slot(state, OTHER)]
    ring = next(h for h in board.slot_hexes(home) if board.is_valid_end(state, h, SEAT))
    add_unit(state, SEAT, "army", ring)  # every space of the automated Capital tile is within 2
    state.players[SEAT].hand = ["rain_of_fire_1"]
    put_on_top(state, "auto_b4")  # drawn first: Place an Army next to its Capital
    end_turn(state)
    pick(state, "Not now")  # before its action: its Scout is in range
    army = units_of(state, OTHER, "army")[0]
    assert state.pending.seat == SEAT and state.turn.seat == OTHER
    assert f"{RAIN} Automated player's Army on {board.place(state, army.hex)}" in labels(state)
