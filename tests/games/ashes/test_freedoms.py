"""Freedoms the rulebook gives a player (rules notes 50-55): discarding entrance survivors while recovering
(8.1.1), forgoing any reward but never a cost (5.8), immediate actions between two rewards of any reward list
during your own turn (10.1)."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.rules.effects import queue
from engine.games.ashes.rules.words import node_name

from .helpers import at_menu, blank, labels, pick


def _fresh(players: int = 2, seed: int = 11):
    return blank(players, seed)


def _resolve(s, seat: int, effects: list[dict]) -> None:
    """Resolve `effects` for `seat` on its own turn (the turn menu waits underneath)."""
    at_menu(s, seat)
    s.pending = None
    queue(s, seat, effects)
    GAME.flow.settle(s)


def test_recovery_may_discard_entrance_survivors_to_make_room() -> None:
    # 8.1.1 "If you do not have space at the colony entrance ... discard any survivors already there, lose one
    # happiness for each discarded survivor": a full entrance no longer blocks recovering
    s = _fresh()
    p = s.players[0]
    p.entrance = [2, 2]  # full (4 spaces)
    p.in_zones, p.antirad, p.happiness = 2, 2, 6
    bag = list(s.bag)
    at_menu(s, 0)
    pick(s, "Pass")
    texts = labels(s)
    assert ("Recover 2 survivors (pay 2 anti-rad doses, discard 1 active and 1 essential from the entrance: "
            "-2 happiness)") in texts
    assert "Recover 0 survivors (pay 0 anti-rad doses)" in texts  # discarding is never forced
    pick(s, "Recover 2 survivors (pay 2 anti-rad doses, discard 1 active and 1 essential")
    # 2 recovered actives in, 1 active + 1 essential out; then the always-paid income (8.1.2) finds no room
    assert p.entrance == [3, 1] and p.antirad == 0 and p.happiness == 4
    assert s.bag == [bag[0] + 1, bag[1] + 1]


def test_recovery_offers_no_discard_when_room_suffices() -> None:
    # 8.1.1 discarding is for making room only: with room, the recover options list no discard
    s = _fresh()
    p = s.players[0]
    p.in_zones, p.antirad, p.entrance = 1, 1, [1, 0]
    at_menu(s, 0)
    pick(s, "Pass")
    assert labels(s) == ["Recover 1 survivor (pay 1 anti-rad dose)", "Recover 0 survivors (pay 0 anti-rad doses)"]


def test_survivor_reward_may_be_forgone() -> None:
    # 5.8 "you may forgo any reward": a survivor reward may be taken in part or not at all
    s = _fresh()
    p = s.players[0]
    _resolve(s, 0, [{"survivors": {"count": 2, "kind": "active"}}])
    assert labels(s) == ["Take 2 active survivors", "Take 1 active survivor", "Take no survivor"]
    pick(s, "Take no survivor")
    assert p.entrance == [0, 0]
    _resolve(s, 0, [{"survivors": {"count": 2, "kind": "active"}}])
    pick(s, "Take 1 active survivor")
    assert p.entrance == [1, 0]


def test_pass_income_survivor_may_be_forgone() -> None:
    # 8.1.2 "you can always take an income of 1 active survivor"; 5.8 "you may forgo any reward obtained"
    s = _fresh()
    p = s.players[0]
    p.in_zones = 0  # no recovery step (8.1.1)
    bag = list(s.bag)
    at_menu(s, 0)
    pick(s, "Pass")
    assert GAME.choice(s).prompt == "How many active survivors do you take to your colony entrance (up to 1)?"
    assert labels(s) == ["Take 1 active survivor", "Take no survivor"]
    pick(s, "Take no survivor")
    assert p.entrance == [0, 0] and s.bag == bag
    s2 = _fresh()
    s2.players[0].in_zones = 0
    at_menu(s2, 0)
    pick(s2, "Pass")
    pick(s2, "Take 1 active survivor")
    assert s2.players[0].entrance == [1, 0] and s2.bag[0] == bag[0] - 1


def test_material_and_production_rewards_may_be_forgone() -> None:
    # 5.8 a material or a production step offered as a choice lists "forgo" last
    s = _fresh()
    p = s.players[0]
    _resolve(s, 0, [{"gain_material": {"level": 1, "count": 1}}])
    assert labels(s)[-1] == "Take no material"
    pick(s, "Take no material")
    assert sum(p.materials.values()) == 0
    _resolve(s, 0, [{"production_choice": 1}])
    assert labels(s)[-1] == "Raise no track"
    before = dict(p.production)
    pick(s, "Raise no track")
    assert p.production == before


def test_costs_are_never_optional() -> None:
    # 5.8 "you cannot forgo paying resources, materials, or happiness": a cost resolves without a choice
    s = _fresh()
    p = s.players[0]
    p.fuel, p.happiness = 3, 5
    _resolve(s, 0, [{"pay": {"fuel": 2, "happiness": 1}}])
    assert p.fuel == 1 and p.happiness == 4
    assert GAME.choice(s).prompt.startswith("Your turn")


def test_immediate_actions_between_two_rewards_on_your_turn() -> None:
    # 10.1 "perform an immediate additional action at any time during your turn ... finish resolving the
    # current ... individual reward": between two rewards of any list the turn's player may manufacture
    s = _fresh()
    p = s.players[0]
    vp = p.vp
    _resolve(s, 0, [{"gain": {"plastic": 1, "metal": 1}}, {"vp": 2}])
    assert GAME.choice(s).prompt == "Before the next reward: perform an immediate action?"
    assert labels(s)[0] == "Continue with the next reward"
    assert p.vp == vp  # the second reward waits
    pick(s, "Manufacture")
    pick(s, "Make tool")
    # nothing else is possible now, so the next reward resolves without asking
    assert p.materials["tool"] == 1 and p.vp == vp + 2


def test_no_immediate_actions_while_passing_or_off_turn() -> None:
    # 10.1 "you cannot perform immediate actions during or after the pass protocol", nor on another's turn
    s = _fresh()
    p = s.players[1]
    p.materials.update(plastic=1, metal=1)
    at_menu(s, 0)
    s.pending = None
    queue(s, 1, [{"vp": 1}, {"vp": 1}])
    GAME.flow.settle(s)
    assert GAME.choice(s).prompt.startswith("Your turn") and GAME.choice(s).seat == 0


def test_no_immediate_actions_inside_a_strength_climb() -> None:
    # 10.1.3 "you cannot manufacture materials during a reward that allows you to advance multiple spaces on the
    # strength track": the node rewards of one climb resolve together
    from engine.games.ashes.rules.strength import climb_paths

    s = _fresh()
    p = s.players[0]
    p.strength_node = "st_0"
    assert ["st_1_left", "st_2_middle"] in climb_paths(p, 2)
    at_menu(s, 0)
    s.pending, s.stack = None, []
    s.push("climb", seat=0, n=2)
    GAME.flow.settle(s)
    pick(s, f"Climb to {node_name('st_1_left')}, then {node_name('st_2_middle')}:")
    assert GAME.choice(s) is None or GAME.choice(s).prompt != "Before the next reward: perform an immediate action?"
    assert p.materials["plastic"] == 1 and p.materials["metal"] == 1
