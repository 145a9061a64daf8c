"""Where things go on the 1600 x 1000 virtual table, and flat-topped hex geometry for the map."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ..state import Hex, SlotState

WIDTH, HEIGHT = 1600, 1000
HEADER_H = 44
MAP_BOX = (8, 48, 880, 718)  # x, y, w, h
HAND_BOX = (8, 786, 880, 206)
RIGHT_X, RIGHT_W = 900, 692
ACH_Y = 48
BOARD_Y, BOARD_H = 290, 414
OTHERS_Y, OTHERS_H = 712, 280

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
    return list(_outline(grid, tuple(hexes)))


@lru_cache(maxsize=4096)
def _outline(grid: HexGrid, hexes: tuple[Hex, ...]) -> tuple[tuple[float, float], ...]:
    """`outline` on immutable inputs, cached: the map's geometry never changes during a game."""
    def key(p: tuple[float, float]) -> tuple[int, int]:
        return round(p[0] * 4), round(p[1] * 4)

    count: dict[frozenset, int] = {}
    points: dict[tuple[int, int], tuple[float, float]] = {}
    for hex_ in hexes:
        corners = grid.corners(hex_)
        for k in range(6):
            a, b = corners[k], corners[(k + 1) % 6]
            ka, kb = key(a), key(b)
            points[ka], points[kb] = a, b
            edge = frozenset((ka, kb))
            count[edge] = count.get(edge, 0) + 1
    nxt: dict[tuple[int, int], tuple[int, int]] = {}
    for hex_ in hexes:
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
    return tuple((round(points[k][0], 1), round(points[k][1], 1)) for k in path)


def fmt(x: float) -> float:
    """Round a coordinate for compact, stable JSON."""
    return round(x, 1)
