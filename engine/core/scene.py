"""Scene display lists: shapes, text, cards, tokens and icons in a virtual space, painted by one JS renderer.

One unit is one CSS pixel at scale 1 (the painter never shows the default view below `READABLE_SCALE`), so the
conventions of docs/ui.md are sizes in units: text of at least `MIN_TEXT`, targets of at least `MIN_TARGET`.
A scene declares regions (named rectangles the painter arranges and focuses); each item is a plain dict with a
stable `id`, a `kind`, a palette `style`, an optional tooltip `tip`, full text `detail`, and `option` set to the
option index a tap on it picks (see docs/web-protocol.md). `problems()` lists what breaks the conventions.
"""

from __future__ import annotations

import math
from typing import Any

from .choice import Choice

MIN_TEXT = 13  # units: 12 CSS px at the readable scale
MIN_TARGET = 48  # units, short side of a target: 44 CSS px at the readable scale
MIN_ICON = 14  # units, side of an icon
READABLE_SCALE = 12 / 13  # the painter's default view never shows the scene smaller than this
SEAT_STYLES = 10  # seat0..seat9 (and their -ring styles) are in the default palette
GRID_COLUMN, GRID_GAP = 390, 12  # docs/ui.md: regions are whole columns of the 390-unit grid, 12 apart

# The icons the painter draws (web/icons.js), by name; docs/ui.md says what each stands for.
ICONS = ("star", "drop", "fuel", "gear", "bolt", "heart", "shield", "sword", "skull", "house", "person",
         "crate", "leaf", "flag", "coin", "cloud", "eye", "die", "card", "clock", "arrow", "hex")

# Okabe-Ito colours: distinguishable with the common colour-vision deficiencies.
SEAT_COLORS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00")

def style(fill: str | None, stroke: str | None, text: str | None, width: float = 1) -> dict[str, Any]:
    """A palette entry: fill and stroke colours, the colour of text drawn in it, the stroke's width."""
    return {"fill": fill, "stroke": stroke, "text": text, "width": width}


DEFAULT_PALETTE: dict[str, dict[str, Any]] = {
    "table": {"fill": "#1f2421", "stroke": None, "text": "#f2efe6"},
    "board": {"fill": "#3b3f37", "stroke": "#8a8f7a", "text": "#f2efe6", "width": 2},
    "panel": {"fill": "#2b2f2a", "stroke": "#5d6356", "text": "#f2efe6", "width": 1},
    "space": {"fill": "#4d5346", "stroke": "#a3a890", "text": "#f2efe6", "width": 2},
    "card": {"fill": "#efe6cf", "stroke": "#5b4a2f", "text": "#2a2418", "width": 2},
    "card-back": {"fill": "#6b3d2e", "stroke": "#2a1710", "text": "#f2e0c8", "width": 2},
    "token": {"fill": "#c9c3b0", "stroke": "#2a2a2a", "text": "#1a1a1a", "width": 1},
    "text": {"fill": None, "stroke": None, "text": "#f2efe6"},
    "muted": {"fill": None, "stroke": None, "text": "#a9ad9c"},
    "title": {"fill": None, "stroke": None, "text": "#ffd27a"},
    "line": {"fill": None, "stroke": "#8a8f7a", "text": None, "width": 2},
    "danger": {"fill": "#b23a2b", "stroke": "#ffb4a6", "text": "#ffffff", "width": 2},
}
for _seat in range(SEAT_STYLES):
    _color = SEAT_COLORS[_seat % len(SEAT_COLORS)]
    DEFAULT_PALETTE[f"seat{_seat}"] = {"fill": _color, "stroke": "#111111", "text": "#ffffff", "width": 2}
    DEFAULT_PALETTE[f"seat{_seat}-ring"] = {"fill": None, "stroke": _color, "text": _color, "width": 3}


class Scene:
    """Builder of one display list; `to_json()` gives what the web painter draws."""

    def __init__(self, width: float, height: float, background: str = "table",
                 palette: dict[str, dict[str, Any]] | None = None) -> None:
        self.width = width
        self.height = height
        self.background = background
        self.palette = dict(DEFAULT_PALETTE)
        if palette:
            self.palette.update(palette)
        self.items: list[dict[str, Any]] = []
        self.regions: list[dict[str, Any]] = []
        self._ids: set[str] = set()

    def region(self, region_id: str, x: float, y: float, w: float, h: float, title: str, *,
               seat: int | None = None) -> dict[str, Any]:
        """Declare a region: a named rectangle of the scene that the painter arranges and focuses as one
        (docs/ui.md, "Regions"). The first region is the main one; `seat` marks a seat's own area."""
        if any(r["id"] == region_id for r in self.regions):
            raise ValueError(f"scene region {region_id!r} declared twice")
        if w <= 0 or h <= 0:
            raise ValueError(f"scene region {region_id!r} has no area")
        region = {"id": region_id, "x": x, "y": y, "w": w, "h": h, "title": title, "seat": seat}
        self.regions.append(region)
        return region

    def _add(self, kind: str, item_id: str, style: str, tip: str | None, label: str | None,
             z: int, alpha: float, fields: dict[str, Any], detail: str | list[str] | None = None) -> dict[str, Any]:
        if item_id in self._ids:
            raise ValueError(f"scene item id {item_id!r} used twice")
        if style not in self.palette:
            raise ValueError(f"scene item {item_id!r} uses unknown style {style!r}")
        self._ids.add(item_id)
        item = {"id": item_id, "kind": kind, "style": style, "tip": tip, "label": label,
                "option": None, "z": z, "alpha": alpha}
        if detail is not None:
            item["detail"] = [detail] if isinstance(detail, str) else list(detail)
        item.update(fields)
        self.items.append(item)
        return item

    def rect(self, item_id: str, x: float, y: float, w: float, h: float, style: str = "space", *,
             r: float = 0, tip: str | None = None, label: str | None = None, z: int = 0,
             alpha: float = 1.0, detail: str | list[str] | None = None) -> dict[str, Any]:
        """Add a rectangle (optionally rounded)."""
        return self._add("rect", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "w": w, "h": h, "r": r},
                         detail)

    def circle(self, item_id: str, x: float, y: float, r: float, style: str = "token", *,
               tip: str | None = None, label: str | None = None, z: int = 0, alpha: float = 1.0,
               detail: str | list[str] | None = None) -> dict[str, Any]:
        """Add a circle centred on (x, y)."""
        return self._add("circle", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "r": r}, detail)

    def hex(self, item_id: str, x: float, y: float, r: float, style: str = "space", *, rot: float = 0,
            tip: str | None = None, label: str | None = None, z: int = 0, alpha: float = 1.0,
            detail: str | list[str] | None = None) -> dict[str, Any]:
        """Add a hexagon centred on (x, y); rot 0 is pointy-top."""
        return self._add("hex", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "r": r, "rot": rot},
                         detail)

    def poly(self, item_id: str, points: list[tuple[float, float]], style: str = "space", *,
             tip: str | None = None, label: str | None = None, z: int = 0, alpha: float = 1.0,
             detail: str | list[str] | None = None) -> dict[str, Any]:
        """Add a closed, filled polygon."""
        return self._add("poly", item_id, style, tip, label, z, alpha, {"points": [list(p) for p in points]},
                         detail)

    def line(self, item_id: str, points: list[tuple[float, float]], style: str = "line", *, width: float = 2,
             dash: bool = False, z: int = 0, alpha: float = 1.0) -> dict[str, Any]:
        """Add an open polyline."""
        return self._add("line", item_id, style, None, None, z, alpha,
                         {"points": [list(p) for p in points], "width": width, "dash": dash})

    def text(self, item_id: str, x: float, y: float, text: str, style: str = "text", *, size: float = 16,
             align: str = "left", bold: bool = False, tip: str | None = None, z: int = 1,
             alpha: float = 1.0, detail: str | list[str] | None = None) -> dict[str, Any]:
        """Add a line of text whose baseline sits at y (left, centre or right of x by `align`)."""
        return self._add("text", item_id, style, tip, None, z, alpha,
                         {"x": x, "y": y, "text": text, "size": size, "align": align, "bold": bold}, detail)

    def card(self, item_id: str, x: float, y: float, w: float, h: float, title: str, text: str = "",
             style: str = "card", *, face_up: bool = True, size: float = MIN_TEXT, tip: str | None = None,
             label: str | None = None, z: int = 0, alpha: float = 1.0,
             detail: str | list[str] | None = None) -> dict[str, Any]:
        """Add a card: a rounded face with a title band (bold, `size` + 2) and body text at `size`, cut with an
        ellipsis where it does not fit (give the whole text as `detail`), or a back when face down."""
        return self._add("card", item_id, style, tip, label, z, alpha,
                         {"x": x, "y": y, "w": w, "h": h, "title": title, "text": text, "face_up": face_up,
                          "size": size}, detail)

    def token(self, item_id: str, x: float, y: float, r: float, text: str = "", style: str = "token", *,
              tip: str | None = None, label: str | None = None, z: int = 2, alpha: float = 1.0,
              detail: str | list[str] | None = None) -> dict[str, Any]:
        """Add a round token with a short label (at most three characters, drawn at `token_text_size`)."""
        return self._add("token", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "r": r, "text": text},
                         detail)

    def icon(self, item_id: str, x: float, y: float, name: str, style: str = "text", *, size: float = 20,
             tip: str | None = None, label: str | None = None, z: int = 2, alpha: float = 1.0,
             detail: str | list[str] | None = None) -> dict[str, Any]:
        """Add an icon of `ICONS`, `size` units square, centred on (x, y), drawn in its style's text colour."""
        if name not in ICONS:
            raise ValueError(f"scene item {item_id!r} uses unknown icon {name!r}: use one of {', '.join(ICONS)}")
        return self._add("icon", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "name": name, "size": size},
                         detail)

    def bind(self, choice: Choice | None, seat: int) -> None:
        """Make the items targeted by `seat`'s enabled options clickable, carrying their option index; items
        targeted only by disabled options carry the first one's index as `blocked` and its `why_not` (a tap
        on them explains and picks nothing)."""
        if choice is None or choice.seat != seat:
            return
        by_id = {item["id"]: item for item in self.items}
        for index, option in enumerate(choice.options):
            if option.enabled and option.target is not None and option.target in by_id:
                item = by_id[option.target]
                if item["option"] is None:
                    item["option"] = index
                    item.pop("blocked", None)
                    item.pop("why_not", None)
        for index, option in enumerate(choice.options):
            if not option.enabled and option.target is not None and option.target in by_id:
                item = by_id[option.target]
                if item["option"] is None and "blocked" not in item:
                    item["blocked"] = index
                    item["why_not"] = option.why_not or "not possible now"

    def ids(self) -> set[str]:
        """Ids of every item in the scene."""
        return set(self._ids)

    def to_json(self) -> dict[str, Any]:
        """The display list as plain JSON data; with regions, each item names the region holding its centre."""
        if self.regions:
            for item in self.items:
                item["region"] = region_of(self.regions, item_bounds(item))
        return {"width": self.width, "height": self.height, "background": self.background,
                "palette": self.palette, "regions": self.regions, "items": self.items}


def token_text_size(item: dict[str, Any]) -> float:
    """The size a token's text is drawn at (as web/render.js draws it)."""
    return item["r"] * (0.8 if len(str(item.get("text") or "")) > 2 else 1.05)


def item_bounds(item: dict[str, Any]) -> tuple[float, float, float, float]:
    """An item's bounding box (x, y, w, h) in scene units; text width is estimated as web/geometry.js does."""
    kind = item["kind"]
    if kind in ("rect", "card"):
        return item["x"], item["y"], item["w"], item["h"]
    if kind in ("circle", "token", "hex"):
        r = item["r"]
        return item["x"] - r, item["y"] - r, 2 * r, 2 * r
    if kind == "icon":
        half = item["size"] / 2
        return item["x"] - half, item["y"] - half, item["size"], item["size"]
    if kind in ("poly", "line"):
        xs = [p[0] for p in item["points"]] or [0]
        ys = [p[1] for p in item["points"]] or [0]
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    size = item.get("size") or 14
    w = max(size, len(str(item.get("text") or "")) * size * (0.6 if item.get("bold") else 0.55))
    x = item["x"] - (w / 2 if item.get("align") == "center" else w if item.get("align") == "right" else 0)
    return x, item["y"] - size * 0.8, w, size


def region_of(regions: list[dict[str, Any]], box: tuple[float, float, float, float]) -> str | None:
    """The id of the first region holding the centre of `box`, or None."""
    cx, cy = box[0] + box[2] / 2, box[1] + box[3] / 2
    for region in regions:
        if region["x"] <= cx <= region["x"] + region["w"] and region["y"] <= cy <= region["y"] + region["h"]:
            return region["id"]
    return None


def short_side(item: dict[str, Any]) -> float:
    """The short side of an item's shape, in units (a pointy-top hex is narrower than tall)."""
    if item["kind"] == "hex":
        return item["r"] * math.sqrt(3)
    _, _, w, h = item_bounds(item)
    return min(w, h)


def problems(scene: dict[str, Any]) -> list[str]:
    """What in a scene's JSON breaks the table conventions of docs/ui.md: text below MIN_TEXT, targets whose
    short side is below MIN_TARGET, icons below MIN_ICON, overlapping regions, items outside every region or
    sticking out of theirs. Empty when the scene follows them."""
    found = []
    regions = scene.get("regions") or []
    for k, a in enumerate(regions):
        for b in regions[k + 1:]:
            if (a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"] and a["y"] < b["y"] + b["h"]
                    and b["y"] < a["y"] + a["h"]):
                found.append(f"regions {a['id']!r} and {b['id']!r} overlap")
    by_id = {r["id"]: r for r in regions}
    for item in scene["items"]:
        name = f"{item['kind']} {item['id']!r}"
        kind = item["kind"]
        if kind == "text" and (item.get("size") or 0) < MIN_TEXT and str(item.get("text") or "").strip():
            found.append(f"{name}: text size {item.get('size')} < {MIN_TEXT}")
        if kind == "card" and item.get("face_up", True) and (item.get("size") or 0) < MIN_TEXT \
                and (item.get("title") or item.get("text")):
            found.append(f"{name}: card text size {item.get('size')} < {MIN_TEXT}")
        if kind == "token" and item.get("text") and token_text_size(item) < MIN_TEXT - 0.01:
            found.append(f"{name}: token text size {token_text_size(item):.1f} < {MIN_TEXT} (radius too small)")
        if kind == "icon" and item["size"] < MIN_ICON:
            found.append(f"{name}: icon size {item['size']} < {MIN_ICON}")
        if (item.get("option") is not None or item.get("blocked") is not None) and short_side(item) < MIN_TARGET:
            found.append(f"{name}: a target {short_side(item):.0f} units on its short side < {MIN_TARGET}")
        if regions:
            region = by_id.get(item.get("region") or "")
            box = item_bounds(item)
            if region is None:
                found.append(f"{name}: outside every region")
            elif kind != "text" and (box[0] < region["x"] - 2 or box[1] < region["y"] - 2
                                     or box[0] + box[2] > region["x"] + region["w"] + 2
                                     or box[1] + box[3] > region["y"] + region["h"] + 2):
                found.append(f"{name}: sticks out of region {region['id']!r}")
    return found


def pack_regions(sizes: list[tuple[str, float, float]], columns: int) -> dict[str, tuple[float, float]]:
    """Place regions (id, width, height) on the grid in order, masonry-style: each where its columns are least
    filled (as web/layout.js packs them); returns each region's top-left corner."""
    tops = [0.0] * columns
    out = {}
    for region_id, w, h in sizes:
        n = min(columns, max(1, round((w + GRID_GAP) / (GRID_COLUMN + GRID_GAP))))
        best, top = 0, float("inf")
        for c in range(columns - n + 1):
            t = max(tops[c:c + n])
            if t < top - 0.5:
                best, top = c, t
        out[region_id] = (best * (GRID_COLUMN + GRID_GAP), top)
        for c in range(best, best + n):
            tops[c] = top + h + GRID_GAP
    return out
