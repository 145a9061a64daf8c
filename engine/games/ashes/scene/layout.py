"""Where things sit on the 1600 x 1000 table (virtual units), and the map / tree coordinate transforms."""

from __future__ import annotations

WIDTH, HEIGHT = 1600, 1000

# main board: the content's map (x 60-1140, y 60-720 of a 1600 x 1000 board) drawn at 3/4 size
MAP_SCALE = 0.75
MAP_X, MAP_Y = 10, 46  # where the board point (60, 60) lands


def map_point(p) -> tuple[float, float]:
    """A main-board content point on the table."""
    return (MAP_X + (p[0] - 60) * MAP_SCALE, MAP_Y + (p[1] - 60) * MAP_SCALE)


# strength tree: a column of 11 levels right of the map
TREE_LABEL_X = 836
TREE_COLUMNS = {"left": 880, "middle": 935, "right": 990}
TREE_BOTTOM, TREE_STEP = 522, 46
NODE_R = 20


def node_point(node_id: str, level: int) -> tuple[float, float]:
    """A strength tree node on the table (level 0 sits in the middle column)."""
    column = node_id.rsplit("_", 1)[-1]
    return (TREE_COLUMNS.get(column, TREE_COLUMNS["middle"]), TREE_BOTTOM - level * TREE_STEP)


# Phoenix Project and the card displays, right of the tree
PX_X, PX_Y = 1020, 48
PX_ROW_H = 78
PX_BLOCK_W = 104  # milestone block on the left of each row
PX_SPACE_W, PX_STEP, PX_LEVEL_GAP = 44, 47, 4
PX_END_W = 66
DISPLAY_Y = 302

# bottom half: the viewer's colony board on the left, turn order and the other colonies on the right
COLONY_X, COLONY_Y, COLONY_W, COLONY_H = 10, 550, 1140, 444
SIDE_X, SIDE_W = 1160, 430
