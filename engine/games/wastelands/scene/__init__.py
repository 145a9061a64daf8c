"""Rise of the Wastelands' table as a display list for one seat, following docs/ui.md's conventions.

`build(game, state, seat)` draws only what `game.view(state, seat)` holds, in regions on the grid of 390-unit
columns: the map (the two-column main region), the seat's own board, its action tracker, its Power cards, what it
can buy, the achievements, this turn (Action Points, dice, the combat in progress), then one region per other
seat, automated players included. Text is at least 13 units, targets at least 48, every seat is drawn in its own
`seat{n}` style, resources and tracks are icons (explained in help.json's glossary), and cards, spaces and boards
carry their whole text as `detail`. Every option target of the seat to move is an item with the id from
`targets.py`; `bind` runs last.
"""

from __future__ import annotations

from engine.core.scene import Scene

from ..rules.economy import seat_name
from ..state import WastelandsState
from .board import draw_map
from .cards import TURN_H, achievements_height, draw_achievements, draw_hand, draw_turn, hand_height
from .layout import COLUMN, COLUMNS, GAP, MAP_H, MAP_W, pack
from .palette import palette
from .player_boards import ACTIONS_H, BOARD_H, OTHER_H, SHOP_H, draw_actions, draw_others, draw_own_board, draw_shop

_PALETTE = palette()


def build(game, state: WastelandsState, seat: int) -> Scene:
    """The scene of the table as `seat` sees it."""
    seen = game.view(state, seat)
    choice = game.choice(state)
    mine = seat < len(seen.players)
    regions: list[tuple[str, float, float, str, int | None]] = [("map", MAP_W, MAP_H, "Map", None)]
    if mine:
        regions += [("mine", COLUMN, BOARD_H, "Your board", seat), ("actions", COLUMN, ACTIONS_H, "Your actions", seat),
                    ("hand", COLUMN, hand_height(seen, seat), "Your Power cards", seat),
                    ("shop", COLUMN, SHOP_H, "Buy", seat)]
    regions += [("achievements", COLUMN, achievements_height(), "Achievements", None),
                ("turn", COLUMN, TURN_H, "This turn", None)]
    regions += [(f"seat{other}", COLUMN, OTHER_H, seat_name(seen, other), other)
                for other in range(len(seen.players)) if other != seat]
    places = pack([(rid, w, h) for rid, w, h, _, _ in regions])
    width = COLUMNS * COLUMN + (COLUMNS - 1) * GAP
    height = max(places[rid][1] + h for rid, _, h, _, _ in regions)
    scene = Scene(width, height, palette=_PALETTE)
    for rid, w, h, title, owner in regions:
        scene.region(rid, *places[rid], w, h, title, seat=owner)
    draw_map(scene, seen, seat)
    if mine:
        draw_own_board(scene, seen, seat, *places["mine"])
        draw_actions(scene, seen, seat, *places["actions"])
        draw_hand(scene, seen, seat, *places["hand"])
        draw_shop(scene, seen, seat, *places["shop"])
    draw_achievements(scene, seen, seat, *places["achievements"])
    draw_turn(scene, seen, seat, game, *places["turn"])
    draw_others(scene, seen, seat, places)
    scene.bind(choice, seat)
    return scene
