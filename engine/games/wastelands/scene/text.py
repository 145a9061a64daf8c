"""Readable text for tooltips: seat titles, effect lists and strengths (the words of each effect kind are
declared once, in rules/effects.py)."""

from __future__ import annotations

from engine.core.state import AUTOMA

from ..rules.economy import seat_name
from ..rules.effects import describe_effects, strength_words
from ..schema import Strength
from ..state import WastelandsState


def seat_title(state: WastelandsState, seat: int, viewer: int) -> str:
    """Seat name with '(you)' or '(automa)'."""
    name = seat_name(state, seat)
    if seat == viewer:
        return name + " (you)"
    if state.seat_kinds[seat] == AUTOMA:
        return name + " (automa)"
    return name


def strength_text(spec: Strength) -> str:
    """A neutral's strength: 'a Power card read at medium rank +1', 'a d6 roll +1'."""
    return strength_words(spec.source, spec.rank, spec.plus)


def effects_text(effects: list[dict]) -> str:
    """A list of effects as one readable phrase."""
    return describe_effects(effects, "; ")
