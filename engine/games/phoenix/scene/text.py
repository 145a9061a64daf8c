"""Rewards as icons with numbers (the glossary of help.json names each icon), and the seats' styles.

Small spaces (regenerator spaces, population spaces, bonuses, tapes, tracks) show their reward as an icon and a
number; their tooltips and details carry the same reward in words (`EFFECTS.texts`)."""

from __future__ import annotations

from engine.core.scene import Scene

from ..state import PhoenixState

# effect kind -> the icon that stands for it (help.json's glossary has one entry per icon)
ICON = {"fuel": "fuel", "points": "star", "energy": "bolt", "develop": "gear", "population": "arrow",
        "insignia": "flag", "release": "person", "mission": "card"}
TYPE_ICON = {"scientific": "eye", "civic": "house", "military": "shield"}
TYPE_NAME = {"scientific": "Scientific", "civic": "Civic", "military": "Military"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
ICON_SIZE = 15
TEXT = 14
SMALL = 13


def simple(effects: list) -> list[tuple[str, int]] | None:
    """The reward as (icon, amount) pairs, or None when a part of it has no icon (then write it in words)."""
    out = []
    for effect in effects:
        kind, value = next(iter(effect.items()))
        if kind not in ICON or not isinstance(value, int) or isinstance(value, bool):
            return None
        out.append((ICON[kind], value))
    return out


def glyph_width(pairs: list[tuple[str, int]], size: float = SMALL) -> float:
    """How wide `glyphs` draws these pairs."""
    return sum(ICON_SIZE + 2 + len(str(n)) * size * 0.6 + 4 for _, n in pairs) - 4 if pairs else 0


def glyphs(scene: Scene, prefix: str, cx: float, cy: float, pairs: list[tuple[str, int]], style: str = "text", *,
           size: float = SMALL, z: int = 3, tip: str | None = None) -> None:
    """Draw icon + number pairs centred on (cx, cy)."""
    x = cx - glyph_width(pairs, size) / 2
    for k, (icon, n) in enumerate(pairs):
        scene.icon(f"{prefix}-g{k}", x + ICON_SIZE / 2, cy, icon, style, size=ICON_SIZE, z=z, tip=tip)
        x += ICON_SIZE + 2
        scene.text(f"{prefix}-n{k}", x, cy + size * 0.36, str(n), style, size=size, bold=True, z=z)
        x += len(str(n)) * size * 0.6 + 4


def seat_style(state: PhoenixState, seat: int) -> str:
    """A seat's palette style (Project Kraken's seat too: the page paints it in a colour no player wears)."""
    return f"seat{seat}"


def ring_style(state: PhoenixState, seat: int) -> str:
    return f"seat{seat}-ring"
