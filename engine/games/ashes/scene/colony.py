"""The viewer's colony board: activation zones, technology slots, production tracks, materials pyramid,
entrance, happiness track with shelter cards and pods, upgrades, shelter discs, columns, character and hand."""

from __future__ import annotations

from engine.core.scene import Scene

from .. import targets
from ..rules.colony import columns, limit, strength
from ..rules.tables import T
from ..state import ACTIVE, AshesState, PlayerState
from .cards import back, card, hand
from .layout import COLONY_H, COLONY_W, COLONY_X, COLONY_Y
from .palette import player_style
from .text import ABBR, code, fit, long, shelter_tip, short_list, tech_tip, wrap

ZONE_NAME = {1: "Mission", 2: "Fuel", 3: "Data", 4: "Strength"}
CATEGORY_ABBR = {"workforce": "Work", "storage": "Store", "materials": "Mats", "vehicle": "Vehic", "scouting": "Scout"}
RESOURCES = (("fuel", "F", "res-fuel"), ("data", "D", "res-data"), ("antirad", "R", "res-antirad"))


def draw(scene: Scene, state: AshesState, seat: int, viewer: int) -> None:
    """The full colony board of `seat` (the viewer's own, or seat 0's for a Rival view)."""
    p = state.players[seat]
    x0, y0 = COLONY_X, COLONY_Y
    pre = f"seat{seat}"
    style = player_style(p.color)
    scene.rect(f"{pre}-board", x0, y0, COLONY_W, COLONY_H, "panel", r=8, label=f"{p.color.title()} colony board")
    scene.rect(f"{pre}-stripe", x0, y0, 8, COLONY_H, style, r=3)
    t = T()
    who = "your colony" if seat == viewer else "colony"
    char = t.characters[p.character].name if p.character else "no character yet"
    scene.text(f"{pre}-name", x0 + 16, y0 + 22, fit(f"{p.color.title()} - {who} - {char}", 430, 16, True), "title",
               size=16, bold=True)
    _resources(scene, state, p, pre, x0 + 470, y0 + 17)
    _zones(scene, state, seat, p, x0 + 12, y0 + 34)
    _materials(scene, seat, p, x0 + 512, y0 + 34)
    _entrance(scene, p, pre, x0 + 512, y0 + 200)
    _happiness(scene, state, seat, p, x0 + 742, y0 + 34)
    _upgrades(scene, seat, p, x0 + 998, y0 + 34)
    _bottom(scene, state, seat, viewer, p, x0 + 12, y0 + 316)


def _resources(scene: Scene, state: AshesState, p: PlayerState, pre: str, x: float, y: float) -> None:
    items = [(name, letter, st, getattr(p, name)) for name, letter, st in RESOURCES]
    items += [("strength", "S", "res-strength", strength(p)), ("happiness", "H", "res-happiness", p.happiness),
              ("vp", "VP", "res-vp", p.vp)]
    words = {"fuel": "fuel", "data": "data", "antirad": "anti-rad doses", "strength": "colony strength",
             "happiness": "happiness", "vp": "victory points"}
    unit = {"fuel": "fuel", "data": "data", "antirad": "doses", "strength": "str", "happiness": "happy", "vp": "VP"}
    for k, (name, letter, st, n) in enumerate(items):
        cx = x + k * 106
        scene.token(f"{pre}-res-{name}", cx, y, 14, letter[:1] if name != "vp" else "V", st,
                    tip=f"{n} {words[name]}", z=2)
        scene.text(f"{pre}-res-{name}-n", cx + 19, y + 6, f"{n} {unit[name]}", "text", size=16, bold=True)


def _zones(scene: Scene, state: AshesState, seat: int, p: PlayerState, x: float, y: float) -> None:
    """Activation zones 1-4 over their technology slots and production tracks."""
    t = T()
    for k in (1, 2, 3, 4):
        zx = x + (k - 1) * 122
        used = k in p.zones_used
        zone = t.zones[k]
        scene.rect(targets.zone_target(seat, k), zx, y, 116, 44, "zone-used" if used else "zone", r=6,
                   tip=f"Activation zone {k}: {zone.text}{' Used this round.' if used else ''}", label=f"Zone {k}")
        scene.text(f"seat{seat}-zone-{k}-t", zx + 8, y + 28, f"{k} {ZONE_NAME[k]}", "zone-used" if used else "zone",
                   size=15, bold=True)
        if used:
            scene.token(f"seat{seat}-zone-{k}-surv", zx + 104, y + 22, 10, "A", "surv-active", z=3,
                        tip="An active survivor works here until you pass")
        stack = p.slots[k - 1]
        scene.rect(targets.slot_target(seat, k), zx, y + 50, 116, 168, "slot", r=6,
                   tip=f"Technology slot {k} (top tile resolves first): "
                       + ("; ".join(t.techs[x_].name for x_ in reversed(stack)) or "empty"), label=f"Slot {k}")
        for j, tech_id in enumerate(reversed(stack)):
            if j >= 3:
                break
            tech = t.techs[tech_id]
            card(scene, f"seat{seat}-tech-{tech_id}", zx + 4, y + 53 + j * 55, 108, 53, tech.name,
                 [", ".join(short_list(t.tech_effects[tech_id]))], "card-tech", tech_tip(tech_id), z=1)
        if not stack:
            scene.text(f"seat{seat}-slot-{k}-empty", zx + 58, y + 140, "empty slot", "muted", size=14, align="center")
        if k == 1:
            _discs(scene, seat, p, zx, y + 224)
            continue
        track = ZONE_NAME[k].lower()
        values = t.track_values[track]
        h = p.production[track]
        scene.rect(targets.track_target(seat, track), zx, y + 224, 116, 44, "track", r=6,
                   tip=f"{ZONE_NAME[k]} production track: makes {values[h]} now; the top space also scores 2 VP.",
                   label=f"{ZONE_NAME[k]} track")
        cw = 108 / len(values)
        for j, v in enumerate(values):
            cx = zx + 4 + j * cw
            if j == h:
                scene.token(f"seat{seat}-track-{track}-disc", cx + cw / 2, y + 246, 12, str(v), "track-on", z=3,
                            tip=f"Disc on space {j + 1}: makes {v}")
            else:
                scene.text(f"seat{seat}-track-{track}-{j}", cx + cw / 2, y + 252, str(v), "muted", size=14,
                           align="center")


def _discs(scene: Scene, seat: int, p: PlayerState, x: float, y: float) -> None:
    """The three stacks of two shelter discs; emptied stacks reveal their end-game VP."""
    stacks = T().stacks
    scene.rect(f"seat{seat}-discs", x, y, 116, 44, "track", r=6,
               tip="Shelter discs, built top stack first: " + "; ".join(
                   f"{s.cost_strength} strength each, {s.vp_revealed} VP when emptied" for s in stacks)
               + f". Built: {p.discs_built}.", label="Shelter discs")
    left = 6 - p.discs_built
    for i, stack in enumerate(stacks):
        cx = x + 20 + i * 38
        still = max(0, min(2, left - 2 * (len(stacks) - 1 - i)))
        if still:
            scene.token(f"seat{seat}-stack-{i}", cx, y + 22, 15, f"{still}x", player_style(p.color),
                        tip=f"{still} disc(s) at {stack.cost_strength} strength", z=2)
        else:
            scene.text(f"seat{seat}-stack-{i}-vp", cx, y + 28, f"{stack.vp_revealed}VP", "title", size=14,
                       align="center", bold=True)


def _materials(scene: Scene, seat: int, p: PlayerState, x: float, y: float) -> None:
    """The materials pyramid (level III on top) with the manufacture cables."""
    t = T()
    cap = limit(p, "material_capacity")
    rows = {3: [], 2: [], 1: []}
    for m in t.cb.materials_pyramid:
        rows[m.level].append(m)
    pos: dict[str, tuple[float, float]] = {}
    for r, level in enumerate((3, 2, 1)):
        n = len(rows[level])
        left = x + (4 - n) * 55 / 2
        for j, m in enumerate(rows[level]):
            pos[m.id] = (left + j * 55, y + r * 56)
    for m in t.cb.materials_pyramid:
        if m.made_from:
            mx, my = pos[m.id]
            for src in m.made_from:
                sx, sy = pos[src]
                scene.line(f"seat{seat}-cable-{m.id}-{src}", [(mx + 26, my + 50), (sx + 26, sy)], "cable", width=3)
    for m in t.cb.materials_pyramid:
        mx, my = pos[m.id]
        n = p.materials[m.id]
        scene.rect(targets.material_target(seat, m.id), mx, my, 52, 50, f"mat{m.level}", r=6,
                   tip=f"{m.name} (level {m.level}): {n} of {cap}. {m.text}", label=m.name, alpha=1.0 if n else 0.7)
        scene.text(f"seat{seat}-mat-{m.id}-a", mx + 26, my + 20, ABBR[m.id], f"mat{m.level}", size=14,
                   align="center", bold=True)
        scene.text(f"seat{seat}-mat-{m.id}-n", mx + 26, my + 42, f"{n}/{cap}", f"mat{m.level}", size=16,
                   align="center", bold=bool(n))


def _entrance(scene: Scene, p: PlayerState, pre: str, x: float, y: float) -> None:
    """The colony entrance: one spot per space, survivors as A / E tokens."""
    room = limit(p, "entrance")
    a, e = p.entrance
    scene.text(f"{pre}-entrance-t", x, y + 14, f"Entrance {a + e}/{room}", "title", size=14, bold=True)
    if p.in_zones:
        scene.text(f"{pre}-inzones", x + 216, y + 14, f"{p.in_zones} in zones", "muted", size=14, align="right")
    kinds = ["A"] * a + ["E"] * e
    for k in range(max(room, len(kinds))):
        cx = x + 16 + k * 36
        if k < len(kinds):
            scene.token(f"{pre}-entrance-{k}", cx, y + 40, 15, kinds[k],
                        "surv-active" if kinds[k] == "A" else "surv-essential",
                        tip="Active survivor" if kinds[k] == "A" else "Essential survivor", z=2)
        else:
            scene.circle(f"{pre}-entrance-{k}", cx, y + 40, 15, "surv-slot", tip="Free entrance space")
    scene.text(f"{pre}-limits", x, y + 74, f"move {limit(p, 'movement')} cargo {limit(p, 'cargo')} "
               f"scout {limit(p, 'scout_draw')}", "muted", size=14)
    scene.text(f"{pre}-limits2", x, y + 91, f"zones {limit(p, 'activations')} score {limit(p, 'scoring_areas')} "
               f"stack {limit(p, 'stack_limit')}", "muted", size=14)


def _happiness(scene: Scene, state: AshesState, seat: int, p: PlayerState, x: float, y: float) -> None:
    """Happiness track 0-9 with the three shelter card slots (base levels 0 / 3 / 6) and their pods."""
    t = T()
    cell = 268 / 10
    bottom = y + 268
    for lv in range(10):
        cy = bottom - (lv + 1) * cell
        scene.rect(f"seat{seat}-happy-{lv}", x, cy, 30, cell - 1, "happy-cell", r=2)
        if lv == p.happiness:
            scene.token(f"seat{seat}-happy-disc", x + 15, cy + cell / 2, 13, str(lv), "res-happiness", z=3,
                        tip=f"Happiness {lv} (0-9)")
        else:
            scene.text(f"seat{seat}-happy-{lv}-t", x + 15, cy + cell / 2 + 5, str(lv), "happy-cell", size=14,
                       align="center")
    for i, slot in enumerate(t.card_slots):
        cy = bottom - (i + 1) * 89 + 3
        cx = x + 36
        if i >= len(p.shelter_cards):
            scene.rect(f"seat{seat}-shelter-slot-{i}", cx, cy, 212, 86, "slot", r=6,
                       tip=f"Shelter card space {i + 1}: income from happiness {slot.base_level} up")
            scene.text(f"seat{seat}-shelter-slot-{i}-t", cx + 106, cy + 48, f"shelter space (from {slot.base_level})",
                       "muted", size=14, align="center")
            continue
        cid = p.shelter_cards[i]
        incomes = " ".join(f">={slot.base_level + s}:{code(eff)}" for s, eff in (x_ for x_ in t.pod_income[cid] if x_))
        title = fit(t.shelter_cards[cid].name, 200 - 8 * len(incomes), 14, True)
        card(scene, targets.shelter_card_target(cid), cx, cy, 212, 86, title, [], "card-shelter",
             shelter_tip(cid, slot.base_level), z=1)
        if incomes:
            scene.text(f"seat{seat}-shelter-{i}-inc", cx + 206, cy + 31, incomes, "ink-muted", size=14, align="right",
                       z=2, tip="Income when you pass, at these happiness levels")
        for j, kind in enumerate(p.pods[i]):
            bonus = t.pod_bonus[cid][j]
            income = t.pod_income[cid][j]
            tip = f"Pod {j + 1}: decontaminate for {long(bonus)}"
            if income:
                tip += f"; pays {long(income[1])} at happiness {slot.base_level + income[0]}+ when you pass"
            px, py = cx + 26 + j * 46, cy + 62
            if kind is None:
                scene.token(targets.pod_target(seat, i, j), px, py, 20, code(bonus), "pod-income" if income else "pod",
                            tip=tip + ". Empty.", z=2)
            else:
                scene.token(targets.pod_target(seat, i, j), px, py, 20, "A" if kind == ACTIVE else "E",
                            "surv-active" if kind == ACTIVE else "surv-essential",
                            tip=tip + (". Holds an active survivor." if kind == ACTIVE else
                                       ". Holds an essential survivor."), z=2)


def _upgrades(scene: Scene, seat: int, p: PlayerState, x: float, y: float) -> None:
    """The ten upgrade tiles, class I and II per category; a removed tile shows what it revealed."""
    t = T()
    scene.text(f"seat{seat}-upgrades-t", x, y + 14, "Upgrades", "title", size=14, bold=True)
    cats = [c.id for c in t.cb.upgrade_categories]
    for uid in t.upgrade_order:
        u = t.upgrades[uid]
        r = cats.index(u.category)
        ux, uy = x + (u.upgrade_class - 1) * 68, y + 22 + r * 46
        gone = uid in p.upgrades_used
        label = f"{CATEGORY_ABBR.get(u.category, u.category[:5])} {'I' * u.upgrade_class}"
        if gone:
            scene.rect(f"seat{seat}-upgrade-{uid}-gone", ux, uy, 64, 42, "upgrade-gone", r=5,
                       tip=f"{u.name} taken: {u.text}")
            scene.text(f"seat{seat}-upgrade-{uid}-t", ux + 32, uy + 27, "done", "upgrade-gone", size=14,
                       align="center")
        else:
            scene.rect(targets.upgrade_target(seat, uid), ux, uy, 64, 42, "upgrade", r=5, tip=f"{u.name}: {u.text}",
                       label=u.name)
            scene.text(f"seat{seat}-upgrade-{uid}-t", ux + 32, uy + 27, label, "upgrade", size=14, align="center",
                       bold=True)


def _bottom(scene: Scene, state: AshesState, seat: int, viewer: int, p: PlayerState, x: float, y: float) -> None:
    """Character card, closed shelter columns, the mission hand and completed missions."""
    t = T()
    if p.character:
        ch = t.characters[p.character]
        card(scene, f"seat{seat}-character", x, y, 240, 118, ch.name, wrap(ch.text, 228, 14, lines=4),
             "card-character", f"{ch.name}: {ch.text}")
    else:
        scene.rect(f"seat{seat}-character", x, y, 240, 118, "slot", r=6, tip="No special character chosen yet")
    cols = columns(p)
    cap = limit(p, "stack_limit")
    cw = (256 - 6 * (len(cols) - 1)) / len(cols)
    for k, col in enumerate(cols):
        cx = x + 250 + k * (cw + 6)
        cards = p.columns.get(col, [])
        names = ", ".join(t.shelter_cards[c].name for c in cards) or "none"
        scene.rect(targets.column_target(seat, col), cx, y, cw, 118, f"column-{col}", r=6,
                   tip=f"{col.title()} closed shelter column: {len(cards)} of {cap} cards ({names}); 3 VP each "
                       "when scored.", label=f"{col} column")
        scene.text(f"seat{seat}-column-{col}-t", cx + cw / 2, y + 22, fit(col.upper(), cw - 4, 14, True),
                   f"column-{col}", size=14, align="center", bold=True)
        scene.text(f"seat{seat}-column-{col}-n", cx + cw / 2, y + 62, f"{len(cards)}/{cap}", f"column-{col}", size=22,
                   align="center", bold=True)
        scene.text(f"seat{seat}-column-{col}-vp", cx + cw / 2, y + 100, f"{3 * len(cards)} VP", f"column-{col}",
                   size=14, align="center")
    hand(scene, state, seat, viewer, x + 518, y - 22, 460, 140)
    done = p.completed
    bx = x + 986
    scene.text(f"seat{seat}-done-t", bx, y - 8, f"Completed {len(done)}", "title", size=14, bold=True)
    if done:
        back(scene, f"seat{seat}-completed", bx, y, 134, 118,
             "Completed missions: " + "; ".join(t.missions[c].name for c in done), text=str(len(done)))
    else:
        scene.rect(f"seat{seat}-completed", bx, y, 134, 118, "slot", r=6, tip="No completed mission yet")
