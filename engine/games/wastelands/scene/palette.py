"""Game-specific palette styles and icons for Rise of the Wastelands' table.

Colours come from the Okabe-Ito set where they carry meaning, and every coloured thing also shows an icon or a
word, so nothing relies on colour alone (the icons are explained in help.json's glossary).
"""

from __future__ import annotations

from typing import Any

from ..state import RESOURCES

# terrain: (style fill, stroke, text colour, the word drawn on the space, rule summary for the tooltip)
TERRAIN: dict[str, tuple[str, str, str, str, str]] = {
    "plain": ("#cdbf94", "#5b5237", "#2a2418", "", "Plain: no special rule."),
    "ruined_city": ("#8fa3b8", "#2f3e4e", "#101820", "Ruins", "Ruined city: a Scout may build an Outpost here."),
    "mountain": ("#6e5a48", "#2e231a", "#f5ecdf", "Mountain",
                 "Mountain: units can neither cross it nor stop on it (All-terrain Speed may cross)."),
    "desert": ("#ecc94b", "#7a6218", "#2a2008", "Desert",
               "Desert: a unit that enters stops moving for the turn; -1 combat strength here."),
    "toxic_lake": ("#3e8e84", "#163b36", "#eafffb", "Lake", "Toxic lake: units may cross it but never stop on it."),
}

# map icons: (icon drawn on the space, the rule for the tooltip)
ICON_TEXT = {
    "radioactivity": ("skull", "Radioactivity: a unit starting your turn here is lost on a die roll of 1 to 3."),
    "encounter": ("shield", "Encounter space: a neutral unit from an Exploration Event appears here."),
    "crystal": ("coin", "Crystal Crater: a Scout anywhere on this tile may Explore for 1 Crystal."),
    "isolated_city": (None, "Isolated City: a strong neutral city (superior rank, +1)."),
    "lost_explorers": (None, "Lost Explorers: reach this centre and leave the tile to rescue your explorer."),
    "capital": (None, "Capital space."),
}

# resources: (style fill, stroke, text colour, icon)
RESOURCE_STYLE = {
    "water": ("#56B4E9", "#0b3a55", "#08233a", "drop"),
    "ammunition": ("#D55E00", "#4a1f00", "#ffffff", "crate"),
    "energy": ("#F0E442", "#6b6400", "#2a2600", "bolt"),
    "metal": ("#a7a7a7", "#3a3a3a", "#111111", "gear"),
    "crystal": ("#CC79A7", "#4d1f3a", "#1a0612", "coin"),
}
RESOURCE_ICON = {what: spec[3] for what, spec in RESOURCE_STYLE.items()}


def _style(fill: str | None, stroke: str | None, text: str | None, width: float = 1) -> dict[str, Any]:
    return {"fill": fill, "stroke": stroke, "text": text, "width": width}


def palette() -> dict[str, dict[str, Any]]:
    """Styles added to the default palette."""
    styles: dict[str, dict[str, Any]] = {}
    for terrain, (fill, stroke, text, _, _) in TERRAIN.items():
        styles[f"t-{terrain}"] = _style(fill, stroke, text, 1.5)
        styles[f"tt-{terrain}"] = _style(None, None, text)
    for what, (fill, stroke, text, _) in RESOURCE_STYLE.items():
        styles[f"res-{what}"] = _style(fill, stroke, text, 2)
    styles.update({
        "facedown": _style("#4a4236", "#2a241c", "#e6d8b8", 2),
        "facedown-hex": _style("#544b3d", "#3a3228", "#e6d8b8", 1),
        "tile-edge": _style(None, "#1b1712", None, 3),
        "facedown-edge": _style(None, "#a8956c", None, 2.5),
        "rotating": _style(None, "#ffd27a", None, 4),
        "handle": _style("#ffd27a", "#3a2a00", "#1a1200", 2),
        "mark": _style("#ffffff", "#000000", "#000000", 2),
        "cloud": _style("#c9c9d6", "#4a4a5a", "#1a1a26", 2),
        "neutral": _style("#2b2b2b", "#ff6b57", "#ffd0c8", 3),
        "capital-house": _style("#f2efe6", "#111111", "#111111", 2),
        "ach": _style("#e9dfc4", "#3d5a6b", "#1c2226", 2),
        "power": _style("#f4e6d4", "#7a2e2e", "#2a1414", 2),
        "power-play": _style("#e7f0dc", "#2f5d2a", "#142612", 2),
        "item": _style("#3a4036", "#8a917c", "#f2efe6", 1.5),
        "item-owned": _style("#2f5d3a", "#9fe0a8", "#f2fff2", 2),
        "item-locked": _style("#2c2c2a", "#55554f", "#9a9a90", 1),
        "action": _style("#343b44", "#8fa3b8", "#f2efe6", 1.5),
        "action-off": _style("#2a2d31", "#50565e", "#9aa0a8", 1),
        "socket": _style("#1d2126", "#8fa3b8", None, 1.5),
        "socket-used": _style("#ffd27a", "#3a2a00", None, 1.5),
        "socket-locked": _style("#55545a", "#2a2a2a", None, 1),
        "cell": _style("#2b2f2a", "#6b7263", "#cfd3c4", 1),
        "cell-on": _style("#ffd27a", "#3a2a00", "#1a1200", 2),
        "slot-easy": _style("#2b2f2a", "#8fd19e", "#8fd19e", 2),
        "slot-hard": _style("#2b2f2a", "#ff9f8a", "#ff9f8a", 2),
        "slot-empty": _style("#23261f", "#5d6356", "#a9ad9c", 1),
        "me-panel": _style("#2b2f2a", "#ffd27a", "#f2efe6", 2),
        "turn-panel": _style("#2e3530", "#9fe0a8", "#f2efe6", 3),
        "combat-ring": _style(None, "#ff4d3a", None, 4),
        "combat-panel": _style("#3a2320", "#ff9f8a", "#f2efe6", 2),
        "dice": _style("#f2efe6", "#111111", "#111111", 2),
        "small": _style(None, None, "#cfd3c4"),
        "warn": _style(None, None, "#ff9f8a"),
        "good": _style(None, None, "#9fe0a8"),
        "dark": _style(None, None, "#1a1a1a"),
        "tile-name": _style("#1f2421", None, "#ffe7a3", 0),
        "neutral-ring": _style(None, "#ff6b57", "#ff6b57", 3),
        "achievement": _style("#e9dfc4", "#3d5a6b", "#1c2226", 2),
    })
    return styles


def resources_order() -> tuple[str, ...]:
    """Resources then Crystal, in player-board order."""
    return RESOURCES + ("crystal",)
