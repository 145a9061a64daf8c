"""Additional actions (10.): immediate ones and limited ones, with their timing limits."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.rules.words import area_name

from .helpers import at_menu, blank, option, pick


def _turn(players: int = 2, seed: int = 31):
    return blank(players, seed)


def test_decontaminate_gains_pod_bonus() -> None:
    # 10.1.1 example: a survivor from the entrance into a pod gains the pod's bonus (1 happiness)
    s = _turn()
    p = s.players[0]
    p.entrance, p.happiness = [0, 1], 3
    at_menu(s, 0)
    pick(s, "Decontaminate")
    pick(s, "Put an essential survivor in")
    assert p.pods[0][0] == 1 and p.entrance == [0, 0] and p.happiness == 4


def test_close_shelter_card() -> None:
    # 10.1.2 a card with every pod occupied closes into a column; its survivors return to the bag
    s = _turn()
    p = s.players[0]
    p.pods = [[0, 1]]
    bag = list(s.bag)
    card = p.shelter_cards[0]
    at_menu(s, 0)
    pick(s, "Close")
    pick(s, "Close")
    assert p.shelter_cards == [] and card in p.columns["blue"] and s.bag == [bag[0] + 1, bag[1] + 1]


def test_column_stack_limit() -> None:
    # 10.1.2 two closed cards per column until the class II storage upgrade
    s = _turn()
    p = s.players[0]
    p.pods = [[0, 1]]
    p.columns = {"blue": ["a", "b"], "yellow": ["c", "d"], "red": ["e", "f"]}
    at_menu(s, 0)
    assert option(s, "Close").why_not == "every column is full"


def test_manufacture_example() -> None:
    # 10.1.3 example: a plastic and a metal make a tool
    s = _turn()
    p = s.players[0]
    p.materials["plastic"] = p.materials["metal"] = 1
    at_menu(s, 0)
    pick(s, "Manufacture")
    pick(s, "Make tool")
    assert (p.materials["plastic"], p.materials["metal"], p.materials["tool"]) == (0, 0, 1)


def test_cycle_shelters() -> None:
    # 10.1.4 pay 1 data: the three face-up cards go under the pile and three new ones are revealed
    s = _turn()
    p = s.players[0]
    p.data = 1
    old = list(s.shelter_display)
    at_menu(s, 0)
    pick(s, "Cycle")
    assert p.data == 0 and not set(old) & set(s.shelter_display) and s.shelter_under == old[::-1]


def test_no_immediate_or_limited_actions_after_passing() -> None:
    # 10.1 / 10.2 nothing during or after the pass protocol
    s = _turn()
    from engine.games.ashes.rules.additional import immediate_options
    s.players[0].passed = True
    s.players[0].entrance = [1, 0]
    assert all(not o.enabled for o in immediate_options(s, 0))


def test_limited_actions_once_per_turn_and_not_during_protocol() -> None:
    # 10.2 only one limited action of each type per turn, never during a protocol
    s = _turn()
    p = s.players[0]
    p.strength_node = "st_4_middle"
    at_menu(s, 0)
    pick(s, "Scout")
    while GAME.choice(s).prompt != "Your turn: choose a protocol or an additional action":
        GAME.apply(s, GAME.choice(s).enabled_indices()[0])
    assert option(s, "Scout").why_not == "already done this turn"
    p.in_protocol = True
    p.limited_used = []
    from engine.games.ashes.rules.additional import limited_options
    assert all(o.why_not == "not during a protocol" for o in limited_options(s, 0))


def test_scout_example_and_starting_shelter() -> None:
    # 10.2.1 pay 2 strength, draw survivors; essentials may go straight to the entrance; from the starting
    # shelter the survivors go to an adjacent area
    s = _turn()
    p = s.players[0]
    p.strength_node = "st_2_middle"
    s.bag = [1, 1]
    for a in s.areas:
        s.survivors[a] = [0, 0]
    at_menu(s, 0)
    pick(s, "Scout")
    while GAME.choice(s).prompt.startswith("Choose where"):
        GAME.apply(s, 0)
    pick(s, f"Place them in {area_name(s, 's1_a3')}")
    assert s.survivors["s1_a3"] == [1, 0] and p.entrance == [0, 1] and s.bag == [0, 0]
    assert p.strength_node in ("st_0",)


def test_cannot_scout_with_empty_bag() -> None:
    # 10.2.1 if the bag is empty you cannot scout
    s = _turn()
    s.players[0].strength_node = "st_2_middle"
    s.bag = [0, 0]
    at_menu(s, 0)
    assert option(s, "Scout").why_not == "the bag is empty"


def test_immediate_action_between_production_and_main_action() -> None:
    # 10.1 immediate actions at any time of the turn: e.g. manufacture before the main action
    s = _turn()
    p = s.players[0]
    p.materials["plastic"] = p.materials["metal"] = 1
    s.pending, s.stack = None, []
    s.push("main_action", seat=0, only="any")
    GAME.flow.settle(s)
    pick(s, "Manufacture")
    pick(s, "Make tool")
    assert p.materials["tool"] == 1 and GAME.choice(s).prompt == "Choose a main action"


def test_scout_example_class_one() -> None:
    # 10.2.1 example: the class I scouting upgrade draws 3; the essentials go to the entrance, the active stays
    s = _turn()
    p = s.players[0]
    p.strength_node = "st_2_middle"
    p.upgrades_used.append("upgrade_scouting_1")
    p.vehicle = "s1_a4"
    s.bag = [1, 2]
    for a in s.areas:
        s.survivors[a] = [0, 0]
    at_menu(s, 0)
    pick(s, "Scout")
    while GAME.choice(s) is not None and GAME.choice(s).prompt.startswith("Choose where"):
        GAME.apply(s, 0)
    assert p.entrance == [0, 2] and s.survivors["s1_a4"] == [1, 0]
