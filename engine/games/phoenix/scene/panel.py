"""The task panel: the intercoms of the level IV tasks and the settlers waiting above the panel, the rest areas
(level IV at the top) with their one-way cables (promotion costs, red quick-ascent costs), the tasks with the
commandos on them, closed tasks, the blue special links with their costs, and the central task."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..rules.common import commando_name, panel, who
from ..state import CENTRAL, PhoenixState
from ..vocabulary import EFFECTS
from . import layout as L
from .board import intercom
from .text import ROMAN, seat_style

PANEL_W = L.WIDE
PANEL_H = L.PANEL_ROWS_TOP + 4 * L.ROW_H + 3 * L.ROW_GAP + 8


def row_y(oy: float, level: int) -> float:
    return oy + L.PANEL_ROWS_TOP + (4 - level) * (L.ROW_H + L.ROW_GAP)


def positions(state: PhoenixState, ox: float, oy: float) -> dict[str, tuple[float, float, float]]:
    """(x, y, width) of every rest area and task space of the panel side in play."""
    p = panel(state)
    out: dict[str, tuple[float, float, float]] = {}
    ends: dict[int, float] = {}
    for rest in sorted(p.rests.values(), key=lambda r: r.place != "left"):
        x = ox + 8.0 if rest.place == "left" else max(ox + L.RIGHT_X, ends.get(rest.level, 0) + 8)
        y = row_y(oy, rest.level)
        out[rest.id] = (x, y, L.REST_W)
        x += L.REST_W + 6
        for space in p.tasks_of_rest[rest.id]:
            out[space] = (x, y, L.TILE_W)
            x += L.TILE_PITCH
        ends[rest.level] = x - L.TILE_PITCH + L.TILE_W
    return out


def draw(scene: Scene, state: PhoenixState, seat: int, ox: float, oy: float) -> None:
    p = panel(state)
    cat = catalog()
    scene.rect("panel-bg", ox, oy, PANEL_W, PANEL_H, "group", r=10, label="Task panel")
    L.title(scene, "panel-title", ox, oy, "Task panel", 300)
    where = positions(state, ox, oy)
    # intercoms above the level IV tasks, and the settlers waiting for one
    for space in p.side.tasks:
        if space.intercom:
            x, y, w = where[space.id]
            intercom(scene, state, space.intercom, x - 2, oy + 38, w + 4, 98)
    wx = ox + L.RIGHT_X
    waiting = [s for s in range(state.seats) for _ in range(state.waiting[s])]
    scene.rect("waiting", wx, oy + 38, PANEL_W - L.RIGHT_X - 8, 98, "rest", r=6, label="Settlers waiting",
               tip="Settlers waiting above the task panel for a level IV task",
               detail=["Released settlers may wait here. When a commando carries out a level IV task, one of its "
                       "owner's waiting settlers may go to the intercom above that task.",
                       "Waiting: " + (", ".join(who(state, s) for s in waiting) or "nobody") + "."])
    scene.text("waiting-t", wx + 10, oy + 62, "Waiting for a level IV task", "rest", size=L.SMALL, bold=True)
    for j, s in enumerate(waiting[:26]):
        scene.circle(f"waiting-{j}", wx + 18 + (j % 13) * 25, oy + 86 + (j // 13) * 26, 9, seat_style(state, s),
                     z=2, tip=f"{who(state, s)}'s waiting settler")
    # cables between rest areas: up from the lower one, across the gap below the higher one, up into it
    for cable in p.side.cables:
        ax, ay, aw = where[cable.source]
        bx, by, bw = where[cable.to]
        gap = by + L.ROW_H + L.ROW_GAP / 2
        straight = abs(ax - bx) < 1
        up_x = ax + 20 if straight else ax + aw - 16
        end_x = bx + 20 if straight else bx + bw - 16
        if not straight and ax > bx:
            up_x, end_x = ax + 16, bx + bw - 40
        key = f"cable-{cable.source}-{cable.to}"
        scene.line(key, [(up_x, ay), (up_x, gap), (end_x, gap), (end_x, by + L.ROW_H)], "cable", width=3)
        words = (f"Promotion from {p.rests[cable.source].name} to {p.rests[cable.to].name}: {cable.cost} fuel; "
                 f"a quick ascent after it costs {cable.quick} more (nothing for the commando leader)")
        bx0 = (up_x + end_x) / 2 if not straight else up_x + 4
        scene.rect(f"{key}-c", bx0 - 2, gap - 11, 26, 22, "cable-cost", r=3, z=2, tip=words, detail=[words])
        scene.text(f"{key}-ct", bx0 + 11, gap + 5, str(cable.cost), "cable-cost", size=L.SMALL, align="center",
                   bold=True, z=3)
        scene.rect(f"{key}-q", bx0 + 26, gap - 11, 32, 22, "cable-quick", r=3, z=2, tip=words, detail=[words])
        scene.text(f"{key}-qt", bx0 + 42, gap + 5, f"+{cable.quick}", "cable-quick", size=L.SMALL, align="center",
                   bold=True, z=3)
    # special links
    for link in p.links:
        lx = sum(where[b][0] + where[b][2] / 2 for b in link.below) / 2
        ly = where[link.below[0]][1]
        for up in link.to:
            ux, uy, uw = where[up]
            scene.line(f"{link.id}-{up}", [(lx, ly), (ux + uw / 2, uy + L.ROW_H)], "link", width=3, z=1)
        words = (f"Special link: when both tasks below it are taken, a commando of {p.rests[link.rest].name} may go "
                 f"up it to a task it points at, for {link.cost} fuel")
        scene.rect(f"{link.id}-c", lx - 13, ly - 24, 26, 22, "link-cost", r=3, z=3, tip=words, detail=[words])
        scene.text(f"{link.id}-ct", lx, ly - 8, str(link.cost), "link-cost", size=L.SMALL, align="center", bold=True,
                   z=4)
    # rest areas with their commandos (yours as tokens you can tap, the others' as dots)
    for rest in p.rests.values():
        x, y, w = where[rest.id]
        scene.rect(f"rest-{rest.id}", x, y, w, L.ROW_H, "rest", r=6, label=rest.name,
                   tip=f"{rest.name}: its commandos may take the tasks beside it",
                   detail=[f"{rest.name}, level {ROMAN[rest.level]} of the task panel. Its commandos may take the "
                           "tasks in its row (and the central task); cables lead up to the higher rest areas."])
        short = "Main (I)" if rest.level == 1 else rest.name.removeprefix("Level ")
        L.label(scene, f"rest-{rest.id}-n", x + 6, y + 16, w - 12, short, size=L.SMALL, style="rest", bold=True)
        mine = [k for k, loc in enumerate(state.commandos[seat]) if loc == rest.id] if seat < state.seats else []
        for j, k in enumerate(mine):
            scene.token(f"cmd-{seat}-{k}", x + 25 + (j % 2) * 50, y + 46 + (j // 2) * 50, 24,
                        "L" if k == 0 else "", seat_style(state, seat), z=2, label=f"Your {commando_name(k)}",
                        tip=f"Your {commando_name(k)}" + (" (L: the leader)" if k == 0 else ""))
        others = [(s, k) for s in range(state.seats) if s != seat for k, loc in enumerate(state.commandos[s])
                  if loc == rest.id]
        for j, (s, k) in enumerate(others[:9]):
            scene.circle(f"cmd-{s}-{k}", x + 61 + (j % 3) * 14, y + 84 + (j // 3) * 12, 6, seat_style(state, s), z=2,
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
        detail = [f"Level {ROMAN[tile.level]} task: {words}."]
        if space.intercom:
            detail.append("The commando then comes back to the main rest area, and one of your waiting settlers "
                          "may join the intercom above.")
        holder = state.occupant.get(space.id)
        detail.append(f"Taken by {who(state, holder)}." if holder is not None else "Free.")
        scene.rect(space.id, x, y, w, L.ROW_H, "tile", r=6, label=tile.name, tip=f"{tile.name}: {words}",
                   detail=detail)
        L.lines(scene, f"{space.id}-n", x + 4, y + 17, w - 8, tile.name, count=5, style="tile", bold=False)
        if holder is not None:
            k = state.commandos[holder].index(space.id) if space.id in state.commandos[holder] else 1
            scene.token(f"{space.id}-c", x + w - 17, y + L.ROW_H - 17, 14,
                        "L" if k == 0 and holder != state.kraken else "", seat_style(state, holder), z=3,
                        tip=f"{who(state, holder)}'s commando is here")
    # the central task
    cx, cy = ox + L.RIGHT_X, row_y(oy, 4)
    reward = catalog().panels[state.side].side.central
    words = " or ".join(EFFECTS.texts(list(a)) for a in reward.reward["choose"])
    cw = PANEL_W - L.RIGHT_X - 8
    here = [(s, k) for s in range(state.seats) for k, loc in enumerate(state.commandos[s]) if loc == CENTRAL]
    scene.rect(p.central, cx, cy, cw, L.ROW_H, "central", r=8, label="Central task", tip=f"Central task: {words}",
               detail=[f"The central task takes commandos from every rest area, any number of them: {words}.",
                       "Its commandos come back to the main rest area at the end of the round.",
                       "Here now: " + (", ".join(who(state, s) for s, _ in here) or "nobody") + "."])
    scene.text(f"{p.central}-t", cx + 10, cy + 20, "Central task", "central", size=L.TEXT, bold=True)
    L.lines(scene, f"{p.central}-w", cx + 10, cy + 40, cw - 20, words, count=2, style="central")
    for j, (s, k) in enumerate(here[:12]):
        scene.circle(f"central-c{j}", cx + 18 + j * 24, cy + L.ROW_H - 18, 9, seat_style(state, s), z=2,
                     tip=f"{who(state, s)}'s {commando_name(k)}")
