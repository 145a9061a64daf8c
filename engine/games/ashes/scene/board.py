"""The main board: sectors and areas with their tiles, survivors and vehicles, site tiles with construction
spaces and shelter discs, red lines, and the strength tree."""

from __future__ import annotations

from engine.core.scene import Scene

from .. import targets
from ..catalog import catalog
from ..rules.colony import name
from ..state import ACTIVE, STARTING_SHELTER, AshesState
from .layout import NODE_H, NODE_W, TREE_COLUMNS, TREE_LABEL_X, TREE_Y, map_point, node_point
from .palette import mark, seat_style
from .text import GOOD_ICON, draw_glyph, long, short, wrap

# construction spaces around a site corner, each a 48-unit target: two one above the other, three as a triangle
# pointing right; a cluster spans at most 91 units across, less than the 92 between two corners (layout.py)
SPACE_R = 24
CLUSTER = {1: [(0, 0)], 2: [(0, -27), (0, 27)], 3: [(-11, -26), (-11, 26), (32, 0)]}
AREA_TEXT_W = 91  # an area column is 92 units wide: twelve characters a line ("+1 happiness")


def _box(poly) -> tuple[float, float, float, float]:
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def _shared_border(a, b) -> list[tuple[float, float]] | None:
    """The border two axis-aligned area rectangles share, in board coordinates."""
    ax0, ay0, ax1, ay1 = _box(a)
    bx0, by0, bx1, by1 = _box(b)
    if ax1 == bx0 or bx1 == ax0:
        x = ax1 if ax1 == bx0 else ax0
        lo, hi = max(ay0, by0), min(ay1, by1)
        return [(x, lo), (x, hi)] if hi > lo else None
    if ay1 == by0 or by1 == ay0:
        y = ay1 if ay1 == by0 else ay0
        lo, hi = max(ax0, bx0), min(ax1, bx1)
        return [(lo, y), (hi, y)] if hi > lo else None
    return None


def _vehicles(state: AshesState) -> dict[str, list[tuple[str, int]]]:
    """Vehicles by area: (item id, seat) for each colony and the Rival."""
    where: dict[str, list[tuple[str, int]]] = {}
    for seat, p in enumerate(state.players):
        where.setdefault(p.vehicle, []).append((f"vehicle-{seat}", seat))
    if state.rival is not None:
        where.setdefault(state.rival.vehicle, []).append(("vehicle-rival", len(state.players)))
    return where


def _vehicle_tokens(scene: Scene, state: AshesState, cars: list[tuple[str, int]], x: float, y: float,
                    step: float, vertical: bool = False) -> None:
    for k, (vid, seat) in enumerate(cars):
        vx, vy = (x, y + k * step) if vertical else (x + (k - (len(cars) - 1) / 2) * step, y)
        scene.token(vid, vx, vy, 13, mark(state, seat), seat_style(state, seat), tip=f"{name(state, seat)}'s vehicle",
                    z=4)


def survivor(scene: Scene, item_id: str, x: float, y: float, kind: int, text: str = "", *, r: float = 13,
             tip: str | None = None, z: int = 3) -> None:
    """A survivor piece: an active survivor is a yellow disc, an essential one a blue hexagon (so the two differ in
    shape as well as colour), with an optional number on it."""
    if kind == ACTIVE:
        scene.token(item_id, x, y, r, text, "surv-active", tip=tip, z=z)
    else:
        scene.hex(item_id, x, y, r + 1, "surv-essential", tip=tip, z=z)
        if text:
            scene.text(f"{item_id}-n", x, y + 5, text, "surv-essential", size=14, align="center", bold=True, z=z)


def _survivor_tokens(scene: Scene, prefix: str, pair: list[int], x: float, y: float, r: float = 13) -> None:
    a, e = pair
    if a:
        survivor(scene, f"{prefix}-active", x - r - 2, y, ACTIVE, str(a), r=r,
                 tip=f"{a} active survivor{'s' if a != 1 else ''}")
    if e:
        survivor(scene, f"{prefix}-essential", x + r + 2, y, 1 - ACTIVE, str(e), r=r,
                 tip=f"{e} essential survivor{'s' if e != 1 else ''}")


def draw(scene: Scene, state: AshesState) -> None:
    """The whole main board."""
    t = catalog()
    side = t.sides[state.board_side]
    x0, y0 = map_point((60, 60))
    x1, y1 = map_point((1140, 720))
    scene.rect("map", x0 - 4, y0 - 4, x1 - x0 + 8, y1 - y0 + 8, "board", r=6)
    areas = t.areas[state.board_side]
    cars = _vehicles(state)
    live = set(state.areas)
    sector_of = {s.number: s for s in side.sectors}
    # areas
    for area in side.areas:
        pts = [map_point(p) for p in area.polygon]
        if area.id not in live:
            scene.poly(f"blocked-{area.id}", pts, "blocked", tip=f"{area.name}: blocked in this game")
            cx, cy = map_point(area.center)
            scene.text(f"blocked-{area.id}-x", cx, cy + 6, "blocked", "muted", size=14, align="center")
            continue
        tile_id = state.area_tiles[area.id]
        tile = t.area_tiles[tile_id]
        spent = area.id in state.spent
        effects = t.area_flip[tile_id] if spent else t.area_main[tile_id]
        a, e = state.survivors.get(area.id, [0, 0])
        tip = (f"{area.name} (sector {area.sector}, radiation {sector_of[area.sector].radiation})"
               f"{', survivors emerge here' if area.bag_icon else ''}.\nArea tile {tile.name}"
               f"{' - spent side' if spent else ''}: {long(effects)}.\n{tile.text}\nSurvivors: {a} active, {e} essential.")
        scene.poly(targets.area_target(area.id), pts, f"sector{area.sector}", tip=tip, label=area.name,
                   alpha=0.55 if spent else 1.0)
        cx, cy = map_point(area.center)
        bx0, by0, bx1, by1 = _box(area.polygon)
        # clear of the construction spaces at the row's corners (the middle row has them above and below)
        cy -= 12 if by0 > 60 and by1 < 720 else 4
        if by1 - by0 > 300:  # an area two rows tall: keep clear of the site in its middle
            cy = map_point((0, by0 + 106))[1]
        lines = wrap(short(effects), AREA_TEXT_W, 14, lines=2 if spent else 3)
        if spent:
            lines = ["spent side:"] + lines
        for k, line in enumerate(lines):
            scene.text(f"area-{area.id}-l{k}", cx, cy - 36 + 17 * k, line, "text", size=14, align="center")
        _survivor_tokens(scene, f"area-{area.id}", [a, e], cx, cy + 20)
        _vehicle_tokens(scene, state, cars.get(area.id, []), cx, cy + 48, 27)
    for band in side.radiation_bands:
        pts = [map_point(p) for p in band.polygon]
        scene.poly(f"band-{band.id}", pts, "radiation", tip="Radiation band: no area here in 1-2 player games")
        bx, by = map_point(((band.polygon[0][0] + band.polygon[2][0]) / 2, (band.polygon[0][1] + band.polygon[2][1]) / 2))
        scene.text(f"band-{band.id}-x", bx, by + 6, "radiation", "muted", size=14, align="center")
    # sector names across the top row
    for s in side.sectors:
        xs = [map_point(a.center)[0] for a in side.areas if a.sector == s.number]
        scene.text(f"sector-{s.number}", (min(xs) + max(xs)) / 2, y0 + 17, f"Sector {s.number}, radiation {s.radiation}",
                   "title", size=14, align="center", bold=True, z=2,
                   tip=f"Sector {s.number}: at the start of each later round, radiation takes up to {s.radiation} "
                       f"survivor{'s' if s.radiation != 1 else ''} from every area here without a vehicle.")
    # starting shelter
    start = side.starting_shelter
    pts = [map_point(p) for p in start.polygon]
    scene.poly(targets.area_target(STARTING_SHELTER), pts, "shelter-start", label="Starting shelter",
               tip=f"{start.name}: {start.text}")
    sx, _ = map_point(start.center)
    scene.text("start-name", sx, y0 + 40, "Start", "text", size=14, align="center", bold=True)
    _vehicle_tokens(scene, state, cars.get(STARTING_SHELTER, []), sx, y0 + 80, 30, vertical=True)
    # red lines
    for a, b in side.red_lines:
        pa = areas[a].polygon if a in areas else start.polygon
        pb = areas[b].polygon if b in areas else start.polygon
        seg = _shared_border(pa, pb)
        if seg:
            scene.line(f"red-{a}-{b}", [map_point(p) for p in seg], "redline", width=6, z=1)
    _sites(scene, state)
    _tree(scene, state)


def _sites(scene: Scene, state: AshesState) -> None:
    """Site tiles and their construction spaces: a free space shows the production track it raises (an icon), a
    shelter disc its owner's colour and seat number."""
    t = catalog()
    side = t.sides[state.board_side]
    blocked = set(state.blocked_spaces)
    for site in side.site_spaces:
        tile_id = state.site_tiles.get(site.id)
        if tile_id is None:
            continue
        tile = t.site_tiles[tile_id]
        cx, cy = map_point(site.center)
        spots = CLUSTER[min(3, len(tile.construction_spaces))]
        xs = [dx for dx, _ in spots]
        ys = [dy for _, dy in spots]
        pad = SPACE_R + 1
        scene.rect(targets.site_target(site.id), cx + min(xs) - pad, cy + min(ys) - pad, max(xs) - min(xs) + 2 * pad,
                   max(ys) - min(ys) + 2 * pad, "site", r=12, tip=f"Site tile {tile.name}: {tile.text}",
                   label=tile.name, z=2)
        for space, (dx, dy) in zip(tile.construction_spaces, spots):
            owner = state.construction.get(space.id)
            rewards = long(t.space_rewards[space.id])
            mods = ", ".join(f"your {m} track +1" for m in space.production_modifiers)
            tip = (f"{tile.name}, construction space: {rewards}" + (f"; {mods}" if mods else "")
                   + ("; a landmark" if space.landmark else "") + ".")
            x, y = cx + dx, cy + dy
            if space.id in blocked:
                scene.token(targets.space_target(space.id), x, y, SPACE_R, "X", "blocked",
                            tip="Covered by a blocked site tile (3 players): nobody builds here", z=3)
            elif owner is None:
                style = "cspace-landmark" if space.landmark else "cspace"
                scene.token(targets.space_target(space.id), x, y, SPACE_R, "", style, tip=tip + " Free.", z=3,
                            label=f"{tile.name}, free construction space")
                for k, track in enumerate(space.production_modifiers[:1]):
                    scene.icon(f"mod-{space.id}-{k}", x, y - 7, GOOD_ICON[track], style, size=18, z=4)
                    scene.text(f"mod-{space.id}-{k}-n", x, y + 16, "+1", style, size=14, align="center",
                               bold=True, z=4)
            else:
                powered = any(space.id in p.powered for p in state.players)
                if powered:
                    scene.circle(f"space-{space.id}-powered", x, y, SPACE_R + 4, "track-on", z=3,
                                 tip="Powered up for a mission")
                scene.token(targets.space_target(space.id), x, y, SPACE_R, mark(state, owner), seat_style(state, owner),
                            tip=f"{tip} A shelter of {name(state, owner)}{' (powered up)' if powered else ''}.", z=4)


def _tree(scene: Scene, state: AshesState) -> None:
    """The strength tree: nodes with their climbing reward, edges, pink edges and the colony markers."""
    t = catalog()
    tree = t.content.main_board.strength_tree
    pos = {n.id: node_point(n.id, n.level) for n in tree.nodes}
    for a, b in tree.edges:
        scene.line(f"tree-edge-{a}-{b}", [pos[a], pos[b]], "edge", width=3, z=0)
    for a, b in tree.pink_edges:
        scene.line(f"tree-pink-{a}-{b}", [pos[a], pos[b]], "edge-pink", width=3, dash=True, z=0)
    levels = sorted({n.level for n in tree.nodes})
    for lv in levels:
        scene.text(f"tree-level-{lv}", TREE_LABEL_X, node_point("x_middle", lv)[1] + 5, str(lv), "muted", size=14)
    scene.text("tree-title", TREE_COLUMNS["middle"], TREE_Y + 30, "Strength tree", "title", size=15, bold=True,
               align="center")
    here: dict[str, list[int]] = {}
    for seat, p in enumerate(state.players):
        here.setdefault(p.strength_node, []).append(seat)
    for n in tree.nodes:
        x, y = pos[n.id]
        rewards = t.node_rewards[n.id]
        gives = f"climbing here gives {long(rewards)}" if rewards else "the bottom of the tree"
        scene.rect(targets.tree_target(n.id), x - NODE_W / 2, y - NODE_H / 2, NODE_W, NODE_H, "cspace", r=NODE_H / 2,
                   tip=f"Strength {n.level}: {gives}.", label=f"Strength {n.level}", z=1)
        draw_glyph(scene, f"node-{n.id}", x, y, rewards, "cspace", width=NODE_W - 2, z=2)
        for k, seat in enumerate(here.get(n.id, [])):
            mx, my = x + (-22 if k % 2 == 0 else 22), y - 14 + 28 * (k // 2)
            scene.token(f"strength-{seat}", mx, my, 13, mark(state, seat), seat_style(state, seat),
                        tip=f"{name(state, seat)}: strength {n.level}", z=5)
