"""The round (7.) and its end (11.): radiation, mission discard, area reset, survivors emerge, turn sequence."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.rules import round as rnd
from engine.games.ashes.catalog import catalog

from .helpers import at_menu, pick, started


def test_radiation_removes_active_first_and_skips_vehicles() -> None:
    # 7.1.1 remove survivors up to the sector's radiation, active ones first; areas with a vehicle are safe
    s = started(4, 2)
    for a in s.areas:
        s.survivors[a] = [0, 0]
    s.survivors["s2_a3"] = [2, 1]  # sector 2: remove the two active ones, the essential stays (7.1.1 example)
    s.survivors["s1_a3"] = [0, 2]  # sector 1: one essential removed
    s.survivors["s3_a1"] = [3, 0]
    s.players[1].vehicle = "s3_a1"
    bag = list(s.bag)
    happy = [p.happiness for p in s.players]
    assert rnd.radiation(s) == 3
    assert s.survivors["s2_a3"] == [0, 1] and s.survivors["s1_a3"] == [0, 1] and s.survivors["s3_a1"] == [3, 0]
    assert s.bag == [bag[0] + 2, bag[1] + 1]
    # rules notes: every colony loses happiness equal to the survivors returned
    assert [p.happiness for p in s.players] == [max(0, h - 3) for h in happy]


def test_emerge_order_and_empty_bag() -> None:
    # 7.1.4 lowest sector first, top to bottom; stop when the bag is empty
    s = started(4, 3)
    for a in s.areas:
        s.survivors[a] = [0, 0]
    s.bag = [3, 0]
    s.round = 2
    rnd.emerge(s)
    sector2 = [a for a in s.areas if catalog().areas[s.board_side][a].bag_icon and catalog().areas[s.board_side][a].sector == 2]
    first = min(sector2, key=lambda a: (catalog().areas[s.board_side][a].center[1], catalog().areas[s.board_side][a].center[0]))
    assert sum(s.survivors[first]) == 2 and sum(sum(v) for v in s.survivors.values()) == 3 and s.bag == [0, 0]


def test_round_two_setup_discards_missions_and_resets_tiles() -> None:
    # 7.1.2 discard the two rightmost missions and refill; 7.1.3 flip spent area tiles back
    s = started(2, 4)
    s.spent = list(s.areas[:3])
    right = s.mission_display[-2:]
    for p in s.players:
        p.passed = True
    s.next_order = {1: 1, 2: 0}
    s.pending, s.stack = None, []
    s.push("round_end")
    GAME.flow.settle(s)
    assert s.round == 2 and s.spent == []
    assert not set(right) & set(s.mission_display) and len(s.mission_display) == 4
    assert s.order == [1, 0] and GAME.choice(s).seat == 1  # 8.1.4 the new turn order


def test_turns_skip_passed_players_and_round_ends_when_all_pass() -> None:
    # 7.2 players who passed take no more turns; 11. the round ends when everyone has passed
    s = started(3, 5)
    first, second, third = s.order
    s.players[second].passed = True
    s.pending, s.stack = None, []
    s.push("end_turn", seat=first)
    GAME.flow.settle(s)
    assert GAME.choice(s).seat == third


def test_third_round_leads_to_the_end() -> None:
    # 11. after the third round, go directly to the end of the game
    s = started(2, 6)
    s.round = 3
    for p in s.players:
        p.passed = True
    s.next_order = {1: 0, 2: 1}
    s.pending, s.stack = None, []
    s.push("round_end")
    GAME.flow.settle(s)
    assert s.over and GAME.choice(s) is None


def test_pass_menu_option() -> None:
    # 8. a turn is one protocol: pass, move or activate
    s = started(2, 7)
    at_menu(s, 0)
    assert GAME.choice(s).options[0].label.startswith("Pass")
    pick(s, "Pass")
    assert GAME.choice(s) is not None
