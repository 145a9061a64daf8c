"""The ASHES: Blackout Protocol game object: metadata, options, setup, scores, views and the table."""

from __future__ import annotations

from engine.core.game import BadOptions, Game
from engine.core.registry import register
from engine.core.rng import Rng
from engine.core.scene import Scene

from . import heuristics, hidden, rival  # noqa: F401  (rival registers the Rival's frames)
from . import scene as table
from .meta import META
from .rules import flow
from .rules import setup as setup_rules
from .rules import scoring
from .rules.colony import name
from .state import AshesState


class Ashes(Game):
    """ASHES: rebuild a colony over three rounds of radiation (1-4 players; alone against the Rival)."""

    def setup(self, players: int, options: dict[str, str], seed: int) -> AshesState:
        """Build the table, queue the setup decisions and settle to the first choice."""
        state = setup_rules.build(players, options, self.new_rng(seed))
        self.flow.settle(state)
        return state

    def check_options(self, players: int, options: dict[str, str]) -> None:
        """The Rival's level only means something in a solo game."""
        if players > 1 and options.get("rival", "normal") != "normal":
            raise BadOptions("the rival option applies to one-player games only")

    def automa_name(self, state: AshesState, seat: int) -> str:
        """The solo opponent's seat is the Rival, named as in the log."""
        return rival.rival_name(state)

    def scores(self, state: AshesState) -> list[int]:
        """Current VP of every colony (final scores once the game is over)."""
        if state.final_scores is not None:
            return list(state.final_scores)
        return scoring.current_scores(state)

    def winners(self, state: AshesState) -> list[int]:
        """6 / 12.4 the most VP; ties go to the colony ahead on the turn order track."""
        return scoring.winners(state)

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

    def view(self, state: AshesState, seat: int) -> AshesState:
        """What `seat` may know: other hands and both decks made canonical, the bag's future unknown."""
        return hidden.redact(self, state, seat)

    def shuffle_hidden(self, state: AshesState, seat: int, rng: Rng) -> AshesState:
        """Re-deal everything `seat` cannot see."""
        return hidden.reshuffle(self, state, seat, rng)

    def evaluate(self, state: AshesState, seat: int) -> float:
        """Greedy-bot value of a state for `seat` (heuristics.py: estimated final VP lead). When the state waits
        for `seat` inside a compound action (which area to rescue, which shelter to build...), the value is that of
        its best continuation, so the first step of a good chain is not judged before it pays."""
        return heuristics.look_ahead(self, state, seat)

    def scene(self, state: AshesState, seat: int) -> Scene:
        """The table as `seat` sees it."""
        return table.build(self, state, seat)


GAME = Ashes.from_meta(META, flow=flow)
register(GAME)
