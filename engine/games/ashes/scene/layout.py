"""Where things sit on the 1862 x 1242 table (virtual units), and the map / tree coordinate transforms.

Sizes follow docs/ui.md: text at least 14 units, a target at least 48 units on its short side (tokens r 24), with
a gap between neighbouring targets.
"""

from __future__ import annotations

WIDTH, HEIGHT = 1862, 1242
RIGHT = WIDTH - 10  # right edge of the rightmost panels

# main board: the content's map (x 60-1140, y 60-720 of a 1600 x 1000 board) drawn at 9/10 size, so two
# construction spaces side by side (48 units each) fit between two site corners
MAP_SCALE = 0.9
MAP_X, MAP_Y = 10, 46  # where the board point (60, 60) lands


def map_point(p) -> tuple[float, float]:
    """A main-board content point on the table."""
    return (MAP_X + (p[0] - 60) * MAP_SCALE, MAP_Y + (p[1] - 60) * MAP_SCALE)


# turn order track: two rows under the map
TURN_X, TURN_Y, TURN_W, TURN_H = 10, 652, 976, 108

# strength tree: a column of 11 levels right of the map, nodes 62 x 48 units (a reward's word fits)
TREE_LABEL_X = 996
TREE_COLUMNS = {"left": 1048, "middle": 1116, "right": 1184}
TREE_BOTTOM, TREE_STEP = 610, 54
NODE_W, NODE_H = 62, 48


def node_point(node_id: str, level: int) -> tuple[float, float]:
    """A strength tree node on the table (level 0 sits in the middle column)."""
    column = node_id.rsplit("_", 1)[-1]
    return (TREE_COLUMNS.get(column, TREE_COLUMNS["middle"]), TREE_BOTTOM - level * TREE_STEP)


# Phoenix Project and the card displays, right of the tree
PX_X, PX_Y = 1232, 48
PX_HEAD_H = 34  # level headers: name, then the data cost
PX_ROW_H = 80
PX_BLOCK_W = 104  # milestone block on the left of each row
PX_SPACE_W, PX_SPACE_H, PX_STEP = 48, 48, 54
DISPLAY_Y = 324

# bottom: the viewer's colony board on the left, the other colonies and the Rival on the right
COLONY_X, COLONY_Y, COLONY_W, COLONY_H = 10, 770, 1192, 462
SIDE_X, SIDE_Y = 1226, 552
SIDE_W = RIGHT - SIDE_X

# the regions the painter arranges (docs/ui.md "Regions"): id -> (x, y, w, h); the other colonies and the Rival
# get one region each in the side column, below the displays
REGIONS = {
    "map": (0, 0, 992, 648),
    "tree": (994, 0, 230, 668),
    "phoenix": (1226, 0, WIDTH - 1226, 322),
    "displays": (1226, 322, WIDTH - 1226, 228),
    "turn": (0, 650, 992, 114),
    "mine": (0, 766, 1214, HEIGHT - 766),
}
