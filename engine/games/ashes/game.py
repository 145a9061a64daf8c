"""ASHES: Blackout Protocol: the Game object (options, setup, scores, winners, hidden zones, the Rival)
registered as `ashes`.

Load order: the rules modules and the Rival register their frames on the one flow when imported
(`rules.load()`, the `automa` package); the content is loaded and checked on first use (`rules/tables.py`).
"""

from __future__ import annotations

from engine.core.game import BadOptions, Game
from engine.core.hidden import Zone
from engine.core.registry import register
from engine.core.rng import Rng
from engine.core.scene import Scene
from engine.core.search import SearchBudget

from . import automa, heuristics, hidden, scene
from .meta import META
from .rules import load, scoring
from .rules import setup as setup_rules
from .rules.colony import name
from .rules.flow import FLOW
from .state import AshesState


class Ashes(Game):
    """ASHES: rebuild a colony over three rounds of radiation (1-4 players; alone against the Rival)."""

    def setup(self, players: int, options: dict[str, str], rng: Rng) -> AshesState:
        """Build the table around `rng`, seat the Rival in a solo game and settle to the first choice."""
        state = setup_rules.build(players, options, rng)
        automa.prepare(state)
        self.flow.settle(state)
        return state

    def check_options(self, players: int, options: dict[str, str]) -> None:
        """The Rival's level only means something in a solo game."""
        if players > 1 and options.get("rival", "normal") != "normal":
            raise BadOptions("the rival option applies to one-player games only")

    def automa_name(self, state: AshesState, seat: int) -> str:
        """The solo opponent's seat is the Rival, named as in the log."""
        return automa.rival_name(state)

    def scores(self, state: AshesState) -> list[int]:
        """Current VP of every colony (final scores once the game is over)."""
        if state.final_scores is not None:
            return list(state.final_scores)
        return scoring.current_scores(state)

    def winners(self, state: AshesState) -> list[int]:
        """6 / 12.4 the most VP; ties go to the colony ahead on the turn order track."""
        return scoring.winners(state)

    def score_rows(self, state: AshesState) -> list[tuple[str, list[int]]]:
        """The final score by where it came from (12.): during the game, then happiness, emptied shelter stacks
        and the Phoenix Project's end-game tiles, and the total."""
        return scoring.score_rows(state)

    def outcome(self, state: AshesState) -> str:
        """Who won, and whether the turn order track broke a tie (6, 12)."""
        return scoring.outcome(state) if state.over else ""

    def turn_seat(self, state: AshesState) -> int | None:
        """The colony whose turn it is (during setup and between turns: whoever decides next)."""
        if state.over:
            return None
        if state.pending is not None:
            return state.pending.seat
        return state.current

    def status(self, state: AshesState) -> str:
        """Round and who is to play."""
        if state.over:
            return "Game over"
        if state.phase == "setup":
            return "Setup"
        return f"Round {state.round} of 3 - {name(state, state.current)} to play"

    def describe(self, state: AshesState) -> dict:
        """Round and phase for the UI header."""
        return {"round": state.round, "phase": state.phase}

    def hidden_zones(self, state: AshesState) -> list[Zone]:
        """Mission hands and the face-down piles (hidden.py)."""
        return hidden.hidden_zones(state)

    def evaluate(self, state: AshesState, seat: int) -> float:
        """Greedy-bot value of a state for `seat` (heuristics.py: estimated final VP lead)."""
        return heuristics.evaluate(state, seat)

    def scene(self, state: AshesState, seat: int) -> Scene:
        """The table as `seat` sees it (scene/)."""
        return scene.build(self, state, seat)


# 4-seat scenes at every position are costly: 8 conformance seeds. The search judges a rollout at the start of
# one of the seat's own decisions (past the horizon, within 16 steps): against greedy 14/20, was 12/20 judged at
# the end of any seat's decision (bench/README.md).
GAME = Ashes.from_meta(META, flow=FLOW, conformance_seeds=8,
                       search_budget=SearchBudget(finish=16, own_turn=True))
load()
register(GAME)
