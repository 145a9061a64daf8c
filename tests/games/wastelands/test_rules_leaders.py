"""Scenario tests of the Factions section: each leader's two unique abilities (1 Leader cube, once per turn, only on
your own turn), Combat Tactics, the leader goals (2 extra Leader cubes once, checked at the end of your turn) and
extra cubes beyond a full pool (rulebook: Factions; rules notes 20, 22-24)."""

from __future__ import annotations

import pytest

from engine.core.scenario import Pick
from engine.games.wastelands.game import GAME
from engine.games.wastelands.rules import board

from .helpers import (
    add_unit, pick_at, spaces_offered, board_of, end_turn, fight_out, field, home_spaces, labels, leaders, log_text, new,
                      option, pick, place_outpost, prompt, rich, rig, script, units_of)

SEAT, OTHER = 0, 1
LEADERS = sorted(leaders())
ABILITIES = [(leader, ability.id) for leader in LEADERS for ability in leaders()[leader].abilities]


def led(leader: str):
    """A fresh game, seat 0 to act, led by `leader`."""
    state = new()
    state.players[SEAT].leader = leader
    return state


def ability_label(leader: str, ability_id: str) -> str:
    name = next(a.name for a in leaders()[leader].abilities if a.id == ability_id)
    return f"{name} (1 Leader cube)"


def facing_armies(state):
    """Seat 0's Army on a plain field next to seat 1's Army; the attacker will draw Supply Drop (basic 4), the
    defender War Hero (basic 1)."""
    spaces = field(state, "inner_0")
    mine = add_unit(state, SEAT, "army", spaces[0])
    theirs = add_unit(state, OTHER, "army", spaces[1])
    script(state, Pick("supply_drop_1"), Pick("war_hero_1"))
    return mine, theirs


# ---------------------------------------------------------------- each ability does what its text says
# Each scenario picks the ability from the action menu, answers its follow-up choices and checks the effect; it
# returns the Action Points expected afterwards when something else than the ability changed them. The shared
# test checks the cube, the Action Points and the once-per-turn lock.


def resourceful(state, label):
    pick(state, label)
    assert state.players[SEAT].crystals == 2


def sprinter(state, label):
    """Up to 4 spaces by the normal rules; the All-terrain Speed upgrade does not apply (no mountain crossing)."""
    state.players[SEAT].upgrades.append("all_terrain_speed")
    for slot in ("inner_0", "inner_1", "centre"):
        field(state, slot)
    scout = units_of(state, SEAT, "scout")[0]
    start = scout.hex
    pick(state, label)
    assert prompt(state) == "Move a unit up to 4 spaces"
    pick(state, "Move the Scout")
    ends = set(spaces_offered(state, "To "))
    assert ends == set(board.reach(state, start, SEAT, 4, False))
    assert max(board.distance(start, h) for h in ends) == 4
    far = next(h for h in sorted(ends) if board.distance(start, h) == 4)
    pick_at(state, far, "To ")
    assert scout.hex == far and state.turn.used.get("move", 0) == 0


def blitz(state, label):
    _, theirs = facing_armies(state)
    pick(state, label)
    pick(state, "Your Army on")
    fight_out(state)
    assert state.unit(theirs.id) is None
    assert state.turn.used.get("attack", 0) == 0 and state.turn.actions["attack"] == 1
    assert state.players[SEAT].prestige == 2 and state.players[SEAT].people_support == 1
    return 5  # Prestige 2 raised People Support: its extra Action Point (rules notes R6)


def conscription(state, label):
    before = dict(state.players[SEAT].resources)
    pick(state, label)
    assert prompt(state) == "Where does the new Army go?"
    pick(state, "Place it on")
    assert len(units_of(state, SEAT, "army")) == 1
    assert state.players[SEAT].resources == before and state.turn.used.get("buy", 0) == 0


def power_seeker(state, label):
    pick(state, label)
    assert len(state.players[SEAT].hand) == 1


def reverse_engineering(state, label):
    """The next upgrade costs 2 fewer resources (Improved Trade: water + energy + metal -> metal)."""
    rich(state, SEAT)
    pick(state, label)
    pick(state, "Buy")
    assert "Improved Trade (1 metal)" in labels(state)
    pick(state, "Improved Trade")
    assert state.players[SEAT].resources == {"water": 6, "ammunition": 6, "energy": 6, "metal": 5}
    return 3  # the Buy action itself took its Action Point


def haggle(state, label):
    """1 resource of your choice and the Resource die (rigged to show Metal). FAQ: "you can get a resource plus
    rolling a die ... in any order": the die comes first, so the choice is made knowing it (rules notes R28)."""
    rig(state, 4)
    pick(state, label)
    assert prompt(state) == "Gain which resource?" and state.players[SEAT].resources["metal"] == 2
    pick(state, "Gain 1 water")
    assert state.players[SEAT].resources == {"water": 2, "ammunition": 1, "energy": 1, "metal": 2}
    assert "rolls the resource die: Metal" in log_text(state)


def silver_tongue(state, label):
    pick(state, label)
    pick(state, "Trade water + ammunition")
    assert state.players[SEAT].crystals == 2 and state.turn.used.get("trade", 0) == 0


def sermon(state, label):
    pick(state, label)
    assert state.players[SEAT].people_support == 1
    return 5  # positive support's extra Action Point (rules notes R6)


def whispers(state, label):
    pick(state, label)  # one other player: no question (rules notes R20)
    assert state.players[OTHER].people_support == -1


def overclock(state, label):
    place_outpost(state, SEAT, home_spaces(state, SEAT, "ruined_city")[0], "energy")
    pick(state, label)
    pick(state, "Recycle at the energy Outpost")
    assert state.players[SEAT].resources["energy"] == 2 and state.turn.used.get("recycle", 0) == 0


def rapid_deployment(state, label):
    ruin = home_spaces(state, SEAT, "ruined_city")[0]
    units_of(state, SEAT, "scout")[0].hex = ruin
    pick(state, label)
    pick(state, "Build the metal Outpost")
    assert state.outposts[ruin].owner == SEAT and state.players[SEAT].resources["metal"] == 2
    assert state.turn.used.get("build_outpost", 0) == 0


SCENARIOS = {f.__name__: f for f in (resourceful, sprinter, blitz, conscription, power_seeker, reverse_engineering,
                                     haggle, silver_tongue, sermon, whispers, overclock, rapid_deployment)}


def test_every_ability_has_a_scenario():
    """Every ability has a scenario (rulebook Factions)."""
    assert sorted(SCENARIOS) == sorted(a for _, a in ABILITIES) and len(ABILITIES) == 12


@pytest.mark.parametrize("leader,ability", ABILITIES)
def test_ability_does_what_it_says_for_one_cube_once_a_turn(leader, ability):
    """Each unique ability spends 1 Leader cube (gone for good) and no Action Point, and "can be only used once per
    turn" (rulebook Factions)."""
    state = led(leader)
    label = ability_label(leader, ability)
    ap = SCENARIOS[ability](state, label) or 4
    assert state.players[SEAT].leader_cubes == 4
    assert state.turn.ap == ap and state.turn.bonus_ap == 0
    assert option(state, label).why_not == "already used this turn"


@pytest.mark.parametrize("leader,ability", ABILITIES)
def test_ability_comes_back_on_your_next_turn(leader, ability):
    """Once per turn, not once per game (rulebook Factions)."""
    state = led(leader)
    label = ability_label(leader, ability)
    SCENARIOS[ability](state, label)
    end_turn(state)
    end_turn(state)
    assert state.turn.seat == SEAT and f"ability:{ability}" not in state.turn.abilities
    assert option(state, label).why_not != "already used this turn"


@pytest.mark.parametrize("leader,ability", ABILITIES)
def test_ability_needs_a_leader_cube(leader, ability):
    """In the rulebook's words, "when a leader spends a Leader cube, it is gone forever": without one the ability is
    refused (rulebook Factions)."""
    state = led(leader)
    state.players[SEAT].leader_cubes = 0
    assert option(state, ability_label(leader, ability)).why_not == "no Leader cube left"


@pytest.mark.parametrize("leader", LEADERS)
def test_abilities_only_on_your_own_turn_but_combat_tactics_on_any(leader):
    """In the rulebook's words, "only on your turn (except for Combat Tactics)": defending on the other player's turn,
    the seat is asked for its card and Leader cubes, never offered its abilities (rulebook Factions)."""
    state = led(leader)
    facing_armies(state)
    end_turn(state)
    assert state.turn.seat == OTHER
    pick(state, "Attack")  # seat 1's Army attacks seat 0's
    asked = []
    while state.combat is not None:
        if state.pending.seat == SEAT:
            asked += labels(state)
        GAME.apply(state, 0)  # the first card, no modifier card, 0 cubes
    names = [a.name for a in leaders()[leader].abilities]
    assert not [label for label in asked if any(label.startswith(name) for name in names)]
    assert "Commit 3 Leader cubes" in asked


# ---------------------------------------------------------------- Combat Tactics


@pytest.mark.parametrize("cubes,offered", [(5, 3), (2, 2), (0, 0)])
def test_combat_tactics_up_to_three_cubes_you_have(cubes, offered):
    """In the rulebook's words, "spend up to 3 Leader cubes" (only cubes you still have) (rulebook Combat Sequence;
    Factions)."""
    state = new()
    facing_armies(state)
    state.players[SEAT].leader_cubes = cubes
    pick(state, "Attack")
    if cubes:
        assert labels(state) == [f"Commit {n} Leader cube{'s' * (n != 1)}" for n in range(offered + 1)]
    else:
        assert state.combat.attacker.cubes == 0  # nothing to commit: not asked


def test_the_defeated_side_keeps_its_cubes():
    """In the rulebook's words, "The defeated player keeps the Leader cubes used in combat" (rulebook Combat Sequence,
    Aftermath)."""
    state = new()
    facing_armies(state)
    pick(state, "Attack")
    pick(state, "Commit 0")  # attacker 4 + 1
    pick(state, "Commit 3")  # defender 1 + 3: loses
    assert state.combat is None and len(units_of(state, OTHER, "army")) == 0
    assert state.players[OTHER].leader_cubes == 5 and state.players[SEAT].leader_cubes == 5


# ---------------------------------------------------------------- leader goals


def adventurer_goal(met: bool):
    """Far Horizons: a Scout and two Armies on three tiles besides the Capital tile, one 2 tiles away; unmet,
    the Scout stays home."""
    def arrange(state):
        for slot in ("inner_0", "inner_1"):
            add_unit(state, SEAT, "army", field(state, slot)[0])
        far = field(state, "centre")[0]
        if met:
            units_of(state, SEAT, "scout")[0].hex = far
        else:
            add_unit(state, SEAT, "army", far)
    return arrange


def tracks(**values):
    """An arrangement that sets fields of seat 0's board."""
    return board_of(SEAT, **values)


def outposts(count: int, expansions: int = 0, support: int = 0):
    def arrange(state):
        for i, (hex_, resource) in enumerate(zip(field(state, "inner_0"), ("water", "ammunition", "energy", "metal")[:count])):
            place_outpost(state, SEAT, hex_, resource, expansion=i < expansions)
        state.players[SEAT].people_support = support
    return arrange


UPGRADES = ["improved_trade", "combat_training", "all_terrain_speed", "medium_combat"]
GOALS = {  # leader -> (goal met, one short)
    "adventurer": (adventurer_goal(True), adventurer_goal(False)),
    "warlord": (tracks(prestige=5), tracks(prestige=4)),
    "technocrat": (tracks(upgrades=UPGRADES), tracks(upgrades=UPGRADES[:3])),
    "merchant": (tracks(crystals=6), tracks(crystals=5)),
    "preacher": (outposts(2, 2, support=2), outposts(2, 2, support=1)),
    "engineer": (outposts(4), outposts(3)),
}


def finish_turn(state) -> None:
    """End seat 0's turn, declining any claim."""
    end_turn(state)
    if prompt(state) == "Claim achievements?":
        pick(state, "Done")


def test_every_leader_has_a_goal_scenario():
    """Every leader has a goal scenario (rulebook Factions)."""
    assert sorted(GOALS) == LEADERS


@pytest.mark.parametrize("leader", LEADERS)
def test_goal_met_pays_two_cubes_once_at_the_end_of_the_turn(leader):
    """In the rulebook's words, "Achieving this goal will grant the leader 2 extra Leader cubes"; checked at the end of
    your turn (rules notes 24), paid once; the pool was full (5), the extra cubes are kept anyway (rulebook Factions).
    """
    state = led(leader)
    GOALS[leader][0](state)
    assert state.players[SEAT].leader_cubes == 5
    finish_turn(state)
    assert state.players[SEAT].leader_cubes == 7 and state.players[SEAT].goal_done
    assert "accomplishes their leader goal: +2 Leader cubes" in log_text(state)
    end_turn(state)
    finish_turn(state)
    assert state.players[SEAT].leader_cubes == 7


@pytest.mark.parametrize("leader", LEADERS)
def test_goal_not_met_pays_nothing(leader):
    """Goal not met pays nothing (rulebook Factions)."""
    state = led(leader)
    GOALS[leader][1](state)
    finish_turn(state)
    assert state.players[SEAT].leader_cubes == 5 and not state.players[SEAT].goal_done


@pytest.mark.parametrize("leader", [l for l in LEADERS if l != "preacher"])
def test_another_leaders_goal_pays_nothing(leader):
    """Each leader has a personal goal: meeting the Preacher's goal does nothing for another leader (rulebook Factions)."""
    state = led(leader)
    GOALS["preacher"][0](state)
    finish_turn(state)
    assert state.players[SEAT].leader_cubes == 5


def test_goal_met_during_the_turn_but_not_at_its_end_pays_nothing():
    """The goal is checked at the end of the turn (Merchant: 6 Crystals, then one spent on the Power card action)
    (rulebook Factions) (rules notes 24)."""
    state = led("merchant")
    state.players[SEAT].crystals = 6
    pick(state, "Power card action")
    assert state.players[SEAT].crystals == 5
    finish_turn(state)
    assert state.players[SEAT].leader_cubes == 5


def test_a_full_pool_still_gains_cubes():
    """In the rulebook's words, "If you obtain a Leader cube, but your Leader cube pool is full, just place it nearby":
    the goal's 2 cubes and the first +3 People Support's cube all count beyond the 5 of a full pool (rulebook Factions).
    """
    state = led("preacher")
    GOALS["preacher"][0](state)
    finish_turn(state)
    end_turn(state)
    pick(state, ability_label("preacher", "sermon"))  # +2 -> +3: first time, +1 cube
    assert state.players[SEAT].people_support == 3 and state.players[SEAT].leader_cubes == 7 - 1 + 1


# ---------------------------------------------------------------- an ability that could do nothing is refused


def three_armies(state):
    for hex_ in field(state, "inner_0")[:3]:
        add_unit(state, SEAT, "army", hex_)


def no_units(state):
    state.units = []


def others_at_minus_three(state):
    state.players[OTHER].people_support = -3


def support_at_plus_three(state):
    state.players[SEAT].people_support = 3


EMPTY = [  # (leader, ability, arrangement in which the ability's text can do nothing)
    ("warlord", "conscription", three_armies),  # "following the buying rules": the Army supply is 3
    ("adventurer", "sprinter", no_units),
    ("preacher", "whispers", others_at_minus_three),
    ("preacher", "sermon", support_at_plus_three),
]


@pytest.mark.parametrize("leader,ability,arrange", EMPTY)
def test_an_ability_that_would_do_nothing_is_refused(leader, ability, arrange):
    """In the rulebook's words, "when a leader spends a Leader cube, it is gone forever": the menu does not offer a cube
    for an ability that cannot do anything now (as Propaganda, rules notes R22, and the steals, R23) (rulebook
    Factions)."""
    state = led(leader)
    arrange(state)
    assert not option(state, ability_label(leader, ability)).enabled
    assert state.players[SEAT].leader_cubes == 5
