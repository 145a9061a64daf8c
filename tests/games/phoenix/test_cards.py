"""Technology cards (Appendix II: level II rewards each time and at once, level III at once, level IV at the end)
and initial programs (Appendix III)."""

from __future__ import annotations

from engine.core.state import Frame

from .helpers import GAME, choose, give_building, give_regen, kinds, place_task, values
from .positions import position


def take_tech(card: str, level: int, edit=None, fuel=0, slot=1):
    """Carry out a take-technology task of `level` and put `card` in slot `slot` (bonus: 2 fuel)."""
    task = {2: "task09", 3: "task16", 4: "task22"}[level]
    rest = {2: "IIL", 3: "IIIL", 4: "IV"}[level]
    space = {2: "s-t2-1", 3: "s-t3-1", 4: "s-t4-1"}[level]

    def prepare(state):
        place_task(state, space, task)
        state.commandos[0][1] = rest
        row = state.tech_row[level - 2]
        if card not in row:
            row[0] = card
        if edit:
            edit(state)
    state = position(fuel=fuel, edit=prepare)
    choose(state, value=["task", space])
    choose(state, value=card)
    choose(state, value=slot)
    return state


def test_armoury_protocols():
    """Appendix II: 1 fuel now for each military building built; 2 fuel for each military building later."""
    state = take_tech("tech2-military", 2, edit=lambda s: give_building(s, 0, "s-a3-gold-1"))
    assert state.fuel[0] == 2 + 2  # slot bonus, one fuel for each of the two military types shown
    state.stack, state.pending = [Frame("gain", {"seat": 0, "effect": {"build": {"count": 1, "free": True}}})], None
    GAME.flow.settle(state)
    choose(state, value="s-R2-1")  # military
    state.pending and choose(state, value=state.pending.options[0].value)
    assert state.fuel[0] == 4 + 2


def test_field_laboratories():
    """Appendix II: move a settler up now; again for each scientific building built."""
    state = take_tech("tech2-science", 2, edit=lambda s: s.bonus_at.clear())
    assert kinds(state) == "population"


def test_mission_control():
    """Appendix II: a point now for each mission completed; 2 points for each mission completed later."""
    state = take_tech("tech2-missions", 2, edit=lambda s: s.completed[0].extend(["m101", "m102"]))
    assert state.vp[0] == 2
    from engine.games.phoenix.rules.cards import complete_mission

    state.known[0] = ["m103"]
    complete_mission(state, 0, "m103", free=True)
    GAME.flow.settle(state)
    while state.pending:
        choose(state, value=state.pending.options[0].value)
    assert state.vp[0] == 2 + 2


def test_bronze_grid_survey():
    """Appendix II: draw a mission now; and each time a building is placed by a bronze regenerator."""
    state = take_tech("tech2-bronze", 2)
    assert kinds(state) == "draw_mission"


def test_resonance_coils():
    """Appendix II: a fuel now for each bronze regenerator built; when building a regenerator, 1 fuel buys the
    reward of one of yours again (the new one too)."""
    state = take_tech("tech2-regenerators", 2, edit=lambda s: give_regen(s, 0, "s-a1-bronze"))
    assert state.fuel[0] == 2 + 1
    state.stack, state.pending = [Frame("gain", {"seat": 0, "effect": {"build_regenerator": {"free": True}}})], None
    GAME.flow.settle(state)
    choose(state, value="s-a4-bronze")
    choose(state, value="cr-b2") if kinds(state) == "regen_slot" else None
    while kinds(state) != "regen_reward":
        choose(state, value=state.pending.options[0].value)
    assert "s-a4-bronze" in values(state) and None in values(state)
    choose(state, value="s-a1-bronze")
    assert state.fuel[0] == 3 - 1 + 2


def test_civic_charter():
    """Appendix II: a point now for each civic building; 2 points for each civic building built later."""
    state = take_tech("tech2-civic", 2, edit=lambda s: give_building(s, 0, "s-R1-1"))
    assert state.vp[0] == 1


def test_level_three_card_immediate_reward_and_slot_bonus_in_the_chosen_order():
    """Appendix II 2. / 7.5: a level III card's reward at once, with the slot's bonus (order of choice)."""
    state = take_tech("tech3-release", 3)
    assert state.released[0] == 1 and kinds(state) == "assign"
    choose(state, value="waiting")
    assert state.fuel[0] == 2 + 2 and state.waiting[0] == 1


def test_level_four_card_scores_at_the_end():
    """Appendix II 3. / 13.2: nothing now; points at the end."""
    from engine.games.phoenix.rules.scoring import technology_points

    state = take_tech("tech4-missions", 4)
    assert state.vp[0] == 0
    state.completed[0] = ["m101", "m102", "m103"]
    assert technology_points(state, 0) == 6


# ---------------------------------------------------------------------------------------------- Appendix III
def program(name: str, edit=None):
    """The setup pair choice with a pair holding program `name`."""
    def prepare(state):
        state.pairs = [["m101", name], ["m102", "prog5"]]
        if edit:
            edit(state)
    return position(frame="setup_pair", edit=prepare, fuel=0)


def keep_pairs(state):
    return state


def test_program_one_free_bronze_regenerator_without_board_reward():
    """Appendix III 1.: a fuel and a free bronze regenerator, without the gameboard's reward."""
    state = program("prog1")
    state.pairs = [["m101", "prog1"], ["m102", "prog5"]]
    choose(state, value=0)
    assert state.fuel[0] == 1 and kinds(state) == "regen_space"
    assert all(v.endswith("bronze") for v in values(state))
    choose(state, value="s-a1-bronze")
    choose(state, value="cr-b1") if kinds(state) == "regen_slot" else None
    assert state.regen_at["s-a1-bronze"] == 0 and state.fuel[0] == 1 and "m101" in state.known[0]


def test_program_two_free_building_by_a_bronze_regenerator():
    """Appendix III 2.: a fuel and a free building by a bronze regenerator (an initial one counts)."""
    state = program("prog2")
    state.pairs = [["m101", "prog2"], ["m102", "prog5"]]
    choose(state, value=0)
    assert kinds(state) == "build_space" and set(values(state)) == {"s-R1-1", "s-R1-2", "s-R2-1", "s-R2-2"}
    choose(state, value="s-R1-1")
    choose(state, value="cb1")
    assert state.fuel[0] == 1


def test_program_three_free_promotion():
    """Appendix III 3.: a fuel and a free promotion of one level."""
    state = program("prog3")
    state.pairs = [["m101", "prog3"], ["m102", "prog5"]]
    choose(state, value=0)
    assert kinds(state) == "free_promote" and all(v[1] in ("IIL", "IIR") for v in values(state))


def test_program_four_and_five():
    """Appendix III 4. and 5.: two fuel, a mission and a population move; two fuel and a development."""
    state = program("prog4")
    state.pairs = [["m101", "prog4"], ["m102", "prog5"]]
    choose(state, value=0)
    assert state.fuel[0] == 2 and kinds(state) == "draw_mission"
    state = program("prog5")
    state.pairs = [["m101", "prog5"], ["m102", "prog4"]]
    choose(state, value=0)
    assert state.fuel[0] == 2 and kinds(state) == "develop"
