"""Scoring: colony scoring areas (8.1.3), scoring-tile criteria (App. III), end of the game (12.) and ties."""

from __future__ import annotations

from ..catalog import catalog
from ..state import ACTIVE, ROWS, AshesState
from .colony import (
    add_vp,
    change_happiness,
    closed_cards,
    columns,
    level_count,
    level_counts,
    limit,
    name,
    phoenix_count,
)
from .flow import FLOW
from .round import radiation


def colony_values(state: AshesState, seat: int) -> dict[str, int]:
    """8.1.3 what each colony scoring area would score now: columns, materials (capped), survivors."""
    p = state.players[seat]
    ms = catalog().colony_board.materials_scoring
    values = {f"{c}_column": 3 * len(p.columns[c]) for c in columns(p)}
    levels = level_counts(p)
    raw = ms.level_2_vp * levels[2] + ms.level_3_vp * levels[3]
    values["materials"] = min(raw, limit(p, "material_score_cap"))
    values["survivors"] = limit(p, "survivor_vp") * p.entrance[ACTIVE]
    return values


def site_of(state: AshesState, space: str) -> str:
    """The site space holding the site tile of a construction space."""
    tile = catalog().space_tile[space]
    return next(site for site, t in state.site_tiles.items() if t == tile)


def shelter_spaces(state: AshesState, seat: int) -> list[str]:
    """Construction spaces holding this seat's shelter discs."""
    return [space for space, s in state.construction.items() if s == seat]


def criterion_count(state: AshesState, seat: int, tile_id: str) -> int:
    """App. III how many elements a colony has for a scoring tile's criterion."""
    t = catalog()
    crit = t.scoring_tiles[tile_id].criterion
    p = state.players[seat]
    kind = crit.kind
    if kind == "closed_shelter_cards":
        return closed_cards(p)
    if kind == "missions_completed":
        return len(p.completed)
    if kind == "phoenix_upgrades":
        return phoenix_count(state, seat)
    if kind == "class_2_upgrades":
        return sum(1 for u in p.upgrades_used if t.upgrades[u].upgrade_class == 2)
    if kind == "materials":
        assert crit.level is not None  # ScoringCriterion: materials always name a level
        return level_count(p, crit.level)
    spaces = shelter_spaces(state, seat)
    if kind == "landmark_shelters":
        return sum(1 for s in spaces if t.spaces[s].landmark)
    if kind == "production_modifiers":
        assert crit.color is not None  # ScoringCriterion: production modifiers always name a colour
        own = sum(t.spaces[s].production_modifiers.count(crit.color) for s in spaces)
        return own + t.sides[state.board_side].starting_shelter.production_modifiers.count(crit.color)
    if kind == "connected_shelters":
        # rules notes 10: linked site spaces, or two shelters on the same site tile
        sites = [site_of(state, s) for s in spaces]
        links = t.sites[state.board_side]
        return sum(1 for i, site in enumerate(sites)
                   if any(j != i and (other == site or other in links[site].linked_sites)
                          for j, other in enumerate(sites)))
    raise KeyError(kind)


def tier_value(state: AshesState, row: str, face) -> int:
    """The gold/silver/bronze value of a tile face by the row's knowledge disc."""
    track = catalog().knowledge[state.phoenix_side]
    tier = track.spaces[state.knowledge[row]].tier
    return getattr(face, tier)


def advance_knowledge(state: AshesState, row: str) -> None:
    """9.3 / 10.2.2 move a row's knowledge disc one space right (it stays on the last space)."""
    last = len(catalog().knowledge[state.phoenix_side].spaces) - 1
    state.knowledge[row] = min(last, state.knowledge[row] + 1)


def board_vp(state: AshesState, seat: int) -> int:
    """12.3 VP printed under the emptied shelter stacks."""
    p = state.players[seat]
    done = p.discs_built // 2
    return sum(stack.vp_revealed for stack in catalog().stacks[:done])


def phoenix_row_vp(state: AshesState, seat: int, row: str) -> int:
    """12.4 upgrades in the row x criterion count x tier value, capped at 24."""
    installed = phoenix_count(state, seat, row)
    if not installed:
        return 0
    tile = state.endgame_tiles[row]
    face = catalog().scoring_tiles[tile].endgame_face
    return min(24, installed * criterion_count(state, seat, tile) * tier_value(state, row, face))


@FLOW.step("game_end")
def _game_end(state: AshesState) -> None:
    state.phase = "end"
    radiation(state)  # 12.1
    for seat, p in enumerate(state.players):
        # 12.2 every 3 leftover resources become 1 happiness; then 1 VP per happiness
        change_happiness(state, seat, (p.fuel + p.data + p.antirad) // 3)
        p.fuel = p.data = p.antirad = 0
        add_vp(state, seat, p.happiness)
        add_vp(state, seat, board_vp(state, seat))  # 12.3
        for row in ROWS:  # 12.4
            add_vp(state, seat, phoenix_row_vp(state, seat, row))
    state.push("final_tally")
    if state.rival is not None:  # 13.12 the Rival's own end-of-game score
        state.push("rival_final_scoring", seat=len(state.players))


def current_scores(state: AshesState) -> list[int]:
    """VP of every seat: the colonies, then the Rival."""
    return [p.vp for p in state.players] + ([state.rival.vp] if state.rival is not None else [])


@FLOW.step("final_tally")
def _final_tally(state: AshesState) -> None:
    state.final_scores = current_scores(state)
    state.over = True
    state.say("Final scores: " + ", ".join(f"{name(state, s)} {v}" for s, v in enumerate(state.final_scores)) + ".")


def tie_rank(state: AshesState, seat: int) -> int:
    """6 / 12 the position on the turn order track after the last passes (lower is better)."""
    for position, s in state.next_order.items():
        if s == seat:
            return position
    return state.order.index(seat) + 10 if seat in state.order else 99


def winners(state: AshesState) -> list[int]:
    """Most VP; ties broken by the turn order track."""
    scores = current_scores(state) if state.final_scores is None else state.final_scores
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    top = min(tie_rank(state, s) for s in tied)
    return [s for s in tied if tie_rank(state, s) == top]



def end_parts(state: AshesState, seat: int) -> tuple[int, int, int]:
    """What the end of the game added to a seat's score: (happiness, emptied shelter stacks, Phoenix Project
    end-game tiles). Read from the final state: none of these changes after the end-game scoring."""
    if seat >= len(state.players):  # 13.12 the Rival scores no happiness
        from ..automa.rival import final_breakdown
        parts = final_breakdown(state, seat)
        return 0, parts["colony_board"], parts["phoenix"]
    p = state.players[seat]
    return p.happiness, board_vp(state, seat), sum(phoenix_row_vp(state, seat, row) for row in ROWS)


def score_rows(state: AshesState) -> list[tuple[str, list[int]]]:
    """The final score by category: during the game, the three end-game parts (12.2-12.4) and the total."""
    totals = current_scores(state) if state.final_scores is None else list(state.final_scores)
    if not state.over:
        return [("Total", totals)]
    parts = [end_parts(state, seat) for seat in range(len(totals))]
    during = [total - sum(part) for total, part in zip(totals, parts)]
    return [("During the game", during),
            ("Happiness at the end", [part[0] for part in parts]),
            ("Emptied shelter disc stacks", [part[1] for part in parts]),
            ("Phoenix Project end-game tiles", [part[2] for part in parts]),
            ("Total", totals)]


def outcome(state: AshesState) -> str:
    """One sentence: the winner(s) with their score, and the turn order tie-break when it decided."""
    scores = current_scores(state) if state.final_scores is None else state.final_scores
    won = winners(state)
    best = scores[won[0]]
    tied = [s for s, v in enumerate(scores) if v == best]
    names = [name(state, s) for s in won]
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    verb = "wins" if len(won) == 1 else "share the win"
    points = f"{best} victory point{'s' if best != 1 else ''}"
    if len(tied) > len(won):
        behind = [name(state, s) for s in tied if s not in won]
        also = behind[0] if len(behind) == 1 else ", ".join(behind[:-1]) + " and " + behind[-1]
        return (f"{who} {verb} on the tie-break: {points}, as many as {also}, but ahead on the turn order "
                "track.")
    return f"{who} {verb} with {points}."
