"""Performing tasks (6.1, 7.1-7.13): each task with its variants and icons, special links, level IV tasks and the
central task."""

from __future__ import annotations

from engine.core.choice import Role

from .helpers import choose, give_building, kinds, labels, place_task, values
from .positions import position


def on(space: str, tile: str, then=None):
    def edit(state):
        place_task(state, space, tile)
        if then:
            then(state)
    return edit


# ---------------------------------------------------------------------------------------------- 6.1 perform a task
def test_a_task_holds_one_commando():
    """6.1: a task with a commando on it (anyone's) cannot be chosen."""
    state = position(edit=on("s-t1-1", "task03", lambda s: s.occupant.update({"s-t1-1": 1})))
    assert ["task", "s-t1-1"] not in values(state)
    state = position(edit=on("s-t1-1", "task03"))
    assert ["task", "s-t1-1"] in values(state)


def test_only_tasks_of_the_commandos_rest_area():
    """6.1: a commando takes a task associated with its rest area; level II tasks need a commando there."""
    state = position()
    assert not any(v[0] == "task" and v[1].startswith("s-t2") for v in values(state))
    state = position(edit=lambda s: s.commandos[0].__setitem__(1, "IIL"))
    assert ["task", "s-t2-1"] in values(state) and ["task", "s-t2-4"] not in values(state)


def test_perform_places_the_commando_and_carries_the_task_out():
    """6.1 (example: Marina takes a level II commando for a task of its rest area): fuel and a development."""
    state = position(fuel=0, edit=on("s-t2-1", "task12", lambda s: s.commandos[0].__setitem__(2, "IIL")))
    choose(state, value=["task", "s-t2-1"])
    assert state.commandos[0][2] == "s-t2-1" and state.occupant["s-t2-1"] == 0
    assert kinds(state) == "develop" and state.pending.inside


def test_choosing_which_commando_when_the_leader_and_another_could_go():
    """6.1 / 6.2.2: the commando leader and a commando in the same rest area are both offered."""
    state = position(edit=on("s-t1-1", "task03"))
    choose(state, value=["task", "s-t1-1"])
    assert kinds(state) == "task_route" and sorted(v[0] for v in values(state)) == [0, 1]
    assert labels(state)[-1] == "Back"


# ---------------------------------------------------------------------------------------------- 6.1.1 level IV
def test_level_four_task_returns_the_commando_and_places_a_waiting_settler():
    """6.1.1 (example: Gema's level IV commando, its settler on the intercom, back to the main rest area)."""
    def edit(state):
        place_task(state, "s-t4-1", "task24")
        state.commandos[0][1] = "IV"
        state.waiting[0] = 1
    state = position(edit=edit)
    choose(state, value=["task", "s-t4-1"])
    choose(state, value="scientific")
    choose(state, value="scientific")
    choose(state, value=0)  # the insignia move
    assert kinds(state) == "level4_settler"
    choose(state, value="ic-panel-1")
    assert state.intercom_seats["ic-panel-1"] == [0] and state.waiting[0] == 0
    assert state.commandos[0][1] == "I" and "s-t4-1" not in state.occupant


def test_level_four_task_without_a_waiting_settler():
    """6.1.1 / 11.3: without a settler waiting above the panel, nothing goes on the intercom."""
    state = position(edit=on("s-t4-1", "task24", lambda s: s.commandos[0].__setitem__(1, "IV")))
    choose(state, value=["task", "s-t4-1"])
    for pick in ("scientific", "scientific", 0):
        choose(state, value=pick)
    assert state.intercom_seats["ic-panel-1"] == [] and state.commandos[0][1] == "I"


# ---------------------------------------------------------------------------------------------- 6.1.2 special links
def test_special_link_needs_both_tasks_below_occupied_and_costs_its_fuel():
    """6.1.2 (example: two lower tasks taken, Gema's level II commando goes up the link for 2 fuel)."""
    def edit(state):
        place_task(state, "s-t3-2", "task19")
        state.commandos[0][1] = "IIL"
        state.occupant["s-t2-1"] = 1
    state = position(fuel=9, edit=edit)
    assert ["task", "s-t3-2"] not in values(state)
    state = position(fuel=9, edit=lambda s: (edit(s), s.occupant.update({"s-t2-2": 1})))
    choose(state, value=["task", "s-t3-2"])
    assert state.fuel[0] == 7 and state.commandos[0][1] == "s-t3-2"


def test_special_link_leads_only_to_its_tasks():
    """6.1.2: a link gives access only to the tasks it is connected to."""
    def edit(state):
        state.commandos[0][1] = "IIL"
        state.occupant.update({"s-t2-1": 1, "s-t2-2": 1})
    state = position(edit=edit)
    assert ["task", "s-t3-2"] in values(state) and ["task", "s-t3-1"] not in values(state)


# ---------------------------------------------------------------------------------------------- 6.2 promotion
def test_promote_one_or_two_levels_paying_the_cables():
    """6.2 (examples: 2 fuel to level II; 2 + 4 fuel to level III)."""
    state = position(fuel=6)
    choose(state, value=["promote", 1])
    assert kinds(state) == "promote_dest"
    ways = {v[0]: v[1] for v in values(state)}
    assert ways["IIL"] == 2 and ways["IIIL"] == 6
    choose(state, value=["IIIL", 6, 1])  # no fuel left for a quick ascent: done at once
    assert state.commandos[0][1] == "IIIL" and state.fuel[0] == 0


def test_cables_are_one_way_and_only_to_connected_rest_areas():
    """6.2: a commando goes only along its rest area's cables, upwards."""
    state = position(fuel=20, edit=lambda s: s.commandos[0].__setitem__(1, "IIR"))
    choose(state, value=["promote", 1])
    assert sorted(v[0] for v in values(state)) == ["IIIR", "IV"]


def test_promotion_ends_the_action_without_a_quick_ascent():
    """6.2: unless a quick ascent is paid, the turn's action ends with the promotion."""
    state = position(fuel=2)
    choose(state, value=["promote", 1])
    choose(state, value=["IIL", 2, 1])  # nothing left for a quick ascent: the promotion is made at once
    assert state.commandos[0][1] == "IIL" and state.fuel[0] == 0 and state.pending is None


def test_quick_ascent_pays_the_red_cost_to_perform_a_task():
    """6.2.1 (example: Gema promotes her commando one level for 4 fuel and pays 1 fuel more to carry out a task
    there the same turn)."""
    def edit(state):
        place_task(state, "s-t3-1", "task16")
        state.commandos[0][1] = "IIL"
    state = position(fuel=5, edit=edit)
    choose(state, value=["promote", 1])
    choose(state, value=["IIIL", 4, 1])
    assert kinds(state) == "quick_ascent"
    choose(state, value=["s-t3-1", -1])
    assert state.fuel[0] == 0 and state.commandos[0][1] == "s-t3-1" and kinds(state) == "tech_pick"


def test_quick_ascent_then_a_special_link():
    """6.2.1 (example: level II for 2, quick ascent for 1, then the link for 2 more to a level III task)."""
    def edit(state):
        place_task(state, "s-t3-2", "task19")
        state.occupant.update({"s-t2-1": 1, "s-t2-2": 1})
    state = position(fuel=5, edit=edit)
    choose(state, value=["promote", 1])
    choose(state, value=["IIL", 2, 1])
    choose(state, value=["s-t3-2", 2])
    assert state.fuel[0] == 0 and state.commandos[0][1] == "s-t3-2"


def test_commando_leader_needs_no_quick_ascent_fee():
    """6.2.2 (example: the leader pays 6 fuel to reach level III and performs a level III task at once)."""
    state = position(fuel=6, edit=on("s-t3-1", "task16"))
    choose(state, value=["promote", 0])
    choose(state, value=["IIIL", 6, 1])
    assert any(v == ["s-t3-1", -1] for v in values(state))
    choose(state, value=["s-t3-1", -1])
    assert state.fuel[0] == 0 and state.commandos[0][0] == "s-t3-1"


def test_quick_ascent_unaffordable_is_not_offered():
    """6.2.1: a normal commando cannot go on without the red cost."""
    state = position(fuel=2, edit=on("s-t2-1", "task12"))
    choose(state, value=["promote", 1])
    choose(state, value=["IIL", 2, 1])
    assert state.pending is None and state.commandos[0][1] == "IIL"  # no fee left for a quick ascent


def test_pass():
    """6.3 Pass: the round is over for that player even with commandos left."""
    state = position()
    choose(state, value=["pass"])
    assert state.passed[0]


# ---------------------------------------------------------------------------------------------- 7.1 regenerators
def test_build_a_regenerator_pays_and_takes_both_rewards():
    """7.1 (example: Gema pays 2 fuel for a bronze regenerator, moves her energy counter two spaces for the
    console's bonus and takes 1 fuel from the gameboard)."""
    def edit(state):
        place_task(state, "s-t1-1", "task01")
        state.tape_at.clear()
    state = position(fuel=2, edit=edit)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    assert kinds(state) == "regen_space"
    assert all(v.endswith("bronze") or v.endswith("silver") for v in values(state))
    choose(state, value="s-a6-bronze")
    assert kinds(state) == "regen_slot"
    choose(state, value="cr-b2")
    assert state.regen_at["s-a6-bronze"] == 0 and "cr-b2" in state.built_regens[0]
    assert state.energy[0] == 1 + 2 and kinds(state) == "assign"  # the third space releases a settler (9.)
    choose(state, value="waiting")
    assert state.fuel[0] == 2 - 2 + 1


def test_regenerator_type_must_match_and_space_be_free():
    """7.1: the space's level must be the regenerator's; an occupied space cannot be built on."""
    state = position(fuel=20, edit=on("s-t1-1", "task01", lambda s: s.regen_at.update({"s-a1-bronze": 1})))
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    assert "s-a1-bronze" not in values(state)
    assert not any(v.endswith("gold") for v in values(state))  # no gold regenerator available at energy 1


def test_availability_by_energy_area():
    """7.1: a regenerator is available when it is in the energy counter's area or below."""
    state = position(fuel=20, edit=on("s-t1-1", "task01", lambda s: s.energy.__setitem__(0, 4)))
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    assert any(v.endswith("gold") for v in values(state))


def test_availability_example_two_silver_and_a_bronze():
    """7.1 (example: by her energy track Gema has two silver regenerators and a bronze one available): with the
    counter in the second area and four regenerators built (the first area's and the gold one), three remain."""
    from engine.games.phoenix.rules.common import available_regens
    state = position(edit=lambda s: (s.energy.__setitem__(0, 4),
                                     s.built_regens.__setitem__(0, ["cr-b1", "cr-b2", "cr-s1", "cr-g1"])))
    assert sorted(available_regens(state, 0)) == ["cr-b3", "cr-s2", "cr-s3"]


def test_pair_energy_comes_with_the_second_regenerator():
    """7.1: a bonus shown across two joined regenerators comes when the second is built."""
    def edit(state):
        place_task(state, "s-t1-1", "task01")
        state.energy[0] = 4
        state.built_regens[0] = ["cr-s2"]
        state.regen_at["s-a3-silver"] = 0
        state.tape_at.clear()
    state = position(fuel=20, edit=edit)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value="s-a1-silver")
    choose(state, value="cr-s3")
    assert state.energy[0] == 6  # the silver pair's 2 energy


def test_connection_tape_yellow_for_the_first_grey_for_later_ones():
    """7.1.1 (example: Marina takes the tape's reward and turns it over); later players take the grey side once."""
    def edit(state):
        place_task(state, "s-t1-1", "task01")
        state.regen_at["s-a2-bronze"] = 0
        state.tape_at["s-tape1"] = "tape01"  # 3 fuel / 1 fuel
    state = position(fuel=1, edit=edit)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value="s-a1-bronze")
    assert state.tape_flipped["s-tape1"] and state.tape_got["s-tape1"] == [0]
    assert state.fuel[0] == 1 - 1 + 2 + 3
    # the other player, later: the grey side
    def edit2(state):
        edit(state)
        state.regen_at["s-a2-bronze"] = 1
        state.tape_flipped["s-tape1"] = True
        state.tape_got["s-tape1"] = [1]
    state = position(fuel=1, edit=edit2)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value="s-a1-silver") if "s-a1-silver" in values(state) else None
    assert state.tape_got["s-tape1"] == [1]  # seat 0 has no regenerator in Ridge Farms: nothing


def test_tape_reward_only_once():
    """7.1.1: building again in a connected area does not give the tape again."""
    def edit(state):
        place_task(state, "s-t1-1", "task01")
        state.regen_at.update({"s-a2-bronze": 0, "s-a1-silver": 0})
        state.tape_at["s-tape1"] = "tape01"
        state.tape_flipped["s-tape1"] = True
        state.tape_got["s-tape1"] = [0]
    state = position(fuel=1, edit=edit)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value="s-a1-bronze")
    assert state.fuel[0] == 1 - 1 + 2


# ---------------------------------------------------------------------------------------------- 7.2 buildings
def test_construct_a_building_costs_by_its_regenerator():
    """7.2 (example: a building by a bronze regenerator costs 1 fuel; by a silver one 3)."""
    def edit(state):
        place_task(state, "s-t1-1", "task02")
        state.regen_at["s-a1-silver"] = 0
    state = position(fuel=3, edit=edit)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    assert kinds(state) == "build_space" and "s-a1-silver-1" in values(state) and "s-R1-1" in values(state)
    choose(state, value="s-a1-silver-1")
    choose(state, value="cb1")
    assert state.fuel[0] == 0 and state.buildings_at["s-a1-silver-1"] == [0]


def test_building_needs_a_built_regenerator_and_a_free_space():
    """7.2: spaces of regenerators not built, and occupied spaces, are not offered."""
    state = position(fuel=9, edit=on("s-t1-1", "task02", lambda s: s.buildings_at.update({"s-R1-1": [1]})))
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    assert "s-R1-1" not in values(state) and "s-a1-bronze-1" not in values(state)


def test_building_by_another_players_regenerator_rewards_its_owner_first():
    """7.2: that player takes the regenerator's reward again, before the player taking the turn."""
    def edit(state):
        place_task(state, "s-t1-1", "task02")
        state.regen_at["s-a1-bronze"] = 1
        state.built_buildings[0] = ["cb1"]
    state = position(fuel=1, edit=edit)
    before = state.fuel[1]
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value="s-a1-bronze-1")
    choose(state, value="cb2")
    assert state.fuel[1] == before + 2 and state.fuel[0] == 0 + 1


def test_console_building_pair_reward_with_the_second():
    """7.2: a reward shown across two buildings comes when the second is placed."""
    def edit(state):
        place_task(state, "s-t1-1", "task02")
        state.energy[0] = 4
        state.built_buildings[0] = ["cb3"]
    state = position(fuel=1, edit=edit)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value="s-R1-1")
    choose(state, value="cb4")
    assert kinds(state) == "insignia"


# ---------------------------------------------------------------------------------------------- 7.3 - 7.7
def test_development_divided_between_markers_with_rewards():
    """7.3 (example: two developments, one on each track, rewards of both spaces)."""
    state = position(fuel=0, edit=on("s-t2-1", "task12", lambda s: s.commandos[0].__setitem__(1, "IIL")))
    choose(state, value=["task", "s-t2-1"])
    choose(state, value=0)
    assert state.dev[0] == [2, 1] and state.energy[0] == 2
    choose(state, value=1)
    assert state.dev[0] == [2, 2] and kinds(state) == "population"


def test_development_at_the_top_gives_a_point_and_a_fuel():
    """7.3: a marker never enters the final level; each development there gives 1 point and 1 fuel."""
    state = position(fuel=0, edit=on("s-t1-1", "task03", lambda s: s.dev.__setitem__(0, [4, 4])))
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value=0)
    assert state.dev[0] == [4, 4] and state.vp[0] == 1 and state.fuel[0] == 2


def test_technology_card_slot_bonus_and_card():
    """7.5 (example: a level III card, the space's energy bonus)."""
    def edit(state):
        place_task(state, "s-t3-1", "task16")
        state.commandos[0][1] = "IIIL"
        state.tech_row[1] = ["tech3-energy"] + state.tech_row[1][1:]
    state = position(fuel=0, edit=edit)
    choose(state, value=["task", "s-t3-1"])
    assert kinds(state) == "tech_pick"
    choose(state, value="tech3-energy")
    assert kinds(state) == "tech_slot"
    choose(state, value=0)
    assert state.tech[0][0] == "tech3-energy" and state.energy[0] == 1 + 1 + 2
    assert "tech3-energy" not in state.tech_row[1]


def test_no_technology_without_a_free_slot():
    """7.5: no card can be taken without a free space below the console: the task is not offered."""
    def edit(state):
        place_task(state, "s-t2-1", "task09")
        state.commandos[0][1] = "IIL"
        state.tech[0] = ["tech3-energy", "tech3-develop", "tech3-release", "tech3-insignia"]
    state = position(edit=edit)
    assert ["task", "s-t2-1"] in values(state, enabled=False) and ["task", "s-t2-1"] not in values(state)


def test_move_insignia_divided():
    """7.6: two insignia moves may go to two tracks."""
    state = position(fuel=0, edit=on("s-t1-1", "task07"))
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value=0)
    choose(state, value=2)
    assert state.insignia[0] == [1, 0, 1]


def test_score_buildings_gold_counts_twice():
    """7.7 (example: insignia 3 x 2 military buildings = 6); a gold regenerator's building counts as two."""
    def edit(state):
        place_task(state, "s-t2-1", "task10")
        state.commandos[0][1] = "IIL"
        state.insignia[0] = [0, 0, 2]
        give_building(state, 0, "s-a3-gold-1")  # counts as two military
    state = position(fuel=0, edit=edit)
    choose(state, value=["task", "s-t2-1"])
    assert "Military: 3 x 2 = 6 points" in labels(state)
    choose(state, value="military")
    assert state.vp[0] == 6


# ---------------------------------------------------------------------------------------------- 7.8 - 7.12
def test_draw_a_mission_from_the_row_shifts_right_and_refills():
    """7.8: take a face-up card, the cards left of it move right, a new card fills the leftmost space."""
    state = position(fuel=0, edit=on("s-t1-1", "task05"))
    row = list(state.mission_row)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value=0)  # the mission, not the insignia
    choose(state, value=2)
    assert row[2] in state.known[0]
    assert state.mission_row[1:] == [row[0], row[1], row[3]] and state.mission_row[0] not in row


def test_draw_a_mission_from_the_deck_is_secret():
    """7.8: the first card of the deck goes to the hand unseen by the others."""
    state = position(fuel=0, edit=on("s-t1-1", "task05"))
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value=0)
    choose(state, value="deck")
    assert len(state.secret[0][0]) == 1 and not state.known[0]
    assert any(line.only == 0 for line in state.log)


def test_level_three_deck_when_level_two_runs_out():
    """7.8: when the level II deck is empty the level III cards make the new deck; none left: no draw."""
    def edit(state):
        place_task(state, "s-t1-1", "task05")
        state.decks[0] = []
    state = position(fuel=0, edit=edit)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value=0)
    choose(state, value="deck")
    assert state.mission_level == 3 and len(state.secret[0][1]) == 1


def test_draw_and_complete_without_requirements():
    """7.9: draw a card, then complete one from the hand ignoring its requirements (not the turn's one)."""
    def edit(state):
        place_task(state, "s-t3-1", "task18")
        state.commandos[0][1] = "IIIL"
        state.known[0] = ["m301"]
    state = position(fuel=0, edit=edit)
    choose(state, value=["task", "s-t3-1"])
    choose(state, value="deck")
    assert kinds(state) == "complete_free"
    choose(state, value="m301")
    assert state.completed[0] == ["m301"] and state.vp[0] == 8 and not state.turn_mission


def test_building_without_restriction_on_an_occupied_space():
    """7.10: free, on any space with a regenerator, even on a building (one's own too): both count."""
    def edit(state):
        place_task(state, "s-t3-1", "task17")
        state.commandos[0][1] = "IIIL"
        state.buildings_at["s-R1-1"] = [0]
        state.built_buildings[0] = ["cb1"]
    state = position(fuel=0, edit=edit)
    choose(state, value=["task", "s-t3-1"])
    assert "s-R1-1" in values(state)
    choose(state, value="s-R1-1")
    state.pending and choose(state, value=state.pending.options[0].value)
    assert state.buildings_at["s-R1-1"] == [0, 0] and state.fuel[0] >= 0


def test_regenerator_with_an_additional_reward():
    """7.11: build, then take the reward of one of your regenerators again (the new one included)."""
    def edit(state):
        place_task(state, "s-t2-1", "task13")
        state.commandos[0][1] = "IIL"
        state.regen_at["s-a7-bronze"] = 0
    state = position(fuel=1, edit=edit)
    choose(state, value=["task", "s-t2-1"])
    choose(state, value="s-a1-bronze")
    assert kinds(state) == "regen_reward"
    assert sorted(values(state)) == ["s-a1-bronze", "s-a7-bronze"]
    choose(state, value="s-a1-bronze")
    assert state.fuel[0] == 1 - 1 + 2 + 2


def test_two_buildings_on_different_regenerators_with_a_fuel():
    """7.12: a fuel, then two buildings paid as usual, each by a different regenerator."""
    def edit(state):
        place_task(state, "s-t2-1", "task11")
        state.commandos[0][1] = "IIL"
        state.built_buildings[0] = ["cb3", "cb4", "cb5", "cb6", "cb7", "cb8", "cb9"]
    state = position(fuel=1, edit=edit)
    choose(state, value=["task", "s-t2-1"])
    choose(state, value="s-R1-1")
    choose(state, value="cb1")
    assert kinds(state) == "build_space" and "s-R1-2" not in values(state) and "s-R2-1" in values(state)
    assert state.fuel[0] == 1


def test_central_task_fuel_by_level():
    """7.12 central task (example: a level III commando takes 6 fuel)."""
    state = position(fuel=0, edit=lambda s: s.commandos[0].__setitem__(1, "IIIL"))
    choose(state, value=["central"])
    choose(state, value=1)
    assert state.commandos[0][1] == "central"
    choose(state, value=0)
    assert state.fuel[0] == 6


def test_central_task_holds_many_commandos_and_other_options():
    """7.12: any rest area, more than one commando; a mission card or an energy instead of fuel."""
    state = position(fuel=0, edit=lambda s: s.commandos[1].__setitem__(0, "central"))
    choose(state, value=["central"])
    choose(state, value=1)
    choose(state, value=2)
    assert state.energy[0] == 2


# ---------------------------------------------------------------------------------------------- 7.13 icons
def test_slash_is_one_or_the_other():
    """7.13: a slash offers the actions on either side, never both."""
    state = position(fuel=0, edit=on("s-t1-1", "task05"))
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    assert kinds(state) == "choose" and len(state.pending.options) == 2
    choose(state, value=1)
    assert kinds(state) == "insignia"


def test_fuel_icon_comes_before_the_task():
    """7.13: the +1 fuel is received before the task, so it can pay for it."""
    state = position(fuel=0, edit=on("s-t1-1", "task06"))
    assert ["task", "s-t1-1"] in values(state)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value="s-R1-1")
    choose(state, value="cb1")
    assert state.fuel[0] == 0 and state.buildings_at["s-R1-1"] == [0]


def test_free_icon_pays_nothing():
    """7.13: the free icon exempts the task from fuel (a free regenerator)."""
    state = position(fuel=0, edit=lambda s: (place_task(s, "s-t3-1", "task19"), s.commandos[0].__setitem__(1, "IIIL")))
    choose(state, value=["task", "s-t3-1"])
    choose(state, value="s-a1-bronze")
    choose(state, value="cr-b1")
    assert state.regen_at["s-a1-bronze"] == 0 and state.fuel[0] == 2  # nothing paid, 2 from the board


def test_number_icons_are_independent_and_the_second_may_be_skipped():
    """7.13: a number repeats the task; each is independent (a second building may be declined)."""
    def edit(state):
        place_task(state, "s-t2-1", "task11")
        state.commandos[0][1] = "IIL"
    state = position(fuel=5, edit=edit)
    choose(state, value=["task", "s-t2-1"])
    choose(state, value="s-R1-1")
    choose(state, value="cb1")
    assert kinds(state) == "build_space"
    choose(state, role=Role.SKIP)
    assert sum(len(o) for o in state.buildings_at.values()) == 1


def test_free_promotion_icon():
    """7.13: promote a commando in a rest area for free; no task may follow."""
    def edit(state):
        place_task(state, "s-t2-1", "task14")
        state.commandos[0][1] = "IIL"
    state = position(fuel=0, edit=edit)
    choose(state, value=["task", "s-t2-1"])
    choose(state, value=["p0", "p1a"])
    choose(state, value=["p1a", "p2a"]) if kinds(state) == "population" else None
    while kinds(state) not in ("free_promote", None):
        choose(state, value=state.pending.options[0].value)
    assert kinds(state) == "free_promote"
    choose(state, value=[0, "IIL"])
    assert state.commandos[0][0] == "IIL" and state.fuel[0] >= 0 and state.pending is None


def test_play_a_mission_without_requirements_icon():
    """7.13: complete a mission from the hand without its requirements (not counted for the turn's limit)."""
    def edit(state):
        place_task(state, "s-t4-1", "task23")
        state.commandos[0][1] = "IV"
        state.known[0] = ["m302"]
    state = position(fuel=0, edit=edit)
    choose(state, value=["task", "s-t4-1"])
    assert state.completed[0] == ["m302"] and kinds(state) == "develop"


def test_unavailable_task_shows_why():
    """6.1 / rules notes R4: a task that cannot be carried out is listed with its reason."""
    state = position(fuel=0, edit=on("s-t1-1", "task01"))
    disabled = [o for o in state.pending.options if not o.enabled]
    assert disabled and "afford" in (disabled[0].why_not or "")


def test_no_two_special_links_with_one_commando():
    """6.1.2: a commando cannot use two special links in one turn: level I does not reach level III."""
    def edit(state):
        place_task(state, "s-t3-2", "task19")
        state.occupant.update({"s-t1-2": 1, "s-t1-3": 1, "s-t2-1": 1, "s-t2-2": 1})
    state = position(fuel=20, edit=edit)
    assert ["task", "s-t3-2"] not in values(state) and ["task", "s-t2-4"] in values(state)


def test_quick_ascent_to_the_central_task_counts_the_new_level():
    """6.2.1 / 7.12 / rules notes R46: the central task belongs to every rest area, so a quick ascent may lead
    there; its fuel counts the level the commando was promoted to."""
    state = position(fuel=3)
    choose(state, value=["promote", 1])
    choose(state, value=["IIL", 2, 1])
    choose(state, value=["central", -1])
    assert state.fuel[0] == 0 and state.commandos[0][1] == "central"
    choose(state, value=0)
    assert state.fuel[0] == 2 * 2


def test_commando_leader_may_stop_after_the_promotion():
    """6.2.2: the leader's ability may be left unused: it is promoted and the action ends there."""
    state = position(fuel=6, edit=on("s-t3-1", "task16"))
    choose(state, value=["promote", 0])
    choose(state, value=["IIIL", 6, 1])
    assert kinds(state) == "quick_ascent"
    choose(state, role=Role.DONE)
    assert state.commandos[0][0] == "IIIL" and state.fuel[0] == 0 and "s-t3-1" not in state.occupant
