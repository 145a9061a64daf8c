"""Check the ASHES content files against the counts and examples of the rulebook."""

from __future__ import annotations

import json
import sys
import typing
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from engine.core.content import ContentError, load_content
from engine.games.ashes import schema
from engine.games.ashes.schema import AshesContent, load_all

ALL = load_all()


def side(board_id: str) -> schema.BoardSide:
    """The main board side with this id."""
    return next(s for s in ALL.main_board.sides if s.id == board_id)


def phoenix(side_id: str) -> schema.PhoenixSide:
    """The Phoenix board side with this id."""
    return next(s for s in ALL.phoenix_board.sides if s.id == side_id)


# ------------------------------------------------------------------ 2. Components

def test_load_all_returns_every_file() -> None:
    # 2. Components: every component family has a validated file
    assert isinstance(ALL, AshesContent)
    assert set(AshesContent.model_fields) == {n.removesuffix(".json") for n in schema.FILES}


def test_main_board_has_two_sides() -> None:
    # 2.1 Components: 1 main board; 3.1 one side for 3-4 players, the radiation-band side for 1-2
    assert sorted(s.id for s in ALL.main_board.sides) == ["side_1_2", "side_3_4"]
    assert side("side_3_4").players == [3, 4] and side("side_3_4").radiation_bands == []
    assert side("side_1_2").players == [1, 2] and side("side_1_2").radiation_bands


def test_site_tiles() -> None:
    # 2.1 Components: 12 site tiles, 5 blocked site tiles
    assert len(ALL.site_tiles.site_tiles) == 12
    assert len(ALL.site_tiles.blocked_site_tiles) == 5


def test_site_spaces_leave_one_tile_over() -> None:
    # 3.1 General setup: one site tile per empty space, the remaining tile goes back to the box
    for s in ALL.main_board.sides:
        assert len(s.site_spaces) == len(ALL.site_tiles.site_tiles) - 1 == 11


def test_area_tiles_in_four_levels() -> None:
    # 2.1 Components: 29 area tiles divided into four levels, 6 blocked area tiles
    tiles = ALL.area_tiles.area_tiles
    assert len(tiles) == 29
    assert set(t.level for t in tiles) == {1, 2, 3, 4}
    assert len(ALL.area_tiles.blocked_area_tiles) == 6


def test_area_tiles_cover_every_space_with_some_left() -> None:
    # 3.1 General setup: one tile of the matching level per space, the rest return to the box
    for s in ALL.main_board.sides:
        for level in (1, 2, 3, 4):
            spaces = sum(1 for a in s.areas if a.tile_level == level)
            tiles = sum(1 for t in ALL.area_tiles.area_tiles if t.level == level)
            assert 0 < spaces < tiles


def test_technologies() -> None:
    # 2.1 Components: 14 production, 12 scoring, 6 blocked, 6 starting production, 6 special technologies
    t = ALL.technologies
    assert len(t.production_technologies) == 14
    assert len(t.scoring_technologies) == 12
    assert len(t.blocked_technologies) == 6
    assert len(t.starting_production_technologies) == 6
    assert len(t.special_technologies) == 6


def test_scoring_tiles_achievements_milestones() -> None:
    # 2.1 Components: 12 end-game scoring tiles, 3 achievement tiles, 6 milestones
    assert len(ALL.scoring.scoring_tiles) == 12
    assert len(ALL.scoring.achievement_tiles) == 3
    assert len(ALL.scoring.milestones) == 6


def test_starting_resource_cards_and_characters() -> None:
    # 2.1 Components: 5 starting resource cards, 12 special character cards
    assert len(ALL.starting_resources.starting_resource_cards) == 5
    assert len(ALL.characters.special_characters) == 12


def test_player_components() -> None:
    # 2.1/2.2 Components: per colour 10 upgrade tiles, 6 shelter discs, 5 discs, 1 starting shelter card
    colony = ALL.colony_board
    assert len(colony.upgrade_tiles) == 10
    assert sum(s.discs for s in colony.shelter_stacks) == 6
    # 3.2: one disc on +0 VP, one on happiness, three on production tracks = 5 discs
    assert 1 + 1 + len(colony.production_tracks) == 5
    assert len(ALL.shelter_cards.starting_shelter_cards) == len(colony.player_colors) == 4


# ------------------------------------------------------------------ 3. Setup

def test_three_player_blocked_marks() -> None:
    # 3.1 General setup / 5.6: blocked site, area and technology tiles only on the 3-4 player sides
    s34, s12 = side("side_3_4"), side("side_1_2")
    assert sum(x.blocked_3p_first_space for x in s34.site_spaces) == 5
    assert sum(a.blocked_3p for a in s34.areas) == 6
    assert not any(x.blocked_3p_first_space for x in s12.site_spaces)
    assert not any(a.blocked_3p for a in s12.areas)
    assert sum(x.blocked_3p for x in phoenix("phoenix_3_4").spaces) == 6
    assert not any(x.blocked_3p for x in phoenix("phoenix_1_2").spaces)


def test_phoenix_levels_take_the_right_technologies() -> None:
    # 3.1 General setup: scoring technologies fill every level I and III space, production ones level II
    kinds = {lv.level: lv.technology for lv in ALL.phoenix_board.levels}
    assert kinds == {1: "scoring", 2: "production", 3: "scoring"}
    for s in ALL.phoenix_board.sides:
        scoring_spaces = sum(1 for x in s.spaces if x.level in (1, 3))
        production_spaces = sum(1 for x in s.spaces if x.level == 2)
        assert scoring_spaces == len(ALL.technologies.scoring_technologies)
        assert production_spaces <= len(ALL.technologies.production_technologies)


def test_phoenix_three_rows_three_levels() -> None:
    # 3.1 / 12.4: three rows, each with its knowledge disc colour, over levels I-III
    assert [r.id for r in ALL.phoenix_board.rows] == ["dark_blue", "light_blue", "pink"]
    assert [lv.level for lv in ALL.phoenix_board.levels] == [1, 2, 3]


def test_knowledge_track_starts_per_player_count() -> None:
    # 3.1 General setup: knowledge discs start on the space marked for 2, 3 or 4 players
    assert set(phoenix("phoenix_3_4").knowledge_track.starts) == {"3", "4"}
    assert set(phoenix("phoenix_1_2").knowledge_track.starts) == {"1", "2"}
    for s in ALL.phoenix_board.sides:
        assert {x.tier for x in s.knowledge_track.spaces} == {"gold", "silver", "bronze"}


def test_scoring_tiles_fill_both_sides() -> None:
    # 3.1 General setup: 3 scoring tiles on each side of the Phoenix board; two faces per tile
    assert len(ALL.scoring.scoring_tiles) >= 2 * 3
    for t in ALL.scoring.scoring_tiles:
        assert t.milestone_face and t.endgame_face


def test_achievement_faces_fit_player_counts() -> None:
    # 3.1 General setup: 2p all one space; 3p two tiles show two spaces; 4p all two spaces
    assert {t.row for t in ALL.scoring.achievement_tiles} == {"dark_blue", "light_blue", "pink"}
    for t in ALL.scoring.achievement_tiles:
        assert t.faces["one_space"].spaces == 1 and t.faces["two_spaces"].spaces == 2


def test_shelter_display_and_turn_order() -> None:
    # 3.1 General setup: three face-up shelter cards; 4: 3p games block the far-right turn-order spaces
    assert len(ALL.main_board.shelter_display.slots) == 3
    for row in ALL.main_board.turn_order_track.rows:
        assert [s.blocked_3p for s in row.spaces] == [False, False, False, True]


def test_player_setup_positions() -> None:
    # 3.2 Player setup: score marker on 20, happiness disc on 3, production discs on the first space
    assert ALL.main_board.vp_track.start_value == 20
    assert ALL.colony_board.happiness_track.start == 3
    assert ALL.main_board.strength_tree.start in {n.id for n in ALL.main_board.strength_tree.nodes}
    assert all(s.discs == 2 for s in ALL.colony_board.shelter_stacks)


# ------------------------------------------------------------------ 4. Before you start

def test_first_game_characters() -> None:
    # 4. Before you start: starred characters are dealt one per player (up to 4)
    assert sum(c.first_game for c in ALL.characters.special_characters) >= 4


def test_starting_combinations() -> None:
    # 4. Before you start: players + 1 resource cards, each paired with a starting production technology
    assert len(ALL.starting_resources.starting_resource_cards) == 4 + 1
    assert len(ALL.technologies.starting_production_technologies) >= 4 + 1


# ------------------------------------------------------------------ 5. General concepts

def test_strength_example_plastic_then_metal() -> None:
    # 5.2 Colony strength example: climbing two spaces can give a plastic and a metal
    tree = ALL.main_board.strength_tree
    nodes = {n.id: n for n in tree.nodes}
    nbrs: dict[str, set[str]] = {}
    for a, b in tree.edges:
        nbrs.setdefault(a, set()).add(b)
        nbrs.setdefault(b, set()).add(a)
    gains = set()
    for one in nbrs[tree.start]:
        for two in nbrs[one]:
            if nodes[two].level == 2:
                gains.add((json.dumps(nodes[one].model_dump()["rewards"]), json.dumps(nodes[two].model_dump()["rewards"])))
    assert (json.dumps([{"gain": {"plastic": 1}}]), json.dumps([{"gain": {"metal": 1}}])) in gains


def test_pink_paths_are_on_the_strength_tree() -> None:
    # 5.1 / 14 Appendix I: pink paths (strength tree) need the character that allows them
    assert ALL.main_board.strength_tree.pink_edges
    assert any(c.ability.kind == "pink_paths" for c in ALL.characters.special_characters)


def test_materials_pyramid() -> None:
    # 5.3 Materials: nine slots in three levels; higher ones need two different materials one level down
    pyramid = ALL.colony_board.materials_pyramid
    assert len(pyramid) == 9
    assert Counter(m.level for m in pyramid) == {1: 4, 2: 3, 3: 2}
    made = {m.id: m.made_from for m in pyramid}
    assert set(made["tool"]) == {"plastic", "metal"}  # 10.1.3 example: plastic + metal make a tool


def test_happiness_track() -> None:
    # 5.5 Happiness track: 0 to 9; +1 VP per step above the top, -2 VP per step below the bottom
    h = ALL.colony_board.happiness_track
    assert (h.min, h.max) == (0, 9)
    assert [s.level for s in h.spaces] == list(range(10))
    assert (h.overflow_vp, h.underflow_vp) == (1, -2)


def test_vp_track_laps() -> None:
    # 5.4 Victory points: a lap disc on +0, +100, +200
    assert [s.bonus for s in ALL.main_board.vp_track.lap_spaces] == [0, 100, 200]


# ------------------------------------------------------------------ 6-7. Round and map

def test_round_track() -> None:
    # 6. Game flow: 3 rounds
    assert [s.round for s in ALL.main_board.round_track.spaces] == [1, 2, 3]


def test_sectors_and_radiation() -> None:
    # 7.1.1 Radiation: four sectors with radiation 1-4; each has areas
    for s in ALL.main_board.sides:
        assert [(x.number, x.radiation) for x in s.sectors] == [(1, 1), (2, 2), (3, 3), (4, 4)]
        assert {a.sector for a in s.areas} == {1, 2, 3, 4}


def test_bag_icons_in_every_sector() -> None:
    # 7.1.4 Survivors emerge: bag-icon areas in every sector, none under a blocked tile
    for s in ALL.main_board.sides:
        for sector in (1, 2, 3, 4):
            assert any(a.bag_icon and not a.blocked_3p for a in s.areas if a.sector == sector)
        assert not any(a.bag_icon and a.blocked_3p for a in s.areas)


def test_adjacency_symmetric_and_red_lines() -> None:
    # 8.2 Move your vehicle: adjacent areas share a border; red lines are impassable borders
    for s in ALL.main_board.sides:
        adj = {a.id: set(a.adjacent) for a in s.areas}
        adj[s.starting_shelter.id] = set(s.starting_shelter.adjacent)
        for a, others in adj.items():
            for b in others:
                assert a in adj[b], (s.id, a, b)
        assert s.red_lines
        for a, b in s.red_lines:
            assert b in adj[a]


def test_starting_shelter() -> None:
    # 8.2 / 10.2.1 / 16: starting shelter is in sector 1, touches areas, shows one production modifier
    for s in ALL.main_board.sides:
        assert s.starting_shelter.sector == 1
        assert s.starting_shelter.adjacent
        assert len(s.starting_shelter.production_modifiers) == 1


def test_sites_in_every_sector_and_landmarks() -> None:
    # 10.2.3 Power shelter needs shelters in sectors 1-3; 13.8.1 rival builds by sector; 16 landmarks exist
    for s in ALL.main_board.sides:
        assert {x.sector for x in s.site_spaces} == {1, 2, 3, 4}
    spaces = [c for t in ALL.site_tiles.site_tiles for c in t.construction_spaces]
    assert any(c.landmark for c in spaces)
    assert all(c.rewards for c in spaces)


# ------------------------------------------------------------------ 8. Protocols

def test_colony_scoring_areas() -> None:
    # 8.1.3 Colony scoring: 5 areas (3 columns, materials, survivors); 3 VP per card; 2/4 VP per material
    kinds = Counter(a.kind for a in ALL.colony_board.scoring_areas)
    assert kinds == {"column": 3, "materials": 1, "survivors": 1}
    assert all(c.vp_per_card == 3 for c in ALL.colony_board.closed_columns)
    m = ALL.colony_board.materials_scoring
    assert (m.level_2_vp, m.level_3_vp) == (2, 4)


def test_turn_order_rows_and_example() -> None:
    # 8.1.4 Turn order: top row for rounds 1 and 3, bottom for round 2; first place gives 1 data (example)
    rows = {r.id: r for r in ALL.main_board.turn_order_track.rows}
    assert rows["top"].rounds == [1, 3] and rows["bottom"].rounds == [2]
    assert rows["top"].spaces[0].model_dump()["rewards"] == [{"gain": {"data": 1}}]


def test_activation_zones() -> None:
    # 8.3.2 Production panel: position 1 mission card, 2 fuel, 3 data, 4 strength
    zones = {z.position: z.production for z in ALL.colony_board.activation_zones}
    assert zones == {1: "mission_card", 2: "fuel", 3: "data", 4: "strength"}
    assert len(ALL.colony_board.technology_slots) == 4


def test_production_track_top() -> None:
    # 8.3.2 example: a disc on top of the fuel track makes 3 fuel (plus 2 VP)
    tracks = {t.id: t for t in ALL.colony_board.production_tracks}
    assert set(tracks) == {"fuel", "data", "strength"}
    assert tracks["fuel"].values[-1] == 3
    assert all(len(t.values) >= 3 for t in tracks.values())  # 8.3.1: "third space" must exist


# ------------------------------------------------------------------ 9. Main actions

def test_shelter_costs() -> None:
    # 9.1 Build shelters: the first two discs cost 2 strength, the last two cost 4; 12.3 example 4+6 VP
    stacks = ALL.colony_board.shelter_stacks
    costs = [s.cost_strength for s in stacks for _ in range(s.discs)]
    assert costs[:2] == [2, 2] and costs[-2:] == [4, 4]
    assert stacks[0].vp_revealed + stacks[1].vp_revealed == 10


def test_phoenix_costs() -> None:
    # 9.3 Install upgrades: I 1 material + 1/2/3 data, 2 VP; II 2 + 1/2/3, 6 VP; III 2 + 2/3/4, 12 VP
    lv = {x.level: x for x in ALL.phoenix_board.levels}
    assert (lv[1].material_count, lv[1].data_costs, lv[1].vp) == (1, [1, 2, 3], 2)
    assert (lv[2].material_count, lv[2].data_costs, lv[2].vp) == (2, [1, 2, 3], 6)
    assert (lv[3].material_count, lv[3].data_costs, lv[3].vp) == (2, [2, 3, 4], 12)
    assert all(x.material_level == x.level for x in lv.values())


def test_construction_spaces_give_a_shelter_card() -> None:
    # 9.1 Build shelters: the shelter-card icon is on every construction space, with production modifiers
    for t in ALL.site_tiles.site_tiles:
        for c in t.construction_spaces:
            assert "shelter_card" in schema.effect_keys(c.rewards), c.id
    assert any(c.production_modifiers for t in ALL.site_tiles.site_tiles for c in t.construction_spaces)


def test_every_area_has_rewards() -> None:
    # 8.2 Move your vehicle: the area tile's visible side pays out; 7.1.3 tiles flip back each round
    for t in ALL.area_tiles.area_tiles:
        assert t.main_side


# ------------------------------------------------------------------ 10. Additional actions

def test_milestone_claim_costs() -> None:
    # 10.2.2 Claim a milestone: 2 data for the first claim, 3 data for the second
    for t in ALL.scoring.achievement_tiles:
        assert t.claim_costs == [2, 3]


def test_milestone_scoring_example() -> None:
    # 10.2.2 example: the level I materials tile scores its silver value 1 on the milestone side
    tile = next(t for t in ALL.scoring.scoring_tiles if t.criterion.kind == "materials" and t.criterion.level == 1)
    assert tile.milestone_face.silver == 1


def test_mission_requirements() -> None:
    # 10.2.3 Complete mission card: each card has one of two requirements
    reqs = {c.requirement for c in ALL.mission_cards.mission_cards}
    assert reqs == {"power_shelter", "vehicle_position"}


# ------------------------------------------------------------------ 12. End of game

def test_endgame_scoring_example() -> None:
    # 12.4 example: the level II materials tile's gold value is 3 (4 x 3 x 3 = 36, capped at 24)
    tile = next(t for t in ALL.scoring.scoring_tiles if t.criterion.kind == "materials" and t.criterion.level == 2)
    assert tile.endgame_face.gold == 3


# ------------------------------------------------------------------ 13. Solo

def test_rival_difficulty_cards() -> None:
    # 13.2 / 13.7.2 / 13.8.3 / 13.12: three difficulties, their arrows, milestone VP and end-game VP
    d = {c.radiation_symbols: c for c in ALL.rival.difficulty_cards}
    assert set(d) == {1, 2, 3}
    assert set(d[1].activator_colors) == {"orange", "blue", "pink"}
    assert set(d[2].activator_colors) == {"blue", "pink"}
    assert set(d[3].activator_colors) == {"blue"}
    assert [d[n].milestone_vp for n in (1, 2, 3)] == [2, 4, 6]
    assert d[1].endgame_vp == {"bronze": 2, "silver": 4, "gold": 6}
    assert d[2].endgame_vp == {"bronze": 4, "silver": 6, "gold": 10}
    assert d[3].endgame_vp == {"bronze": 6, "silver": 8, "gold": 12}


def test_rival_action_deck() -> None:
    # 13.6 Rival action cards: arrows in three colours, two main actions, secondary, three parameters
    cards = ALL.rival.action_cards
    assert {c.activator for c in cards} == {"orange", "blue", "pink", None}
    mains = {c.main_rounds_1_3.action for c in cards} | {c.main_round_2.action for c in cards}
    assert mains == {"build", "rescue", "install", "move"}
    assert {c.secondary.kind for c in cards if c.secondary} == {"discard_missions", "colony_scoring"}
    assert {c.ordinal for c in cards} == {"from_bottom", "from_top", "from_left", "from_right"}
    assert {c.sector for c in cards} == {"current", "next"}


def test_rival_examples_have_cards() -> None:
    # 13.7.4 examples: build (round 1, current sector, from bottom, 3); rescue (round 2, next, from top, 2);
    # install (round 2, from the right)
    cards = ALL.rival.action_cards
    assert any(c.main_rounds_1_3.action == "build" and c.sector == "current" and c.ordinal == "from_bottom"
               and c.numeric == 3 for c in cards)
    assert any(c.main_round_2.action == "rescue" and c.sector == "next" and c.ordinal == "from_top"
               and c.numeric == 2 for c in cards)
    assert any(c.main_round_2.action == "install" and c.ordinal == "from_right" for c in cards)


def test_rival_track_reachable() -> None:
    # 13.7.1 / 13.8.5: the marker starts on the bottom space and the rival passes on the top one
    t = ALL.rival.rival_track
    assert t.start == 0 and t.spaces >= 2


# ------------------------------------------------------------------ Appendices

def test_special_characters() -> None:
    # 14 Appendix I: abilities described there; six characters bring the six special technologies
    kinds = {c.ability.kind for c in ALL.characters.special_characters}
    assert {"antirad_for_material", "swap_materials", "reverse_manufacture", "pink_paths", "extra_column",
            "move_for_happiness", "essential_income_vp", "forbid_class_2", "swap_area_tiles"} <= kinds
    owners = [c for c in ALL.characters.special_characters if c.special_technology]
    assert len(owners) == 6
    archivist = next(c for c in ALL.characters.special_characters if c.ability.kind == "extra_column")
    assert archivist.ability.scoring_areas == [3, 4, 5]
    caretaker = next(c for c in ALL.characters.special_characters if c.ability.kind == "essential_income_vp")
    assert caretaker.model_dump()["starting_effects"] == [{"survivors": {"kind": "essential", "count": 1}}]


def test_colony_upgrades() -> None:
    # 15 Appendix II: initial / class I / class II values of every upgrade line
    cats = {c.id: c.initial for c in ALL.colony_board.upgrade_categories}
    tiles = {(u.category, u.upgrade_class): u.reveals for u in ALL.colony_board.upgrade_tiles}
    assert len(cats) == 5
    assert (cats["workforce"].activations, tiles[("workforce", 1)].entrance, tiles[("workforce", 2)].activations) == (3, 5, 4)
    assert [cats["storage"].stack_limit, tiles[("storage", 1)].stack_limit, tiles[("storage", 2)].stack_limit] == [2, 2, 3]
    assert [cats["storage"].scoring_areas, tiles[("storage", 1)].scoring_areas,
            tiles[("storage", 2)].scoring_areas] == [2, 3, 4]
    assert [cats["materials"].material_capacity, tiles[("materials", 1)].material_capacity,
            tiles[("materials", 2)].material_capacity] == [1, 2, 3]
    assert [cats["materials"].material_score_cap, tiles[("materials", 1)].material_score_cap,
            tiles[("materials", 2)].material_score_cap] == [2, 6, 12]
    assert [cats["vehicle"].movement, tiles[("vehicle", 1)].movement, tiles[("vehicle", 2)].movement] == [2, 3, 4]
    assert [cats["vehicle"].cargo, tiles[("vehicle", 1)].cargo, tiles[("vehicle", 2)].cargo] == [2, 3, 4]
    assert [cats["vehicle"].sector_4, tiles[("vehicle", 1)].sector_4, tiles[("vehicle", 2)].sector_4] == [False, False, True]
    assert [cats["scouting"].scout_draw, tiles[("scouting", 1)].scout_draw, tiles[("scouting", 2)].scout_draw] == [2, 3, 4]
    # 8.1.3: survivor scoring 0/1/2 VP per active survivor, by upgrade
    assert [cats["workforce"].survivor_vp, tiles[("workforce", 1)].survivor_vp,
            tiles[("workforce", 2)].survivor_vp] == [0, 1, 2]


def test_scoring_tile_criteria() -> None:
    # 16 Appendix III: the criteria listed there, with one tile per production colour and material level
    crit = Counter((t.criterion.kind, t.criterion.color, t.criterion.level) for t in ALL.scoring.scoring_tiles)
    kinds = {k for k, _, _ in crit}
    assert kinds == {"closed_shelter_cards", "missions_completed", "phoenix_upgrades", "connected_shelters",
                     "landmark_shelters", "production_modifiers", "materials", "class_2_upgrades"}
    assert {c for k, c, _ in crit if k == "production_modifiers"} == {"fuel", "data", "strength"}
    assert {lv for k, _, lv in crit if k == "materials"} == {1, 2, 3}
    assert all(n == 1 for n in crit.values())


def test_milestones() -> None:
    # 17 Appendix IV: the six milestone conditions (the sixth, 3 level II materials, printed under App. III)
    conds = {(m.condition.kind, m.condition.value) for m in ALL.scoring.milestones}
    assert conds == {("happiness_at_least", 8), ("phoenix_upgrades_at_least", 2), ("shelters_built_at_least", 3),
                     ("missions_completed_at_least", 3), ("closed_shelter_cards_at_least", 2),
                     ("level_2_materials_at_least", 3)}


def test_scoring_technologies() -> None:
    # 18 Appendix V: scoring technologies give 1 VP per element of the five listed criteria
    counts = {t.effects[0]["vp_per"]["count"] for t in ALL.technologies.scoring_technologies}
    assert counts == set(typing.get_args(schema.CountKind))
    assert all(t.effects[0]["vp_per"]["vp"] == 1 for t in ALL.technologies.scoring_technologies)


def test_mission_rewards_cover_iconography() -> None:
    # 19 Appendix VI: move protocol, main and additional actions, pass steps, VP per mission/level II,
    # mission and shelter cards, column scoring
    keys = {k for c in ALL.mission_cards.mission_cards for k in schema.effect_keys(c.rewards)}
    assert {"move", "main_action", "additional_action", "pass_step", "vp_per", "column_scoring",
            "shelter_card", "gain"} <= keys


# ------------------------------------------------------------------ ids and text

def test_ids_unique_across_files() -> None:
    # design.md: every entry has a stable id, a name and a tooltip text
    ids: list[str] = []
    for part in (ALL.site_tiles.site_tiles, ALL.site_tiles.blocked_site_tiles, ALL.area_tiles.area_tiles,
                 ALL.area_tiles.blocked_area_tiles, ALL.scoring.scoring_tiles, ALL.scoring.achievement_tiles,
                 ALL.scoring.milestones, ALL.shelter_cards.shelter_cards, ALL.shelter_cards.starting_shelter_cards,
                 ALL.mission_cards.mission_cards, ALL.starting_resources.starting_resource_cards,
                 ALL.characters.special_characters, ALL.rival.difficulty_cards, ALL.rival.action_cards,
                 ALL.technologies.production_technologies, ALL.technologies.scoring_technologies,
                 ALL.technologies.starting_production_technologies, ALL.technologies.special_technologies,
                 ALL.technologies.blocked_technologies):
        for e in part:
            assert e.name and e.text
            ids.append(e.id)
    assert len(ids) == len(set(ids))


# ------------------------------------------------------------------ error reporting

def _fake_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str) -> str:
    """Write one content file into a throwaway package on sys.path and return the package name."""
    package = "ashes_broken_" + name.removesuffix(".json")
    pkg = tmp_path / package
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / name).write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, package, raising=False)
    return package


def test_malformed_file_names_file_entry_and_field(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # design.md "Pydantic at the boundaries": a broken copy reports file, entry id and field
    original = resources.files(schema.PACKAGE).joinpath("mission_cards.json").read_text(encoding="utf-8")
    data = json.loads(original)
    data["mission_cards"][3]["requirement"] = "teleport"
    package = _fake_package(tmp_path, monkeypatch, "mission_cards.json", json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(package, "mission_cards.json", schema.MissionCardsFile)
    message = str(err.value)
    assert "mission_cards.json" in message
    assert "mission_04" in message
    assert "requirement" in message


def test_broken_adjacency_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # 8.2 Move your vehicle: one-sided adjacency is an error naming the board side and both areas
    data = json.loads(resources.files(schema.PACKAGE).joinpath("main_board.json").read_text(encoding="utf-8"))
    data["sides"][0]["areas"][0]["adjacent"].append("s4_a5")
    package = _fake_package(tmp_path, monkeypatch, "main_board.json", json.dumps(data))
    with pytest.raises(ContentError, match=r"main_board\.json.*side_3_4.*s1_a1.*s4_a5"):
        load_content(package, "main_board.json", schema.MainBoardFile)


def test_unknown_effect_is_reported() -> None:
    # Effect vocabulary: an object that is not exactly one known effect key is rejected
    from engine.core.content import parse_content
    data = json.loads(resources.files(schema.PACKAGE).joinpath("area_tiles.json").read_text(encoding="utf-8"))
    data["area_tiles"][0]["main_side"][0] = {"teleport": 1}
    with pytest.raises(ContentError, match=r"area_tiles\.json.*area_1_1.*main_side"):
        parse_content(json.dumps(data), schema.AreaTilesFile, "area_tiles.json")
