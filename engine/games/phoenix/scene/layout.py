"""Where things sit on the Phoenix New Horizon table (docs/ui.md, "Regions"): regions on a grid of 390-unit
columns with 12-unit gaps, one unit a CSS pixel at scale 1. The gameboard map and the task panel are two columns
wide (792); everything else is one column (390). Each region is drawn from its own origin."""

from __future__ import annotations

from engine.core.scene import GRID_COLUMN, GRID_GAP, Scene, pack_regions
from engine.core.textfit import fit

COLUMN, GAP = GRID_COLUMN, GRID_GAP
WIDE = 2 * COLUMN + GAP  # 792
COLUMNS = 3  # the designed arrangement (a desktop); the painter re-packs it for smaller screens
TEXT = 14  # body text size
SMALL = 13  # the smallest text on the table
TITLE = 20  # region titles

# the map: areas in columns and rows, connection tapes in the gutters between them
AREA_W, AREA_H = 164, 218
GUTTER_X, GUTTER_Y = 26, 28
MAP_TOP = 64
HEX_R = 28  # a regenerator space: 48.5 units across, a target
SQUARE = 48  # a building space
DAWN_LEFT = 32  # the Dawn region keeps room on its left for the tapes joining it to Concord

# the task panel: rows of rest areas and tasks, level IV at the top
REST_W, TILE_W, TILE_PITCH = 100, 76, 82
ROW_H, ROW_GAP = 120, 30
PANEL_ROWS_TOP = 142  # below the title and the intercoms of the level IV tasks
RIGHT_X = 444  # where the east rest areas (and the central task) start


def pack(sizes: list[tuple[str, float, float]], columns: int = COLUMNS) -> dict[str, tuple[float, float]]:
    """Regions placed on the grid in order (engine.core.scene.pack_regions), in the designed columns."""
    return pack_regions(sizes, columns)


def lines(scene: Scene, prefix: str, x: float, y: float, w: float, text: str, *, size: float = SMALL,
          count: int = 3, style: str = "text", align: str = "left", bold: bool = False, z: int = 1) -> float:
    """Wrapped text in a box `w` wide from (x, y) (the first line's baseline); returns the y after the last line."""
    step = size + 4
    shown = wrap_words(text, w, size, count, bold)
    for i, line in enumerate(shown):
        tx = x + w / 2 if align == "center" else x
        scene.text(f"{prefix}-l{i}", tx, y + i * step, line, style, size=size, align=align, bold=bold, z=z)
    return y + len(shown) * step


def wrap_words(text: str, width: float, size: float, count: int, bold: bool = False) -> list[str]:
    """Greedy word wrap into at most `count` lines; the last line ends with an ellipsis when words are left over.

    A word one character longer than a line runs a little past `width` (the estimate is cautious and boxes keep
    a margin); a longer one is broken with a hyphen, never leaving fewer than three letters on either side."""
    room = max(1, int(width / (size * (0.6 if bold else 0.56))))
    words: list[str] = []
    for word in text.split():
        while len(word) > room + 1 and room > 3:
            cut = min(room - 1, len(word) - 3)
            words.append(word[:cut] + "-")
            word = word[cut:]
        words.append(word)
    out: list[str] = []
    for word in words:
        if out and len(out[-1]) + 1 + len(word) <= room:
            out[-1] += " " + word
        elif len(out) < count:
            out.append(word)
        else:
            out[-1] = fit(out[-1] + " " + word, width, size, bold)
            break
    return out


def label(scene: Scene, item_id: str, x: float, y: float, w: float, text: str, *, size: float = TEXT,
          style: str = "text", align: str = "left", bold: bool = False, tip: str | None = None, z: int = 1) -> None:
    """One line of text cut to `w` (x is its left edge, or its centre when centred)."""
    scene.text(item_id, x, y, fit(text, w, size, bold), style, size=size, align=align, bold=bold, tip=tip, z=z)


def title(scene: Scene, item_id: str, x: float, y: float, text: str, w: float = COLUMN - 28) -> None:
    """A region's title, drawn inside it."""
    label(scene, item_id, x + 14, y + 30, w, text, size=TITLE, style="heading", bold=True)
