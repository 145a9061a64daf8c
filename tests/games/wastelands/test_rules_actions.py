"""Scenario tests of the Actions, one rule at a time: each action's Action Point cost and per-turn sockets, Move
across the Map Tiles' terrain, Buy (Crystals, where units go, Extra Action), Propaganda, the Power card action,
People Support and the Surplus of temporary Action Points."""

from __future__ import annotations

import pytest

from engine.core.scenario import Pick
from engine.games.wastelands.rules import board, economy
from engine.games.wastelands.state import Neutral, Outpost

from .helpers import (
    pick_at,
    spaces_offered,
    add_unit,
    end_turn,
    field,
    labels,
    move_offers,
    new,
    option,
    pick,
    prompt,
    rich,
    script,
    units_of,
)

SEAT, OTHER = 0, 1


def cleared(kind: str = "army"):
    """Seat 0's only unit (a `kind`) on the north space of a cleared plain tile (inner_0); the tile's spaces."""
    state = new()
    spaces = field(state, "inner_0")
    state.units = [u for u in state.units if u.owner != SEAT]
    unit = add_unit(state, SEAT, kind, spaces[1])
    return state, unit, spaces


def until_my_turn(state) -> None:
    """End turns until seat 0 is at its action menu again."""
    end_turn(state)
    while state.turn.seat != SEAT:
        end_turn(state)


# ---------------------------------------------------------------- Action Points and sockets


def _outpost(state):
    state.outposts[field(state, "inner_0")[0]] = Outpost(owner=SEAT, resource="water")


def _trade(state):
    pick(state, "Trade")
    pick(state, "Trade metal + metal")


def _buy(items):
    def act(state):
        pick(state, "Buy")
        pick(state, items.pop(0))
    return act


def _power_card(state):
    pick(state, "Power card action")
    if prompt(state) == "Draw or discard?":  # with a card in hand
        pick(state, "Pay 1 Crystal")


def _comms_tower(state):
    state.players[SEAT].buildings.append("comms_tower")
    state.players[SEAT].people_support = -3  # raising it stays below +1: no Action Point moves


def _propaganda(state):
    pick(state, "Propaganda")
    pick(state, "Raise your People Support")


def _two_ruins(state):
    state.units = [u for u in state.units if u.owner != SEAT]
    for hex_ in field(state, "inner_0", "ruined_city")[:2]:
        add_unit(state, SEAT, "scout", hex_)


def _build(state):
    pick(state, "Build an Outpost")
    pick(state, "Build the")


@pytest.mark.parametrize("action,setup,act,times,cost,why", [
    pytest.param("Recycle", _outpost, lambda s: pick(s, "Recycle"), 4, 1, "no free socket left (4 of 4 used this turn)",
                 id="Recycle: 1 AP, 4 a turn"),
    pytest.param("Trade", None, _trade, 2, 1, "no free socket left (2 of 2 used this turn)", id="Trade: 1 AP, 2 a turn"),
    pytest.param("Collect taxes", None, lambda s: pick(s, "Collect taxes"), 2, 1,
                 "no free socket left (2 of 2 used this turn)", id="Collect taxes: 1 AP, 2 a turn"),
    pytest.param("Power card action", None, _power_card, 2, 1,
                 "no free socket left (2 of 2 used this turn)", id="Power card: 1 AP, 2 a turn"),
    pytest.param("Buy", None, _buy(["Combat Training"]), 1, 1, "no free socket left (1 of 1 used this turn)",
                 id="Buy: 1 AP, once without the Market"),
    pytest.param("Buy", lambda s: s.players[SEAT].buildings.append("market"),
                 _buy(["Combat Training", "Improved Trade", "Radioactivity Immunity"]), 3, 1,
                 "no free socket left (3 of 3 used this turn)", id="Buy: 3 a turn with the Market"),
    pytest.param("Propaganda", _comms_tower, _propaganda, 2, 1,
                 "no free socket left (2 of 2 used this turn)", id="Propaganda: 1 AP, 2 a turn"),
    pytest.param("Build an Outpost", _two_ruins, _build, 1, 3, "no free socket left (1 of 1 used this turn)",
                 id="Build Outpost: 3 AP, once a turn"),
])
def test_action_point_cost_and_sockets(action, setup, act, times, cost, why):
    """An action moves 1 Action Point (3 for Build Outpost) to an empty socket; with no empty socket left it cannot be
    performed, however many Action Points remain (Recycle 4, Trade / Collect taxes / Power card / Propaganda 2, Buy 1 or
    3 with the Market, Build Outpost 1) (rulebook Actions)."""
    state = new()
    rich(state, SEAT)
    state.players[SEAT].crystals = 4
    state.turn.ap = 7
    if setup:
        setup(state)
    for _ in range(times):
        assert option(state, action).enabled
        act(state)
    assert state.turn.ap == 7 - cost * times
    assert not option(state, action).enabled and option(state, action).why_not == why


# ---------------------------------------------------------------- Move


def test_four_move_actions_a_turn():
    """1 Action Point per Move action, up to 4 times per turn, however many points remain; several Move actions with one
    unit are one decision (rulebook Actions, Move) (rules notes R8)."""
    state, army, _ = cleared()
    state.turn.ap = 7
    offers = move_offers(state, army)
    assert max(offers.values()) == 4
    far = next(h for h, n in sorted(offers.items()) if n == 4)
    pick(state, "Move")
    pick_at(state, far, "To ")
    assert army.hex == far and state.turn.ap == 3
    assert option(state, "Move").why_not == "no free socket left (4 of 4 used this turn)"


@pytest.mark.parametrize("blocker,passes", [("own scout", True), ("own outpost", True), ("enemy army", False),
                                            ("enemy outpost", False), ("neutral", False)])
def test_moves_pass_own_pieces_never_enemy_ones(blocker, passes):
    """In the rulebook's words, "your unit can go through spaces occupied by your own Outposts or units (never by enemy
    units or Outposts), but it must end its movement on a valid space" (north to south through the centre: 2 Move
    actions, no other way in 2) (rulebook Actions, Move)."""
    state, army, (centre, _, _, _, south, _, _) = cleared()
    state.turn.ap = 2
    owner = SEAT if blocker.startswith("own") else OTHER
    if blocker.endswith("outpost"):
        state.outposts[centre] = Outpost(owner=owner, resource="water")
    elif blocker == "neutral":
        state.neutrals[centre] = Neutral(source="raider_toll", piece="raiders")
    else:
        add_unit(state, owner, blocker.split()[1], centre)
    offers = move_offers(state, army)
    assert centre not in offers
    assert (offers.get(south) == 2) is passes


@pytest.mark.parametrize("terrain,all_terrain,centre_cost,south_cost", [
    ("mountain", False, None, None),
    ("mountain", True, None, 1),
    ("toxic_lake", False, None, 2),
    ("desert", False, 1, None),
    ("desert", True, 1, 1),
    ("plain", True, 1, 1),
])
def test_terrain_on_the_way(terrain, all_terrain, centre_cost, south_cost):
    """Mountains can be neither crossed nor ended on (All-terrain Speed crosses them, still not ending there); toxic
    lakes are crossed but never ended on; a desert stops the unit (not with All-terrain Speed). Level 1 Upgrades,
    All-terrain Speed: an extra space per Move action (rulebook Map Tiles)."""
    state, army, (centre, _, _, _, south, _, _) = cleared()
    state.terrain[centre] = terrain
    if all_terrain:
        state.players[SEAT].upgrades.append("all_terrain_speed")
    state.turn.ap = 2
    offers = move_offers(state, army)
    assert offers.get(centre) == centre_cost and offers.get(south) == south_cost


def test_all_terrain_still_ends_on_a_valid_space():
    """In the rulebook's words, "they must end their movement on a valid space": with mountains and lakes all around,
    the unit can cross them but only stop beyond (rulebook Level 1 Upgrades, All-terrain Speed)."""
    state, army, spaces = cleared()
    south = spaces[4]
    for hex_, terrain in zip(spaces, ("mountain", None, "toxic_lake", "mountain", None, "toxic_lake", "mountain")):
        if terrain:
            state.terrain[hex_] = terrain
    state.players[SEAT].upgrades.append("all_terrain_speed")
    state.turn.ap = 1
    offers = move_offers(state, army)
    assert offers.get(south) == 1
    assert not [h for h in offers if state.terrain[h] in ("mountain", "toxic_lake")]


def test_a_desert_stops_the_unit_for_the_turn():
    """In the rulebook's words, "When a unit moves to a space with a desert, it cannot perform more movements on that
    turn"; "Exiting a desert on the next turn will occur as usual" (rulebook Map Tiles, Desert)."""
    state, army, (centre, *_) = cleared()
    state.terrain[centre] = "desert"
    pick(state, "Move")
    pick_at(state, centre, "To ")
    assert army.hex == centre and state.turn.ap == 3
    assert option(state, "Move").why_not == "no unit of yours can move"
    until_my_turn(state)
    assert option(state, "Move").enabled


def test_a_unit_built_on_a_desert_cannot_move_that_turn():
    """The stop "also applies when a unit is built on a desert"; Actions, Buy: a bought unit goes on a valid space next
    to the Capital or an Outpost (rulebook Map Tiles, Desert)."""
    state = new()
    state.units = [u for u in state.units if u.owner != SEAT]
    capital = state.players[SEAT].capital
    spot = board.valid_spaces_near(state, SEAT, [capital])[0]
    state.terrain[spot] = "desert"
    pick(state, "Buy")
    pick(state, "Scout")
    pick_at(state, spot, "Place it on")
    assert units_of(state, SEAT, "scout")[0].hex == spot
    assert option(state, "Move").why_not == "no unit of yours can move"
    until_my_turn(state)
    assert option(state, "Move").enabled


# ---------------------------------------------------------------- Buy


def test_crystals_pay_for_what_resources_do_not():
    """In the rulebook's words, "you can use Crystals as well ... they can be used as any type of resource" (matching
    resources are spent first: rules notes R9). A Scout costs 1 water + 1 energy (rulebook Actions, Buy)."""
    state = new(seed=3)  # a Capital with a single valid space beside it
    player = state.players[SEAT]
    player.resources = {"water": 1, "ammunition": 0, "energy": 0, "metal": 0}
    player.crystals = 2
    pick(state, "Buy")
    pick(state, "Scout")  # a single valid space beside the Capital: placed there (rules notes R20)
    assert player.resources["water"] == 0 and player.crystals == 1 and len(units_of(state, SEAT, "scout")) == 2


def test_a_bought_unit_goes_next_to_the_capital_or_an_outpost():
    """In the rulebook's words, "When you buy a unit, you must place it on a valid space adjacent to either your Capital
    or any of your Outposts" (not on a mountain, not where a unit stands) (rulebook Actions, Buy)."""
    state = new()
    rich(state, SEAT)
    centre, north, north_east, south_east, *_ = field(state, "inner_0")
    state.outposts[centre] = Outpost(owner=SEAT, resource="water")
    state.terrain[north_east] = "mountain"
    add_unit(state, OTHER, "army", south_east)
    pick(state, "Buy")
    pick(state, "Army")
    offered = set(spaces_offered(state, "Place it on"))
    assert north in offered and north_east not in offered and south_east not in offered
    capital = state.players[SEAT].capital
    assert all(board.distance(h, capital) == 1 or board.distance(h, centre) == 1 for h in offered)


def test_extra_action_gives_its_point_at_once():
    """In the rulebook's words, "You get an extra Action Point, which can be used immediately"; from then on every turn
    starts with 5 (Performing Actions) (rulebook Level 2 Upgrades, Extra Action)."""
    state = new()
    rich(state, SEAT)
    state.players[SEAT].buildings.append("tech_lab")
    pick(state, "Buy")
    pick(state, "Extra Action")
    assert state.turn.ap == 4 - 1 + 1
    assert economy.base_action_points(state, SEAT) == 5


# ---------------------------------------------------------------- Propaganda and the Power card action


def test_propaganda_pays_a_crystal_to_raise_or_lower_support():
    """Pay 1 Crystal, then raise your People Support by 1 or lower another player's by 1; People Support: the first time
    at +3 or -3 gives a Leader cube (to whoever reaches it) (rulebook Actions, Propaganda)."""
    state = new()
    me, them = state.players[SEAT], state.players[OTHER]
    me.buildings.append("comms_tower")
    me.crystals, me.people_support, them.people_support = 2, 2, -2
    pick(state, "Propaganda")
    pick(state, "Raise your People Support")
    assert me.people_support == 3 and me.crystals == 1 and me.leader_cubes == 6
    pick(state, "Propaganda")  # at +3 only lowering is left, and only one other player: asked nothing (R20, R22)
    assert them.people_support == -3 and them.leader_cubes == 6 and me.crystals == 0


def test_propaganda_needs_a_crystal():
    """In the rulebook's words, "you must pay 1 Crystal ... If you cannot pay the cost, you cannot perform that action"
    (rulebook Actions, Propaganda)."""
    state = new()
    state.players[SEAT].buildings.append("comms_tower")
    state.players[SEAT].crystals = 0
    assert option(state, "Propaganda").why_not == "needs 1 Crystal, you have 0"


def test_power_card_action_draws_for_a_crystal_or_discards_for_one():
    """Pay 1 Crystal to get 1 Power card, or discard 1 from your hand to get 1 Crystal (rulebook Actions, Power Card)."""
    state = new()
    player = state.players[SEAT]
    player.hand = ["war_hero_1"]
    script(state, Pick("overtime_1"))
    pick(state, "Power card action")
    assert labels(state)[:2] == ["Pay 1 Crystal: draw a Power card", "Discard War Hero: gain 1 Crystal"]
    pick(state, "Discard War Hero")
    assert player.crystals == 2 and player.hand == [] and state.power_discard[-1] == "war_hero_1"
    pick(state, "Power card action")  # an empty hand: the draw is the only way (rules notes R20)
    assert player.crystals == 1 and player.hand == ["overtime_1"]


# ---------------------------------------------------------------- People Support


def test_support_won_and_lost_on_your_turn_moves_an_action_point():
    """Building an Outpost Expansion raises it by 1 and positive support grants an Action Point (at once on your turn:
    rules notes R6); decreased to 0 during your turn, you return an Action Point at once; the next turn starts with the
    extra point only while support is positive (rulebook People Support)."""
    state = new()
    player = state.players[SEAT]
    rich(state, SEAT)
    state.outposts[field(state, "inner_0")[0]] = Outpost(owner=SEAT, resource="water")
    pick(state, "Buy")
    pick(state, "Outpost Expansion")  # a single Outpost: no question (R20)
    assert player.people_support == 1 and state.turn.ap == 4 - 1 + 1
    pick(state, "Collect taxes")
    assert player.people_support == 0 and state.turn.ap == 4 - 1 - 1
    assert economy.base_action_points(state, SEAT) == 4


# ---------------------------------------------------------------- Surplus


@pytest.mark.parametrize("spent,carried", [(0, 3), (5, 2), (7, 0)])
def test_used_temporary_points_are_gone_and_at_most_three_carry(spent, carried):
    """Unused points go to the Surplus (up to 3) as temporary points; temporary points used this turn are removed,
    unused ones may be kept, never more than 3 (a turn of 7 points: 4 + 3 temporary; rules notes R7) (rulebook
    Performing Actions; Resetting Action Points)."""
    state = new(seed=2)  # no achievement in the row to claim after these actions
    until_my_turn(state)
    assert state.turn.ap == 7
    state.outposts[field(state, "inner_0")[0]] = Outpost(owner=SEAT, resource="water")
    for _, label in zip(range(spent), ["Recycle"] * 4 + ["Collect taxes"] * 2 + ["Trade"]):
        pick(state, label)
        if prompt(state) == "Trade which resources?":
            pick(state, "Trade")
    assert state.turn.ap == 7 - spent
    end_turn(state)
    assert state.players[SEAT].temp_ap == carried
