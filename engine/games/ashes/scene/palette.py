"""Styles of the ASHES table: terrain by sector, player colours, survivors, resources, materials, Phoenix rows.

Colours follow the Okabe-Ito set where they carry meaning, and every coloured thing also carries a letter or a
word or a shape (sector names, seat numbers, active survivors as discs and essential ones as hexagons, tier
names), so no information rests on colour alone.
"""

from __future__ import annotations

from typing import Any

from engine.core.scene import style

from ..rules.setup import COLORS

PALETTE: dict[str, dict[str, Any]] = {
    # terrain: radiation grows from sector I to IV (light to dark, green to maroon)
    "sector1": style("#55704b", "#26301f", "#f4f1e6", 2),
    "sector2": style("#7d7444", "#2f2b16", "#f4f1e6", 2),
    "sector3": style("#8c5a3a", "#34200f", "#f4f1e6", 2),
    "sector4": style("#6e3b52", "#2a1320", "#f4f1e6", 2),
    "shelter-start": style("#40586e", "#c8d6e3", "#f4f1e6", 2),
    "radiation": style("#2b2722", "#5c4d33", "#d8c690", 1),
    "blocked": style("#232323", "#555555", "#9a9a9a", 1),
    "redline": style(None, "#ff4b3a", None, 5),
    "cable": style(None, "#7fa6c9", None, 2),
    "edge": style(None, "#a89f86", None, 3),
    "edge-pink": style(None, "#e58bb7", None, 3),
    # site tiles and construction spaces (landmarks have the blue light)
    "site": style("#4a4f57", "#cfd3d8", "#f4f1e6", 2),
    "cspace": style("#e4dfcc", "#3a3a3a", "#1d1d1d", 2),
    "cspace-landmark": style("#bfe6f7", "#1c6ea4", "#0d2a3d", 3),
    "p-other": style("#b0b0b0", "#333333", "#1a1a1a", 2),
    # survivors: active are yellow (rulebook), essential blue; tokens also read A / E
    "surv-active": style("#f5c518", "#4a3b00", "#1a1a1a", 2),
    "surv-essential": style("#4aa3df", "#0c2d44", "#ffffff", 2),
    "surv-slot": style("#3a3f37", "#777d6e", "#a9ad9c", 1),
    # resources
    "res-fuel": style("#E69F00", "#3d2a00", "#1a1a1a", 1),
    "res-data": style("#56B4E9", "#0c2d44", "#1a1a1a", 1),
    "res-antirad": style("#7ccf6f", "#1d3d18", "#1a1a1a", 1),
    "res-strength": style("#D55E00", "#3a1800", "#ffffff", 1),
    "res-happiness": style("#f3d36b", "#4a3b00", "#1a1a1a", 1),
    "res-vp": style("#efe6cf", "#5b4a2f", "#2a2418", 1),
    # icons on the dark table are drawn in their style's text colour
    "icon-fuel": style(None, None, "#E69F00"),
    "icon-data": style(None, None, "#56B4E9"),
    "icon-antirad": style(None, None, "#7ccf6f"),
    "icon-strength": style(None, None, "#ef7b3a"),
    "icon-happiness": style(None, None, "#f3d36b"),
    "icon-vp": style(None, None, "#f2e3b3"),
    # materials by level
    "mat1": style("#77786a", "#d6d6c4", "#ffffff", 2),
    "mat2": style("#4f6f88", "#cfe0ee", "#ffffff", 2),
    "mat3": style("#8a6a34", "#f0d9a8", "#ffffff", 2),
    # Phoenix Project rows and knowledge tiers (rows are also named; tiers read B / S / G)
    "row-dark_blue": style("#1f4e8c", "#c9d8ee", "#ffffff", 2),
    "row-light_blue": style("#5fb3e0", "#0c2d44", "#0c1c28", 2),
    "row-pink": style("#e58bb7", "#3d1027", "#1f0a14", 2),
    "tier-bronze": style("#8a5a33", "#2a1a0d", "#ffffff", 1),
    "tier-silver": style("#a6abb2", "#33363a", "#111111", 1),
    "tier-gold": style("#d2ad33", "#3a2f0a", "#111111", 1),
    "px-space": style("#d9d2bd", "#4d4431", "#1d1d1d", 2),
    # cards: the coloured band names the kind of card
    "card-mission": style("#efe6cf", "#8c2f1f", "#2a2418", 2),
    "card-shelter": style("#e3ead9", "#2f6b57", "#1d2a22", 2),
    "card-tech": style("#e2e6ec", "#3e5570", "#1b2430", 2),
    "card-character": style("#f0e2c8", "#6a4c8c", "#2a2418", 2),
    "card-rival": style("#f2d9d2", "#7a1f2b", "#2a1418", 2),
    "ink": style(None, None, "#1d1d1d"),
    "ink-muted": style(None, None, "#5a5346"),
    # colony board parts
    "zone": style("#565e4e", "#b7bca6", "#f4f1e6", 2),
    "zone-used": style("#2c2f29", "#6b705f", "#a9ad9c", 2),
    "slot": style("#33382f", "#7c8270", "#a9ad9c", 1),
    "track": style("#3d4238", "#9aa08a", "#f4f1e6", 1),
    "track-on": style("#f3d36b", "#4a3b00", "#1a1a1a", 1),
    "happy-cell": style("#3d4238", "#6b705f", "#d8dccb", 1),
    "upgrade": style("#c9b27c", "#4a3b1a", "#1d1608", 2),
    "upgrade-gone": style("#2c2f29", "#6b705f", "#c9c4b0", 1),
    "pod": style("#f4f0e6", "#2f6b57", "#1d2a22", 2),
    "pod-income": style("#fbf3c9", "#b08a1a", "#1d2a22", 3),
    "column-blue": style("#2f5f9e", "#cfe0ee", "#ffffff", 2),
    "column-yellow": style("#c9a227", "#3a2f0a", "#1a1a1a", 2),
    "column-red": style("#a8402f", "#f0c8bf", "#ffffff", 2),
    "column-extra": style("#6a4c8c", "#e0d3ee", "#ffffff", 2),
    "current": style("#3b4a2f", "#ffd27a", "#f2efe6", 3),
    "turn-space": style("#4d5346", "#a3a890", "#f2efe6", 2),
    "turn-blocked": style("#232323", "#555555", "#9a9a9a", 1),
    "disc": style("#f4f1e6", "#1a1a1a", "#1a1a1a", 2),
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
