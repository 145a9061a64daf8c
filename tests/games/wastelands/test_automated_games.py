"""Seeded full games against the automated players (rulebook "Solo Mode"), played to the end through a
`Session` with bots in the player seats, for every difficulty."""

from __future__ import annotations

import pytest

from engine.core import bots
from engine.core.session import SeatSetup, Session
from engine.core.state import AUTOMA
from engine.games.wastelands.automa.deck import drawer
from engine.games.wastelands.game import GAME

MAX_DECISIONS = 4000


def play(players: int, automated: int, difficulty: str, seed: int, kind: str = "random") -> Session:
    """Play a whole game with bots in the player seats; automated decisions are resolved by the session."""
    session = Session(GAME, players, {"automated": str(automated), "difficulty": difficulty}, seed,
                      SeatSetup(names=[f"Bot {i + 1}" for i in range(players)], controllers=["bot"] * players))
    decisions = 0
    while not session.over and decisions < MAX_DECISIONS:
        state = session.state
        choice = session.choice()
        assert state.seat_kinds[choice.seat] != AUTOMA, "the session resolves automated choices itself"
        session.apply(bots.choose(GAME, state, kind, bots.bot_rng(seed, state.step, choice.seat)))
        decisions += 1
    assert session.over, f"no end after {decisions} decisions"
    return session


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
@pytest.mark.parametrize("players,automated", [(1, 1), (1, 2), (2, 1), (2, 2), (3, 1)])
@pytest.mark.parametrize("seed", [1, 2])
def test_full_game_to_the_end(difficulty, players, automated, seed):
    """1-3 humans with 1-2 automated players; the game ends by the normal endgame (rulebook Solo Mode)."""
    session = play(players, automated, difficulty, seed)
    state = session.state
    autos = [s for s in range(state.seats) if state.seat_kinds[s] == AUTOMA]
    assert len(autos) == automated
    assert state.over and state.endgame_by is not None
    holder = drawer(state)
    assert holder.discard[0] == "auto_start"  # the Starting card came first
    deck_size = {"easy": 13, "medium": 11, "hard": 9}[difficulty]
    assert len(holder.deck) + len(holder.discard) + (holder.card is not None) == deck_size
    text = "\n".join(line.text for line in state.log)
    assert "reveals First Steps" in text
    for seat in autos:
        assert state.players[seat].claims >= 1  # every deck has Claiming cards before the end
        # the session never records automated decisions
    assert len(session.indices) == len(session.deciders)
    assert all(state.seat_kinds[d] != AUTOMA for d in session.deciders)
    assert GAME.winners(state)


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_greedy_bot_game(difficulty):
    """The greedy bot simulates automated turns on its own view: the view must be playable (rulebook Solo Mode)."""
    session = play(1, 1, difficulty, 11, kind="greedy")
    assert session.state.over


def test_replay_is_identical():
    """The same seed and decisions give the same game, automated turns included (rulebook Randomness only through
    state.rng)."""
    first = play(1, 2, "medium", 5)
    again = Session(GAME, 1, {"automated": "2", "difficulty": "medium"}, 5, first.seats)
    for index in first.indices:
        again.apply(index)
    assert [line.text for line in again.state.log] == [line.text for line in first.state.log]


def test_harder_decks_end_sooner():
    """Smaller decks with the same Claiming cards make the automated player claim sooner (rulebook Solo Mode, Setup)."""
    turns = {d: sum(play(1, 1, d, seed).state.turn_count for seed in range(4)) for d in ("easy", "hard")}
    assert turns["hard"] < turns["easy"]
