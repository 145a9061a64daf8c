"""The search bot: greedy's best few decisions, each played out in sampled worlds, from the seat's own view.

It improves on greedy the way a rollout algorithm improves on its base policy. From `view(state, seat)` it
ranks its options as greedy does (each judged as a complete decision) and keeps the best few. Then, in each of
several sampled worlds (the view with everything the seat cannot see re-dealt by `shuffle_hidden`, and a fresh
key for the draws to come), it plays every kept option followed by a few decisions of every seat, each played
by a cheap greedy policy and then, as the game's budget says, on to the end of the decision under way (a
half-made decision is no place to judge a position) or to the start of the seat's own next decision, and
scores the end with the game's evaluation. All options meet the same worlds
(common random numbers), so the comparison is fair with few samples. The option with the best mean wins; the
greedy ranking breaks ties.

The budget is a count (options kept, worlds, decisions rolled out), so a search decision is the same from the
game seed and step on any machine: tests, the command line and the arena (unless `--think-ms`) use it alone.
A table in the browser may also give a deadline (`think_until`): past it no new world is begun (the first
always is), so a slow machine thinks about as long as a fast one and looks at fewer worlds. A save code holds
every decision made, bots' too, so a replay never runs a search again and a decision cut short replays
exactly.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .bots import candidates, decision_value
from .clone import clone
from .game import Game
from .rng import Rng
from .state import BaseState


@dataclass(frozen=True)
class SearchBudget:
    """How much a search decision may look at."""

    keep: int = 4  # greedy's best options looked at further
    worlds: int = 6  # sampled deals of what the seat cannot see
    horizon: int = 12  # decisions (of every seat) played after the option, before evaluating
    finish: int = 8  # steps past the horizon that may finish the decision it reached
    chain_budget: int = 24  # states a rollout decision may expand finishing its own chain
    rank_budget: int = 120  # states the first ranking (greedy's) may expand finishing chains
    rank_states: int = 1200  # states the first ranking may build in all, greedy completions included
    rollout_states: int = 96  # states one rollout decision may build in all, greedy completions included
    own_turn: bool = False  # past the horizon, play on to the start of one of the seat's own decisions
    states: int = 0  # no world is begun once the rollouts have built this many states (0: no bound)


DEFAULT_BUDGET = SearchBudget()


def search_pick(game: Game, seen: BaseState, rng: Rng, budget: SearchBudget = DEFAULT_BUDGET,
                think_until: float | None = None) -> int:
    """The option of the seat to move in `seen` (its view) that does best over sampled worlds; with
    `think_until` (a `time.perf_counter()` value) no world is begun past that time but the first."""
    choice = game.pending(seen)
    seat = choice.seat
    options = candidates(choice)
    if len(options) == 1:
        return options[0]
    ranked = _greedy_ranking(game, seen, seat, options, budget.rank_budget, budget.rank_states)
    kept = [index for index, _ in ranked[:budget.keep]]
    if len(kept) == 1:
        return kept[0]
    totals = {index: 0.0 for index in kept}
    built = 0
    for world_number in range(budget.worlds):
        if budget.states and built >= budget.states:
            break  # every option has met the same worlds: the comparison stays fair
        if think_until is not None and world_number and time.perf_counter() >= think_until:
            break  # the same: whole worlds only
        world = game.shuffle_hidden(seen, seat, rng)
        world_seed = rng.next64()
        for index in kept:
            trial = clone(world)
            trial.rng = Rng(key=world_seed, draws=trial.rng.draws)
            game.advance(trial, index)
            value, states = _rollout(game, trial, seat, budget, Rng(key=world_seed ^ 0x5EA2C4))
            totals[index] += value
            built += states
    order = {index: rank for rank, (index, _) in enumerate(ranked)}
    return max(kept, key=lambda index: (totals[index], -order[index]))


def _greedy_ranking(game: Game, seen: BaseState, seat: int, options: list[int], budget: int,
                    states: int) -> list[tuple[int, float]]:
    """Options by their complete-decision value, best first (greedy's view of them); each option's valuation
    builds at most an equal share of `states`."""
    values = []
    share = max(1, budget // len(options))
    for index in options:
        trial = clone(seen)
        game.advance(trial, index)
        values.append((index, decision_value(game, trial, seat, share, 8, [states // len(options)])))
    values.sort(key=lambda pair: -pair[1])
    return values


def _rollout(game: Game, state: BaseState, seat: int, budget: SearchBudget, rng: Rng) -> tuple[float, int]:
    """Play `budget.horizon` decisions with a cheap greedy policy for every seat, and on to the end of the
    decision under way (at most `budget.finish` steps more: a half-made decision is no place to judge a
    position) or, with `budget.own_turn`, on to the start of one of `seat`'s own decisions (so that every
    option's rollout has met the other seats' answers), then evaluate for `seat`. Returns the value and the
    states the rollout built."""
    built = 0
    for played in range(budget.horizon + budget.finish):
        choice = game.choice(state)
        if choice is None or (played >= budget.horizon and not choice.inside
                              and (not budget.own_turn or choice.seat == seat)):
            break
        options = candidates(choice)
        if len(options) == 1:
            game.advance(state, options[0])
            continue
        best, best_value = options[0], float("-inf")
        share = max(1, budget.chain_budget // len(options))
        allowed = budget.rollout_states // len(options)
        for index in options:
            trial = clone(state)
            game.advance(trial, index)
            allowance = [allowed]
            value = decision_value(game, trial, choice.seat, share, 4, allowance) + rng.below(1000) * 1e-9
            built += 1 + allowed - allowance[0]
            if value > best_value:
                best, best_value = index, value
        game.advance(state, best)
    return game.evaluate(state, seat), built
