"""Random-bot positions of a game, shared by the games' scene tests."""

from __future__ import annotations

from collections.abc import Iterator

from engine.core import bots
from engine.core.game import Game
from engine.core.rng import Rng
from engine.core.session import SeatSetup, Session


def random_positions(game: Game, players: int, options: dict, seed: int, steps: int) -> Iterator[Session]:
    """Yield the session after each of up to `steps` random decisions (the start included)."""
    session = Session(game, players, options, seed,
                      SeatSetup([f"P{i + 1}" for i in range(players)], ["bot"] * players, "random"))
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        yield session
        if session.over:
            return
        session.apply(bots.choose(game, session.state, "random", rng))
