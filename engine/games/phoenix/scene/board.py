"""The gameboard band: building scoring tracks, blueprints, round and turn order tracks, the map (regions, areas,
regenerator and building spaces, connection tapes), the population track with its intercoms, the gameboard
intercoms and the scoring track."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..rules.cards import blueprint_words
from ..rules.common import board, closed_region, who
from ..rules.scoring import totals
from ..rules.tracks import insignia_value
from ..state import BUILDING_TYPES, INITIAL, PhoenixState
from ..vocabulary import EFFECTS
from . import layout as L
from .text import seat_style, short

TYPE_LETTER = {"scientific": "S", "civic": "C", "military": "M"}
TYPE_NAME = {"scientific": "Scientific", "civic": "Civic", "military": "Military"}


def draw(scene: Scene, state: PhoenixState, seat: int) -> None:
    scene.rect("board-bg", 0, L.BOARD_Y, L.WIDTH, L.BOARD_H, "group", r=10, label="Gameboard")
    scene.text("board-title", 14, L.BOARD_Y + 20, f"Gameboard - round {state.round} of 4", "heading", size=18,
               bold=True)
    _building_tracks(scene, state)
    _blueprints(scene, state)
    _round_and_order(scene, state)
    _map(scene, state)
    _population(scene, state)
    _bottom(scene, state)


# ---------------------------------------------------------------------------------------------- top strip
def _building_tracks(scene: Scene, state: PhoenixState) -> None:
    y0 = L.TOP_Y
    cat = catalog()
    for row, kind in enumerate(BUILDING_TYPES):
        y = y0 + row * 50
        scene.rect(f"ins-{kind}", 10, y, 110, 44, "track", r=6, label=f"{TYPE_NAME[kind]} building scoring track",
                   tip=f"{TYPE_NAME[kind]} buildings score the value under your insignia for each one.")
        scene.text(f"ins-{kind}-name", 18, y + 22, TYPE_NAME[kind], size=L.TEXT, bold=True)
        for i, value in enumerate(cat.track_values[kind]):
            x = 126 + i * 50
            scene.rect(f"ins-{kind}-{i}", x, y, 46, 44, "track", r=4, label=f"{TYPE_NAME[kind]} value {value}")
            scene.text(f"ins-{kind}-{i}-v", x + 23, y + 14, str(value), size=L.TEXT, align="center", bold=True)
        for s in range(state.seats):
            if state.kraken == s:
                continue
            i = state.insignia[s][BUILDING_TYPES.index(kind)]
            x = 126 + i * 50 + 8 + (s % 4) * 10
            scene.circle(f"ins-{kind}-s{s}", x, y + 33, 6, seat_style(state, s),
                         tip=f"{who(state, s)}'s {kind} insignia: {insignia_value(state, s, kind)}")


def _blueprints(scene: Scene, state: PhoenixState) -> None:
    cat = catalog()
    for i, letter in enumerate(cat.content.tracks.blueprint_spaces):
        x, y = 440 + i * 170, L.TOP_Y
        bp_id = state.blueprint_at.get(letter)
        taken = state.blueprint_by.get(letter)
        style = "blueprint" if taken is None else "used"
        words = blueprint_words(bp_id) if bp_id else ""
        tip = f"Blueprint {letter}: {words}"
        if taken is not None:
            tip += f" - taken by {who(state, taken)}" if taken != state.kraken else " - turned over by Project Kraken"
        scene.rect(f"bp-{letter}", x, y, 160, 146, style, r=8, label=f"Blueprint {letter}", tip=tip)
        if bp_id is None:
            continue
        bp = cat.blueprints[bp_id]
        scene.text(f"bp-{letter}-t", x + 8, y + 16, f"{letter}: {bp.name}", style, size=L.TEXT, bold=True)
        if taken is not None:
            L.lines(scene, f"bp-{letter}-d", x + 8, y + 40, 144,
                    "Turned over" + ("" if taken == state.kraken else f": {who(state, taken)}"), style=style)
            continue
        from ..rules.cards import requirement_words

        L.lines(scene, f"bp-{letter}-r", x + 8, y + 38, 144, "Needs " + requirement_words(bp.requirements),
                count=3, style=style)
        L.lines(scene, f"bp-{letter}-g", x + 8, y + 100, 144, "Gives " + EFFECTS.texts(list(bp.reward)), count=2,
                style=style)


def _round_and_order(scene: Scene, state: PhoenixState) -> None:
    x0, y0 = 960, L.TOP_Y
    scene.text("round-title", x0, y0 + 6, "Round", "muted", size=L.SMALL)
    for r in range(1, 5):
        x = x0 + 50 + (r - 1) * 94
        scene.rect(f"round-{r}", x, y0 - 8, 88, 36, "track-on" if r == state.round else "track", r=4,
                   label=f"Round {r}")
        scene.text(f"round-{r}-v", x + 44, y0 + 10, f"Round {r}", size=L.SMALL, align="center",
                   bold=r == state.round)
    scene.text("order-title", x0, y0 + 52, "Turn order", "muted", size=L.SMALL)
    rewards = catalog().content.tracks.turn_order
    order = state.reorder if state.reorder else state.order
    for pos in range(1, 5):
        x, y = x0 + (pos - 1) * 108, y0 + 64
        in_use = pos <= len(state.order)
        reward = EFFECTS.texts(list(rewards[pos - 1].reward)) or "no reward"
        scene.rect(f"order-{pos}", x, y, 102, 76, "track" if in_use else "used", r=6,
                   label=f"Turn order position {pos}", tip=f"Position {pos}: {reward} when chosen at the end of a round"
                   + ("" if in_use else " (not used with this many players)"))
        scene.text(f"order-{pos}-n", x + 8, y + 14, f"{pos}.", size=L.TEXT, bold=True)
        L.lines(scene, f"order-{pos}-r", x + 28, y + 14, 70, reward, count=2)
        if pos - 1 < len(order) and order[pos - 1] is not None:
            s = order[pos - 1]
            scene.token(f"order-{pos}-s", x + 80, y + 56, 12, "", seat_style(state, s),
                        tip=f"{who(state, s)} plays in position {pos}")


# ---------------------------------------------------------------------------------------------- the map
def _map(scene: Scene, state: PhoenixState) -> None:
    b = board(state)
    cat = catalog()
    closed = closed_region(state)
    regions = {r.id: r for r in cat.content.board.regions}
    for region_id, region in regions.items():
        cols = [a.col for a in b.side.areas if a.region == region_id]
        if cols:
            x0 = L.area_box(min(cols), 0)[0]
            x1 = L.area_box(max(cols), 0)[0] + L.AREA_W
            scene.text(f"region-{region_id}", (x0 + x1) / 2, L.MAP_Y - 14, f"{region.name} ({region.place})",
                       f"region-{region_id}", size=L.TEXT, align="center", bold=True)
    for area in b.side.areas:
        x, y = L.area_box(area.col, area.row)
        region = regions[area.region]
        number = f"{area.number}. " if area.number else ""
        scene.rect(area.id, x, y, L.AREA_W, L.AREA_H, f"region-{area.region}", r=8,
                   label=f"{area.name} ({region.name})", tip=f"{area.name}, in {region.name}"
                   + (f" (solo numbering {area.number})" if area.number else ""))
        L.label(scene, f"{area.id}-name", x + 6, y + 13, L.AREA_W - 12, f"{number}{area.name}", size=L.SMALL,
                bold=True)
        for row, space in enumerate(area.regenerators):
            _regen(scene, state, space, x, y + 30 + row * 58)
    for tape_space, (a, c) in b.tapes.items():
        _tape(scene, state, tape_space, b.areas[a], b.areas[c], closed)
    if closed:
        dawn = [a for a in b.side.areas if a.region == closed]
        xs = [L.area_box(a.col, a.row) for a in dawn]
        x0, y0 = min(p[0] for p in xs), min(p[1] for p in xs)
        x1, y1 = max(p[0] for p in xs) + L.AREA_W, max(p[1] for p in xs) + L.AREA_H
        scene.rect("closed-region", x0 - 4, y0 - 4, x1 - x0 + 8, y1 - y0 + 8, "closed", r=8, alpha=0.85, z=4,
                   label="Dawn is closed", tip="With three players Dawn is closed off by six nuclear hazard tapes "
                   "and two radiation warning signs.")
        scene.text("closed-text", (x0 + x1) / 2, (y0 + y1) / 2 - 40, "Closed: radiation warning", "closed",
                   size=18, align="center", bold=True, z=7)


def _regen(scene: Scene, state: PhoenixState, space, x: float, y: float) -> None:
    owner = state.regen_at.get(space.id)
    level = space.level
    cx, cy = x + 30, y + 24
    reward = EFFECTS.texts(list(space.reward))
    if space.initial:
        style = "white-regen" if owner == INITIAL else "empty-regen"
        name = f"Initial regenerator space {space.initial}"
        tip = f"{name}: " + ("a white starting regenerator (counts as bronze, belongs to nobody)" if owner == INITIAL
                             else "empty in this game")
        text = space.initial
    else:
        style = level if owner is not None else "empty-regen"
        name = f"{level.title()} regenerator space"
        who_text = f"built by {who(state, owner)}" if owner is not None else "free"
        tip = f"{name} ({who_text}); reward: {reward}"
        text = level[0].upper()
    scene.hex(space.id, cx, cy, 25, style, label=name, tip=tip)
    scene.text(f"{space.id}-t", cx, cy - 6, text, style, size=L.TEXT, align="center", bold=True, z=2)
    if owner is not None and owner != INITIAL:
        scene.circle(f"{space.id}-o", cx, cy + 10, 8, seat_style(state, owner), z=3,
                     tip=f"{who(state, owner)}'s regenerator")
    elif not space.initial:
        scene.text(f"{space.id}-r", cx, cy + 10, short(list(space.reward)), style, size=L.SMALL, align="center", z=2)
    b = board(state)
    for k, model in enumerate(space.buildings):
        bs_id = model.id
        bs = b.buildings[bs_id]
        bx = x + 60 + k * 50
        owners = state.buildings_at.get(bs_id, [])
        types = " + ".join(TYPE_NAME[t] for t in bs.types)
        tip = f"Building space ({types}) by this regenerator" + (
            ": " + ", ".join(who(state, o) for o in owners) if owners else ": free")
        scene.rect(bs_id, bx, y + 2, 44, 44, "bspace", r=4, label=f"Building space, {types}", tip=tip)
        scene.text(f"{bs_id}-t", bx + 22, y + 14, "".join(TYPE_LETTER[t] for t in bs.types), "bspace",
                   size=L.SMALL, align="center", bold=True)
        for j, o in enumerate(owners[:3]):
            scene.rect(f"{bs_id}-o{j}", bx + 4 + j * 13, y + 28, 11, 13, seat_style(state, o), z=2)


def _tape(scene: Scene, state: PhoenixState, tape_space: str, a, c, closed: str | None) -> None:
    ax, ay = L.area_box(a.col, a.row)
    cx, cy = L.area_box(c.col, c.row)
    if a.row == c.row:
        mx, my = (min(ax, cx) + L.AREA_W + max(ax, cx)) / 2, ay + L.AREA_H / 2
    else:
        mx, my = ax + L.AREA_W / 2, (min(ay, cy) + L.AREA_H + max(ay, cy)) / 2
    names = f"{a.name} and {c.name}"
    if tape_space not in state.tape_at:
        if closed and closed in (a.region, c.region):
            scene.rect(tape_space, mx - 24, my - 11, 48, 22, "closed", r=3, z=6, label="Nuclear hazard tape",
                       tip=f"A nuclear hazard tape covers the connection between {names}.")
        return
    tape = catalog().tapes[state.tape_at[tape_space]]
    flipped = state.tape_flipped[tape_space]
    got = state.tape_got[tape_space]
    tip = (f"Connection tape between {names}: yellow side {EFFECTS.texts(list(tape.yellow))}, grey side "
           f"{EFFECTS.texts(list(tape.grey))}. " + ("Turned over" + (" (taken by " + ", ".join(
               who(state, s) for s in got) + ")" if got else "") if flipped else "Yellow side up."))
    style = "tape-grey" if flipped else "tape-yellow"
    scene.rect(tape_space, mx - 27, my - 11, 54, 22, style, r=3, z=3, label="Connection tape", tip=tip)
    scene.text(f"{tape_space}-t", mx, my, short(list(tape.grey if flipped else tape.yellow)), style, size=L.SMALL,
               align="center", z=4)


# ---------------------------------------------------------------------------------------------- population track
def _population(scene: Scene, state: PhoenixState) -> None:
    cat = catalog()
    pop = cat.content.tracks.population
    scene.text("pop-title", L.POP_X, L.POP_TOP - 12, "Population track", "heading", size=L.TEXT, bold=True)
    for space in pop.spaces:
        x, y = L.pop_xy(space.lane, space.row)
        for there in space.next:
            if there in cat.population:
                tx, ty = L.pop_xy(cat.population[there].lane, cat.population[there].row)
                scene.line(f"arrow-{space.id}-{there}", [(x, y - 22), (tx, ty + 22)], "cable", width=2)
            else:
                ix = L.POP_LANES[space.lane]
                scene.line(f"arrow-{space.id}-{there}", [(x, y - 22), (ix, L.POP_TOP + 96)], "cable", width=2)
    line_y = L.POP_ROW6 + (6 - 3.5) * L.POP_PITCH
    scene.line("orange-line", [(L.POP_X, line_y), (L.WIDTH - 6, line_y)], "orange-line", width=3, dash=True)
    blacks = [s for s in range(state.seats) if state.black[s]]
    scene.rect("black-area", L.POP_X - 2, line_y - 30, 24, 60, "black-area", r=4, label="Black area",
               tip="The black area with the orange light: each player's settler here is released when their "
                   "first settler reaches the dashed orange line.")
    for j, s in enumerate(blacks):
        scene.circle(f"black-{s}", L.POP_X + 10, line_y - 21 + j * 14, 6, seat_style(state, s), z=2,
                     tip=f"{who(state, s)}'s settler in the black area")
    for space in pop.spaces:
        x, y = L.pop_xy(space.lane, space.row)
        style = {"red": "pop-red", "blue": "pop-blue"}.get(space.bonus or "", "pop-space")
        reward = EFFECTS.texts(list(space.reward)) or "the start of the track"
        scene.circle(space.id, x, y, 22, style, label=f"Population space: {reward}",
                     tip=f"Population track: {reward}" + (" (beyond the dashed orange line)" if space.beyond_line
                                                          else ""))
        scene.text(f"{space.id}-t", x, y - 6, short(list(space.reward)) or "Start", style, size=L.SMALL,
                   align="center", z=2)
        bonus = state.bonus_at.get(space.id)
        if bonus:
            b = cat.bonuses[bonus]
            scene.rect(f"bonus-{space.id}", x + 25, y - 22, 44, 44, f"bonus-{b.colour}", r=6, z=2,
                       label=f"{b.colour.title()} population bonus", tip=f"Population bonus: {EFFECTS.texts(list(b.reward))}")
            scene.text(f"bonus-{space.id}-t", x + 47, y, short(list(b.reward)), f"bonus-{b.colour}", size=L.SMALL,
                       align="center", z=3)
        here = [s for s in range(state.seats) for _ in range(state.track[s].count(space.id))]
        for j, s in enumerate(here[:4]):
            scene.circle(f"pop-{space.id}-{j}", x - 15 + j * 10, y + 11, 5, seat_style(state, s), z=4,
                         tip=f"{who(state, s)}'s settler")
        if len(here) > 4:
            scene.text(f"pop-{space.id}-more", x + 30, y + 30, f"+{len(here) - 4}", size=L.SMALL, z=4,
                       tip=", ".join(who(state, s) for s in here))
    for k, slot in enumerate(pop.ends):
        lane = ("left", "centre", "right")[k]
        intercom(scene, state, slot, L.POP_LANES[lane] - 40, L.POP_TOP, 80, 96)


def intercom(scene: Scene, state: PhoenixState, slot: str, x: float, y: float, w: float, h: float) -> None:
    """An end-game-scoring intercom in its slot, with the settlers in order of arrival."""
    cat = catalog()
    card = cat.intercoms[state.intercom_card[slot]]
    seats = state.intercom_seats[slot]
    values = "/".join(f"{v:g}" for v in card.values)
    what = intercom_condition(card)
    tip = f"{card.name} intercom: {values} points for {what}, by order of arrival. " + (
        "Settlers: " + ", ".join(f"{i + 1}. {who(state, s)}" for i, s in enumerate(seats)) if seats else "No settler yet.")
    scene.rect(slot, x, y, w, h, "intercom", r=6, label=f"{card.name} intercom", tip=tip)
    L.lines(scene, f"{slot}-n", x + 5, y + 13, w - 10, card.name, count=2, bold=True, style="intercom")
    L.label(scene, f"{slot}-v", x + 5, y + 48, w - 10, values, size=L.SMALL, style="intercom")
    for i, s in enumerate(seats):
        scene.token(f"{slot}-s{i}", x + 14 + i * 24, y + h - 16, 10, str(i + 1), seat_style(state, s), z=2,
                    tip=f"{i + 1}. {who(state, s)}")


def _bottom(scene: Scene, state: PhoenixState) -> None:
    from ..rules.tracks import intercom_slots

    y = L.BOTTOM_Y
    scene.text("board-ic-title", 14, y - 10, "Gameboard intercoms", "heading", size=L.TEXT, bold=True)
    for k, slot in enumerate(intercom_slots("10.2")):
        intercom(scene, state, slot, 10 + k * 170, y, 160, 104)
    x0 = 540
    scene.text("score-title", x0, y - 10, "Scoring track", "heading", size=L.TEXT, bold=True)
    scores = totals(state)
    cells = catalog().content.tracks.scoring_track.spaces
    per_row = cells // 2
    for n in range(cells):
        cx, cy = x0 + (n % per_row) * 34, y + (n // per_row) * 40
        scene.rect(f"score-{n}", cx, cy, 32, 36, "track", r=3)
        scene.text(f"score-{n}-v", cx + 16, cy + 10, str(n), "muted", size=L.SMALL, align="center")
    for s in range(state.seats):
        n = state.vp[s] % cells
        cx, cy = x0 + (n % per_row) * 34, y + (n // per_row) * 40
        laps = state.vp[s] // cells
        scene.circle(f"score-s{s}", cx + 6 + (s % 4) * 7, cy + 27, 6, seat_style(state, s), z=2,
                     tip=f"{who(state, s)}: {state.vp[s]} points" + (f" (lap {laps + 1})" if laps else ""))
    line = "Points: " + ", ".join(f"{who(state, s)} {scores[s]}" for s in range(state.seats))
    L.label(scene, "score-line", x0, y + 96, 850, line, size=L.TEXT)


def intercom_condition(card) -> str:
    """What an intercom counts, in words."""
    kind, of = card.condition.kind, card.condition.of
    if kind == "buildings":
        return f"each {of} building"
    if kind == "region":
        return "each regenerator in " + next(r.name for r in catalog().content.board.regions if r.id == of)
    if kind == "level":
        return f"each {of} regenerator"
    if kind == "missions":
        return "each completed mission"
    return "being here"
