"""Bots, the registry and game options: the small contracts the session and the UI rely on."""

from __future__ import annotations

import dataclasses

import pytest

from engine.core import bots, registry
from engine.core.choice import BACK, Choice, IllegalMove, Option, Role, disabled
from engine.core.game import BadOptions
from engine.core.rng import Rng
from engine.core.session import HUMAN, SeatSetup, Session
from testgame import GAME


def test_bot_rng_is_deterministic_per_seed_step_and_seat():
    """bot_rng gives the same generator for the same (seed, step, seat) and different ones otherwise."""
    assert bots.bot_rng(5, 3, 1) == bots.bot_rng(5, 3, 1)
    assert len({bots.bot_rng(5, 3, 1).key, bots.bot_rng(5, 3, 0).key, bots.bot_rng(5, 4, 1).key,
                bots.bot_rng(6, 3, 1).key}) == 4


def test_candidates_skip_back_unless_it_is_all_there_is():
    """Bots never consider Back or disabled options, except Back when nothing else is enabled."""
    choice = Choice(0, "Pick", [Option("A"), disabled("B", "no"), Option(BACK, role=Role.BACK)])
    assert bots.candidates(choice) == [0]
    assert bots.candidates(Choice(0, "Pick", [disabled("A", "no"), Option(BACK, role=Role.BACK)])) == [1]


def test_bots_pick_enabled_options_and_reject_unknown_kinds():
    """Random and greedy bots return enabled indices; an unknown kind is a ValueError; no choice is IllegalMove."""
    s = Session(GAME, 2, {}, 3, SeatSetup(["A", "B"], [HUMAN, HUMAN]))
    for kind in bots.BOT_KINDS:
        assert bots.choose(GAME, s.state, kind, Rng.from_seed(1)) in s.choice().enabled_indices()
    with pytest.raises(ValueError, match="unknown bot 'wise'"):
        bots.choose(GAME, s.state, "wise", Rng.from_seed(1))
    s.state.pending = None
    with pytest.raises(IllegalMove):
        bots.choose(GAME, s.state, "random", Rng.from_seed(1))


def test_greedy_prefers_what_the_evaluation_likes():
    """The greedy bot takes an option whose one-step result the game's evaluation rates highest."""
    s = Session(GAME, 2, {}, 3, SeatSetup(["A", "B"], [HUMAN, HUMAN]))
    seat = s.choice().seat
    view = GAME.view(s.state, seat)
    best = bots.greedy_pick(GAME, view, Rng.from_seed(2))
    values = {}
    for index in bots.candidates(view.pending):
        trial = GAME.view(s.state, seat)
        GAME.apply(trial, index)
        values[index] = GAME.evaluate(trial, seat)
    assert values[best] == max(values.values())


def test_past_the_patience_random_and_greedy_picks_mix():
    """Bot games that would stall still end: past `random_playout_patience` decisions a growing share (half at
    twice the patience) of a random bot's picks are greedy and of a greedy bot's picks random."""
    game = dataclasses.replace(GAME, random_playout_patience=100)
    assert bots.stall_share(GAME, 10_000) == 0.0  # no patience set: bots stay pure
    assert [bots.stall_share(game, n) for n in (0, 99, 100, 150, 200, 5_000)] == [0.0, 0.0, 0.0, 0.25, 0.5, 0.5]
    s = Session(GAME, 2, {}, 3, SeatSetup(["A", "B"], [HUMAN, HUMAN]))
    view = GAME.view(s.state, s.choice().seat)
    greedy_best = {bots.greedy_pick(GAME, view, Rng.from_seed(n)) for n in range(20)}
    s.state.step = 10_000  # long past the patience
    picks = [bots.choose(game, s.state, "greedy", Rng.from_seed(n)) for n in range(60)]
    assert set(picks) - greedy_best, "a stalled greedy bot never tried anything else"
    assert set(picks) & greedy_best, "a stalled greedy bot stopped picking greedily altogether"


def test_registry_lookups():
    """get_game finds registered games, all_games lists them, unknown ids raise UnknownGame with the id."""
    assert registry.get_game("testgame") is GAME
    assert GAME in registry.all_games()
    with pytest.raises(registry.UnknownGame) as caught:
        registry.get_game("no-such-game")
    assert str(caught.value) == "unknown game 'no-such-game'"
    registry.unregister("no-such-game")  # removing an unknown id is harmless


def test_normalize_options_fills_defaults_and_rejects_bad_values():
    """Options get their defaults; bad counts, unknown keys, bad values and forbidden combinations raise."""
    assert GAME.normalize_options(2, {}) == {"automa": "off", "rounds": "3"}
    for players, options, message in [(0, {}, "1 to 4 players"), (5, {}, "1 to 4 players"),
                                      (2, {"speed": "x"}, "no option 'speed'"),
                                      (2, {"rounds": "4"}, "must be one of 3, 5"),
                                      (1, {}, "needs the Scavenger")]:
        with pytest.raises(BadOptions, match=message):
            GAME.normalize_options(players, options)


def test_settings_cover_every_count_and_option_value():
    """settings() lists every player count with defaults and each non-default value, skipping rejected ones."""
    listed = GAME.settings()
    assert (1, {"automa": "off", "rounds": "3"}) not in listed
    assert {players for players, _ in listed} == {1, 2, 3, 4}
    assert {options["rounds"] for _, options in listed} == {"3", "5"}
    assert {options["automa"] for _, options in listed} == {"off", "on"}
    info = GAME.info()
    assert info["id"] == "testgame" and [o["key"] for o in info["options"]] == ["automa", "rounds"]
