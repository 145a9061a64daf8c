"""Scenario tests of Combat Rewards (Player vs. Player) for a defeated Capital, the endgame reached that way, and
Combat Against Automated Players (the drawn card at the right rank, Leader cubes by set, rewards both ways)."""

from __future__ import annotations

import pytest

from engine.core.scenario import Pick
from engine.games.wastelands.rules import board
from engine.games.wastelands.state import Outpost

from .helpers import add_unit, end_turn, log_text, new, option, pick, pick_at, prompt, rig, script, settle

SEAT, OTHER = 0, 1


def siege(players: int = 2, seed: int = 1, **options: str):
    """Seat 0's Army next to seat 1's Capital; the attacker will draw Supply Drop, the defender War Hero."""
    state = new(players, seed, **options)
    state.units = [u for u in state.units if u.owner != OTHER]  # its Scout would be a second target
    capital = state.players[OTHER].capital
    beside = next(h for h in board.neighbours(capital) if board.is_valid_end(state, h, SEAT)
                  and state.terrain[h] != "desert")
    army = add_unit(state, SEAT, "army", beside)
    script(state, Pick("supply_drop_1"), Pick("war_hero_1"))
    return state, army


def storm(state) -> None:
    """Attack the Capital: 4 + 1 attacking + 3 Leader cubes = 8 against superior War Hero 5 (no cubes)."""
    rig(state, 1, 1)  # the two Loot dice: water, water
    pick(state, "Attack")
    pick(state, "Commit 3")
    if prompt(state).startswith("Secretly"):
        pick(state, "Commit 0")


def test_defeating_a_capital():
    """Defeating a Capital gives 2 Military Prestige (plus 1 for attacking) and 2 Loot dice; the attacker may place 1
    Influence token on the defeated player at once, with no positive People Support needed; the Capital is not destroyed
    and this attacker cannot attack it again (rulebook Combat Rewards (Player vs. Player))."""
    state, army = siege()
    attacker, defender = state.players[SEAT], state.players[OTHER]
    attacker.people_support = -2
    capital = defender.capital
    storm(state)
    assert "Combat: attacker 8 against defender 5." in log_text(state)  # the Capital fights at superior rank
    assert prompt(state) == "Place an Influence token on {seat:1}?"
    pick(state, "Place the token")
    assert attacker.influence_pool == 6 and defender.received == [SEAT] and defender.people_support == -1
    assert attacker.prestige == 3 and attacker.resources["water"] == 3
    assert defender.capital == capital and board.capital_owner(state, capital) == OTHER
    assert attacker.capitals_defeated == [OTHER] and state.unit(army.id) is not None
    assert not option(state, "Attack").enabled


def test_the_influence_token_is_optional():
    """In the rulebook's words, "The attacker may place 1 Influence token" (rulebook Combat Rewards (Player vs.
    Player))."""
    state, _ = siege()
    storm(state)
    pick(state, "Keep it")
    assert state.players[SEAT].influence_pool == 7 and state.players[OTHER].received == []


def test_a_capital_defeat_can_trigger_the_endgame_without_positive_support():
    """In the rulebook's words, "The endgame can be triggered without positive People Support if a player places their
    5th Influence token by defeating the Capital of another player" (rulebook People Support)."""
    state, _ = siege()
    attacker = state.players[SEAT]
    attacker.influence_pool, attacker.people_support = 3, -3
    storm(state)
    pick(state, "Place the token")
    end_turn(state)
    assert state.endgame_by == SEAT and state.turn.seat == OTHER and state.turn.last


# ---------------------------------------------------------------- Combat Against Automated Players


def automated_siege(card_set: str, cubes: int = 3):
    """A human Army next to the automated player's Capital; its last card is from `card_set`."""
    state, army = siege(1, 3, automated="1")
    auto = state.automated[OTHER]
    auto.card = {"start": "auto_start", "beginning": "auto_b2", "middle": "auto_m3", "end": "auto_e1"}[card_set]
    auto.card_set = card_set
    state.players[OTHER].leader_cubes = cubes
    state.players[OTHER].hand = ["supply_drop_2"]  # a strong card it must not use
    return state, army


@pytest.mark.parametrize("card_set,expected", [("beginning", 0), ("middle", 1), ("end", 2)])
def test_an_automated_capital_uses_the_drawn_card_and_leader_cubes_by_set(card_set, expected):
    """It draws a Power card and always uses it, at the defending piece's rank (a Capital: superior); it adds 0 / 1 / 2
    Leader cubes for a Beginning / Middle / End last card (rulebook Combat Against Automated Players)."""
    state, _ = automated_siege(card_set)
    storm(state)
    assert f"Combat: attacker 8 against defender {5 + expected}." in log_text(state)
    assert "reveals War Hero: 5 at superior combat rank" in log_text(state)
    assert state.players[OTHER].hand == ["supply_drop_2"]
    assert state.players[OTHER].leader_cubes == 3  # the defeated side keeps its cubes


def test_rewards_against_an_automated_player():
    """In the rulebook's words, "the rewards ... are the same as against human players": the human may influence the
    automated player whose Capital it defeated (rulebook Combat Against Automated Players)."""
    state, _ = automated_siege("beginning")
    storm(state)
    pick(state, "Place the token")
    settle(state)
    assert state.players[OTHER].received == [SEAT] and state.players[OTHER].people_support == -1
    assert state.players[SEAT].prestige == 3


def test_an_automated_outpost_salvages_two_resources():
    """Its defeated Outpost gives it 2 resources of the Outpost's type (rulebook Combat Rewards (Player vs. Player), for
    an automated player too)."""
    state, army = automated_siege("beginning")
    spot = next(h for h in board.neighbours(army.hex) if board.is_valid_end(state, h, OTHER))
    state.outposts[spot] = Outpost(owner=OTHER, resource="energy")
    energy = state.players[OTHER].resources["energy"]
    rig(state, 1, 1)
    pick(state, "Attack")
    if prompt(state).startswith("Attack with which"):
        pick_at(state, spot, "Your Army on")
    pick(state, "Commit 3")  # 4 + 1 + 3 = 8 against War Hero at medium rank, 3
    assert "Combat: attacker 8 against defender 3." in log_text(state)
    assert spot not in state.outposts and state.players[OTHER].resources["energy"] == energy + 2
