"""Scene display lists: shapes, text, cards and tokens in a virtual coordinate space, painted by one JS renderer.

Each item is a plain dict with a stable `id`, a `kind`, a palette `style`, an optional tooltip `tip`,
and `option` set to the option index a tap on it picks (see docs/web-protocol.md).
"""

from __future__ import annotations

from typing import Any

from .choice import Choice

# Okabe-Ito colours: distinguishable with the common colour-vision deficiencies.
SEAT_COLORS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00")

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
for _seat, _color in enumerate(SEAT_COLORS):
    DEFAULT_PALETTE[f"seat{_seat}"] = {"fill": _color, "stroke": "#111111", "text": "#ffffff", "width": 2}


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
        self._ids: set[str] = set()

    def _add(self, kind: str, item_id: str, style: str, tip: str | None, label: str | None,
             z: int, alpha: float, fields: dict[str, Any]) -> dict[str, Any]:
        if item_id in self._ids:
            raise ValueError(f"scene item id {item_id!r} used twice")
        if style not in self.palette:
            raise ValueError(f"scene item {item_id!r} uses unknown style {style!r}")
        self._ids.add(item_id)
        item = {"id": item_id, "kind": kind, "style": style, "tip": tip, "label": label,
                "option": None, "z": z, "alpha": alpha}
        item.update(fields)
        self.items.append(item)
        return item

    def rect(self, item_id: str, x: float, y: float, w: float, h: float, style: str = "space", *,
             r: float = 0, tip: str | None = None, label: str | None = None, z: int = 0,
             alpha: float = 1.0) -> dict[str, Any]:
        """Add a rectangle (optionally rounded)."""
        return self._add("rect", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "w": w, "h": h, "r": r})

    def circle(self, item_id: str, x: float, y: float, r: float, style: str = "token", *,
               tip: str | None = None, label: str | None = None, z: int = 0, alpha: float = 1.0) -> dict[str, Any]:
        """Add a circle centred on (x, y)."""
        return self._add("circle", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "r": r})

    def hex(self, item_id: str, x: float, y: float, r: float, style: str = "space", *, rot: float = 0,
            tip: str | None = None, label: str | None = None, z: int = 0, alpha: float = 1.0) -> dict[str, Any]:
        """Add a hexagon centred on (x, y); rot 0 is pointy-top."""
        return self._add("hex", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "r": r, "rot": rot})

    def poly(self, item_id: str, points: list[tuple[float, float]], style: str = "space", *,
             tip: str | None = None, label: str | None = None, z: int = 0, alpha: float = 1.0) -> dict[str, Any]:
        """Add a closed, filled polygon."""
        return self._add("poly", item_id, style, tip, label, z, alpha, {"points": [list(p) for p in points]})

    def line(self, item_id: str, points: list[tuple[float, float]], style: str = "line", *, width: float = 2,
             dash: bool = False, z: int = 0, alpha: float = 1.0) -> dict[str, Any]:
        """Add an open polyline."""
        return self._add("line", item_id, style, None, None, z, alpha,
                         {"points": [list(p) for p in points], "width": width, "dash": dash})

    def text(self, item_id: str, x: float, y: float, text: str, style: str = "text", *, size: float = 16,
             align: str = "left", bold: bool = False, tip: str | None = None, z: int = 1,
             alpha: float = 1.0) -> dict[str, Any]:
        """Add a line of text whose baseline-middle sits at (x, y)."""
        return self._add("text", item_id, style, tip, None, z, alpha,
                         {"x": x, "y": y, "text": text, "size": size, "align": align, "bold": bold})

    def card(self, item_id: str, x: float, y: float, w: float, h: float, title: str, text: str = "",
             style: str = "card", *, face_up: bool = True, tip: str | None = None, label: str | None = None,
             z: int = 0, alpha: float = 1.0) -> dict[str, Any]:
        """Add a card: a rounded face with a title band and body text, or a back when face down."""
        return self._add("card", item_id, style, tip, label, z, alpha,
                         {"x": x, "y": y, "w": w, "h": h, "title": title, "text": text, "face_up": face_up})

    def token(self, item_id: str, x: float, y: float, r: float, text: str = "", style: str = "token", *,
              tip: str | None = None, label: str | None = None, z: int = 2, alpha: float = 1.0) -> dict[str, Any]:
        """Add a round token with a short label."""
        return self._add("token", item_id, style, tip, label, z, alpha, {"x": x, "y": y, "r": r, "text": text})

    def bind(self, choice: Choice | None, seat: int) -> None:
        """Make the items targeted by `seat`'s enabled options clickable, carrying their option index."""
        if choice is None or choice.seat != seat:
            return
        by_id = {item["id"]: item for item in self.items}
        for index, option in enumerate(choice.options):
            if option.enabled and option.target is not None and option.target in by_id:
                item = by_id[option.target]
                if item["option"] is None:
                    item["option"] = index

    def ids(self) -> set[str]:
        """Ids of every item in the scene."""
        return set(self._ids)

    def to_json(self) -> dict[str, Any]:
        """The display list as plain JSON data."""
        return {"width": self.width, "height": self.height, "background": self.background,
                "palette": self.palette, "items": self.items}
