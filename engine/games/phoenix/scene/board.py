"""The gameboard: the map (regions, areas, regenerator and building spaces, connection tapes; Dawn in a region of
its own on the large side), the population track with its intercoms, the tracks (building scoring, round, turn
order, blueprints live with the cards) and the gameboard intercoms with the scoring track."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.words import count

from ..catalog import catalog
from ..rules.common import board, closed_region, who
from ..rules.tracks import insignia_value, intercom_slots
from ..state import BUILDING_TYPES, INITIAL, PhoenixState
from ..vocabulary import EFFECTS
from . import layout as L
from .text import TYPE_ICON, TYPE_NAME, glyphs, seat_style, simple


def reward_words(effects: list) -> str:
    return EFFECTS.texts(list(effects)) or "nothing"


# ---------------------------------------------------------------------------------------------- the map
def map_columns(state: PhoenixState) -> tuple[list[int], list[int]]:
    """The area columns drawn in the map region and in the Dawn region (empty on the small side)."""
    cols = sorted({a.col for a in board(state).side.areas})
    dawn = sorted({a.col for a in board(state).side.areas if a.region == "dawn"})
    return [c for c in cols if c not in dawn], dawn


def map_size(state: PhoenixState) -> tuple[float, float]:
    main, _ = map_columns(state)
    return 20 + len(main) * L.AREA_W + (len(main) - 1) * L.GUTTER_X, L.MAP_TOP + 2 * L.AREA_H + L.GUTTER_Y + 12


def dawn_size(state: PhoenixState) -> tuple[float, float]:
    _, dawn = map_columns(state)
    return L.DAWN_LEFT + len(dawn) * L.AREA_W + (len(dawn) - 1) * L.GUTTER_X + 4, map_size(state)[1]


def area_xy(state: PhoenixState, col: int, row: int, origins: dict) -> tuple[float, float]:
    """Top-left corner of a map area, in whichever region holds it."""
    main, dawn = map_columns(state)
    if col in dawn:
        ox, oy = origins["dawn"]
        k = dawn.index(col)
        return ox + L.DAWN_LEFT + k * (L.AREA_W + L.GUTTER_X), oy + L.MAP_TOP + row * (L.AREA_H + L.GUTTER_Y)
    ox, oy = origins["map"]
    k = main.index(col)
    return ox + 10 + k * (L.AREA_W + L.GUTTER_X), oy + L.MAP_TOP + row * (L.AREA_H + L.GUTTER_Y)


def draw_map(scene: Scene, state: PhoenixState, origins: dict) -> None:
    b = board(state)
    cat = catalog()
    closed = closed_region(state)
    regions = {r.id: r for r in cat.content.board.regions}
    ox, oy = origins["map"]
    w, h = map_size(state)
    scene.rect("board-bg", ox, oy, w, h, "group", r=10, label="Gameboard")
    L.title(scene, "board-title", ox, oy, f"Gameboard · round {state.round} of 4", w - 28)
    if "dawn" in origins:
        dx, dy = origins["dawn"]
        dw, dh = dawn_size(state)
        scene.rect("dawn-bg", dx, dy, dw, dh, "group", r=10, label="Dawn")
        L.title(scene, "dawn-title", dx, dy, "Gameboard: Dawn", dw - 28)
    for region_id, region in regions.items():
        areas = [a for a in b.side.areas if a.region == region_id]
        if not areas:
            continue
        xs = [area_xy(state, a.col, 0, origins)[0] for a in areas]
        y = area_xy(state, areas[0].col, 0, origins)[1]
        scene.text(f"region-{region_id}", (min(xs) + max(xs) + L.AREA_W) / 2, y - 10,
                   f"{region.name} ({region.place})", f"region-{region_id}", size=L.TEXT, align="center", bold=True)
    for area in b.side.areas:
        x, y = area_xy(state, area.col, area.row, origins)
        region = regions[area.region]
        number = f"{area.number}. " if area.number else ""
        scene.rect(area.id, x, y, L.AREA_W, L.AREA_H, f"region-{area.region}", r=8,
                   label=f"{area.name} ({region.name})",
                   detail=[f"{area.name}, an area of {region.name}, on the {region.place} of the gameboard."]
                   + ([f"Project Kraken numbers it {area.number} when its card points at an area."]
                      if area.number else []))
        L.label(scene, f"{area.id}-name", x + 6, y + 17, L.AREA_W - 12, f"{number}{area.name}", size=L.TEXT,
                style=f"region-{area.region}", bold=True)
        for row, space in enumerate(area.regenerators):
            _regen(scene, state, space, x, y + 26 + row * 62)
    for tape_space, (a, c) in b.tapes.items():
        _tape(scene, state, tape_space, b.areas[a], b.areas[c], closed, origins)
    if closed and "dawn" in origins:
        dx, dy = origins["dawn"]
        dw, dh = dawn_size(state)
        scene.rect("closed-region", dx + 4, dy + 40, dw - 8, dh - 44, "closed", r=8, alpha=0.85, z=5,
                   label="Dawn is closed",
                   detail=["With three players Dawn is closed off by six nuclear hazard tapes and two radiation "
                           "warning signs: nobody builds there."])
        scene.text("closed-text", dx + dw / 2, dy + dh / 2, "Closed: radiation warning", "closed", size=18,
                   align="center", bold=True, z=7)


def _regen(scene: Scene, state: PhoenixState, space, x: float, y: float) -> None:
    owner = state.regen_at.get(space.id)
    level = space.level
    cx, cy = x + 4 + L.HEX_R * 0.87, y + L.HEX_R
    reward = reward_words(space.reward)
    if space.initial:
        style = "white-regen" if owner == INITIAL else "empty-regen"
        name = "Starting regenerator space"
        state_words = ("a white starting regenerator: it counts as bronze and belongs to nobody" if owner == INITIAL
                       else "empty in this game")
        detail = [f"{name}: {state_words}."]
        word = "Start"
    else:
        style = level if owner is not None else "empty-regen"
        name = f"{level.title()} regenerator space"
        who_text = f"built by {who(state, owner)}" if owner is not None else "free"
        detail = [f"{name}, {who_text}.", f"Whoever builds here takes {reward}."]
        word = level.title()
    scene.hex(space.id, cx, cy, L.HEX_R, style, label=name, tip=f"{name}: {reward}" if not space.initial else name,
              detail=detail)
    scene.text(f"{space.id}-t", cx, cy - 5, word, style, size=L.SMALL, align="center", bold=True, z=2)
    if owner is not None and owner != INITIAL:
        scene.circle(f"{space.id}-o", cx, cy + 14, 9, seat_style(state, owner), z=3,
                     tip=f"{who(state, owner)}'s regenerator")
    elif not space.initial:
        pairs = simple(list(space.reward))
        if pairs:
            glyphs(scene, f"{space.id}-r", cx, cy + 13, pairs[:2], style, z=2)
    b = board(state)
    for k, model in enumerate(space.buildings):
        bs = b.buildings[model.id]
        bx = x + 4 + L.HEX_R * 1.74 + 6 + k * (L.SQUARE + 6)
        owners = state.buildings_at.get(model.id, [])
        types = " and ".join(TYPE_NAME[t] for t in bs.types)
        scene.rect(model.id, bx, y + 4, L.SQUARE, L.SQUARE, "bspace", r=4, label=f"Building space: {types}",
                   tip=f"Building space ({types})" + (": " + ", ".join(who(state, o) for o in owners) if owners
                                                        else ": free"),
                   detail=[f"A building space beside a {level} regenerator space. A building here counts as "
                           f"{types}.", "Built here: " + (", ".join(who(state, o) for o in owners) or "nothing yet")
                           + "."])
        for j, kind in enumerate(bs.types):
            scene.icon(f"{model.id}-i{j}", bx + 13 + j * 22, y + 17, TYPE_ICON[kind], "bspace", size=17, z=2)
        for j, o in enumerate(owners[:3]):
            scene.rect(f"{model.id}-o{j}", bx + 3 + j * 15, y + 31, 13, 17, seat_style(state, o), r=2, z=2)


def _tape(scene: Scene, state: PhoenixState, tape_space: str, a, c, closed: str | None, origins: dict) -> None:
    ax, ay = area_xy(state, a.col, a.row, origins)
    cx, cy = area_xy(state, c.col, c.row, origins)
    across = a.row == c.row
    if across:
        left, right = (ax, cx) if ax < cx else (cx, ax)
        if right - left > L.AREA_W + L.GUTTER_X + 1:  # Concord to Dawn: on Dawn's left edge
            mx = right - (L.DAWN_LEFT - 4) / 2 - 2
        else:
            mx = (left + L.AREA_W + right) / 2
        box = (mx - 11, ay + L.AREA_H / 2 - 30, 22, 60)
    else:
        mx, my = ax + L.AREA_W / 2, (min(ay, cy) + L.AREA_H + max(ay, cy)) / 2
        box = (mx - 32, my - 12, 64, 24)
    names = f"{a.name} and {c.name}"
    if tape_space not in state.tape_at:
        if closed and closed in (a.region, c.region):
            scene.rect(tape_space, *box, "closed", r=3, z=6, label="Nuclear hazard tape",
                       tip=f"A nuclear hazard tape closes the way between {names}.")
        return
    tape = catalog().tapes[state.tape_at[tape_space]]
    flipped = state.tape_flipped[tape_space]
    got = state.tape_got[tape_space]
    side = tape.grey if flipped else tape.yellow
    detail = [f"The connection tape between {names}.",
              f"Yellow side: {reward_words(tape.yellow)}, for the first player with regenerators in both areas "
              "(who turns it over).", f"Grey side: {reward_words(tape.grey)}, for every player after that.",
              ("Turned over" + (": taken by " + ", ".join(who(state, s) for s in got) if got else "") + "."
               if flipped else "Yellow side up.")]
    style = "tape-grey" if flipped else "tape-yellow"
    scene.rect(tape_space, *box, style, r=3, z=3, label="Connection tape",
               tip=f"Connection tape between {names}: {reward_words(side)}", detail=detail)
    pairs = simple(list(side)) or []
    x, y, w, h = box
    if across:
        for k, (icon, n) in enumerate(pairs[:1]):
            scene.icon(f"{tape_space}-g{k}", x + w / 2, y + 18, icon, style, size=15, z=4)
            scene.text(f"{tape_space}-n{k}", x + w / 2, y + 44, str(n), style, size=L.SMALL, align="center",
                       bold=True, z=4)
    else:
        glyphs(scene, f"{tape_space}-r", x + w / 2, y + h / 2, pairs[:2], style, z=4)


# ---------------------------------------------------------------------------------------------- population
POP_W, POP_H = L.COLUMN, 590
LANES = {"left": 50, "centre": 175, "right": 300}
POP_ROW6 = 196
POP_PITCH = 62


def pop_xy(ox: float, oy: float, lane: str, row: int) -> tuple[float, float]:
    return ox + LANES[lane], oy + POP_ROW6 + (6 - row) * POP_PITCH


def draw_population(scene: Scene, state: PhoenixState, ox: float, oy: float) -> None:
    cat = catalog()
    pop = cat.content.tracks.population
    scene.rect("pop-bg", ox, oy, POP_W, POP_H, "group", r=10, label="Population track")
    L.title(scene, "pop-title", ox, oy, "Population track")
    for k, slot in enumerate(pop.ends):
        intercom(scene, state, slot, ox + 6 + k * 128, oy + 42, 122, 104)
    for space in pop.spaces:
        x, y = pop_xy(ox, oy, space.lane, space.row)
        for there in space.next:
            if there in cat.population:
                tx, ty = pop_xy(ox, oy, cat.population[there].lane, cat.population[there].row)
                scene.line(f"arrow-{space.id}-{there}", [(x, y - 24), (tx, ty + 24)], "cable", width=2)
            else:
                scene.line(f"arrow-{space.id}-{there}", [(x, y - 24), (x, oy + 146)], "cable", width=2)
    line_y = oy + POP_ROW6 + 2.5 * POP_PITCH
    scene.line("orange-line", [(ox + 8, line_y), (ox + POP_W - 8, line_y)], "orange-line", width=3, dash=True)
    blacks = [s for s in range(state.seats) if state.black[s]]
    bx, by = ox + 8, oy + POP_H - 62
    scene.rect("black-area", bx, by, 110, 54, "black-area", r=6, label="Black area",
               tip="The black area: its settlers are released when their owner's first settler reaches the "
                   "dashed orange line.",
               detail=["The black area with the orange light holds one settler of each player. When a player's "
                       "first settler reaches the dashed orange line, the settler here is released.",
                       "Here now: " + (", ".join(who(state, s) for s in blacks) or "nobody") + "."])
    scene.text("black-area-t", bx + 8, by + 20, "Black area", "black-area", size=L.SMALL, bold=True)
    for j, s in enumerate(blacks):
        scene.circle(f"black-{s}", bx + 16 + j * 22, by + 38, 8, seat_style(state, s), z=2,
                     tip=f"{who(state, s)}'s settler in the black area")
    for space in pop.spaces:
        x, y = pop_xy(ox, oy, space.lane, space.row)
        style = {"red": "pop-red", "blue": "pop-blue"}.get(space.bonus or "", "pop-space")
        reward = reward_words(space.reward) if space.reward else "the start of the track"
        here = [s for s in range(state.seats) for _ in range(state.track[s].count(space.id))]
        beyond = " It is beyond the dashed orange line." if space.beyond_line else ""
        scene.circle(space.id, x, y, 24, style, label=f"Population space: {reward}", tip=f"Population track: {reward}",
                     detail=[f"A space of the population track. A settler moving here gives {reward}.{beyond}",
                             "Settlers here: " + (", ".join(who(state, s) for s in here) or "none") + "."])
        pairs = simple(list(space.reward))
        if pairs:
            glyphs(scene, f"{space.id}-r", x, y - 7, pairs[:1], style, z=2)
        else:
            scene.text(f"{space.id}-t", x, y - 3, "Start", style, size=L.SMALL, align="center", bold=True, z=2)
        bonus = state.bonus_at.get(space.id)
        if bonus:
            b = cat.bonuses[bonus]
            scene.rect(f"bonus-{space.id}", x + 28, y - 24, 48, 48, f"bonus-{b.colour}", r=6, z=2,
                       label=f"{b.colour.title()} population bonus",
                       tip=f"Population bonus: {reward_words(b.reward)}",
                       detail=[f"A {b.colour} population bonus: the first settler to reach this space takes it "
                               f"({reward_words(b.reward)}) or the printed reward."])
            glyphs(scene, f"bonus-{space.id}-r", x + 52, y, simple(list(b.reward)) or [], f"bonus-{b.colour}")
        for j, s in enumerate(here[:4]):
            scene.circle(f"pop-{space.id}-{j}", x - 15 + j * 10, y + 13, 6, seat_style(state, s), z=4,
                         tip=f"{who(state, s)}'s settler")


def intercom(scene: Scene, state: PhoenixState, slot: str, x: float, y: float, w: float, h: float) -> None:
    """An end-game-scoring intercom in its slot, with the settlers in order of arrival."""
    card = catalog().intercoms[state.intercom_card[slot]]
    seats = state.intercom_seats[slot]
    values = ", ".join(f"{v:g}" for v in card.values)
    what = intercom_condition(card)
    scene.rect(slot, x, y, w, h, "intercom", r=6, label=f"{card.name} intercom",
               tip=f"{card.name} intercom: {what}",
               detail=[f"At the end of the game each settler here scores for {what}: the first to arrive "
                       f"{values.split(', ')[0]} points for each, then {', '.join(values.split(', ')[1:]) or 'none'}"
                       " by order of arrival.",
                       "Settlers: " + (", ".join(f"{i + 1}. {who(state, s)}" for i, s in enumerate(seats))
                                       if seats else "none yet") + "."])
    L.lines(scene, f"{slot}-n", x + 6, y + 18, w - 12, card.name, count=2, bold=True, style="intercom")
    scene.icon(f"{slot}-star", x + 14, y + 56, "star", "intercom", size=15)
    L.label(scene, f"{slot}-v", x + 24, y + 61, w - 30, values, size=L.SMALL, style="intercom")
    for i, s in enumerate(seats[:4]):
        scene.token(f"{slot}-s{i}", x + 18 + i * 28, y + h - 20, 13, str(i + 1), seat_style(state, s), z=2,
                    tip=f"{i + 1}. {who(state, s)}")


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


# ---------------------------------------------------------------------------------------------- tracks
TRACKS_W, TRACKS_H = L.COLUMN, 412


def draw_tracks(scene: Scene, state: PhoenixState, ox: float, oy: float) -> None:
    """The building scoring tracks (insignia), the round track and the turn order track."""
    cat = catalog()
    scene.rect("tracks-bg", ox, oy, TRACKS_W, TRACKS_H, "group", r=10, label="Tracks")
    L.title(scene, "tracks-title", ox, oy, "Building scoring and turn order")
    for row, kind in enumerate(BUILDING_TYPES):
        y = oy + 44 + row * 66
        scene.rect(f"ins-{kind}", ox + 6, y, 80, 60, "track", r=6, label=f"{TYPE_NAME[kind]} building scoring track",
                   tip=f"{TYPE_NAME[kind]} buildings: each scores the value under your insignia.",
                   detail=[f"The {kind} building scoring track. Each of your {kind} buildings scores the value "
                           "under your insignia when buildings are scored and at the end of the game.",
                           "Insignias: " + ", ".join(f"{who(state, s)} {insignia_value(state, s, kind)}"
                                                     for s in range(state.seats) if s != state.kraken) + "."])
        scene.icon(f"ins-{kind}-i", ox + 22, y + 20, TYPE_ICON[kind], "track", size=18)
        scene.text(f"ins-{kind}-name", ox + 12, y + 48, TYPE_NAME[kind], "track", size=L.SMALL, bold=True)
        for i, value in enumerate(cat.track_values[kind]):
            x = ox + 90 + i * 49
            scene.rect(f"ins-{kind}-{i}", x, y, 48, 60, "track", r=4,
                       label=f"{TYPE_NAME[kind]} track, value {value}",
                       tip=f"{TYPE_NAME[kind]} buildings score {value} each with your insignia here")
            scene.text(f"ins-{kind}-{i}-v", x + 23, y + 20, str(value), "track", size=16, align="center", bold=True)
        for s in range(state.seats):
            if state.kraken == s:
                continue
            i = state.insignia[s][BUILDING_TYPES.index(kind)]
            scene.circle(f"ins-{kind}-s{s}", ox + 90 + i * 49 + 9 + (s % 4) * 10, y + 44, 6, seat_style(state, s),
                         z=2, tip=f"{who(state, s)}'s {kind} insignia: {insignia_value(state, s, kind)}")
    y = oy + 256
    scene.text("round-title", ox + 14, y, "Round", "muted", size=L.SMALL, bold=True)
    for r in range(1, 5):
        x = ox + 70 + (r - 1) * 78
        scene.rect(f"round-{r}", x, y - 20, 72, 30, "track-on" if r == state.round else "track", r=4,
                   label=f"Round {r}", tip=f"Round {r} of 4" + (": now" if r == state.round else ""))
        scene.text(f"round-{r}-v", x + 36, y, f"Round {r}", "track", size=L.SMALL, align="center",
                   bold=r == state.round)
    scene.text("order-title", ox + 14, y + 34, "Turn order: a place and its reward", "muted", size=L.SMALL, bold=True)
    rewards = cat.content.tracks.turn_order
    order = state.reorder if state.reorder else state.order
    for pos in range(1, 5):
        x, yy = ox + 6 + (pos - 1) * 96, y + 44
        in_use = pos <= len(state.order)
        reward = reward_words(rewards[pos - 1].reward) if rewards[pos - 1].reward else "no reward"
        scene.rect(f"order-{pos}", x, yy, 90, 100, "track" if in_use else "used", r=6,
                   label=f"Turn order place {pos}",
                   tip=f"Place {pos}: {reward}" + ("" if in_use else " (not used with this many players)"),
                   detail=[f"Place {pos} on the turn order track: chosen at the end of a round (last player first), "
                           f"it gives {reward}."] + ([] if in_use else ["Not used with this many players."]))
        scene.text(f"order-{pos}-n", x + 10, yy + 24, f"{pos}.", "track", size=18, bold=True)
        pairs = simple(list(rewards[pos - 1].reward)) or []
        if pairs:
            glyphs(scene, f"order-{pos}-r", x + 58, yy + 18, pairs[:1], "track")
        s = order[pos - 1] if pos - 1 < len(order) else None
        if s is not None:
            scene.token(f"order-{pos}-s", x + 45, yy + 68, 16, "", seat_style(state, s),
                        tip=f"{who(state, s)} plays in place {pos}")


# ---------------------------------------------------------------------------------------------- intercoms, scores
SCORES_H = 330


def draw_scores(scene: Scene, state: PhoenixState, ox: float, oy: float) -> None:
    """The gameboard intercoms and the scoring track (points gained during the game)."""
    scene.rect("scores-bg", ox, oy, L.COLUMN, SCORES_H, "group", r=10, label="Intercoms and scores")
    L.title(scene, "scores-title", ox, oy, "Gameboard intercoms and points")
    for k, slot in enumerate(intercom_slots("10.2")):
        intercom(scene, state, slot, ox + 6 + k * 128, oy + 42, 122, 104)
    cells = catalog().content.tracks.scoring_track.spaces
    y = oy + 170
    scene.text("score-track-t", ox + 14, y, f"Scoring track ({cells} spaces, then round again)", "muted",
               size=L.SMALL, bold=True)
    for s in range(state.seats):
        yy = y + 26 + s * 32
        scene.circle(f"score-s{s}", ox + 24, yy - 5, 10, seat_style(state, s),
                     tip=f"{who(state, s)}: {count(state.vp[s], 'point')} on the scoring track")
        L.label(scene, f"score-s{s}-name", ox + 42, yy, 220, who(state, s), size=L.TEXT)
        scene.icon(f"score-s{s}-star", ox + 290, yy - 5, "star", "title", size=16)
        scene.text(f"score-s{s}-v", ox + 304, yy, str(state.vp[s]), "title", size=16, bold=True)
