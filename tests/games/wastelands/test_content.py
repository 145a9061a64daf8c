"""Check the Rise of the Wastelands content files against the counts and examples of the rulebook."""

from __future__ import annotations

import json
import math
import shutil
import sys
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from engine.core.content import ContentError, load_content
from engine.games.wastelands.schema import CONTENT_PACKAGE, FILES, HEX_ORDER, TilesFile, WastelandsContent, load_all



@pytest.fixture(scope="module")
def content() -> WastelandsContent:
    """Everything, loaded once."""
    return load_all()


def _by_id(entries):
    return {e.id: e for e in entries}


# ---------------------------------------------------------------- tiles


def test_tile_counts(content):
    # Global Components: 4 Capital tiles, 17 Map tiles, 3 Special map tiles
    kinds = Counter(t.kind for t in content.tiles.tiles)
    assert kinds == {"capital": 4, "map": 17, "special": 3}


def test_every_tile_has_seven_spaces_in_clockwise_order(content):
    # Map Tiles: each tile is divided into 7 spaces
    for tile in content.tiles.tiles:
        assert [(h.pos, h.q, h.r) for h in tile.hexes] == list(HEX_ORDER), tile.id


def test_capital_tiles_have_capital_and_free_centre(content):
    # Game Setup: capital on the outer side of the tile, a Scout in the centre space
    for tile in (t for t in content.tiles.tiles if t.kind == "capital"):
        assert tile.hexes[1].icons == ["capital"]
        assert tile.hexes[0].terrain == "plain" and not tile.hexes[0].icons
        assert any(h.terrain == "ruined_city" for h in tile.hexes)


def test_map_tiles_terrain_and_icons(content):
    # Map Tiles: plain, ruined city, mountain, desert, toxic lake; radioactivity and encounter icons
    maps = [t for t in content.tiles.tiles if t.kind == "map"]
    terrains = Counter(h.terrain for t in maps for h in t.hexes)
    assert set(terrains) == {"plain", "ruined_city", "mountain", "desert", "toxic_lake"}
    for tile in maps:
        enc = [h for h in tile.hexes if "encounter" in h.icons]
        assert len(enc) == 1 and enc[0].terrain in {"plain", "ruined_city", "desert"}, tile.id
        assert any(h.terrain == "ruined_city" for h in tile.hexes), tile.id
    assert sum(any("radioactivity" in h.icons for h in t.hexes) for t in maps) >= 5
    # Toxic Cloud Module: some tiles with toxic lakes should be in the map
    assert sum(any(h.terrain == "toxic_lake" for h in t.hexes) for t in maps) >= 5


def test_special_tiles(content):
    # Special Tiles Expansion: Crystal Crater, Isolated City, Lost Explorers
    tiles = _by_id(content.tiles.tiles)
    crater = tiles["crystal_crater"]
    assert all(h.terrain == "plain" for h in crater.hexes)
    assert crater.rule.explore_gain[0]["gain"] == {"crystal": 1}
    city = tiles["isolated_city"]
    assert all(h.terrain == "desert" for h in city.hexes[1:])
    assert city.rule.neutral_strength.model_dump() == {"source": "power_card", "rank": "superior", "plus": 1}
    reward = city.rule.neutral_reward
    assert reward == [{"military_prestige": 2}, {"roll": "loot"}, {"roll": "loot"}]
    lost = tiles["lost_explorers"]
    assert all(h.terrain == "mountain" for h in lost.hexes[1:]) and lost.hexes[0].terrain == "plain"
    assert lost.rule.rescue_needs_all_terrain
    reward = lost.rule.rescue_reward
    assert reward == [{"people_support": 2}, {"roll": "loot"}]


# ---------------------------------------------------------------- layouts


def _pixel(q: int, r: int) -> tuple[float, float]:
    return 1.5 * q, math.sqrt(3) * (r + q / 2)


def test_layouts_for_each_seat_count(content):
    # Game Setup: configurations for 2, 3 or 4 players; Special Tiles Expansion: alternative maps
    layouts = {(l.seats, l.variant): l for l in content.layouts.layouts}
    assert set(layouts) == {(n, v) for n in (2, 3, 4) for v in ("base", "special_tiles")}
    for (seats, variant), layout in layouts.items():
        assert sum(s.holds == "capital" for s in layout.slots) == seats
        specials = [s for s in layout.slots if s.holds == "special"]
        # Special Tiles Expansion: 2 special tiles for 2 players, 1 in the centre for 3 and 4 players
        if variant == "special_tiles":
            assert len(specials) == (2 if seats == 2 else 1)
            assert all(s.face_up for s in specials)
            if seats > 2:
                assert specials[0].id == "centre"
        assert all(not s.face_up for s in layout.slots if s.holds == "map")
        assert sum(s.holds == "map" for s in layout.slots) <= 17


def test_layout_hexes_never_overlap(content):
    # Map Tiles: tiles are placed side by side, 7 spaces each
    for layout in content.layouts.layouts:
        spaces = [(s.q + dq, s.r + dr) for s in layout.slots for _, dq, dr in HEX_ORDER]
        assert len(spaces) == len(set(spaces)) == 7 * len(layout.slots), layout.id


def test_capitals_face_outward(content):
    # Game Setup: the Capital image goes on the outer side of the tile
    directions = [(dq, dr) for _, dq, dr in HEX_ORDER[1:]]
    for layout in content.layouts.layouts:
        for slot in (s for s in layout.slots if s.holds == "capital"):
            (rot,) = slot.rotations
            capital = (slot.q + directions[rot][0], slot.r + directions[rot][1])
            assert math.hypot(*_pixel(*capital)) > math.hypot(*_pixel(slot.q, slot.r)), (layout.id, slot.id)


# ---------------------------------------------------------------- cards


def test_achievements(content):
    # Global Components: 20 Achievement cards; Game Setup: 5 starting cards on top and 5 at the bottom
    cards = content.achievements.achievements
    assert len(cards) == 20
    assert sum(c.starting for c in cards) == 10
    # Claiming Achievements: easy upper half, hard lower half
    for card in cards:
        assert card.easy and card.hard and card.easy_text and card.hard_text
    # FAQ: the Buyer achievement counts Action Points spent on Buy
    buyer = _by_id(cards)["buyer"]
    assert buyer.easy[0].kind == "actions_this_turn" and buyer.easy[0].action == "buy"


def test_exploration_events(content):
    # Global Components: 20 Exploration Event cards; Explore: choice events and encounters
    events = content.events.events
    assert len(events) == 20
    kinds = Counter(e.kind for e in events)
    assert kinds["choice"] > 0 and kinds["encounter"] > 0
    neutrals = {n.id for n in content.neutral_units.neutral_units}
    for event in events:
        if event.kind == "choice":
            assert len(event.options) == 2
        else:
            # Combat Against a Neutral Unit: strength from a Power card or a die, reward on the card
            assert event.encounter.neutral in neutrals
            assert event.encounter.strength.source in {"power_card", "d6"}
            assert event.encounter.reward


def test_neutral_units(content):
    # Global Components: 4 Neutral units standees + 4 wooden miniatures
    assert len(content.neutral_units.neutral_units) == 4


def test_power_cards(content):
    # Global Components: 40 Power cards; Toxic Cloud Module: 3 'Cloud Maker' Power cards
    cards = content.power_cards.power_cards
    assert sum(c.module == "base" for c in cards) == 40
    makers = [c for c in cards if c.module == "toxic_cloud"]
    assert len(makers) == 3 and {c.name for c in makers} == {"Cloud Maker"}
    # Combat Rank Section: basic 1-4, medium 2-5, superior 3-6
    for card in cards:
        assert 1 <= card.combat.basic <= 4 and 2 <= card.combat.medium <= 5 and 3 <= card.combat.superior <= 6
    base = [c for c in cards if c.module == "base"]
    assert {c.combat.basic for c in base} == {1, 2, 3, 4}
    assert {c.combat.superior for c in base} >= {3, 4, 5, 6}
    # FAQ and People Support: the named cards exist
    names = {c.name for c in cards}
    assert {"Rain of Fire", "Ballistic Missile", "Moral Boost", "Crystal Miner", "Bandit", "Rumours", "Sabotage"} <= names


def test_faq_named_cards(content):
    # FAQ: Rain of Fire / Ballistic Missile apply no more modifiers; Rain of Fire works on other turns
    cards = {c.name: c for c in content.power_cards.power_cards}
    for name in ("Rain of Fire", "Ballistic Missile"):
        assert cards[name].effects[0]["strike"]["no_modifiers"]
    assert cards["Rain of Fire"].timing == "any_turn"
    # FAQ: Crystal Miner and Bandit work on the turn they are played (lasting abilities)
    assert cards["Crystal Miner"].timing == cards["Bandit"].timing == "permanent"
    # Tech Lab: can be destroyed by a Sabotage card
    assert cards["Sabotage"].effects[0]["destroy_building"] == "capital_building"


def test_combat_tactics(content):
    # Game Setup: 2 sets of Combat Tactics cards, each from 0 to 3 (8 cards)
    cards = content.combat_tactics.combat_tactics
    assert len(cards) == 8
    assert sorted((c.set, c.value) for c in cards) == [(s, v) for s in "ab" for v in range(4)]


def test_dice(content):
    # Glossary: Resource die 4 resources + 2 blanks; Loot die 4 resources, a Crystal, a Power card
    dice = _by_id(content.dice.dice)
    resource_faces = [f.effects for f in dice["resource"].faces]
    assert sum(1 for f in resource_faces if not f) == 2
    assert sorted(next(iter(f[0]["gain"])) for f in resource_faces if f) == ["ammunition", "energy", "metal", "water"]
    loot = [f.effects[0] for f in dice["loot"].faces]
    assert {"gain": {"crystal": 1}} in loot and {"draw_power": 1} in loot
    assert sum("gain" in f and next(iter(f["gain"])) != "crystal" for f in loot) == 4
    assert [f.value for f in dice["d6"].faces] == [1, 2, 3, 4, 5, 6]


# ---------------------------------------------------------------- leaders and boards


def test_leaders(content):
    # Factions: 6 leaders, Combat Tactics shared plus 2 unique abilities, 5 Leader cubes, goal worth 2 cubes
    leaders = content.leaders.leaders
    assert len(leaders) == 6
    ability_ids = [a.id for l in leaders for a in l.abilities]
    assert len(ability_ids) == len(set(ability_ids)) == 12
    for leader in leaders:
        assert leader.leader_cubes == 5 and leader.goal_cubes == 2
        assert leader.goal.reward == [{"leader_cubes": 2}]
    tactics = content.leaders.combat_tactics
    assert (tactics.min_cubes, tactics.max_cubes, tactics.per_cube) == (0, 3, True)
    assert tactics.effects[0]["combat_strength"] == 1


def test_example_leader_adventurer(content):
    # Factions: example leader The Adventurer (Resourceful, Sprinter, leader goal)
    adventurer = _by_id(content.leaders.leaders)["adventurer"]
    resourceful, sprinter = adventurer.abilities
    assert resourceful.effects[0]["gain"] == {"crystal": 1}
    assert sprinter.effects[0]["move"]["spaces"] == 4 and sprinter.effects[0]["move"]["ignore_upgrades"]
    kinds = {c.kind: c for c in adventurer.goal.conditions}
    assert kinds["units_on_distinct_tiles"].at_least == 3 and kinds["units_on_distinct_tiles"].min_scouts == 1
    assert kinds["unit_tile_distance"].at_least == 2
    # Power Cards: the leader ability Power seeker draws Power cards
    assert any(a.name == "Power Seeker" for l in content.leaders.leaders for a in l.abilities)


def test_player_setup_cube_budgets(content):
    # Player Setup: 9 Leader cubes = 5 on the leader board + 2 on the goal + 2 on the People Support track
    comps = _by_id(content.components.components)
    leader = content.leaders.leaders[0]
    assert comps["leader_cubes"].count == leader.leader_cubes + leader.goal_cubes + 2
    # Player Setup: 6 Action Point cubes = 4 in the pool + 1 by the support track + 1 on Extra Action
    tracker = content.action_tracker
    assert comps["action_point_cubes"].count == tracker.start_action_points + 1 + 1
    # Player Setup: faction cubes lock the Buy and Propaganda sockets
    locked = sum(a.locked_sockets for a in tracker.actions)
    assert locked == 4 and comps["faction_cubes"].count == 10


def test_player_board(content):
    # Claiming Achievements: 7 influence slots, easy for the first 3, positive support for the 5th-7th
    board = content.player_board
    assert [s.difficulty for s in board.influence_pool] == ["easy"] * 3 + ["hard"] * 4
    assert [s.needs_positive_support for s in board.influence_pool] == [False] * 4 + [True] * 3
    # Allocating Influence: some received-influence slots show the draw-a-Power-card icon
    assert any(s.power_card for s in board.received_influence)
    assert [s.index for s in board.received_influence] == list(range(1, len(board.received_influence) + 1))
    # People Support: -3..+3, start 0, a Leader cube the first time at +3 or -3
    ps = board.people_support
    assert (ps.min, ps.max, ps.start) == (-3, 3, 0)
    assert set(ps.bonuses) == {"3", "-3"}
    assert board.positive_support_action_points == 1
    # People Support: even Military Prestige values 2, 4, 6, 8 raise People Support
    mp = board.military_prestige
    assert mp.start == 0 and sorted(int(k) for k in mp.bonuses) == [2, 4, 6, 8]
    # Player Setup: resources and crystals start at 1
    assert board.resource_track.start == board.crystal_track.start == 1


def test_items_and_upgrades(content):
    # Upgrades: six level 1 upgrades, three level 2 upgrades that need the Tech Lab
    items = _by_id(content.player_board.items)
    upgrades = [i for i in items.values() if i.kind == "upgrade"]
    assert sorted(i.level for i in upgrades) == [1] * 6 + [2] * 3
    for up in (i for i in upgrades if i.level == 2):
        assert "tech_lab" in up.requires
    # Upgrades: Superior Combat needs Medium Combat first
    assert "medium_combat" in items["superior_combat"].requires
    # Faction Components: 2 Scouts, 3 Armies on the board, 4 Outposts (one per resource), 4 Outpost Expansions
    assert items["scout"].supply == 2 and items["army"].supply == 3
    assert sorted(i.resource for i in items.values() if i.kind == "outpost") == ["ammunition", "energy", "metal", "water"]
    assert items["outpost_expansion"].supply == 4
    # Outpost Expansion: +1 People Support when built; Comms Tower: +1 combat strength
    assert items["outpost_expansion"].on_build[0]["people_support"] == 1
    assert any(p.combat_strength == 1 for p in items["comms_tower"].passives)
    # Constructions: Outposts defend at medium rank; Units: Scouts are basic
    assert all(i.combat_rank == "medium" for i in items.values() if i.kind == "outpost")
    assert items["scout"].combat_rank == "basic"


def test_action_tracker(content):
    # Actions: costs and per-turn limits of every action
    tracker = content.action_tracker
    actions = {a.id: (a.ap_cost, a.sockets) for a in tracker.actions}
    assert actions == {
        "build_outpost": (3, 1), "recycle": (1, 4), "move": (1, 4), "explore": (1, 1), "attack": (1, 2),
        "buy": (1, 3), "propaganda": (1, 2), "trade": (1, 2), "power_card": (1, 2), "collect_taxes": (1, 2),
    }
    by_id = _by_id(tracker.actions)
    # Buy: 2 extra sockets open with the Market; Propaganda: locked until the Comms Tower
    assert (by_id["buy"].locked_sockets, by_id["buy"].unlocked_by) == (2, "market")
    assert (by_id["propaganda"].locked_sockets, by_id["propaganda"].unlocked_by) == (2, "comms_tower")
    # Toxic Cloud Module: the Capital section of the action tracker
    assert {a.id for a in tracker.actions if a.section == "capital"} == {"buy", "propaganda", "trade", "power_card", "collect_taxes"}
    # Performing Actions: 4 Action Points at start, at most 6, surplus of up to 3
    assert (tracker.start_action_points, tracker.max_action_points, tracker.surplus_slots) == (4, 6, 3)


def test_components(content):
    # Global Components and Faction Components: the box contents
    comps = {c.id: c.count for c in content.components.components}
    assert comps["temporary_action_cubes"] == 10
    assert comps["leader_boards"] == 6 and comps["solo_cards"] == 15
    assert comps["resource_cubes"] == 8 and comps["influence_tokens"] == 7 and comps["outposts"] == 4
    assert comps["melee_armies"] == comps["ranged_armies"] == 3


def test_toxic_cloud(content):
    # Toxic Cloud Module: 5 tokens, 1 movement card read with the 1D6
    cloud = content.toxic_cloud
    assert cloud.tokens == 5
    assert sorted(w.roll for w in cloud.wind) == [1, 2, 3, 4, 5, 6]
    assert len({w.direction for w in cloud.wind}) == 6


# ---------------------------------------------------------------- solo


def _deck_size(solo, level: str) -> tuple[int, int]:
    """Apply a difficulty's preparation steps; return (cards, claiming cards) in the deck."""
    sets = {name: [c.claiming for c in solo.cards if c.set == name] for name in ("beginning", "middle", "end")}
    aside: list[bool] = []
    for step in solo.difficulties[level]:
        pool = sets[step.set]
        if step.op == "return_set_aside":
            pool.extend(aside)
            aside.clear()
            continue
        for _ in range(step.count):
            if step.which == "any":
                idx = 0
            else:
                idx = pool.index(step.which == "claiming")
            card = pool.pop(idx)
            if step.op == "set_aside":
                aside.append(card)
    deck = [False] + [c for s in sets.values() for c in s]
    return len(deck), sum(deck)


def test_solo_cards(content):
    # Global Components: 15 Solo Mode cards; Automated Action Cards: 1 starting card (S)
    solo = content.solo
    assert len(solo.cards) == 15
    sets = Counter(c.set for c in solo.cards)
    assert sets["start"] == 1
    # Automated Action Cards: Beginning 1, Middle 2, End 3 claiming cards
    claims = Counter(c.set for c in solo.cards if c.claiming)
    assert (claims["beginning"], claims["middle"], claims["end"]) == (1, 2, 3)
    # Combat Against Automated Players: 0, 1 and 2 Leader cubes
    assert solo.leader_cubes_in_combat == {"beginning": 0, "middle": 1, "end": 2}
    # Perform the Action: Outposts in the order water, ammunition, energy, metal
    assert solo.outpost_order == ["water", "ammunition", "energy", "metal"]
    # Claim an Achievement: 1-2 left, 3-4 middle, 5-6 right
    assert solo.achievement_roll == {"left": [1, 2], "middle": [3, 4], "right": [5, 6]}


def test_solo_difficulties(content):
    # Setup (solo): easy/medium/hard deck preparation; harder decks are shorter and claim more often
    sizes = {level: _deck_size(content.solo, level) for level in ("easy", "medium", "hard")}
    assert sizes["easy"][0] > sizes["medium"][0] > sizes["hard"][0]
    # easy and medium keep 5 claiming cards; hard keeps the set-aside one and may keep the other Middle one
    assert sizes["easy"][1] == 5 and sizes["medium"][1] == 5 and sizes["hard"][1] in (5, 6)
    assert sizes == {"easy": (13, 5), "medium": (11, 5), "hard": (9, sizes["hard"][1])}


# ---------------------------------------------------------------- errors and wording


def _copy_package(tmp_path, monkeypatch) -> Path:
    """Copy the content folder into an importable package in tmp_path and return its folder."""
    folder = tmp_path / "wl_broken_content"
    shutil.copytree(Path(str(resources.files(CONTENT_PACKAGE))), folder)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "wl_broken_content", raising=False)
    return folder


def test_malformed_file_names_file_entry_and_field(tmp_path, monkeypatch):
    # Map Tiles: terrain must be one of the five terrains (error reporting of the loader)
    folder = _copy_package(tmp_path, monkeypatch)
    data = json.loads((folder / "tiles.json").read_text(encoding="utf-8"))
    data["tiles"][5]["hexes"][2]["terrain"] = "lava"
    (folder / "tiles.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_content("wl_broken_content", "tiles.json", TilesFile)
    message = str(err.value)
    assert message.startswith("tiles.json")
    assert "'map_02'" in message and "hexes[2]" in message and "terrain" in message
    with pytest.raises(ContentError, match="tiles.json"):
        load_all("wl_broken_content")


def test_cross_file_error_names_file_and_entry(tmp_path, monkeypatch):
    # Explore: an encounter must name a neutral unit that exists
    folder = _copy_package(tmp_path, monkeypatch)
    data = json.loads((folder / "exploration_events.json").read_text(encoding="utf-8"))
    target = next(e for e in data["events"] if e["kind"] == "encounter")
    target["encounter"]["neutral"] = "dragon"
    (folder / "exploration_events.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_all("wl_broken_content")
    message = str(err.value)
    assert "exploration_events.json" in message and target["id"] in message and "neutral" in message


def test_every_file_is_loaded():
    # Global Components: one data file per component family
    names = {name for name, _ in FILES.values()}
    folder = Path(str(resources.files(CONTENT_PACKAGE)))
    assert names == {p.name for p in folder.glob("*.json")}
