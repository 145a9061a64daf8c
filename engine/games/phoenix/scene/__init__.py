"""Phoenix New Horizon's table for one seat: the gameboard, the task panel, every command console (and Project
Kraken's panel), the cards. Drawn from the seat's view only (game.scene passes `view(state, seat)`), so nothing
hidden from the seat is ever drawn; options target the items named in targets.py."""

from __future__ import annotations

from engine.core.scene import Scene

from ..state import PhoenixState
from . import board, cards, console, kraken, panel
from . import layout as L
from .palette import PALETTE


def build(game, state: PhoenixState, seat: int) -> Scene:
    """Draw the table as `seat` sees it and make the seat's options tappable."""
    players = [s for s in range(state.seats) if s != state.kraken]
    ordered = ([seat] if seat in players else []) + [s for s in players if s != seat]
    boxes = len(ordered) + (1 if state.kraken is not None else 0)
    consoles_h = ((boxes + 1) // 2) * (L.CONSOLE_H + 10)
    cards_y = L.CONSOLE_Y + consoles_h + 10
    scene = Scene(L.WIDTH, cards_y + (570 if state.pairs else 480), palette=PALETTE)
    board.draw(scene, state, seat)
    panel.draw(scene, state, seat)
    for index, s in enumerate(ordered):
        x, y = L.console_xy(index)
        console.draw(scene, state, s, seat, x, y)
    if state.kraken is not None:
        x, y = L.console_xy(len(ordered))
        kraken.draw(scene, state, x, y)
    cards.draw(scene, state, seat, cards_y)
    scene.bind(game.choice(state), seat)
    return scene
