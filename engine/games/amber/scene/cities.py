"""A seat's cities: stacks of cards side by side, the top card whole and every card under it as a strip showing its
name and symbols. On the viewer's own board, a band above and below every city holds the places a played card
may go ("On top", "At the bottom") and, between the cities, the places for a new city. The bands are always
kept, so the cards never move when the places appear."""

from __future__ import annotations

from engine.core.names import seat_ref
from engine.core.scene import Scene
from engine.core.textfit import fit
from engine.core.words import count

from .. import targets
from ..rules.common import hand
from ..state import AmberState
from .cards import draw_card
from .layout import CAPTION, CARD_H, CARD_W, GAP_W, HEADER, PAD, PITCH_X, SLOT, SMALL, SPACE, STRIP, TEXT, title


def per_row(width: float) -> int:
    """How many cities stand side by side in a region `width` wide."""
    return max(1, int((width - 2 * PAD + (PITCH_X - CARD_W)) // PITCH_X))


def _stack_height(size: int) -> float:
    """The height of a city of `size` cards, with the space after its last card."""
    return 0 if size == 0 else CARD_H + SPACE + STRIP * (size - 1)


def cities(scene: Scene | None, state: AmberState, seat: int, x0: float, y0: float, width: float, slots: bool,
           wanted: set[str]) -> float:
    """Draw `seat`'s cities from (x0, y0) below a region's header (or, with no scene, only measure them); returns
    the height they take. `slots`: keep the bands for the places of a played card (the viewer's own board);
    only the places in `wanted` (the targets of the viewer's choice) are drawn."""
    stacks = state.cities[seat]
    n = per_row(width)
    y = y0
    for start in range(0, max(1, len(stacks)), n):
        row = list(range(start, min(start + n, len(stacks))))
        tallest = max((len(stacks[i]) for i in row), default=0)
        band = y
        y += SLOT if slots else 0
        for k, index in enumerate(row):
            city = stacks[index]
            x = x0 + PAD + k * PITCH_X
            if scene is not None:
                _city(scene, state, seat, index, city, x, band, y, slots, wanted)
        if scene is not None and not stacks:
            scene.text(f"no-city-{seat}", x0 + PAD, y + 15, "No city", "muted", size=SMALL)
        if scene is not None and slots:
            for i in range(start, start + len(row) + 1):
                if i < start + len(row) or i == len(stacks):
                    _gap(scene, seat, i, i - start, len(stacks), x0, band, width, y + CAPTION + _stack_height(tallest),
                         wanted)
        y += CAPTION + _stack_height(tallest) + (SLOT if slots else 0) + 12
    return y - y0


def _city(scene: Scene, state: AmberState, seat: int, index: int, city: list[str], x: float, band: float,
          y: float, slots: bool, wanted: set[str]) -> None:
    top = targets.top(seat, index)
    if slots and top in wanted:
        _slot(scene, top, x, band, CARD_W, "On top", f"On top of city {index + 1}",
              f"Put the card on top of city {index + 1}")
    scene.text(f"city-{seat}-{index}", x, y + 15, f"City {index + 1}: {count(len(city), 'card')}", "text",
               size=SMALL)
    cy = y + CAPTION
    for pos, cid in enumerate(city):
        draw_card(scene, state, cid, x, cy, CARD_W, CARD_H if pos == 0 else STRIP - SPACE, strip=pos > 0)
        cy += CARD_H + SPACE if pos == 0 else STRIP
    bottom = targets.bottom(seat, index)
    if slots and bottom in wanted:
        _slot(scene, bottom, x, cy, CARD_W, "At the bottom", f"At the bottom of city {index + 1}",
              f"Put the card at the bottom of city {index + 1}")


def _gap(scene: Scene, seat: int, index: int, col: int, total: int, x0: float, band: float, width: float,
         bottom: float, wanted: set[str]) -> None:
    """The place for a new city before the index-th city (after every city for the last index), in the band above
    the row, on the edge between two cities, with a dashed line down to that edge."""
    gid = targets.gap(seat, index)
    if gid not in wanted:
        return
    edge = x0 + PAD + col * PITCH_X - (PITCH_X - CARD_W) / 2
    x = min(max(edge - GAP_W / 2, x0 + PAD), x0 + width - PAD - GAP_W)
    label = ("New city" if total == 0 else "New city at the far left" if index == 0
             else "New city at the far right" if index == total else f"New city between city {index} and city {index + 1}")
    _slot(scene, gid, x, band, GAP_W, "New city", label, label)
    if total:
        scene.line(f"{gid}-line", [(edge, band + SLOT - SPACE), (edge, bottom)], "slot", width=2, dash=True)


def _slot(scene: Scene, item_id: str, x: float, y: float, w: float, text: str, label: str, tip: str) -> None:
    scene.rect(item_id, x, y, w, SLOT - SPACE, "slot", r=6, label=label, tip=tip)
    scene.text(f"{item_id}-t", x + w / 2, y + 29, fit(text, w - 12, TEXT, True), "slot", size=TEXT, align="center",
               bold=True)


def seat_header(scene: Scene, state: AmberState, s: int, x: float, y: float, w: float, heading: str,
                room: float = 0) -> None:
    """A seat's colour, the region's title and a line of the seat's state (cards in hand, First Player, passed);
    `room` is kept free on the right (for the Pass button)."""
    scene.rect(f"seatmark-{s}", x + 14, y + 12, 24, 24, f"seat{s}", r=12, label=seat_ref(s),
               tip=f"{seat_ref(s)}'s colour")
    title(scene, f"seat-title-{s}", x, y, w - room, heading, left=46)
    bits = [f"{count(len(hand(state, s)), 'card')} in hand"]
    if state.first == s:
        bits.append("First Player")
    if state.passed and state.passed[s] and state.phase == "action":
        bits.append("passed")
    scene.text(f"seat-status-{s}", x + 46, y + 52, fit(", ".join(bits), w - 58 - room, TEXT), "text", size=TEXT)


__all__ = ["HEADER", "cities", "per_row", "seat_header"]
