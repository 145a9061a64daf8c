"""The Phoenix Project board: three rows of upgrade spaces (levels I-III), knowledge discs, milestones with
their achievement tiles and scoring tiles on both sides."""

from __future__ import annotations

from engine.core.scene import Scene

from .. import targets
from ..rules.scoring import criterion_count, tier_value
from ..rules.tables import T
from ..state import ROWS, AshesState
from .layout import PX_BLOCK_W, PX_LEVEL_GAP, PX_ROW_H, PX_SPACE_W, PX_STEP, PX_X, PX_Y
from .palette import initial, player_style
from .text import ROMAN, code, fit, long, tech_tip, wrap

ROW_NAME = {"dark_blue": "Dark blue", "light_blue": "Light blue", "pink": "Pink"}
ROW_SHORT = {"dark_blue": "Dk blue", "light_blue": "Lt blue", "pink": "Pink"}
TIER_LETTER = {"bronze": "B", "silver": "S", "gold": "G"}


def space_x(level: int, index: int) -> float:
    """Left edge of a Phoenix space: two level I, four level II, two level III spaces per row."""
    start = PX_X + PX_BLOCK_W + 6
    before = {1: 0, 2: 2, 3: 6}[level] + index - 1
    return start + before * PX_STEP + (level - 1) * PX_LEVEL_GAP


def _face(values) -> str:
    return f"{values.gold}/{values.silver}/{values.bronze}"


def draw(scene: Scene, state: AshesState, seat: int) -> None:
    """The Phoenix Project with its three rows."""
    t = T()
    px = t.px[state.phoenix_side]
    track = t.knowledge[state.phoenix_side]
    names = {s: p.color for s, p in enumerate(state.players)}
    if state.rival is not None:
        names[len(state.players)] = state.rival.color
    me = seat if seat < len(state.players) else None
    scene.text("px-title", PX_X, PX_Y + 12, "PHOENIX", "title", size=15, bold=True)
    for level in (1, 2, 3):
        lv = t.levels[level]
        n = lv.spaces_per_row
        x = space_x(level, 1) + (n * PX_STEP - 3) / 2
        done = state.installs_per_level[level - 1]
        cost = lv.data_costs[min(done, len(lv.data_costs) - 1)]
        scene.text(f"px-level-{level}", x, PX_Y + 12,
                   fit(f"Level {ROMAN[level]}: {lv.material_count}xM{ROMAN[lv.material_level]} {cost}D" if n > 2 else
                       f"{ROMAN[level]}: {cost}D", n * PX_STEP), "muted", size=14, align="center",
                   tip=f"{lv.name}: {lv.text} Next upgrade here costs {cost} data.")
    end_x = space_x(3, 2) + PX_SPACE_W + 6
    for r, row in enumerate(ROWS):
        y = PX_Y + 20 + r * PX_ROW_H
        _milestone(scene, state, row, y, names, me)
        for sid, info in px.items():
            if info.row != row:
                continue
            sx = space_x(info.level, info.index)
            lv = t.levels[info.level]
            bonus = t.px_bonus[sid]
            tech = state.phoenix_tech.get(sid)
            owner = state.phoenix_upgrades.get(sid)
            tip = (f"{ROW_NAME[row]} row, level {ROMAN[info.level]} space: bonus {long(bonus)}; {lv.vp} VP; "
                   f"cost {lv.material_count} level {ROMAN[lv.material_level]} material(s) and data.")
            if tech:
                tip += f"\nTechnology here: {tech_tip(tech)}"
            if sid in state.phoenix_blocked:
                scene.rect(targets.phoenix_target(sid), sx, y, PX_SPACE_W, 44, "blocked", r=4,
                           tip="Blocked technology (3 players): no upgrade here")
                scene.text(f"px-{sid}-x", sx + 22, y + 28, "X", "muted", size=16, align="center", bold=True)
            elif owner is not None:
                color = names.get(owner, "")
                scene.rect(targets.phoenix_target(sid), sx, y, PX_SPACE_W, 44, player_style(color), r=4,
                           tip=f"{tip}\nUpgrade of {color.title()}.")
                letter = "R" if owner >= len(state.players) else initial(color)
                scene.text(f"px-{sid}-who", sx + 22, y + 29, letter, player_style(color), size=18,
                           align="center", bold=True)
            else:
                scene.rect(targets.phoenix_target(sid), sx, y, PX_SPACE_W, 44, "px-space", r=4, tip=tip)
                scene.text(f"px-{sid}-bonus", sx + 22, y + 19, code(bonus) or "-", "ink", size=14, align="center",
                           bold=True)
                scene.text(f"px-{sid}-vp", sx + 22, y + 37, f"{lv.vp}VP", "ink-muted", size=14, align="center")
        # knowledge track: tier cells and the row's disc
        kx = space_x(1, 1)
        cw = (end_x - 6 - kx) / len(track.spaces)
        for cell in track.spaces:
            cx = kx + cell.index * cw
            scene.rect(f"know-{row}-{cell.index}", cx, y + 48, cw - 2, 22, f"tier-{cell.tier}", r=3,
                       tip=f"Knowledge space {cell.index}: {cell.tier} values")
            if cell.index != state.knowledge.get(row):
                scene.text(f"know-{row}-{cell.index}-t", cx + cw / 2 - 1, y + 64, TIER_LETTER[cell.tier],
                           f"tier-{cell.tier}", size=14, align="center")
        pos = state.knowledge.get(row, 0)
        tier = track.spaces[pos].tier
        scene.token(f"knowledge-{row}", kx + pos * cw + cw / 2 - 1, y + 59, 13, TIER_LETTER[tier], f"row-{row}",
                    tip=f"{ROW_NAME[row]} knowledge disc: {tier} scoring", z=3)
        _endgame(scene, state, row, end_x, y, me)


def _milestone(scene: Scene, state: AshesState, row: str, y: float, names: dict[int, str], me: int | None) -> None:
    """The milestone, its achievement tile (claim spaces and costs) and the milestone-side scoring tile."""
    t = T()
    ms = t.milestones[state.milestones[row]]
    tile = t.scoring_tiles[state.milestone_tiles[row]]
    spaces = state.achievement_spaces.get(row, 1)
    claims = state.claims.get(row, [])
    costs = t.achievements[row].claim_costs
    tip = (f"{ROW_NAME[row]} milestone {ms.name}: {ms.text}\nClaim for {costs[0]} data, then {costs[1]}; "
           f"{spaces} space(s). Scores {tile.name} ({tile.text}) x {_face(tile.milestone_face)} "
           f"(gold/silver/bronze), at most 12 VP.")
    if me is not None:
        tip += f"\nYou count {criterion_count(state, me, tile.id)}, now worth " \
               f"{min(12, criterion_count(state, me, tile.id) * tier_value(state, row, tile.milestone_face))} VP."
    scene.rect(targets.milestone_target(row), PX_X, y, PX_BLOCK_W, 70, f"row-{row}", r=6, tip=tip,
               label=f"{ROW_NAME[row]} milestone")
    scene.text(f"ms-{row}-name", PX_X + 6, y + 18, fit(ms.name, PX_BLOCK_W - 10, 14, True), f"row-{row}", size=14,
               bold=True)
    scene.text(f"ms-{row}-tile", PX_X + 6, y + 38, fit(f"{tile.name} {_face(tile.milestone_face)}", PX_BLOCK_W - 10),
               f"row-{row}", size=14)
    scene.text(f"ms-{row}-row", PX_X + 6, y + 60, ROW_SHORT[row], f"row-{row}", size=14)
    for k in range(spaces):
        cx = PX_X + PX_BLOCK_W - 14 - (spaces - 1 - k) * 22
        if k < len(claims):
            color = names.get(claims[k], "")
            letter = "R" if claims[k] >= len(state.players) else initial(color)
            scene.token(f"ms-{row}-claim-{k}", cx, y + 55, 10, letter, player_style(color),
                        tip=f"Claimed by {color.title() or 'the Rival'}", z=3)
        else:
            scene.circle(f"ms-{row}-claim-{k}", cx, y + 55, 10, "surv-slot", tip="Free claim space", z=3)


def _endgame(scene: Scene, state: AshesState, row: str, x: float, y: float, me: int | None) -> None:
    """The end-game scoring tile right of a row."""
    tile = T().scoring_tiles[state.endgame_tiles[row]]
    w = 1590 - x
    tip = (f"End-game scoring, {ROW_NAME[row]} row: {tile.name} - {tile.text} Your upgrades in this row x your "
           f"count x {_face(tile.endgame_face)} (gold/silver/bronze by the knowledge disc), at most 24 VP.")
    if me is not None:
        tip += f"\nYou count {criterion_count(state, me, tile.id)}."
    scene.rect(f"endgame-{row}", x, y, w, 70, "card-tech", r=6, tip=tip, label=f"End-game tile {tile.name}")
    for k, line in enumerate(wrap(tile.name, w - 6, 14, lines=2)):
        scene.text(f"endgame-{row}-l{k}", x + 4, y + 17 + 17 * k, line, "ink", size=14)
    scene.text(f"endgame-{row}-v", x + 4, y + 62, _face(tile.endgame_face), "ink-muted", size=14)
