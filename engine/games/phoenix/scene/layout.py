"""Where things sit on the Phoenix New Horizon table: one coordinate space of about 1 unit per CSS pixel on a
1024-wide tablet (1400 wide), in bands that can be shown one at a time on a phone: the gameboard, the task
panel, the command consoles (and Project Kraken), the cards."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.textfit import fit, wrap

WIDTH = 1400
TEXT = 14  # body text size
SMALL = 13  # the smallest text on the table

# gameboard band
BOARD_Y = 0
TOP_Y = 44  # building tracks, blueprints, round and turn order
MAP_Y = 236
AREA_W, AREA_H, GUTTER_X, GUTTER_Y = 160, 206, 24, 24
POP_X = 1100
POP_LANES = {"left": 1130, "centre": 1225, "right": 1320}
POP_TOP = 236  # the population track's intercoms (10.3)
POP_ROW6 = 360
POP_PITCH = 54
BOTTOM_Y = 720  # gameboard intercoms (10.2) and the scoring track
BOARD_H = 860

# task panel band
PANEL_Y = 880
PANEL_ROW = {4: PANEL_Y + 170, 3: PANEL_Y + 288, 2: PANEL_Y + 406, 1: PANEL_Y + 524}
ROW_H = 92
REST_W = 130
TILE_W, TILE_PITCH = 122, 128
RIGHT_X = 660  # where the right-hand rest areas (levels II and III) stand
PANEL_H = 640

# consoles band
CONSOLE_Y = PANEL_Y + PANEL_H + 20
CONSOLE_W, CONSOLE_H = 690, 400


def area_box(col: int, row: int) -> tuple[float, float]:
    """Top-left corner of a map area."""
    return 10 + col * (AREA_W + GUTTER_X), MAP_Y + row * (AREA_H + GUTTER_Y)


def pop_xy(lane: str, row: int) -> tuple[float, float]:
    """Centre of a population track space."""
    return POP_LANES[lane], POP_ROW6 + (6 - row) * POP_PITCH


def console_xy(index: int) -> tuple[float, float]:
    """Top-left corner of the index-th console (two a row)."""
    return 10 + (index % 2) * (CONSOLE_W + 10), CONSOLE_Y + (index // 2) * (CONSOLE_H + 10)


def lines(scene: Scene, prefix: str, x: float, y: float, w: float, text: str, *, size: float = SMALL,
          count: int = 3, style: str = "text", align: str = "left", bold: bool = False) -> float:
    """Wrapped text in a box `w` wide from (x, y) (the first line's middle); returns the y after the last line."""
    step = size + 3
    for i, line in enumerate(wrap(text, w, size, count, bold)):
        tx = x + w / 2 if align == "center" else x
        scene.text(f"{prefix}-l{i}", tx, y + i * step, line, style, size=size, align=align, bold=bold)
    return y + count * step


def label(scene: Scene, item_id: str, x: float, y: float, w: float, text: str, *, size: float = TEXT,
          style: str = "text", align: str = "left", bold: bool = False) -> None:
    """One line of text cut to `w`."""
    tx = x + w / 2 if align == "center" else x
    scene.text(item_id, tx, y, fit(text, w, size, bold), style, size=size, align=align, bold=bold)
