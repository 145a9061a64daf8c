"""The solo Rival of ASHES (13. Solo Mode): a deck of action cards that plays a colony of its own.

Its frames (`rival_turn`, `rival_end_round`, `rival_final_scoring`) register on the game's one flow
(rules/flow.py) when this package is imported; the rules queue them by name (rules/round.py, rules/turn.py,
rules/scoring.py) and never import it. game.py calls `prepare` at setup: the Rival takes the second seat on a
2-player table, its score marker on 20 like any colony, and no starting data or combination (13.2).
Its action deck is face down: each card is chosen as it is revealed, so no state holds the next card.
"""

from __future__ import annotations

from ..state import AshesState
from .rival import R, difficulty_card, rival_name, setup_rival

__all__ = ["R", "difficulty_card", "prepare", "rival_name"]


def prepare(state: AshesState) -> None:
    """13.2 seat the Rival in a solo game at the difficulty chosen in the options."""
    if state.player_count == 1:
        setup_rival(state, 1, state.options.get("rival", "normal"))
