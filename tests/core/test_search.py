"""The search bot's rollouts (engine/core/search.py): where a rollout stops and is judged."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import search
from engine.core.choice import Choice, Option
from engine.core.rng import Rng


@dataclass
class Steps:
    """A stub game's state: how many steps were played; every decision is three steps (a start, two inside)."""

    played: int = 0


def _steps() -> Any:
    """A fresh stub state (it stands in for a game state)."""
    return Steps()


class ThreeStepDecisions:
    """A stub game whose every decision takes three steps; it values a state by the steps played."""

    def choice(self, state: Steps) -> Choice | None:
        """One option at each step; steps 2 and 3 of a decision are inside it."""
        return Choice(0, "Go on", [Option("Go")], inside=state.played % 3 != 0)

    def advance(self, state: Steps, index: int) -> None:
        """Play the step."""
        state.played += 1

    def evaluate(self, state: Steps, seat: int) -> float:
        """The steps played, so the rollout's stopping point shows in its value."""
        return float(state.played)


def test_a_rollout_past_its_horizon_plays_on_to_the_end_of_the_decision_under_way():
    """A horizon that ends inside a decision is stretched to that decision's end (never judged half made)."""
    game: Any = ThreeStepDecisions()  # the few Game methods a rollout calls
    budget = search.SearchBudget(horizon=4, finish=8)
    assert search._rollout(game, _steps(), 0, budget, Rng.from_seed(1))[0] == 6.0  # 4 steps, then 2 to finish
    assert search._rollout(game, _steps(), 0, search.SearchBudget(horizon=3), Rng.from_seed(1))[0] == 3.0


def test_finishing_a_decision_is_bounded():
    """A decision longer than `finish` steps past the horizon is cut there: a rollout always ends."""
    game: Any = ThreeStepDecisions()  # the few Game methods a rollout calls
    short = search.SearchBudget(horizon=4, finish=1)
    assert search._rollout(game, _steps(), 0, short, Rng.from_seed(1))[0] == 5.0


class TwoSeatDecisions(ThreeStepDecisions):
    """The stub game with two seats taking turns: decision k (three steps each) is seat k % 2's."""

    def choice(self, state: Steps) -> Choice | None:
        """Seat 0 makes decisions 0, 2, 4...; seat 1 the others."""
        return Choice(state.played // 3 % 2, "Go on", [Option("Go")], inside=state.played % 3 != 0)


def test_a_rollout_judged_at_the_seats_own_turn_plays_on_through_the_other_seats_decision():
    """With `own_turn`, a rollout whose horizon ends in another seat's decision plays on to the start of one of
    the searching seat's own decisions (within the `finish` bound)."""
    game: Any = TwoSeatDecisions()
    own = search.SearchBudget(horizon=4, finish=8, own_turn=True)
    assert search._rollout(game, _steps(), 0, own, Rng.from_seed(1))[0] == 6.0  # seat 0's decision starts at 6
    assert search._rollout(game, _steps(), 1, own, Rng.from_seed(1))[0] == 9.0  # seat 1's at 9 (step 6 is seat 0's)
    assert search._rollout(game, _steps(), 1, search.SearchBudget(horizon=4, finish=3, own_turn=True),
                           Rng.from_seed(1))[0] == 7.0  # the bound cuts it


def test_a_state_bound_stops_the_search_between_worlds(monkeypatch):
    """With `states`, no new world is begun once the rollouts have built that many states; every kept option
    has still met every world begun."""
    from engine.core.session import BOT, SeatSetup, Session
    from testgame import GAME

    session = Session(GAME, 2, {}, 5, SeatSetup(["A", "B"], [BOT, BOT], "greedy"))
    while len(search.candidates(GAME.pending(session.state))) < 2:
        session.apply(search.candidates(GAME.pending(session.state))[0])
    seen = GAME.view(session.state, GAME.pending(session.state).seat)
    worlds: list[int] = []
    real = GAME.shuffle_hidden
    monkeypatch.setattr(GAME, "shuffle_hidden", lambda *args: worlds.append(1) or real(*args))
    unbounded = search.SearchBudget(worlds=5)
    search.search_pick(GAME, seen, Rng.from_seed(3), unbounded)
    assert len(worlds) == 5
    worlds.clear()
    picked = search.search_pick(GAME, seen, Rng.from_seed(3), search.SearchBudget(worlds=5, states=1))
    assert len(worlds) == 1 and picked in search.candidates(GAME.pending(seen))


def test_a_thinking_time_that_is_over_still_plays_one_whole_world(monkeypatch):
    """(issue 15) the page's thinking time: past it no sampled world is begun but the first, so the pick is the
    one a one-world budget makes; with no time given the count budget alone decides."""
    from dataclasses import replace

    from engine.core.session import HUMAN, SeatSetup, Session
    from testgame import GAME

    session = Session(GAME, 2, {}, 3, SeatSetup(["A", "B"], [HUMAN, HUMAN]))
    seen = GAME.view(session.state, session.choice().seat)
    budget = search.SearchBudget(keep=3, worlds=5)
    dealt: list[int] = []
    deal = GAME.shuffle_hidden

    def counted(state, seat, rng):
        dealt.append(seat)
        return deal(state, seat, rng)

    monkeypatch.setattr(GAME, "shuffle_hidden", counted)
    cut = search.search_pick(GAME, seen, Rng.from_seed(7), budget, think_until=0.0)
    assert len(dealt) == 1
    assert cut == search.search_pick(GAME, seen, Rng.from_seed(7), replace(budget, worlds=1))
    dealt.clear()
    search.search_pick(GAME, seen, Rng.from_seed(7), budget)
    assert len(dealt) == 5
