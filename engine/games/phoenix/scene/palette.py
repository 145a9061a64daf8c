"""Styles of the Phoenix New Horizon table.

Every seat's pieces use the seat styles `seat{n}` and `seat{n}-ring`, Project Kraken's seat included (the api
repaints them in the colours players chose, and gives Project Kraken a colour no player wears). Regenerator
levels, regions and building types also carry a word or an icon, so nothing rests on colour alone.
"""

from __future__ import annotations

from typing import Any

from engine.core.scene import style

PALETTE: dict[str, dict[str, Any]] = {
    "kraken-card": style("#1b1b1b", "#8a8f7a", "#f2efe6", 2),
    "group": style("#262b26", "#4f5a4c", "#f2efe6", 1),
    "heading": style(None, None, "#ffd27a"),
    "region-new_hope": style("#3d3356", "#9c8cc8", "#f3efff", 2),
    "region-concord": style("#55302f", "#d08a86", "#fff0ee", 2),
    "region-dawn": style("#5a5124", "#d8c26a", "#fffbe6", 2),
    "closed": style("#151515", "#e8c400", "#e8c400", 3),
    "bronze": style("#9c6b3c", "#3b2410", "#ffffff", 2),
    "silver": style("#a8adb3", "#33363a", "#111111", 2),
    "gold": style("#d4a82a", "#4a3a08", "#111111", 2),
    "white-regen": style("#f4f4f0", "#6a6a66", "#1a1a1a", 2),
    "empty-regen": style("#3a3f37", "#a3a890", "#d8dccb", 2),
    "bspace": style("#e9e4d2", "#4d4838", "#1d1d1d", 2),
    "tape-yellow": style("#f2cf3a", "#5c4a00", "#1a1a1a", 1),
    "tape-grey": style("#8d8d8d", "#333333", "#111111", 1),
    "pop-space": style("#4a5446", "#b9c2a8", "#f2efe6", 2),
    "pop-red": style("#7d3a34", "#f0a59c", "#ffffff", 2),
    "pop-blue": style("#2f587d", "#9cc8f0", "#ffffff", 2),
    "bonus-red": style("#d9574a", "#3a0f0a", "#ffffff", 2),
    "bonus-blue": style("#4a8fd9", "#0a243a", "#ffffff", 2),
    "orange-line": style(None, "#ff9a1f", None, 3),
    "black-area": style("#0d0d0d", "#ff9a1f", "#ffbf6b", 2),
    "intercom": style("#1f3b45", "#7fc4d8", "#e9f8fc", 2),
    "track": style("#3a3f37", "#8a8f7a", "#f2efe6", 1),
    "track-on": style("#5d6846", "#d2dcb4", "#ffffff", 2),
    "rest": style("#2f3d4a", "#9fb7cc", "#eef5fb", 2),
    "tile": style("#d9d2bd", "#4d4431", "#1d1d1d", 2),
    "tile-closed": style("#3a3a3a", "#e8c400", "#e8c400", 2),
    "central": style("#cfe3c8", "#2f4d28", "#13210f", 2),
    "cable": style(None, "#c9c3b0", None, 2),
    "cable-quick": style("#b3261e", "#ffd0cc", "#ffffff", 1),
    "cable-cost": style("#e9e4d2", "#333333", "#111111", 1),
    "link": style(None, "#3b8fe0", None, 3),
    "link-cost": style("#3b8fe0", "#0a243a", "#ffffff", 1),
    "console": style("#2b2f2a", "#5d6356", "#f2efe6", 2),
    "energy-A": style("#35402f", None, "#cfd8c0", 0),
    "energy-B": style("#3b4a35", None, "#cfd8c0", 0),
    "energy-C": style("#41553b", None, "#cfd8c0", 0),
    "energy-D": style("#486041", None, "#cfd8c0", 0),
    "used": style("#2b2b2b", "#555555", "#8a8a8a", 1),
    "mission": style("#efe6cf", "#8c2f1f", "#2a2418", 2),
    "tech": style("#e3ecf2", "#1f4e6e", "#10222e", 2),
    "blueprint": style("#dce8f5", "#1d4f8c", "#0d2038", 2),
    "program": style("#f0e8d8", "#6a5a30", "#2a2418", 2),
    "good": style(None, None, "#9fe39a"),
}
