"""Bots of different kinds (or levels) playing each other: who wins how often, and what their decisions cost.

Game k of a match seats the kinds in turn from seat k, so no kind always sits first. A game with one winning
seat is a win for that seat's kind (or for the automa); any other result is a tie. A game still going after
GAME_LIMIT decisions (bots that settle into a stalemate neither can break) is stopped and counted as
unfinished. Games are independent, so a
match may spread them over worker processes (`jobs`) and still give the same figures as one process.
"""

from __future__ import annotations

import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace

from .core import bots
from .core.registry import get_game
from .playout import RunawayGame, bot_session, play_out

GAME_LIMIT = 20_000  # decisions before an arena game is stopped and counted as unfinished (not a win)


def bot_kind(name: str) -> str:
    """The bot kind a name stands for: a kind itself (random, greedy, search) or a level (easy, normal, hard)."""
    kind = bots.LEVELS.get(name, name)
    if kind not in bots.BOT_KINDS:
        known = ", ".join([*bots.BOT_KINDS, *bots.LEVELS])
        raise ValueError(f"unknown bot {name!r}: choose among {known}")
    return kind


@dataclass
class GameResult:
    """One arena game: the seats' kinds, their scores, the winning seat (None on a tie or when unfinished) and
    decision times."""

    seating: list[str]
    scores: list[float]
    winner: int | None
    automa_seats: bool
    decisions: int
    decision_seconds: dict[str, list[float]] = field(default_factory=dict)
    unfinished: bool = False


def play_game(game_id: str, players: int, options: dict[str, str], kinds: list[str], seed: int,
              k: int, budget: dict[str, int] | None = None, think_ms: int | None = None) -> GameResult:
    """Play arena game `k` (seed `seed + k`, kinds seated in turn from seat k) to its end; `budget` overrides
    fields of the game's search budget for this game (tuning it); `think_ms` caps each search decision as the
    page does."""
    game = get_game(game_id)
    seating = [kinds[(seat + k) % len(kinds)] for seat in range(players)]
    session = bot_session(game, players, options, seed + k)
    usual = game.search_budget
    game.search_budget = replace(usual, **budget) if budget else usual
    try:
        playout = play_out(session, kinds=seating, max_decisions=GAME_LIMIT, think_ms=think_ms)
    except RunawayGame:
        return GameResult(seating, list(game.scores(session.state)), None, session.state.seats > players,
                          len(session.indices), unfinished=True)
    finally:
        game.search_budget = usual
    state = playout.session.state
    winners = game.winners(state)
    return GameResult(seating, list(game.scores(state)), winners[0] if len(winners) == 1 else None,
                      state.seats > players, playout.decisions, playout.choose_seconds)


def _play_game(job: tuple) -> GameResult:
    return play_game(*job)


def match(game_id: str, players: int, options: dict[str, str], kinds: list[str], games: int, seed: int = 1,
          jobs: int = 1, budget: dict[str, int] | None = None, think_ms: int | None = None) -> dict:
    """Play `games` games between `kinds` and summarise them: wins per kind, ties, unfinished games, automa wins,
    mean scores, and each kind's decision times (median and slowest, in ms); `budget` overrides fields of the
    game's search budget."""
    kinds = [bot_kind(name) for name in kinds]
    work = [(game_id, players, options, kinds, seed, k, budget, think_ms) for k in range(games)]
    if jobs > 1 and games > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_game, work))
    else:
        results = [_play_game(job) for job in work]
    return summarise(game_id, players, options, kinds, results)


def summarise(game_id: str, players: int, options: dict[str, str], kinds: list[str],
              results: list[GameResult]) -> dict:
    """The figures of a match from its games' results."""
    wins = {kind: 0 for kind in kinds}
    scores: dict[str, list[float]] = {kind: [] for kind in kinds}
    times: dict[str, list[float]] = {kind: [] for kind in kinds}
    ties = automa_wins = unfinished = 0
    for result in results:
        for seat, kind in enumerate(result.seating):
            scores[kind].append(result.scores[seat])
        for kind, seconds in result.decision_seconds.items():
            times.setdefault(kind, []).extend(seconds)
        if result.unfinished:
            unfinished += 1
        elif result.winner is None:
            ties += 1
        elif result.winner < players:
            wins[result.seating[result.winner]] += 1
        else:
            automa_wins += 1
    summary = {
        "game": game_id, "players": players, "options": options, "games": len(results), "wins": wins,
        "ties": ties, "unfinished": unfinished,
        "mean_score": {kind: round(statistics.mean(v), 2) if v else 0 for kind, v in scores.items()},
        "decision_ms": {kind: {"median": round(statistics.median(v) * 1000, 1), "max": round(max(v) * 1000, 1),
                               "count": len(v)} for kind, v in times.items() if v},
        "mean_decisions": round(statistics.mean(r.decisions for r in results), 1) if results else 0,
    }
    if any(result.automa_seats for result in results):
        summary["automa_wins"] = automa_wins
    return summary


def decision_times(game_id: str, players: int, kind: str, samples: int = 10, every: int = 10,
                   seed: int = 3, think_ms: int | None = None) -> dict:
    """Milliseconds of a `kind` bot's decisions (median, slowest, count) at every `every`-th position of a
    random-bot game (the same positions in CPython and in Pyodide, to compare the two); `think_ms` gives each
    decision the page's thinking time (engine/core/search.py)."""
    game = get_game(game_id)
    kind = bot_kind(kind)
    session = bot_session(game, players, game.normalize_options(players, {}), seed)
    times: list[float] = []
    position = 0
    while not session.over and len(times) < samples:
        choice = game.pending(session.state)
        rng = bots.bot_rng(seed, len(session.indices), choice.seat)
        if position % every == 0:
            start = time.perf_counter()
            bots.choose(game, session.state, kind, rng, bots.think_deadline(think_ms, start))
            times.append(time.perf_counter() - start)
        session.apply(bots.choose(game, session.state, "random", rng))
        position += 1
    return {"game": game_id, "kind": kind, "median_ms": round(statistics.median(times) * 1000, 1),
            "max_ms": round(max(times) * 1000, 1), "count": len(times)}
