"""ASHES table as a display list for one seat (docs/web-protocol.md "Scene").

`build(game, state, seat)` draws, on a 1640 x 1140 table: the header (round, bag, scores), the main board (areas,
site tiles, shelters, survivors, vehicles, red lines) with the turn order track under it, the strength tree, the
Phoenix Project, the shelter and mission displays, the seat's own colony board, every other colony at a glance
and, in solo games, the Rival. It reads only `game.view(state, seat)`, so other seats' hands are never drawn face up, and binds
the seat's options last: every option target is the id of the item that stands for that place.
"""

from __future__ import annotations

from engine.core.scene import Scene

from ..state import AshesState
from . import board, cards, colony, phoenix, players
from .layout import DISPLAY_Y, HEIGHT, PX_X, RIGHT, WIDTH
from .palette import PALETTE


def build(game, state: AshesState, seat: int) -> Scene:
    """The table as `seat` sees it."""
    seen = game.view(state, seat)
    scene = Scene(WIDTH, HEIGHT, palette=PALETTE)
    players.header(scene, game, seen, seat)
    board.draw(scene, seen)
    phoenix.draw(scene, seen, seat)
    cards.displays(scene, seen, PX_X, DISPLAY_Y, RIGHT - PX_X)
    main = seat if 0 <= seat < len(seen.players) else 0
    if seen.players:
        colony.draw(scene, seen, main, seat)
    players.turn_order(scene, seen)
    y = players.others(scene, seen, main, seat)
    if seen.rival is not None:
        players.rival(scene, seen, y)
    scene.bind(game.choice(state), seat)
    return scene
