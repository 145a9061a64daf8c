"""Ashes & Amber's table for one seat (docs/ui.md): the seat's cities (main region), its hand, the public area
(era, Catastrophe, Wonder and Resilience cards, Achievement and Ambitions, Decisive Moments, decks), then every
other seat's cities. Drawn from `view(state, seat)` only; options target the items named in targets.py."""

from __future__ import annotations

from engine.core.names import seat_ref
from engine.core.scene import Scene
from engine.core.textfit import fit

from .. import targets
from ..catalog import ERA_NAMES, catalog
from ..rules.common import hand, name
from ..rules.effects import effects_text
from ..rules.moments import METRIC_WORDS
from ..rules.pay import cost_words
from ..rules.targeting import target_words
from ..rules.turn import group_cost
from ..state import AmberState
from ..vocabulary import EFFECTS
from .cards import draw_card, project_card
from .palette import PALETTE

COL, GAP = 390, 12
STACK_W, STRIP, TOP_H, SLOT = 150, 50, 104, 50


def _wanted(state: AmberState, seat: int) -> set[str]:
    choice = state.pending
    if choice is None or choice.seat != seat:
        return set()
    return {o.target for o in choice.options if o.target}


def _cities_height(state: AmberState, seat: int, width: float, slots: bool) -> float:
    per_row = max(1, int((width - 20) // (STACK_W + 10)))
    cities = state.cities[seat]
    rows = [cities[i:i + per_row] for i in range(0, max(1, len(cities)), per_row)]
    h = 50
    for row in rows:
        tallest = max((len(c) for c in row), default=1)
        h += TOP_H + STRIP * max(0, tallest - 1) + (2 * SLOT + 12 if slots else 0) + 16
    return h + (SLOT + 10 if slots else 0)


def _draw_cities(scene: Scene, state: AmberState, seat: int, x0: float, y0: float, width: float,
                 slots: bool, wanted: set[str]) -> None:
    per_row = max(1, int((width - 20) // (STACK_W + 10)))
    cities = state.cities[seat]
    y = y0 + 50
    for start in range(0, max(1, len(cities)), per_row):
        row = cities[start:start + per_row]
        tallest = max((len(c) for c in row), default=1)
        for k, city in enumerate(row):
            index = start + k
            x = x0 + 10 + k * (STACK_W + 10)
            cy = y
            if slots and targets.top(seat, index) in wanted:
                scene.rect(targets.top(seat, index), x, cy, STACK_W, SLOT - 4, "slot", r=6,
                           label=f"On top of city {index + 1}", tip=f"Put the card on top of city {index + 1}")
            cy += SLOT if slots else 0
            scene.text(f"city-{seat}-{index}", x, cy + 14, f"City {index + 1}: {len(city)} "
                       f"{'card' if len(city) == 1 else 'cards'}", "text", size=13)
            cy += 22
            for pos, cid in enumerate(city):
                h = TOP_H if pos == 0 else STRIP
                draw_card(scene, state, cid, x, cy, STACK_W, h - 4)
                cy += h
            if slots and targets.bottom(seat, index) in wanted:
                scene.rect(targets.bottom(seat, index), x, cy, STACK_W, SLOT - 4, "slot", r=6,
                           label=f"At the bottom of city {index + 1}",
                           tip=f"Put the card at the bottom of city {index + 1}")
        y += TOP_H + STRIP * max(0, tallest - 1) + (2 * SLOT + 12 if slots else 0) + 16 + 22
    if slots:
        gx = x0 + 10
        for i in range(len(cities) + 1):
            gid = targets.gap(seat, i)
            if gid in wanted:
                label = ("New city at the far left" if i == 0 else "New city at the far right"
                         if i == len(cities) else f"New city between city {i} and city {i + 1}")
                scene.rect(gid, gx, y, 96, SLOT - 4, "slot", r=6, label=label, tip=label)
                scene.text(f"{gid}-t", gx + 48, y + 30, fit("New city" if i else "New city", 90, 13), "slot",
                           size=13, align="center")
                gx += 102


def _region_height(state: AmberState, seat: int, width: float, slots: bool) -> float:
    return _cities_height(state, seat, width, slots) + 30 * 1


def build(game, state: AmberState, seat: int) -> Scene:
    """Draw the table as `seat` sees it and make the seat's options tappable."""
    wanted = _wanted(state, seat)
    mine_h = _region_height(state, seat, 2 * COL + GAP, True) + 40
    public = _public_items(state)
    public_h = 60 + sum(h for h, _ in public)
    hand_cards = hand(state, seat) + state.looking[seat]
    hand_h = 80 + 110 * ((len(hand_cards) + 1) // 2) + 120 * ((len(state.projects[seat])
                                                                + len(state.project_look[seat]) + 1) // 2)
    others = [s for s in range(state.players) if s != seat]
    other_h = {s: _region_height(state, s, COL, False) + 20 for s in others}
    col_y = [max(mine_h, 0) + GAP, max(mine_h, 0) + GAP, public_h + GAP]
    hand_y = col_y[0]
    col_y[0] += hand_h + GAP
    places = {}
    for s in others:
        c = min(range(3), key=lambda k: col_y[k])
        places[s] = (c * (COL + GAP), col_y[c])
        col_y[c] += other_h[s] + GAP
    height = max(max(col_y), mine_h, public_h) + 10
    scene = Scene(3 * COL + 2 * GAP, height, palette=PALETTE)
    _mine(scene, state, seat, mine_h, wanted)
    _public(scene, state, public, public_h)
    _hand(scene, state, seat, hand_y, hand_h)
    for s in others:
        x, y = places[s]
        scene.region(f"seat{s}", x, y, COL, other_h[s], seat_ref(s), seat=s)
        scene.rect(f"bg-seat{s}", x, y, COL, other_h[s], "panel", r=8)
        _seat_title(scene, state, s, x, y, COL)
        _draw_cities(scene, state, s, x, y + 10, COL, False, wanted)
    scene.bind(game.choice(state), seat)
    return scene


def _seat_title(scene: Scene, state: AmberState, s: int, x: float, y: float, w: float) -> None:
    scene.rect(f"seatmark-{s}", x + 10, y + 10, 24, 24, f"seat{s}", r=12, label=seat_ref(s),
               tip=f"{seat_ref(s)}'s colour")
    bits = [f"{len(hand(state, s))} in hand"]
    if state.first == s:
        bits.append("First Player")
    if state.passed and state.passed[s] and state.phase == "action":
        bits.append("passed")
    scene.text(f"seat-title-{s}", x + 42, y + 28, fit(f"{seat_ref(s)}: {', '.join(bits)}", w - 52, 15), "title",
               size=15, bold=True)


def _mine(scene: Scene, state: AmberState, seat: int, h: float, wanted: set[str]) -> None:
    w = 2 * COL + GAP
    scene.region("mine", 0, 0, w, h, "Your cities", seat=seat)
    scene.rect("bg-mine", 0, 0, w, h, "board", r=8)
    _seat_title(scene, state, seat, 0, 0, w)
    _draw_cities(scene, state, seat, 0, 10, w, True, wanted)
    if targets.PASS in wanted:
        scene.rect(targets.PASS, w - 130, 6, 120, 48, "slot", r=8, label="Pass", tip="Pass for the rest of the era")
        scene.text("pass-text", w - 70, 36, "Pass", "slot", size=16, align="center", bold=True)


def _hand(scene: Scene, state: AmberState, seat: int, y: float, h: float) -> None:
    scene.region("hand", 0, y, COL, h, "Your hand", seat=seat)
    scene.rect("bg-hand", 0, y, COL, h, "panel", r=8)
    scene.text("hand-title", 12, y + 28, "Your hand", "title", size=18, bold=True)
    cards = hand(state, seat)
    for k, cid in enumerate(cards + state.looking[seat]):
        cx, cy = 10 + (k % 2) * 186, y + 44 + (k // 2) * 110
        tip = "Drawn: keep one" if cid in state.looking[seat] else None
        draw_card(scene, state, cid, cx, cy, 180, 104, tip=tip)
    py = y + 44 + 110 * ((len(cards) + len(state.looking[seat]) + 1) // 2)
    for k, pid in enumerate(state.projects[seat] + state.project_look[seat]):
        project_card(scene, pid, 10 + (k % 2) * 186, py + (k // 2) * 120, 180, 112)


def _public_items(state: AmberState) -> list[tuple[float, str]]:
    items = [(70, "era")]
    if state.catastrophe:
        items.append((110, "catastrophe"))
    items += [(110, f"offer:{cid}") for cid in state.offer]
    items.append((100, "achievement"))
    items += [(110, f"group:{k}") for k in range(len(state.groups))]
    items += [(84, f"moment:{k}") for k in range(len(state.moments))]
    return items


def _public(scene: Scene, state: AmberState, items: list[tuple[float, str]], h: float) -> None:
    x0 = 2 * (COL + GAP)
    scene.region("public", x0, 0, COL, h, "Public area")
    scene.rect("bg-public", x0, 0, COL, h, "panel", r=8)
    scene.text("public-title", x0 + 12, 28, "Public area", "title", size=18, bold=True)
    cat = catalog()
    y = 44
    w = COL - 20
    for height, what in items:
        x = x0 + 10
        if what == "era":
            era = state.era or 1
            first = "in the middle" if state.first is None else f"held by {seat_ref(state.first)}"
            scene.text("era", x, y + 20, fit(f"Era {era}: {ERA_NAMES[era]}", w, 16), "heading", size=16, bold=True)
            line = f"First Player card {first}" if not state.solo else "Solo game"
            scene.text("first", x, y + 44, fit(line, w, 14), "text", size=14)
            scene.text("decks", x, y + 64, fit(f"Deck: {len(state.decks[era - 1])} cards, discards: "
                                               f"{len(state.discards[era - 1])}", w, 13), "muted", size=13)
        elif what == "catastrophe":
            c = cat.catastrophes[state.catastrophe]
            steps = [EFFECTS.text(step) for step in c.steps]
            scene.card("catastrophe", x, y, w, height - 6, f"Catastrophe: {c.name}", "; then ".join(steps),
                       "catastrophe", label=f"Catastrophe {c.name}",
                       detail=[f"Step {i + 1}: {text}." for i, text in enumerate(steps)])
        elif what.startswith("offer:"):
            cid = what[6:]
            draw_card(scene, state, cid, x, y, w, height - 6, tip=f"Claim for {cost_words(group_cost([cid]))}")
        elif what == "achievement":
            a = cat.achievements[state.achievement]
            steps = "; then ".join(EFFECTS.text(step) for step in a.steps)
            scene.card("achievement", x, y, w, height - 6, f"Achievement: {a.name}", steps, "ambition",
                       label=f"Achievement {a.name}", detail=[f"When resolved: {steps}."] + [
                           PERMANENT[p] for p in a.permanent] + (["Resolved."] if state.achieved else []))
        elif what.startswith("group:"):
            group = state.groups[int(what[6:])]
            half = (w - 6) / len(group)
            for k, cid in enumerate(group):
                draw_card(scene, state, cid, x + k * (half + 6), y, half - 6 if len(group) > 1 else half,
                          height - 6, tip=f"Claimed together in Era 5 for {cost_words(group_cost(group))}")
        elif what.startswith("moment:"):
            k = int(what[7:])
            m = cat.moments[state.moments[k]]
            right = "ignored in the solo game" if state.solo else f"reward for {METRIC_WORDS[m.right['most']]}"
            scene.card(f"moment-{k}", x, y, w, height - 6, f"End of Era {k + 2}: {m.name}",
                       f"{effects_text(list(m.left))}; {right}", "moment", label=f"Decisive Moment {m.name}",
                       detail=[f"Each player may: {effects_text(list(m.left))}.", f"Right part: {right}."])
        y += height


PERMANENT = {"pass_death": "During Era 5, passing takes a Death card.",
             "draw_plus": "During Era 5, every draw draws one card more.",
             "no_new_city": "During Era 5, no new city may be created.",
             "ash_one": "During Era 5, one Ash card lets any regular card stand for a resource of a cost."}

__all__ = ["build", "name", "target_words"]
