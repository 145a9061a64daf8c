"""Claiming Achievements at the end of a turn: easy halves for the 1st-3rd claims, hard halves after (or
always, in the hard-achievements variant); the 5th-7th need positive People Support; not on a first turn."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, done

from ..catalog import catalog
from ..state import WastelandsState
from ..targets import achievement_target
from . import conditions
from .economy import seat_name
from .flow import FLOW


def next_slot(state: WastelandsState, seat: int):
    """The pool slot of the leftmost token left (its border says easy or hard; 5-7 need positive support)."""
    pool = catalog().content.player_board.influence_pool
    return pool[min(len(pool) - state.players[seat].influence_pool, len(pool) - 1)]


def hard_needed(state: WastelandsState, seat: int) -> bool:
    """Whether the seat's next claim needs the hard half."""
    if state.options.get("long", "off") in ("hard_achievements", "both"):
        return True
    return next_slot(state, seat).difficulty == "hard"


def why_not_claim(state: WastelandsState, seat: int, card: str) -> str | None:
    """Why the seat cannot claim a face-up achievement now (None when it can)."""
    player = state.players[seat]
    if player.influence_pool <= 0:
        return "no Influence token left"
    if seat in state.achievement_tokens.get(card, []):
        return "you already claimed it"
    slot = next_slot(state, seat)
    if slot.needs_positive_support and player.people_support <= 0:
        return f"claim {slot.index} needs positive People Support"
    spec = catalog().achievements[card]
    hard = hard_needed(state, seat)
    if not conditions.all_met(state, seat, spec.hard if hard else spec.easy):
        return f"not accomplished ({'hard' if hard else 'easy'}: {spec.hard_text if hard else spec.easy_text})"
    return None


@FLOW.ask("claim", rule="achievements")
def ask_claim(state: WastelandsState, seat: int) -> Choice | None:
    """Offer the achievements the seat may claim now, one at a time, then Done."""
    player = state.players[seat]
    if player.turns_taken <= 1 or player.influence_pool <= 0:
        return None
    options = []
    for card in state.achievement_row:
        name = catalog().achievements[card].name
        why = why_not_claim(state, seat, card)
        if why is None:
            options.append(Option(f"Claim {name}", card, target=achievement_target(card)))
        else:
            options.append(disabled(f"Claim {name}", why, card, target=achievement_target(card)))
    if not any(o.enabled for o in options):
        return None
    options.append(done())
    return Choice(seat, "Claim achievements?", options, kind="claim")


@FLOW.answer("claim")
def answer_claim(state: WastelandsState, card: str | None, seat: int) -> None:
    """Place the leftmost pool token on the achievement, then offer the next claim (the same decision)."""
    if card is None:
        return
    player = state.players[seat]
    player.influence_pool -= 1
    player.claims += 1
    state.achievement_tokens[card].append(seat)
    if player.claims == 5:
        state.fifth_claims.append(seat)
    state.say(f"{seat_name(state, seat)} claims {catalog().achievements[card].name} (claim {player.claims}).")
    state.push("claim_again", seat=seat)


FLOW.ask("claim_again", inside=True, rule="achievements")(ask_claim)
FLOW.answer("claim_again")(answer_claim)
