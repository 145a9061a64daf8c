"""The solo Rival (13. Solo Mode): setup, its turn, parameters, actions, pass, end of round and final score.

Every test builds a solo table with the game's setup and a seed, arranges the Rival's top card and the board,
runs one Rival turn and checks what it did. The rulebook's worked examples (13.7.4 build, rescue and install;
the class II example printed under 13.8.4) are the first tests of their sections.
"""

from __future__ import annotations

import pytest

from engine.games.ashes.automa import rival
from engine.games.ashes.game import GAME
from engine.games.ashes.catalog import catalog

from .test_rival_helpers import RIVAL, clear_board, log_text, on_top, rival_turn, site_spaces, solo


def rows_full(state, row: str) -> None:
    """Every Phoenix space of a row carries someone's upgrade (the human's seat 0)."""
    for space, info in catalog().px[state.phoenix_side].items():
        if info.row == row:
            state.phoenix_upgrades[space] = 0


# ------------------------------------------------------------------ 13.2 rival setup

@pytest.mark.parametrize("difficulty, card", [("normal", "rival_normal"), ("advanced", "rival_advanced"),
                                              ("expert", "rival_expert")])
def test_setup_difficulty_marker_deck_and_score(difficulty: str, card: str) -> None:
    # 13.2 the chosen difficulty card, the rival marker on the starting space, the shuffled action cards;
    # the score marker placed "as usual" (3.2: space 20); the vehicle in the starting shelter
    s = solo(5, difficulty)
    r = s.rival
    assert (r.difficulty, r.card, r.marker, r.vp, r.vehicle) == (difficulty, card, 0, 20, "starting_shelter")
    assert sorted(r.deck) == sorted(c.id for c in catalog().content.rival.action_cards) and len(r.deck) == 16
    assert r.color not in [p.color for p in s.players]


def first_reveal(seed: int) -> str:
    """The first action card the Rival of a solo game with `seed` reveals."""
    s = solo(seed)
    rival_turn(s)
    return s.rival.revealed


def test_setup_shuffles_through_the_state_rng() -> None:
    # 13.2 shuffle the rival action cards: the card revealed follows the seed, never a global generator; the
    # face-down pile holds no order at all (a card is chosen as it is revealed), so no state tells the next one
    assert first_reveal(7) == first_reveal(7)
    assert len({first_reveal(seed) for seed in range(7, 15)}) > 1
    assert solo(7).rival.deck == sorted(solo(7).rival.deck)


# ------------------------------------------------------------------ 13.7.1 reveal card, 13.7.2 activator

def test_reveal_takes_the_top_card_and_logs_it() -> None:
    # 13.7.1 marker below the top space: reveal a rival action card (a reveal of hidden information)
    s = solo(1)
    before = list(s.rival.deck)
    mark = s.reveal_mark()
    rival_turn(s)
    top = s.rival.revealed
    assert top in before and top not in s.rival.deck and s.rival.discard == [top]
    assert s.reveal_mark() > mark
    assert f"reveals {rival.R().cards[top].name}" in log_text(s)


@pytest.mark.parametrize("difficulty, card, raised", [
    ("normal", "rival_action_01", True), ("normal", "rival_action_02", True), ("normal", "rival_action_03", True),
    ("advanced", "rival_action_01", False), ("advanced", "rival_action_02", True),
    ("advanced", "rival_action_03", True),
    ("expert", "rival_action_01", False), ("expert", "rival_action_02", True), ("expert", "rival_action_03", False),
])
def test_activator_by_difficulty(difficulty: str, card: str, raised: bool) -> None:
    # 13.7.2 normal: orange, blue and pink arrows raise the marker; advanced: pink or blue; expert: blue only
    # (card 01 has an orange arrow, 02 blue, 03 pink)
    s = solo(2, difficulty)
    rival_turn(s, card)
    assert s.rival.marker == (1 if raised else 0)


def test_no_arrow_leaves_the_marker() -> None:
    # 13.7.2 move the marker "only if this arrow appears on the card" (card 05 has none)
    s = solo(2)
    s.rival.marker = 2
    rival_turn(s, "rival_action_05")
    assert s.rival.marker == 2 and "no activator arrow" in log_text(s)


# ------------------------------------------------------------------ 13.7.3 main action by turn-order row

@pytest.mark.parametrize("rnd, passed, expected", [(1, False, "build"), (2, False, "rescue"), (3, False, "build"),
                                                   (1, True, "rescue"), (2, True, "build")])
def test_main_action_by_vehicle_row(rnd: int, passed: bool, expected: str) -> None:
    # 13.7.3 top row (rounds 1 and 3): the first main action; bottom row (round 2): the second. Once the Rival
    # has passed, its vehicle sits on the next round's row (rules notes, Automa). Card 01: build / rescue.
    s = solo(3)
    s.round = rnd
    if passed:
        s.next_order = {1: RIVAL}
    card = catalog().content.rival.action_cards[0]
    assert rival.main_action(s, RIVAL, card).action == expected


# ------------------------------------------------------------------ 13.7.4 parameters, 13.8.1 build

def test_build_example_round_1_from_bottom_3() -> None:
    # 13.7.4 build example: round 1 -> sector 1; from the bottom; count 1...2...3 possible cases.
    # Sector 1 of the 1-2 player side: site_2 is the lowest, then site_1 and site_3 on one line (left first).
    s = solo(4)
    s.round = 1
    display = list(s.shelter_display)
    expected = (site_spaces(s, "site_2") + site_spaces(s, "site_1") + site_spaces(s, "site_3"))[2]
    rival_turn(s, "rival_action_01")  # build blue, from the bottom, 3, current sector
    assert s.construction == {expected: RIVAL} and s.rival.discs_built == 1
    # 13.8.1 the shelter card farthest to the right goes face down into the blue column; 5.9 refill
    assert s.rival.columns["blue"] == [display[-1]]
    assert s.shelter_display[1:] == display[:2] and len(s.shelter_display) == 3


def test_build_counts_only_free_spaces_of_the_sector() -> None:
    # 13.8.1 count only the free spaces in the indicated sector (occupied ones are skipped)
    s = solo(4)
    order = site_spaces(s, "site_2") + site_spaces(s, "site_1") + site_spaces(s, "site_3")
    s.construction = {order[0]: 0, order[2]: 0}
    rival_turn(s, "rival_action_01")
    assert s.construction[order[4]] == RIVAL


def test_build_wraps_around_past_the_last_case() -> None:
    # 13.7.4 a numeric parameter above the number of cases goes on counting from the first case
    s = solo(4)
    order = site_spaces(s, "site_2") + site_spaces(s, "site_1") + site_spaces(s, "site_3")
    s.construction = {space: 0 for space in order[2:]}  # two free cases: count 1, 2, then 3 on the first
    rival_turn(s, "rival_action_01")
    assert s.construction[order[0]] == RIVAL


def test_build_next_sector() -> None:
    # 13.7.4 sector parameter "next": round 1 -> sector 2 (card 09: build yellow, from the bottom, 1)
    s = solo(4)
    rival_turn(s, "rival_action_09")
    assert s.construction == {site_spaces(s, "site_5")[0]: RIVAL}
    assert len(s.rival.columns["yellow"]) == 1


def test_build_impossible_gives_the_direct_score() -> None:
    # 13.8.1 no free space in the sector, or every disc built: the difficulty card's direct score instead
    s = solo(4, "advanced")
    for site in ("site_1", "site_2", "site_3"):
        for space in site_spaces(s, site):
            s.construction[space] = 0
    rival_turn(s, "rival_action_01")
    assert s.rival.vp == 20 + 3 and s.rival.discs_built == 0
    s2 = solo(4, "expert")
    s2.rival.discs_built = 6
    rival_turn(s2, "rival_action_01")
    assert s2.rival.vp == 20 + 4 and not s2.construction


# ------------------------------------------------------------------ 13.8.2 rescue

def test_rescue_example_round_2_next_sector_from_top_2() -> None:
    # 13.7.4 rescue example: round 2 -> sector 3 (next); from the top; count 1...2 areas with survivors.
    # 13.8.2 every survivor there returns to the bag, 1 VP each, whatever the adjacency to shelters.
    s = solo(6)
    clear_board(s)
    s.round = 2
    s.survivors["s3_a1"] = [1, 0]  # top row of sector 3, left
    s.survivors["s3_a3"] = [2, 1]  # second row, left: the second case from the top (s3_a2 is empty)
    s.survivors["s3_a4"] = [1, 1]
    bag = list(s.bag)
    rival_turn(s, "rival_action_02")  # round 2 action: rescue, from the top, 2, next sector
    assert s.survivors["s3_a3"] == [0, 0] and s.survivors["s3_a1"] == [1, 0] and s.survivors["s3_a4"] == [1, 1]
    assert s.bag == [bag[0] + 2, bag[1] + 1]
    assert s.rival.vp == 20 + 3


def test_rescue_without_survivors_gives_the_direct_score() -> None:
    # 13.8.2 no area with survivors in the sector: direct score (normal: 2)
    s = solo(6)
    clear_board(s)
    s.survivors["s2_a2"] = [3, 0]  # another sector does not count
    rival_turn(s, "rival_action_03")  # round 1 action: rescue, current sector 1
    assert s.rival.vp == 22 and s.survivors["s2_a2"] == [3, 0]


# ------------------------------------------------------------------ 13.8.3 install, milestones

def test_install_example_all_spaces_taken() -> None:
    # 13.7.4 install example: round 2, the light blue row, from the right; every space is occupied, so there
    # is no possible case and the Rival gains the direct score
    s = solo(7)
    s.round = 2
    rows_full(s, "light_blue")
    rival_turn(s, "rival_action_03")  # round 2 action: install light blue, from the right, 1
    assert s.rival.vp == 22 and not s.rival.upgrades_used


def test_install_from_the_right() -> None:
    # 13.8.3 the technology returns to the box, the Rival's upgrade goes on the space: 12 VP at level III,
    # the row's knowledge disc moves one space; the first upgrade is the top-left one of its colony board
    s = solo(7)
    s.round = 2
    knowledge = s.knowledge["light_blue"]
    rival_turn(s, "rival_action_03")
    assert s.phoenix_upgrades == {"px_light_blue_3_2": RIVAL} and s.phoenix_tech["px_light_blue_3_2"] is None
    assert s.rival.vp == 20 + 12 and s.knowledge["light_blue"] == knowledge + 1
    assert s.rival.upgrades_used == ["upgrade_workforce_1"]
    assert s.installs_per_level == [0, 0, 1]  # rules notes (Automa): it counts for the players' data costs


def test_install_counts_only_free_spaces_from_the_left() -> None:
    # 13.8.3 count only spaces without an upgrade; card 10: light blue, from the left, 3
    s = solo(7)
    s.phoenix_upgrades["px_light_blue_1_2"] = 0
    rival_turn(s, "rival_action_10")
    assert s.phoenix_upgrades["px_light_blue_2_2"] == RIVAL
    assert s.rival.vp == 26


def test_class_2_install_claims_the_milestone_example() -> None:
    # 13.8.3 (example printed under 13.8.4): the install takes a class II upgrade, so the Rival takes the next
    # upgrade and claims the light blue milestone named by the action, scoring its difficulty card's milestone
    # VP (advanced: 4), then the knowledge disc moves again
    s = solo(8, "advanced")
    s.round = 2
    s.rival.upgrades_used = ["upgrade_workforce_1"]  # the next one, left to right, is class II
    knowledge = s.knowledge["light_blue"]
    rival_turn(s, "rival_action_03")
    assert s.rival.upgrades_used == ["upgrade_workforce_1", "upgrade_workforce_2", "upgrade_storage_1"]
    assert s.claims["light_blue"] == [RIVAL] and s.rival.milestones == ["light_blue"]
    assert s.rival.vp == 20 + 12 + 4
    assert s.knowledge["light_blue"] == knowledge + 2


def test_no_claim_when_the_achievement_tile_is_full() -> None:
    # 13.8.3 if no space remains on the achievement tile, the Rival does not claim (solo: one space per tile)
    s = solo(8, "expert")
    s.claims["dark_blue"] = [0]
    s.rival.upgrades_used = ["upgrade_workforce_1"]
    rival_turn(s, "rival_action_04")  # round 1: install dark blue, from the left, 1; then colony scoring blue
    assert s.rival.upgrades_used == ["upgrade_workforce_1", "upgrade_workforce_2"]
    assert s.claims["dark_blue"] == [0] and s.rival.vp == 20 + 2
    assert "claims no milestone" in log_text(s)


def test_install_without_upgrades_gives_the_direct_score() -> None:
    # 13.8.3 every upgrade already used: direct score (expert: 4)
    s = solo(8, "expert")
    s.rival.upgrades_used = list(rival.R().upgrade_order)
    rival_turn(s, "rival_action_04")
    assert s.rival.vp == 24 and not s.phoenix_upgrades


def test_upgrades_are_taken_in_colony_board_order() -> None:
    # 13.8.3 upgrades go left to right, top to bottom: class I, class II of each row in turn (rules notes 26)
    order = rival.R().upgrade_order
    classes = [catalog().upgrades[u].upgrade_class for u in order]
    assert classes == [1, 2] * 5


# ------------------------------------------------------------------ 13.8.4 move the vehicle

def test_move_carries_survivors_and_flips_the_tile() -> None:
    # 13.8.4 (with the moved lines of 13.8.2): the destination counts only areas whose tile shows its main
    # side; the Rival takes every survivor of its starting area along and flips the destination tile
    s = solo(9)
    clear_board(s)
    s.rival.vehicle = "s1_a5"
    s.survivors["s1_a5"] = [2, 1]
    s.spent = ["s1_a4"]  # from the right in sector 1: s1_a4/s1_a6 (x 327) first; s1_a4 is spent
    fuel = s.players[0].fuel
    rival_turn(s, "rival_action_08")  # round 1: move, from the right, 2, current sector
    # cases from the right: s1_a6, s1_a1, s1_a3, s1_a5 (s1_a4 is spent): the second is s1_a1
    assert s.rival.vehicle == "s1_a1"
    assert s.survivors["s1_a1"] == [2, 1] and s.survivors["s1_a5"] == [0, 0]
    assert "s1_a1" in s.spent
    assert s.players[0].fuel == fuel and s.rival.vp == 20  # 13.5 the Rival takes no reward


def test_move_order_from_the_right() -> None:
    # 13.7.4 from the right: larger x first, ties from the top (rules notes, Automa)
    s = solo(9)
    clear_board(s)
    card = catalog().content.rival.action_cards[7]
    assert rival.cases(s, RIVAL, card, card.main_rounds_1_3) == ["s1_a4", "s1_a6", "s1_a1", "s1_a3", "s1_a5"]


def test_move_without_main_side_tiles_gives_the_direct_score() -> None:
    # 13.8.4 every tile of the sector already flipped: direct score
    s = solo(9)
    s.spent = [a for a in s.areas if a.startswith("s1_")]
    rival_turn(s, "rival_action_08")
    assert s.rival.vehicle == "starting_shelter" and s.rival.vp == 22


# ------------------------------------------------------------------ 13.9 secondary actions

def test_secondary_discard_two_missions() -> None:
    # 13.9 discard the two mission cards on the right and refill (5.9)
    s = solo(10)
    clear_board(s)
    display = list(s.mission_display)
    pile = list(s.mission_deck)
    rival_turn(s, "rival_action_02")  # round 1: move; secondary: discard missions
    assert len(s.mission_display) == 4 and s.mission_display[2:] == display[:2]
    assert not set(display[2:]) & set(s.mission_display) and set(s.mission_display[:2]) <= set(pile)
    assert len(s.mission_deck) == len(pile) - 2


def test_secondary_colony_scoring() -> None:
    # 13.9 immediate colony scoring: 3 VP per shelter card in the named closed column (card 12: yellow)
    s = solo(10)
    s.rival.columns["yellow"] = ["shelter_card_01", "shelter_card_02"]
    s.rival.columns["blue"] = ["shelter_card_03"]
    clear_board(s)
    s.spent = list(s.areas)  # the main action (move) is impossible: direct score 2
    rival_turn(s, "rival_action_12")
    assert s.rival.vp == 20 + 2 + 6


# ------------------------------------------------------------------ 13.8.5 pass, 13.10 end of round

def test_pass_on_the_top_space_then_an_additional_turn() -> None:
    # 13.7.1 / 13.8.5 on the top space: reset the marker, shuffle every action card into a pile, take the first
    # free turn-order position, then reveal a new card as an additional turn
    s = solo(11)
    s.rival.marker = 4
    s.rival.deck = s.rival.deck[:3]
    s.rival.discard = ["rival_action_01"]
    s.next_order = {1: 0}  # the player passed first and took position 1
    rival_turn(s)
    r = s.rival
    assert r.passed and s.next_order == {1: 0, 2: RIVAL}
    assert len(r.deck) == 15 and r.discard == [r.revealed] and sorted(r.deck + r.discard) == sorted(rival.R().cards)
    assert r.marker in (0, 1)
    text = log_text(s)
    assert "it passes" in text and "additional turn" in text and "reveals" in text


def test_the_additional_turn_ignores_the_marker() -> None:
    # 13.8.5 the additional turn happens whether or not the marker reaches the last space; afterwards the
    # Rival is out of the round, so another turn does nothing
    s = solo(11)
    s.rival.marker = 4
    rival_turn(s)
    vp, log_size = s.rival.vp, len(s.log)
    rival_turn(s)
    assert s.rival.vp == vp and len(s.log) == log_size


def test_end_of_round_brings_the_rival_back() -> None:
    # 13.10 the round ends once both have passed; next round the Rival plays again
    s = solo(11)
    s.rival.passed = True
    s.stack = []
    s.pending = None
    s.push("rival_end_round", seat=RIVAL)
    GAME.flow.settle(s)
    assert not s.rival.passed


def test_a_round_of_rival_turns_reaches_the_pass() -> None:
    # 13.2 / 13.7.2 the deck always holds enough counted arrows: turns until the pass, on every difficulty
    for difficulty in ("normal", "advanced", "expert"):
        s = solo(12, difficulty)
        turns = 0
        while not s.rival.passed:
            rival_turn(s)
            turns += 1
            assert turns <= 17
        assert s.rival.marker <= 1


# ------------------------------------------------------------------ 13.12 end-of-game score

@pytest.mark.parametrize("difficulty, expected", [("normal", 2 + 4 + 6 + 6), ("advanced", 4 + 6 + 10 + 10),
                                                  ("expert", 6 + 8 + 12 + 12)])
def test_final_score(difficulty: str, expected: int) -> None:
    # 13.12 no happiness; the VP of the emptied shelter-disc spaces (4 discs: 4 + 6); each installed upgrade
    # scores by its row's knowledge disc: bronze / silver / gold from the difficulty card. Milestone upgrades
    # are not installed in the Phoenix Project and do not score here.
    s = solo(13, difficulty)
    s.rival.discs_built = 4
    s.knowledge = {"dark_blue": 1, "light_blue": 5, "pink": 8}  # bronze, silver, gold (rules notes 29)
    s.phoenix_upgrades = {"px_dark_blue_1_1": RIVAL, "px_light_blue_2_1": RIVAL, "px_pink_3_1": RIVAL,
                          "px_pink_1_1": RIVAL, "px_dark_blue_1_2": 0}
    s.claims["dark_blue"] = [RIVAL]
    s.stack = []
    s.pending = None
    s.push("rival_final_scoring", seat=RIVAL)
    GAME.flow.settle(s)
    assert s.rival.vp == 20 + 10 + expected
    assert "in all" in log_text(s)


# ------------------------------------------------------------------ hidden information

def test_the_face_down_deck_is_a_hidden_zone() -> None:
    # design: the face-down action cards never leak into a human seat's view: the deck is unordered (a card is
    # chosen as it is revealed) and declared hidden from every seat
    s = solo(14)
    for _ in range(3):
        rival_turn(s)
    assert s.rival.deck == sorted(s.rival.deck)
    assert any(zone.pool == "rival" and zone.seen_by is None for zone in GAME.hidden_zones(s))
    assert GAME.view(s, 0).rival.deck == s.rival.deck


def test_same_seed_same_rival() -> None:
    # design: randomness only through state.rng, so a seed replays the Rival exactly
    a, b = solo(15), solo(15)
    for _ in range(8):
        rival_turn(a)
        rival_turn(b)
    assert a.rival == b.rival and [x.text for x in a.log] == [x.text for x in b.log]


def test_on_top_helper() -> None:
    s = solo(1)
    on_top(s, "rival_action_07")
    rival_turn(s)
    assert s.rival.revealed == "rival_action_07" and len(s.rival.deck) == 15
