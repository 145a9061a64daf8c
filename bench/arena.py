"""The bots' strength in every game: hard against normal and normal against easy, 2-player games.

A benchmark, not a test: it plays whole games (a hard bot's game takes minutes), so nothing asserts on it.

    python bench/arena.py --games 20 --jobs 2 --json bench/results/arena.json [--game ashes] [--pair hard,normal]
        [--budget worlds=10,keep=5] [--think-ms 600]

For each game and pair it prints the first level's share of the games (its wins; ties and automa wins count
as not won), the mean scores, and each level's decision time (median and slowest, ms, CPython, this machine)
beside the machine's yardstick (`engine.bench.baseline_us`, measured in the same run). The goals (issue 15):
hard beats normal in at least 70% of the games, normal beats easy in at least 90%. `--budget` tries other
search budgets (engine/core/search.py, SearchBudget) without editing the game.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import arena  # noqa: E402
from engine.bench import baseline_us  # noqa: E402
from engine.core.registry import all_games  # noqa: E402

PAIRS = (("hard", "normal"), ("normal", "easy"))
GOALS = {("hard", "normal"): 0.7, ("normal", "easy"): 0.9}


def run(game_ids: list[str], pairs: list[tuple[str, str]], games: int, seed: int, jobs: int,
        budget: dict[str, int] | None = None, think_ms: int | None = None) -> list[dict]:
    """Play every pair in every game; one row per (game, pair)."""
    rows = []
    for game_id in game_ids:
        for first, second in pairs:
            start = time.perf_counter()
            result = arena.match(game_id, 2, {}, [first, second], games, seed, jobs, budget, think_ms)
            kinds = [arena.bot_kind(first), arena.bot_kind(second)]
            share = result["wins"][kinds[0]] / result["games"] if result["games"] else 0.0
            rows.append({"game": game_id, "pair": [first, second], "share": round(share, 3),
                         "goal": GOALS.get((first, second)), "seconds": round(time.perf_counter() - start, 1),
                         "baseline_us": round(baseline_us(), 2), "budget": budget or {}, "think_ms": think_ms,
                         **result})
            print(format_row(rows[-1]), flush=True)
    return rows


def format_row(row: dict) -> str:
    """One readable line of a (game, pair) row."""
    first, second = row["pair"]
    kinds = [arena.bot_kind(first), arena.bot_kind(second)]
    times = " ".join(f"{level} {row['decision_ms'][kind]['median']}/{row['decision_ms'][kind]['max']} ms"
                     for level, kind in zip(row["pair"], kinds) if kind in row["decision_ms"])
    goal = f" (goal {row['goal']:.0%})" if row["goal"] is not None else ""
    return (f"{row['game']:<12}{first} vs {second}: {first} won {row['wins'][kinds[0]]}/{row['games']} "
            f"= {row['share']:.0%}{goal}, ties {row['ties']}, unfinished {row['unfinished']}; mean score "
            f"{row['mean_score'][kinds[0]]} vs {row['mean_score'][kinds[1]]}; decisions {times}; "
            f"{row['seconds']} s; baseline {row['baseline_us']} us")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", action="append", help="a game id (default: every registered game)")
    parser.add_argument("--pair", action="append", help="two levels, e.g. hard,normal (default: both goals)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", type=Path, help="write the rows here")
    parser.add_argument("--budget", default="", help="search budget fields to override, e.g. worlds=10,keep=5")
    parser.add_argument("--think-ms", type=int, help="cap each search decision as the page does (its 1 s in the "
                        "browser is about 600 ms of CPython here); the games then differ from run to run")
    args = parser.parse_args(argv)
    budget = {key: int(value) for key, value in (item.split("=") for item in args.budget.split(",") if item)}
    game_ids = args.game or [game.id for game in all_games()]
    pairs = [tuple(pair.split(",")) for pair in args.pair] if args.pair else list(PAIRS)
    rows = run(game_ids, pairs, args.games, args.seed, args.jobs, budget, args.think_ms)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
