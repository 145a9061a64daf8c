"""A round (5.), a turn (6.) and the objective step (8.: complete a mission and/or take a blueprint, at the start or
the end of the turn), with the requirements of missions and blueprints."""

from __future__ import annotations

from engine.core.choice import Role

from .helpers import choose, give_building, give_regen, kinds, values
from .positions import position


def in_turn(seat=0, players=2, edit=None, fuel=20):
    def prepare(state):
        state.cursor = state.order.index(seat)
        if edit:
            edit(state)
    return position(players, seat=seat, fuel=fuel, frame="turn", edit=prepare)


def test_complete_a_mission_at_the_start_then_act():
    """8.: at the start of the turn complete one mission; the main action follows; no second mission."""
    def edit(state):
        state.known[0] = ["m101", "m103"]
        give_regen(state, 0, "s-a1-bronze")
        give_building(state, 0, "s-a1-silver-1")  # military
    state = in_turn(edit=edit)
    assert ["mission", "m101"] in values(state) and ["mission", "m103"] in values(state)
    choose(state, value=["mission", "m101"])
    assert state.completed[0] == ["m101"] and state.fuel[0] == 22 and state.vp[0] == 1
    assert kinds(state) == "main" and not any(v[0] == "mission" for v in values(state))


def test_mission_and_blueprint_in_the_same_turn():
    """8.: one mission and one blueprint a turn, at the start or the end."""
    def edit(state):
        state.known[0] = ["m101"]
        state.blueprint_at["A"] = "bpA1"
        give_regen(state, 0, "s-a1-bronze")
        give_regen(state, 0, "s-a2-bronze")
    state = in_turn(edit=edit)
    choose(state, value=["mission", "m101"])
    choose(state, value=["blueprint", "A"])
    assert state.blueprint_by["A"] == 0 and state.vp[0] == 1 + 4
    assert not any(v[0] in ("mission", "blueprint") for v in values(state))


def test_objective_at_the_end_of_the_turn():
    """8.: or at the end of the turn, after the main action."""
    def edit(state):
        state.known[0] = ["m101"]
        give_regen(state, 0, "s-a1-bronze")
    state = in_turn(edit=edit)
    choose(state, value=["pass"])
    assert kinds(state) == "turn_end"
    choose(state, value=["mission", "m101"])
    assert state.completed[0] == ["m101"]


def test_end_of_turn_question_hides_whether_a_mission_can_be_completed():
    """8. / rules notes R28: with missions in hand the end of the turn is asked even when none can be completed."""
    state = in_turn(edit=lambda s: s.known[0].append("m301"))
    choose(state, value=["pass"])
    assert kinds(state) == "turn_end" and [o.role for o in state.pending.options] == [Role.DONE]
    state = in_turn()
    choose(state, value=["pass"])
    assert kinds(state) != "turn_end"


def test_turns_follow_the_turn_order_and_skip_who_passed():
    """5. / 6.: the next seat on the turn order track plays; a seat that passed or has every commando on a task
    plays no more this round."""
    state = in_turn(players=3, seat=0)
    order = state.order
    choose(state, value=["pass"])
    nxt = order[(order.index(0) + 1) % 3]
    assert state.pending.seat == nxt and kinds(state) == "main"
    choose(state, value=["pass"])
    last = order[(order.index(0) + 2) % 3]
    assert state.pending.seat == last
    state.commandos[last] = ["s-t1-1", "s-t1-2", "central"]


def test_round_ends_when_no_one_can_act():
    """5. / 12.: when everyone has passed or has no commando in a rest area, the round ends."""
    def edit(state):
        state.passed[1] = True
    state = in_turn(edit=edit)
    choose(state, value=["pass"])
    assert state.round == 2


# ---------------------------------------------------------------------------------------------- requirements
def test_requirements_by_level_type_association_region_and_count():
    """Mission and Blueprint Requirements: regenerator level, building type, associated building, region, counts;
    the same building counts for several missions."""
    from engine.games.phoenix.catalog import catalog
    from engine.games.phoenix.rules.common import meets

    state = position()
    cards = catalog().missions
    give_regen(state, 0, "s-a1-silver")
    give_building(state, 0, "s-a1-silver-1")  # military by a silver regenerator in New Hope
    assert meets(state, 0, cards["m202"].requirements)  # 1 silver regenerator
    assert not meets(state, 0, cards["m203"].requirements)  # 1 gold regenerator
    assert meets(state, 0, cards["m103"].requirements) and meets(state, 0, cards["m110"].requirements)
    assert not meets(state, 0, cards["m206"].requirements)  # 2 military buildings
    give_building(state, 0, "s-a3-gold-1")  # a gold regenerator's space: counts as two military
    assert meets(state, 0, cards["m206"].requirements)
    assert not meets(state, 0, cards["m212"].requirements)  # 2 regenerators in Concord
    give_regen(state, 0, "s-a5-bronze")
    give_regen(state, 0, "s-a6-bronze")
    assert meets(state, 0, cards["m212"].requirements) and meets(state, 0, cards["m213"].requirements)
    assert not meets(state, 1, cards["m212"].requirements)


def test_initial_regenerators_count_as_bronze_for_associated_buildings():
    """7.2 / rules notes R2: a building by a white initial regenerator is a building by a bronze regenerator."""
    from engine.games.phoenix.catalog import catalog
    from engine.games.phoenix.rules.common import meets

    state = position()
    give_building(state, 0, "s-R1-1")
    give_building(state, 0, "s-R2-1")
    assert meets(state, 0, catalog().missions["m217"].requirements)  # 2 buildings by bronze regenerators
    assert not meets(state, 0, catalog().missions["m201"].requirements)  # they are not the player's regenerators


def test_blueprint_taken_is_turned_over():
    """8. Take a Blueprint: its reward once; turned over, no one else can take it."""
    def edit(state):
        state.blueprint_at["A"] = "bpA1"
        state.blueprint_by["A"] = 1
        give_regen(state, 0, "s-a1-bronze")
        give_regen(state, 0, "s-a2-bronze")
    state = in_turn(edit=edit)
    assert ["blueprint", "A"] not in values(state)


def test_the_same_regenerators_serve_several_missions():
    """Mission and Blueprint Requirements: one regenerator may count for several missions, but only one mission is
    completed as a turn's objective; the next turn the same regenerators complete another."""
    def edit(state):
        state.known[0] = ["m101", "m201"]
        give_regen(state, 0, "s-a1-bronze")
        give_regen(state, 0, "s-a2-bronze")
    state = in_turn(edit=edit)
    assert ["mission", "m101"] in values(state) and ["mission", "m201"] in values(state)
    choose(state, value=["mission", "m201"])
    assert not any(v[0] == "mission" for v in values(state))
    choose(state, value=["pass"])
    assert state.pending is not None
    assert state.pending.seat != 0 or not any(v[0] == "mission" for v in values(state))
    later = in_turn(edit=lambda s: (edit(s), s.known[0].remove("m201"), s.completed[0].append("m201")))
    assert ["mission", "m101"] in values(later)
