"""The arena (engine/arena.py): levels name bot kinds, games spread over processes give the same figures, and the
summary counts wins, ties and each kind's decision times."""

from __future__ import annotations

import json

import pytest

from engine import arena
from engine.cli import main


def test_levels_and_kinds_name_the_same_bots():
    """easy, normal and hard are random, greedy and search; an unknown name is refused with the choices."""
    assert [arena.bot_kind(name) for name in ("easy", "normal", "hard")] == ["random", "greedy", "search"]
    assert arena.bot_kind("greedy") == "greedy"
    with pytest.raises(ValueError, match="choose among random, greedy, search, easy, normal, hard"):
        arena.bot_kind("expert")


def test_a_match_over_two_processes_gives_the_figures_of_one():
    """Games are independent and seeded: two worker processes find the wins, ties and scores one process finds."""
    one = arena.match("testgame", 2, {}, ["normal", "easy"], 6, seed=3)
    two = arena.match("testgame", 2, {}, ["normal", "easy"], 6, seed=3, jobs=2)
    for key in ("wins", "ties", "mean_score", "mean_decisions", "games"):
        assert one[key] == two[key], key
    assert sum(one["wins"].values()) + one["ties"] == 6
    assert set(one["decision_ms"]) == {"greedy", "random"}
    assert one["decision_ms"]["greedy"]["count"] > 0


def test_the_arena_command_takes_levels(capsys):
    """python -m engine arena --bots hard,normal plays the search bot against greedy and says so in its JSON."""
    assert main(["arena", "testgame", "--players", "2", "--games", "2", "--bots", "hard,normal"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["wins"]) == {"search", "greedy"} and result["games"] == 2
    assert result["decision_ms"]["search"]["median"] >= 0


def test_the_arena_command_refuses_an_unknown_bot():
    with pytest.raises(SystemExit, match="--bots: unknown bot 'wizard'"):
        main(["arena", "testgame", "--players", "2", "--games", "1", "--bots", "wizard,easy"])


def test_a_game_past_the_limit_is_counted_unfinished(monkeypatch):
    """A stalemate cannot hang a match: past GAME_LIMIT decisions the game stops and is neither a win nor a tie."""
    monkeypatch.setattr(arena, "GAME_LIMIT", 3)
    result = arena.match("testgame", 2, {}, ["normal", "easy"], 2, seed=3)
    assert result["unfinished"] == 2 and result["ties"] == 0 and sum(result["wins"].values()) == 0


def test_a_match_can_give_search_bots_the_pages_thinking_time():
    """(issue 15) `think_ms` caps each search decision as the page does: the games still end and are counted."""
    capped = arena.match("testgame", 2, {}, ["hard", "normal"], 2, seed=3, think_ms=100)
    assert capped["games"] == 2 and capped["unfinished"] == 0
    assert sum(capped["wins"].values()) + capped["ties"] == 2
