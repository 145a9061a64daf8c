"""ASHES in players' words: goods with their plurals, places named as the board names them (areas, construction
spaces, strength tree levels, Phoenix rows, closed columns) and victory points. Levels, classes and sectors are
numbers ("level 2 material", "sector 4"), never the rulebook's roman numerals.

Rules (prompts, option labels, reasons, log lines) and the scene both name things through here, so a thing is
called the same everywhere and no internal id reaches a player (docs/ui.md, "Words players read").
"""

from __future__ import annotations

from engine.core.words import count

from ..catalog import catalog
from ..state import EXTRA_COLUMN, STARTING_SHELTER, AshesState

# singular and plural of every good (resources, tracks, materials)
_GOODS: dict[str, tuple[str, str]] = {
    "fuel": ("fuel", "fuel"), "data": ("data", "data"), "antirad": ("anti-rad dose", "anti-rad doses"),
    "strength": ("strength", "strength"), "happiness": ("happiness", "happiness"),
    "plastic": ("plastic", "plastics"), "metal": ("metal", "metals"), "cable": ("cable", "cables"),
    "mushroom": ("mushroom", "mushrooms"), "tool": ("tool", "tools"),
    "circuit_board": ("circuit board", "circuit boards"), "grow_lamp": ("grow lamp", "grow lamps"),
    "drone": ("drone", "drones"), "greenhouse": ("greenhouse", "greenhouses"),
}
# the words for goods where room is short (on the table, anti-rad doses are "anti-rad")
_SHORT_GOODS = {"antirad": "anti-rad"}
ROW_NAMES = {"dark_blue": "dark blue", "light_blue": "light blue", "pink": "pink"}
ZONE_NAMES = {1: "mission card", 2: "fuel", 3: "data", 4: "strength"}


def good(key: str) -> str:
    """The word for one of a good: "anti-rad dose", "circuit board", "fuel"."""
    return _GOODS.get(key, (key.replace("_", " "),))[0]


def goods(n: int, key: str) -> str:
    """`n` of a good with the right plural: "2 anti-rad doses", "1 metal", "3 data"."""
    one, many = _GOODS.get(key, (key.replace("_", " "), key.replace("_", " ") + "s"))
    return count(n, one, many)


def short_good(key: str) -> str:
    """A good as the table names it: "fuel", "anti-rad", "grow lamp"."""
    return _SHORT_GOODS.get(key, good(key))


def vp(n: int) -> str:
    """`n` victory points: "1 victory point", "3 victory points"."""
    return count(n, "victory point")


def points(n: int) -> str:
    """Victory points on the table: "1 point", "3 points"."""
    return count(n, "point")


def material_level(n: int, level: int) -> str:
    """`n` materials of a level: "1 level 2 material", "2 level 1 materials"."""
    return count(n, f"level {level} material")


def area_name(state: AshesState, area: str) -> str:
    """An area by its name on the board ("Glass Towers"), the starting shelter as such."""
    if area == STARTING_SHELTER:
        return "the starting shelter"
    return catalog().areas[state.board_side][area].name


def area_with_survivors(state: AshesState, area: str) -> str:
    """An area's name with the survivors standing there: "Glass Towers (1 active, 2 essential)"."""
    if area == STARTING_SHELTER:
        return "the starting shelter"
    a, e = state.survivors[area]
    return f"{area_name(state, area)} ({a} active, {e} essential)"


def space_name(space: str) -> str:
    """A construction space by its site tile and place on it: "Water Works, space 2"."""
    t = catalog()
    tile = t.site_tiles[t.space_tile[space]]
    k = next(i for i, s in enumerate(tile.construction_spaces) if s.id == space) + 1
    return f"{tile.name}, space {k}" if len(tile.construction_spaces) > 1 else tile.name


def node_name(node: str) -> str:
    """A strength tree space by its level and path: "strength 3 (left)", "strength 0"."""
    level = catalog().nodes[node].level
    path = node.rsplit("_", 1)[-1]
    return f"strength {level}" + (f" ({path})" if path in ("left", "middle", "right") else "")


def row_name(row: str) -> str:
    """A Phoenix Project row: "dark blue"."""
    return ROW_NAMES.get(row, row.replace("_", " "))


def column_name(column: str) -> str:
    """A closed shelter column: "the blue column", the Archivist's as "the column on your character card"."""
    if column == EXTRA_COLUMN:
        return "the fourth column (on the Archivist)"
    return f"the {column} column"


def scoring_area_name(area: str) -> str:
    """A colony scoring area (8.1.3): "the blue column", "materials", "survivors"."""
    if area.endswith("_column"):
        return column_name(area[: -len("_column")])
    return area.replace("_", " ")
