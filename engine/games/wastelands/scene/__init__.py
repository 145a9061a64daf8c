"""Rise of the Wastelands' table as a display list for one seat (docs/web-protocol.md, "Scene").

`build(game, state, seat)` draws only what `game.view(state, seat)` holds: the hex map with its pieces, the
achievement row, the seat's own board, action tracker and hand, the other seats' public boards (their hands
face down), the combat in progress and this turn's dice. Every option target of the seat to move is an item
with the id from `targets.py`; `bind` runs last.
"""

from __future__ import annotations

from engine.core.scene import Scene

from ..state import WastelandsState
from .board import draw_map
from .cards import draw_achievements, draw_combat, draw_hand, draw_header
from .layout import HEIGHT, WIDTH
from .palette import palette
from .player_boards import draw_others, draw_own_board

_PALETTE = palette()


def build(game, state: WastelandsState, seat: int) -> Scene:
    """The scene of the table as `seat` sees it."""
    seen = game.view(state, seat)
    choice = game.choice(state)
    scene = Scene(WIDTH, HEIGHT, palette=_PALETTE)
    draw_header(scene, seen, seat, game, choice)
    draw_map(scene, seen, seat)
    draw_achievements(scene, seen, seat)
    if seat < len(seen.players):
        draw_own_board(scene, seen, seat)
    draw_others(scene, seen, seat)
    draw_hand(scene, seen, seat)
    draw_combat(scene, seen, seat)
    scene.bind(choice, seat)
    return scene
