"""A player's command console: fuel and points, the energy track (availability areas, income, releases, end
points), the regenerators and buildings still on it (costs, energy and rewards, pairs), the two development
tracks, the four technology slots, the settlers."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..rules.building import building_reward, regen_energy
from ..rules.common import energy_area, hand_size, who
from ..rules.tracks import income
from ..state import PhoenixState
from ..vocabulary import EFFECTS
from . import layout as L
from .text import seat_style, short

LEVEL_LETTER = {"bronze": "B", "silver": "S", "gold": "G"}


def draw(scene: Scene, state: PhoenixState, seat: int, viewer: int, x: float, y: float) -> None:
    cat = catalog()
    console = cat.content.console
    p = f"con{seat}"
    mine = seat == viewer
    scene.rect(f"{p}-bg", x, y, L.CONSOLE_W, L.CONSOLE_H, "console", r=10,
               label=f"{who(state, seat)}'s command console")
    scene.rect(f"{p}-band", x, y, 12, L.CONSOLE_H, seat_style(state, seat), r=4)
    fives, ones = divmod(state.fuel[seat], 5)
    cards = hand_size(state, seat)
    points = f"{state.vp[seat]} point{'s' if state.vp[seat] != 1 else ''}"
    head = (f"{who(state, seat)}{' (you)' if mine else ''}: {points}, {state.fuel[seat]} fuel, "
            f"{cards} mission{'s' if cards != 1 else ''} in hand, {len(state.completed[seat])} completed")
    L.label(scene, f"{p}-head", x + 20, y + 16, L.CONSOLE_W - 30, head, size=L.TEXT, bold=True)
    scene.text(f"{p}-fuel", x + 20, y + 36, f"Fuel counters: {fives} of 5 and {ones} of 1; income now "
               f"{income(state, seat)}", "muted", size=L.SMALL,
               tip="Fuel income at the end of a round: the lower of the left development marker and the energy "
                   "counter")
    # energy track
    ey = y + 52
    top_area = energy_area(state, seat)
    for area_index, area in enumerate("ABCD"):
        scene.rect(f"{p}-earea-{area}", x + 20 + area_index * 3 * 54 - 2, ey - 2, 3 * 54, 64, f"energy-{area}", r=4,
                   tip=f"Availability area {area}" + (": open" if area_index <= top_area else ": not yet open"))
    for space in cat.energy:
        cx = x + 20 + (space.position - 1) * 54
        on = state.energy[seat] == space.position
        tip = (f"Energy {space.position}: area {space.area}, income {space.income}"
               + (", releases a settler when reached" if space.release else "")
               + (f", {space.end_points} points at the end" if space.end_points else ""))
        scene.rect(f"{p}-energy-{space.position}", cx, ey, 50, 44, "track-on" if on else "track", r=4, tip=tip)
        scene.text(f"{p}-energy-{space.position}-n", cx + 4, ey + 11, str(space.position), size=L.SMALL, bold=True)
        scene.text(f"{p}-energy-{space.position}-i", cx + 46, ey + 11, f"{space.income}F", "muted", size=L.SMALL,
                   align="right")
        extra = ("Rel " if space.release else "") + (f"{space.end_points}P" if space.end_points else "")
        if extra:
            scene.text(f"{p}-energy-{space.position}-x", cx + 4, ey + 32, extra.strip(), "good", size=L.SMALL)
        if on:
            scene.circle(f"{p}-energy-marker", cx + 40, ey + 32, 7, seat_style(state, seat), z=2,
                         tip="The energy counter")
    # regenerators
    ry = y + 150
    scene.text(f"{p}-regens-t", x + 20, ry - 24, "Regenerators (cost, energy)", "muted", size=L.SMALL)
    for i, item in enumerate(console.regenerators):
        cx = x + 44 + i * 62
        built = item.id in state.built_regens[seat]
        style = "used" if built else item.level
        energy = regen_energy(state, seat, item.id)
        pair = f", paired: {next(pr.energy for pr in console.regenerator_pairs if pr.id == item.pair)} energy " \
               "when both are built" if item.pair else ""
        tip = (f"{item.level.title()} regenerator, area {item.area}: {item.cost} fuel, {item.energy} energy{pair}"
               + (" (built)" if built else ""))
        scene.hex(f"{p}-{item.id}", cx, ry + 4, 26, style, label=f"{item.level.title()} regenerator", tip=tip)
        scene.text(f"{p}-{item.id}-t", cx, ry - 6, f"{LEVEL_LETTER[item.level]}{item.area}", style, size=L.SMALL,
                   align="center", bold=True, z=2)
        scene.text(f"{p}-{item.id}-c", cx, ry + 12, "built" if built else f"{item.cost}F {energy}E", style,
                   size=L.SMALL, align="center", z=2)
    for pair in console.regenerator_pairs:
        members = [i for i, item in enumerate(console.regenerators) if item.pair == pair.id]
        x0, x1 = x + 44 + members[0] * 62, x + 44 + members[-1] * 62
        scene.line(f"{p}-{pair.id}", [(x0, ry + 34), (x1, ry + 34)], "cable", width=3)
    # buildings
    by = y + 200
    costs = ", ".join(f"{level} {cost}" for level, cost in console.building_costs.items())
    scene.text(f"{p}-builds-t", x + 20, by, f"Buildings (cost by regenerator: {costs})", "muted", size=L.SMALL)
    for i, item in enumerate(console.buildings):
        bx = x + 20 + i * 62
        used = item.id in state.built_buildings[seat]
        reward = building_reward(state, seat, item.id)
        pair_words = ""
        if item.pair:
            pair_words = f", paired: {EFFECTS.texts(catalog().building_pairs[item.pair])} with the second"
        tip = f"Building, area {item.area}: {EFFECTS.texts(list(item.reward)) or 'no reward'}{pair_words}" + (
            " (placed)" if used else "")
        scene.rect(f"{p}-{item.id}", bx, by + 12, 52, 46, "used" if used else "bspace", r=4, label="Building",
                   tip=tip)
        scene.text(f"{p}-{item.id}-a", bx + 4, by + 24, item.area, "used" if used else "bspace", size=L.SMALL,
                   bold=True)
        scene.text(f"{p}-{item.id}-r", bx + 26, by + 44, "placed" if used else short(reward) or ("pair" if item.pair else "-"),
                   "used" if used else "bspace", size=L.SMALL, align="center")
    for pair in console.building_pairs:
        members = [i for i, item in enumerate(console.buildings) if item.pair == pair.id]
        x0, x1 = x + 46 + members[0] * 62, x + 46 + members[-1] * 62
        scene.line(f"{p}-{pair.id}", [(x0, by + 62), (x1, by + 62)], "cable", width=3)
    # development tracks
    dy = y + 276
    for t, track in enumerate(console.development_tracks):
        tx = x + 20 + t * 335
        scene.text(f"{p}-dev-{track.id}-t", tx, dy, track.name, "muted", size=L.SMALL)
        for level in range(1, 5):
            cx = tx + (level - 1) * 60
            on = state.dev[seat][t] == level
            reward = EFFECTS.texts(list(track.rewards[level - 1])) or "start"
            inc = f"; income {track.income[level - 1]}" if track.income else ""
            scene.rect(f"{p}-dev-{track.id}-{level}", cx, dy + 10, 56, 44, "track-on" if on else "track", r=4,
                       tip=f"{track.name} level {level}: {reward}{inc}")
            scene.text(f"{p}-dev-{track.id}-{level}-n", cx + 4, dy + 21, str(level), size=L.SMALL, bold=True)
            scene.text(f"{p}-dev-{track.id}-{level}-r", cx + 52, dy + 21,
                       f"{track.income[level - 1]}F" if track.income else short(list(track.rewards[level - 1])),
                       "muted", size=L.SMALL, align="right")
            if on:
                scene.circle(f"{p}-dev-{track.id}-m", cx + 28, dy + 42, 7, seat_style(state, seat), z=2,
                             tip=f"{track.name} marker")
        cap = console.development_cap
        cx = tx + 4 * 60
        scene.rect(f"{p}-dev-{track.id}-cap", cx, dy + 10, 70, 44, "track", r=4,
                   tip=f"The top of the {track.name}: each further development there gives {EFFECTS.texts(list(cap))}")
        scene.text(f"{p}-dev-{track.id}-cap-t", cx + 35, dy + 32, f"top: {short(list(cap))}", "muted", size=L.SMALL,
                   align="center")
    # technology slots
    ty = y + 340
    for i, slot in enumerate(console.technology_slots):
        sx = x + 20 + i * 166
        card = state.tech[seat][i]
        name = catalog().technologies[card].name if card else f"Free: {EFFECTS.texts(list(slot.bonus))}"
        from ..rules.cards import tech_words

        tip = (tech_words(card) if card else f"Technology space {i + 1}: take {EFFECTS.texts(list(slot.bonus))} "
               "when a card is placed here")
        scene.rect(f"{p}-{slot.id}", sx, ty, 160, 50, "tech" if card else "track", r=6, label=f"Technology space {i + 1}",
                   tip=tip)
        L.label(scene, f"{p}-{slot.id}-t", sx + 6, ty + 16, 148, name, size=L.SMALL, style="tech" if card else "text",
                bold=bool(card))
        L.label(scene, f"{p}-{slot.id}-b", sx + 6, ty + 36, 148, f"bonus {short(list(slot.bonus))}", size=L.SMALL,
                style="tech" if card else "muted")
    # settlers
    sx = x + 20
    settlers = (f"Settlers: {state.console_settlers[seat]} on the console, {state.waiting[seat]} waiting, "
                f"{state.released[seat]} released")
    scene.text(f"{p}-settlers", sx + 340, y + 36, settlers, "muted", size=L.SMALL)
