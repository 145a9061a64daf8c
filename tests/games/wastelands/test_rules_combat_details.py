"""Scenario tests of Combat, one rule at a time: the Combat Sequence, every Combat Modifier, the Combat Tactics
cubes, ties, the Combat Rewards (Player vs. Player), Combat Against a Neutral Unit and what Military Prestige does
to People Support. Seat 0 attacks with an Army from the centre of a cleared plain tile (helpers.clash)."""

from __future__ import annotations

import pytest

from .helpers import (
    add_unit,
    clash,
    fight,
    home_spaces,
    labels,
    option,
    pick,
    place_outpost,
    prompt,
    rig,
    strengths,
)

SEAT, OTHER = 0, 1
WEAK = ("crystal_miner_1", "war_hero_1")  # both basic 1: the attacker draws War Hero, the defender Crystal Miner


# ---------------------------------------------------------------- Combat Sequence


def test_each_side_may_fight_with_a_card_from_hand_and_keeps_the_drawn_one():
    """The attacker draws first, then the defender; each chooses between the card just drawn and the other cards in
    hand, and keeps the drawn card when it uses another. Aftermath: the used Power cards go to the discard pile
    (rulebook Combat Sequence (Player vs. Player), Get Power Cards)."""
    state, _, _ = clash(cards=WEAK)
    state.players[SEAT].hand = ["overtime_1"]  # basic 3
    state.players[OTHER].hand = ["recon_drone_1"]  # basic 3
    pick(state, "Attack")
    assert prompt(state) == "Pick a power card for your basic combat rank"
    assert labels(state) == ["Fight with Overtime (3)", "Fight with War Hero (1)"]
    pick(state, "Fight with Overtime")
    pick(state, "Done")  # no combat modifier card
    assert state.pending.seat == OTHER
    assert labels(state) == ["Fight with Recon Drone (3)", "Fight with Crystal Miner (1)"]
    pick(state, "Fight with Recon Drone")
    rig(state, 1)  # the Loot die: water
    fight(state)
    assert strengths(state) == (3 + 1, 3)
    assert state.players[SEAT].hand == ["war_hero_1"] and state.players[OTHER].hand == ["crystal_miner_1"]
    assert state.power_discard[-2:] == ["overtime_1", "recon_drone_1"]


@pytest.mark.parametrize("target,upgrades,rank,value", [
    ("army", [], "basic", 1),
    ("army", ["medium_combat"], "medium", 3),
    ("army", ["medium_combat", "superior_combat"], "superior", 5),
    ("scout", ["medium_combat", "superior_combat"], "basic", 1),
    ("outpost", [], "medium", 3),
])
def test_the_defending_piece_sets_the_combat_rank(target, upgrades, rank, value):
    """Armies fight at basic rank, medium or superior with the upgrades; Scouts always basic; Outposts always medium
    (War Hero reads 1 / 3 / 5) (rulebook Power Cards, Combat Rank Section)."""
    state, _, _ = clash(target, cards=("war_hero_1", "crystal_miner_1"))
    state.players[OTHER].upgrades += upgrades
    pick(state, "Attack")
    assert state.combat.defender.rank == rank
    fight(state)
    assert strengths(state)[1] == value


def test_the_attacking_army_fights_at_its_upgraded_rank():
    """Medium Combat raises the attacking Army's rank (Supply Drop: 4 / 5 / 6) (rulebook Power Cards, Combat Rank
    Section)."""
    state, _, _ = clash(cards=("war_hero_1", "supply_drop_1"))
    state.players[SEAT].upgrades.append("medium_combat")
    rig(state, 1)
    pick(state, "Attack")
    fight(state)
    assert strengths(state) == (5 + 1, 1)


# ---------------------------------------------------------------- Combat Modifiers


def _more_prestige(seat):
    def setup(state, army, there):
        state.players[seat].prestige = 1
    return setup


def _equal_prestige(state, army, there):
    state.players[SEAT].prestige = state.players[OTHER].prestige = 2


def _desert(which):
    def setup(state, army, there):
        state.terrain[army.hex if which == "attacker" else there] = "desert"
    return setup


def _building(seat, building):
    def setup(state, army, there):
        state.players[seat].buildings.append(building)
    return setup


def _upgrade(seat, upgrade, support=0):
    def setup(state, army, there):
        state.players[seat].upgrades.append(upgrade)
        state.players[seat].people_support = support
    return setup


def _expansion_elsewhere(state, army, there):
    place_outpost(state, OTHER, home_spaces(state, OTHER, "ruined_city")[0], "metal", expansion=True)


@pytest.mark.parametrize("setup,expected", [
    pytest.param(lambda *_: None, (1 + 1, 1), id="+1 attacker"),
    pytest.param(_more_prestige(SEAT), (1 + 1 + 1, 1), id="+1 attacker has more prestige"),
    pytest.param(_more_prestige(OTHER), (1 + 1, 1 + 1), id="+1 defender has more prestige"),
    pytest.param(_equal_prestige, (1 + 1, 1), id="equal prestige: nobody"),
    pytest.param(_desert("attacker"), (1 + 1 - 1, 1), id="-1 attacker on a desert"),
    pytest.param(_desert("defender"), (1 + 1, 1 - 1), id="-1 defender on a desert"),
    pytest.param(_building(SEAT, "comms_tower"), (1 + 1 + 1, 1), id="+1 attacker Comms Tower"),
    pytest.param(_building(OTHER, "comms_tower"), (1 + 1, 1 + 1), id="+1 defender Comms Tower"),
    pytest.param(_upgrade(SEAT, "combat_support", 1), (1 + 1, 1), id="Combat Support at +1: nothing"),
    pytest.param(_upgrade(SEAT, "combat_support", 2), (1 + 1 + 2, 1), id="+2 Combat Support at +2"),
    pytest.param(_upgrade(OTHER, "combat_support", 3), (1 + 1, 1 + 2), id="+2 Combat Support at +3"),
    pytest.param(_upgrade(SEAT, "combat_training"), (1 + 1 + 1, 1), id="+1 attacker Combat Training"),
    pytest.param(_upgrade(OTHER, "combat_training"), (1 + 1, 1 + 1), id="+1 defender Combat Training"),
    pytest.param(_expansion_elsewhere, (1 + 1, 1), id="an Army beside no expanded Outpost: nothing"),
])
def test_each_combat_modifier_on_its_own(setup, expected):
    """Default (+1 attacker; +1 more Military Prestige than the opponent; -1 on a desert) and acquired (+1 Comms Tower;
    +2 Combat Support only at People Support +2 or +3; +1 Combat Training), each alone on a War Hero (attacker) against
    a Crystal Miner (defender), both basic 1 (rulebook Combat Modifiers)."""
    state, army, there = clash(cards=WEAK)
    setup(state, army, there)
    rig(state, 1)
    pick(state, "Attack")
    fight(state)
    assert strengths(state) == expected


@pytest.mark.parametrize("expanded,elsewhere,defence", [(False, False, 3), (True, False, 3 + 2), (False, True, 3)])
def test_an_outpost_expansion_defends_its_own_outpost(expanded, elsewhere, defence):
    """In the rulebook's words, "+2 if one of your Outposts is under attack, and you have an Outpost Expansion built in
    it": the attacked Outpost's own Expansion counts, another Outpost's does not (Crystal Miner medium 3) (rulebook
    Combat Modifiers)."""
    state, _, there = clash("outpost", cards=WEAK)
    state.outposts[there].expansion = expanded
    if elsewhere:
        _expansion_elsewhere(state, None, there)
    pick(state, "Attack")
    fight(state)
    assert strengths(state) == (1 + 1, defence)


def test_the_prestige_modifier_is_player_versus_player_only():
    """In the rulebook's words, "+1 if you have more Military Prestige than the opponent (only player vs. player)";
    Combat Against a Neutral Unit: a tie defeats nobody, and the combat gives no Military Prestige (rules notes 16,
    R12), and the attacker still loses the Leader cubes it used (a tie) (rulebook Combat Modifiers)."""
    state, army, there = clash("neutral", cards=("war_hero_1", "overtime_1"))  # the neutral unit: 3 + 1
    attacker = state.players[SEAT]
    attacker.prestige = 3
    pick(state, "Attack")
    fight(state, attacker=2)
    assert strengths(state) == (1 + 1 + 2, 3 + 1)
    assert there in state.neutrals and state.unit(army.id) is not None
    assert attacker.prestige == 3 and attacker.leader_cubes == 3


# ---------------------------------------------------------------- Combat Tactics (Select Leader Cubes)


@pytest.mark.parametrize("owned,offered", [(5, 3), (3, 3), (2, 2), (1, 1)])
def test_combat_tactics_offer_zero_to_three_cubes_within_those_owned(owned, offered):
    """A Combat Tactics card from 0 to 3, each cube +1 strength; a side cannot commit more Leader cubes than it has
    (rulebook Combat Sequence, Select Leader Cubes)."""
    state, _, _ = clash(cards=WEAK)
    state.players[SEAT].leader_cubes = owned
    pick(state, "Attack")
    assert state.pending.seat == SEAT and prompt(state) == "Secretly choose your Combat Tactics card"
    assert [label.split()[1] for label in labels(state)] == [str(n) for n in range(offered + 1)]
    fight(state, attacker=offered)
    assert strengths(state) == (1 + 1 + offered, 1)


def test_a_side_without_leader_cubes_is_not_asked():
    """With no Leader cube the only Combat Tactics card is 0 (rulebook Combat Sequence, Select Leader Cubes)."""
    state, _, _ = clash(cards=WEAK)
    state.players[SEAT].leader_cubes = 0
    pick(state, "Attack")
    assert state.pending.seat == OTHER and prompt(state).startswith("Secretly")


@pytest.mark.parametrize("cards,cubes,left", [
    pytest.param(("war_hero_1", "supply_drop_1"), (2, 1), (3, 5), id="win: the winner loses its cubes"),
    pytest.param(("supply_drop_1", "war_hero_1"), (2, 1), (5, 4), id="loss: the loser keeps its cubes"),
    pytest.param(("supply_drop_1", "war_hero_1"), (3, 1), (2, 4), id="tie: both lose their cubes"),
])
def test_who_loses_the_leader_cubes_used(cards, cubes, left):
    """In the rulebook's words, "The defeated player keeps the Leader cubes used in combat, while the winning player (or
    both players in case of a tie) loses the used ones" (rulebook Combat Sequence, Aftermath)."""
    state, _, _ = clash(cards=cards)
    rig(state, 1)
    pick(state, "Attack")
    fight(state, *cubes)
    assert (state.players[SEAT].leader_cubes, state.players[OTHER].leader_cubes) == left


# ---------------------------------------------------------------- Ties and Combat Rewards (Player vs. Player)


def test_a_tie_against_an_outpost_defeats_nobody():
    """In the rulebook's words, "In the event of a tie, there is no winner or loser"; Combat Rewards: the attacker gains
    1 Military Prestige for attacking, the defender 1 for the tie, and nothing is salvaged (rulebook Combat Sequence,
    Resolution)."""
    state, army, there = clash("outpost", cards=WEAK, in_hand=True)  # the Outpost: Crystal Miner medium 3
    draws = state.rng.draws
    pick(state, "Attack")
    fight(state, attacker=1)
    assert strengths(state) == (1 + 1 + 1, 3)
    assert state.outposts[there].owner == OTHER and state.unit(army.id) is not None
    assert state.players[SEAT].prestige == 1 and state.players[OTHER].prestige == 1
    assert state.players[OTHER].resources["water"] == 1 and state.rng.draws == draws  # no Loot die


def test_defeating_an_army():
    """Attacking gives 1 Military Prestige, defeating an Army 1 more and a Loot die roll; the defeated Army goes back to
    its owner's board (rulebook Combat Rewards (Player vs. Player))."""
    state, army, there = clash(cards=("war_hero_1", "supply_drop_1"))
    rig(state, 5)  # the Loot die: a Crystal
    pick(state, "Attack")
    fight(state)
    assert not state.units_at(there) and state.unit(army.id) is not None
    assert state.players[SEAT].prestige == 2 and state.players[SEAT].crystals == 2
    assert state.players[OTHER].prestige == 0


def test_a_defending_army_that_wins_gets_the_army_reward():
    """In the rulebook's words, "Defeating an Army ... applicable to both, attacker and defender"; the attacker still
    gains 1 Military Prestige for attacking and loses its Army (rulebook Combat Rewards (Player vs. Player)) (rules
    notes R12)."""
    state, army, there = clash(cards=("supply_drop_1", "war_hero_1"))
    rig(state, 2)  # the defender's Loot die: ammunition
    pick(state, "Attack")
    fight(state)
    assert strengths(state) == (1 + 1, 4)
    assert state.unit(army.id) is None and state.units_at(there)
    assert state.players[SEAT].prestige == 1
    assert state.players[OTHER].prestige == 1 and state.players[OTHER].resources["ammunition"] == 2


def test_defeating_a_scout_gives_no_reward():
    """In the rulebook's words, "Defeating a Scout: no reward" (only the Prestige for attacking) (rulebook Combat
    Rewards (Player vs. Player))."""
    state, _, there = clash("scout", cards=("war_hero_1", "supply_drop_1"), in_hand=True)
    draws = state.rng.draws
    pick(state, "Attack")
    fight(state)
    assert not state.units_at(there)
    assert state.players[SEAT].prestige == 1 and state.rng.draws == draws
    assert state.players[SEAT].resources == {"water": 1, "ammunition": 1, "energy": 1, "metal": 1}


def test_defeating_an_outpost():
    """Defeating an Outpost gives 1 Military Prestige (plus 1 for attacking) and 2 Loot dice; its owner salvages 2
    resources of its type; the Outpost and its Expansion leave the map for the owner's board (Outpost: "along with its
    expansion") (rulebook Combat Rewards (Player vs. Player))."""
    state, _, there = clash("outpost", cards=("war_hero_1", "supply_drop_1"))  # War Hero medium 3, +2 expansion
    state.outposts[there].expansion = True
    rig(state, 4, 4)  # the Loot dice: metal, metal
    pick(state, "Attack")
    fight(state, attacker=3)
    assert strengths(state) == (4 + 1 + 3, 3 + 2)
    assert there not in state.outposts and not [o for o in state.outposts.values() if o.owner == OTHER]
    assert state.players[SEAT].prestige == 2 and state.players[SEAT].resources["metal"] == 3
    assert state.players[OTHER].resources["water"] == 3


def test_a_moral_boost_is_discarded_with_the_rank_card():
    """In the rulebook's words, "Used Power cards go to the discard pile", a card played as a modifier too (rulebook
    Combat Sequence, Aftermath)."""
    state, _, _ = clash(cards=WEAK)
    state.players[SEAT].hand = ["moral_boost_2"]
    rig(state, 1)
    pick(state, "Attack")
    pick(state, "Fight with War Hero")
    pick(state, "Play Moral Boost")
    fight(state)
    assert strengths(state) == (1 + 1 + 2, 1)
    assert sorted(state.power_discard[-3:]) == ["crystal_miner_1", "moral_boost_2", "war_hero_1"]
    assert state.players[SEAT].hand == []


# ---------------------------------------------------------------- Units, Attack action


def test_scouts_cannot_attack():
    """In the rulebook's words, "They have Basic Combat rank, but they cannot attack" (rulebook Units, Scouts)."""
    state, army, _ = clash()
    state.units.remove(army)
    add_unit(state, SEAT, "scout", army.hex)
    assert not option(state, "Attack").enabled


def test_two_attacks_per_turn():
    """1 Action Point, up to 2 times per turn (two ties against the same Army) (rulebook Actions, Attack)."""
    state, _, there = clash(cards=("informant_1", "bandit_1", "crystal_miner_2", "war_hero_1"))
    for _ in range(2):
        pick(state, "Attack")
        fight(state)
        assert strengths(state) == (1 + 1, 2)
    assert state.turn.ap == 4 - 2 + 1 and state.units_at(there)  # Prestige 2 gave +1 People Support (+1 point)
    assert state.players[SEAT].prestige == 2 and state.players[OTHER].prestige == 2
    assert not option(state, "Attack").enabled
    assert option(state, "Attack").why_not == "no free socket left (2 of 2 used this turn)"


# ---------------------------------------------------------------- Military Prestige and People Support


@pytest.mark.parametrize("before,after,support", [(0, 2, 1), (1, 3, 1), (2, 4, 1), (6, 8, 1), (7, 8, 1), (8, 8, 0)])
def test_even_military_prestige_raises_people_support(before, after, support):
    """In the rulebook's words, "every time you reach an even number in your Military Prestige track (2, 4, 6 and 8),
    your People Support goes up by 1 point" (the track ends at 8: rules notes 30); support turning positive on your own
    turn gives its Action Point at once (rulebook People Support, How To Increase) (rules notes R6)."""
    state, _, _ = clash(cards=("war_hero_1", "supply_drop_1"))
    state.players[SEAT].prestige = before
    rig(state, 1)
    pick(state, "Attack")
    fight(state)
    assert state.players[SEAT].prestige == after and state.players[SEAT].people_support == support
    assert state.turn.ap == 4 - 1 + support
