"""Whole games played by bots in every player seat: used by selfplay, bench and tests."""

from __future__ import annotations

import time
from dataclasses import dataclass

from .core import bots
from .core.game import Game
from .core.session import BOT, MAX_DECISIONS, SeatSetup, Session


class RunawayGame(RuntimeError):
    """A game that did not end within MAX_DECISIONS decisions."""


@dataclass
class Playout:
    """One finished bot game and what it cost."""

    session: Session
    decisions: int
    seconds: float
    step_seconds: list[float]
    choose_seconds: dict[str, list[float]]  # each bot kind's decision times


def bot_session(game: Game, players: int, options: dict[str, str], seed: int, bot: str = "random") -> Session:
    """A new session with bots in every player seat."""
    names = [f"Bot {i + 1}" for i in range(players)]
    return Session(game, players, options, seed, SeatSetup(names, [BOT] * players, bot))


def play_out(session: Session, time_steps: bool = False, max_decisions: int = MAX_DECISIONS,
             kinds: list[str] | None = None, think_ms: int | None = None) -> Playout:
    """Let the session's bots play until the game ends (seat i by bot kind kinds[i] when given, else the
    session's bot), timing each bot decision; optionally time every apply step too. `think_ms` gives each
    search decision a thinking time as the page does (the game is then no longer the same on every run)."""
    step_seconds: list[float] = []
    choose_seconds: dict[str, list[float]] = {}
    start = time.perf_counter()
    decisions = 0
    while not session.over:
        if decisions >= max_decisions:
            raise RunawayGame(f"{session.game.id} did not end within {max_decisions} decisions")
        choice = session.game.pending(session.state)
        rng = bots.bot_rng(session.seed, len(session.indices), choice.seat)
        kind = kinds[choice.seat] if kinds and choice.seat < len(kinds) else session.seats.bot
        chosen = time.perf_counter()
        index = bots.choose(session.game, session.state, kind, rng, bots.think_deadline(think_ms, chosen))
        choose_seconds.setdefault(kind, []).append(time.perf_counter() - chosen)
        if time_steps:
            before = time.perf_counter()
            session.apply(index)
            session.choice()
            step_seconds.append(time.perf_counter() - before)
        else:
            session.apply(index)
        decisions += 1
    return Playout(session, decisions, time.perf_counter() - start, step_seconds, choose_seconds)
