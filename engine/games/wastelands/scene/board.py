"""The map region: tiles (face down with their number, or face up with their name), terrain words and icons,
rotation handles, Capitals, Outposts, units, neutral units, Toxic Clouds and the lost explorers.

Spaces are named in words (`rules.board.place`: "the desert in the north of Dust Bowl"), so the map draws what
those words need: each tile's name, the number of each face-down tile, and which way is north."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..rules.board import place, tile_name, tile_spaces, unit_words
from ..rules.economy import seat_name
from ..state import WastelandsState
from ..targets import hex_target, slot_target, tile_rotation_target, unit_target
from .layout import MAP_BOX, MAP_H, MAP_W, PAD, RING, TITLE, fit_grid, fmt, outline, slot_spaces
from .palette import ICON_TEXT, RESOURCE_ICON, TERRAIN
from .text import effects_text, strength_text

PIECE_R = 24  # units and rotation handles are targets: 48 units across
UNIT_ICON = {"scout": "eye", "army": "sword"}


def draw_map(scene: Scene, seen: WastelandsState, viewer: int) -> None:
    """Draw every tile position, then the pieces on it."""
    scene.rect("map:panel", 0, 0, MAP_W, MAP_H, "board", r=10)
    scene.text("map:title", PAD + 2, 32, "The wastelands", "title", size=TITLE, bold=True)
    scene.text("map:north", MAP_W - PAD - 2, 32, "\u2191 North", "muted", size=15, align="right", bold=True,
               tip="North is the top of the map: spaces are named by their side of the tile (north, south-east...).")
    every = [h for slot in seen.slots for h in slot_spaces(slot)]
    taken = ({u.hex for u in seen.units} | set(seen.outposts) | set(seen.neutrals)
             | {p.capital for p in seen.players})
    grid = fit_grid(every, MAP_BOX)
    s = grid.s
    for index, slot in enumerate(seen.slots):
        spaces = slot_spaces(slot)
        pts = outline(grid, spaces)
        cx, cy = grid.centre(spaces[0])
        if not slot.face_up:
            name = tile_name(seen, index).capitalize()
            scene.poly(slot_target(slot.slot), pts, "facedown", z=0, label=f"Unexplored {tile_name(seen, index)}",
                       tip=f"{name}, face down: a Scout next to it may Explore it.",
                       detail=[f"{name} is still face down. A Scout on a space next to it may Explore it (1 Action "
                               "Point, once a turn): the tile is turned face up, turned any way you like, and an "
                               "Exploration Event is drawn."])
            for hex_ in spaces:
                x, y = grid.centre(hex_)
                scene.hex(hex_target(*hex_), fmt(x), fmt(y), fmt(s * 0.97), "facedown-hex", rot=30, z=1)
            scene.poly(f"slotedge:{slot.slot}", pts, "facedown-edge", z=2)
            scene.text(f"slot:{slot.slot}:q", fmt(cx), fmt(cy + s * 0.3), "?", "muted", size=fmt(s * 0.9),
                       align="center", bold=True, z=2)
            scene.text(f"slot:{slot.slot}:n", fmt(cx), fmt(cy + s * 1.25), name, "text", size=15, align="center",
                       bold=True, z=2)
            continue
        tile = catalog().tiles[slot.tile]
        placed = spaces[0] in seen.terrain
        for hex_, terrain, icons in tile_spaces(slot):
            _space(scene, seen, grid, hex_, terrain, icons, tile, hex_ in taken, (slot.q, slot.r))
        scene.poly(slot_target(slot.slot), pts, "tile-edge" if placed else "rotating", z=3,
                   label=tile.name, tip=f"{tile.name}: {tile.text}")
        width = len(tile.name) * 13 * 0.62 + 10
        ny = cy + s * 0.8
        scene.rect(f"tilename:{slot.slot}", fmt(cx - width / 2), fmt(ny - 8), fmt(width), 17, "tile-name", r=4, z=3,
                   alpha=0.85)
        scene.text(f"tilename:{slot.slot}:t", fmt(cx), fmt(ny + 4.5), tile.name, "tile-name", size=13, align="center",
                   bold=True, z=3, tip=f"{tile.name}: {tile.text}")
        if not placed:
            _rotation_handles(scene, grid, slot)
    _pieces(scene, seen, grid, viewer)
    if seen.combat is not None:
        x, y = grid.centre(seen.combat.hex)
        scene.circle("combat:ring", fmt(x), fmt(y), fmt(s * 0.9), "combat-ring", z=8,
                     tip="The space under attack.")


def _space(scene: Scene, seen: WastelandsState, grid, hex_, terrain: str, icons, tile, covered: bool,
           slot_centre=None) -> None:
    """One face-up space: its terrain colour and word (unless a piece covers it), its icons, its rules as a tip
    and detail."""
    s = grid.s
    x, y = grid.centre(hex_)
    word = TERRAIN[terrain][3]
    rule = TERRAIN[terrain][4]
    notes = [ICON_TEXT[i][1] for i in icons if i in ICON_TEXT and i != "capital"]
    where = place(seen, hex_)
    scene.hex(hex_target(*hex_), fmt(x), fmt(y), fmt(s * 0.98), f"t-{terrain}", rot=30, z=1,
              tip=" ".join([rule] + notes), label=where[:1].upper() + where[1:],
              detail=[rule, *notes, f"{tile.name}: {tile.text}"])
    key = f"{hex_[0]},{hex_[1]}"
    # the word at the top of the space and the icons at its bottom; on the space south of the tile's centre, whose
    # top carries the tile's name, the other way round
    below = slot_centre is not None and (hex_[0] - slot_centre[0], hex_[1] - slot_centre[1]) == (0, 1)
    if word and not covered:
        scene.text(f"hexlbl:{key}", fmt(x), fmt(y + (s * 0.62 if below else -s * 0.38)), word, f"tt-{terrain}",
                   size=13, align="center", z=2)
    drawn = [ICON_TEXT[i][0] for i in icons if i in ICON_TEXT and ICON_TEXT[i][0]]
    for k, name in enumerate(drawn):
        scene.icon(f"hexicon:{key}:{k}", fmt(x - (len(drawn) - 1) * 8 + k * 16), fmt(y + (-s * 0.5 if below else s * 0.5)),
                   name, f"tt-{terrain}",
                   size=15, z=2, tip=ICON_TEXT[[i for i in icons if ICON_TEXT.get(i, (None,))[0] == name][0]][1])


def _rotation_handles(scene: Scene, grid, slot) -> None:
    """Six handles around a just-flipped tile: tap where its marked space should point."""
    s = grid.s
    cx, cy = grid.centre((slot.q, slot.r))
    dq, dr = RING[1 + slot.rotation % 6]
    mx, my = grid.centre((slot.q + dq, slot.r + dr))
    scene.token(f"rotmark:{slot.slot}", fmt(mx), fmt(my + s * 0.15), 15, "\u2605", "mark",
                z=7, tip="The marked space: choose a handle to say where it should point.")
    for k in range(6):
        dq, dr = RING[1 + k]
        hx, hy = grid.centre((slot.q + dq, slot.r + dr))
        x = min(MAP_W - PIECE_R - 3, max(PIECE_R + 3, cx + (hx - cx) * 1.5))
        y = min(MAP_H - PIECE_R - 3, max(PIECE_R + 3, cy + (hy - cy) * 1.5))
        scene.token(tile_rotation_target(slot.slot, k), fmt(x), fmt(y), PIECE_R, str(60 * k), "handle",
                    z=8, label=f"Turn {60 * k} degrees",
                    tip=f"Place the tile turned {60 * k} degrees clockwise: the marked space (\u2605) ends up "
                        f"on this side.")


def _pieces(scene: Scene, seen: WastelandsState, grid, viewer: int) -> None:
    s = grid.s
    dy = s * 0.12
    for seat, player in enumerate(seen.players):
        x, y = grid.centre(player.capital)
        w = s * 0.62
        house = [(x - w, y + w * 0.8), (x - w, y - w * 0.15), (x, y - w * 0.95), (x + w, y - w * 0.15),
                 (x + w, y + w * 0.8)]
        built = [catalog().items[b].name for b in player.buildings]
        beaten = [seat_name(seen, s2) for s2, p in enumerate(seen.players) if seat in p.capitals_defeated]
        name = seat_name(seen, seat)
        tip = (f"{name}'s Capital. Buildings: {', '.join(built) or 'none'}. Defends at superior rank."
               + (f" Defeated by {', '.join(beaten)}: they cannot attack it again." if beaten else ""))
        scene.poly(f"capital:{seat}", [(fmt(a), fmt(b)) for a, b in house], f"seat{seat}", z=4, tip=tip,
                   label=f"{name}'s Capital")
        scene.icon(f"capital:{seat}:icon", fmt(x), fmt(y + w * 0.15), "house", f"seat{seat}", size=18, z=5)
    for hex_, outpost in sorted(seen.outposts.items()):
        x, y = grid.centre(hex_)
        half = s * 0.5
        key = f"{hex_[0]},{hex_[1]}"
        owner = seat_name(seen, outpost.owner)
        tip = (f"{owner}'s {outpost.resource} Outpost"
               + (" with an Expansion (+1 per Recycle, +2 defence)" if outpost.expansion else "")
               + f". Recycle here for {outpost.resource}; it defends at medium rank.")
        scene.rect(f"outpost:{key}", fmt(x - half), fmt(y + dy - half), fmt(2 * half), fmt(2 * half),
                   f"seat{outpost.owner}", r=4, z=4, tip=tip, label=f"{owner}'s {outpost.resource} Outpost")
        scene.icon(f"outpost:{key}:icon", fmt(x), fmt(y + dy), RESOURCE_ICON[outpost.resource], f"seat{outpost.owner}",
                   size=18, z=5)
        if outpost.expansion:
            scene.icon(f"outpost:{key}:exp", fmt(x + half - 2), fmt(y + dy - half + 2), "house", "title", size=14,
                       z=5, tip="An Outpost Expansion")
    for hex_, neutral in sorted(seen.neutrals.items()):
        x, y = grid.centre(hex_)
        key = f"{hex_[0]},{hex_[1]}"
        scene.token(f"neutral:{key}", fmt(x), fmt(y + dy), 20, "", "neutral", z=4, tip=_neutral_tip(neutral),
                    label=_neutral_name(neutral), detail=[_neutral_tip(neutral)])
        scene.icon(f"neutral:{key}:icon", fmt(x), fmt(y + dy), "shield", "neutral", size=20, z=5)
    by_hex: dict = {}
    for unit in sorted(seen.units, key=lambda u: u.id):
        by_hex.setdefault(unit.hex, []).append(unit)
    for hex_, group in by_hex.items():
        x, y = grid.centre(hex_)
        for k, unit in enumerate(group):
            ux = x + (k - (len(group) - 1) / 2) * PIECE_R * 0.9
            kind = "Scout" if unit.kind == "scout" else "Army"
            owner = seat_name(seen, unit.owner)
            tip = f"{owner}'s {unit_words(seen, unit)[4:]}"
            if unit.stuck:
                tip += " (stopped by a desert this turn)"
            tip += (". Scouts move, explore and build Outposts; they never attack." if unit.kind == "scout"
                    else ". Armies move and attack what stands next to them.")
            scene.token(unit_target(unit.id), fmt(ux), fmt(y + dy), PIECE_R, "", f"seat{unit.owner}", z=6, tip=tip,
                        label=f"{owner}'s {kind}")
            scene.icon(f"{unit_target(unit.id)}:icon", fmt(ux), fmt(y + dy), UNIT_ICON[unit.kind], f"seat{unit.owner}",
                       size=22, z=7)
    seen_clouds: dict = {}
    for hex_ in seen.clouds:
        n = seen_clouds.get(hex_, 0)
        seen_clouds[hex_] = n + 1
        x, y = grid.centre(hex_)
        key = f"{hex_[0]},{hex_[1]}" + (f":{n}" if n else "")
        tip = ("Toxic Cloud: units here may only Move and face a radiation roll; an Outpost here cannot Recycle; a "
               "Capital here blocks its owner's Capital actions. It drifts with the wind after every turn.")
        scene.circle(f"cloud:{key}", fmt(x), fmt(y), fmt(s * 0.8), "cloud", z=9, alpha=0.55, label="Toxic Cloud",
                     tip=tip, detail=[tip])
        scene.icon(f"cloud:{key}:icon", fmt(x), fmt(y - s * 0.45), "cloud", "dark", size=20, z=10)
    centre = next((h for h, icons in seen.icons.items() if "lost_explorers" in icons), None)
    if centre is not None:
        x, y = grid.centre(centre)
        for k, seat in enumerate(seen.lost_explorers):
            scene.rect(f"lost:{seat}", fmt(x - 26 + k * 14), fmt(y - 8), 12, 12, f"seat{seat}", z=3,
                       tip=f"{seat_name(seen, seat)}'s lost explorer: reach this centre and leave the tile for "
                           "+2 People Support and a Loot roll.")


def _neutral_name(neutral) -> str:
    if neutral.source == "isolated_city":
        return "The Isolated City"
    piece = catalog().neutral_units.get(neutral.piece)
    return piece.name if piece else "Neutral unit"


def _neutral_tip(neutral) -> str:
    if neutral.source == "isolated_city":
        tile = catalog().tiles["isolated_city"]
        return f"Isolated City: {tile.text}"
    event = catalog().events[neutral.source]
    encounter = event.encounter
    assert encounter is not None, "a neutral unit other than the Isolated City comes from an encounter event"
    return (f"{_neutral_name(neutral)} ({event.name}): {event.text} Strength: "
            f"{strength_text(encounter.strength)}. Defeat it for: {effects_text(encounter.reward)}. "
            "It never attacks.")
