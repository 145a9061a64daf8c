"""Styles of the ASHES table: terrain by sector, player colours, survivors, resources, materials, Phoenix rows.

Colours follow the Okabe-Ito set where they carry meaning, and every coloured thing also carries a letter or a
word or a shape (sector names, seat numbers, active survivors as discs and essential ones as hexagons, tier
names), so no information rests on colour alone.
"""

from __future__ import annotations

from typing import Any

from ..rules.setup import COLORS


def _s(fill: str | None, stroke: str | None, text: str | None, width: float = 1) -> dict[str, Any]:
    return {"fill": fill, "stroke": stroke, "text": text, "width": width}


PALETTE: dict[str, dict[str, Any]] = {
    # terrain: radiation grows from sector I to IV (light to dark, green to maroon)
    "sector1": _s("#55704b", "#26301f", "#f4f1e6", 2),
    "sector2": _s("#7d7444", "#2f2b16", "#f4f1e6", 2),
    "sector3": _s("#8c5a3a", "#34200f", "#f4f1e6", 2),
    "sector4": _s("#6e3b52", "#2a1320", "#f4f1e6", 2),
    "shelter-start": _s("#40586e", "#c8d6e3", "#f4f1e6", 2),
    "radiation": _s("#2b2722", "#5c4d33", "#d8c690", 1),
    "blocked": _s("#232323", "#555555", "#9a9a9a", 1),
    "redline": _s(None, "#ff4b3a", None, 5),
    "cable": _s(None, "#7fa6c9", None, 2),
    "edge": _s(None, "#a89f86", None, 3),
    "edge-pink": _s(None, "#e58bb7", None, 3),
    # site tiles and construction spaces (landmarks have the blue light)
    "site": _s("#4a4f57", "#cfd3d8", "#f4f1e6", 2),
    "cspace": _s("#e4dfcc", "#3a3a3a", "#1d1d1d", 2),
    "cspace-landmark": _s("#bfe6f7", "#1c6ea4", "#0d2a3d", 3),
    "p-other": _s("#b0b0b0", "#333333", "#1a1a1a", 2),
    # survivors: active are yellow (rulebook), essential blue; tokens also read A / E
    "surv-active": _s("#f5c518", "#4a3b00", "#1a1a1a", 2),
    "surv-essential": _s("#4aa3df", "#0c2d44", "#ffffff", 2),
    "surv-slot": _s("#3a3f37", "#777d6e", "#a9ad9c", 1),
    # resources
    "res-fuel": _s("#E69F00", "#3d2a00", "#1a1a1a", 1),
    "res-data": _s("#56B4E9", "#0c2d44", "#1a1a1a", 1),
    "res-antirad": _s("#7ccf6f", "#1d3d18", "#1a1a1a", 1),
    "res-strength": _s("#D55E00", "#3a1800", "#ffffff", 1),
    "res-happiness": _s("#f3d36b", "#4a3b00", "#1a1a1a", 1),
    "res-vp": _s("#efe6cf", "#5b4a2f", "#2a2418", 1),
    # icons on the dark table are drawn in their style's text colour
    "icon-fuel": _s(None, None, "#E69F00"),
    "icon-data": _s(None, None, "#56B4E9"),
    "icon-antirad": _s(None, None, "#7ccf6f"),
    "icon-strength": _s(None, None, "#ef7b3a"),
    "icon-happiness": _s(None, None, "#f3d36b"),
    "icon-vp": _s(None, None, "#f2e3b3"),
    # materials by level
    "mat1": _s("#77786a", "#d6d6c4", "#ffffff", 2),
    "mat2": _s("#4f6f88", "#cfe0ee", "#ffffff", 2),
    "mat3": _s("#8a6a34", "#f0d9a8", "#ffffff", 2),
    # Phoenix Project rows and knowledge tiers (rows are also named; tiers read B / S / G)
    "row-dark_blue": _s("#1f4e8c", "#c9d8ee", "#ffffff", 2),
    "row-light_blue": _s("#5fb3e0", "#0c2d44", "#0c1c28", 2),
    "row-pink": _s("#e58bb7", "#3d1027", "#1f0a14", 2),
    "tier-bronze": _s("#8a5a33", "#2a1a0d", "#ffffff", 1),
    "tier-silver": _s("#a6abb2", "#33363a", "#111111", 1),
    "tier-gold": _s("#d2ad33", "#3a2f0a", "#111111", 1),
    "px-space": _s("#d9d2bd", "#4d4431", "#1d1d1d", 2),
    # cards: the coloured band names the kind of card
    "card-mission": _s("#efe6cf", "#8c2f1f", "#2a2418", 2),
    "card-shelter": _s("#e3ead9", "#2f6b57", "#1d2a22", 2),
    "card-tech": _s("#e2e6ec", "#3e5570", "#1b2430", 2),
    "card-character": _s("#f0e2c8", "#6a4c8c", "#2a2418", 2),
    "card-rival": _s("#f2d9d2", "#7a1f2b", "#2a1418", 2),
    "ink": _s(None, None, "#1d1d1d"),
    "ink-muted": _s(None, None, "#5a5346"),
    # colony board parts
    "zone": _s("#565e4e", "#b7bca6", "#f4f1e6", 2),
    "zone-used": _s("#2c2f29", "#6b705f", "#a9ad9c", 2),
    "slot": _s("#33382f", "#7c8270", "#a9ad9c", 1),
    "track": _s("#3d4238", "#9aa08a", "#f4f1e6", 1),
    "track-on": _s("#f3d36b", "#4a3b00", "#1a1a1a", 1),
    "happy-cell": _s("#3d4238", "#6b705f", "#d8dccb", 1),
    "upgrade": _s("#c9b27c", "#4a3b1a", "#1d1608", 2),
    "upgrade-gone": _s("#2c2f29", "#6b705f", "#c9c4b0", 1),
    "pod": _s("#f4f0e6", "#2f6b57", "#1d2a22", 2),
    "pod-income": _s("#fbf3c9", "#b08a1a", "#1d2a22", 3),
    "column-blue": _s("#2f5f9e", "#cfe0ee", "#ffffff", 2),
    "column-yellow": _s("#c9a227", "#3a2f0a", "#1a1a1a", 2),
    "column-red": _s("#a8402f", "#f0c8bf", "#ffffff", 2),
    "column-extra": _s("#6a4c8c", "#e0d3ee", "#ffffff", 2),
    "current": _s("#3b4a2f", "#ffd27a", "#f2efe6", 3),
    "turn-space": _s("#4d5346", "#a3a890", "#f2efe6", 2),
    "turn-blocked": _s("#232323", "#555555", "#9a9a9a", 1),
    "disc": _s("#f4f1e6", "#1a1a1a", "#1a1a1a", 2),
}

# Colonies get the rulebook's colour names by seat (rules/setup.py COLORS); their pieces use the core seat
# styles, which the api repaints in the colours the players chose. Initials stay on every piece.
PLAYER_STYLE = {color: f"seat{seat}" for seat, color in enumerate(COLORS)}


def player_style(color: str) -> str:
    """Palette style of a player colour."""
    return PLAYER_STYLE.get(color, "p-other")


def mark(state, seat: int) -> str:
    """What a seat's pieces carry: the seat's number for a colony ("1"), "R" for the Rival."""
    return "R" if seat >= len(state.players) else str(seat + 1)


def seat_style(state, seat: int) -> str:
    """Palette style of a seat's pieces (a colony or the Rival)."""
    if seat >= len(state.players):
        return player_style(state.rival.color if state.rival is not None else "")
    return player_style(state.players[seat].color)
