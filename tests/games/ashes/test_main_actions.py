"""Main actions (9.): build shelters, rescue survivors, install upgrades in the Phoenix Project, rest."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.rules import main_actions
from engine.games.ashes.catalog import catalog
from engine.games.ashes.rules.words import area_name

from .helpers import blank, labels, option, pick, space_on


def _main(players: int = 2, seed: int = 21):
    """A state where seat 0 chooses a main action."""
    s = blank(players, seed)
    s.pending, s.stack = None, []
    s.push("main_action", seat=0, only="any")
    GAME.flow.settle(s)
    return s


def test_build_costs_and_rewards() -> None:
    # 9.1 pay the disc's strength, place it on a free space, gain its rewards, a shelter card and track moves
    s = _main()
    p = s.players[0]
    assert option(s, "Build").why_not == "needs 2 strength, you have 0"
    p.strength_node = "st_2_middle"
    s.pending, s.stack = None, []
    s.push("main_action", seat=0, only="any")
    GAME.flow.settle(s)
    space = space_on(s, "site_1")
    pick(s, "Build")
    GAME.apply(s, [o.value for o in GAME.choice(s).options].index(space))
    while GAME.choice(s) is not None and GAME.choice(s).prompt.startswith("Choose where"):
        GAME.apply(s, 0)
    assert s.construction[space] == 0 and p.discs_built == 1
    assert catalog().nodes[p.strength_node].level == 0
    pick(s, "Take")  # every construction space gives a shelter card (9.1)
    assert len(p.shelter_cards) == 2
    mods = catalog().spaces[space].production_modifiers
    for track in mods:
        assert p.production[track] >= 1


def test_disc_costs_by_stack() -> None:
    # 9.1 / rules notes 4: discs cost 2, 2, 3, 3, 4, 4 strength; none left after six
    s = _main()
    costs = []
    for n in range(7):
        s.players[0].discs_built = n
        costs.append(main_actions.disc_cost(s, 0))
    assert costs == [2, 2, 3, 3, 4, 4, None]


def test_cannot_build_on_occupied_or_blocked_space() -> None:
    # 9.1 no space holding a disc; 3.1 a blocked site tile covers a space
    s = _main(3, 22)
    taken = space_on(s, "site_1", 0)
    s.construction[taken] = 1
    free = main_actions.free_spaces(s)
    assert taken not in free and not set(s.blocked_spaces) & set(free)


def test_shelter_card_replaces_top_when_full() -> None:
    # 9.1 three shelter cards at most; the replaced top card goes under the pile, its survivors leave at 1 happiness
    s = _main()
    p = s.players[0]
    p.shelter_cards = ["shelter_card_01", "shelter_card_02", "shelter_card_03"]
    p.pods = [[None, None], [None, None], [0, 0]]
    p.happiness = 5
    s.pending, s.stack = None, []
    s.push("take_shelter", seat=0)
    GAME.flow.settle(s)
    new = s.shelter_display[0]
    pick(s, "Take")
    assert p.shelter_cards[-1] == new and s.shelter_under == ["shelter_card_03"] and p.happiness == 3


def test_rescue_from_area_next_to_shelter() -> None:
    # 9.2 rescue from one area next to your shelter (the starting shelter counts), up to the entrance space
    s = _main(2, 23)
    p = s.players[0]
    for a in s.areas:
        s.survivors[a] = [0, 0]
    s.survivors["s1_a3"] = [3, 2]
    s.survivors["s3_a1"] = [1, 0]
    assert main_actions.rescue_areas(s, 0) == ["s1_a3"]
    p.entrance = [1, 0]  # 3 spaces left (9.2 example)
    s.pending, s.stack = None, []
    s.push("main_action", seat=0, only="any")
    GAME.flow.settle(s)
    pick(s, "Rescue")
    pick(s, f"Rescue from {area_name(s, 's1_a3')}")
    assert labels(s)[0] == "1 active and 2 essential"
    pick(s, "3 active and 0 essential")
    assert p.entrance == [4, 0] and s.survivors["s1_a3"] == [0, 2]


def test_rescue_near_own_shelter() -> None:
    # 9.2 areas adjacent to one of your shelters on a site tile
    s = _main(2, 24)
    for a in s.areas:
        s.survivors[a] = [0, 0]
    s.survivors["s3_a1"] = [1, 0]
    s.construction[space_on(s, "site_7")] = 0
    assert "s3_a1" in main_actions.rescue_areas(s, 0)
    assert "s3_a1" not in main_actions.rescue_areas(s, 1)


def test_install_example() -> None:
    # 9.3 example: first level I upgrade costs 1 data and 1 level I material; technology to a slot; upgrade tile
    # placed; 2 VP; the row's knowledge disc moves one space right
    s = _main(2, 25)
    p = s.players[0]
    p.data, p.materials["plastic"], p.vp = 1, 1, 20
    space = "px_light_blue_1_1"
    tech = s.phoenix_tech[space]
    k0 = s.knowledge["light_blue"]
    s.pending, s.stack = None, []
    s.push("main_action", seat=0, only="any")
    GAME.flow.settle(s)
    pick(s, "Install")
    GAME.apply(s, [o.value for o in GAME.choice(s).options].index(space))
    pick(s, "Workforce")  # first upgrade tile
    pick(s, "Place")
    while GAME.choice(s) is not None and GAME.choice(s).prompt.startswith("Choose"):
        GAME.apply(s, GAME.choice(s).enabled_indices()[0])
    assert p.data == 0 and p.materials["plastic"] == 0 and tech in p.slots[0]
    assert s.phoenix_upgrades[space] == 0 and s.phoenix_tech[space] is None
    assert p.vp >= 22 and s.knowledge["light_blue"] == k0 + 1 and s.installs_per_level == [1, 0, 0]


def test_install_data_cost_rises_per_level() -> None:
    # 9.3 1/2/3 data at levels I-II and 2/3/4 at level III for the 1st/2nd/later upgrade by anyone
    s = _main()
    assert main_actions.phoenix_cost(s, "px_pink_1_1") == (1, 1, 1)
    s.installs_per_level = [1, 5, 2]
    assert main_actions.phoenix_cost(s, "px_pink_1_1") == (1, 1, 2)
    assert main_actions.phoenix_cost(s, "px_pink_2_1") == (2, 2, 3)
    assert main_actions.phoenix_cost(s, "px_pink_3_1") == (3, 2, 4)


def test_technology_when_slots_are_full() -> None:
    # 8.3.1 / 9.3 with every slot full, discard the technology or replace the top of a slot
    s = _main()
    p = s.players[0]
    p.slots = [["tech_prod_01", "tech_prod_02"], ["tech_prod_03", "tech_prod_04"],
               ["tech_prod_05", "tech_prod_06"], ["tech_prod_07", "tech_prod_08"]]
    s.pending, s.stack = None, []
    s.push("place_tech", seat=0, tech="tech_prod_09")
    GAME.flow.settle(s)
    assert labels(s)[-1].startswith("Discard")
    pick(s, "Replace")
    assert p.slots[0] == ["tech_prod_01", "tech_prod_09"]


def test_rest() -> None:
    # 9.4 two happiness and one fuel
    s = _main()
    p = s.players[0]
    p.happiness = 3
    pick(s, "Rest")
    assert (p.happiness, p.fuel) == (5, 1)
