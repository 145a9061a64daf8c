"""General concepts (5.): resources, strength tree, materials, VP floor, happiness over/underflow, limits."""

from __future__ import annotations

from engine.games.ashes.rules import colony
from engine.games.ashes.rules.strength import climb_paths
from engine.games.ashes.rules.words import node_name
from engine.games.ashes.game import GAME

from .helpers import at_menu, labels, pick, started


def test_vp_never_below_zero() -> None:
    # 5.4 your score can never go below 0
    s = started()
    s.players[0].vp = 3
    colony.add_vp(s, 0, -10)
    assert s.players[0].vp == 0


def test_happiness_overflow_scores_one_vp_per_step() -> None:
    # 5.5 gain 1 VP for every step you cannot move up past 9
    s = started()
    p = s.players[0]
    p.happiness, p.vp = 8, 20
    colony.change_happiness(s, 0, 3)
    assert (p.happiness, p.vp) == (9, 22)


def test_happiness_underflow_loses_two_vp_per_step() -> None:
    # 5.5 lose 2 VP for every step you cannot move down past 0
    s = started()
    p = s.players[0]
    p.happiness, p.vp = 1, 20
    colony.change_happiness(s, 0, -4)
    assert (p.happiness, p.vp) == (0, 14)


def test_strength_example_plastic_then_metal() -> None:
    # 5.2 example: climbing two spaces gains a plastic and a metal (path st_1_left > st_2_middle)
    s = started()
    p = s.players[0]
    p.materials = {m: 0 for m in p.materials}
    paths = climb_paths(p, 2)
    assert ["st_1_left", "st_2_middle"] in paths
    at_menu(s, 0)
    s.pending = None
    s.stack = []
    s.push("climb", seat=0, n=2)
    GAME.flow.settle(s)
    pick(s, f"Climb to {node_name('st_1_left')}, then {node_name('st_2_middle')}:")
    assert p.strength_node == "st_2_middle" and p.materials["plastic"] == 1 and p.materials["metal"] == 1


def test_moving_down_gains_nothing_and_picks_a_path() -> None:
    # 5.2 spending strength moves the marker down a chosen path without rewards
    s = started()
    p = s.players[0]
    p.strength_node = "st_3_middle"
    before = dict(p.materials), p.fuel, p.data
    s.pending, s.stack = None, []
    s.push("descend", seat=0, n=2)
    GAME.flow.settle(s)
    assert sorted(labels(s)) == [f"Down to {node_name(n)}" for n in ("st_1_left", "st_1_right")]
    pick(s, f"Down to {node_name('st_1_right')}")
    assert p.strength_node == "st_1_right" and (dict(p.materials), p.fuel, p.data) == before


def test_pink_paths_only_for_the_climber() -> None:
    # App. I / 5.1 pink paths need the character that allows them
    s = started()
    p = s.players[0]
    p.strength_node, p.character = "st_2_left", "char_tinkerer"
    assert all(path[0] != "st_3_middle" for path in climb_paths(p, 1))
    p.character = "char_climber"
    assert ["st_3_middle"] in climb_paths(p, 1)


def test_material_slot_capacity() -> None:
    # 5.3 each storage slot holds one cube at first; App. II materials upgrades raise it to 2 and 3
    s = started()
    p = s.players[0]
    p.materials["tool"] = 1
    assert not colony.gain_material(s, 0, "tool")
    p.upgrades_used.append("upgrade_materials_1")
    assert colony.gain_material(s, 0, "tool") and p.materials["tool"] == 2
    p.upgrades_used.append("upgrade_materials_2")
    assert colony.limit(p, "material_capacity") == 3


def test_upgrade_limits() -> None:
    # App. II printed limits and the values revealed by class I and class II tiles
    s = started()
    p = s.players[0]
    p.character = "char_tinkerer"
    keys = ("activations", "entrance", "movement", "cargo", "scout_draw")
    assert [colony.limit(p, k) for k in keys] == [3, 4, 2, 2, 2]
    assert not colony.limit(p, "sector_4")
    p.upgrades_used += ["upgrade_vehicle_1", "upgrade_vehicle_2", "upgrade_workforce_1"]
    assert (colony.limit(p, "movement"), colony.limit(p, "cargo"), colony.limit(p, "sector_4")) == (4, 4, 1)
    assert colony.limit(p, "entrance") == 5 and colony.limit(p, "activations") == 3


def test_class_two_needs_class_one_and_third_space() -> None:
    # 8.3.1 / 10.2.2 a class II upgrade needs its class I gone and a production disc on the third space
    s = started()
    p = s.players[0]
    p.character = "char_tinkerer"
    choices = {u: ok for u, ok, _ in colony.upgrade_choices(p)}
    assert not choices["upgrade_vehicle_2"]
    p.upgrades_used.append("upgrade_vehicle_1")
    assert not {u: ok for u, ok, _ in colony.upgrade_choices(p)}["upgrade_vehicle_2"]
    p.production["fuel"] = 2
    assert {u: ok for u, ok, _ in colony.upgrade_choices(p)}["upgrade_vehicle_2"]


def test_survivors_are_the_only_limited_component() -> None:
    # 5.7 an empty bag gives no survivor; other supplies never run out
    s = started()
    s.bag = [0, 0]
    assert colony.draw_survivor(s) is None
    p = s.players[0]
    p.fuel = 500
    assert p.fuel == 500
