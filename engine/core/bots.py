"""Bots that play a seat from that seat's view only: random, greedy (complete decisions over the game's
evaluation) and search (greedy's best decisions played out in sampled worlds, engine/core/search.py).

The three levels offered wherever a bot seat is chosen: easy = random, normal = greedy, hard = search.

Greedy judges whole decisions: after an option, while the same seat is still inside the decision it started
(`Choice.inside`, engine/core/effects.py), it plays the rest of the chain, trying every continuation within a
budget and a one-step greedy completion past it, and values the option by the best complete end it found. So
the first step of a good chain (pick an action, then where) is never judged half done.

Bot games can stall: random seats may never reach a goal, and greedy seats can settle into a loop their
one-decision horizon never leaves (two economies trading forever). Past the game's `random_playout_patience`
decisions each bot mixes in the other's picks, a growing share up to half at twice the patience: a random bot
picks greedily, a greedy or search bot at random. That mixture ends the games either alone would stall in.
"""

from __future__ import annotations

import time

from .choice import Choice, IllegalMove
from .clone import clone
from .game import Game
from .rng import Rng, mix64
from .state import BaseState

BOT_KINDS = ("random", "greedy", "search")
LEVELS = {"easy": "random", "normal": "greedy", "hard": "search"}
# States a greedy decision may expand while finishing chains (shared among its options).
GREEDY_BUDGET = 240
CHAIN_DEPTH = 12  # steps of one decision a greedy completion follows at the most
CHAIN_STATES = 2400  # states one greedy decision may build in all, shared equally among its options
NUDGE_BUDGET = 0  # a patient random bot's greedy picks: one-step completions only (cheap, still ends games)


def bot_rng(seed: int, step: int, seat: int) -> Rng:
    """A generator for one bot decision, derived from the game seed so replays are exact."""
    return Rng.from_seed(mix64(seed ^ mix64(step * 8 + seat + 1)))


def think_deadline(think_ms: int | None, start: float | None = None) -> float | None:
    """The `time.perf_counter()` value past which a search decision begun at `start` (now if omitted) begins
    no new world, for a thinking time of `think_ms`; None when no time is given."""
    if think_ms is None:
        return None
    return (time.perf_counter() if start is None else start) + think_ms / 1000


def choose(game: Game, state: BaseState, kind: str, rng: Rng, think_until: float | None = None) -> int:
    """Pick an option index for the seat to move, looking only at that seat's view of `state`; a search bot
    begins no new sampled world past `think_until` (a `time.perf_counter()` value; engine/core/search.py)."""
    choice = game.choice(state)
    if choice is None:
        raise IllegalMove("the game is over: a bot has nothing to choose")
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot {kind!r}: choose one of {', '.join(BOT_KINDS)}")
    share = stall_share(game, state.step)
    crossed = bool(share) and rng.below(1_000_000) < share * 1_000_000
    if kind == "random" and crossed:
        # a nudge towards the end, not a strong move: each option's decision completed by one-step greedy
        return greedy_pick(game, game.view(state, choice.seat), rng, budget=NUDGE_BUDGET)
    if kind == "random" or crossed:
        # The seat's own pending choice is part of its view (the conformance suite checks that
        # choice(view(state, seat)) matches choice(state)), so no view needs building to pick at random.
        return rng.pick(candidates(choice))
    if kind == "greedy":
        return greedy_pick(game, game.view(state, choice.seat), rng)
    from .search import search_pick

    return search_pick(game, game.view(state, choice.seat), rng, game.search_budget, think_until)


def stall_share(game: Game, decisions: int) -> float:
    """The share of a bot's picks made the other kind's way after `decisions`: none before the game's patience
    runs out, then rising to half at twice the patience (a random bot picks greedily, a greedy or search bot
    at random), so bot games that would stall still end."""
    patience = game.random_playout_patience
    if not patience or decisions < patience:
        return 0.0
    return min(0.5, (decisions - patience) / (2 * patience))


def candidates(choice: Choice) -> list[int]:
    """Enabled options a bot considers: never Back (it would let a bot undo its own chain forever)."""
    return choice.forward_indices()


def greedy_pick(game: Game, seen: BaseState, rng: Rng, budget: int = GREEDY_BUDGET) -> int:
    """The option whose complete decision the game's evaluation likes best (ties broken at random)."""
    choice = game.pending(seen)
    seat = choice.seat
    options = candidates(choice)
    if len(options) == 1:
        return options[0]
    share = max(0, budget - len(options)) // len(options)
    best: list[int] = []
    best_value = float("-inf")
    for index in options:
        trial = clone(seen)
        game.advance(trial, index)
        value = decision_value(game, trial, seat, share, CHAIN_DEPTH, [CHAIN_STATES // len(options)])
        if value > best_value:
            best, best_value = [index], value
        elif value == best_value:
            best.append(index)
    return rng.pick(best)


def decision_value(game: Game, state: BaseState, seat: int, budget: int, depth: int,
                   allowance: list[int] | None = None) -> float:
    """The value for `seat` of the best end of the decision it is making in `state` (the state's own value
    when the decision is complete): every continuation while `budget` allows, a one-step greedy path past it.
    `allowance` ([states left]) caps the states the whole valuation of one option may build, greedy paths
    included (each leaf of the budgeted tree runs its own path): past it a state is valued as it stands."""
    choice = game.choice(state)
    if choice is None or choice.seat != seat or not choice.inside or depth <= 0:
        return game.evaluate(state, seat)
    options = candidates(choice)
    if allowance is not None:
        if allowance[0] < len(options):
            return game.evaluate(state, seat)
        allowance[0] -= len(options)
    children = []
    for index in options:
        trial = clone(state)
        game.advance(trial, index)
        children.append(trial)
    budget -= len(children)
    if budget >= len(children):
        share = budget // len(children)
        return max(decision_value(game, child, seat, share, depth - 1, allowance) for child in children)
    values = [game.evaluate(child, seat) for child in children]
    best = max(range(len(children)), key=values.__getitem__)
    return decision_value(game, children[best], seat, 0, depth - 1, allowance)
