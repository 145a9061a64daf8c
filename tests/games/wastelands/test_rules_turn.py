"""Scenario tests of Rise of the Wastelands: setup, actions, People Support, Action Points, achievements, endgame."""

from __future__ import annotations

import pytest

from engine.core.choice import IllegalMove
from engine.core.clone import clone
from engine.core.scenario import Scenario
from engine.games.wastelands.game import GAME
from engine.games.wastelands.rules import board, economy, endgame
from engine.games.wastelands.rules.decks import take_achievement
from engine.games.wastelands.rules.economy import base_action_points
from engine.games.wastelands.state import Outpost

from .helpers import achievements


def new(players: int = 2, seed: int = 1, **options):
    """A fresh game at the first player's action menu."""
    return Scenario(GAME, players, options, seed).state()


def drawn_deck(state) -> list[str]:
    """The achievement deck as it turns out, top first: every card drawn in turn (on a copy; a card is drawn at
    random when it is drawn)."""
    copy = clone(state)
    return [take_achievement(copy) for _ in range(len(copy.achievement_deck))]


def labels(state) -> list[str]:
    """Labels of the pending options."""
    return [o.label for o in state.pending.options]


def pick(state, label: str) -> None:
    """Apply the first pending option whose label starts with `label` (after edits, the choice is rebuilt)."""
    GAME.flow.refresh(state)
    for i, option in enumerate(state.pending.options):
        if option.label.startswith(label):
            GAME.advance(state, i)
            return
    raise AssertionError(f"no option {label!r} in {labels(state)}")


def option(state, label: str):
    """The pending option whose label starts with `label`."""
    GAME.flow.refresh(state)
    return next(o for o in state.pending.options if o.label.startswith(label))


def active(state) -> int:
    """The seat to play."""
    return state.turn.seat


def free_ruin(state, seat):
    """Put the seat's scout on a free ruined city of its capital tile and return the space."""
    home = board.capital_slot(state, seat)
    ruin = next(h for h, t, _ in board.tile_spaces(state.slots[home]) if t == "ruined_city")
    scout = next(u for u in state.units if u.owner == seat)
    scout.hex = ruin
    return ruin


def test_setup_boards_and_map():
    """Game Setup; Player Setup (rulebook Gameplay)."""
    state = new(3)
    assert len(state.players) == 3
    for seat, player in enumerate(state.players):
        assert player.resources == {"water": 1, "ammunition": 1, "energy": 1, "metal": 1}
        assert player.crystals == 1 and player.influence_pool == 7 and player.people_support == 0
        assert player.leader_cubes == 5
        scouts = [u for u in state.units if u.owner == seat]
        assert len(scouts) == 1 and scouts[0].kind == "scout"
        assert board.tile_key(state, scouts[0].hex) == board.capital_slot(state, seat)
    assert state.turn.ap == 4
    assert all(not s.face_up for s in state.slots if s.holds == "map")


def test_achievement_deck_from_starting_cards():
    """Five starting cards on top of the achievement deck, five at the bottom (rulebook Game Setup)."""
    state = new(2, seed=5)
    deck = drawn_deck(state)  # top first
    row = state.achievement_row
    assert all(achievements()[c].starting for c in row)
    assert all(achievements()[c].starting for c in deck[:2])
    assert all(not achievements()[c].starting for c in deck[2:12])
    assert all(achievements()[c].starting for c in deck[12:])


def test_build_outpost():
    """3 Action Points, Scout on a ruined city, 1 resource, Scout back to the board (rulebook Build Outpost)."""
    state = new()
    seat = active(state)
    ruin = free_ruin(state, seat)
    pick(state, "Build an Outpost")
    pick(state, "Build the metal Outpost")
    assert state.outposts[ruin] == Outpost(owner=seat, resource="metal")
    assert state.players[seat].resources["metal"] == 2
    assert not [u for u in state.units if u.owner == seat]
    assert state.turn.ap == 1
    assert not option(state, "Build an Outpost").enabled


def test_recycle_with_expansion_and_productivity():
    """Recycle; Outpost Expansion; Increased Productivity (rulebook Gameplay)."""
    state = new()
    seat = active(state)
    ruin = free_ruin(state, seat)
    state.outposts[ruin] = Outpost(owner=seat, resource="water", expansion=True)
    state.players[seat].upgrades.append("increased_productivity")
    assert option(state, "Recycle").enabled
    pick(state, "Recycle")  # a single Outpost: no second decision (rules notes R20)
    assert state.players[seat].resources["water"] == 4
    assert state.turn.recycled == 3


def test_move_terrain_rules():
    """Deserts stop movement, mountains block, units end on valid spaces (rulebook Move)."""
    state = new()
    seat = active(state)
    scout = next(u for u in state.units if u.owner == seat)
    ends = board.reach(state, scout.hex, seat, 4, False)
    for hex_ in ends:
        assert state.terrain[hex_] not in ("mountain", "toxic_lake")
    home = board.capital_slot(state, seat)
    desert = next(h for h, t, _ in board.tile_spaces(state.slots[home]) if t == "desert")
    mountain = next(h for h, t, _ in board.tile_spaces(state.slots[home]) if t == "mountain")
    assert mountain not in ends
    scout.hex = desert
    scout.stuck = True
    assert not option(state, "Move").enabled


def test_move_costs_one_point_per_space():
    """Several Move actions in one decision, costing one Action Point each (rulebook Move)."""
    state = new()
    seat = active(state)
    home = board.capital_slot(state, seat)
    ring = [h for h, t, _ in board.tile_spaces(state.slots[home])[1:] if t == "plain"]
    scout = next(u for u in state.units if u.owner == seat)
    scout.hex = ring[-1]
    pick(state, "Move")  # a single unit: straight to its destinations (rules notes R20)
    assert state.pending.prompt == "Where does your Scout go?"
    far = [o for o in state.pending.options if "(2 Move actions)" in o.label]
    assert far
    GAME.apply(state, state.pending.options.index(far[0]))
    assert state.turn.ap == 2 and state.turn.used["move"] == 2


def test_collect_taxes_at_minus_three():
    """+1 Crystal, -1 People Support, still allowed at -3 (rulebook Collect taxes)."""
    state = new()
    seat = active(state)
    state.players[seat].people_support = -3
    state.players[seat].support_bonus.append(-3)
    pick(state, "Collect taxes")  # no confirmation (rules notes R20)
    assert state.players[seat].crystals == 2 and state.players[seat].people_support == -3


def test_people_support_effects():
    """First time at -3 gives a Leader cube; dropping to 0 on your turn costs an Action Point (rulebook People Support)."""
    state = new()
    seat = active(state)
    player = state.players[seat]
    economy.change_support(state, seat, 1)
    assert state.turn.ap == 5 and base_action_points(state, seat) == 5
    economy.change_support(state, seat, -1)
    assert state.turn.ap == 4
    economy.change_support(state, seat, -3)
    assert player.leader_cubes == 6
    economy.change_support(state, seat, 6)
    economy.change_support(state, seat, -6)
    assert player.leader_cubes == 7  # +3 once, -3 only the first time


def test_prestige_raises_support():
    """Every even Military Prestige raises it by 1 (rulebook People Support)."""
    state = new()
    seat = active(state)
    economy.gain_prestige(state, seat, 4)
    assert state.players[seat].prestige == 4 and state.players[seat].people_support == 2


def test_trade_and_improved_trade():
    """2 resources for a Crystal, 1 with Improved Trade (rulebook Trade)."""
    state = new()
    seat = active(state)
    pick(state, "Trade")
    pick(state, "Trade water + ammunition")
    assert state.players[seat].crystals == 2 and state.players[seat].resources["water"] == 0
    state.players[seat].upgrades.append("improved_trade")
    pick(state, "Trade")
    pick(state, "Trade energy for a Crystal")
    assert state.players[seat].crystals == 3


def test_buy_limits_and_locks():
    """One socket until the Market; Propaganda locked until the Comms Tower (rulebook Buy)."""
    state = new()
    seat = active(state)
    assert not option(state, "Propaganda").enabled
    state.players[seat].resources = {"water": 6, "ammunition": 6, "energy": 6, "metal": 6}
    pick(state, "Buy")
    pick(state, "Market")
    assert "market" in state.players[seat].buildings
    assert option(state, "Buy").enabled  # the Market unlocked 2 more sockets
    pick(state, "Buy")
    pick(state, "Comms Tower")
    assert option(state, "Propaganda").enabled


def test_upgrade_requirements():
    """Level 2 needs the Tech Lab, Superior Combat needs Medium Combat (rulebook Upgrades)."""
    from engine.games.wastelands.rules.actions.buy import why_not_item
    state = new()
    seat = active(state)
    state.players[seat].resources = {"water": 6, "ammunition": 6, "energy": 6, "metal": 6}
    assert "Tech Lab" in why_not_item(state, seat, "extra_action")
    state.players[seat].buildings.append("tech_lab")
    assert "Medium Combat" in why_not_item(state, seat, "superior_combat")
    assert why_not_item(state, seat, "extra_action") is None


def test_surplus_carries_at_most_three():
    """Unused points become at most 3 temporary points (rulebook Resetting Action Points)."""
    state = new()
    seat = active(state)
    pick(state, "End turn")
    assert state.players[seat].temp_ap == 3
    while state.turn.seat != seat:
        pick(state, "End turn")
    assert state.turn.ap == 7


def test_claims_not_on_first_turn():
    """Not on the first turn; easy half for the first three claims (rulebook Claiming Achievements)."""
    state = new()
    seat = active(state)
    player = state.players[seat]
    player.crystals = 6
    player.resources = {"water": 6, "ammunition": 6, "energy": 6, "metal": 6}
    state.achievement_row = ["treasurer", "hoarder", "beloved"]
    state.achievement_tokens = {c: [] for c in state.achievement_row}
    pick(state, "End turn")
    assert state.turn.seat != seat and player.influence_pool == 7
    pick(state, "End turn")
    pick(state, "End turn")
    assert state.pending.prompt == "Claim achievements?"
    pick(state, "Claim Treasurer")
    assert state.achievement_tokens["treasurer"] == [seat] and player.influence_pool == 6
    assert not option(state, "Claim Treasurer").enabled


def test_fifth_claim_needs_support():
    """The 5th to 7th claims need positive People Support and the hard half (rulebook Claiming Achievements)."""
    from engine.games.wastelands.rules.achievements import why_not_claim
    state = new()
    seat = active(state)
    player = state.players[seat]
    player.influence_pool = 3
    player.crystals = 6
    assert "positive People Support" in why_not_claim(state, seat, "treasurer")
    player.people_support = 1
    assert why_not_claim(state, seat, "treasurer") is None  # hard half: 5 Crystals
    player.crystals = 4
    assert "hard" in why_not_claim(state, seat, "treasurer")


def test_allocation_and_power_card_slot():
    """Tokens on claimed cards go to other players (-1 People Support, Power card on slot 2) (rulebook Allocating
    Influence)"""
    state = new()
    seat = active(state)
    other = 1 - seat
    card = state.achievement_row[0]
    state.achievement_tokens[card] = [seat, other]
    state.players[other].received = [seat]
    pick(state, "End turn")
    pick(state, "End turn")
    assert state.players[other].received == [seat, seat]
    assert state.players[other].people_support == -1
    assert len(state.players[other].hand) == 1  # slot 2 shows the Power card icon
    assert state.players[seat].received == [other]
    assert card not in state.achievement_row and len(state.achievement_row) == 3


def test_endgame_trigger_and_final_allocation():
    """2 or fewer tokens at the end of a turn; others play once more; final allocation; winners (rulebook Endgame)."""
    state = new()
    seat = active(state)
    other = 1 - seat
    player = state.players[seat]
    player.influence_pool = 2
    card = state.achievement_row[1]
    state.achievement_tokens[card] = [seat]
    player.received = []
    state.players[other].received = [seat] * 4
    pick(state, "End turn")
    assert state.endgame_by == seat and state.turn.seat == other and state.turn.last
    pick(state, "End turn")
    assert state.over and state.pending is None
    assert state.players[other].received == [seat] * 5
    assert GAME.scores(state)[seat] == 5 and GAME.winners(state) == [seat]


def test_secondary_victory_conditions():
    """The tie is broken by most conditions won; a persisting tie is shared (rulebook Secondary Victory Conditions)."""
    state = new(3)
    for s, p in enumerate(state.players):
        p.received = [x for x in range(3) if x != s] * 2
    assert sorted(endgame.winners(state)) == [0, 1, 2]
    state.players[1].prestige = 3
    state.players[1].crystals = 4
    state.players[2].people_support = 2
    assert endgame.winners(state) == [1]


def test_winner_must_influence_everyone():
    """You must have placed a token on every other player (rulebook Winning the Game)."""
    state = new(3)
    state.players[1].received = [0, 0, 0, 0]
    state.players[0].received = [2]
    state.players[1].received += [2]
    assert endgame.winners(state) == [2]


def test_illegal_index_changes_nothing():
    """Illegal index changes nothing (rulebook Gameplay)."""
    state = new()
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1)  # Recycle without an Outpost is disabled
