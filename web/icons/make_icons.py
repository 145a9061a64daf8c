"""Draw the app icons (icon-192.png, icon-512.png) with the standard library only.

The design matches icon.svg: a rust-orange hazard trefoil on a dark rounded square.
Run `python web/icons/make_icons.py` after changing it; the PNGs are committed.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
DARK = (30, 27, 24)
ORANGE = (230, 159, 0)
SAND = (243, 236, 223)


def shade(x: float, y: float) -> tuple[int, int, int, int]:
    """Colour at (x, y) in [0, 1): dark square (full bleed, maskable), sand ring, orange trefoil."""
    dx, dy = x - 0.5, y - 0.5
    r = math.hypot(dx, dy)
    angle = (math.degrees(math.atan2(dy, dx)) + 90 + 30) % 120
    if 0.33 < r < 0.36:
        return (*SAND, 255)
    if r < 0.06 or (0.1 < r < 0.3 and angle < 60):
        return (*ORANGE, 255)
    return (*DARK, 255)


def write_png(path: Path, size: int, samples: int = 3) -> None:
    rows = bytearray()
    for j in range(size):
        rows.append(0)
        for i in range(size):
            acc = [0, 0, 0, 0]
            for sj in range(samples):
                for si in range(samples):
                    px = shade((i + (si + 0.5) / samples) / size, (j + (sj + 0.5) / samples) / size)
                    acc = [a + b for a, b in zip(acc, px)]
            rows.extend(round(a / samples**2) for a in acc)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    for size in (192, 512):
        write_png(HERE / f"icon-{size}.png", size)
        print(f"wrote icon-{size}.png")
