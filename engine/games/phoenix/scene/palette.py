"""Styles of the Phoenix New Horizon table.

Every seat's pieces use the seat styles `seat{n}` and `seat{n}-ring`, Project Kraken's seat included (the api
repaints them in the colours players chose, and gives Project Kraken a colour no player wears). Regenerator
levels, regions and building types also carry a word or an icon, so nothing rests on colour alone.
"""

from __future__ import annotations

from typing import Any


def _s(fill: str | None, stroke: str | None, text: str | None, width: float = 1) -> dict[str, Any]:
    return {"fill": fill, "stroke": stroke, "text": text, "width": width}


PALETTE: dict[str, dict[str, Any]] = {
    "kraken-card": _s("#1b1b1b", "#8a8f7a", "#f2efe6", 2),
    "group": _s("#262b26", "#4f5a4c", "#f2efe6", 1),
    "heading": _s(None, None, "#ffd27a"),
    "region-new_hope": _s("#3d3356", "#9c8cc8", "#f3efff", 2),
    "region-concord": _s("#55302f", "#d08a86", "#fff0ee", 2),
    "region-dawn": _s("#5a5124", "#d8c26a", "#fffbe6", 2),
    "closed": _s("#151515", "#e8c400", "#e8c400", 3),
    "bronze": _s("#9c6b3c", "#3b2410", "#ffffff", 2),
    "silver": _s("#a8adb3", "#33363a", "#111111", 2),
    "gold": _s("#d4a82a", "#4a3a08", "#111111", 2),
    "white-regen": _s("#f4f4f0", "#6a6a66", "#1a1a1a", 2),
    "empty-regen": _s("#3a3f37", "#a3a890", "#d8dccb", 2),
    "bspace": _s("#e9e4d2", "#4d4838", "#1d1d1d", 2),
    "tape-yellow": _s("#f2cf3a", "#5c4a00", "#1a1a1a", 1),
    "tape-grey": _s("#8d8d8d", "#333333", "#111111", 1),
    "pop-space": _s("#4a5446", "#b9c2a8", "#f2efe6", 2),
    "pop-red": _s("#7d3a34", "#f0a59c", "#ffffff", 2),
    "pop-blue": _s("#2f587d", "#9cc8f0", "#ffffff", 2),
    "bonus-red": _s("#d9574a", "#3a0f0a", "#ffffff", 2),
    "bonus-blue": _s("#4a8fd9", "#0a243a", "#ffffff", 2),
    "orange-line": _s(None, "#ff9a1f", None, 3),
    "black-area": _s("#0d0d0d", "#ff9a1f", "#ffbf6b", 2),
    "intercom": _s("#1f3b45", "#7fc4d8", "#e9f8fc", 2),
    "track": _s("#3a3f37", "#8a8f7a", "#f2efe6", 1),
    "track-on": _s("#5d6846", "#d2dcb4", "#ffffff", 2),
    "rest": _s("#2f3d4a", "#9fb7cc", "#eef5fb", 2),
    "tile": _s("#d9d2bd", "#4d4431", "#1d1d1d", 2),
    "tile-closed": _s("#3a3a3a", "#e8c400", "#e8c400", 2),
    "central": _s("#cfe3c8", "#2f4d28", "#13210f", 2),
    "cable": _s(None, "#c9c3b0", None, 2),
    "cable-quick": _s("#b3261e", "#ffd0cc", "#ffffff", 1),
    "cable-cost": _s("#e9e4d2", "#333333", "#111111", 1),
    "link": _s(None, "#3b8fe0", None, 3),
    "link-cost": _s("#3b8fe0", "#0a243a", "#ffffff", 1),
    "console": _s("#2b2f2a", "#5d6356", "#f2efe6", 2),
    "energy-A": _s("#35402f", None, "#cfd8c0", 0),
    "energy-B": _s("#3b4a35", None, "#cfd8c0", 0),
    "energy-C": _s("#41553b", None, "#cfd8c0", 0),
    "energy-D": _s("#486041", None, "#cfd8c0", 0),
    "used": _s("#2b2b2b", "#555555", "#8a8a8a", 1),
    "mission": _s("#efe6cf", "#8c2f1f", "#2a2418", 2),
    "tech": _s("#e3ecf2", "#1f4e6e", "#10222e", 2),
    "blueprint": _s("#dce8f5", "#1d4f8c", "#0d2038", 2),
    "program": _s("#f0e8d8", "#6a5a30", "#2a2418", 2),
    "good": _s(None, None, "#9fe39a"),
}
