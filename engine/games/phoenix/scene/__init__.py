"""Phoenix New Horizon's table for one seat, following docs/ui.md: regions on 390-unit columns (the gameboard map
and the task panel two columns wide, Dawn in a region of its own on the large side), then the viewer's console
and missions, the shared displays, and one region per other seat (Project Kraken included). Drawn from the
seat's view only (game.scene passes `view(state, seat)`), so nothing hidden from the seat is ever drawn; options
target the items named in targets.py."""

from __future__ import annotations

from engine.core.names import seat_ref
from engine.core.scene import Scene

from ..rules.common import who
from ..state import PhoenixState
from . import board, cards, console, kraken, panel
from . import layout as L
from .palette import PALETTE


def build(game, state: PhoenixState, seat: int) -> Scene:
    """Draw the table as `seat` sees it and make the seat's options tappable."""
    players = [s for s in range(state.seats) if s != state.kraken]
    viewer = seat if seat in players else players[0]
    others = [s for s in players if s != viewer] + ([state.kraken] if state.kraken is not None else [])
    sizes: list[tuple[str, str, float, float, int | None]] = [("map", "Gameboard", *board.map_size(state), None)]
    if board.map_columns(state)[1]:
        sizes.append(("dawn", "Dawn", *board.dawn_size(state), None))
    sizes += [("mine", "Your console", L.COLUMN, console.CONSOLE_H, viewer),
              ("hand", "Your missions", L.COLUMN, cards.hand_height(state, viewer), viewer),
              ("panel", "Task panel", panel.PANEL_W, panel.PANEL_H, None),
              ("population", "Population", L.COLUMN, board.POP_H, None),
              ("offer", "Missions and blueprints", L.COLUMN, cards.OFFER_H, None),
              ("tech", "Technology", L.COLUMN, cards.TECH_REGION_H, None),
              ("tracks", "Tracks", L.COLUMN, board.TRACKS_H, None),
              ("scores", "Intercoms and points", L.COLUMN, board.SCORES_H, None)]
    for other in others:
        title = "Project Kraken" if other == state.kraken else seat_ref(other)
        height = kraken.KRAKEN_H if other == state.kraken else console.CONSOLE_H
        sizes.append((f"seat{other}", title, L.COLUMN, height, other))
    places = L.pack([(rid, w, h) for rid, _, w, h, _ in sizes])
    width = max(places[rid][0] + w for rid, _, w, _, _ in sizes)
    height = max(places[rid][1] + h for rid, _, _, h, _ in sizes)
    scene = Scene(width, height, palette=PALETTE)
    for rid, title, w, h, owner in sizes:
        scene.region(rid, *places[rid], w, h, title, seat=owner)
    board.draw_map(scene, state, places)
    console.draw(scene, state, viewer, viewer, *places["mine"])
    cards.draw_hand(scene, state, viewer, *places["hand"])
    panel.draw(scene, state, viewer, *places["panel"])
    board.draw_population(scene, state, *places["population"])
    cards.draw_offer(scene, state, *places["offer"])
    cards.draw_tech(scene, state, *places["tech"])
    board.draw_tracks(scene, state, *places["tracks"])
    board.draw_scores(scene, state, *places["scores"])
    for other in others:
        if other == state.kraken:
            kraken.draw(scene, state, *places[f"seat{other}"])
        else:
            console.draw(scene, state, other, viewer, *places[f"seat{other}"])
    scene.bind(game.choice(state), seat)
    _ = who
    return scene
