"""Where the regions go (docs/ui.md: 390-unit columns, 12-unit gaps; the map is the two-column main region), and
flat-topped hex geometry for the map."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ..state import Hex, SlotState

COLUMN, GAP = 390, 12
COLUMNS = 3  # the scene's own arrangement (a desktop); the painter re-packs the regions on narrower screens
MAP_W, MAP_H = 2 * COLUMN + GAP, 720
MAP_BOX = (22, 50, MAP_W - 44, MAP_H - 70)  # where the hexes go: room for the title and the rotation handles
TITLE = 20  # region titles
PAD = 12


def pack(sizes: list[tuple[str, float, float]], columns: int = COLUMNS) -> dict[str, tuple[float, float]]:
    """Places for regions of the given (id, width, height), in order, each where its columns are least filled (the
    painter's own masonry, web/layout.js)."""
    tops = [0.0] * columns
    places = {}
    for region_id, w, h in sizes:
        span = min(columns, max(1, round((w + GAP) / (COLUMN + GAP))))
        best, at = None, 0
        for c in range(columns - span + 1):
            top = max(tops[c:c + span])
            if best is None or top < best - 0.5:
                best, at = top, c
        assert best is not None  # span <= columns, so at least one column was tried
        places[region_id] = (at * (COLUMN + GAP), best)
        for c in range(at, at + span):
            tops[c] = best + h + GAP
    return places

SQRT3 = math.sqrt(3)
RING: tuple[Hex, ...] = ((0, 0), (0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


@dataclass(frozen=True)
class HexGrid:
    """Pixel placement of axial flat-topped hexes: size `s` (centre to corner) and the pixel of hex (0, 0)."""

    s: float
    ox: float
    oy: float

    def centre(self, hex_: Hex) -> tuple[float, float]:
        """Pixel centre of a space."""
        q, r = hex_
        return self.ox + self.s * 1.5 * q, self.oy + self.s * SQRT3 * (r + q / 2)

    def corners(self, hex_: Hex) -> list[tuple[float, float]]:
        """The six corners of a space, clockwise from the east corner."""
        x, y = self.centre(hex_)
        return [(x + self.s * math.cos(math.radians(60 * k)), y + self.s * math.sin(math.radians(60 * k)))
                for k in range(6)]


def fit_grid(hexes: list[Hex], box: tuple[float, float, float, float]) -> HexGrid:
    """The largest grid that shows every hex inside `box`, centred."""
    bx, by, bw, bh = box
    xs = [1.5 * q for q, _ in hexes]
    ys = [SQRT3 * (r + q / 2) for q, r in hexes]
    span_x = max(xs) - min(xs) + 2
    span_y = max(ys) - min(ys) + SQRT3
    s = min(bw / span_x, bh / span_y)
    ox = bx + bw / 2 - s * (max(xs) + min(xs)) / 2
    oy = by + bh / 2 - s * (max(ys) + min(ys)) / 2
    return HexGrid(s, ox, oy)


def slot_spaces(slot: SlotState) -> list[Hex]:
    """The seven spaces of a tile position, centre first."""
    return [(slot.q + dq, slot.r + dr) for dq, dr in RING]


def outline(grid: HexGrid, hexes: list[Hex]) -> list[tuple[float, float]]:
    """The outer boundary of a group of adjacent hexes, as one closed polygon (a fresh list each call)."""
    q0, r0 = hexes[0]
    x0, y0 = grid.centre(hexes[0])
    shape = _outline(grid.s, tuple((q - q0, r - r0) for q, r in hexes))
    return [(round(x0 + x, 1), round(y0 + y, 1)) for x, y in shape]


@lru_cache(maxsize=256)
def _outline(size: float, shape: tuple[Hex, ...]) -> tuple[tuple[float, float], ...]:
    """The boundary of a group of hexes placed relative to its first one (at pixel 0, 0), cached by shape: every
    tile position of the map has the same seven-hex shape, so the whole map costs one computation."""
    grid = HexGrid(size, 0.0, 0.0)

    def key(p: tuple[float, float]) -> tuple[int, int]:
        return round(p[0] * 4), round(p[1] * 4)

    count: dict[frozenset, int] = {}
    points: dict[tuple[int, int], tuple[float, float]] = {}
    for hex_ in shape:
        corners = grid.corners(hex_)
        for k in range(6):
            a, b = corners[k], corners[(k + 1) % 6]
            ka, kb = key(a), key(b)
            points[ka], points[kb] = a, b
            edge = frozenset((ka, kb))
            count[edge] = count.get(edge, 0) + 1
    nxt: dict[tuple[int, int], tuple[int, int]] = {}
    for hex_ in shape:
        corners = grid.corners(hex_)
        for k in range(6):
            ka, kb = key(corners[k]), key(corners[(k + 1) % 6])
            if count[frozenset((ka, kb))] == 1:
                nxt[ka] = kb
    if not nxt:
        return ()
    start = min(nxt)
    path = [start]
    here = nxt[start]
    while here != start and len(path) <= len(nxt):
        path.append(here)
        here = nxt.get(here, start)
    return tuple(points[k] for k in path)


def fmt(x: float) -> float:
    """Round a coordinate for compact, stable JSON."""
    return round(x, 1)
