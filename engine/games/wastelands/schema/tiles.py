"""Tiles, their hex spaces, and map layouts (tiles.json, layouts.json)."""

from collections import Counter
from typing import Annotated, Literal

from pydantic import Field, model_validator

from .base import HEX_ORDER, STANDABLE, Effect, Entry, HexPos, Icon, Strict, Terrain, _unique_ids
from .effects import Strength


class Hex(Strict):
    """One space of a tile."""

    pos: HexPos
    q: int
    r: int
    terrain: Terrain
    icons: list[Icon] = []


class TileRule(Strict):
    """The special rule of a special tile."""

    explore_gain: list[Effect] | None = None
    neutral_strength: Strength | None = None
    neutral_reward: list[Effect] | None = None
    rescue_reward: list[Effect] | None = None
    rescue_needs_all_terrain: bool = False


class Tile(Entry):
    """A capital, map or special tile of seven hex spaces."""

    kind: Literal["capital", "map", "special"]
    hexes: list[Hex]
    rule: TileRule | None = None

    @model_validator(mode="after")
    def _seven_hexes(self) -> "Tile":
        got = tuple((h.pos, h.q, h.r) for h in self.hexes)
        if got != HEX_ORDER:
            raise ValueError(f"a tile needs exactly 7 hexes in the order {HEX_ORDER}, got {got}")
        icons = Counter(i for h in self.hexes for i in h.icons)
        if self.kind == "capital" and (icons["capital"] != 1 or self.hexes[1].icons != ["capital"]):
            raise ValueError("a capital tile has one capital icon, on the n space")
        if self.kind == "map" and icons["encounter"] != 1:
            raise ValueError("a map tile has exactly one encounter icon")
        if self.kind == "special" and self.rule is None:
            raise ValueError("a special tile needs a rule")
        for h in self.hexes:
            if ("encounter" in h.icons or "radioactivity" in h.icons) and h.terrain not in STANDABLE:
                raise ValueError(f"space {h.pos}: encounter/radioactivity icons need a standable terrain")
        return self


class TilesFile(Strict):
    """tiles.json: every tile of the game."""

    tiles: list[Tile]

    @model_validator(mode="after")
    def _counts(self) -> "TilesFile":
        _unique_ids(self.tiles, "tile")
        kinds = Counter(t.kind for t in self.tiles)
        for kind, expected in (("capital", 4), ("map", 17), ("special", 3)):
            if kinds[kind] != expected:
                raise ValueError(f"expected {expected} {kind} tiles, found {kinds[kind]}")
        return self


class Slot(Strict):
    """A tile position of a layout: tile-grid coordinates, the centre hex, what goes there and how it may turn."""

    id: Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]
    tile_q: int
    tile_r: int
    q: int
    r: int
    holds: Literal["capital", "map", "special"]
    face_up: bool
    rotations: list[Annotated[int, Field(ge=0, le=5)]]
    seat: int | None = None

    @model_validator(mode="after")
    def _geometry(self) -> "Slot":
        if (self.q, self.r) != (2 * self.tile_q - self.tile_r, self.tile_q + 3 * self.tile_r):
            raise ValueError("centre hex must be (2*tile_q - tile_r, tile_q + 3*tile_r)")
        if (self.holds == "capital") != (self.seat is not None):
            raise ValueError("seat is required on capital slots and forbidden elsewhere")
        return self


def _connected(places: list[tuple[int, int]]) -> None:
    """Raise unless the tile positions form one edge-connected map."""
    steps = [(dq, dr) for _, dq, dr in HEX_ORDER[1:]]
    seen, todo = {places[0]}, [places[0]]
    while todo:
        q, r = todo.pop()
        for dq, dr in steps:
            nxt = (q + dq, r + dr)
            if nxt in places and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    if len(seen) != len(places):
        raise ValueError(f"tiles at {sorted(set(places) - seen)} are not connected to the rest of the map")


class Layout(Entry):
    """A map layout for a number of seats (humans plus automated players)."""

    seats: Literal[2, 3, 4]
    variant: Literal["base", "special_tiles"]
    slots: list[Slot]

    @model_validator(mode="after")
    def _shape(self) -> "Layout":
        _unique_ids(self.slots, "slot")
        places = [(s.tile_q, s.tile_r) for s in self.slots]
        if len(set(places)) != len(places):
            raise ValueError("two slots share a tile position")
        seats = sorted(s.seat for s in self.slots if s.seat is not None)
        if seats != list(range(1, self.seats + 1)):
            raise ValueError(f"capital slots must be seats 1..{self.seats}, got {seats}")
        _connected(places)
        if any(not s.face_up and s.holds != "map" for s in self.slots):
            raise ValueError("only map tiles start face down (a flipped tile is drawn from the map tiles)")
        specials = sum(s.holds == "special" for s in self.slots)
        expected = 0 if self.variant == "base" else (2 if self.seats == 2 else 1)
        if specials != expected:
            raise ValueError(f"{self.variant} layout for {self.seats} seats needs {expected} special slots")
        return self


class LayoutsFile(Strict):
    """layouts.json: the map layouts."""

    layouts: list[Layout]

    @model_validator(mode="after")
    def _all_present(self) -> "LayoutsFile":
        _unique_ids(self.layouts, "layout")
        keys = sorted((layout.seats, layout.variant) for layout in self.layouts)
        wanted = sorted((n, v) for n in (2, 3, 4) for v in ("base", "special_tiles"))
        if keys != wanted:
            raise ValueError(f"one base and one special_tiles layout per seat count expected, got {keys}")
        return self
