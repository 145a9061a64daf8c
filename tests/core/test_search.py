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
    assert search._rollout(game, _steps(), 0, budget, Rng.from_seed(1)) == 6.0  # 4 steps, then 2 to finish
    assert search._rollout(game, _steps(), 0, search.SearchBudget(horizon=3), Rng.from_seed(1)) == 3.0


def test_finishing_a_decision_is_bounded():
    """A decision longer than `finish` steps past the horizon is cut there: a rollout always ends."""
    game: Any = ThreeStepDecisions()  # the few Game methods a rollout calls
    assert search._rollout(game, _steps(), 0, search.SearchBudget(horizon=4, finish=1), Rng.from_seed(1)) == 5.0
