"""The strength tree (5.2): climbing gains each space's rewards on the way (the Climber may take the pink paths,
App. I), sliding down costs strength; where paths part, the seat picks one."""

from __future__ import annotations

from engine.core.choice import Choice, Option, skip

from .. import targets
from ..catalog import catalog
from ..state import AshesState, PlayerState
from .colony import name
from .effects import describe, queue
from .flow import FLOW
from .words import node_name


def up_edges(p: PlayerState, node: str) -> list[str]:
    """Nodes one level up from `node` (pink paths only for the Climber)."""
    t = catalog()
    return t.up[node] + (t.up_pink[node] if p.character == "char_climber" else [])


def down_edges(p: PlayerState, node: str) -> list[str]:
    """Nodes one level down from `node`."""
    t = catalog()
    return t.down[node] + (t.down_pink[node] if p.character == "char_climber" else [])


def climb_paths(p: PlayerState, n: int) -> list[list[str]]:
    """Every path of up to n steps up the tree from the marker (steps past the top are lost, rules notes 19)."""
    paths = [[p.strength_node]]
    for _ in range(n):
        longer = [path + [nxt] for path in paths for nxt in up_edges(p, path[-1])]
        if not longer:
            break
        paths = longer
    return [path[1:] for path in paths if len(path) > 1]


@FLOW.step("climb")
def _climb(state: AshesState, seat: int, n: int) -> None:
    paths = climb_paths(state.players[seat], n)
    if not paths:
        return
    if len(paths) == 1:
        _walk(state, seat, paths[0])
    else:
        state.push("climb_pick", seat=seat, paths=paths)


def _walk(state: AshesState, seat: int, path: list[str]) -> None:
    """Move the strength marker along a path up, gaining each node's rewards in order."""
    state.players[seat].strength_node = path[-1]
    rewards = [e for node in path for e in catalog().node_rewards[node]]
    queue(state, seat, rewards, interruptible=False)  # 10.1.3 one reward: no manufacturing mid-climb


@FLOW.ask("climb_pick", inside=True)
def _ask_climb(state: AshesState, seat: int, paths: list[list[str]]) -> Choice:
    t = catalog()
    options = [Option("Climb to " + ", then ".join(node_name(x) for x in path) + ": "
                      + describe([e for x in path for e in t.node_rewards[x]]), i, targets.tree_target(path[-1]))
               for i, path in enumerate(paths)]
    options.append(skip("Do not climb", None))
    return Choice(seat, "Which path do you take up the strength tree?", options, rule="strength")


@FLOW.answer("climb_pick")
def _answer_climb(state: AshesState, value: int | None, seat: int, paths: list[list[str]]) -> None:
    if value is None:
        state.say(f"{name(state, seat)} forgoes climbing the strength tree.")
        return
    _walk(state, seat, paths[value])


@FLOW.step("descend")
def _descend(state: AshesState, seat: int, n: int) -> None:
    p = state.players[seat]
    ends = {p.strength_node}
    for _ in range(n):
        ends = {d for node in ends for d in down_edges(p, node)} or ends
    dests = sorted(ends)
    if len(dests) == 1:
        p.strength_node = dests[0]
    else:
        state.push("descend_pick", seat=seat, dests=dests)


@FLOW.ask("descend_pick", inside=True)
def _ask_descend(state: AshesState, seat: int, dests: list[str]) -> Choice:
    return Choice(seat, "Where does your strength marker slide down to?",
                  [Option(f"Down to {node_name(d)}", d, targets.tree_target(d)) for d in dests], rule="strength")


@FLOW.answer("descend_pick")
def _answer_descend(state: AshesState, value: str, seat: int, dests: list[str]) -> None:
    state.players[seat].strength_node = value
