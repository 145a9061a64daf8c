"""Solo Mode: the automated players of Rise of the Wastelands (rulebook section "Solo Mode").

NOTE FOR THE RULES ENGINEER (game.py): import this package once after the rules modules so that its frame
handlers register on `rules.flow.FLOW` (it imports only `rules.*`, never `game`, so there is no cycle):
    from . import automated
and wire:
    - setup: call `automated.setup_automated(state)` at the end of `setup_state` (after `state.order`);
    - `Game.automa_pick(state)`: `return automated.automa_pick(state)`;
    - `Game.view` / `Game.shuffle_hidden`: call `automated.redact_automa(seen, seat)` /
      `automated.reshuffle_automa(other, seat, rng)` on the copied state (they edit it in place);
    - options `automated=0|1|2`, `difficulty=easy|medium|hard`.

What this module does (frames `automated_turn` and `automated_combat_pick`, pushed by rules/turn.py and
rules/combat.py):
- Setup: the three difficulty deck builds (solo.json `difficulties`), Start card on top, then Beginning,
  Middle, End; automated players have no Leader board, so their Leader cube pool starts empty.
- The turn: (1) influence is allocated by rules/influence.py (automated givers follow the turn order from the
  next seat, `AutomatedState.influence_next`); (2) the first automated player in turn order draws a card;
  (3) the upper half is done by the first automated player, the lower half by the second; (4) a claiming
  card claims an achievement picked by a d6 (1-2 left, 3-4 middle, 5-6 right).
- Places: tiles are taken clockwise from 12 o'clock, 12 o'clock being behind the automated Capital.
- Combat: a fresh Power card read at the side's combat rank, modifiers as usual, and 0/1/2 Leader cubes
  for a Beginning/Middle/End card (as many as it has).
Every decision and every card it reveals is logged.
"""

from __future__ import annotations

from .combat import automated_combat_pick, automated_combat_reveal, combat_cubes
from .deck import (automated_seats, build_deck, card_name, cards, draw_card, drawer, last_card, redact_automa,
                   reshuffle_automa, setup_automated, solo)
from .picks import automa_pick
from .places import (_clockwise, army_spaces, candidate_tiles, frontier_order, noon, outpost_spaces, rival_tiles,
                     space_order, tile_order)
from .turn import ACTIONS, automated_action, automated_claim, automated_turn, claim_position, next_upgrade, row_at

__all__ = [
    "ACTIONS", "_clockwise", "army_spaces", "automa_pick", "automated_action", "automated_claim",
    "automated_combat_pick", "automated_combat_reveal", "automated_seats", "automated_turn", "build_deck",
    "candidate_tiles", "card_name", "cards", "claim_position", "combat_cubes", "draw_card", "drawer",
    "frontier_order", "last_card", "next_upgrade", "noon", "outpost_spaces", "redact_automa", "reshuffle_automa",
    "rival_tiles", "row_at", "setup_automated", "solo", "space_order", "tile_order",
]
