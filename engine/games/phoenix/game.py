"""The Phoenix New Horizon game object: setup, scores, winners, views, the table, the greedy evaluation."""

from __future__ import annotations

from engine.core.effects import check_index
from engine.core.game import Game, category_rows, top_seats
from engine.core.registry import register
from engine.core.rng import Rng
from engine.core.scene import Scene
from engine.core.search import SearchBudget
from engine.core.words import count

from . import heuristics, hidden
from . import scene as table
from .meta import META
from .rules import load, scoring
from .rules.common import who
from .rules.flow import FLOW
from .rules.setup import setup_state
from .state import PhoenixState


class Phoenix(Game):
    """The rules object of Phoenix New Horizon."""

    def setup(self, players: int, options: dict[str, str], rng: Rng) -> PhoenixState:
        """Set the table up for `players` (one: against Project Kraken) and settle to the first choice."""
        state = setup_state(players, options, rng)
        self.flow.settle(state)
        return state

    def settings(self) -> list[tuple[int, dict[str, str]]]:
        """One player against Project Kraken at each difficulty, then 2, 3 and 4 players."""
        result = [(1, self.normalize_options(1, {"kraken": level}))
                  for level in ("easy", "medium", "advanced", "difficult")]
        return result + [(n, self.normalize_options(n, {})) for n in (2, 3, 4)]

    def apply(self, state: PhoenixState, index: int) -> None:
        """Apply an option; the seat that answered is remembered (steps inside its decision follow it)."""
        check_index(state.pending, index)
        state.last_chooser = state.pending.seat if state.pending is not None else None
        self.flow.answer_pending(state, index)

    def scores(self, state: PhoenixState) -> list[int]:
        """Points so far; once the game is over, the final scores."""
        return scoring.totals(state)

    def winners(self, state: PhoenixState) -> list[int]:
        """13.: highest score, then released settlers, energy, fuel; Project Kraken wins ties."""
        return scoring.winners(state)

    def turn_seat(self, state: PhoenixState) -> int | None:
        """The seat whose turn is being played."""
        if state.over:
            return None
        if state.current is not None:
            return state.current
        return state.pending.seat if state.pending is not None else None

    def status(self, state: PhoenixState) -> str:
        if state.over:
            return "Game over"
        seat = self.turn_seat(state)
        if state.phase == "setup":
            return "Setup"
        return f"Round {state.round} of 4" + (f" - {who(state, seat)} to play" if seat is not None else "")

    def automa_name(self, state: PhoenixState, seat: int) -> str:
        return "Project Kraken"

    def automa_pick(self, state: PhoenixState) -> int:
        """Project Kraken decides by steps only; should a choice ever fall to it, it takes the first option."""
        assert state.pending is not None
        return state.pending.forward_indices()[0]

    def hidden_zones(self, state: PhoenixState):
        return hidden.hidden_zones(state)

    def scene(self, state: PhoenixState, seat: int) -> Scene:
        return table.build(self, self.view(state, seat), seat)

    def evaluate(self, state: PhoenixState, seat: int) -> float:
        return heuristics.evaluate(state, seat)

    def score_rows(self, state: PhoenixState) -> list[tuple[str, list[int]]]:
        """The final score by category (13.1-13.4), then the total."""
        return category_rows(scoring.ROWS, state.final, self.scores(state))

    def outcome(self, state: PhoenixState) -> str:
        """Who won, and the tie-break that decided it with the values (13., Appendix I 7.)."""
        if not state.over:
            return ""
        winners = self.winners(state)
        names = " and ".join(who(state, seat) for seat in winners)
        rule = scoring.deciding_rule(state)
        scores = self.scores(state)
        if rule == "score":
            return f"{names} {'win' if len(winners) > 1 else 'wins'} with {count(scores[winners[0]], 'point')}."
        if rule == "kraken_tie":
            return (f"Project Kraken wins the tie at {count(max(scores), 'point')}: against Project Kraken a tie is "
                    "its win.")
        if rule == "shared":
            return f"{names} share the victory: tied on points, released settlers, energy and fuel."
        top = max(scores)
        tied = top_seats(scores)
        value = {"released settlers": state.released, "energy": state.energy, "fuel": state.fuel}[rule]
        winner = winners[0]
        rest = sorted((value[seat] for seat in tied if seat != winner), reverse=True)
        word = {"released settlers": "more released settlers", "energy": "a higher energy counter",
                "fuel": "more fuel"}[rule]
        return (f"{names} wins on the tie-break at {count(top, 'point')}: {word}, {value[winner]} to "
                f"{', '.join(str(v) for v in rest)}.")

    def describe(self, state: PhoenixState) -> dict:
        return {"round": state.round, "phase": state.phase}


# Its decisions are short chains, each rollout step cheap: more worlds and options looked at, and a rollout
# judged where its horizon falls (finishing the decision under way there measured weaker: bench/README.md).
GAME = Phoenix.from_meta(META, flow=FLOW, conformance_seeds=4,
                         search_budget=SearchBudget(keep=5, worlds=10, finish=0))
load()
register(GAME)
