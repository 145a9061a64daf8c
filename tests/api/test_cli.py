"""The command-line contract: games, selfplay, replay and bench print what other tools parse."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "tests"))
    return subprocess.run([sys.executable, "-m", "engine", "--load", "testgame", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_games_prints_json_list():
    """`games` prints id, title, player range and solo flag for each game."""
    games = json.loads(run("games").stdout)
    assert {"id": "testgame", "title": "Salvage Run (test game)", "min_players": 1, "max_players": 4,
            "solo": True} in games


def test_selfplay_and_replay():
    """`selfplay` finishes every game and its sample code replays to a finished game."""
    out = run("selfplay", "testgame", "--players", "3", "--games", "5", "--seed", "9", "--bot", "greedy",
              "--option", "automa=on")
    summary = json.loads(out.stdout)
    for key in ("games", "finished", "errors", "mean_decisions", "ms_per_game", "sample_code"):
        assert key in summary
    assert summary["finished"] == 5 and summary["errors"] == 0
    replayed = json.loads(run("replay", summary["sample_code"]).stdout)
    assert replayed["game"] == "testgame" and replayed["finished"] and len(replayed["scores"]) == 4


def test_replay_of_a_bad_code_exits_2_with_one_line():
    """A bad code exits with status 2 and a single line naming the problem, no traceback."""
    result = run("replay", "S1not-a-real-code")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert "save code" in result.stderr


def test_bench_json_reports_real_figures():
    """`bench --json` prints one object per game with positive timings and a code length."""
    result = run("bench", "testgame", "--json", "--games", "2")
    row = json.loads(result.stdout.splitlines()[0])
    assert row["game"] == "testgame" and row["code_chars"] > 0
    assert row["step_median_us"] > 0 and row["replay_ms"] > 0 and row["baseline_us"] > 0


def test_bench_takes_players_and_options():
    """`bench GAME --players N --option K=V` measures that setting and reports the options it used."""
    result = run("bench", "testgame", "--json", "--games", "1", "--players", "2", "--option", "rounds=5")
    row = json.loads(result.stdout.splitlines()[0])
    assert row["players"] == 2 and row["options"]["rounds"] == "5"


def test_bench_options_need_a_game():
    """Options without a game are refused with a clear message (each game has its own options)."""
    result = run("bench", "--option", "rounds=5")
    assert result.returncode != 0 and "need a game" in result.stderr
