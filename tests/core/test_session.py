"""Sessions on the test game: apply, undo up to the last reveal, practice undo, redo, automa turns."""

from __future__ import annotations

import pytest

from engine.core.choice import BACK, DONE, IllegalMove
from engine.core.clone import clone
from engine.core.session import BOT, CHECKPOINT_EVERY, HUMAN, SeatSetup, Session
from engine.core.state import AUTOMA
from testgame import GAME

PLAY, SCAVENGE, REST = 0, 1, 2


def session(players: int = 2, seed: int = 7, practice: bool = False, controllers=None, **options) -> Session:
    controllers = controllers or [HUMAN] * players
    return Session(GAME, players, options, seed, SeatSetup([f"P{n}" for n in range(players)], controllers),
                   practice=practice)


def option(s: Session, label: str) -> int:
    """Index of the pending option with this label."""
    labels = [o.label for o in s.choice().options]
    return labels.index(label)


def play_chain(s: Session) -> list:
    """Play a card to a site without confirming; returns the states before each decision."""
    states = [clone(s.state)]
    for index in (PLAY, 0, 0):
        s.apply(index)
        states.append(clone(s.state))
    return states


def fresh_replay(s: Session) -> Session:
    """A new session with the same inputs, replaying s's decisions."""
    other = Session(s.game, s.players, s.options, s.seed, s.seats, practice=s.practice)
    for index in s.indices:
        other.apply(index)
    return other


def test_apply_records_decisions_and_rejects_illegal_ones():
    """apply records each index; an illegal one raises IllegalMove and records nothing."""
    s = session()
    s.apply(PLAY)
    assert s.indices == [PLAY] and s.revealed_at == [False]
    before = clone(s.state)
    for bad in (99, -1, "0", None):
        with pytest.raises(IllegalMove):
            s.apply(bad)
    assert s.indices == [PLAY] and s.state == before


def test_undo_walks_back_through_a_chain_without_reveals():
    """Play a card -> pick card -> pick site reveals nothing, so each step undoes to the state before it."""
    s = session()
    states = play_chain(s)
    assert s.choice().prompt.startswith("Play ") and [o.label for o in s.choice().options] == [DONE, BACK]
    for length in (2, 1, 0):
        assert s.can_undo()
        s.undo()
        assert len(s.indices) == length
        assert s.state == states[length]
    assert not s.can_undo()
    with pytest.raises(IllegalMove, match="nothing to undo"):
        s.undo()


def test_undo_stops_at_the_last_reveal():
    """Done plays the card face up (a reveal): neither that decision nor any before it can be undone."""
    s = session()
    play_chain(s)
    s.apply(option(s, DONE))
    assert s.revealed_at[-1] is True
    assert not s.can_undo()
    with pytest.raises(IllegalMove):
        s.undo()
    after_done = clone(s.state)
    s.apply(PLAY)  # the next seat starts its own chain: that can be undone, but only back to the reveal
    assert s.state.pending.seat == 1
    s.undo()
    assert s.state == after_done and len(s.indices) == 4
    assert not s.can_undo()


@pytest.mark.parametrize("action", [SCAVENGE, REST])
def test_random_draws_are_reveals(action):
    """Drawing a bag token (a PRNG draw) or a deck card cannot be undone outside practice mode."""
    s = session()
    s.apply(action)
    assert s.revealed_at == [True]
    assert not s.can_undo()


def test_practice_mode_undoes_across_reveals():
    """In practice mode undo crosses reveals and restores the exact earlier state."""
    s = session(practice=True)
    start = clone(s.state)
    s.apply(SCAVENGE)
    after_scavenge = clone(s.state)
    states = play_chain(s)
    s.apply(option(s, DONE))
    s.undo()
    assert s.state == states[-1] and len(s.indices) == 4
    for _ in range(3):
        s.undo()
    assert s.state == after_scavenge
    s.undo()
    assert s.state == start and s.indices == [] and not s.can_undo()


def test_redo_restores_what_undo_removed():
    """redo after undo re-applies the removed decisions, in order, to an equal state."""
    s = session()
    play_chain(s)
    end, indices = clone(s.state), list(s.indices)
    s.undo()
    s.undo()
    assert s.can_redo()
    s.redo()
    assert len(s.indices) == 2
    s.redo()
    assert s.state == end and s.indices == indices
    assert not s.can_redo()
    with pytest.raises(IllegalMove, match="nothing to redo"):
        s.redo()


def test_a_new_move_clears_redo():
    """A new decision after an undo drops the redo history."""
    s = session()
    play_chain(s)
    s.undo()
    assert s.can_redo()
    s.apply(option(s, BACK))
    assert not s.can_redo()


def test_undo_removes_bot_decisions_after_the_human_one():
    """Undo goes back to before the last human decision, taking the bot decisions after it along."""
    s = session(practice=True, controllers=[HUMAN, BOT])
    s.apply(SCAVENGE)  # human seat 0
    s.apply(SCAVENGE)  # bot seat 1
    assert s.controller(1) == BOT and s.controller(0) == HUMAN
    s.undo()
    assert s.indices == []
    s.redo()
    assert s.indices == [SCAVENGE, SCAVENGE]


def test_undo_across_checkpoints_matches_a_fresh_replay():
    """Undo deep into a long chain (past several checkpoints) gives the same state as replaying the prefix."""
    s = session()
    back = None
    for _ in range(2 * CHECKPOINT_EVERY):
        s.apply(PLAY)
        back = option(s, BACK)
        s.apply(back)
    assert len(s.indices) == 4 * CHECKPOINT_EVERY and not any(s.revealed_at)
    for _ in range(CHECKPOINT_EVERY + 3):
        s.undo()
    assert len(s.indices) == 3 * CHECKPOINT_EVERY - 3
    assert s.state == fresh_replay(s).state
    s.apply(s.choice().enabled_indices()[0])
    assert s.state == fresh_replay(s).state


def test_automa_decisions_are_not_recorded():
    """With the Scavenger seated, only player decisions are in indices; the automa's follow from the rules."""
    s = session(players=1, automa="on", seed=3)
    assert s.state.seat_kinds == ["player", AUTOMA]
    assert s.controller(1) == AUTOMA and s.seat_name(1) == "The Scavenger"
    player_moves = 0
    while s.choice() is not None:
        assert s.choice().seat == 0
        s.apply(s.choice().enabled_indices()[-1] if player_moves % 3 else SCAVENGE)
        player_moves += 1
    assert len(s.indices) == player_moves
    assert s.state.step > player_moves  # the automa answered its own choices
    assert any("Scavenger sends" in line.text for line in s.state.log)
    assert fresh_replay(s).state == s.state


def test_game_over_session():
    """A finished session reports over, has no choice, and rejects further decisions."""
    s = session(seed=11)
    while s.choice() is not None:
        s.apply(SCAVENGE if s.choice().options[SCAVENGE].enabled else s.choice().enabled_indices()[0])
    assert s.over and s.state.over
    with pytest.raises(IllegalMove, match="game is over"):
        s.apply(0)


def test_an_automa_seat_never_wears_a_players_colour():
    """Seat colours are all different: an automa seat gets the first palette colour no player seat has, even
    when a player chose the colour the automa's seat number would have had."""
    solo = Session(GAME, 1, {"automa": "on"}, 1, SeatSetup(["A"], [HUMAN], colors=["#E69F00"]))
    assert solo.seat_colors() == ["#E69F00", "#0072B2"]
    table = Session(GAME, 3, {"automa": "on"}, 1, SeatSetup(["A", "B", "C"], [HUMAN] * 3))
    assert len(set(table.seat_colors())) == 4
