"""Readable text for tooltips: content lookups, effect lists, strengths and seat names."""

from __future__ import annotations

import functools

from engine.core.names import seat_ref
from engine.core.state import AUTOMA, PLAYER

from ..schema import content
from ..state import WastelandsState


@functools.cache
def tiles() -> dict:
    """Tiles by id."""
    return {t.id: t for t in content().tiles.tiles}


@functools.cache
def events() -> dict:
    """Exploration events by id."""
    return {e.id: e for e in content().events.events}


@functools.cache
def neutral_units() -> dict:
    """Neutral unit pieces by id."""
    return {n.id: n for n in content().neutral_units.neutral_units}


@functools.cache
def achievements() -> dict:
    """Achievement cards by id."""
    return {a.id: a for a in content().achievements.achievements}


@functools.cache
def power_cards() -> dict:
    """Power cards by id."""
    return {c.id: c for c in content().power_cards.power_cards}


@functools.cache
def leaders() -> dict:
    """Leaders by id."""
    return {l.id: l for l in content().leaders.leaders}


@functools.cache
def items() -> dict:
    """Player board items by id."""
    return {i.id: i for i in content().player_board.items}


@functools.cache
def actions() -> dict:
    """Action tracker actions by id."""
    return {a.id: a for a in content().action_tracker.actions}


@functools.cache
def solo_cards() -> dict:
    """Automated action cards by id."""
    return {c.id: c for c in content().solo.cards}


def seat_name(state: WastelandsState, seat: int) -> str:
    """How the table names a seat (matches the log). A player seat by reference (the api puts the chosen name there)."""
    if state.seat_kinds[seat] == PLAYER:
        return seat_ref(seat)
    return f"Player {seat + 1}"


def seat_title(state: WastelandsState, seat: int, viewer: int) -> str:
    """Seat name with '(you)' or '(automa)'."""
    name = seat_name(state, seat)
    if seat == viewer:
        return name + " (you)"
    if state.seat_kinds[seat] == AUTOMA:
        return name + " (automa)"
    return name


def strength_text(spec) -> str:
    """A neutral's or strike's strength: 'power card at medium rank +1', 'd6 +1'."""
    plus = f" {spec.plus:+d}" if spec.plus else ""
    if spec.source == "power_card":
        return f"a Power card read at {spec.rank} rank{plus}"
    if spec.source == "d6":
        return f"a d6 roll{plus}"
    return f"{spec.plus}"


def cost_text(cost: dict[str, int]) -> str:
    """'2 metal + 1 water', or 'free'."""
    return " + ".join(f"{n} {what}" for what, n in cost.items()) or "free"


def effects_text(effects) -> str:
    """A list of effects as one readable phrase."""
    parts = []
    for effect in effects:
        data = effect if isinstance(effect, dict) else effect.model_dump(exclude_none=True)
        for key, value in data.items():
            parts.append(_effect(key, value))
    return "; ".join(p for p in parts if p) or "nothing"


def _effect(key: str, value) -> str:
    if key in ("gain", "pay", "lose"):
        words = {"gain": "gain", "pay": "pay", "lose": "lose"}[key]
        return f"{words} " + " + ".join(f"{n} {what.replace('_', ' ')}" for what, n in value.items())
    if key == "people_support":
        return f"{value:+d} People Support"
    if key == "opponent_people_support":
        return f"{value:+d} People Support to another player"
    if key == "military_prestige":
        return f"+{value} Military Prestige"
    if key == "leader_cubes":
        return f"+{value} Leader cube{'s' * (value != 1)}"
    if key == "draw_power":
        return f"draw {value} Power card{'s' * (value != 1)}"
    if key == "roll":
        return f"roll the {value} die"
    if key == "action_points":
        return f"+{value} Action Point{'s' * (value != 1)} this turn"
    if key == "choose":
        return "choose: " + " or ".join(effects_text(option) for option in value)
    return key.replace("_", " ")
