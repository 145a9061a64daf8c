"""The Phoenix Project board: three rows of upgrade spaces (levels I-III), knowledge discs, milestones with
their achievement tiles and scoring tiles on both sides."""

from __future__ import annotations

from engine.core.scene import Scene

from .. import targets
from ..catalog import catalog
from ..rules.colony import name
from ..rules.scoring import criterion_count, tier_value
from ..rules.words import material_level, vp
from ..state import ROWS, AshesState
from .layout import PX_BLOCK_W, PX_HEAD_H, PX_RIGHT, PX_ROW_H, PX_SPACE_H, PX_SPACE_W, PX_STEP, PX_X, PX_Y
from .palette import mark, seat_style
from .text import draw_glyph, long, tech_tip, wrap

ROW_NAME = {"dark_blue": "Dark blue", "light_blue": "Light blue", "pink": "Pink"}


def space_x(level: int, index: int) -> float:
    """Left edge of a Phoenix space: two level 1, four level 2, two level 3 spaces per row."""
    start = PX_X + PX_BLOCK_W + 6
    before = {1: 0, 2: 2, 3: 6}[level] + index - 1
    return start + before * PX_STEP


def _face(values) -> str:
    return f"{values.gold} at gold, {values.silver} at silver, {values.bronze} at bronze"


def _who(state: AshesState, seat: int) -> str:
    return name(state, seat)


def draw(scene: Scene, state: AshesState, seat: int) -> None:
    """The Phoenix Project with its three rows."""
    t = catalog()
    px = t.px[state.phoenix_side]
    track = t.knowledge[state.phoenix_side]
    me = seat if seat < len(state.players) else None
    scene.text("px-title", PX_X, PX_Y + 12, "Phoenix", "title", size=15, bold=True)
    scene.text("px-title-2", PX_X, PX_Y + 30, "Project", "title", size=15, bold=True)
    for level in (1, 2, 3):
        lv = t.levels[level]
        n = lv.spaces_per_row
        x = space_x(level, 1) + (n * PX_STEP - 6) / 2
        done = state.installs_per_level[level - 1]
        cost = lv.data_costs[min(done, len(lv.data_costs) - 1)]
        tip = (f"{lv.name}: an upgrade here costs {material_level(lv.material_count, lv.material_level)} and "
               f"{cost} data now (the data cost rises as the level fills up) and scores {vp(lv.vp)}.")
        scene.text(f"px-level-{level}", x, PX_Y + 12, f"Level {level}", "muted", size=14, align="center", bold=True,
                   tip=tip)
        scene.icon(f"px-level-{level}-vp", x - 32, PX_Y + 24, "star", "icon-vp", size=14,
                   tip=f"{vp(lv.vp)} per upgrade")
        scene.text(f"px-level-{level}-vp-n", x - 23, PX_Y + 30, str(lv.vp), "title", size=14, bold=True)
        scene.icon(f"px-level-{level}-data", x + 10, PX_Y + 24, "bolt", "icon-data", size=14,
                   tip=f"The next upgrade here costs {cost} data")
        scene.text(f"px-level-{level}-data-n", x + 19, PX_Y + 30, str(cost), "title", size=14, bold=True)
    end_x = space_x(3, 2) + PX_SPACE_W + 6
    for r, row in enumerate(ROWS):
        y = PX_Y + PX_HEAD_H + r * PX_ROW_H
        _milestone(scene, state, row, y, me)
        for sid, info in px.items():
            if info.row != row:
                continue
            sx = space_x(info.level, info.index)
            lv = t.levels[info.level]
            bonus = t.px_bonus[sid]
            tech = state.phoenix_tech.get(sid)
            owner = state.phoenix_upgrades.get(sid)
            tip = (f"{ROW_NAME[row]} row, level {info.level} space: bonus {long(bonus)}; scores {vp(lv.vp)}; costs "
                   f"{material_level(lv.material_count, lv.material_level)} and data.")
            if tech:
                tip += f"\nTechnology here: {tech_tip(tech)}"
            label = f"{ROW_NAME[row]} row, level {info.level} space"
            if sid in state.phoenix_blocked:
                scene.rect(targets.phoenix_target(sid), sx, y, PX_SPACE_W, PX_SPACE_H, "blocked", r=4,
                           tip="Blocked technology (3 players): no upgrade here", label=label)
                scene.text(f"px-{sid}-x", sx + PX_SPACE_W / 2, y + 30, "X", "muted", size=16, align="center",
                           bold=True)
            elif owner is not None:
                style = seat_style(state, owner)
                scene.rect(targets.phoenix_target(sid), sx, y, PX_SPACE_W, PX_SPACE_H, style, r=4,
                           tip=f"{tip}\nAn upgrade of {_who(state, owner)}.", label=label)
                scene.text(f"px-{sid}-who", sx + PX_SPACE_W / 2, y + 31, mark(state, owner), style, size=18,
                           align="center", bold=True)
            else:
                scene.rect(targets.phoenix_target(sid), sx, y, PX_SPACE_W, PX_SPACE_H, "px-space", r=4, tip=tip,
                           label=label)
                draw_glyph(scene, f"px-{sid}-bonus", sx + PX_SPACE_W / 2, y + PX_SPACE_H / 2, bonus, "ink",
                           width=PX_SPACE_W)
        # knowledge track: tier cells, each tier named once, and the row's disc
        kx = space_x(1, 1)
        cw = (end_x - 6 - kx) / len(track.spaces)
        ky = y + PX_SPACE_H + 4
        tiers: dict[str, list[int]] = {}
        for cell in track.spaces:
            cx = kx + cell.index * cw
            tiers.setdefault(cell.tier, []).append(cell.index)
            scene.rect(f"know-{row}-{cell.index}", cx, ky, cw - 2, 22, f"tier-{cell.tier}", r=3,
                       tip=f"Knowledge space {cell.index + 1} of {len(track.spaces)}: the row's tiles score their "
                           f"{cell.tier} values")
        pos = state.knowledge.get(row, 0)
        for tier, cells in tiers.items():
            runs, run = [], []
            for c in cells:  # the tier's name goes on its longest run of cells the disc leaves free
                if c == pos:
                    runs.append(run)
                    run = []
                else:
                    run.append(c)
            runs.append(run)
            best = max(runs, key=len)
            if best:
                mid = kx + (best[0] + best[-1] + 1) / 2 * cw - 1
                scene.text(f"know-{row}-{tier}-t", mid, ky + 16, tier, f"tier-{tier}", size=14, align="center")
        tier = track.spaces[pos].tier
        scene.token(f"knowledge-{row}", kx + pos * cw + cw / 2 - 1, ky + 11, 13, "", f"row-{row}",
                    tip=f"{ROW_NAME[row]} knowledge disc: {tier} scoring (space {pos + 1} of {len(track.spaces)})",
                    z=3)
        _endgame(scene, state, row, end_x, y, me)


def _milestone(scene: Scene, state: AshesState, row: str, y: float, me: int | None) -> None:
    """The milestone, its achievement tile (claim spaces and costs) and the milestone-side scoring tile."""
    t = catalog()
    ms = t.milestones[state.milestones[row]]
    tile = t.scoring_tiles[state.milestone_tiles[row]]
    spaces = state.achievement_spaces.get(row, 1)
    claims = state.claims.get(row, [])
    costs = t.achievements[row].claim_costs
    tip = (f"{ROW_NAME[row]} row milestone, {ms.name}: {ms.text}\nClaim it for {costs[0]} data, then {costs[1]}; "
           f"{spaces} claim space{'s' if spaces != 1 else ''}. Claiming scores {tile.name} ({tile.text}) at "
           f"{_face(tile.milestone_face)} by the row's knowledge disc, at most 12 victory points.")
    if me is not None:
        worth = min(12, criterion_count(state, me, tile.id) * tier_value(state, row, tile.milestone_face))
        tip += f"\nYou count {criterion_count(state, me, tile.id)}, now worth {vp(worth)}."
    h = PX_SPACE_H + 26
    scene.rect(targets.milestone_target(row), PX_X, y, PX_BLOCK_W, h, f"row-{row}", r=6, tip=tip,
               label=f"{ROW_NAME[row]} row milestone: {ms.name}")
    for k, line in enumerate(wrap(ms.name, PX_BLOCK_W - 10, 14, lines=2, bold=True)):
        scene.text(f"ms-{row}-name-{k}", PX_X + 6, y + 18 + 17 * k, line, f"row-{row}", size=14, bold=True)
    for k in range(spaces):
        cx = PX_X + 19 + k * 30
        if k < len(claims):
            scene.token(f"ms-{row}-claim-{k}", cx, y + h - 17, 13, mark(state, claims[k]),
                        seat_style(state, claims[k]), tip=f"Claimed by {_who(state, claims[k])}", z=3)
        else:
            scene.circle(f"ms-{row}-claim-{k}", cx, y + h - 17, 13, "surv-slot", tip="A free claim space", z=3)


def _endgame(scene: Scene, state: AshesState, row: str, x: float, y: float, me: int | None) -> None:
    """The end-game scoring tile right of a row."""
    tile = catalog().scoring_tiles[state.endgame_tiles[row]]
    w = PX_RIGHT - x
    tip = (f"End-game scoring of the {ROW_NAME[row].lower()} row: {tile.name}. {tile.text} Your upgrades in this row "
           f"times your count times {_face(tile.endgame_face)} (by the knowledge disc), at most 24 victory points.")
    if me is not None:
        tip += f"\nYou count {criterion_count(state, me, tile.id)}."
    scene.rect(f"endgame-{row}", x, y, w, PX_SPACE_H + 26, "card-tech", r=6, tip=tip,
               label=f"End-game tile: {tile.name}")
    for k, line in enumerate(wrap(tile.name, w - 6, 14, lines=3)):
        scene.text(f"endgame-{row}-l{k}", x + 4, y + 18 + 17 * k, line, "ink", size=14)
