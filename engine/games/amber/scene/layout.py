"""Where things sit on the Ashes & Amber table (docs/ui.md, "Regions"): regions on a grid of 390-unit columns with
12-unit gaps, one unit a CSS pixel at scale 1. The viewer's cities are the two-column main region (792); the hand,
the two public regions and every other seat's cities are one column (390). Every card a tap picks is at least 48
units on its short side, with 6 units between two of them."""

from __future__ import annotations

from engine.core.scene import GRID_COLUMN, GRID_GAP, Scene, pack_regions
from engine.core.textfit import fit

COLUMN, GAP = GRID_COLUMN, GRID_GAP
WIDE = 2 * COLUMN + GAP  # 792
COLUMNS = 3  # the designed arrangement (a desktop); the painter re-packs it for smaller screens
PAD = 10  # inside a region
SPACE = 6  # between two cards (two targets)

CARD_W = 180  # a card in a city, in the hand, on offer
CARD_H = 98  # a card shown whole: title band and three lines of text
PITCH_X = CARD_W + 10  # from one city to the next
PITCH_Y = CARD_H + SPACE  # from one row of cards to the next (hand, offer)
STRIP = 54  # a card under the top of a city shows its title band and its symbols: 48 high, 6 apart
SLOT = 54  # the band above and below a city where a played card may go: a 48-unit target, 6 apart
GAP_W = 100  # a place for a new city
CAPTION = 22  # "City 2: 3 cards" above a city
HEADER = 62  # a region's title and its status line

TITLE = 20  # region titles
TEXT = 14
SMALL = 13  # the smallest text on the table


def pack(sizes: list[tuple[str, float, float]], columns: int = COLUMNS) -> dict[str, tuple[float, float]]:
    """Regions placed on the grid in order (engine.core.scene.pack_regions), in the designed columns."""
    return pack_regions(sizes, columns)


def title(scene: Scene, item_id: str, x: float, y: float, w: float, text: str, *, left: float = 14) -> None:
    """A region's title, drawn inside it."""
    scene.text(item_id, x + left, y + 30, fit(text, w - left - 12, TITLE, True), "heading", size=TITLE, bold=True)


def heading(scene: Scene, item_id: str, x: float, y: float, w: float, text: str) -> None:
    """A heading inside a region (its baseline 17 below `y`); it takes 24 units."""
    scene.text(item_id, x, y + 17, fit(text, w, 15, True), "heading", size=15, bold=True)
