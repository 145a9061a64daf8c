"""The hex map: tiles (face down or up), terrain and icons, rotation handles, Capitals, Outposts, units,
neutral units, Toxic Clouds and the lost explorers."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..rules.board import tile_spaces
from ..rules.economy import seat_name
from ..state import WastelandsState
from ..targets import hex_target, slot_target, tile_rotation_target, unit_target
from .layout import MAP_BOX, RING, fit_grid, fmt, outline, slot_spaces
from .palette import ICON_TEXT, LETTER, NEUTRAL_LETTERS, TERRAIN
from .text import effects_text, strength_text

TERRAIN_NAME = {"plain": "Plain", "ruined_city": "Ruined city", "mountain": "Mountain", "desert": "Desert",
                "toxic_lake": "Toxic lake"}


def draw_map(scene: Scene, seen: WastelandsState, viewer: int) -> None:
    """Draw every tile position, then the pieces on it."""
    every = [h for slot in seen.slots for h in slot_spaces(slot)]
    grid = fit_grid(every, MAP_BOX)
    s = grid.s
    label_size = 14 if s < 40 else 15
    for slot in seen.slots:
        spaces = slot_spaces(slot)
        pts = outline(grid, spaces)
        if not slot.face_up:
            scene.poly(slot_target(slot.slot), pts, "facedown", z=0, label=f"Unexplored tile {slot.slot}",
                       tip="Unexplored tile: a Scout next to it may Explore it (flip it, turn it as you like, "
                           "then draw an Exploration Event).")
            for hex_ in spaces:
                x, y = grid.centre(hex_)
                scene.hex(hex_target(*hex_), fmt(x), fmt(y), fmt(s * 0.97), "facedown-hex", rot=30, z=1)
            scene.poly(f"slotedge:{slot.slot}", pts, "facedown-edge", z=2)
            cx, cy = grid.centre(spaces[0])
            scene.text(f"slot:{slot.slot}:q", fmt(cx), fmt(cy + s * 0.35), "?", "muted", size=fmt(s),
                       align="center", bold=True, z=2)
            continue
        tile = catalog().tiles[slot.tile]
        placed = spaces[0] in seen.terrain
        for hex_, terrain, icons in tile_spaces(slot):
            x, y = grid.centre(hex_)
            word = TERRAIN[terrain][3]
            marks = [ICON_TEXT[i][0] for i in icons if i in ICON_TEXT and ICON_TEXT[i][0]]
            rule = TERRAIN[terrain][4]
            notes = " ".join(ICON_TEXT[i][1] for i in icons if i in ICON_TEXT)
            tip = f"{rule} {notes}".strip() + f"\n{tile.name}: {tile.text}"
            scene.hex(hex_target(*hex_), fmt(x), fmt(y), fmt(s * 0.98), f"t-{terrain}", rot=30, z=1, tip=tip,
                      label=f"{TERRAIN_NAME[terrain]} {hex_[0]},{hex_[1]}")
            top = " ".join([word] + marks).strip()
            if top:
                scene.text(f"hexlbl:{hex_[0]},{hex_[1]}", fmt(x), fmt(y - s * 0.36), top, f"tt-{terrain}",
                           size=label_size, align="center", z=2)
        scene.poly(slot_target(slot.slot), pts, "tile-edge" if placed else "rotating", z=3)
        if not placed:
            _rotation_handles(scene, grid, slot)
    _pieces(scene, seen, grid, viewer)
    if seen.combat is not None:
        x, y = grid.centre(seen.combat.hex)
        scene.circle("combat:ring", fmt(x), fmt(y), fmt(s * 0.9), "combat-ring", z=8,
                     tip="The space under attack.")
    _legend(scene, grid)


def _rotation_handles(scene: Scene, grid, slot) -> None:
    """Six handles around a just-flipped tile: tap where its marked space should point."""
    s = grid.s
    cx, cy = grid.centre((slot.q, slot.r))
    dq, dr = RING[1 + slot.rotation % 6]
    mx, my = grid.centre((slot.q + dq, slot.r + dr))
    scene.token(f"rotmark:{slot.slot}", fmt(mx), fmt(my + s * 0.15), fmt(max(15, s * 0.42)), "\u2605", "mark",
                z=7, tip="The marked space: choose a handle to say where it should point.")
    radius = max(20.0, min(26.0, s * 0.6))
    for k in range(6):
        dq, dr = RING[1 + k]
        hx, hy = grid.centre((slot.q + dq, slot.r + dr))
        x, y = cx + (hx - cx) * 1.78, cy + (hy - cy) * 1.78
        scene.token(tile_rotation_target(slot.slot, k), fmt(x), fmt(y), fmt(radius), str(60 * k), "handle",
                    z=8, label=f"Turn {60 * k} degrees",
                    tip=f"Place the tile turned {60 * k} degrees clockwise: the marked space (\u2605) ends up "
                        f"on this side.")


def _pieces(scene: Scene, seen: WastelandsState, grid, viewer: int) -> None:
    s = grid.s
    dy = s * 0.2
    piece_r = max(20.0, min(23.0, s * 0.6))
    for seat, player in enumerate(seen.players):
        x, y = grid.centre(player.capital)
        y += dy
        w = piece_r * 1.05
        house = [(x - w, y + w * 0.85), (x - w, y - w * 0.2), (x, y - w * 1.0), (x + w, y - w * 0.2),
                 (x + w, y + w * 0.85)]
        built = [catalog().items[b].name for b in player.buildings]
        beaten = [seat_name(seen, s2) for s2, p in enumerate(seen.players) if seat in p.capitals_defeated]
        tip = (f"{seat_name(seen, seat)}'s Capital. Buildings: {', '.join(built) or 'none'}. Defends at superior "
               f"rank." + (f" Defeated by {', '.join(beaten)}: they cannot attack it again." if beaten else ""))
        scene.poly(f"capital:{seat}", [(fmt(a), fmt(b)) for a, b in house], f"seat{seat}", z=4, tip=tip,
                   label=f"{seat_name(seen, seat)} Capital")
        scene.text(f"capital:{seat}:t", fmt(x), fmt(y + w * 0.45), "HQ", f"seat{seat}", size=15, align="center",
                   bold=True, z=5)
    for hex_, outpost in sorted(seen.outposts.items()):
        x, y = grid.centre(hex_)
        y += dy
        half = piece_r * 0.9
        key = f"{hex_[0]},{hex_[1]}"
        tip = (f"{seat_name(seen, outpost.owner)}'s {outpost.resource} Outpost"
               + (" with an Expansion (+1 per Recycle, +2 defence)" if outpost.expansion else "")
               + ". Recycle here for " + outpost.resource + "; defends at medium rank.")
        scene.rect(f"outpost:{key}", fmt(x - half), fmt(y - half), fmt(2 * half), fmt(2 * half), f"seat{outpost.owner}",
                   r=4, z=4, tip=tip, label=f"{outpost.resource} Outpost")
        text = LETTER[outpost.resource] + ("+" if outpost.expansion else "")
        scene.text(f"outpost:{key}:t", fmt(x), fmt(y + 6), text, f"seat{outpost.owner}", size=17, align="center",
                   bold=True, z=5)
    for hex_, neutral in sorted(seen.neutrals.items()):
        x, y = grid.centre(hex_)
        scene.token(f"neutral:{hex_[0]},{hex_[1]}", fmt(x), fmt(y + dy), fmt(piece_r),
                    NEUTRAL_LETTERS.get(neutral.piece, "N"), "neutral", z=4, tip=_neutral_tip(neutral),
                    label="Neutral unit")
    by_hex: dict = {}
    for unit in sorted(seen.units, key=lambda u: u.id):
        by_hex.setdefault(unit.hex, []).append(unit)
    for hex_, group in by_hex.items():
        x, y = grid.centre(hex_)
        for k, unit in enumerate(group):
            ux = x + (k - (len(group) - 1) / 2) * piece_r * 1.1
            kind = "Scout" if unit.kind == "scout" else "Army"
            tip = f"{seat_name(seen, unit.owner)}'s {kind} at {hex_[0]},{hex_[1]}"
            if unit.stuck:
                tip += " (stopped by a desert this turn)"
            if unit.kind == "scout":
                tip += ". Scouts move, explore and build Outposts; they never attack."
            else:
                tip += ". Armies move and attack adjacent targets."
            scene.token(unit_target(unit.id), fmt(ux), fmt(y + dy), fmt(piece_r), kind[0], f"seat{unit.owner}",
                        z=6, tip=tip, label=f"{seat_name(seen, unit.owner)} {kind}")
    seen_clouds: dict = {}
    for hex_ in seen.clouds:
        n = seen_clouds.get(hex_, 0)
        seen_clouds[hex_] = n + 1
        x, y = grid.centre(hex_)
        scene.circle(f"cloud:{hex_[0]},{hex_[1]}" + (f":{n}" if n else ""), fmt(x), fmt(y), fmt(s * 0.8), "cloud",
                     z=9, alpha=0.55, label="Toxic Cloud",
                     tip="Toxic Cloud: units here may only Move and face a radiation roll; an Outpost here cannot "
                         "Recycle; a Capital here blocks its owner's Capital actions. It drifts with the wind "
                         "after every turn.")
        scene.text(f"cloud:{hex_[0]},{hex_[1]}:t" + (f":{n}" if n else ""), fmt(x), fmt(y + s * 0.78), "CLOUD",
                   "dark", size=14, align="center", bold=True, z=10)
    centre = next((h for h, icons in seen.icons.items() if "lost_explorers" in icons), None)
    if centre is not None:
        x, y = grid.centre(centre)
        for k, seat in enumerate(seen.lost_explorers):
            scene.rect(f"lost:{seat}", fmt(x - 26 + k * 14), fmt(y - 8), 12, 12, f"seat{seat}", z=3,
                       tip=f"{seat_name(seen, seat)}'s lost explorer: reach this centre and leave the tile for "
                           "+2 People Support and a Loot roll.")


def _neutral_tip(neutral) -> str:
    if neutral.source == "isolated_city":
        tile = catalog().tiles["isolated_city"]
        return f"Isolated City: {tile.text}"
    event = catalog().events[neutral.source]
    piece = catalog().neutral_units.get(neutral.piece)
    name = piece.name if piece else "Neutral unit"
    return (f"{name} ({event.name}): {event.text} Strength: {strength_text(event.encounter.strength)}. "
            f"Defeat it for: {effects_text(event.encounter.reward)}. It never attacks.")


def _legend(scene: Scene, grid) -> None:
    x, y, w, h = MAP_BOX
    scene.text("legend:1", x + w, y + h + 12, "ruin = ruined city   mtn = mountain   lake = toxic lake   "
               "\u2622 radioactivity   ! encounter", "muted", size=14, align="right")
    scene.text("legend:2", x + w, y + h + 30, "S Scout   A Army   HQ Capital   square = Outpost (W/A/E/M, "
               "+ = Expansion)", "muted", size=14, align="right")
