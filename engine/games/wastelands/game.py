"""Rise of the Wastelands: the Game object (options, setup, scores, winners, hidden zones, automa) registered as
`wastelands`.

Load order: the rules modules and the automated players register their frames on the one flow when imported
(`rules.load()`, the `automa` package); the content is loaded and checked on first use (`catalog()`).
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
from .rules import economy, endgame, load
from .rules.flow import FLOW
from .rules.setup import setup_state
from .state import WastelandsState


class Wastelands(Game):
    """The rules object of Rise of the Wastelands."""

    def setup(self, players: int, options: dict[str, str], rng: Rng) -> WastelandsState:
        """Build the table around `rng`, prepare the automated players and settle to the first choice."""
        state = setup_state(players, options, rng)
        automa.prepare(state)
        state.say(f"Rise of the Wastelands: {state.seats} players. {economy.seat_name(state, state.order[0])} starts.")
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
        `random_playout_patience` decisions mix in greedy picks, so games random play would stall in end."""
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

    def score_rows(self, state: WastelandsState) -> list[tuple[str, list[int]]]:
        """The other players each seat has not reached (a winner reached them all), the five secondary victory
        conditions that break a tie, then the total: Influence tokens placed on other players."""
        measures = [endgame.secondary(state, s) for s in range(state.seats)]
        words = {"Upgrades": "upgrades", "Outposts": "Outposts on the map", "Crystals": "Crystals"}
        return ([("Other players without your token", [endgame.missing(state, s) for s in range(state.seats)])]
                + [(f"Tie-break {i + 1}: {words.get(name, name)}", [values[i] for values in measures])
                   for i, name in enumerate(endgame.SECONDARY)]
                + [("Total: Influence tokens placed", self.scores(state))])

    def turn_seat(self, state: WastelandsState) -> int | None:
        """The seat whose turn is being played (an automated player's too, while another seat answers a combat
        or a card during it); during the final allocation, the seat placing its tokens."""
        if state.over:
            return None
        if state.turn is not None:
            return state.turn.seat
        return state.pending.seat if state.pending is not None else None

    def outcome(self, state: WastelandsState) -> str:
        """Who won, and whether the secondary victory conditions decided it (rules notes R16)."""
        return endgame.outcome(state) if state.over else ""

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
        """An automated seat's pick when a shared rule asks it (automa/picks.py)."""
        return automa.automa_pick(state)

    def hidden_zones(self, state: WastelandsState) -> list[Zone]:
        """Hands, decks and face-down combat cards (hidden.py)."""
        return hidden.hidden_zones(state)

    def hide_secrets(self, state: WastelandsState, seat: int, rng: Rng | None) -> None:
        """The Leader cubes the other side of a combat committed face down (hidden.py)."""
        hidden.hide_secrets(state, seat, rng)

    def scene(self, state: WastelandsState, seat: int) -> Scene:
        """The table as `seat` sees it (scene/)."""
        return scene.build(self, state, seat)

    def evaluate(self, state: WastelandsState, seat: int) -> float:
        """Greedy-bot evaluation (heuristics.py)."""
        return heuristics.evaluate(state, seat)


# Bot games can stall for thousands of turns (rules notes R19, R24): past 3,000 decisions random and greedy
# picks mix. The search judges a rollout where its horizon falls: the budget measured (bench/README.md), and
# cheaper than finishing the decision under way in a game whose decisions are long chains.
GAME = Wastelands.from_meta(META, flow=FLOW, conformance_seeds=2, random_playout_patience=3000,
                            search_budget=SearchBudget(finish=0))
load()
register(GAME)
