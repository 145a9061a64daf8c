"""The Salvage Run game object: metadata, setup, scores, hidden zones, the automa's pick and the table."""

from __future__ import annotations

from engine.core.game import BadOptions, Game
from engine.core.names import seat_ref
from engine.core.registry import register
from engine.core.rng import Rng
from engine.core.scene import Scene

from . import heuristics, hidden, scene
from .meta import META
from .rules import load, turn
from .rules.flow import FLOW
from .rules.setup import setup_state
from .state import SITES, SalvageState, card_value


class SalvageRun(Game):
    """The test game's rules object."""

    def setup(self, players: int, options: dict[str, str], rng: Rng) -> SalvageState:
        """Deal hands, fill the bag and settle to the first choice."""
        state = setup_state(players, options, rng)
        self.flow.settle(state)
        return state

    def check_options(self, players: int, options: dict[str, str]) -> None:
        """A solo game needs the Scavenger."""
        if players == 1 and options["automa"] != "on":
            raise BadOptions("a solo game of Salvage Run needs the Scavenger automa")

    def scores(self, state: SalvageState) -> list[int]:
        """Victory points from sites plus 3 per complete set of fuel, parts and water."""
        return turn.scores(state)

    def status(self, state: SalvageState) -> str:
        """Round and seat to play."""
        if state.over:
            return "Game over"
        return f"Round {state.round} of {state.rounds}"

    def turn_seat(self, state: SalvageState) -> int | None:
        """The seat whose turn is being played."""
        return None if state.over else state.current

    def score_rows(self, state: SalvageState) -> list[tuple[str, list[int]]]:
        """Final score by category: site points and sets."""
        sets = [3 * min(stash.values()) for stash in state.stash]
        return [("Sites cleared", list(state.vp)), ("Complete sets (3 each)", sets),
                ("Total", self.scores(state))]

    def outcome(self, state: SalvageState) -> str:
        """Who won (ties are shared in Salvage Run)."""
        winners = self.winners(state)
        names = " and ".join(seat_ref(seat) for seat in winners)
        return f"{names} {'win' if len(winners) > 1 else 'wins'}" + (" (a shared win)" if len(winners) > 1 else "")

    def automa_name(self, state: SalvageState, seat: int) -> str:
        """The automa seat is the Scavenger."""
        return "The Scavenger"

    def automa_pick(self, state: SalvageState) -> int:
        """The Scavenger plays where its card completes a site, else where most is already placed."""
        value = card_value(state.flipped) if state.flipped else 0
        names = list(SITES)

        def preference(i: int) -> tuple:
            site = names[i]
            total = sum(state.presence[site])
            return (total + value >= SITES[site][0], total, -i)

        return max(range(len(names)), key=preference)

    def hidden_zones(self, state: SalvageState):
        """Hands and staged cards are their seat's; the deck is nobody's (hidden.py)."""
        return hidden.hidden_zones(state)

    def scene(self, state: SalvageState, seat: int) -> Scene:
        """The table as `seat` sees it."""
        return scene.build(self, self.view(state, seat), seat)

    def evaluate(self, state: SalvageState, seat: int) -> float:
        """Score lead plus small credit for cards in hand, partial sets and site majorities (heuristics.py)."""
        return heuristics.evaluate(state, seat, self.scores(state))


GAME = SalvageRun.from_meta(META, flow=FLOW)
load()
register(GAME)
