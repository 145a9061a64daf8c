"""Seat references in game text: rules write `seat_ref(n)`, the api puts the player's chosen name there.

Games do not know the names people typed (those belong to the session), so log lines, prompts and scene
text name a player seat by reference; `render_names` swaps each reference for the name when a table is sent.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_REF = re.compile(r"\{seat:(\d{1,2})\}")


def seat_ref(seat: int) -> str:
    """The reference that stands for a seat's name in any text the engine sends."""
    return f"{{seat:{seat}}}"


def render_names(text: str, name_of: Callable[[int], str]) -> str:
    """Replace every seat reference in `text` by that seat's name."""
    if "{seat:" not in text:
        return text
    return _REF.sub(lambda m: name_of(int(m.group(1))), text)


def render_tree(node: Any, name_of: Callable[[int], str], keys: frozenset[str]) -> None:
    """Render seat references, in place, in the string values under `keys` of nested dicts and lists."""
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, str) and key in keys:
                node[key] = render_names(value, name_of)
            elif isinstance(value, (dict, list)):
                render_tree(value, name_of, keys)
    elif isinstance(node, list):
        for item in node:
            render_tree(item, name_of, keys)
