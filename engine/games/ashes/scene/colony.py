"""The viewer's colony board: activation zones, technology slots, production tracks, materials pyramid,
entrance, happiness track with shelter cards and pods, upgrades, shelter discs, columns and character; and the
mission hand with the completed missions beside it."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.words import count

from .. import targets
from ..catalog import catalog
from ..rules.colony import columns, limit, name, strength
from ..rules.words import points, short_good, vp
from ..state import ACTIVE, ESSENTIAL, AshesState, PlayerState
from .board import survivor
from .cards import back, card, hand
from .layout import COLONY_H, COLONY_W, COLONY_X, COLONY_Y, REGIONS
from .palette import player_style
from .text import GOOD_ICON, draw_glyph, fit, long, shelter_tip, short, tech_tip, wrap

ZONE_NAME = {1: "Mission", 2: "Fuel", 3: "Data", 4: "Strength"}
RESOURCE_WORDS = {"fuel": ("fuel", "fuel"), "data": ("data", "data"), "antirad": ("anti-rad", "anti-rad"),
                  "strength": ("strength", "strength"), "happiness": ("happiness", "happiness"),
                  "vp": ("point", "points")}
RESOURCE_TIPS = {"fuel": "fuel", "data": "data", "antirad": "anti-rad doses", "strength": "strength (your level on "
                 "the strength tree)", "happiness": "happiness", "vp": "victory points"}
RESOURCE_ICONS = dict(GOOD_ICON, vp="star")
CARD_W = 204  # shelter cards beside the happiness track


def draw(scene: Scene, state: AshesState, seat: int, viewer: int) -> None:
    """The full colony board of `seat` (the viewer's own, or seat 0's for a Rival view): two grid columns wide,
    its mission hand and completed missions in the third column (`missions`)."""
    p = state.players[seat]
    x0, y0 = COLONY_X, COLONY_Y
    pre = f"seat{seat}"
    style = player_style(p.color)
    scene.rect(f"{pre}-board", x0, y0, COLONY_W, COLONY_H, "panel", r=8, label=f"{name(state, seat)}'s colony board")
    scene.rect(f"{pre}-stripe", x0, y0, 8, COLONY_H, style, r=3)
    t = catalog()
    char = t.characters[p.character].name if p.character else "no character yet"
    who = "Your colony" if seat == viewer else f"{name(state, seat)}'s colony"
    scene.text(f"{pre}-name", x0 + 16, y0 + 22, fit(f"{who}: {char}", COLONY_W - 32, 16, True), "title", size=16,
               bold=True)
    _resources(scene, p, pre, x0 + 18, y0 + 42)
    _zones(scene, state, seat, p, x0 + 12, y0 + 62)
    _materials(scene, seat, p, x0 + 512, y0 + 62)
    _entrance(scene, p, pre, x0 + 512, y0 + 232)
    _happiness(scene, state, seat, p, x0 + 12, y0 + 346)
    _upgrades(scene, seat, p, x0 + 270, y0 + 340)
    _character(scene, p, pre, x0 + 432, y0 + 350, COLONY_W - 444)
    _columns(scene, seat, p, x0 + 432, y0 + 480, COLONY_W - 444)


def _resources(scene: Scene, p: PlayerState, pre: str, x: float, y: float) -> None:
    """Fuel, data, anti-rad, strength, happiness and victory points: an icon and a number with its word."""
    values = {"fuel": p.fuel, "data": p.data, "antirad": p.antirad, "strength": strength(p),
              "happiness": p.happiness, "vp": p.vp}
    cx = x
    for key, n in values.items():
        one, many = RESOURCE_WORDS[key]
        tip = f"{n} {RESOURCE_TIPS[key]}" if key != "vp" else f"{vp(n)}"
        text = f"{n} {one if n == 1 else many}"
        scene.icon(f"{pre}-res-{key}", cx, y, RESOURCE_ICONS[key], f"icon-{key}", size=20, tip=tip)
        scene.text(f"{pre}-res-{key}-n", cx + 14, y + 6, text, "text", size=15, bold=True, tip=tip)
        cx += 14 + len(text) * 9 + 26


def _zones(scene: Scene, state: AshesState, seat: int, p: PlayerState, x: float, y: float) -> None:
    """Activation zones 1-4 over their technology slots and production tracks."""
    t = catalog()
    for k in (1, 2, 3, 4):
        zx = x + (k - 1) * 122
        used = k in p.zones_used
        zone = t.zones[k]
        scene.rect(targets.zone_target(seat, k), zx, y, 116, 48, "zone-used" if used else "zone", r=6,
                   tip=f"Activation zone {k}: {zone.text}{' Used this round.' if used else ''}", label=f"Zone {k}")
        scene.text(f"seat{seat}-zone-{k}-t", zx + 8, y + 30, f"{k} {ZONE_NAME[k]}", "zone-used" if used else "zone",
                   size=15, bold=True)
        if used:
            survivor(scene, f"seat{seat}-zone-{k}-surv", zx + 100, y + 24, ACTIVE,
                     tip="An active survivor works here until you pass")
        stack = p.slots[k - 1]
        scene.rect(targets.slot_target(seat, k), zx, y + 54, 116, 166, "slot", r=6,
                   tip=f"Technology slot {k} (the top tile resolves first): "
                       + ("; ".join(t.techs[x_].name for x_ in reversed(stack)) or "empty"), label=f"Slot {k}")
        for j, tech_id in enumerate(reversed(stack)):
            if j >= 3:
                break
            tech = t.techs[tech_id]
            card(scene, f"seat{seat}-tech-{tech_id}", zx + 4, y + 57 + j * 54, 108, 52, tech.name,
                 [short(t.tech_effects[tech_id])], "card-tech", tech_tip(tech_id), z=1)
        if not stack:
            scene.text(f"seat{seat}-slot-{k}-empty", zx + 58, y + 142, "empty slot", "muted", size=14, align="center")
        if k == 1:
            _discs(scene, seat, p, zx, y + 226)
            continue
        track = ZONE_NAME[k].lower()
        values = t.track_values[track]
        h = p.production[track]
        scene.rect(targets.track_target(seat, track), zx, y + 226, 116, 48, "track", r=6,
                   tip=f"{ZONE_NAME[k]} production track: zone {k} makes {values[h]} {track} now; the top space also "
                       "scores 2 victory points.", label=f"{ZONE_NAME[k]} track")
        cw = 108 / len(values)
        for j, v in enumerate(values):
            cx = zx + 4 + j * cw
            if j == h:
                scene.token(f"seat{seat}-track-{track}-disc", cx + cw / 2, y + 250, 13, str(v), "track-on", z=3,
                            tip=f"The disc is on space {j + 1} of {len(values)}: makes {v} {track}")
            else:
                scene.text(f"seat{seat}-track-{track}-{j}", cx + cw / 2, y + 256, str(v), "muted", size=14,
                           align="center")


def _discs(scene: Scene, seat: int, p: PlayerState, x: float, y: float) -> None:
    """The three stacks of two shelter discs; emptied stacks reveal their end-game victory points."""
    stacks = catalog().stacks
    scene.rect(f"seat{seat}-discs", x, y, 116, 48, "track", r=6,
               tip="Shelter discs, built from the first stack: " + "; ".join(
                   f"{s.cost_strength} strength each, {vp(s.vp_revealed)} at the end once emptied" for s in stacks)
               + f". Built: {p.discs_built}.", label="Shelter discs")
    left = 6 - p.discs_built
    for i, stack in enumerate(stacks):
        cx = x + 20 + i * 38
        still = max(0, min(2, left - 2 * (len(stacks) - 1 - i)))
        if still:
            scene.token(f"seat{seat}-stack-{i}", cx, y + 24, 15, str(still), player_style(p.color),
                        tip=f"{still} shelter disc{'s' if still != 1 else ''} left here, {stack.cost_strength} "
                            "strength each", z=2)
        else:
            scene.icon(f"seat{seat}-stack-{i}-star", cx - 6, y + 24, "star", "icon-vp", size=14,
                       tip=f"Emptied: {vp(stack.vp_revealed)} at the end of the game")
            scene.text(f"seat{seat}-stack-{i}-vp", cx + 8, y + 30, str(stack.vp_revealed), "title", size=14,
                       align="center", bold=True)


def _materials(scene: Scene, seat: int, p: PlayerState, x: float, y: float) -> None:
    """The materials pyramid (level 3 on top) with the manufacture cables; each material named in full."""
    t = catalog()
    cap = limit(p, "material_capacity")
    rows = {3: [], 2: [], 1: []}
    for m in t.colony_board.materials_pyramid:
        rows[m.level].append(m)
    width = 262
    scene.rect(targets.materials_target(seat), x - 5, y - 4, width + 10, 3 * 56 + 4, "slot", r=8,
               tip=f"Materials, level 3 on top: each is made from the two below it. Storage: {cap} of each.",
               label="Materials")
    box: dict[str, tuple[float, float, float]] = {}
    for r, level in enumerate((3, 2, 1)):
        n = len(rows[level])
        w = (width - 4 * (n - 1)) / n
        for j, m in enumerate(rows[level]):
            box[m.id] = (x + j * (w + 4), y + r * 56, w)
    for m in t.colony_board.materials_pyramid:
        if m.made_from:
            mx, my, mw = box[m.id]
            for src in m.made_from:
                sx, sy, sw = box[src]
                scene.line(f"seat{seat}-cable-{m.id}-{src}", [(mx + mw / 2, my + 52), (sx + sw / 2, sy)], "cable",
                           width=3)
    for m in t.colony_board.materials_pyramid:
        mx, my, mw = box[m.id]
        n = p.materials[m.id]
        scene.rect(targets.material_target(seat, m.id), mx, my, mw, 52, f"mat{m.level}", r=6,
                   tip=f"{m.name} (level {m.level}): {n} of {cap}. {m.text}", label=m.name, alpha=1.0 if n else 0.7)
        lines = wrap(short_good(m.id), mw - 4, 13, lines=2)
        top = my + (16 if len(lines) > 1 else 20)
        for k, line in enumerate(lines):
            scene.text(f"seat{seat}-mat-{m.id}-a{k}", mx + mw / 2, top + 15 * k, line, f"mat{m.level}", size=13,
                       align="center", bold=True)
        scene.text(f"seat{seat}-mat-{m.id}-n", mx + mw / 2, my + (48 if len(lines) > 1 else 43), f"{n} of {cap}",
                   f"mat{m.level}", size=14, align="center", bold=bool(n))


def _entrance(scene: Scene, p: PlayerState, pre: str, x: float, y: float) -> None:
    """The colony entrance: one spot per space, survivors as discs (active) and hexagons (essential)."""
    room = limit(p, "entrance")
    a, e = p.entrance
    scene.text(f"{pre}-entrance-t", x, y + 14, f"Entrance: {a + e} of {room}", "title", size=14, bold=True)
    if p.in_zones:
        scene.text(f"{pre}-inzones", x + 262, y + 14, f"{p.in_zones} in zones", "muted", size=14, align="right",
                   tip=f"{p.in_zones} survivor{'s' if p.in_zones != 1 else ''} in your activation zones")
    kinds = [ACTIVE] * a + [ESSENTIAL] * e
    for k in range(max(room, len(kinds))):
        cx = x + 16 + k * 36
        if k < len(kinds):
            survivor(scene, f"{pre}-entrance-{k}", cx, y + 40, kinds[k], r=14, z=2,
                     tip="An active survivor" if kinds[k] == ACTIVE else "An essential survivor")
        else:
            scene.circle(f"{pre}-entrance-{k}", cx, y + 40, 15, "surv-slot", tip="A free entrance space")
    scene.text(f"{pre}-limits", x, y + 74, f"Vehicle: movement {limit(p, 'movement')}, cargo {limit(p, 'cargo')}",
               "muted", size=14)
    scene.text(f"{pre}-limits2", x, y + 91, f"Scouting {limit(p, 'scout_draw')}, activations "
               f"{limit(p, 'activations')}", "muted", size=14)
    scene.text(f"{pre}-limits3", x, y + 108, f"Scoring areas {limit(p, 'scoring_areas')}, stack limit "
               f"{limit(p, 'stack_limit')}", "muted", size=14)


def _happiness(scene: Scene, state: AshesState, seat: int, p: PlayerState, x: float, y: float) -> None:
    """Happiness track 0-9 with the three shelter card slots (base levels 0 / 3 / 6) and their pods."""
    t = catalog()
    cell = 268 / 10
    bottom = y + 268
    for lv in range(10):
        cy = bottom - (lv + 1) * cell
        scene.rect(f"seat{seat}-happy-{lv}", x, cy, 30, cell - 1, "happy-cell", r=2)
        if lv == p.happiness:
            scene.token(f"seat{seat}-happy-disc", x + 15, cy + cell / 2, 13, str(lv), "res-happiness", z=3,
                        tip=f"Happiness {lv} (0 to 9)")
        else:
            scene.text(f"seat{seat}-happy-{lv}-t", x + 15, cy + cell / 2 + 5, str(lv), "happy-cell", size=14,
                       align="center")
    for i, slot in enumerate(t.card_slots):
        cy = bottom - (i + 1) * 89 + 3
        cx = x + 36
        if i >= len(p.shelter_cards):
            scene.rect(f"seat{seat}-shelter-slot-{i}", cx, cy, CARD_W, 86, "slot", r=6,
                       tip=f"Shelter card space {i + 1}: its pods pay from happiness {slot.base_level} up")
            scene.text(f"seat{seat}-shelter-slot-{i}-t", cx + CARD_W / 2, cy + 48,
                       f"shelter card space ({slot.base_level} up)", "muted", size=14, align="center")
            continue
        cid = p.shelter_cards[i]
        card(scene, targets.shelter_card_target(cid), cx, cy, CARD_W, 86, t.shelter_cards[cid].name, [],
             "card-shelter", shelter_tip(cid, slot.base_level), z=1)
        paying = 0
        for j, kind in enumerate(p.pods[i]):
            bonus = t.pod_bonus[cid][j]
            income = t.pod_income[cid][j]
            tip = f"Pod {j + 1}: decontaminate a survivor here for {long(bonus)}"
            if income:
                level = slot.base_level + income[0]
                tip += f"; when you pass with happiness {level} or more, it pays {long(income[1])}"
                if not paying:  # the first paying pod's happiness level, beside the pods
                    why = f"Pod {j + 1} pays when you pass with happiness {level} or more"
                    scene.icon(f"seat{seat}-shelter-{i}-inc", cx + CARD_W - 20, cy + 48, "heart", "ink", size=16,
                               z=2, tip=why)
                    scene.text(f"seat{seat}-shelter-{i}-inc-t", cx + CARD_W - 20, cy + 72, f"{level} up", "ink-muted",
                               size=14, align="center", z=2, tip=why)
                paying += 1
            px, py = cx + 30 + j * 54, cy + 58
            pod = targets.pod_target(seat, i, j)
            if kind is None:
                scene.token(pod, px, py, 24, "", "pod-income" if income else "pod", tip=tip + ". Empty.", z=2,
                            label=f"Pod {j + 1}")
                draw_glyph(scene, f"{pod}-bonus", px, py, bonus, "pod", width=46, z=3)
            else:
                scene.token(pod, px, py, 24, "", "pod-income" if income else "pod", z=2, label=f"Pod {j + 1}",
                            tip=tip + (". Holds an active survivor." if kind == ACTIVE else
                                       ". Holds an essential survivor."))
                survivor(scene, f"{pod}-surv", px, py, kind, r=15, z=3)


def _upgrades(scene: Scene, seat: int, p: PlayerState, x: float, y: float) -> None:
    """The ten upgrade tiles, class 1 and 2 per category; a removed tile shows what it revealed."""
    t = catalog()
    scene.text(f"seat{seat}-upgrades-t", x, y + 14, "Upgrades", "title", size=14, bold=True)
    cats = {c.id: c.name for c in t.colony_board.upgrade_categories}
    order = list(cats)
    for uid in t.upgrade_order:
        u = t.upgrades[uid]
        r = order.index(u.category)
        ux, uy = x + (u.upgrade_class - 1) * 74, y + 22 + r * 52
        gone = uid in p.upgrades_used
        if gone:
            scene.rect(f"seat{seat}-upgrade-{uid}-gone", ux, uy, 72, 48, "upgrade-gone", r=5,
                       tip=f"{u.name} taken: {u.text}")
            scene.text(f"seat{seat}-upgrade-{uid}-t", ux + 36, uy + 30, "taken", "upgrade-gone", size=14,
                       align="center")
        else:
            scene.rect(targets.upgrade_target(seat, uid), ux, uy, 72, 48, "upgrade", r=5, tip=f"{u.name}: {u.text}",
                       label=u.name)
            scene.text(f"seat{seat}-upgrade-{uid}-t", ux + 36, uy + 21, cats[u.category], "upgrade", size=13,
                       align="center")
            scene.text(f"seat{seat}-upgrade-{uid}-c", ux + 36, uy + 39, f"class {u.upgrade_class}", "upgrade",
                       size=14, align="center", bold=True)


def _character(scene: Scene, p: PlayerState, pre: str, x: float, y: float, w: float) -> None:
    """The colony's special character card."""
    if p.character:
        ch = catalog().characters[p.character]
        card(scene, f"{pre}-character", x, y, w, 118, ch.name, wrap(ch.text, w - 12, 14, lines=4),
             "card-character", f"{ch.name}: {ch.text}")
    else:
        scene.rect(f"{pre}-character", x, y, w, 118, "slot", r=6, tip="No special character chosen yet")


def _columns(scene: Scene, seat: int, p: PlayerState, x: float, y: float, w: float) -> None:
    """The closed shelter card columns: how many cards each holds of the stack limit, and what they score."""
    t = catalog()
    cols = columns(p)
    cap = limit(p, "stack_limit")
    cw = (w - 6 * (len(cols) - 1)) / len(cols)
    for k, col in enumerate(cols):
        cx = x + k * (cw + 6)
        cards = p.columns.get(col, [])
        names = ", ".join(t.shelter_cards[c].name for c in cards) or "none"
        title = "Fourth" if col == "extra" else col.title()
        scene.rect(targets.column_target(seat, col), cx, y, cw, 118, f"column-{col}", r=6,
                   tip=f"{title} column of closed shelter cards: {len(cards)} of {cap} ({names}); "
                       f"{vp(3)} each when scored.", label=f"{title} column")
        scene.text(f"seat{seat}-column-{col}-t", cx + cw / 2, y + 22, fit(title, cw - 4, 14, True),
                   f"column-{col}", size=14, align="center", bold=True)
        scene.text(f"seat{seat}-column-{col}-n", cx + cw / 2, y + 62, f"{len(cards)} of {cap}", f"column-{col}",
                   size=20, align="center", bold=True)
        scene.text(f"seat{seat}-column-{col}-vp", cx + cw / 2, y + 100, points(3 * len(cards)), f"column-{col}",
                   size=14, align="center")


def missions(scene: Scene, state: AshesState, seat: int, viewer: int) -> None:
    """The colony's mission hand (face up for its owner only) and its completed missions, in the hand region."""
    x, y, w, h = REGIONS["hand"]
    hand(scene, state, seat, viewer, x + 10, y + 6, w - 20, 152)
    done = state.players[seat].completed
    if done:
        back(scene, f"seat{seat}-completed", x + 10, y + 164, w - 20, h - 172,
             "Completed missions: " + "; ".join(catalog().missions[c].name for c in done),
             text=f"{count(len(done), 'completed mission')}")
    else:
        scene.rect(f"seat{seat}-completed", x + 10, y + 164, w - 20, h - 172, "slot", r=6,
                   tip="No completed mission yet")
        scene.text(f"seat{seat}-completed-none", x + w / 2, y + 164 + (h - 172) / 2 + 5, "no completed mission yet",
                   "muted", size=14, align="center")
