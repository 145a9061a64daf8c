"""The task panel band: the task panel intercoms (10.1) and the settlers waiting above the panel, the rest areas
and their one-way cables (promotion costs, red quick-ascent costs), the tasks by level with the commandos on
them, closed tasks, the blue special links with their costs, and the central task."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..rules.common import commando_name, panel, who
from ..state import CENTRAL, REST_AREAS, PhoenixState
from ..vocabulary import EFFECTS
from . import layout as L
from .board import intercom
from .text import seat_style, short

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def positions(state: PhoenixState) -> dict[str, tuple[float, float, float]]:
    """(x, y, width) of every rest area and task space of the panel side in play."""
    p = panel(state)
    out: dict[str, tuple[float, float, float]] = {}
    for rest in p.rests.values():
        x = 10.0 if rest.place == "left" else float(L.RIGHT_X)
        y = L.PANEL_ROW[rest.level]
        out[rest.id] = (x, y, L.REST_W)
        x += L.REST_W + 6
        for space in p.tasks_of_rest[rest.id]:
            out[space] = (x, y, L.TILE_W)
            x += L.TILE_PITCH
    return out


def draw(scene: Scene, state: PhoenixState, seat: int) -> None:
    p = panel(state)
    cat = catalog()
    scene.rect("panel-bg", 0, L.PANEL_Y, L.WIDTH, L.PANEL_H, "group", r=10, label="Task panel")
    scene.text("panel-title", 14, L.PANEL_Y + 20, "Task panel", "heading", size=18, bold=True)
    where = positions(state)
    # intercoms above the panel, cabled to the level IV tasks, and the waiting settlers
    for space in p.side.tasks:
        if space.intercom:
            x, y, w = where[space.id]
            intercom(scene, state, space.intercom, x, L.PANEL_Y + 40, w, 104)
            scene.line(f"{space.id}-cable", [(x + w / 2, y), (x + w / 2, L.PANEL_Y + 144)], "cable", width=2)
    waiting_x = L.RIGHT_X
    tip = "Settlers waiting above the task panel: " + (", ".join(
        f"{who(state, s)} {state.waiting[s]}" for s in range(state.seats) if state.waiting[s]) or "none")
    scene.rect("waiting", waiting_x, L.PANEL_Y + 40, 220, 104, "rest", r=6, label="Settlers waiting", tip=tip)
    scene.text("waiting-t", waiting_x + 8, L.PANEL_Y + 56, "Waiting for a level IV task", "rest", size=L.SMALL,
               bold=True)
    j = 0
    for s in range(state.seats):
        for _ in range(state.waiting[s]):
            scene.circle(f"waiting-{j}", waiting_x + 18 + (j % 9) * 22, L.PANEL_Y + 84 + (j // 9) * 22, 8,
                         seat_style(state, s), z=2, tip=f"{who(state, s)}'s waiting settler")
            j += 1
    # cables between rest areas: up from the lower one, across the gap below the higher one, up into it
    for cable in p.side.cables:
        ax, ay, aw = where[cable.source]
        bx, by, bw = where[cable.to]
        gap = by + L.ROW_H + 13
        straight = abs(ax - bx) < 1
        up_x = ax + 40 if straight else ax + aw - 30
        end_x = bx + 40 if straight else bx + bw - 30
        points = [(up_x, ay), (up_x, gap), (end_x, gap), (end_x, by + L.ROW_H)]
        key = f"cable-{cable.source}-{cable.to}"
        scene.line(key, points, "cable", width=3)
        scene.rect(f"{key}-c", end_x - 27, gap - 9, 26, 18, "cable-cost", r=3, z=2,
                   tip=f"Promotion from {p.rests[cable.source].name} to {p.rests[cable.to].name}: {cable.cost} fuel; "
                       f"quick ascent {cable.quick} more")
        scene.text(f"{key}-ct", end_x - 14, gap, str(cable.cost), "cable-cost", size=L.SMALL, align="center", z=3)
        scene.rect(f"{key}-q", end_x + 1, gap - 9, 28, 18, "cable-quick", r=3, z=2,
                   tip=f"Quick ascent after this promotion: {cable.quick} fuel (the commando leader pays nothing)")
        scene.text(f"{key}-qt", end_x + 15, gap, f"+{cable.quick}", "cable-quick", size=L.SMALL, align="center", z=3)
    # special links
    for link in p.links:
        bx = sum(where[b][0] + where[b][2] / 2 for b in link.below) / 2
        by = where[link.below[0]][1]
        for up in link.to:
            ux, uy, uw = where[up]
            scene.line(f"{link.id}-{up}", [(bx, by), (ux + uw / 2, uy + L.ROW_H)], "link", width=3, z=1)
        scene.rect(f"{link.id}-c", bx - 14, by - 9, 28, 18, "link-cost", r=3, z=3,
                   tip=f"Special link: when both tasks below it are taken, a commando of {p.rests[link.rest].name} "
                       f"may go up it for {link.cost} fuel")
        scene.text(f"{link.id}-ct", bx, by, str(link.cost), "link-cost", size=L.SMALL, align="center", z=4)
    # rest areas with their commandos
    for rest in p.rests.values():
        x, y, w = where[rest.id]
        scene.rect(f"rest-{rest.id}", x, y, w, L.ROW_H, "rest", r=6, label=rest.name,
                   tip=f"{rest.name} (level {ROMAN[rest.level]}): commandos here may take its tasks")
        L.label(scene, f"rest-{rest.id}-n", x + 6, y + 12, w - 12, rest.name, size=L.SMALL, style="rest", bold=True)
        mine = [k for k, loc in enumerate(state.commandos[seat]) if loc == rest.id] if seat < state.seats else []
        for j, k in enumerate(mine):
            scene.token(f"cmd-{seat}-{k}", x + 22 + j * 43, y + 45, 22, "L" if k == 0 else "", seat_style(state, seat),
                        z=2, label=f"Your {commando_name(k)}", tip=f"Your {commando_name(k)} rests here")
        others = [(s, k) for s in range(state.seats) if s != seat for k, loc in enumerate(state.commandos[s])
                  if loc == rest.id]
        for j, (s, k) in enumerate(others):
            scene.token(f"cmd-{s}-{k}", x + 9 + (j % 9) * 13, y + 80, 6, "", seat_style(state, s), z=2,
                        tip=f"{who(state, s)}'s {commando_name(k) if s != state.kraken else 'commando'}")
    # tasks
    for space in p.side.tasks:
        x, y, w = where[space.id]
        tile_id = state.task_at.get(space.id)
        if tile_id is None:
            scene.rect(space.id, x, y, w, L.ROW_H, "tile-closed", r=6, label="Closed task",
                       tip="A closed task marker covers this task space")
            scene.text(f"{space.id}-t", x + w / 2, y + L.ROW_H / 2, "Closed", "tile-closed", size=L.TEXT,
                       align="center", bold=True)
            continue
        tile = cat.tasks[tile_id]
        words = EFFECTS.texts(list(tile.effects), ", then ")
        mark = f" (tile marked {tile.mark})" if tile.mark else ""
        tip = f"Level {ROMAN[tile.level]} task {tile.name}{mark}: {words}"
        if space.intercom:
            tip += ". The commando comes back to the main rest area; a waiting settler joins the intercom above"
        scene.rect(space.id, x, y, w, L.ROW_H, "tile", r=6, label=f"Task {tile.name}", tip=tip)
        L.lines(scene, f"{space.id}-n", x + 5, y + 13, w - 10, tile.name, count=3, style="tile", bold=True)
        L.label(scene, f"{space.id}-e", x + 5, y + L.ROW_H - 12, w - 10, short(list(tile.effects)), size=L.SMALL,
                style="tile")
        holder = state.occupant.get(space.id)
        if holder is not None:
            k = state.commandos[holder].index(space.id) if space.id in state.commandos[holder] else 1
            scene.token(f"{space.id}-c", x + w - 16, y + L.ROW_H - 18, 12, "L" if k == 0 and holder != state.kraken
                        else "", seat_style(state, holder), z=3, tip=f"{who(state, holder)}'s commando is here")
    # the central task
    cx, cy = 1190, L.PANEL_ROW[2]
    reward = catalog().panels[state.side].side.central
    alternatives = reward.reward["choose"]
    words = " or ".join(EFFECTS.texts(list(a)) for a in alternatives)
    scene.rect(p.central, cx, cy, 200, L.PANEL_ROW[1] + L.ROW_H - cy, "central", r=8, label="Central task",
               tip=f"Central task, open from every rest area and to any number of commandos: {words}. Its commandos "
                   "return to the main rest area at the end of the round.")
    scene.text(f"{p.central}-t", cx + 10, cy + 16, "Central task", "central", size=L.TEXT, bold=True)
    L.lines(scene, f"{p.central}-w", cx + 10, cy + 40, 180, words, count=4, style="central")
    here = [(s, k) for s in range(state.seats) for k, loc in enumerate(state.commandos[s]) if loc == CENTRAL]
    for j, (s, k) in enumerate(here):
        scene.circle(f"central-c{j}", cx + 16 + (j % 8) * 22, cy + 130 + (j // 8) * 22, 9, seat_style(state, s), z=2,
                     tip=f"{who(state, s)}'s {commando_name(k)}")
    _ = REST_AREAS
