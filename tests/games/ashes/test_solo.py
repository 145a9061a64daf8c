"""Solo setup and flow around the Rival (13.1-13.5, 13.10-13.11); the Rival's own rules are tested in test_rival*."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.core.state import AUTOMA, PLAYER
from engine.games.ashes.game import GAME

from .helpers import new_game, pick


def test_solo_setup_like_two_players_with_the_rival_second() -> None:
    # 13.1 set up as a two-player game; 13.2 the Rival's vehicle on the second turn-order position;
    # 13.4 two starting combinations to choose from
    s = new_game(1, {"rival": "advanced"}, 3)
    assert s.seat_kinds == [PLAYER, AUTOMA] and s.rival is not None and s.rival.difficulty == "advanced"
    assert (s.board_side, s.phoenix_side) == ("side_1_2", "phoenix_1_2")
    assert set(s.achievement_spaces.values()) == {1}
    assert s.order == [0, 1] and len(s.combos) == 2 and s.players[0].data == 0
    assert GAME.choice(s).seat == 0


def test_rival_takes_turns_and_the_round_waits_for_it() -> None:
    # 13.10 the round ends when both the player and the Rival have passed
    s = new_game(1, {}, 4)
    while s.phase == "setup":
        GAME.apply(s, GAME.choice(s).enabled_indices()[0])
    pick(s, "Pass")
    while GAME.choice(s) is not None and s.round == 1:
        GAME.apply(s, GAME.choice(s).enabled_indices()[0])
    assert s.round == 2 and any("Rival" in line.text for line in s.log)
    assert not s.rival.passed and not s.players[0].passed


def test_solo_game_scores_both_seats() -> None:
    # 13.11-13.12 the game ends after three rounds; the Rival has its own final score
    s = new_game(1, {"rival": "expert"}, 5)
    rng = Rng.from_seed(5)
    while GAME.choice(s) is not None:
        GAME.apply(s, rng.pick(GAME.choice(s).enabled_indices()))
    scores = GAME.scores(s)
    assert s.over and len(scores) == 2 and scores[1] == s.rival.vp
    assert GAME.winners(s) in ([0], [1])
