"""Content counts (Components; the issue's designed content) and the schemas' checks."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.content import ContentError, parse_content
from engine.games.phoenix.catalog import catalog
from engine.games.phoenix.schema import BoardFile, KrakenFile, tile_in_game


def test_gameboard_sides_regions_and_areas():
    """Gameboard: both sides; New Hope left, Concord centre, Dawn right; the 1-2 side numbered 1-8 for solo."""
    content = catalog().content
    assert [r.id for r in content.board.regions] == ["new_hope", "concord", "dawn"]
    assert [r.place for r in content.board.regions] == ["left", "centre", "right"]
    small, large = content.board.sides
    assert small.seal and small.players == [1, 2] and large.players == [3, 4]
    assert sorted(a.number for a in small.areas) == list(range(1, 9))
    assert {a.region for a in small.areas} == {"new_hope", "concord"}
    assert {a.region for a in large.areas} == {"new_hope", "concord", "dawn"}
    closed = content.board.closed_region
    assert (closed.region, closed.players, closed.hazard_tapes, closed.radiation_signs) == ("dawn", [3], 6, 2)


def test_connection_tape_spaces_and_tapes():
    """16 connection tapes; 1/7/8/8 left over for 4/3/2/1 players."""
    cat = catalog()
    assert len(cat.tapes) == 16
    large = cat.boards["large"]
    dawn = {a.id for a in large.side.areas if a.region == "dawn"}
    assert len(large.tapes) == 15
    assert 16 - len([t for t, (a, b) in large.tapes.items() if a not in dawn and b not in dawn]) == 7
    assert len(cat.boards["small"].tapes) == 8
    assert sum(1 for t, (a, b) in large.tapes.items() if a in dawn or b in dawn) == 6  # the hazard tapes


def test_regenerator_and_building_spaces():
    """Regenerator spaces of three levels with rewards; building spaces tied to one, showing their types; gold
    regenerators' spaces count as two buildings; R1-R3 initial spaces."""
    for side in ("small", "large"):
        b = catalog().boards[side]
        levels = Counter(s.level for s in b.regens.values() if s.initial is None)
        assert set(levels) == {"bronze", "silver", "gold"}
        assert sorted(s.initial for s in b.regens.values() if s.initial) == ["R1", "R2", "R3"]
        for space in b.buildings.values():
            regen = b.regens[space.regen]
            assert len(space.types) == (2 if regen.level == "gold" and regen.initial is None else 1)
        for regen in b.regens.values():
            assert bool(regen.reward) == (regen.initial is None)
    assert [r.min_players for r in catalog().content.board.initial_regenerators] == [1, 1, 4]


def test_population_track():
    """5 blue and 3 red bonus spaces, the dashed orange line, arrows up to three end intercoms; 12 bonuses in
    two colours."""
    pop = catalog().content.tracks.population
    colours = Counter(s.bonus for s in pop.spaces if s.bonus)
    assert colours == {"blue": 5, "red": 3}
    assert all(s.beyond_line for s in pop.spaces if s.bonus == "blue")
    assert not any(s.beyond_line for s in pop.spaces if s.bonus == "red")
    assert pop.line_between_rows == (3, 4)
    assert len(pop.ends) == 3
    bonuses = catalog().content.bonuses
    assert len(bonuses.bonuses) == 12 and set(Counter(b.colour for b in bonuses.bonuses)) == {"blue", "red"}
    assert bonuses.placed == {"blue": 5, "red": 3}


def test_board_tracks_and_positions():
    """Three building scoring tracks, the scoring, round and turn order tracks with rewards, intercom positions
    10.1-10.3, blueprint spaces A/B/C."""
    tracks = catalog().content.tracks
    assert [t.type for t in tracks.building_tracks] == ["scientific", "civic", "military"]
    assert tracks.rounds == 4 and len(tracks.turn_order) == 4
    assert [p.id for p in tracks.intercom_positions] == ["10.1", "10.2", "10.3"]
    assert tracks.blueprint_spaces == ["A", "B", "C"]
    assert not tracks.turn_order[0].reward and tracks.turn_order[1].reward == [{"fuel": 1}]


def test_task_panel_sides():
    """Both sides: tasks of levels I-IV, rest areas with one-way cables and red quick-ascent costs, blue special
    links with costs, the central task, level IV tasks cabled to the 10.1 intercoms, closed-task positions."""
    content = catalog().content
    assert content.panel.closed_task_markers == 8 == content.components.closed_task_markers
    closed_positions = 0
    for side in content.panel.sides:
        assert {s.level for s in side.tasks} == {1, 2, 3, 4}
        assert {r.level for r in side.rest_areas} == {1, 2, 3, 4}
        assert all(c.quick > 0 and c.cost > 0 for c in side.cables)
        assert side.links and all(link.cost > 0 for link in side.links)
        assert sorted(s.intercom for s in side.tasks if s.level == 4) == ["ic-panel-1", "ic-panel-2", "ic-panel-3"]
        assert "choose" in side.central.reward
        closed_positions += sum(1 for s in side.tasks if s.closed_for)
    assert closed_positions == 8  # one marker for each marked position
    large = catalog().panels["large"]
    assert not any(4 in s.closed_for for s in large.side.tasks)  # none at four players


def test_24_tasks_by_level_and_mark():
    """24 tasks; 3+ and 4 marks; every task of 7.1-7.13 and its icons."""
    tasks = catalog().tasks
    assert len(tasks) == 24
    marks = Counter(t.mark for t in tasks.values())
    assert marks == {None: 16, "3+": 5, "4": 3}
    kinds = Counter(next(iter(e)) for t in tasks.values() for e in t.effects)
    for needed in ("build_regenerator", "build", "develop", "population", "technology", "insignia", "score_buildings",
                   "mission", "complete_free", "choose", "promote", "fuel"):
        assert kinds[needed], needed
    specs = [e["build"] for t in tasks.values() for e in t.effects if "build" in e]
    assert any(s["unrestricted"] for s in specs) and any(s["different"] for s in specs) and any(s["free"] for s in specs)
    regen = [e["build_regenerator"] for t in tasks.values() for e in t.effects if "build_regenerator" in e]
    assert any(s["extra_reward"] for s in regen) and any(s["free"] for s in regen)
    assert {lvl for t in tasks.values() for e in t.effects for k, lvl in e.items() if k == "technology"} == {2, 3, 4}
    for players in (1, 2, 3, 4):
        assert all(tile_in_game(None, players) for _ in [0])
    assert not tile_in_game("4", 3) and tile_in_game("3+", 3) and not tile_in_game("3+", 2)


def test_18_technology_cards():
    """18 technology cards: level II as in Appendix II, level III immediate rewards, level IV end scoring
    (13.2); one level IV card marked for four players."""
    techs = catalog().technologies.values()
    assert len(techs) == 18
    by_level = Counter(t.level for t in techs)
    assert by_level[2] == 6 and by_level[3] >= 4 and by_level[4] >= 5 and sum(by_level.values()) == 18
    assert [t.id for t in techs if t.four_players] == ["tech4-dawn"]
    assert {t.trigger for t in techs if t.level == 2} == {"military_built", "scientific_built", "mission_completed",
                                                         "bronze_building", "regenerator_built", "civic_built"}
    assert {t.scoring.per for t in techs if t.level == 4 and t.scoring} >= {"scientific", "civic", "military",
                                                                            "missions"}


def test_60_missions_22_for_four_players():
    """60 mission cards in levels I, II, III; 22 marked for four players; requirements from the vocabulary."""
    missions = catalog().missions.values()
    assert len(missions) == 60
    assert sum(1 for m in missions if m.four_players) == 22
    assert {m.level for m in missions} == {1, 2, 3}
    reqs = [r for m in missions for r in m.requirements]
    assert {r.thing for r in reqs} == {"regenerator", "building"}
    assert any(r.level and r.thing == "regenerator" for r in reqs)
    assert any(r.type for r in reqs) and any(r.level and r.thing == "building" for r in reqs)
    assert any(r.region for r in reqs) and any(r.count > 1 for r in reqs)
    # every Dawn requirement is on a four-player card (Dawn is not in play otherwise)
    assert all(m.four_players for m in missions if any(r.region == "dawn" for r in m.requirements))


def test_programs_blueprints_intercoms_markers():
    """5 initial programs (Appendix III), 9 blueprints A/B/C (one C for four players), 11 intercoms (13.1, one for
    four players), 8 closed task markers, 3 starting regenerators."""
    cat = catalog()
    assert len(cat.programs) == 5
    assert len(cat.blueprints) == 9
    assert Counter(b.letter for b in cat.blueprints.values()) == {"A": 3, "B": 3, "C": 3}
    assert [b.letter for b in cat.blueprints.values() if b.four_players] == ["C"]
    assert len(cat.intercoms) == 11 and sum(1 for i in cat.intercoms.values() if i.four_players) == 1
    assert {i.condition.kind for i in cat.intercoms.values()} == {"buildings", "region", "level", "missions", "flat"}
    assert cat.content.components.starting_regenerators == 3


def test_command_console():
    """9 building spaces with costs by regenerator level and rewards (some pairs), 10 regenerators (3/4/3) with
    costs and energy (some pairs), the energy track (areas, income, releases, end points at 9-12), two development
    tracks, four technology slots, five settler spaces."""
    console = catalog().content.console
    assert len(console.buildings) == 9 and any(b.pair for b in console.buildings)
    assert Counter(r.level for r in console.regenerators) == {"bronze": 3, "silver": 4, "gold": 3}
    assert any(r.pair for r in console.regenerators)
    assert set(console.building_costs) == {"bronze", "silver", "gold"}
    track = console.energy_track
    assert [s.position for s in track] == list(range(1, 13))
    assert [s.end_points for s in track[8:]] == [1, 2, 4, 6] and not any(s.end_points for s in track[:8])
    assert sum(s.release for s in track) == console.settler_spaces == 5
    assert {s.area for s in track} == {"A", "B", "C", "D"}
    assert len(console.development_tracks) == 2 and console.development_tracks[0].income
    assert len(console.technology_slots) == 4


def test_kraken_cards():
    """Project Kraken: 7 action cards (three rows; backs with an arrow and 1-8 or 8-1), the end-of-round card
    with three levels, four difficulties (1, 2, 4, 6)."""
    kraken = catalog().content.kraken
    assert len(kraken.cards) == 7 and len(kraken.end_of_round) == 3
    assert {c.back.arrow for c in kraken.cards} == {"left", "right"}
    assert {c.back.order for c in kraken.cards} == {"1-8", "8-1"}
    assert [d.building_points for d in kraken.difficulties] == [1, 2, 4, 6]
    kinds = {a.kind for c in kraken.cards for row in (c.rows.low, c.rows.middle, c.rows.top) for a in row}
    assert kinds == {"discard", "regenerator", "building", "points", "points_per_round", "population", "promote",
                     "new_card"}


def test_schema_errors_name_the_file_and_entry():
    """Broken content is refused with the file, the entry and the field."""
    with pytest.raises(ContentError, match="kraken.json"):
        parse_content('{"cards": []}', KrakenFile, "kraken.json")
    with pytest.raises(ContentError, match="board.json"):
        parse_content('{"regions": []}', BoardFile, "board.json")


def test_help_guide_has_a_topic_for_every_rule():
    """The How-to-play guide (help.json) has every topic a choice names, in the guide's shape."""
    import json
    import re
    from importlib import resources
    from pathlib import Path

    guide = json.loads(resources.files("engine.games.phoenix").joinpath("help.json").read_text(encoding="utf-8"))
    assert set(guide) == {"summary", "topics", "glossary"} and guide["summary"]
    ids = [topic["id"] for topic in guide["topics"]]
    assert len(ids) == len(set(ids)) and all(topic["title"] and topic["text"] for topic in guide["topics"])
    source = "".join(p.read_text() for p in Path("engine/games/phoenix").rglob("*.py"))
    assert set(re.findall(r'rule="([a-z_]+)"', source)) <= set(ids)
