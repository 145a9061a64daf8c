"""Hundreds of seeded bot games to the end, shared by every game's `test_many_games.py`.

A game's test lists its settings; this module spreads seeds over them, plays each game out with bots in every
player seat, and checks what any finished game must satisfy: it ended without an error, it has scores and
winners, and its save code decodes to the same position (same fingerprint, same scores; the generator's secret
key is the only thing a rebuilt session has anew).
"""

from __future__ import annotations

from engine.core import savecode
from engine.core.fingerprint import fingerprint
from engine.core.game import Game
from engine.core.session import Session
from engine.playout import bot_session, play_out

Setting = tuple[int, dict[str, str]]


def cases(settings: list[Setting], games: int, first_seed: int) -> list[tuple[int, dict[str, str], int]]:
    """`games` (players, options, seed) cases, the settings taken in turn, seeds counting up from first_seed."""
    return [(*settings[k % len(settings)], first_seed + k) for k in range(games)]


def play_and_replay(game: Game, players: int, options: dict[str, str], seed: int, bot: str) -> Session:
    """Play one seeded game to the end with `bot` in every player seat and check its end and its save code."""
    session = play_out(bot_session(game, players, game.normalize_options(players, options), seed, bot)).session
    state = session.state
    where = f"{game.id} {players}p {options} seed {seed} ({bot})"
    assert state.over, f"{where}: not over"
    assert len(game.scores(state)) == state.seats and game.winners(state), f"{where}: no scores or winners"
    again = savecode.decode(savecode.encode(session))
    assert again.over and again.indices == session.indices, f"{where}: the save code replays differently"
    assert again.state.rng.draws == state.rng.draws, f"{where}: the replay drew a different number of values"
    again.state.rng = state.rng
    assert fingerprint(again.state) == fingerprint(state) and again.state == state, f"{where}: replayed state differs"
    assert game.scores(again.state) == game.scores(state)
    return session
