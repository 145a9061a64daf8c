"""Salvage Run's setup: hands dealt from the deck, the bag filled, the first turn queued."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.core.state import AUTOMA, PLAYER

from ..state import SITES, SUITS, TOKENS, VALUES, SalvageState


def setup_state(players: int, options: dict[str, str], rng: Rng) -> SalvageState:
    """Deal three cards to each player seat (the deck is drawn at random), fill the bag, queue seat 0's turn."""
    kinds = [PLAYER] * players + ([AUTOMA] if options["automa"] == "on" else [])
    deck = sorted(f"{suit}-{value}" for suit in SUITS for value in VALUES)
    state = SalvageState(seat_kinds=kinds, rng=rng, rounds=int(options["rounds"]), deck=deck,
                         bag=[token for token in TOKENS for _ in range(4)])
    state.hands = [[rng.draw_from_bag(deck) for _ in range(3)] if kind == PLAYER else [] for kind in kinds]
    state.staged = [None] * len(kinds)
    state.stash = [{token: 0 for token in TOKENS} for _ in kinds]
    state.presence = {site: [0] * len(kinds) for site in SITES}
    state.vp = [0] * len(kinds)
    state.say(f"Salvage Run begins: {len(kinds)} seats, {state.rounds} rounds.")
    state.push("turn", seat=0)
    return state
