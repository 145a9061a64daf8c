"""End of the game (12.), scoring tiles (App. III), scoring technologies (App. V) and tie-breaks (6.)."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.rules import scoring
from engine.games.ashes.catalog import catalog

from .helpers import at_menu, pick, started


def _end(players: int = 2, seed: int = 51):
    s = started(players, seed)
    for p in s.players:
        p.character = "char_climber"
        p.fuel = p.data = p.antirad = 0
        p.materials = {m: 0 for m in p.materials}
        p.happiness = 0
        p.vp = 20
    for a in s.areas:
        s.survivors[a] = [0, 0]
    return s


def _finish(s) -> None:
    s.pending, s.stack = None, []
    s.push("game_end")
    GAME.flow.settle(s)


def test_happiness_exchange_and_scoring() -> None:
    # 12.2 every 3 fuel/data/doses give 1 happiness; 1 VP per happiness
    s = _end()
    p = s.players[0]
    p.fuel, p.data, p.antirad, p.happiness = 4, 3, 1, 5
    _finish(s)
    assert p.happiness == 7 and s.final_scores[0] >= 27


def test_colony_board_example() -> None:
    # 12.3 example: two emptied stacks show 4 + 6 VP
    s = _end()
    s.players[0].discs_built = 4
    assert scoring.board_vp(s, 0) == 10
    s.players[0].discs_built = 3
    assert scoring.board_vp(s, 0) == 4


def test_phoenix_row_example_capped() -> None:
    # 12.4 example: 4 level II materials x 3 upgrades x gold 3 = 36, capped at 24
    s = _end()
    p = s.players[0]
    s.endgame_tiles["light_blue"] = "scoring_mat_2"
    s.knowledge["light_blue"] = 8
    for space in ("px_light_blue_1_1", "px_light_blue_2_1", "px_light_blue_2_2"):
        s.phoenix_upgrades[space] = 0
    p.upgrades_used = ["upgrade_materials_1", "upgrade_materials_2"]
    p.materials.update(tool=2, grow_lamp=2)
    assert scoring.phoenix_row_vp(s, 0, "light_blue") == 24
    s.knowledge["light_blue"] = 0
    assert scoring.phoenix_row_vp(s, 0, "light_blue") == 4 * 3 * 1


def test_end_radiation_then_scoring() -> None:
    # 12.1 a radiation step before scoring
    s = _end()
    s.survivors["s2_a3"] = [2, 0]
    _finish(s)
    assert s.survivors["s2_a3"] == [0, 0] and s.over


def test_tie_break_by_turn_order() -> None:
    # 6. / 12. ties go to the player ahead on the turn order track
    s = _end()
    s.final_scores = [30, 30]
    s.next_order = {1: 1, 2: 0}
    assert GAME.winners(s) == [1]


def test_criteria_counts() -> None:
    # App. III landmarks, production modifiers (the starting shelter's counts), connected shelters, class II
    s = _end(4, 52)
    t = catalog()
    tile = t.site_tiles[s.site_tiles["site_4"]]
    for space in tile.construction_spaces[:2]:
        s.construction[space.id] = 0
    landmarks = sum(1 for x in tile.construction_spaces[:2] if x.landmark)
    assert scoring.criterion_count(s, 0, "scoring_landmarks") == landmarks
    data_mods = sum(x.production_modifiers.count("data") for x in tile.construction_spaces[:2]) + 1
    assert scoring.criterion_count(s, 0, "scoring_mod_data") == data_mods
    assert scoring.criterion_count(s, 0, "scoring_connected") == 2
    s.players[0].upgrades_used = ["upgrade_vehicle_1", "upgrade_vehicle_2"]
    assert scoring.criterion_count(s, 0, "scoring_class_2") == 1


def test_scoring_technology() -> None:
    # App. V 1 VP per closed shelter card each time the slot is activated
    s = _end()
    p = s.players[0]
    p.columns["blue"] = ["a", "b"]
    p.slots = [[], ["tech_score_01"], [], []]
    p.entrance = [1, 0]
    at_menu(s, 0)
    pick(s, "Activate")
    pick(s, "Zone 2")
    assert p.vp == 22 and p.fuel == 1  # 2 VP from the technology, then 1 fuel produced (disc at the bottom)
