"""Basic types and base models shared by every ASHES content schema."""

from collections import Counter, deque
from typing import Annotated, Literal

from pydantic import StringConstraints

from engine.core.content import Strict

PACKAGE = "engine.games.ashes.content"

Id = Annotated[str, StringConstraints(pattern=r"^[a-z0-9_]+$", min_length=1)]
Text = Annotated[str, StringConstraints(min_length=1, max_length=240)]
Point = tuple[int, int]
Resource = Literal["fuel", "data", "antirad", "strength", "happiness"]
Material = Literal["plastic", "metal", "cable", "mushroom", "tool", "circuit_board", "grow_lamp", "drone", "greenhouse"]
Good = Literal["fuel", "data", "antirad", "strength", "happiness", "plastic", "metal", "cable", "mushroom", "tool",
               "circuit_board", "grow_lamp", "drone", "greenhouse"]
Track = Literal["fuel", "data", "strength"]
MaterialLevel = Literal[1, 2, 3]
ColumnColor = Literal["blue", "yellow", "red"]
RowColor = Literal["dark_blue", "light_blue", "pink"]
PlayerColor = Literal["green", "purple", "yellow", "white"]
Tier = Literal["bronze", "silver", "gold"]
CountKind = Literal["closed_shelter_cards", "shelters_built", "missions_completed", "level_2_materials",
                    "phoenix_upgrades"]
UpgradeCategory = Literal["workforce", "storage", "materials", "vehicle", "scouting"]

MATERIAL_LEVELS: dict[str, int] = {"plastic": 1, "metal": 1, "cable": 1, "mushroom": 1, "tool": 2,
                                   "circuit_board": 2, "grow_lamp": 2, "drone": 3, "greenhouse": 3}


class Entry(Strict):
    """A component entry: stable id, player-facing name and tooltip text."""

    id: Id
    name: Text
    text: Text


def _unique(ids: list[str], what: str) -> None:
    """Raise ValueError listing duplicated ids."""
    dup = sorted(k for k, n in Counter(ids).items() if n > 1)
    if dup:
        raise ValueError(f"duplicate {what} ids: {dup}")



def _reachable(start: str, edges: list[tuple[str, str]]) -> set[str]:
    """Nodes reachable from `start` over undirected edges."""
    nbrs: dict[str, set[str]] = {}
    for a, b in edges:
        nbrs.setdefault(a, set()).add(b)
        nbrs.setdefault(b, set()).add(a)
    seen, todo = {start}, deque([start])
    while todo:
        for n in nbrs.get(todo.popleft(), ()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen
