"""Rise of the Wastelands: the Game object (options, setup, scores, winners, views) registered as `wastelands`."""

from __future__ import annotations

from engine.core.game import BadOptions, Game
from engine.core.registry import register
from engine.core.rng import Rng

from . import heuristics, scene as table
from .meta import META
from .rules import economy, endgame, hidden, load
from .rules.flow import FLOW
from .rules.setup import setup_state
from .state import WastelandsState


class Wastelands(Game):
    """The rules object of Rise of the Wastelands."""

    def setup(self, players: int, options: dict[str, str], seed: int) -> WastelandsState:
        """Build the table and settle to the first player's first choice."""
        state = setup_state(options, players, self.new_rng(seed))
        automated.setup_automated(state)
        state.say(f"Rise of the Wastelands: {state.seats} players. Player {state.order[0] + 1} starts.")
        state.push("turn", seat=state.order[0])
        self.flow.settle(state)
        return state

    def check_options(self, players: int, options: dict[str, str]) -> None:
        """2-4 seats in all; a single player seat needs an automated player (default 1 then)."""
        if players == 1 and options["automated"] == "0":
            options["automated"] = "1"
        seats = players + int(options["automated"])
        if not 2 <= seats <= 4:
            raise BadOptions(f"the table needs 2 to 4 seats in all, not {seats}")

    def settings(self) -> list[tuple[int, dict[str, str]]]:
        """What the conformance suite plays (rules notes R19): every seat count with the defaults; solo against
        one and two automated players at every difficulty, with no module and with each module (short games);
        every variant and module at 2 players too; the Special Tiles map, which has its own layout per seat
        count, at 4 players too; automated players beside 2 seats. Random playouts that run past
        `random_playout_patience` decisions turn greedy bit by bit, so games random play would stall in end."""
        wanted: list[tuple[int, dict[str, str]]] = [(n, {}) for n in range(self.min_players, self.max_players + 1)]
        modules = [{}, {"toxic_cloud": "on"}, {"special_tiles": "on"}]
        wanted += [(1, {"automated": a, "difficulty": d, **m})
                   for a in ("1", "2") for d in ("easy", "medium", "hard") for m in modules]
        wanted += [(1, {"long": v}) for v in ("hard_achievements", "all_tokens", "both")]
        wanted += [(2, {"long": v}) for v in ("hard_achievements", "all_tokens", "both")]
        wanted += [(2, m) for m in modules[1:]]
        wanted += [(4, {"special_tiles": "on"})]
        wanted += [(2, {"automated": a}) for a in ("1", "2")]
        result = []
        for players, options in wanted:
            try:
                entry = (players, self.normalize_options(players, options))
            except BadOptions:
                continue
            if entry not in result:
                result.append(entry)
        return result

    def scores(self, state: WastelandsState) -> list[int]:
        """Influence tokens each seat has placed on other players."""
        return [endgame.given(state, s) for s in range(state.seats)]

    def winners(self, state: WastelandsState) -> list[int]:
        """Winners after the every-opponent rule and the secondary victory conditions."""
        return endgame.winners(state)

    def status(self, state: WastelandsState) -> str:
        """Turn number and who plays (a player seat by reference: the page shows the chosen name)."""
        if state.over:
            return "Game over"
        seat = state.turn.seat if state.turn else (state.pending.seat if state.pending else 0)
        end = " - endgame" if state.endgame_by is not None else ""
        return f"Turn {state.turn_count} - {economy.seat_name(state, seat)}{end}"

    def automa_name(self, state: WastelandsState, seat: int) -> str:
        """An automated player is named by its seat, as in the log and on the table ("Player 3")."""
        return economy.seat_name(state, seat)

    def automa_pick(self, state: WastelandsState) -> int:
        """An automated seat's pick when a shared rule asks it (engine/games/wastelands/automated)."""
        return automated.automa_pick(state)

    def view(self, state: WastelandsState, seat: int) -> WastelandsState:
        """What `seat` may know (rules/hidden.py; the automated deck in automated/deck.py)."""
        return hidden.redact(self, state, seat, automated.redact_automa)

    def shuffle_hidden(self, state: WastelandsState, seat: int, rng: Rng) -> WastelandsState:
        """Re-deal everything `seat` cannot see."""
        return hidden.reshuffle(self, state, seat, rng, automated.reshuffle_automa)

    def scene(self, state: WastelandsState, seat: int):
        """The table as `seat` sees it (engine/games/wastelands/scene)."""
        return table.build(self, state, seat)

    def evaluate(self, state: WastelandsState, seat: int) -> float:
        """Greedy-bot evaluation (engine/games/wastelands/heuristics.py)."""
        return heuristics.evaluate(state, seat)


GAME = Wastelands.from_meta(META, flow=FLOW, conformance_seeds=2,
                            random_playout_patience=3000)  # random play alone can stall for thousands of turns (R24)
load()
from . import automated  # noqa: E402  (registers the automated players' frames on the same flow)

register(GAME)
