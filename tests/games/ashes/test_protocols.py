"""Protocols (8.): pass and its four steps, moving the vehicle, activating a survivor."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.catalog import catalog
from engine.games.ashes.rules.words import area_name

from .helpers import at_menu, blank, labels, option, pick


def _fresh(players: int = 2, seed: int = 11):
    return blank(players, seed)


# ------------------------------------------------------------------ 8.1 pass

def test_recover_example() -> None:
    # 8.1.1 example: recover two survivors for two doses, the third returns to the bag for 1 happiness
    s = _fresh()
    p = s.players[0]
    p.in_zones, p.antirad, p.happiness = 3, 2, 5
    bag = s.bag[0]
    at_menu(s, 0)
    pick(s, "Pass")
    assert labels(s)[0] == "Recover 2 survivors (pay 2 anti-rad doses)"
    pick(s, "Recover 2")
    pick(s, "Take 1 active survivor")  # 8.1.2 the always-paid income, offered as a reward (5.8)
    # 2 recovered + 1 from the always-paid income (8.1.2); one returned to the bag, one drawn from it
    assert p.entrance[0] == 3 and p.antirad == 0 and p.happiness == 4 and s.bag[0] == bag


def test_income_bottom_up_example() -> None:
    # 8.1.2 example: 1 active survivor, then +2 happiness, which reaches a higher pod that pays a circuit board
    s = _fresh()
    p = s.players[0]
    p.happiness = 2
    p.shelter_cards = ["shelter_card_02", "shelter_card_03"]  # slot 1 (base 0), slot 2 (base 3)
    p.pods = [[0, None], [None, 0]]  # card 02 pod 1 pays +2 happiness at 2; card 03 pod 2 pays a circuit board at 6
    s.pending, s.stack = None, []
    s.push("pass_happiness_income", seat=0)
    GAME.flow.settle(s)
    pick(s, "Take 1 active survivor")  # (1) the always-paid income first, a reward that may be forgone (5.8)
    assert p.entrance[0] == 1 and p.happiness == 4 and p.materials["circuit_board"] == 0
    p.happiness = 4
    p.pods = [[0, None], [None, 0]]
    p.shelter_cards = ["shelter_card_02", "shelter_card_14"]  # card 14 pod 1 pays a tool at 3 + 3 = 6
    p.pods = [[0, None], [0, None]]
    s.push("pass_happiness_income", seat=0)
    GAME.flow.settle(s)
    pick(s, "Take 1 active survivor")
    assert p.happiness == 6 and p.materials["tool"] == 1


def test_colony_scoring_example() -> None:
    # 8.1.3 example: two areas, two closed columns for 6 + 3 VP; materials capped at 2 VP initially
    s = _fresh()
    p = s.players[0]
    p.columns["blue"] = ["shelter_card_01", "shelter_card_02"]
    p.columns["red"] = ["shelter_card_03"]
    p.materials["tool"], p.materials["grow_lamp"] = 1, 1
    p.vp = 20
    s.pending, s.stack = None, []
    s.push("pass_colony_scoring", seat=0)
    GAME.flow.settle(s)
    assert option(s, "Score materials").label == "Score materials: 2 victory points"
    assert not option(s, "Score the yellow column").enabled  # scores nothing
    pick(s, "Score the blue column")
    pick(s, "Score the red column")
    assert GAME.choice(s) is None or "Colony scoring" not in GAME.choice(s).prompt
    assert p.vp == 29


def test_colony_scoring_without_a_real_choice() -> None:
    # 8.1.3 / rules notes 56: every paying area within the limit is scored without asking
    s = _fresh()
    p = s.players[0]
    p.columns["blue"] = ["shelter_card_01"]
    p.vp = 20
    s.pending, s.stack = None, []
    s.push("pass_colony_scoring", seat=0)
    GAME.flow.settle(s)
    assert GAME.choice(s) is None and p.vp == 23


def test_turn_order_example_and_occupied_spaces() -> None:
    # 8.1.4 example: first place on the next row gives 1 data... on the top row (round 2 passes)
    s = _fresh()
    s.round = 2
    s.next_order = {}
    s.pending, s.stack = None, []
    s.push("pass_turn_order", seat=0)
    GAME.flow.settle(s)
    pick(s, "Position 1")
    assert s.next_order == {1: 0} and s.players[0].data == 1
    s.push("pass_turn_order", seat=1)
    GAME.flow.settle(s)
    assert not option(s, "Position 1").enabled and option(s, "Position 1").why_not == "another vehicle is there"


def test_three_player_turn_order_blocks_position_four() -> None:
    # 4. / 8.1.4 the far-right positions are not used with 3 players
    s = _fresh(3)
    s.pending, s.stack = None, []
    s.push("pass_turn_order", seat=0)
    GAME.flow.settle(s)
    assert not option(s, "Position 4").enabled


def test_passed_player_takes_no_more_actions() -> None:
    # 8.1 after passing no further actions this round
    s = _fresh()
    at_menu(s, 0)
    pick(s, "Pass")
    while GAME.choice(s) is not None and GAME.choice(s).seat == 0:
        GAME.apply(s, GAME.choice(s).enabled_indices()[0])
    assert s.players[0].passed


# ------------------------------------------------------------------ 8.2 move

def test_move_costs_two_fuel() -> None:
    # 8.2 pay two fuel to move
    s = _fresh()
    at_menu(s, 0)
    assert not option(s, "Move your vehicle").enabled
    assert option(s, "Move your vehicle").why_not == "needs 2 fuel, you have 0"
    s.players[0].fuel = 2
    at_menu(s, 0)
    pick(s, "Move your vehicle")
    assert s.players[0].fuel == 0 and "Move your vehicle" in GAME.choice(s).prompt


def test_move_carries_survivors_and_activates_tile() -> None:
    # 8.2 example: pick up and drop at each step within cargo, then activate the destination tile
    s = _fresh(2, 12)
    p = s.players[0]
    p.fuel = 2
    for a in s.areas:
        s.survivors[a] = [0, 0]
    s.survivors["s1_a3"] = [2, 0]
    s.survivors["s1_a4"] = [0, 0]
    tile = s.area_tiles["s1_a4"]
    at_menu(s, 0)
    pick(s, "Move your vehicle")
    pick(s, f"Move to {area_name(s, 's1_a3')}")  # leaving the starting shelter counts as one step
    pick(s, "Load an active")
    pick(s, "Load an active")
    assert not option(s, "Load an active").enabled  # nothing left here
    pick(s, f"Move to {area_name(s, 's1_a4')}")
    assert not option(s, f"Move to {area_name(s, 's1_a3')}").enabled  # no movement left with 2 steps
    pick(s, "Stop here")
    assert p.vehicle == "s1_a4" and s.survivors["s1_a4"] == [2, 0] and s.survivors["s1_a3"] == [0, 0]
    assert "s1_a4" in s.spent
    assert catalog().area_tiles[tile] is not None


def test_red_lines_and_sector_four() -> None:
    # 8.2 red lines are impassable; App. II sector IV needs the class II vehicle upgrade
    from engine.games.ashes.rules.protocols import neighbours
    s = _fresh(4, 13)
    assert "s1_a5" not in neighbours(s, 0, "s1_a3")  # red line s1_a3 | s1_a5
    assert "s4_a1" not in neighbours(s, 0, "s3_a2")
    s.players[0].upgrades_used += ["upgrade_vehicle_1", "upgrade_vehicle_2"]
    assert "s4_a1" in neighbours(s, 0, "s3_a2")


def test_spent_tile_pays_its_flip_side() -> None:
    # 7.1.3 / rules notes 17 an activated tile shows its spent side until the round setup
    s = _fresh(2, 14)
    p = s.players[0]
    p.fuel = 4
    s.area_tiles["s1_a3"] = "area_1_2"  # main: 3 fuel, flip: 1 fuel
    at_menu(s, 0)
    pick(s, "Move your vehicle")
    pick(s, f"Move to {area_name(s, 's1_a3')}")
    pick(s, "Stop here")
    assert p.fuel == 4 - 2 + 3
    at_menu(s, 0)
    pick(s, "Move your vehicle")
    pick(s, "Stop here")  # 8.2 you may end where you started; the tile now pays its spent side
    assert p.fuel == 5 - 2 + 1


# ------------------------------------------------------------------ 8.3 activate

def test_activation_needs_an_active_survivor_and_free_zone() -> None:
    # 8.3 an active survivor from the entrance; never the same zone twice a round; 3 activations at first
    s = _fresh()
    p = s.players[0]
    at_menu(s, 0)
    assert option(s, "Activate").why_not == "no active survivor at your colony entrance"
    p.entrance = [1, 0]
    p.zones_used = [1, 2, 3]
    at_menu(s, 0)
    assert option(s, "Activate").why_not == "you already activated 3 survivors this round"
    p.zones_used = [1]
    at_menu(s, 0)
    pick(s, "Activate")
    assert not option(s, "Zone 1").enabled


def test_activation_slot_then_production_then_main_action() -> None:
    # 8.3.1 slot rewards top to bottom, 8.3.2 production by the disc height (+2 VP at the top), 8.3.3 main action
    s = _fresh()
    p = s.players[0]
    p.entrance = [1, 0]
    p.slots = [[], ["tech_prod_01"], [], []]  # +2 fuel
    p.production["fuel"] = 4  # top: 3 fuel and 2 VP (8.3.2 example)
    p.vp = 20
    at_menu(s, 0)
    pick(s, "Activate")
    pick(s, "Zone 2")
    assert p.fuel == 5 and p.vp == 22 and GAME.choice(s).prompt == "Choose a main action"
    pick(s, "Rest")
    assert p.fuel == 6 and p.in_zones == 1 and 2 in p.zones_used


def test_zone_one_takes_a_mission() -> None:
    # 8.3.2 position 1: take a mission card and refill the display
    s = _fresh()
    p = s.players[0]
    p.entrance = [1, 0]
    at_menu(s, 0)
    pick(s, "Activate")
    pick(s, "Zone 1")
    card = s.mission_display[2]
    GAME.apply(s, 2)
    assert card in p.hand and card not in s.mission_display and len(s.mission_display) == 4


def test_move_example_three_spaces_three_cargo() -> None:
    # 8.2 example: with the class I vehicle (3 spaces, 3 survivors) carry two survivors one space, leave them,
    # pick up three there and take them to the destination, which is then activated
    s = _fresh(4, 15)
    p = s.players[0]
    p.fuel = 2
    p.upgrades_used.append("upgrade_vehicle_1")
    for a in s.areas:
        s.survivors[a] = [0, 0]
    s.survivors["s1_a3"] = [2, 0]
    s.survivors["s1_a4"] = [2, 1]
    p.vehicle = "s1_a3"
    at_menu(s, 0)
    pick(s, "Move your vehicle")
    assert "3 steps left" in GAME.choice(s).prompt
    pick(s, "Load an active")
    pick(s, "Load an active")
    pick(s, f"Move to {area_name(s, 's1_a4')}")
    pick(s, "Unload an active")
    pick(s, "Unload an active")
    assert not option(s, "Load an active").enabled  # not the kind just unloaded here
    pick(s, "Load an essential")
    pick(s, f"Move to {area_name(s, 's1_a6')}")  # the two unloaded actives stay behind
    pick(s, "Stop here")
    assert s.survivors["s1_a4"] == [4, 0] and s.survivors["s1_a6"] == [0, 1] and p.vehicle == "s1_a6"
