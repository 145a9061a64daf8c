"""A seat's command console, one column wide: points, fuel, missions and settlers; the energy track (availability
areas, income, releases, end points); the regenerators and buildings still on it (costs, energy and rewards,
pairs); the two development tracks; the four technology slots."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.words import count

from ..catalog import catalog
from ..rules.building import building_reward, regen_energy
from ..rules.cards import tech_words
from ..rules.common import energy_area, hand_size, who
from ..rules.tracks import income
from ..state import PhoenixState
from ..vocabulary import EFFECTS
from . import layout as L
from .text import glyphs, ring_style, seat_style, simple

CONSOLE_H = 740
LEVELS = ("bronze", "silver", "gold")


def draw(scene: Scene, state: PhoenixState, seat: int, viewer: int, ox: float, oy: float) -> None:
    cat = catalog()
    console = cat.content.console
    p = f"con{seat}"
    mine = seat == viewer
    scene.rect(f"{p}-bg", ox, oy, L.COLUMN, CONSOLE_H, "console", r=10, label=f"{who(state, seat)}'s command console")
    scene.rect(f"{p}-edge", ox + 2, oy + 2, L.COLUMN - 4, CONSOLE_H - 4, ring_style(state, seat), r=9)
    L.title(scene, f"{p}-title", ox, oy, f"{who(state, seat)}: your command console" if mine
            else f"{who(state, seat)}'s command console")
    # points, fuel, missions, settlers
    fives, ones = divmod(state.fuel[seat], 5)
    cards = hand_size(state, seat)
    y = oy + 60
    stats = [("star", state.vp[seat], f"{count(state.vp[seat], 'point')} so far"),
             ("fuel", state.fuel[seat], f"{state.fuel[seat]} fuel ({fives} counters of 5 and {ones} of 1); "
                                        f"income at the end of the round: {income(state, seat)}"),
             ("card", cards, f"{count(cards, 'mission card')} in hand, {len(state.completed[seat])} completed"),
             ("person", state.console_settlers[seat], f"{count(state.console_settlers[seat], 'settler')} on the "
                                                      f"console, {state.waiting[seat]} waiting, "
                                                      f"{state.released[seat]} released")]
    for k, (icon, value, words) in enumerate(stats):
        x = ox + 24 + k * 92
        scene.icon(f"{p}-stat{k}-i", x, y - 6, icon, "title", size=20, tip=words)
        scene.text(f"{p}-stat{k}", x + 14, y, str(value), "title", size=18, bold=True, tip=words)
    scene.text(f"{p}-fuel", ox + 14, y + 24, f"Fuel income {income(state, seat)} · {state.released[seat]} released, "
               f"{state.waiting[seat]} waiting", "muted", size=L.SMALL)
    # the energy track
    ey = oy + 110
    top_area = energy_area(state, seat)
    scene.text(f"{p}-energy-t", ox + 14, ey, "Energy track", "muted", size=L.SMALL, bold=True)
    detail = ["The energy counter opens the availability areas A to D of the console (what you may build) and, "
              "with the supply line, sets your fuel income. Some spaces release a settler; the last ones score "
              "points at the end."]
    for space in cat.energy:
        detail.append(f"Energy {space.position}: area {space.area}, income {space.income} fuel"
                      + (", releases a settler" if space.release else "")
                      + (f", {space.end_points} points at the end" if space.end_points else "") + ".")
    for space in cat.energy:
        cx = ox + 8 + (space.position - 1) * 31.2
        on = state.energy[seat] == space.position
        open_area = "ABCD".index(space.area) <= top_area
        scene.rect(f"{p}-energy-{space.position}", cx, ey + 8, 29, 50,
                   "track-on" if on else f"energy-{space.area}", r=4, label=f"Energy {space.position}",
                   tip=f"Energy {space.position}: area {space.area}" + ("" if open_area else " (not open yet)"),
                   detail=detail)
        scene.text(f"{p}-energy-{space.position}-n", cx + 14.5, ey + 26, str(space.position), "track",
                   size=L.SMALL, align="center", bold=True)
        scene.text(f"{p}-energy-{space.position}-a", cx + 14.5, ey + 48, space.area, "muted", size=L.SMALL,
                   align="center")
    pos = state.energy[seat]
    scene.token(f"{p}-energy-marker", ox + 8 + (pos - 1) * 31.2 + 14.5, ey + 72, 11, "", seat_style(state, seat),
                tip=f"{who(state, seat)}'s energy counter: {pos}")
    # regenerators, a row per level
    ry = oy + 206
    scene.text(f"{p}-regens-t", ox + 14, ry, "Regenerators to build: fuel cost and energy", "muted", size=L.SMALL,
               bold=True)
    for row, level in enumerate(LEVELS):
        y = ry + 40 + row * 60
        scene.text(f"{p}-regens-{level}", ox + 14, y + 5, level.title(), "text", size=L.TEXT, bold=True)
        items = [item for item in console.regenerators if item.level == level]
        for i, item in enumerate(items):
            cx = ox + 110 + i * 70
            built = item.id in state.built_regens[seat]
            style = "used" if built else item.level
            energy = regen_energy(state, seat, item.id)
            pair = ""
            if item.pair:
                bonus = next(pr.energy for pr in console.regenerator_pairs if pr.id == item.pair)
                pair = f" It is one of a pair: building both gives {bonus} more energy with the second."
            scene.hex(f"{p}-{item.id}", cx, y, L.HEX_R, style, label=f"{level.title()} regenerator, area {item.area}",
                      tip=f"{level.title()} regenerator: {item.cost} fuel, {energy} energy" + (" (built)" if built
                                                                                             else ""),
                      detail=[f"A {level} regenerator of the console, in availability area {item.area}: it costs "
                              f"{item.cost} fuel and gives {energy} energy when built.{pair}"]
                      + (["Built."] if built else []))
            if built:
                scene.text(f"{p}-{item.id}-t", cx, y + 5, "Built", style, size=L.SMALL, align="center", z=2)
            else:
                glyphs(scene, f"{p}-{item.id}-c", cx, y - 9, [("fuel", item.cost)], style, z=2)
                glyphs(scene, f"{p}-{item.id}-e", cx, y + 13, [("bolt", energy)], style, z=2)
        members = [i for i, item in enumerate(items) if item.pair]
        if len(members) > 1:
            scene.line(f"{p}-pair-{level}", [(ox + 110 + members[0] * 70, y + 30), (ox + 110 + members[-1] * 70,
                                                                                    y + 30)], "cable", width=3)
    # buildings
    by = oy + 400
    costs = ", ".join(f"{level} {cost}" for level, cost in console.building_costs.items())
    scene.text(f"{p}-builds-t", ox + 14, by, "Buildings: reward for placing", "muted", size=L.SMALL, bold=True,
               tip=f"A building costs fuel by the regenerator beside its space: {costs}")
    for i, item in enumerate(console.buildings):
        bx = ox + 10 + (i % 5) * 56
        y = by + 10 + (i // 5) * 56
        used = item.id in state.built_buildings[seat]
        reward = building_reward(state, seat, item.id)
        pair_words = ""
        if item.pair:
            pair_words = f" One of a pair: {EFFECTS.texts(catalog().building_pairs[item.pair])} with the second."
        scene.rect(f"{p}-{item.id}", bx, y, L.SQUARE, L.SQUARE, "used" if used else "bspace", r=4,
                   label=f"Building, area {item.area}",
                   tip=f"Building, area {item.area}: {EFFECTS.texts(list(reward)) or 'no reward'}",
                   detail=[f"A building of the console, in availability area {item.area}. Placing it gives "
                           f"{EFFECTS.texts(list(item.reward)) or 'no reward'}.{pair_words}",
                           f"It costs fuel by the regenerator beside the space: {costs}."]
                   + (["Placed."] if used else []))
        style = "used" if used else "bspace"
        scene.text(f"{p}-{item.id}-a", bx + 5, y + 16, item.area, style, size=L.SMALL, bold=True)
        pairs = simple(list(reward)) if not used else None
        if pairs:
            glyphs(scene, f"{p}-{item.id}-r", bx + 24, y + 34, pairs[:1], style, z=2)
        elif used:
            scene.text(f"{p}-{item.id}-r", bx + 24, y + 38, "Used", style, size=L.SMALL, align="center")
    costs_words = ", ".join(f"{count(cost, 'fuel')} by {level}" for level, cost in console.building_costs.items())
    L.lines(scene, f"{p}-builds-cost", ox + 296, by + 30, 86, f"Cost: {costs_words}", count=5, style="muted")
    # development tracks
    dy = oy + 530
    for t, track in enumerate(console.development_tracks):
        y = dy + t * 62
        scene.text(f"{p}-dev-{track.id}-t", ox + 14, y + 28, track.name, "text", size=L.SMALL, bold=True)
        for level in range(1, 5):
            cx = ox + 104 + (level - 1) * 54
            on = state.dev[seat][t] == level
            reward = EFFECTS.texts(list(track.rewards[level - 1])) or "nothing (the start)"
            inc = f"; fuel income up to {track.income[level - 1]}" if track.income else ""
            scene.rect(f"{p}-dev-{track.id}-{level}", cx, y, 50, 56, "track-on" if on else "track", r=4,
                       label=f"{track.name}, level {level}", tip=f"{track.name} level {level}: {reward}{inc}",
                       detail=[f"{track.name}, level {level}: reaching it gives {reward}{inc}."])
            scene.text(f"{p}-dev-{track.id}-{level}-n", cx + 6, y + 17, str(level), "track", size=L.SMALL, bold=True)
            pairs = simple(list(track.rewards[level - 1])) or []
            if track.income:
                pairs = [("fuel", track.income[level - 1])]
            if pairs:
                glyphs(scene, f"{p}-dev-{track.id}-{level}-r", cx + 25, y + 38, pairs[:1], "track")
            if on:
                scene.circle(f"{p}-dev-{track.id}-m", cx + 40, y + 12, 8, seat_style(state, seat), z=2,
                             tip=f"{track.name} marker")
        cap = console.development_cap
        cx = ox + 104 + 4 * 54
        scene.rect(f"{p}-dev-{track.id}-cap", cx, y, 60, 56, "track", r=4, label=f"The top of the {track.name}",
                   tip=f"The top of the {track.name}: {EFFECTS.texts(list(cap))} a development",
                   detail=[f"Beyond level 4 of the {track.name}, each further development gives "
                           f"{EFFECTS.texts(list(cap))}."])
        scene.text(f"{p}-dev-{track.id}-cap-t", cx + 30, y + 17, "Top", "track", size=L.SMALL, align="center",
                   bold=True)
        glyphs(scene, f"{p}-dev-{track.id}-cap-r", cx + 30, y + 38, (simple(list(cap)) or [])[:1], "track")
    # technology slots
    ty = oy + 614
    for i, slot in enumerate(console.technology_slots):
        sx = ox + 8 + i * 94.5
        card = state.tech[seat][i]
        bonus = EFFECTS.texts(list(slot.bonus))
        if card:
            tech = catalog().technologies[card]
            scene.card(f"{p}-{slot.id}", sx, ty, 90, 54, tech.name, "", "tech", label=f"Technology {tech.name}",
                       tip=tech.name, detail=[tech_words(card)])
        else:
            scene.rect(f"{p}-{slot.id}", sx, ty, 90, 54, "track", r=6, label=f"Technology space {i + 1}",
                       tip=f"Technology space {i + 1}: {bonus} when a card goes here",
                       detail=[f"A technology card placed here gives {bonus} at once."])
            scene.text(f"{p}-{slot.id}-t", sx + 8, ty + 20, "Technology", "muted", size=L.SMALL)
            glyphs(scene, f"{p}-{slot.id}-b", sx + 45, ty + 40, (simple(list(slot.bonus)) or [])[:1], "track")
    # missions: completed, and what is known of the hand
    cat_m = catalog().missions
    done = ", ".join(cat_m[c].name for c in state.completed[seat]) or "none yet"
    yy = L.lines(scene, f"{p}-done", ox + 14, oy + 692, L.COLUMN - 28, f"Completed missions: {done}", count=1)
    if not mine:
        known = ", ".join(cat_m[c].name for c in state.known[seat])
        hidden = len(state.secret[seat][0]) + len(state.secret[seat][1])
        words = f"In hand: {known}" + (f" and {count(hidden, 'card')} drawn unseen" if hidden else "") if known \
            else f"In hand: {count(hidden, 'card')} drawn unseen"
        L.lines(scene, f"{p}-hand", ox + 14, yy, L.COLUMN - 28, words, count=1)
