"""Solo Mode: the automated players of Rise of the Wastelands (rulebook section "Solo Mode").

Its frames (`automated_turn`, `automated_action`, `automated_claim`, `automated_combat_pick`,
`automated_combat_reveal`) register on the game's one flow (rules/flow.py) when this package is imported; the
rules queue them by name (rules/turn.py, rules/combat.py) and never import it. game.py calls `prepare` at setup
and `automa_pick` when a shared rule asks an automated seat something.

- Setup (deck.py): the difficulty's deck, Start card on top, then Beginning, Middle, End; automated players have
  no Leader board, so their Leader cube pool starts empty. Cards are drawn as they are revealed.
- The turn (turn.py): (1) influence is allocated by rules/influence.py (automated givers follow the turn order
  from the next seat, `AutomatedState.influence_next`); (2) the first automated player in turn order draws a
  card; (3) the upper half is done by the first automated player, the lower half by the second; (4) a claiming
  card claims an achievement picked by a d6 (1-2 left, 3-4 middle, 5-6 right).
- Places (places.py): tiles are taken clockwise from 12 o'clock, 12 o'clock being behind the automated Capital.
- Combat (combat.py): a fresh Power card read at the side's combat rank, modifiers as usual, and 0/1/2 Leader
  cubes for a Beginning/Middle/End card (as many as it has).
- Decisions inside shared rules (picks.py): by the kind of choice and its options' roles.
Every decision and every card it reveals is logged.
"""

from __future__ import annotations

from . import combat, deck, picks, places, turn
from .deck import automated_seats, drawer, prepare
from .picks import automa_pick

__all__ = ["automa_pick", "automated_seats", "combat", "deck", "drawer", "picks", "places", "prepare", "turn"]
