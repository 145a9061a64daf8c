"""Helpers of the conformance suite: settings of every registered game, seeded playouts, state diffs.

Nothing here names a game: a game joins the suite by registering itself.
"""

from __future__ import annotations

import dataclasses
import os
from typing import Any, Iterator

import pytest

from engine.core import bots
from engine.core.choice import Choice
from engine.core.game import Game
from engine.core.registry import all_games
from engine.core.rng import Rng, mix64
from engine.core.session import HUMAN, SeatSetup, Session
from engine.core.state import AUTOMA, PLAYER, BaseState

# A playout that has not ended after this many decisions is reported as stuck.
MAX_DECISIONS = 20_000
# The user property under which a test reports a line for the terminal summary (save-code lengths).
REPORT_PROPERTY = "conformance_report"


def seed_count(game: Game, share: int = 1) -> int:
    """Seeds per setting: CONFORMANCE_SEEDS, else the game's `conformance_seeds` (heavy games play fewer),
    divided by `share` for costly checks, at least 1."""
    raw = os.environ.get("CONFORMANCE_SEEDS", "")
    try:
        total = int(raw) if raw.strip() else game.conformance_seeds
    except ValueError:
        raise pytest.UsageError(f"CONFORMANCE_SEEDS must be an integer, not {raw!r}") from None
    return max(1, total // share)


def seeds(game: Game, share: int = 1, salt: int = 0) -> list[int]:
    """The seeds a check plays: spread over the 63-bit range a save code accepts."""
    return [mix64(n * 1_000_003 + salt) >> 1 for n in range(seed_count(game, share))]


def setting_id(game: Game, players: int, options: dict[str, str]) -> str:
    """A test id naming the game, the player count and the options."""
    opts = ",".join(f"{key}={value}" for key, value in sorted(options.items())) or "defaults"
    return f"{game.id}-{players}p-{opts}"


def settings_params() -> list:
    """One pytest param (game, players, options) per setting of every registered game; every setting but a
    game's first is marked `slow`, so the inner loop (`-m "not slow"`) checks each game once and the full run
    checks every setting."""
    params = []
    for game in all_games():
        for k, (players, options) in enumerate(game.settings()):
            marks = () if k == 0 else (pytest.mark.slow,)
            params.append(pytest.param(game, players, options, id=setting_id(game, players, options), marks=marks))
    return params


def max_player_params() -> list:
    """One pytest param per setting at each game's largest player count (for the save-code length report)."""
    params = []
    for game in all_games():
        settings = game.settings()
        most = max((players for players, _ in settings), default=None)
        for players, options in settings:
            if players == most:  # a report over long games: the full run only
                params.append(pytest.param(game, players, options, id=setting_id(game, players, options),
                                           marks=pytest.mark.slow))
    return params


def new_session(game: Game, players: int, options: dict[str, str], seed: int, practice: bool = False) -> Session:
    """A session whose player seats are all human (so every decision is recorded and undoable)."""
    names = [f"Player {n + 1}" for n in range(players)]
    return Session(game, players, dict(options), seed, SeatSetup(names, [HUMAN] * players), practice=practice)


def where(session: Session, seed: int) -> str:
    """Where a failure happened: game, players, options, seed and decision count (enough to reproduce)."""
    return (f"{setting_id(session.game, session.players, session.options)} seed={seed} "
            f"after {len(session.indices)} decisions")


def pick(session: Session, seed: int, kind: str = "random", wander: float = 0.0, wander_rng: Rng | None = None) -> int:
    """The next decision: the bot of `kind` (from the seat's view), or with probability `wander` any
    enabled option, Back included, so that chains are also walked backwards. Random bots mix in greedy picks
    past the game's `random_playout_patience` (engine/core/bots.py), so every playout ends."""
    game, state = session.game, session.state
    choice = game.choice(state)
    if wander and wander_rng is not None and wander_rng.below(1_000_000) < wander * 1_000_000:
        return wander_rng.pick(choice.enabled_indices())
    return bots.choose(game, state, kind, bots.bot_rng(seed, state.step, choice.seat))


def same_position(a: BaseState, b: BaseState) -> str | None:
    """Where two states differ as positions (None when they are the same): everything is compared, the
    generator's draw count included, but not its secret key (a session rebuilt from a save code draws on with
    a new one)."""
    if a.rng.draws != b.rng.draws:
        return f"state.rng.draws: {a.rng.draws} != {b.rng.draws}"
    return difference(dataclasses.replace(a, rng=b.rng), b)


def positions(session: Session, seed: int, kind: str = "random", wander: float = 0.0,
              limit: int = MAX_DECISIONS) -> Iterator[int]:
    """Play the session to its end, yielding the number of decisions made at every position
    (the start and the final position included). Fails if the game has not ended after `limit` decisions."""
    game = session.game
    wander_rng = Rng.from_seed(seed ^ 0x77AD)
    previous: Choice | None = None
    while True:
        yield len(session.indices)
        choice = game.choice(session.state)
        if choice is None:
            return
        check_choice(session, choice, seed, previous)
        previous = choice
        if len(session.indices) >= limit:
            raise AssertionError(
                f"{where(session, seed)}: the game has not ended after {limit} decisions "
                f"(a rule loop?); pending prompt: {choice.prompt!r} for seat {choice.seat}")
        session.apply(pick(session, seed, kind, wander, wander_rng))


def check_choice(session: Session, choice: Choice, seed: int, previous: Choice | None = None) -> None:
    """A pending choice belongs to a player seat, has a kind and at least one enabled option; a step inside a
    decision was reached from a choice of the same seat (a decision is made by one seat, start to end)."""
    state = session.state
    context = where(session, seed)
    assert isinstance(choice, Choice), f"{context}: game.choice returned {type(choice).__name__}"
    assert 0 <= choice.seat < state.seats, f"{context}: choice for seat {choice.seat} of {state.seats}"
    assert state.seat_kinds[choice.seat] == PLAYER, (
        f"{context}: the pending choice belongs to a {state.seat_kinds[choice.seat]} seat "
        f"(automa decisions must be resolved by the session)")
    assert choice.enabled_indices(), f"{context}: dead end: no enabled option in {choice.prompt!r}"
    if choice.inside:
        link = state.stack[-1].back if state.stack else None
        assert previous is not None and link is not None and link.seat == choice.seat, (
            f"{context}: {choice.kind!r} is a step inside a decision, but no choice of seat {choice.seat} led to it")
    assert choice.kind, f"{context}: the choice {choice.prompt!r} has no kind"


def sampled(count: int) -> bool:
    """Which positions the costly checks inspect: every one of the first 32, then every 16th up to 512, then
    every 256th (a game of thousands of decisions is looked at some 80 times, not hundreds)."""
    return count < 32 or (count < 512 and count % 16 == 0) or count % 256 == 0


def player_seats(state: BaseState) -> list[int]:
    """Seats played by people or bots (automa seats have no view of their own)."""
    return [seat for seat, kind in enumerate(state.seat_kinds) if kind != AUTOMA]


def option_summary(choice: Choice | None) -> list[tuple[Any, ...]] | None:
    """What a player sees of a choice: seat, then each option's label, enabled flag and target."""
    if choice is None:
        return None
    return [choice.seat] + [(o.label, o.enabled, o.target) for o in choice.options]


def difference(a: Any, b: Any, path: str = "state") -> str | None:
    """The first place two values differ, as 'path: a != b', or None when they are equal."""
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} != {type(b).__name__}"
    if dataclasses.is_dataclass(a) and not isinstance(a, type):
        for f in dataclasses.fields(a):
            found = difference(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
            if found:
                return found
        return None
    if isinstance(a, dict):
        if list(a) != list(b) and set(a) != set(b):
            return f"{path}: keys {sorted(map(repr, a))} != {sorted(map(repr, b))}"
        for key in a:
            found = difference(a[key], b[key], f"{path}[{key!r}]")
            if found:
                return found
        return None
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path}: length {len(a)} != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            found = difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    if a != b:
        return f"{path}: {_short(a)} != {_short(b)}"
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 120 else text[:117] + "..."


_SENTINEL = "~conformance-mutation~"


def scramble(value: Any, seen: set[int] | None = None) -> None:
    """Mutate every mutable part of `value` in place: lists and dicts grow, int/str fields change."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        frozen = type(value).__dataclass_params__.frozen
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if not frozen and isinstance(item, bool):
                setattr(value, f.name, not item)
            elif not frozen and isinstance(item, int):
                setattr(value, f.name, item + 1)
            elif not frozen and (item is None or isinstance(item, str)):
                setattr(value, f.name, f"{item}{_SENTINEL}")
            else:
                scramble(item, seen)
    elif isinstance(value, list):
        for item in value:
            scramble(item, seen)
        value.append(_SENTINEL)
    elif isinstance(value, dict):
        for item in value.values():
            scramble(item, seen)
        value[_SENTINEL] = _SENTINEL
    elif isinstance(value, set):
        value.add(_SENTINEL)
    elif isinstance(value, tuple):
        for item in value:
            scramble(item, seen)
