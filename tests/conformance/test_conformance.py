"""Conformance suite: every registered game, at every (players, options) setting it lists, obeys the engine contract.

A game joins by registering (engine.core.registry); nothing here names a game. Seeds per setting come from
CONFORMANCE_SEEDS (default: the game's `conformance_seeds`, 20 unless a heavy game lowers it; the costly
checks use a quarter of them), so heavy games can stay fast in CI.
"""

from __future__ import annotations

import json
import pickle

import pytest

from conformance import support
from engine.core import bots, savecode, snapshot
from engine.core.choice import IllegalMove, Role
from engine.core.clone import clone
from engine.core.fingerprint import fingerprint
from engine.core.rng import Rng
from engine.core.search import SearchBudget

SETTINGS = support.settings_params()
MAX_PLAYERS = support.max_player_params()

per_setting = pytest.mark.parametrize("game, players, options", SETTINGS)
SEARCHED_POSITIONS = 6  # positions of a playout where the no-peeking check also runs the search bot


@per_setting
def test_random_playouts_reach_the_end(game, players, options):
    """Random-bot playouts from many seeds end, with integer scores for every seat and no choice left."""
    for seed in support.seeds(game):
        session = support.new_session(game, players, options, seed)
        for _ in support.positions(session, seed, kind="random"):
            pass
        state, context = session.state, support.where(session, seed)
        assert game.choice(state) is None, f"{context}: a choice is pending at the end"
        assert session.over, f"{context}: the session does not report the game as over"
        scores = game.scores(state)
        assert isinstance(scores, list) and len(scores) == state.seats, (
            f"{context}: scores {scores!r} should be a list with one entry per seat ({state.seats})")
        assert all(type(score) is int for score in scores), f"{context}: scores {scores!r} are not all ints"
        winners = game.winners(state)
        assert winners and set(winners) <= set(range(state.seats)), f"{context}: winners {winners!r}"
        assert isinstance(game.status(state), str)
        json.dumps(game.describe(state))


def round_trips(value) -> bool:
    """True when `value` survives JSON unchanged (no tuples, sets, non-string keys or other non-JSON values)."""
    return json.loads(json.dumps(value)) == value


@per_setting
def test_choices_and_scenes_are_json(game, players, options):
    """The pending choice, the scene of every seat and the describe() facts are JSON: each survives a round
    trip through JSON text unchanged."""
    for seed in support.seeds(game, share=4, salt=1):
        session = support.new_session(game, players, options, seed)
        for count in support.positions(session, seed, wander=0.1):
            if not support.sampled(count):
                continue
            state, context = session.state, support.where(session, seed)
            choice = game.choice(state)
            if choice is not None:
                assert round_trips(choice.to_json()), f"{context}: the choice is not plain JSON"
            for seat in support.player_seats(state):
                assert round_trips(game.scene(state, seat).to_json()), f"{context}: seat {seat}'s scene is not JSON"
            assert round_trips(game.describe(state)), f"{context}: describe() is not plain JSON"
            if state.over:
                assert round_trips([list(row) for row in game.score_rows(state)]), f"{context}: score rows"


@per_setting
def test_clone_is_equal_and_independent(game, players, options):
    """clone(state) equals the state, and changing the clone (a move, or scrambling every field) leaves it alone."""
    for seed in support.seeds(game, share=4, salt=2):
        session = support.new_session(game, players, options, seed)
        for count in support.positions(session, seed, wander=0.1):
            if count & (count - 1) and game.choice(session.state) is not None:
                continue  # at 0, 1, 2, 4, 8, ... decisions and at the end
            state, context = session.state, support.where(session, seed)
            before = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
            copy = clone(state)
            assert copy is not state
            assert copy == state, f"{context}: clone differs: {support.difference(copy, state)}"
            assert fingerprint(copy) == fingerprint(state)
            choice = game.choice(copy)
            if choice is not None:
                game.apply(copy, choice.enabled_indices()[0])
            support.scramble(copy)
            assert pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL) == before, (
                f"{context}: changing a clone changed the original")


@per_setting
def test_save_codes_round_trip(game, players, options):
    """At 1, 2, 4, 8, ... decisions and at the end, decode(encode(session)) rebuilds an equal state."""
    for seed in support.seeds(game, salt=3):
        session = support.new_session(game, players, options, seed)
        for count in support.positions(session, seed, wander=0.1):
            if count & (count - 1) and game.choice(session.state) is not None:
                continue
            context = support.where(session, seed)
            code = savecode.encode(session)
            assert len(code) <= savecode.MAX_CODE_CHARS, f"{context}: save code of {len(code)} characters"
            loaded = savecode.decode(code)
            differs = support.same_position(loaded.state, session.state)
            assert differs is None, f"{context}: decoded state differs: {differs}"
            assert fingerprint(loaded.state) == fingerprint(session.state)
            assert loaded.indices == session.indices and loaded.draws == session.draws_so_far()
            assert (loaded.players, loaded.options) == (session.players, session.options)
            assert savecode.encode(loaded) == code, f"{context}: re-encoding a decoded session changed the code"


@per_setting
def test_snapshots_restore_the_same_session(game, players, options):
    """At 1, 2, 4, 8, ... decisions and at the end, a snapshot taken beside the save code restores the same
    position, choice and code without a replay, and the restored session plays on like the original (Back
    when it is offered: the frames it removes are found by identity, which the snapshot must keep)."""
    for seed in support.seeds(game, share=4, salt=11):
        session = support.new_session(game, players, options, seed)
        for count in support.positions(session, seed, wander=0.1):
            if count & (count - 1) and game.choice(session.state) is not None:
                continue
            context = support.where(session, seed)
            code = savecode.encode(session)
            restored = snapshot.restore(snapshot.take(session, code), code)
            differs = support.same_position(restored.state, session.state)
            assert differs is None, f"{context}: the restored state differs: {differs}"
            assert support.option_summary(game.choice(restored.state)) == support.option_summary(
                game.choice(session.state)), f"{context}: the restored choice differs"
            assert savecode.encode(restored) == code, f"{context}: the restored session writes another code"
            choice = game.choice(restored.state)
            if choice is not None:
                index = choice.first_with(Role.BACK)
                index = choice.enabled_indices()[0] if index is None else index
                original = savecode.decode(code, key_seed=restored.seed)
                restored.apply(index)
                original.apply(index)
                differs = support.same_position(restored.state, original.state)
                assert differs is None, f"{context}: after option {index} the restored session differs: {differs}"


@per_setting
def test_same_seed_and_decisions_replay_identically(game, players, options):
    """The same seed and the same decisions give equal states at every step."""
    for seed in support.seeds(game, share=2, salt=4):
        first = support.new_session(game, players, options, seed)
        prints = [fingerprint(first.state) for _ in support.positions(first, seed, wander=0.1)]
        second = support.new_session(game, players, options, seed)
        assert fingerprint(second.state) == prints[0], f"{support.where(second, seed)}: setup is not deterministic"
        for step, index in enumerate(first.indices, start=1):
            second.apply(index)
            assert fingerprint(second.state) == prints[step], (
                f"{support.where(second, seed)}: replay diverged at decision {step}")
        assert second.state == first.state, (
            f"{support.where(second, seed)}: {support.difference(second.state, first.state)}")


@per_setting
def test_different_seeds_usually_differ(game, players, options):
    """Different seeds give different games (compared without the PRNG, along a fixed first-option policy)."""
    histories = set()
    for seed in support.seeds(game, share=2, salt=5):
        session = support.new_session(game, players, options, seed)
        history = []
        for _ in range(30):
            state = clone(session.state)
            state.rng = Rng(key=0)
            history.append(fingerprint(state))
            choice = game.choice(session.state)
            if choice is None:
                break
            session.apply(choice.enabled_indices()[0])
        histories.add(tuple(history))
    if support.seed_count(game, share=2) >= 2:
        assert len(histories) > 1, "every seed played the same game: is the seed used at all?"


@per_setting
def test_views_hide_what_a_seat_cannot_see(game, players, options):
    """A seat's view and scene do not change when everything hidden from it is re-dealt."""
    for seed in support.seeds(game, share=4, salt=6):
        session = support.new_session(game, players, options, seed)
        shuffler = Rng.from_seed(seed ^ 0x5EED)
        for count in support.positions(session, seed, wander=0.1):
            if not support.sampled(count):
                continue
            state, context = session.state, support.where(session, seed)
            before = fingerprint(state)
            choice = game.choice(state)
            for seat in support.player_seats(state):
                view = game.view(state, seat)
                assert view.rng.key == 0, f"{context}: seat {seat}'s view holds the generator's key"
                for zone in game.hidden_zones(view):
                    if zone.seen_by != seat:
                        things = zone.get(view)
                        assert len(things) == len(zone.get(state)), f"{context}: zone {zone.path} changed size"
                assert all(line.only in (None, seat) for line in view.log), (
                    f"{context}: seat {seat}'s view keeps a log line meant for another seat")
                again = game.view(view, seat)
                assert again == view, f"{context}: view of a view differs: {support.difference(again, view)}"
                other = game.shuffle_hidden(state, seat, shuffler)
                other_view = game.view(other, seat)
                assert other_view == view, (
                    f"{context}: seat {seat} can see hidden information: {support.difference(other_view, view)}")
                assert game.scene(other, seat).to_json() == game.scene(state, seat).to_json(), (
                    f"{context}: seat {seat}'s scene shows hidden information")
                if choice is not None and choice.seat == seat:
                    assert support.option_summary(game.choice(view)) == support.option_summary(choice), (
                        f"{context}: the choice built from seat {seat}'s view differs from the real one")
            assert fingerprint(state) == before, f"{context}: view/scene/shuffle_hidden changed the state"


@per_setting
def test_board_targets_are_clickable_in_the_scene(game, players, options):
    """Every enabled option with a target is a scene item carrying that option index, for the seat to move only."""
    for seed in support.seeds(game, share=4, salt=7):
        session = support.new_session(game, players, options, seed)
        for count in support.positions(session, seed, wander=0.1):
            if not support.sampled(count):
                continue
            state, context = session.state, support.where(session, seed)
            choice = game.choice(state)
            for seat in support.player_seats(state):
                items = game.scene(state, seat).to_json()["items"]
                by_id = {item["id"]: item for item in items}
                assert len(by_id) == len(items), f"{context}: seat {seat}'s scene repeats an item id"
                clickable = {item["id"]: item["option"] for item in items if item["option"] is not None}
                if choice is None or choice.seat != seat:
                    assert not clickable, f"{context}: seat {seat} may click {sorted(clickable)} but is not to move"
                    continue
                for index, option in enumerate(choice.options):
                    if option.enabled and option.target is not None:
                        assert option.target in by_id, (
                            f"{context}: option {index} ({option.label!r}) targets {option.target!r}, "
                            f"which is not in the scene")
                        assert by_id[option.target]["option"] == index, (
                            f"{context}: scene item {option.target!r} picks option "
                            f"{by_id[option.target]['option']}, not {index} ({option.label!r})")
                for item_id, index in clickable.items():
                    assert 0 <= index < len(choice.options) and choice.options[index].enabled, (
                        f"{context}: scene item {item_id!r} picks option {index}, which is not available")
                    assert choice.options[index].target == item_id, (
                        f"{context}: scene item {item_id!r} picks option {index}, which targets "
                        f"{choice.options[index].target!r}")


@per_setting
def test_bots_decide_from_the_view_only(game, players, options, monkeypatch):
    """Random, greedy and search bots pick the same option whatever is hidden from them (a re-deal of what the
    seat cannot see changes nothing they decide), and do not change the state. The search bot runs on a small
    budget here: what matters is that its samples start from the view."""
    monkeypatch.setattr(game, "search_budget", SearchBudget(keep=2, worlds=2, horizon=2, finish=2, chain_budget=4,
                                                           rank_budget=8))
    for seed in support.seeds(game, share=4, salt=8):
        session = support.new_session(game, players, options, seed)
        shuffler = Rng.from_seed(seed ^ 0xB07)
        searched = 0
        for count in support.positions(session, seed, wander=0.1):
            choice = game.choice(session.state)
            if choice is None or not support.sampled(count):
                continue
            state, context = session.state, support.where(session, seed)
            before = fingerprint(state)
            other = game.shuffle_hidden(state, choice.seat, shuffler)
            for kind in bots.BOT_KINDS:
                if kind == "search" and (count % 4 or searched >= SEARCHED_POSITIONS):
                    continue  # the costliest bot: a few sampled positions are enough to catch a peek
                searched += kind == "search"
                rng = bots.bot_rng(seed, state.step, choice.seat)
                mine = bots.choose(game, state, kind, clone(rng))
                theirs = bots.choose(game, other, kind, clone(rng))
                assert mine == theirs, (
                    f"{context}: the {kind} bot picks {mine} but {theirs} once hidden information is re-dealt")
                assert mine in choice.enabled_indices(), f"{context}: the {kind} bot picked disabled option {mine}"
            assert fingerprint(state) == before, f"{context}: a bot changed the state it decided on"


@per_setting
def test_illegal_indices_raise_and_change_nothing(game, players, options):
    """Out-of-range, disabled, negative and non-integer indices raise IllegalMove and leave the state alone."""
    for seed in support.seeds(game, share=4, salt=9):
        session = support.new_session(game, players, options, seed)
        for count in support.positions(session, seed, wander=0.1):
            if not support.sampled(count) and game.choice(session.state) is not None:
                continue
            state, context = session.state, support.where(session, seed)
            choice = game.choice(state)
            size = len(choice.options) if choice else 0
            bad = [size, size + 7, -1, -size - 1, 10**30, 0.0, 1.0, "0", None, True, False, [0]]
            if choice is not None:
                bad += [i for i, option in enumerate(choice.options) if not option.enabled]
            else:
                bad += [0, 1]
            snapshot, before, decisions = clone(state), fingerprint(state), list(session.indices)
            for index in bad:
                with pytest.raises(IllegalMove):
                    session.apply(index)
                with pytest.raises(IllegalMove):
                    game.apply(state, index)
                assert session.indices == decisions, f"{context}: illegal index {index!r} was recorded"
                assert state.step == snapshot.step, f"{context}: illegal index {index!r} moved the game on"
            # the whole state once per position (comparing it after every index cost a minute a setting)
            assert fingerprint(state) == before, f"{context}: one of the illegal indices {bad!r} changed the state"
            assert state == snapshot, (
                f"{context}: one of the illegal indices {bad!r} changed {support.difference(state, snapshot)}")


@pytest.mark.parametrize("game, players, options", MAX_PLAYERS)
def test_full_game_save_code_length(game, players, options, record_property):
    """A full game at the largest player count fits in a save code that loads; its length is reported."""
    lengths = []
    for seed in support.seeds(game, share=4, salt=10):
        session = support.new_session(game, players, options, seed)
        for _ in support.positions(session, seed, kind="random"):
            pass
        code = savecode.encode(session)
        assert len(code) <= savecode.MAX_CODE_CHARS, f"{support.where(session, seed)}: {len(code)} characters"
        assert support.same_position(savecode.decode(code).state, session.state) is None
        lengths.append((len(code), len(session.indices)))
    longest, decisions = max(lengths)
    line = (f"save code of a full game: longest {longest} characters ({decisions} decisions), "
            f"mean {sum(n for n, _ in lengths) / len(lengths):.0f} over {len(lengths)} seeds")
    record_property(support.REPORT_PROPERTY, line)  # travels with the report, also from an xdist worker
    print(line)
