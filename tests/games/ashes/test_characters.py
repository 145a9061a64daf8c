"""The twelve special characters (App. I)."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.rules import colony, main_actions
from engine.games.ashes.rules.additional import scout_cost
from engine.games.ashes.rules.scoring import colony_values
from engine.games.ashes.rules.setup import assign_character
from engine.games.ashes.rules.words import area_name, node_name

from .helpers import new_game, at_menu, labels, option, pick, started


def _with(character: str, seed: int = 61):
    s = started(2, seed)
    for p in s.players:
        p.slots = [[], [], [], []]
        p.fuel = p.data = p.antirad = 0
        p.materials = {m: 0 for m in p.materials}
        p.entrance = [0, 0]
        p.character = "char_climber"
    assign_character(s.players[0], character)
    return s


def test_salvager_trades_a_dose_for_a_level_one_material() -> None:
    # App. I Salvager: immediate action, 1 dose for any level I material
    s = _with("char_salvager")
    p = s.players[0]
    p.antirad = 1
    at_menu(s, 0)
    pick(s, "Trade an anti-rad dose")
    pick(s, "Take cable")
    assert p.antirad == 0 and p.materials["cable"] == 1


def test_tinkerer_swaps_gained_materials() -> None:
    # App. I Tinkerer: metal <-> plastic, mushroom <-> cable when gained
    s = _with("char_tinkerer")
    p = s.players[0]
    s.pending, s.stack = None, []
    s.push("gain_named", seat=0, material="metal")
    GAME.flow.settle(s)
    pick(s, "Take plastic")
    assert p.materials["plastic"] == 1 and p.materials["metal"] == 0


def test_dismantler_reverses_manufacture_once_per_turn() -> None:
    # App. I Dismantler: one material becomes the two below it (rules notes: once per turn)
    s = _with("char_dismantler")
    p = s.players[0]
    p.materials["tool"] = 1
    at_menu(s, 0)
    pick(s, "Break a material")
    pick(s, "Break tool")
    assert (p.materials["tool"], p.materials["plastic"], p.materials["metal"]) == (0, 1, 1)
    pick(s, "Manufacture")
    pick(s, "Make tool")
    assert option(s, "Break a material").why_not == "once per turn"


def test_climber_pink_paths_down() -> None:
    # App. I Climber: pink paths up or down
    s = _with("char_climber")
    p = s.players[0]
    p.strength_node = "st_3_middle"
    s.pending, s.stack = None, []
    s.push("descend", seat=0, n=1)
    GAME.flow.settle(s)
    assert sorted(labels(s)) == [f"Down to {node_name(n)}" for n in ("st_2_left", "st_2_middle", "st_2_right")]


def test_archivist_fourth_column_and_more_scoring_areas() -> None:
    # App. I Archivist: a fourth column scored like the others, 3/4/5 scoring areas
    s = _with("char_archivist")
    p = s.players[0]
    assert "extra" in p.columns and "extra_column" in colony_values(s, 0)
    assert colony.limit(p, "scoring_areas") == 3
    p.upgrades_used += ["upgrade_storage_1", "upgrade_storage_2"]
    assert colony.limit(p, "scoring_areas") == 5


def test_pilgrim_moves_for_happiness() -> None:
    # App. I Pilgrim: a move protocol paid with 4 happiness, never below the track
    s = _with("char_pilgrim")
    p = s.players[0]
    p.happiness = 3
    at_menu(s, 0)
    assert option(s, "Move your vehicle (4 happiness)").why_not == "needs 4 happiness, you have 3"
    p.happiness = 5
    at_menu(s, 0)
    pick(s, "Move your vehicle (4 happiness)")
    assert p.happiness == 1


def test_caretaker_scores_essential_income() -> None:
    # App. I Caretaker: 2 VP per essential survivor in a paying income pod at or below the disc
    s = _with("char_caretaker")
    p = s.players[0]
    p.shelter_cards = ["shelter_card_01"]  # pod 1 pays 2 fuel at 1
    p.pods = [[1, None]]
    p.happiness, p.vp = 1, 20
    s.pending, s.stack = None, []
    s.push("pass_happiness_income", seat=0)
    GAME.flow.settle(s)
    pick(s, "Take 1 active survivor")  # 8.1.2 the always-paid income, a reward that may be forgone (5.8)
    assert p.vp == 22 and p.fuel == 2
    p.happiness, p.vp, p.pods = 0, 20, [[1, None]]
    s.push("pass_happiness_income", seat=0)
    GAME.flow.settle(s)
    pick(s, "Take 1 active survivor")
    assert p.vp == 20  # a pod above the disc gives nothing


def test_caretaker_starts_with_an_essential_survivor() -> None:
    # App. I Caretaker: an essential survivor and the special technology at the start
    for seed in range(40):
        s = new_game(2, {"first_game": "no"}, seed)
        offers = s.character_offers
        if "char_caretaker" in offers[0]:
            break
    pick(s, "The Caretaker")
    while s.phase == "setup" and GAME.choice(s) is not None:
        GAME.apply(s, GAME.choice(s).enabled_indices()[0])
    p = s.players[0]
    assert p.entrance[1] >= 1 and any("tech_special_caretaker" in slot for slot in p.slots)


def test_engineer_never_takes_class_two_vehicle() -> None:
    # App. I Engineer: the class II vehicle upgrade is forbidden
    s = _with("char_engineer")
    p = s.players[0]
    p.upgrades_used.append("upgrade_vehicle_1")
    p.production["data"] = 2
    ok = {u: (o, why) for u, o, why in colony.upgrade_choices(p)}
    assert ok["upgrade_vehicle_2"] == (False, "your character may never take this upgrade")


def test_cartographer_swaps_tiles() -> None:
    # App. I Cartographer: pay 1 data to swap two area tiles (not sector IV without the class II vehicle)
    s = _with("char_cartographer")
    p = s.players[0]
    p.data = 1
    a, b = s.area_tiles["s1_a1"], s.area_tiles["s2_a3"]
    at_menu(s, 0)
    pick(s, "Swap two area tiles")
    sector_4 = {f"Swap the tile of {area_name(s, x)}" for x in s.areas if x.startswith("s4_")}
    assert sector_4 and not sector_4 & set(labels(s))
    pick(s, f"Swap the tile of {area_name(s, 's1_a1')}")
    pick(s, f"With the tile of {area_name(s, 's2_a3')}")
    assert (s.area_tiles["s1_a1"], s.area_tiles["s2_a3"]) == (b, a) and p.data == 0


def test_quartermaster_scouts_cheaply() -> None:
    # rules notes 38: the Quartermaster scouts for 1 strength
    s = _with("char_quartermaster")
    assert scout_cost(s.players[0]) == 1 and scout_cost(s.players[1]) == 2


def test_medic_recovers_first_survivor_free() -> None:
    # rules notes 38: the Medic's first recovered survivor costs no dose
    s = _with("char_medic")
    p = s.players[0]
    p.in_zones = 2
    s.pending, s.stack = None, []
    s.push("pass_recover_survivors", seat=0)
    GAME.flow.settle(s)
    assert labels(s)[0] == "Recover 1 survivor (pay 0 anti-rad doses)"


def test_broker_cycles_free_once_per_turn() -> None:
    # rules notes 38: one free shelter cycle per turn
    s = _with("char_broker")
    p = s.players[0]
    at_menu(s, 0)
    pick(s, "Cycle the shelter display (0 data)")
    assert option(s, "Cycle").why_not == "needs 1 data, you have 0"


def test_special_technology_and_build_helpers() -> None:
    # App. I special technologies go to a slot at the start (setup), like any technology
    s = _with("char_salvager")
    assert main_actions.disc_cost(s, 0) == 2
