"""Toxic Cloud module: at the end of every turn while clouds are on the map, the wind moves them all."""

from __future__ import annotations

from ..catalog import catalog
from ..state import WastelandsState
from .flow import FLOW


@FLOW.step("clouds_drift")
def drift(state: WastelandsState, seat: int) -> None:
    """Roll the d6, move every cloud one space that way; clouds leaving the revealed map are removed."""
    roll = state.rng.roll(6)
    wind = next(w for w in catalog().content.toxic_cloud.wind if w.roll == roll)
    moved = []
    for q, r in state.clouds:
        there = (q + wind.dq, r + wind.dr)
        if there in state.terrain:
            moved.append(there)
    gone = len(state.clouds) - len(moved)
    state.clouds = moved
    state.say(f"The wind blows {wind.direction.upper()}: the clouds drift" + (f", {gone} leave the map." if gone else "."))
