"""Setup (3.1, 3.2, 4.) of ASHES for 2, 3 and 4 players."""

from __future__ import annotations

from engine.games.ashes.game import GAME
from engine.games.ashes.catalog import catalog

from .helpers import new_game, labels, pick, started


def test_board_sides_by_player_count() -> None:
    # 3.1 side without radiation bands for 3-4 players, with bands for 1-2 players; Phoenix side likewise
    assert new_game(4, {}, 1).board_side == "side_3_4"
    assert new_game(3, {}, 1).phoenix_side == "phoenix_3_4"
    two = new_game(2, {}, 1)
    assert (two.board_side, two.phoenix_side) == ("side_1_2", "phoenix_1_2")


def test_three_player_blocks() -> None:
    # 3.1 / 5.6 blocked site tiles, blocked area tiles and blocked technologies only with 3 players
    three = new_game(3, {}, 2)
    assert len(three.blocked_spaces) == 5 and len(three.phoenix_blocked) == 6
    assert len(three.areas) == 23 - 6
    four = new_game(4, {}, 2)
    assert not four.blocked_spaces and not four.phoenix_blocked and len(four.areas) == 23


def test_tiles_and_displays() -> None:
    # 3.1 one site tile per site space, area tiles by level, three shelter cards and four missions face up
    s = new_game(4, {}, 3)
    t = catalog()
    assert len(s.site_tiles) == 11 and len(set(s.site_tiles.values())) == 11
    for area, tile in s.area_tiles.items():
        assert t.area_tiles[tile].level == t.areas[s.board_side][area].sector
    assert len(s.shelter_display) == 3 and len(s.mission_display) == 4
    assert all(s.phoenix_tech[x] for x in s.phoenix_tech)


def test_achievement_faces() -> None:
    # 3.1 2 players: one space each; 3 players: two tiles with two spaces; 4 players: all two spaces
    assert sorted(new_game(2, {}, 4).achievement_spaces.values()) == [1, 1, 1]
    assert sorted(new_game(3, {}, 4).achievement_spaces.values()) == [1, 2, 2]
    assert sorted(new_game(4, {}, 4).achievement_spaces.values()) == [2, 2, 2]


def test_knowledge_starts() -> None:
    # 3.1 knowledge discs start where the icons for the player count are (rules notes 29)
    assert set(new_game(4, {}, 5).knowledge.values()) == {0}
    assert set(new_game(3, {}, 5).knowledge.values()) == {1}
    assert set(new_game(2, {}, 5).knowledge.values()) == {2}


def test_player_setup() -> None:
    # 3.2 score 20, happiness 3, production discs on the first space, vehicle in the starting shelter,
    # starting shelter card by the happiness track; 4. 1/2/3 data for the 2nd/3rd/4th player
    s = new_game(4, {}, 6)
    for position, seat in enumerate(s.order):
        p = s.players[seat]
        assert p.vp == 20 and p.happiness == 3 and set(p.production.values()) == {0}
        assert p.vehicle == "starting_shelter" and len(p.shelter_cards) == 1
        assert p.data == position


def test_first_game_characters_are_starred() -> None:
    # 4. first game: one starred character dealt to each player
    s = new_game(4, {"first_game": "yes"}, 7)
    assert all(catalog().characters[p.character].first_game for p in s.players)


def test_choose_character_from_two() -> None:
    # 4. later games: two characters dealt, each player keeps one
    s = new_game(2, {"first_game": "no"}, 8)
    offer = s.character_offers[0]
    assert GAME.choice(s).prompt == "Choose your special character" and len(labels(s)) == 2
    pick(s, catalog().characters[offer[1]].name)
    assert s.players[0].character == offer[1]


def test_combinations_reverse_turn_order() -> None:
    # 4. one more combination than players; chosen in reverse turn order; the technology goes to a chosen slot
    s = new_game(3, {}, 9)
    assert len(s.combos) == 4
    assert GAME.choice(s).seat == s.order[-1]
    card, tech = s.combos[0]
    GAME.apply(s, 0)
    while GAME.choice(s).prompt.startswith("Assign") and GAME.choice(s).seat == s.order[-1] \
            and tech not in [x for slot in s.players[s.order[-1]].slots for x in slot]:
        pick(s, "Place")
    assert tech in s.players[s.order[-1]].slots[0]
    assert len(s.combos) == 3


def test_game_starts_with_survivors_emerging() -> None:
    # 7.1.4 round 1: two survivors on each bag icon of sectors 1 and 2
    s = started(4, 10)
    t = catalog()
    icons = [a for a in s.areas if t.areas[s.board_side][a].bag_icon and t.areas[s.board_side][a].sector in (1, 2)]
    assert all(sum(s.survivors[a]) == 2 for a in icons)
    others = [a for a in s.areas if a not in icons]
    assert all(sum(s.survivors[a]) == 0 for a in others)
    assert s.phase == "play" and GAME.choice(s).seat == s.order[0]


def test_option_names_are_the_command_line_contract() -> None:
    """4. / 13.2: `rival=normal|advanced|expert` (solo only) and `first_game=yes|no` (default yes)."""
    import pytest

    from engine.core.game import BadOptions

    assert GAME.normalize_options(1, {}) == {"rival": "normal", "first_game": "yes"}
    assert GAME.normalize_options(1, {"rival": "expert"})["rival"] == "expert"
    assert new_game(1, {"rival": "advanced"}, 2).rival.difficulty == "advanced"
    with pytest.raises(BadOptions):
        GAME.normalize_options(2, {"rival": "expert"})
    with pytest.raises(BadOptions):
        GAME.normalize_options(1, {"difficulty": "expert"})
    with pytest.raises(BadOptions):
        GAME.normalize_options(3, {"characters": "choose"})
    s = new_game(3, {"first_game": "no"}, 4)
    assert all(len(offer) == 2 for offer in s.character_offers)
    labels = {spec.key: spec.label for spec in GAME.options}
    assert labels == {"rival": "Rival (solo games)", "first_game": "First game"}
