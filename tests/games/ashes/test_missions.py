"""Missions (10.2.3) and milestones (10.2.2, App. IV, App. III)."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.rules import missions

from .helpers import at_menu, blank, pick, space_on


def _turn(players: int = 2, seed: int = 41):
    return blank(players, seed)


def test_vehicle_position_requirement() -> None:
    # 10.2.3 the vehicle must be in the sector equal to the round (the starting shelter is in sector 1)
    s = _turn()
    p = s.players[0]
    p.hand = ["mission_13"]  # vehicle position, no cost: rest
    assert missions.mission_why(s, 0, "mission_13") is None
    s.round = 2
    assert missions.mission_why(s, 0, "mission_13") == "your vehicle must be in sector 2"
    p.vehicle = "s2_a3"
    assert missions.mission_why(s, 0, "mission_13") is None
    s.round = 3
    assert missions.mission_why(s, 0, "mission_13") is not None  # not higher, not lower: equal


def test_power_shelter_requirement_flips_once() -> None:
    # 10.2.3 power up one of your shelters in the round's sector; never the same shelter twice
    s = _turn()
    p = s.players[0]
    p.hand = ["mission_19", "mission_20"]  # power shelter, no cost: score a column
    assert missions.mission_why(s, 0, "mission_19").startswith("needs an unpowered shelter")
    space = space_on(s, "site_1")
    s.construction[space] = 0
    p.discs_built = 1
    p.columns["blue"] = ["x", "y"]
    p.vp = 20
    at_menu(s, 0)
    pick(s, "Complete a mission")
    pick(s, "Complete")
    assert p.powered == [space] and p.vp == 26 and "mission_19" in p.completed
    assert missions.mission_why(s, 0, "mission_20").startswith("needs an unpowered shelter")


def test_mission_costs_are_mandatory() -> None:
    # 5.8 / 10.2.3 costs cannot be skipped: a mission you cannot pay is unavailable
    s = _turn()
    p = s.players[0]
    p.hand = ["mission_01"]  # pay 2 fuel
    assert missions.mission_why(s, 0, "mission_01") == "needs 2 fuel, you have 0"
    p.fuel, p.vp = 2, 20
    at_menu(s, 0)
    pick(s, "Complete a mission")
    pick(s, "Complete")
    assert p.fuel == 0 and p.vp == 24 and p.data == 1


def test_mission_grants_main_action() -> None:
    # App. VI a mission reward can be a main action
    s = _turn()
    p = s.players[0]
    p.hand = ["mission_13"]
    at_menu(s, 0)
    pick(s, "Complete a mission")
    pick(s, "Complete")
    assert GAME.choice(s).prompt == "Choose a main action"
    assert [o.label for o in GAME.choice(s).options][:2] == ["Rest (+2 happiness, +1 fuel)", "Skip this main action"]


def test_milestone_example() -> None:
    # 10.2.2 example: pay 2 data, place an upgrade, score level I materials x silver (1) = 2 VP, move the disc
    s = _turn()
    p = s.players[0]
    row = "light_blue"
    s.milestones = {"dark_blue": "milestone_happiness_8", row: "milestone_missions_3", "pink": "milestone_closed_2"}
    s.milestone_tiles[row] = "scoring_mat_1"
    s.knowledge[row] = 4  # silver
    p.completed = ["mission_01", "mission_02", "mission_03"]
    p.materials["plastic"] = p.materials["metal"] = 1
    p.data, p.vp = 2, 20
    at_menu(s, 0)
    pick(s, "Claim a milestone")
    pick(s, "Veteran")
    GAME.apply(s, GAME.choice(s).enabled_indices()[0])  # an upgrade tile
    assert p.data == 0 and p.vp == 22 and s.knowledge[row] == 5 and s.claims[row] == [0]
    assert len(p.upgrades_used) == 1


def test_milestone_capped_at_twelve_and_space_limits() -> None:
    # 10.2.2 the milestone score is capped at 12 VP; second claimer pays 3 data; no claim when the tile is full
    s = _turn(4, 42)
    p = s.players[0]
    row = "pink"
    s.milestones[row] = "milestone_happiness_8"
    s.milestone_tiles[row] = "scoring_mat_1"
    s.knowledge[row] = 9
    p.materials = {m: (3 if m in ("plastic", "metal", "cable", "mushroom") else 0) for m in p.materials}
    assert missions.milestone_score(s, 0, row) == 12
    s.claims[row] = [2]
    assert missions.milestone_cost(s, row) == 3
    s.claims[row] = [2, 3]
    p.happiness, p.data = 9, 5
    assert missions.milestone_why(s, 0, row) == "no space left on the achievement tile"


def test_two_player_milestones_take_one_claim() -> None:
    # 10.2.2 in a two-player game only one player claims each milestone
    s = _turn()
    assert set(s.achievement_spaces.values()) == {1}
    row = "dark_blue"
    s.claims[row] = [1]
    assert missions.milestone_why(s, 0, row) == "no space left on the achievement tile"


def test_milestone_conditions() -> None:
    # App. IV conditions: happiness 8, 2 upgrades, 3 shelters, 3 missions, 2 closed cards, 3 level II materials
    s = _turn()
    p = s.players[0]
    for stone, setup in (("milestone_happiness_8", lambda: setattr(p, "happiness", 8)),
                         ("milestone_shelters_3", lambda: setattr(p, "discs_built", 3)),
                         ("milestone_mat2_3", lambda: p.materials.update(tool=1, grow_lamp=1, circuit_board=1))):
        s.milestones["pink"] = stone
        assert not missions.condition_met(s, 0, "pink")
        setup()
        assert missions.condition_met(s, 0, "pink")


def test_immediate_action_between_mission_rewards() -> None:
    # 10.2.3 an immediate action may be performed between two rewards, after the first is fully resolved
    s = _turn()
    p = s.players[0]
    p.hand = ["mission_16"]  # pay a metal: gain a tool, then 2 VP
    p.materials["metal"] = 1
    p.materials["plastic"] = 1
    p.materials["circuit_board"] = 1
    at_menu(s, 0)
    pick(s, "Complete a mission")
    pick(s, "Complete")
    assert GAME.choice(s).prompt.startswith("Before the next reward")
    pick(s, "Continue")
    assert p.materials["tool"] == 1 and p.materials["metal"] == 0
