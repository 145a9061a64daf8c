"""ASHES table as a display list for one seat (docs/web-protocol.md "Scene").

`build(game, state, seat)` draws, on a table three grid columns wide (scene/layout.py): the header (round, bag),
the main board (areas, site tiles, shelters, survivors, vehicles, red lines), the seat's own colony board and
mission hand, the strength tree, the turn order track, the Phoenix Project, the shelter and mission displays,
every other colony as a small board and, in solo games, the Rival. It reads only `game.view(state, seat)`, so
other seats' hands are never drawn face up, and binds the seat's options last: every option target is the id
of the item that stands for that place.
"""

from __future__ import annotations

from engine.core.scene import Scene

from ..rules.colony import name
from ..state import AshesState
from . import board, cards, colony, phoenix, players
from .layout import DISPLAY_W, DISPLAY_X, DISPLAY_Y, HEIGHT, REGIONS, SIDE_W, SIDE_X, SIDE_Y, WIDTH
from .palette import PALETTE

TITLES = {"map": "Map", "tree": "Strength tree", "phoenix": "Phoenix Project", "displays": "Shelter and mission cards",
          "turn": "Turn order"}


def regions(scene: Scene, state: AshesState, main: int, viewer: int) -> None:
    """The map first, then the viewer's colony, the shared boards, and one region per other colony and the Rival
    (docs/ui.md "Regions"), in reading order."""
    scene.region("map", *REGIONS["map"], TITLES["map"])
    if state.players:
        title = "Your colony" if main == viewer else f"{name(state, main)}'s colony"
        scene.region("mine", *REGIONS["mine"], title, seat=main)
        hand_title = "Your missions" if main == viewer else f"{name(state, main)}'s missions"
        scene.region("hand", *REGIONS["hand"], hand_title, seat=main)
    for key in ("tree", "phoenix", "displays", "turn"):
        scene.region(key, *REGIONS[key], TITLES[key])
    y = SIDE_Y
    for s in range(len(state.players)):
        if s != main:
            scene.region(f"seat{s}", SIDE_X, y, SIDE_W, players.MINI_H - 12, name(state, s), seat=s)
            y += players.MINI_H
    if state.rival is not None:
        scene.region("rival", SIDE_X, y, SIDE_W, players.RIVAL_H, "The Rival", seat=len(state.players))


def build(game, state: AshesState, seat: int) -> Scene:
    """The table as `seat` sees it."""
    seen = game.view(state, seat)
    scene = Scene(WIDTH, HEIGHT, palette=PALETTE)
    main = seat if 0 <= seat < len(seen.players) else 0
    regions(scene, seen, main, seat)
    for key in ("tree", "phoenix", "displays", "hand") if seen.players else ("tree", "phoenix", "displays"):
        x, y, w, h = REGIONS[key]
        scene.rect(f"panel-{key}", x + 2, y + 2, w - 4, h - 4, "panel", r=8)
    players.header(scene, game, seen, seat)
    board.draw(scene, seen)
    phoenix.draw(scene, seen, seat)
    cards.displays(scene, seen, DISPLAY_X, DISPLAY_Y, DISPLAY_W)
    if seen.players:
        colony.draw(scene, seen, main, seat)
        colony.missions(scene, seen, main, seat)
    players.turn_order(scene, seen)
    y = players.others(scene, seen, main, seat)
    if seen.rival is not None:
        players.rival(scene, seen, y)
    scene.bind(game.choice(state), seat)
    return scene
