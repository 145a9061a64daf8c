"""Scenario tests of the Power Cards section, card by card: the upper section's timed action of every card, grouped
by what it does (rulebook: Power Cards, 1. Action Section; FAQ; rules notes 18-20). Sabotage, Rain of Fire and
Cloud Maker's placement are in test_rules_cards.py and test_rules_clouds.py."""

from __future__ import annotations

import pytest

from engine.core.scenario import Pick
from engine.games.wastelands.catalog import catalog
from engine.games.wastelands.rules import board, economy

from engine.games.wastelands.targets import slot_target

from .helpers import (
    add_unit, pick_at, spaces_offered, claimable, enabled, end_turn, field, home_spaces, labels, log_text, new, option, pick,
                      place_outpost, prompt, rich, rig, script, second_turn, slot_index, units_of)

SEAT, OTHER = 0, 1
PLAY = "Play a Power card"


def cards(name: str) -> list[str]:
    """Ids of every copy of a card."""
    return sorted(c for c, spec in catalog().power_cards.items() if spec.name == name)


def holding(card: str, state=None):
    """A fresh game (or `state`), seat 0 to act with only `card` in hand."""
    state = state or new()
    state.players[SEAT].hand = [card]
    return state


def play(state) -> None:
    """Play the only card in hand (a single playable card is not asked again, rules notes R20)."""
    pick(state, PLAY)


def test_every_card_is_covered():
    """40 base cards and the 3 Cloud Maker cards; every name has a scenario here or in the files named above (rulebook
    Power Cards)."""
    names = {spec.name for spec in catalog().power_cards.values()}
    elsewhere = {"Sabotage", "Rain of Fire", "Cloud Maker"}
    assert names - elsewhere == set(COVERED)
    assert len(catalog().power_cards) == 43


COVERED = ("Ballistic Missile", "Moral Boost", "Ambush", "Crystal Miner", "Bandit", "Rumours", "Supply Drop",
           "Scavenger Run", "Forced March", "Reinforcements", "Field Workshop", "Overtime", "Hazmat Suits",
           "Double Shift", "Recon Drone", "Black Market Deal", "War Hero", "Informant")


# ---------------------------------------------------------------- plain gains


@pytest.mark.parametrize("card", cards("Supply Drop"))
def test_supply_drop_gains_two_resources_of_your_choice(card):
    """Supply drop gains two resources of your choice (rulebook Power Cards)."""
    state = holding(card)
    play(state)
    assert prompt(state) == "Gain which resource?"
    pick(state, "Gain 1 metal")
    pick(state, "Gain 1 energy")
    assert state.players[SEAT].resources == {"water": 1, "ammunition": 1, "energy": 2, "metal": 2}
    assert state.turn.ap == 4 and card in state.power_discard and state.players[SEAT].hand == []


@pytest.mark.parametrize("card", cards("Black Market Deal"))
def test_black_market_deal_pays_a_crystal_for_three_resources(card):
    """Black market deal pays a crystal for three resources (rulebook Power Cards)."""
    state = holding(card)
    play(state)
    for resource in ("water", "water", "metal"):
        pick(state, f"Gain 1 {resource}")
    assert state.players[SEAT].crystals == 0
    assert state.players[SEAT].resources == {"water": 3, "ammunition": 1, "energy": 1, "metal": 2}


@pytest.mark.parametrize("card", cards("Black Market Deal"))
def test_black_market_deal_needs_the_crystal(card):
    """Black market deal needs the crystal (rulebook Power Cards)."""
    state = holding(card)
    state.players[SEAT].crystals = 0
    assert option(state, PLAY).why_not == "no card in your hand can be played now"


@pytest.mark.parametrize("card", cards("Scavenger Run"))
def test_scavenger_run_rolls_the_loot_die_twice(card):
    """Scavenger run rolls the loot die twice (rulebook Power Cards)."""
    state = holding(card)
    rig(state, 1, 5)  # Water, then Crystal
    play(state)
    assert state.players[SEAT].resources["water"] == 2 and state.players[SEAT].crystals == 2
    assert log_text(state).count("rolls the loot die") == 2


@pytest.mark.parametrize("card", cards("War Hero"))
def test_war_hero_gains_military_prestige(card):
    """War hero gains military prestige (rulebook Power Cards)."""
    state = holding(card)
    play(state)
    assert state.players[SEAT].prestige == 1


@pytest.mark.parametrize("card", cards("Overtime"))
def test_overtime_gives_an_action_point_for_this_turn_only(card):
    """Points from cards vanish at the end of the turn (rulebook Power Cards) (rules notes R7)."""
    state = holding(card)
    play(state)
    assert economy.available_ap(state) == 5 and state.turn.bonus_ap == 1
    end_turn(state)
    assert state.players[SEAT].temp_ap == 3  # 4 unused regular points, capped at 3; the card's point is gone


@pytest.mark.parametrize("choice,mine,theirs", [("+1 People Support", 1, 0), ("-1 People Support", 0, -1)])
@pytest.mark.parametrize("card", cards("Rumours"))
def test_rumours_raises_yours_or_lowers_anothers_support(card, choice, mine, theirs):
    """Rumours raises yours or lowers anothers support (rulebook Power Cards)."""
    state = holding(card)
    play(state)
    assert prompt(state) == "Choose one"
    pick(state, choice)
    assert state.players[SEAT].people_support == mine and state.players[OTHER].people_support == theirs


@pytest.mark.parametrize("card", cards("Informant"))
def test_informant_takes_a_crystal_from_another_player(card):
    """Informant takes a crystal from another player (rulebook Power Cards)."""
    state = holding(card)
    play(state)
    assert state.players[SEAT].crystals == 2 and state.players[OTHER].crystals == 0


@pytest.mark.parametrize("card", cards("Informant"))
def test_informant_needs_someone_with_a_crystal(card):
    """A steal is offered only when someone has something to take (rulebook Power Cards) (rules notes R23)."""
    state = holding(card)
    state.players[OTHER].crystals = 0
    assert not enabled(state, PLAY)


# ---------------------------------------------------------------- moves and free actions


@pytest.mark.parametrize("card", cards("Forced March"))
def test_forced_march_moves_a_unit_up_to_three_spaces(card):
    """Forced march moves a unit up to three spaces (rulebook Power Cards)."""
    state = holding(card)
    for slot in ("inner_0", "inner_1", "centre"):
        field(state, slot)
    scout = units_of(state, SEAT, "scout")[0]
    start = scout.hex
    play(state)
    assert prompt(state) == "Move a unit up to 3 spaces"
    pick(state, "Move the Scout")
    assert set(spaces_offered(state, "To ")) == set(board.reach(state, start, SEAT, 3, False))
    far = next(h for h in sorted(board.reach(state, start, SEAT, 3, False)) if board.distance(start, h) == 3)
    pick_at(state, far, "To ")
    assert scout.hex == far and state.turn.ap == 4 and state.turn.used.get("move", 0) == 0


@pytest.mark.parametrize("card", cards("Double Shift"))
def test_double_shift_recycles_twice_for_free(card):
    """Double shift recycles twice for free (rulebook Power Cards)."""
    state = holding(card)
    place_outpost(state, SEAT, home_spaces(state, SEAT, "ruined_city")[0], "metal")
    play(state)
    pick(state, "Recycle at the metal Outpost")
    pick(state, "Recycle at the metal Outpost")
    assert state.players[SEAT].resources["metal"] == 3 and state.turn.recycled == 2
    assert state.turn.ap == 4 and state.turn.used.get("recycle", 0) == 0  # no socket (rules notes 20)


@pytest.mark.parametrize("card", cards("Double Shift"))
def test_double_shift_needs_an_outpost(card):
    """Double shift needs an outpost (rulebook Power Cards)."""
    state = holding(card)
    assert not enabled(state, PLAY)


@pytest.mark.parametrize("card", cards("Recon Drone"))
def test_recon_drone_explores_for_free(card):
    """Recon drone explores for free (rulebook Power Cards)."""
    state = holding(card)
    script(state, Pick("abandoned_depot"))
    home = state.slots[board.capital_slot(state, SEAT)]
    index = slot_index(state, "inner_0")
    scout = units_of(state, SEAT, "scout")[0]
    scout.hex = next(h for h in board.slot_hexes(home) if index in board.face_down_adjacent(state, h)
                     and (h == scout.hex or board.is_valid_end(state, h, SEAT)))
    play(state)
    pick_at(state, slot_target("inner_0"))
    pick(state, "Rotate 0 degrees")
    pick(state, "Drain the tanks")
    assert state.slots[index].face_up and state.players[SEAT].tiles_explored == 1
    assert state.turn.ap == 4 and state.turn.used.get("explore", 0) == 0


# ---------------------------------------------------------------- Hazmat Suits


@pytest.mark.parametrize("card", cards("Hazmat Suits"))
def test_hazmat_suits_protect_until_your_next_turn(card):
    """The card's immunity covers the next check, then expires (rulebook Radioactivity Icon) (rules notes R5)."""
    state = holding(card)
    spaces = field(state, "inner_0")
    army = add_unit(state, SEAT, "army", spaces[0])
    state.icons[spaces[0]] = ("radioactivity",)
    play(state)
    assert state.players[SEAT].immune
    end_turn(state)
    rig(state, 1)
    end_turn(state)
    assert state.unit(army.id) is not None and not state.players[SEAT].immune
    end_turn(state)
    rig(state, 1)
    end_turn(state)
    assert state.unit(army.id) is None  # the next check is made again


# ---------------------------------------------------------------- cards spending an Action Point in a socket


def missile_target(state):
    """An enemy Army 3 spaces from seat 0's Capital."""
    for slot in ("inner_0", "inner_1"):
        field(state, slot)
    capital = state.players[SEAT].capital
    spot = next(h for h in sorted(state.terrain) if board.distance(h, capital) == 3
                and board.is_valid_end(state, h, OTHER))
    return add_unit(state, OTHER, "army", spot)


def affordable(state):
    """Field Workshop's Buy needs something to buy (Reinforcements has its free Army and a space from the start)."""
    rich(state, SEAT)


SOCKET_CARDS = {  # card name -> (action whose socket it fills, arrangement that makes it playable)
    "Ballistic Missile": ("attack", missile_target),
    "Reinforcements": ("buy", affordable),
    "Field Workshop": ("buy", affordable),
}
SOCKETED = [(card, *SOCKET_CARDS[name]) for name in SOCKET_CARDS for card in cards(name)]


@pytest.mark.parametrize("card,action,arrange", SOCKETED)
def test_socket_cards_are_refused_without_a_free_socket(card, action, arrange):
    """In the rulebook's words, "you cannot use the card if there are no available sockets for that action" (rulebook
    Power Cards, Action Section)."""
    state = holding(card)
    arrange(state)
    assert enabled(state, PLAY)
    state.turn.used[action] = economy.socket_limit(state, SEAT, action)
    assert not enabled(state, PLAY)


@pytest.mark.parametrize("card,action,arrange", SOCKETED)
def test_socket_cards_are_refused_without_an_action_point(card, action, arrange):
    """In the rulebook's words, "... or if you don't have any Action Points left" (rulebook Power Cards, Action
    Section)."""
    state = holding(card)
    arrange(state)
    state.turn.ap = 0
    assert not enabled(state, PLAY)


@pytest.mark.parametrize("card,action,arrange", SOCKETED)
def test_socket_cards_are_refused_while_the_action_is_locked(card, action, arrange):
    """In the rulebook's words, "... if it is not unlocked yet": with one socket filled, a Buy card is refused (the
    other two are locked until the Market), an Attack card is not (Attack has two open sockets) (rulebook Power Cards,
    Action Section)."""
    state = holding(card)
    arrange(state)
    state.turn.used[action] = 1
    assert option(state, PLAY).enabled is (action == "attack")


@pytest.mark.parametrize("card", cards("Ballistic Missile"))
def test_ballistic_missile_strikes_from_the_capital(card):
    """Strength 5 alone, against a target within 3 spaces of the Capital; 1 Action Point in an Attack socket (rulebook
    R13) (rules notes 18)."""
    state = holding(card)
    target = missile_target(state)
    script(state, Pick("war_hero_1"))  # the defender's card: basic 1
    play(state)
    assert state.turn.used["attack"] == 1 and card in state.power_discard
    pick(state, "Commit 0")  # the defender's cubes
    assert "Combat: attacker 5 against defender 1." in log_text(state)
    assert state.unit(target.id) is None and state.players[SEAT].prestige == 2


@pytest.mark.parametrize("card", cards("Ballistic Missile"))
def test_ballistic_missile_adds_no_modifier_cube_or_moral_boost(card):
    """In the rulebook's words, "No more modifiers will be applied. This includes combat modifiers, Leader cubes and the
    Moral Boost Power card": Comms Tower, Combat Training, more Military Prestige, 5 Leader cubes and a Moral Boost in
    hand leave the strike at 5 (rulebook FAQ)."""
    state = holding(card)
    state.players[SEAT].hand.append("moral_boost_1")
    state.players[SEAT].buildings.append("comms_tower")
    state.players[SEAT].upgrades.append("combat_training")
    state.players[SEAT].prestige = 1
    missile_target(state)
    script(state, Pick("war_hero_1"))
    pick(state, PLAY)
    pick(state, "Play Ballistic Missile")
    offered = []
    while state.combat is not None:
        if state.pending.seat == SEAT:
            offered += [o.label for o in state.pending.options if o.enabled]
        pick(state, "Done" if prompt(state).startswith("Play a combat card") else "Commit 0")
    assert not [label for label in offered if label.startswith(("Play Moral Boost", "Commit"))]
    assert "Combat: attacker 5 against defender 1." in log_text(state)


@pytest.mark.parametrize("card", cards("Ballistic Missile"))
def test_a_lost_ballistic_missile_costs_nothing(card):
    """In the rulebook's words, "Losing an attack using the ... 'Ballistic Missile' Power card doesn't have negative
    consequences": Supply Drop (4) and 3 Leader cubes hold against 5; the attacker keeps everything and still gains the
    attacking Prestige (rulebook FAQ) (rules notes R12)."""
    state = holding(card)
    target = missile_target(state)
    script(state, Pick("supply_drop_1"))
    play(state)
    pick(state, "Commit 3")
    assert "Combat: attacker 5 against defender 7." in log_text(state)
    assert state.unit(target.id) is not None and state.players[SEAT].leader_cubes == 5
    assert state.players[SEAT].prestige == 1 and state.players[OTHER].leader_cubes == 2


@pytest.mark.parametrize("card", cards("Ballistic Missile"))
def test_ballistic_missile_needs_a_target_in_range(card):
    """Ballistic missile needs a target in range (rulebook Power Cards)."""
    state = holding(card)
    target = missile_target(state)
    target.hex = next(h for h in sorted(state.terrain) if board.distance(h, state.players[SEAT].capital) == 4
                      and board.is_valid_end(state, h, OTHER))
    assert not enabled(state, PLAY)


@pytest.mark.parametrize("card", cards("Reinforcements"))
def test_reinforcements_place_a_free_army_for_a_buy_action_point(card):
    """Reinforcements place a free army for a buy action point (rulebook Power Cards)."""
    state = holding(card)
    before = dict(state.players[SEAT].resources)
    play(state)
    assert prompt(state) == "Where does the new Army go?"
    pick(state, "Place it on")
    assert len(units_of(state, SEAT, "army")) == 1 and state.players[SEAT].resources == before
    assert state.turn.used["buy"] == 1 and state.turn.ap == 3
    assert option(state, "Buy").why_not.startswith("no free socket left")


@pytest.mark.parametrize("card", cards("Field Workshop"))
def test_field_workshop_buys_an_upgrade_two_resources_cheaper(card):
    """The card's text: "1 Action Point on Buy: buy an upgrade for 2 fewer resources", with the one Buy socket a player
    has before the Market (rulebook Power Cards)."""
    state = holding(card)
    rich(state, SEAT)
    play(state)
    assert "Improved Trade (1 metal)" in labels(state)
    pick(state, "Improved Trade")
    assert "improved_trade" in state.players[SEAT].upgrades
    assert state.players[SEAT].resources == {"water": 6, "ammunition": 6, "energy": 6, "metal": 5}
    assert state.turn.used["buy"] == 1 and state.turn.ap == 3


@pytest.mark.parametrize("card", cards("Reinforcements") + cards("Field Workshop"))
def test_buy_cards_count_for_the_buyer_achievement(card):
    """In the rulebook's words, "Spending Action Points in the Buy action when using Power cards also count for the
    Buyer achievement": the card's point and one ordinary Buy make the easy half (2 Action Points on Buy) (rulebook
    FAQ)."""
    state = holding(card, second_turn())
    rich(state, SEAT)
    state.players[SEAT].buildings.append("market")
    state.achievement_row = ["buyer"]
    state.achievement_tokens["buyer"] = []
    play(state)
    if prompt(state).startswith("Where does"):
        pick(state, "Place it on")
    else:
        pick(state, "Improved Trade")
    pick(state, "Buy")
    pick(state, "All-terrain Speed")
    assert state.turn.used["buy"] == 2
    assert claimable(state) == ["Claim Buyer"]


# ---------------------------------------------------------------- combat cards


def duel(state):
    """Seat 0's Army next to seat 1's on a plain field."""
    spaces = field(state, "inner_0")
    return add_unit(state, SEAT, "army", spaces[0]), add_unit(state, OTHER, "army", spaces[1])


@pytest.mark.parametrize("card", cards("Moral Boost") + cards("Ambush"))
def test_combat_cards_are_not_played_from_the_menu(card):
    """Each card says when it is used; these only in a combat (rulebook Power Cards)."""
    state = holding(card)
    assert option(state, PLAY).why_not == "no card in your hand can be played now"


@pytest.mark.parametrize("card", cards("Moral Boost"))
def test_moral_boost_adds_two_to_your_strength(card):
    """Moral Boost is played beside the card used for the Combat rank (rulebook Power Cards) (rules notes 18)."""
    state = holding(card)
    duel(state)
    script(state, Pick("war_hero_1"), Pick("supply_drop_1"))  # attacker War Hero (1), defender Supply Drop (4)
    pick(state, "Attack")
    pick(state, "Fight with War Hero")
    pick(state, "Play Moral Boost (+2)")
    pick(state, "Commit 0")
    pick(state, "Commit 0")
    assert "Combat: attacker 4 against defender 4." in log_text(state)  # 1 + 2 + 1 attacking
    assert card in state.power_discard


@pytest.mark.parametrize("card", cards("Ambush"))
def test_ambush_adds_three_when_defending_only(card):
    """Ambush adds three when defending only (rulebook Power Cards)."""
    state = new()
    duel(state)
    state.players[SEAT].hand = [cards("Ambush")[1 - cards("Ambush").index(card)]]
    state.players[OTHER].hand = [card]
    script(state, Pick("supply_drop_1"), Pick("war_hero_1"))  # attacker Supply Drop (4), defender War Hero (1)
    pick(state, "Attack")
    pick(state, "Fight with Supply Drop")
    assert not option(state, "Play Ambush").enabled  # attacking: not usable
    pick(state, "Done")
    pick(state, "Fight with War Hero")
    pick(state, "Play Ambush (+3)")
    pick(state, "Commit 0")
    pick(state, "Commit 0")
    assert "Combat: attacker 5 against defender 4." in log_text(state)


# ---------------------------------------------------------------- permanent cards


@pytest.mark.parametrize("card", cards("Crystal Miner"))
def test_crystal_miner_works_the_turn_it_is_played_and_stays(card):
    """In the rulebook's words, "When you play the 'Crystal Miner' ... you can already use its ability on that turn";
    once per turn, kept in front of you (rulebook FAQ)."""
    state = holding(card)
    place_outpost(state, SEAT, home_spaces(state, SEAT, "ruined_city")[0], "water")
    play(state)
    assert state.players[SEAT].in_play == [card] and card not in state.power_discard
    pick(state, "Recycle")
    assert state.players[SEAT].crystals == 2
    pick(state, "Recycle")
    assert state.players[SEAT].crystals == 2  # once per turn
    end_turn(state)
    end_turn(state)
    pick(state, "Recycle")
    assert state.players[SEAT].crystals == 3 and state.players[SEAT].in_play == [card]


@pytest.mark.parametrize("card", cards("Bandit"))
def test_bandit_works_the_turn_it_is_played_and_stays(card):
    """The Bandit too; once per turn, a resource from a player whose Outpost is next to one of your Armies (rulebook
    FAQ)."""
    state = holding(card)
    spaces = field(state, "inner_0")
    add_unit(state, SEAT, "army", spaces[0])
    place_outpost(state, OTHER, spaces[1], "energy")
    state.players[OTHER].resources = {"water": 0, "ammunition": 0, "energy": 3, "metal": 0}
    play(state)
    assert state.players[SEAT].in_play == [card]
    pick(state, "Use Bandit")
    assert state.players[SEAT].resources["energy"] == 2 and state.players[OTHER].resources["energy"] == 2
    assert option(state, "Use Bandit").why_not == "already used this turn"
    end_turn(state)
    end_turn(state)
    assert option(state, "Use Bandit").enabled and state.players[SEAT].in_play == [card]


@pytest.mark.parametrize("card", cards("Bandit"))
def test_bandit_needs_an_army_next_to_an_enemy_outpost(card):
    """Bandit needs an army next to an enemy outpost (rulebook Power Cards)."""
    state = holding(card)
    play(state)
    assert not option(state, "Use Bandit").enabled


def all_armies_out(state):
    for hex_ in field(state, "inner_0")[:3]:
        add_unit(state, SEAT, "army", hex_)


def no_units(state):
    state.units = []


@pytest.mark.parametrize("card,arrange", [(c, all_armies_out) for c in cards("Reinforcements")]
                         + [(c, no_units) for c in cards("Forced March")])
def test_a_card_that_would_do_nothing_is_refused(card, arrange):
    """A card that cannot do what it says now is not played (all 3 Armies already out for Reinforcements; no unit to
    move for Forced March), as the steals (rulebook Power Cards) (rules notes R23)."""
    state = holding(card)
    arrange(state)
    assert not enabled(state, PLAY)


@pytest.mark.parametrize("card", cards("Bandit"))
def test_bandit_needs_an_army_not_a_scout(card):
    """The card's text: "a player whose Outpost is next to one of your Armies": a Scout there is not enough (rulebook
    Power Cards)."""
    state = holding(card)
    spaces = field(state, "inner_0")
    units_of(state, SEAT, "scout")[0].hex = spaces[0]
    place_outpost(state, OTHER, spaces[1], "energy")
    play(state)
    assert not enabled(state, "Use Bandit")
    add_unit(state, SEAT, "army", spaces[2])
    assert enabled(state, "Use Bandit")
