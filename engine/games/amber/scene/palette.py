"""Styles of the Ashes & Amber table. Seats use the core's `seat{n}` styles; card kinds carry their names too,
so nothing rests on colour alone."""

from __future__ import annotations

from typing import Any


def _s(fill: str | None, stroke: str | None, text: str | None, width: float = 1) -> dict[str, Any]:
    return {"fill": fill, "stroke": stroke, "text": text, "width": width}


PALETTE: dict[str, dict[str, Any]] = {
    "chronicle": _s("#efe6cf", "#5a4a2a", "#2a2418", 2),
    "action": _s("#e3ecf2", "#1f4e6e", "#10222e", 2),
    "wonder": _s("#f5e3a8", "#8a6a10", "#2a2008", 2),
    "shield": _s("#d9dde3", "#3d4652", "#141a22", 2),
    "ambition": _s("#f1d7ef", "#7a2f74", "#2a1028", 2),
    "amber": _s("#f0b04a", "#6a3a00", "#1f1200", 3),
    "fire": _s("#f08a5a", "#7a2a00", "#1f0a00", 2),
    "ash": _s("#a6a6a6", "#333333", "#111111", 1),
    "remnant": _s("#e8c99a", "#6a3a00", "#1f1200", 2),
    "land": _s("#cfe0c0", "#3f5a2a", "#14200c", 2),
    "tribe": _s("#f3d9c4", "#8a3b12", "#2a1206", 2),
    "death": _s("#2b2b2b", "#d55e00", "#f2e6e6", 2),
    "utopia": _s("#cfe8c8", "#2f6a28", "#10220c", 2),
    "exhausted": _s("#b9b4a6", "#555044", "#222018", 1),
    "catastrophe": _s("#4a1f1f", "#e07070", "#fff0f0", 2),
    "moment": _s("#1f3b45", "#7fc4d8", "#e9f8fc", 2),
    "project": _s("#e8e0f5", "#4a3a7a", "#1a1030", 2),
    "slot": _s("#3a4a3a", "#a8d8a0", "#e8f8e0", 2),
    "marked": _s(None, "#ff4d4d", None, 3),
    "safe": _s(None, "#56B4E9", None, 3),
    "heading": _s(None, None, "#ffd27a"),
}

KIND_STYLE = {"chronicle": "chronicle", "wonder": "wonder", "resilience": "shield", "ambition": "ambition",
              "civilization": "ambition", "fire": "fire", "amber": "amber", "ash": "ash",
              "remnant": "remnant", "land": "land",
              "tribe": "tribe"}
