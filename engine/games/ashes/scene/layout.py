"""Where things sit on the 1194-unit-wide table (virtual units), and the map / tree coordinate transforms.

The table follows docs/ui.md's grid: three 390-unit columns with 12-unit gaps. The map (the main region) and the
viewer's colony board span the first two columns, the Phoenix Project and the card displays too; the strength
tree, the turn order track, the viewer's mission hand, the other colonies and the Rival take the third column.
Sizes follow docs/ui.md: text at least 13 units, a target at least 48 units on its short side (tokens r 24),
with a gap between neighbouring targets.
"""

from __future__ import annotations

COLUMN, GAP = 390, 12
WIDE = 2 * COLUMN + GAP  # a region two columns wide
SIDE_X = WIDE + GAP  # the third column
SIDE_W = COLUMN

# main board: the content's map (x 60-1140, y 60-720 of a 1600 x 1000 board): the starting shelter (content x
# 60-140) drawn 48 units wide, the eight area columns (content x 140-1140, 125 each) 92 units wide, rows at full
# height, so a site corner's construction spaces (stacked, see board.CLUSTER) stay clear of the next corner's
MAP_X, MAP_Y = 4, 46  # where the board point (60, 60) lands
START_W = 48
COLUMN_SCALE = 92 / 125
ROW_SCALE = 1.0
MAP_RIGHT = MAP_X + START_W + 1000 * COLUMN_SCALE
MAP_BOTTOM = MAP_Y + 660 * ROW_SCALE


def map_point(p) -> tuple[float, float]:
    """A main-board content point on the table."""
    x, y = p[0], p[1]
    tx = MAP_X + (x - 60) * START_W / 80 if x <= 140 else MAP_X + START_W + (x - 140) * COLUMN_SCALE
    return (tx, MAP_Y + (y - 60) * ROW_SCALE)


# strength tree: a column of 11 levels in the third column, nodes 62 x 48 units (a reward's word fits)
TREE_Y = 0
TREE_LABEL_X = SIDE_X + 44
TREE_COLUMNS = {"left": SIDE_X + 124, "middle": SIDE_X + 200, "right": SIDE_X + 276}
TREE_BOTTOM, TREE_STEP = TREE_Y + 610, 54
NODE_W, NODE_H = 62, 48


def node_point(node_id: str, level: int) -> tuple[float, float]:
    """A strength tree node on the table (level 0 sits in the middle column)."""
    column = node_id.rsplit("_", 1)[-1]
    return (TREE_COLUMNS.get(column, TREE_COLUMNS["middle"]), TREE_BOTTOM - level * TREE_STEP)


# the viewer's colony board under the map (two columns), its mission hand in the third column
MAP_H = 716
COLONY_X, COLONY_Y, COLONY_W, COLONY_H = 6, MAP_H + GAP + 4, WIDE - 12, 628

# Phoenix Project and the card displays under the colony
PX_REGION_Y = COLONY_Y + COLONY_H + 4 + GAP
PX_X, PX_Y = 6, PX_REGION_Y + 48
PX_RIGHT = 626  # right edge of the Phoenix Project's end-game tiles
PX_HEAD_H = 34  # level headers: name, then the data cost
PX_ROW_H = 80
PX_BLOCK_W = 104  # milestone block on the left of each row
PX_SPACE_W, PX_SPACE_H, PX_STEP = 48, 48, 54
DISPLAY_REGION_Y = PX_REGION_Y + 322 + GAP
DISPLAY_X, DISPLAY_Y, DISPLAY_W = 6, DISPLAY_REGION_Y + 2, 620

# third column, under the tree: the turn order track, the mission hand, then the other colonies and the Rival
TURN_X, TURN_Y, TURN_W, TURN_H = SIDE_X + 2, 668 + GAP + 2, SIDE_W - 4, 244
HAND_REGION_Y = TURN_Y + TURN_H + 2 + GAP
HAND_H = 214
SIDE_Y = HAND_REGION_Y + HAND_H + GAP

WIDTH = SIDE_X + SIDE_W
HEIGHT = DISPLAY_REGION_Y + 228

# the regions the painter arranges (docs/ui.md "Regions"): id -> (x, y, w, h); the other colonies and the Rival
# get one region each in the third column, below the hand
REGIONS = {
    "map": (0, 0, WIDE, MAP_H),
    "mine": (0, MAP_H + GAP, WIDE, COLONY_H + 8),
    "hand": (SIDE_X, HAND_REGION_Y, SIDE_W, HAND_H),
    "tree": (SIDE_X, TREE_Y, SIDE_W, 668),
    "phoenix": (0, PX_REGION_Y, 636, 322),
    "displays": (0, DISPLAY_REGION_Y, 636, 228),
    "turn": (SIDE_X, TURN_Y - 2, SIDE_W, TURN_H + 4),
}
