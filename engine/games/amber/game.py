"""The Ashes & Amber game object: setup, scores, winners, views, the table, the greedy evaluation."""

from __future__ import annotations

from engine.core.effects import check_index
from engine.core.game import Game, category_rows
from engine.core.registry import register
from engine.core.rng import Rng
from engine.core.scene import Scene

from . import heuristics, hidden
from . import scene as table
from .catalog import ERA_NAMES
from .meta import META
from .rules import load, scoring
from .rules.common import who
from .rules.flow import FLOW
from .rules.setup import setup_state
from .state import AmberState

EXPANSIONS = ("remnants", "long_reach", "tribes")  # the options of the expansions, played together by conformance


class Amber(Game):
    """The rules object of Ashes & Amber."""

    def setup(self, players: int, options: dict[str, str], rng: Rng) -> AmberState:
        """Set the table up for `players` (one: the solo game) and settle to the first choice."""
        state = setup_state(players, options, rng)
        self.flow.settle(state)
        return state

    def settings(self) -> list[tuple[int, dict[str, str]]]:
        """What the conformance suite plays: every player count with the defaults and with each option alone,
        then every expansion together at every player count, and with the family rules solo and at 2 players."""
        result = super().settings()
        every = {spec.key: "on" for spec in self.options if spec.key in EXPANSIONS}
        wanted = [(n, dict(every)) for n in range(self.min_players, self.max_players + 1)]
        wanted += [(n, {**every, "family": "on"}) for n in (1, 2)]
        for players, options in wanted:
            entry = (players, self.normalize_options(players, options))
            if entry not in result:
                result.append(entry)
        return result

    def apply(self, state: AmberState, index: int) -> None:
        """Apply an option; the seat that answered is remembered."""
        check_index(state.pending, index)
        state.last_chooser = state.pending.seat if state.pending is not None else None
        self.flow.answer_pending(state, index)

    def scores(self, state: AmberState) -> list[int]:
        """Utopia net of Death plus fulfilled Projects (final once the game is over)."""
        return scoring.totals(state)

    def winners(self, state: AmberState) -> list[int]:
        """Most Utopia, then most Projects, then the First Player card, else shared (solo: the one seat, whose
        verdict `outcome` gives)."""
        return scoring.winners(state)

    def turn_seat(self, state: AmberState) -> int | None:
        if state.over:
            return None
        if state.phase == "action" and state.current is not None:
            return state.current
        return state.pending.seat if state.pending is not None else None

    def status(self, state: AmberState) -> str:
        if state.over:
            return "Game over"
        if state.era == 0:
            return "Setup"
        seat = self.turn_seat(state)
        head = f"Era {state.era}: {ERA_NAMES[state.era]}"
        return head + (f" - {who(state, seat)} to play" if seat is not None else "")

    def hidden_zones(self, state: AmberState):
        return hidden.hidden_zones(state)

    def scene(self, state: AmberState, seat: int) -> Scene:
        return table.build(self, self.view(state, seat), seat)

    def evaluate(self, state: AmberState, seat: int) -> float:
        return heuristics.evaluate(state, seat)

    def score_rows(self, state: AmberState) -> list[tuple[str, list[int]]]:
        """The final score by category, then the total."""
        return category_rows(scoring.ROWS, state.final, self.scores(state))

    def outcome(self, state: AmberState) -> str:
        if not state.over:
            return ""
        if state.solo:
            failed = scoring.solo_failures(state)
            return f"{who(state, 0)} wins the solo game" if not failed else \
                f"{who(state, 0)} loses the solo game: {failed[0]}"
        winners = self.winners(state)
        names = " and ".join(who(state, seat) for seat in winners)
        rule = scoring.deciding_rule(state)
        if rule == "score":
            return f"{names} wins with the most Utopia"
        if rule == "projects":
            return f"{names} wins on the tie-break: the most fulfilled Projects"
        if rule == "first":
            return f"{names} wins on the tie-break: the First Player card"
        return f"{names} share the victory"

    def describe(self, state: AmberState) -> dict:
        facts = {"era": state.era, "phase": state.phase}
        if state.solo and state.over:
            facts["won"] = not scoring.solo_failures(state)
        return facts


GAME = Amber.from_meta(META, flow=FLOW, conformance_seeds=4, random_playout_patience=600)
load()
register(GAME)
