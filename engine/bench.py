"""`python -m engine bench`: speed and size figures per game, with a same-run baseline for ratios."""

from __future__ import annotations

import statistics
import time

from .core import bots, savecode
from .core.game import Game
from .core.rng import Rng
from .playout import RunawayGame, bot_session, play_out

GREEDY_GAME_LIMIT = 10_000  # decisions before a greedy-bot game counts as never ending
GOALS = {"step_median_us": 200.0, "replay_ms": 100.0, "code_chars": 1500}


def baseline_us(rounds: int = 200) -> float:
    """Median microseconds of a fixed pure-Python workload (shuffle 52 items), the machine's yardstick."""
    rng = Rng.from_seed(1)
    items = list(range(52))
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        rng.shuffle(items)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def bench_game(game: Game, games: int = 5, seed: int = 1, players: int | None = None,
               options: dict[str, str] | None = None) -> dict:
    """Measure one game, by default at its largest player count with default options.

    Random bots give the per-step and replay figures over `games` games; one greedy-bot game, closer to
    how people play (random bots often end a game early), gives a second code length and replay time.
    """
    players = game.max_players if players is None else players
    options = game.normalize_options(players, options or {})
    step_samples: list[float] = []
    game_ms: list[float] = []
    replay_ms: list[float] = []
    code_chars: list[int] = []
    for k in range(games):
        playout = play_out(bot_session(game, players, options, seed + k), time_steps=True)
        step_samples += playout.step_seconds
        game_ms.append(playout.seconds * 1000)
        code = savecode.encode(playout.session)
        code_chars.append(len(code))
        start = time.perf_counter()
        savecode.decode(code)
        replay_ms.append((time.perf_counter() - start) * 1000)
    greedy_ms = _greedy_decision_ms(game, players, options, seed)
    greedy = _greedy_game(game, players, options, seed)
    base = baseline_us()
    step_us = statistics.median(step_samples) * 1e6
    return {
        "game": game.id,
        "players": players,
        "options": options,
        "step_median_us": round(step_us, 1),
        "game_ms": round(statistics.median(game_ms), 1),
        "replay_ms": round(statistics.median(replay_ms), 1),
        "code_chars": max(code_chars),
        "greedy_decision_ms": round(greedy_ms, 2),
        **greedy,
        "baseline_us": round(base, 1),
        "step_vs_baseline": round(step_us / base, 2),
    }


def _greedy_game(game: Game, players: int, options: dict[str, str], seed: int) -> dict:
    """Length, code size and replay time of one greedy-bot game (None each when it does not end)."""
    try:
        playout = play_out(bot_session(game, players, options, seed, bot="greedy"), max_decisions=GREEDY_GAME_LIMIT)
    except RunawayGame:
        return {"greedy_game_decisions": None, "greedy_game_code_chars": None, "greedy_game_replay_ms": None}
    code = savecode.encode(playout.session)
    start = time.perf_counter()
    savecode.decode(code)
    return {"greedy_game_decisions": playout.decisions, "greedy_game_code_chars": len(code),
            "greedy_game_replay_ms": round((time.perf_counter() - start) * 1000, 1)}


def _greedy_decision_ms(game: Game, players: int, options: dict[str, str], seed: int, decisions: int = 60) -> float:
    """Median milliseconds of a greedy bot decision along a random playout."""
    session = bot_session(game, players, options, seed)
    samples = []
    while not session.over and len(samples) < decisions:
        choice = game.pending(session.state)
        rng = bots.bot_rng(seed, len(session.indices), choice.seat)
        start = time.perf_counter()
        bots.choose(game, session.state, "greedy", rng)
        samples.append(time.perf_counter() - start)
        session.apply(bots.choose(game, session.state, "random", rng))
    return statistics.median(samples) * 1000 if samples else 0.0


def _cell(value, missing: str = "-") -> str:
    return missing if value is None else str(value)


def format_table(rows: list[dict]) -> str:
    """A readable table of bench rows with the goals."""
    header = (f"{'game':<14}{'seats':>6}{'step us':>10}{'x base':>8}{'game ms':>10}{'replay ms':>11}"
              f"{'code':>7}{'greedy ms':>11}{'| greedy game: moves':>21}{'code':>7}{'replay ms':>11}")
    lines = [header, "-" * len(header)]
    for r in rows:
        lines.append(f"{r['game']:<14}{r['players']:>6}{r['step_median_us']:>10}{r['step_vs_baseline']:>8}"
                     f"{r['game_ms']:>10}{r['replay_ms']:>11}{r['code_chars']:>7}{r['greedy_decision_ms']:>11}"
                     f"{_cell(r['greedy_game_decisions'], 'no end'):>21}{_cell(r['greedy_game_code_chars']):>7}"
                     f"{_cell(r['greedy_game_replay_ms']):>11}")
    for r in rows:
        if r.get("options"):
            lines.append(f"{r['game']} options: " + ", ".join(f"{k}={v}" for k, v in sorted(r["options"].items())))
    lines.append(f"goals: step <= {GOALS['step_median_us']:.0f} us, replay <= {GOALS['replay_ms']:.0f} ms, "
                 f"code <= {GOALS['code_chars']} chars; baseline = shuffle of 52 items "
                 f"({rows[0]['baseline_us'] if rows else '-'} us this run)")
    return "\n".join(lines)
