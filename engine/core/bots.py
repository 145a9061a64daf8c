"""Bots that play a seat from that seat's view only: random, and greedy (one ply over the game's evaluation)."""

from __future__ import annotations

from .choice import BACK, Choice, IllegalMove
from .clone import clone
from .game import Game
from .rng import Rng, mix64
from .state import BaseState

BOT_KINDS = ("random", "greedy")


def bot_rng(seed: int, step: int, seat: int) -> Rng:
    """A generator for one bot decision, derived from the game seed so replays are exact."""
    return Rng.from_seed(mix64(seed ^ mix64(step * 8 + seat + 1)))


def choose(game: Game, state: BaseState, kind: str, rng: Rng) -> int:
    """Pick an option index for the seat to move, looking only at that seat's view of `state`."""
    choice = game.choice(state)
    if choice is None:
        raise IllegalMove("the game is over: a bot has nothing to choose")
    if kind == "random":
        # The seat's own pending choice is part of its view (the conformance suite checks that
        # choice(view(state, seat)) matches choice(state)), so no view needs building to pick at random.
        return rng.pick(candidates(choice))
    if kind == "greedy":
        return greedy_pick(game, game.view(state, choice.seat), rng)
    raise ValueError(f"unknown bot {kind!r}: choose one of {', '.join(BOT_KINDS)}")


def candidates(choice: Choice) -> list[int]:
    """Enabled options a bot considers: never "Back" (it would let a bot undo its own chain forever)."""
    enabled = choice.enabled_indices()
    forward = [i for i in enabled if choice.options[i].label != BACK]
    return forward or enabled


def greedy_pick(game: Game, seen: BaseState, rng: Rng) -> int:
    """The enabled option whose resulting state the game's evaluation likes best (ties broken at random)."""
    choice = game.choice(seen)
    seat = choice.seat
    best: list[int] = []
    best_value = float("-inf")
    for index in candidates(choice):
        trial = clone(seen)
        game.apply(trial, index)
        while game.is_automa_turn(trial):
            game.apply(trial, game.automa_pick(trial))
        value = game.evaluate(trial, seat)
        if value > best_value:
            best, best_value = [index], value
        elif value == best_value:
            best.append(index)
    return rng.pick(best)
