"""Hidden information: mission hands are private; the decks and the survivor bag are random."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.games.ashes.game import GAME

from .helpers import started


def test_view_hides_other_hands_and_deck_order() -> None:
    # 10.2.3 mission cards in hand are private; decks are face down
    s = started(3, 71)
    s.players[1].hand = [s.mission_deck.pop(), s.mission_deck.pop()]
    view = GAME.view(s, 0)
    other = GAME.shuffle_hidden(s, 0, Rng.from_seed(5))
    assert GAME.view(other, 0) == view
    assert len(view.players[1].hand) == 2 and view.players[0].hand == s.players[0].hand
    assert view.rng.key == 0


def test_own_hand_stays_visible() -> None:
    # the seat's own hand is part of its view
    s = started(2, 72)
    s.players[0].hand = ["mission_05"]
    s.mission_deck = [c for c in s.mission_deck if c != "mission_05"]
    assert GAME.view(s, 0).players[0].hand == ["mission_05"]
