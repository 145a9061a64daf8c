"""Styles of the Ashes & Amber table. Seats use the core's `seat{n}` styles; card kinds carry their names too,
so nothing rests on colour alone."""

from __future__ import annotations

from typing import Any

from engine.core.scene import style

PALETTE: dict[str, dict[str, Any]] = {
    "chronicle": style("#efe6cf", "#5a4a2a", "#2a2418", 2),
    "action": style("#e3ecf2", "#1f4e6e", "#10222e", 2),
    "wonder": style("#f5e3a8", "#8a6a10", "#2a2008", 2),
    "shield": style("#d9dde3", "#3d4652", "#141a22", 2),
    "ambition": style("#f1d7ef", "#7a2f74", "#2a1028", 2),
    "amber": style("#f0b04a", "#6a3a00", "#1f1200", 3),
    "fire": style("#f08a5a", "#7a2a00", "#1f0a00", 2),
    "ash": style("#a6a6a6", "#333333", "#111111", 1),
    "remnant": style("#e8c99a", "#6a3a00", "#1f1200", 2),
    "land": style("#cfe0c0", "#3f5a2a", "#14200c", 2),
    "tribe": style("#f3d9c4", "#8a3b12", "#2a1206", 2),
    "death": style("#2b2b2b", "#d55e00", "#f2e6e6", 2),
    "utopia": style("#cfe8c8", "#2f6a28", "#10220c", 2),
    "exhausted": style("#b9b4a6", "#555044", "#222018", 1),
    "catastrophe": style("#4a1f1f", "#e07070", "#fff0f0", 2),
    "moment": style("#1f3b45", "#7fc4d8", "#e9f8fc", 2),
    "project": style("#e8e0f5", "#4a3a7a", "#1a1030", 2),
    "slot": style("#3a4a3a", "#a8d8a0", "#e8f8e0", 2),
    "marked": style(None, "#ff4d4d", None, 3),
    "safe": style(None, "#56B4E9", None, 3),
    "heading": style(None, None, "#ffd27a"),
}

KIND_STYLE = {"chronicle": "chronicle", "wonder": "wonder", "resilience": "shield", "ambition": "ambition",
              "civilization": "ambition", "fire": "fire", "amber": "amber", "ash": "ash",
              "remnant": "remnant", "land": "land",
              "tribe": "tribe"}
