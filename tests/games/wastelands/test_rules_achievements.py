"""Scenario tests of Claiming Achievements, card by card: the easy half for the 1st-3rd claims, the hard half for
the 4th and later, positive People Support for the 5th-7th, "this turn" conditions, and whose tokens may share a
card (rulebook: Claiming Achievements; rules notes 13, 14, 28, R2). Each card has one arrangement per half; the
"this turn" cards Buyer and Recycler are met by really buying and recycling on the claiming turn."""

from __future__ import annotations

import pytest

from engine.games.wastelands.rules import board
from engine.games.wastelands.state import RESOURCES

from .helpers import (achievements, add_unit, board_of, claimable, end_turn, field, new, pick, place_outpost, prompt, rich,
                      second_turn)

SEAT = 0
CARDS = sorted(achievements())
THIS_TURN = ("buyer", "recycler", "victor", "raider")


def far_slot(state, distance: int) -> str:
    """A map tile position `distance` tiles from seat 0's Capital tile."""
    home = board.capital_slot(state, SEAT)
    return next(s.slot for i, s in enumerate(state.slots)
                if s.holds == "map" and board.tile_distance(state, home, i) == distance)


def map_slots(state, count: int) -> list[str]:
    """`count` map tile positions, turned face up as plain fields."""
    slots = [s.slot for s in state.slots if s.holds == "map"][:count]
    for slot in slots:
        field(state, slot)
    return slots


def outposts(state, count: int, expansion: bool = False) -> None:
    """`count` Outposts of seat 0 on one plain field (one per resource type)."""
    spaces = field(state, "inner_0")
    for hex_, resource in zip(spaces, RESOURCES[:count]):
        place_outpost(state, SEAT, hex_, resource, expansion)


def outposts_on_tiles(state, count: int) -> None:
    """Seat 0 controls `count` tiles besides its Capital tile: an Outpost on each one's centre."""
    for slot, resource in zip(map_slots(state, count), RESOURCES * 2):
        place_outpost(state, SEAT, field(state, slot)[0], resource)


def units_on_tiles(state, count: int) -> None:
    """Seat 0 has units on `count` tiles besides its Capital tile."""
    for slot in map_slots(state, count):
        add_unit(state, SEAT, "army", field(state, slot)[0])


def buys(state, count: int) -> None:
    """Really spend `count` Action Points on Buy (upgrades), with the Market built."""
    state.players[SEAT].buildings.append("market")
    rich(state, SEAT)
    for item in ("Improved Trade", "All-terrain Speed", "Radioactivity Immunity")[:count]:
        pick(state, "Buy")
        pick(state, item)


def recycles(state, hard: bool) -> None:
    """Really Recycle 3 times at three Outposts; with Expansions and Increased Productivity that makes 9."""
    outposts(state, 3, expansion=hard)
    if hard:
        state.players[SEAT].upgrades.append("increased_productivity")
    for resource in RESOURCES[:3]:
        pick(state, "Recycle")
        pick(state, f"Recycle at the {resource} Outpost")


def counters(**values):
    """An arrangement that sets this turn's counters (combats won, Outposts defeated)."""
    def arrange(state):
        for name, value in values.items():
            setattr(state.turn, name, value)
    return arrange


def player(**values):
    """An arrangement that sets fields of seat 0's board."""
    return board_of(SEAT, **values)


def raider(hard: bool):
    def arrange(state):
        state.turn.outposts_defeated = 1
        state.players[SEAT].prestige = 4 if hard else 0
    return arrange


def far_outpost(distance: int):
    def arrange(state):
        place_outpost(state, SEAT, field(state, far_slot(state, distance))[0])
    return arrange


def armies(count: int):
    def arrange(state):
        for hex_ in field(state, "inner_0")[:count]:
            add_unit(state, SEAT, "army", hex_)
    return arrange


# card -> (arrangement meeting the easy half only, arrangement meeting the hard half)
ARRANGE = {
    "settler": (lambda s: outposts(s, 2), lambda s: outposts(s, 4)),
    "buyer": (lambda s: buys(s, 2), lambda s: buys(s, 3)),
    "recycler": (lambda s: recycles(s, False), lambda s: recycles(s, True)),
    "pathfinder": (player(tiles_explored=2), player(tiles_explored=4)),
    "treasurer": (player(crystals=3), player(crystals=5)),
    "hoarder": (player(resources={"water": 3, "ammunition": 3, "energy": 0, "metal": 0}),
                player(resources={"water": 3, "ammunition": 3, "energy": 3, "metal": 1})),
    "mobiliser": (armies(2), armies(3)),
    "innovator": (player(upgrades=["improved_trade", "combat_training"]),
                  player(upgrades=["improved_trade", "combat_training", "all_terrain_speed", "medium_combat"])),
    "architect": (player(buildings=["market"]), player(buildings=["market", "tech_lab", "comms_tower"])),
    "beloved": (player(people_support=1), player(people_support=3)),
    "warlord": (player(prestige=2), player(prestige=5)),
    "victor": (counters(combats_won=1), counters(combats_won=2)),
    "raider": (raider(False), raider(True)),
    "monster_hunter": (player(neutrals_defeated=1), player(neutrals_defeated=2)),
    "dominion": (lambda s: outposts_on_tiles(s, 3), lambda s: outposts_on_tiles(s, 5)),
    "arms_race": (player(upgrades=["combat_training", "improved_trade"]),
                  player(upgrades=["combat_training", "combat_support", "medium_combat"])),
    "industrialist": (lambda s: outposts(s, 2, expansion=True), lambda s: outposts(s, 4, expansion=True)),
    "card_sharp": (player(hand=["war_hero_1", "overtime_1", "overtime_2"]),
                   player(hand=["war_hero_1", "overtime_1", "overtime_2", "supply_drop_1", "supply_drop_2"])),
    "wanderer": (lambda s: units_on_tiles(s, 3), lambda s: units_on_tiles(s, 5)),
    "frontier": (far_outpost(2), far_outpost(3)),
}


def at_claim(card: str, claims: int, hard: bool, players: int = 2, **options: str):
    """Seat 0 on its second turn with `claims` tokens already placed, the card alone face up, the chosen half met
    during the turn; returns the state and the claims that the end of its actions offers."""
    state = second_turn(players, **options)
    me = state.players[SEAT]
    me.influence_pool, me.claims = 7 - claims, claims
    state.achievement_row = [card]
    state.achievement_tokens.setdefault(card, [])
    ARRANGE[card][hard](state)
    return state, claimable(state)


def claim_label(card: str) -> str:
    return f"Claim {achievements()[card].name}"


def test_every_card_has_both_arrangements():
    """Every card has both arrangements (rulebook Claiming Achievements)."""
    assert sorted(ARRANGE) == CARDS and len(CARDS) == 20


@pytest.mark.parametrize("claims", [0, 1, 2])
@pytest.mark.parametrize("card", CARDS)
def test_easy_half_claims_the_first_three(card, claims):
    """In the rulebook's words, "When claiming the 1st, 2nd and 3rd achievements, you need to accomplish the easy
    version"; the leftmost token goes on the card (rulebook Claiming Achievements)."""
    state, offered = at_claim(card, claims, hard=False)
    assert offered == [claim_label(card)]
    pick(state, claim_label(card))
    assert state.achievement_tokens[card] == [SEAT]
    assert state.players[SEAT].influence_pool == 6 - claims and state.players[SEAT].claims == claims + 1


@pytest.mark.parametrize("card", CARDS)
def test_easy_half_alone_is_not_a_fourth_claim(card):
    """In the rulebook's words, "... while for the rest you need to accomplish the hard version" (rulebook Claiming
    Achievements)."""
    state, offered = at_claim(card, 3, hard=False)
    assert offered == []
    assert state.achievement_tokens[card] == [] and state.players[SEAT].influence_pool == 4


@pytest.mark.parametrize("card", CARDS)
def test_hard_half_is_a_fourth_claim(card):
    """The hard half meets the 4th claim (no People Support needed yet) (rulebook Claiming Achievements)."""
    state, offered = at_claim(card, 3, hard=True)
    assert offered == [claim_label(card)]
    pick(state, claim_label(card))
    assert state.achievement_tokens[card] == [SEAT] and state.players[SEAT].influence_pool == 3


@pytest.mark.parametrize("claims", [4, 5, 6])
@pytest.mark.parametrize("card", [c for c in CARDS if c != "beloved"])  # Beloved's hard half is +3 itself
def test_fifth_to_seventh_claims_need_positive_support(card, claims):
    """In the rulebook's words, "in order to claim the 5th, 6th and 7th achievements, you also need to have positive
    People Support" (rulebook Claiming Achievements; People Support)."""
    state, offered = at_claim(card, claims, hard=True)
    assert offered == [] and state.players[SEAT].people_support == 0
    state = second_turn()
    me = state.players[SEAT]
    me.influence_pool, me.claims, me.people_support = 7 - claims, claims, 1
    state.achievement_row = [card]
    state.achievement_tokens.setdefault(card, [])
    ARRANGE[card][True](state)
    assert claimable(state) == [claim_label(card)]
    pick(state, claim_label(card))
    assert me.influence_pool == 6 - claims
    assert state.fifth_claims == ([SEAT] if claims == 4 else [])


@pytest.mark.parametrize("card", CARDS)
def test_hard_variant_asks_the_hard_half_from_the_start(card):
    """In the rulebook's words, "You need to do the hard version of the achievements from the start" (rulebook Winning
    the Game (alternative rules))."""
    _, offered = at_claim(card, 0, hard=False, long="hard_achievements")
    assert offered == []
    _, offered = at_claim(card, 0, hard=True, long="hard_achievements")
    assert offered == [claim_label(card)]


@pytest.mark.parametrize("card", THIS_TURN)
def test_this_turn_conditions_reset_next_turn(card):
    """A "this turn" condition counts the claiming turn only; met and not claimed, it is gone on the seat's next turn
    (rulebook Claiming Achievements) (rules notes 14)."""
    state, offered = at_claim(card, 0, hard=True)
    assert offered == [claim_label(card)]
    pick(state, "Done")
    end_turn(state)  # the other seat's turn
    assert state.turn.seat == SEAT
    assert claimable(state) == []


@pytest.mark.parametrize("card", CARDS)
def test_a_card_claimed_by_another_seat_may_be_claimed_again(card):
    """In the rulebook's words, "you are allowed to claim achievements already claimed by other players"; at the start
    of the other seat's turn both tokens are allocated (Allocating Influence) (rulebook Claiming Achievements)."""
    state = second_turn()
    state.achievement_row = [card]
    state.achievement_tokens[card] = [1]
    ARRANGE[card][False](state)
    assert claimable(state) == [claim_label(card)]
    pick(state, claim_label(card))
    assert state.players[SEAT].influence_pool == 6 and state.turn.seat == 1
    assert state.players[1].received == [SEAT] and state.players[SEAT].received == [1]
    assert card in state.achievement_discard


@pytest.mark.parametrize("card", CARDS)
def test_the_same_seat_cannot_claim_a_card_twice(card):
    """A seat's second token never goes on a card that already holds one of its tokens (rulebook Claiming Achievements)
    (rules notes R2)."""
    state = second_turn()
    state.players[SEAT].influence_pool, state.players[SEAT].claims = 6, 1
    state.achievement_row = [card]
    state.achievement_tokens[card] = [SEAT]
    ARRANGE[card][False](state)
    assert claimable(state) == []
    assert state.achievement_tokens[card] == [SEAT]


def test_one_turn_may_claim_several_cards():
    """In the rulebook's words, "if you accomplish one or several achievements, you may claim them", each with the next
    token from the pool (the 3rd claim still easy, the 4th hard) (rulebook Claiming Achievements)."""
    state = second_turn()
    me = state.players[SEAT]
    me.influence_pool, me.claims = 5, 2
    state.achievement_row = ["treasurer", "warlord", "architect"]
    for card in state.achievement_row:
        state.achievement_tokens.setdefault(card, [])
    me.crystals, me.prestige, me.buildings = 3, 5, ["market"]
    assert claimable(state) == ["Claim Treasurer", "Claim Warlord", "Claim Architect"]
    pick(state, "Claim Treasurer")  # 3rd claim: easy halves
    labels = [o.label for o in state.pending.options if o.enabled]
    assert labels == ["Claim Warlord", "Done"]  # 4th: only Warlord's hard half (5 Prestige) is met
    pick(state, "Claim Warlord")
    assert me.claims == 4 and state.achievement_tokens["warlord"] == [SEAT]
    assert prompt(state) != "Claim achievements?"


def test_no_claim_on_the_first_turn():
    """In the rulebook's words, "you cannot claim achievements on your first turn" (rulebook Claiming Achievements)."""
    state = new()
    state.achievement_row = ["treasurer"]
    state.players[SEAT].crystals = 6
    assert claimable(state) == []
    assert state.turn.seat == 1 and state.players[SEAT].influence_pool == 7


def test_free_recycles_do_not_count_for_recyclers_easy_half():
    """Recycler's easy half counts Action Points spent on Recycle, as Buyer's counts those spent on Buy (FAQ; rules
    notes R10): Double Shift's two free Recycles and one paid Recycle are one Action Point; their resources still count
    for the hard half (rulebook Claiming Achievements)."""
    state = second_turn()
    state.achievement_row = ["recycler"]
    state.achievement_tokens["recycler"] = []
    outposts(state, 3, expansion=True)
    state.players[SEAT].upgrades.append("increased_productivity")
    state.players[SEAT].hand = ["double_shift_1"]
    pick(state, "Play a Power card")
    pick(state, "Recycle at the water Outpost")
    pick(state, "Recycle at the ammunition Outpost")
    pick(state, "Recycle")
    pick(state, "Recycle at the energy Outpost")
    assert state.turn.used["recycle"] == 1 and state.turn.recycled == 9
    assert claimable(state) == []  # 1st claim: the easy half is not met
    state = second_turn()
    state.achievement_row = ["recycler"]
    state.achievement_tokens["recycler"] = []
    state.players[SEAT].influence_pool, state.players[SEAT].claims = 4, 3
    recycles(state, hard=True)
    assert claimable(state) == ["Claim Recycler"]  # 4th claim: the hard half is
