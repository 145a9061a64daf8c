"""The Rival's deck, marker, turn, actions, pass, end of round and end-of-game score (13. Solo Mode).

Every decision of the Rival is fixed by its card, so every frame here is a plain step: no automa choice is
ever pending. Its seat index appears in `state.construction`, `state.phoenix_upgrades`, `state.claims` and the
turn order, but there is no `state.players[s]`: it is named with `rival_name`.
"""

from __future__ import annotations

from functools import cache

from engine.core.words import count

from ..catalog import catalog
from ..rules.cards import discard_right, refill
from ..rules.flow import FLOW
from ..rules.scoring import advance_knowledge
from ..rules.words import area_name, column_name, row_name, space_name, vp
from ..schema import RivalActionCard, RivalDifficulty, RivalMain, RivalSecondary
from ..state import ACTIVE, ESSENTIAL, STARTING_SHELTER, AshesState, RivalState

COLORS = ("green", "purple", "yellow", "white")  # rules/setup.py hands colours out by seat in this order


class RivalTables:
    """rival.json keyed by id, plus the orders the Rival reads from the colony board."""

    def __init__(self) -> None:
        rf = catalog().content.rival
        self.difficulty = {d.id: d for d in rf.difficulty_cards}
        self.by_level = {{1: "normal", 2: "advanced", 3: "expert"}[d.radiation_symbols]: d.id
                         for d in rf.difficulty_cards}
        self.cards = {c.id: c for c in rf.action_cards}
        self.track = rf.rival_track
        self.top = rf.rival_track.spaces - 1
        cb = catalog().colony_board
        self.upgrade_order = [u.id for u in sorted(cb.upgrade_tiles, key=lambda u: u.rival_order)]  # 13.8.3
        self.column_vp = {c.color: c.vp_per_card for c in cb.closed_columns}


@cache
def R() -> RivalTables:
    """The Rival's lookup tables (built once)."""
    return RivalTables()


# ------------------------------------------------------------------ setup and small helpers

def setup_rival(state: AshesState, seat: int, difficulty: str = "normal") -> RivalState:
    """13.2 difficulty card, marker on the starting space, shuffled action deck, pieces of an unused colour."""
    r = R()
    rival = RivalState(difficulty=difficulty, card=r.by_level[difficulty], color=COLORS[seat],
                       marker=r.track.start, vp=catalog().content.main_board.vp_track.start_value)
    rival.deck = sorted(r.cards)  # face down: a card is chosen as it is revealed (rng.draw_from_bag)
    state.rival = rival
    state.say(f"{rival_name(state)} joins the game on {difficulty} difficulty.")
    return rival


def the_rival(state: AshesState) -> RivalState:
    """The Rival of a solo game: everything below runs only in a game that setup_rival gave one."""
    rival = state.rival
    assert rival is not None, "this game has no Rival"
    return rival


def rival_name(state: AshesState) -> str:
    """How the log names the Rival."""
    return "The Rival"


def difficulty_card(state: AshesState) -> RivalDifficulty:
    """The Rival's difficulty card (13.2)."""
    return R().difficulty[the_rival(state).card]


def gain(state: AshesState, n: int, why: str) -> None:
    """The Rival scores n VP and the log says why."""
    the_rival(state).vp += n
    state.say(f"{rival_name(state)} scores {vp(n)} ({why}).")


def direct_score(state: AshesState, why: str) -> None:
    """13.7.4 an impossible action scores the difficulty card's direct score instead."""
    gain(state, difficulty_card(state).direct_score, f"direct score: {why}")


# ------------------------------------------------------------------ 13.7 the Rival's turn

@FLOW.step("rival_turn")
def _rival_turn(state: AshesState, seat: int) -> None:
    """13.7.1 on the top space the Rival passes (13.8.5); otherwise it reveals a card and resolves it."""
    rival = the_rival(state)
    if rival.passed:
        return
    if rival.marker >= R().top:
        rival_pass(state, seat)
    else:
        play_card(state, seat)


def rival_pass(state: AshesState, seat: int) -> None:
    """13.8.5 reset the marker, reshuffle every action card, take the first free turn-order position, then
    resolve one more card as an additional turn."""
    rival = the_rival(state)
    state.say(f"{rival_name(state)}'s marker is on the top of the rival track: it passes.")
    rival.marker = R().track.start
    rival.deck = sorted(R().cards)
    rival.discard = []
    state.say(f"{rival_name(state)} shuffles all its action cards into a new pile.")
    free = [p for p in (1, 2, 3, 4) if p not in state.next_order]
    if free and seat not in state.next_order.values():
        state.next_order[free[0]] = seat
        state.say(f"{rival_name(state)} takes position {free[0]} on the turn order track.")
    rival.passed = True
    state.say(f"{rival_name(state)} takes an additional turn.")
    play_card(state, seat)


def play_card(state: AshesState, seat: int) -> None:
    """13.7.1-13.7.6 reveal a card, apply the activator, resolve the main and the secondary action."""
    rival = the_rival(state)
    if not rival.deck:  # rules notes (Automa): cannot happen with rival.json; reshuffle rather than stall
        rival.deck = sorted(rival.discard)
        rival.discard = []
        state.say(f"{rival_name(state)}'s pile is empty: it shuffles its revealed cards into a new pile.")
    card_id = state.rng.draw_from_bag(rival.deck)
    state.reveal()
    rival.discard.append(card_id)
    rival.revealed = card_id
    card = R().cards[card_id]
    state.say(f"{rival_name(state)} reveals {card.name}.")
    activate(state, card)
    main = main_action(state, seat, card)
    resolve_main(state, seat, card, main)
    if card.secondary is not None:
        resolve_secondary(state, card.secondary)


def activate(state: AshesState, card: RivalActionCard) -> None:
    """13.7.2 the arrow raises the marker one space only in the colours the difficulty card counts."""
    rival = the_rival(state)
    if card.activator is None:
        state.say(f"{card.name} shows no activator arrow: the rival marker stays on space {rival.marker + 1}.")
        return
    if card.activator not in difficulty_card(state).activator_colors:
        state.say(f"The {card.activator} arrow does not count on {rival.difficulty} difficulty: "
                  f"the rival marker stays on space {rival.marker + 1}.")
        return
    rival.marker = min(R().top, rival.marker + 1)
    state.say(f"The {card.activator} arrow raises the rival marker to space {rival.marker + 1} of {R().top + 1}.")


def vehicle_row(state: AshesState, seat: int) -> str:
    """13.7.3 the turn-order row holding the Rival's vehicle: the current round's row (top in rounds 1 and 3,
    bottom in round 2) until it passes, then the row of the next round (rules notes, Automa)."""
    if seat in state.next_order.values():
        return "top" if state.round == 2 else "bottom"  # rules/protocols.py next_row
    return "bottom" if state.round == 2 else "top"


def main_action(state: AshesState, seat: int, card: RivalActionCard) -> RivalMain:
    """13.7.3 top row: the main action for rounds 1 and 3; bottom row: the one for round 2."""
    return card.main_rounds_1_3 if vehicle_row(state, seat) == "top" else card.main_round_2


# ------------------------------------------------------------------ 13.7.4 parameters

def sector_of(state: AshesState, card: RivalActionCard) -> int:
    """13.7.4 sector parameter: the current round's sector, or the next one."""
    return state.round + (1 if card.sector == "next" else 0)


def order_key(ordinal: str, center: tuple[int, int]) -> tuple[int, int]:
    """13.7.4 ordinal parameter as a sort key over board coordinates (y grows downwards): the main axis is
    the ordinal's, ties are broken in reading order (rules notes 18 and Automa)."""
    x, y = center
    return {"from_top": (y, x), "from_bottom": (-y, x), "from_left": (x, y), "from_right": (-x, y)}[ordinal]


def cases(state: AshesState, seat: int, card: RivalActionCard, main: RivalMain) -> list[str]:
    """13.7.4 / 13.8 the possible cases of a main action, ordered from the ordinal parameter's origin."""
    t = catalog()
    rival = the_rival(state)
    side = state.board_side
    sector = sector_of(state, card)
    keyed: list[tuple[tuple, str]] = []
    if main.action == "build":  # 13.8.1 free construction spaces of the sector
        if rival.discs_built >= sum(s.discs for s in t.stacks):
            return []
        for site in t.sides[side].site_spaces:
            if site.sector != sector or site.id not in state.site_tiles:
                continue
            for i, space in enumerate(t.site_tiles[state.site_tiles[site.id]].construction_spaces):
                if space.id not in state.construction and space.id not in state.blocked_spaces:
                    keyed.append((order_key(card.ordinal, site.center) + (i,), space.id))
    elif main.action in ("rescue", "move"):
        for area in state.areas:
            info = t.areas[side][area]
            if info.sector != sector:
                continue
            if main.action == "rescue" and not sum(state.survivors[area]):  # 13.8.2 areas with survivors
                continue
            if main.action == "move" and area in state.spent:  # 13.8.4 tiles showing their main side
                continue
            keyed.append((order_key(card.ordinal, info.center), area))
    elif main.action == "install":  # 13.8.3 free spaces of the card's row; the sector does not apply
        if not next_upgrade(state):
            return []
        for space, info in t.px[state.phoenix_side].items():
            if info.row == main.row and space not in state.phoenix_upgrades and space not in state.phoenix_blocked:
                keyed.append((order_key(card.ordinal, info.center), space))
    return [case for _, case in sorted(keyed)]


def locate(state: AshesState, seat: int, card: RivalActionCard, main: RivalMain) -> str | None:
    """13.7.4 count `numeric` cases from the origin, wrapping around past the last; None when there is none."""
    found = cases(state, seat, card, main)
    if not found:
        return None
    return found[(card.numeric - 1) % len(found)]


# ------------------------------------------------------------------ 13.8 main actions

ORDINALS = {"from_top": "from the top", "from_bottom": "from the bottom", "from_left": "from the left",
            "from_right": "from the right"}
ACTION_NAMES = {"build": "build a shelter", "rescue": "rescue survivors",
                "install": "install an upgrade in the Phoenix Project", "move": "move its vehicle"}


def resolve_main(state: AshesState, seat: int, card: RivalActionCard, main: RivalMain) -> None:
    """13.7.5 find the case with the parameters and perform the action there, or take the direct score."""
    where = "" if main.action == "install" else f" in sector {sector_of(state, card)}"
    detail = {"build": f" ({main.column} column)", "install": f" ({row_name(main.row or '')} row)"}
    state.say(f"{rival_name(state)} will {ACTION_NAMES[main.action]}{detail.get(main.action, '')}{where}, "
              f"counting {card.numeric} {ORDINALS.get(card.ordinal, card.ordinal.replace('_', ' '))}.")
    target = locate(state, seat, card, main)
    if target is None:
        direct_score(state, f"it cannot {ACTION_NAMES[main.action]}")
        return
    {"build": build, "rescue": rescue, "install": install, "move": move}[main.action](state, seat, target, main)


def build(state: AshesState, seat: int, space: str, main: RivalMain) -> None:
    """13.8.1 place a disc; the rightmost shelter card goes face down into the card's column."""
    t = catalog()
    rival = the_rival(state)
    state.construction[space] = seat
    rival.discs_built += 1
    state.say(f"{rival_name(state)} builds a shelter on {space_name(space)}.")
    if not state.shelter_display:
        state.say("No shelter card is left in the display for the Rival.")
        return
    column = main.column
    assert column is not None  # RivalMain: a build action always names its column
    card = refill(state, state.shelter_display, len(state.shelter_display) - 1)
    rival.columns.setdefault(column, []).append(card)
    state.say(f"{rival_name(state)} closes {t.shelter_cards[card].name} in {column_name(column)}.")


def rescue(state: AshesState, seat: int, area: str, main: RivalMain) -> None:
    """13.8.2 every survivor of the area returns to the bag; 1 VP each."""
    here = state.survivors[area]
    n = here[ACTIVE] + here[ESSENTIAL]
    state.say(f"{rival_name(state)} rescues {here[ACTIVE]} active and {here[ESSENTIAL]} essential "
              f"{'survivor' if n == 1 else 'survivors'} from {area_name(state, area)}; "
              f"{'it returns' if n == 1 else 'they return'} to the bag.")
    state.bag[ACTIVE] += here[ACTIVE]
    state.bag[ESSENTIAL] += here[ESSENTIAL]
    state.survivors[area] = [0, 0]
    gain(state, n, f"{count(n, 'survivor')} rescued")


def move(state: AshesState, seat: int, area: str, main: RivalMain) -> None:
    """13.8.4 (with the moved lines of 13.8.2) carry every survivor of the starting area to the destination,
    then flip the destination's area tile; the Rival takes no reward."""
    rival = the_rival(state)
    start = rival.vehicle
    carried = [0, 0]
    if start != STARTING_SHELTER and start != area:
        carried = list(state.survivors[start])
        state.survivors[start] = [0, 0]
        for kind in (ACTIVE, ESSENTIAL):
            state.survivors[area][kind] += carried[kind]
    rival.vehicle = area
    if area not in state.spent:
        state.spent.append(area)
    state.say(f"{rival_name(state)}'s vehicle moves from {area_name(state, start)} to {area_name(state, area)}"
              + (f" carrying {carried[ACTIVE]} active and {carried[ESSENTIAL]} essential "
                 f"{'survivor' if sum(carried) == 1 else 'survivors'}" if sum(carried) else "")
              + " and flips its area tile.")


def knowledge_line(state: AshesState, row: str) -> str:
    """The log line of a knowledge disc that moved: its space and the tier it now scores at."""
    track = catalog().knowledge[state.phoenix_side].spaces
    k = state.knowledge[row]
    return (f"The {row_name(row)} knowledge disc moves to space {k + 1} of {len(track)} "
            f"({track[k].tier}).")


def next_upgrade(state: AshesState) -> str | None:
    """13.8.3 the next upgrade tile, left to right and top to bottom on the Rival's colony board."""
    used = the_rival(state).upgrades_used
    return next((u for u in R().upgrade_order if u not in used), None)


def install(state: AshesState, seat: int, space: str, main: RivalMain) -> None:
    """13.8.3 the technology goes to the box, the upgrade onto the space: 2/6/12 VP and the knowledge disc;
    a class II upgrade makes the Rival claim the milestone of the same row at once."""
    t = catalog()
    rival = the_rival(state)
    info = t.px[state.phoenix_side][space]
    upgrade = next_upgrade(state)
    assert upgrade is not None  # cases() finds no space to install on when no upgrade is left
    rival.upgrades_used.append(upgrade)
    tech = state.phoenix_tech.get(space)
    state.phoenix_tech[space] = None
    state.phoenix_upgrades[space] = seat
    state.installs_per_level[info.level - 1] += 1  # rules notes (Automa): counts for the players' data costs
    row = row_name(info.row)
    state.say(f"{rival_name(state)} installs {t.upgrades[upgrade].name} on the {row} row, level {info.level}"
              + (f"; {t.techs[tech].name} returns to the box." if tech else "."))
    gain(state, t.levels[info.level].vp, f"level {info.level} upgrade")
    advance_knowledge(state, info.row)
    state.say(knowledge_line(state, info.row))
    if t.upgrades[upgrade].upgrade_class == 2:
        claim(state, seat, info.row)


def claim(state: AshesState, seat: int, row: str) -> None:
    """13.8.3 claim the row's milestone whatever its requirement: next upgrade onto the achievement tile,
    the difficulty card's milestone VP, then the knowledge disc; nothing when the tile has no space left."""
    rival = the_rival(state)
    label = row_name(row)
    taken = state.claims.setdefault(row, [])
    if len(taken) >= state.achievement_spaces.get(row, 1) or seat in taken:
        state.say(f"The {label} achievement tile has no space left: {rival_name(state)} claims no milestone.")
        return
    upgrade = next_upgrade(state)
    if upgrade is None:
        state.say(f"{rival_name(state)} has no upgrade left to claim the {label} milestone.")
        return
    rival.upgrades_used.append(upgrade)
    taken.append(seat)
    rival.milestones.append(row)
    state.say(f"{rival_name(state)} claims the {label} milestone with {catalog().upgrades[upgrade].name}.")
    gain(state, difficulty_card(state).milestone_vp, f"{label} milestone")
    advance_knowledge(state, row)
    state.say(knowledge_line(state, row))


# ------------------------------------------------------------------ 13.9 secondary actions

def resolve_secondary(state: AshesState, secondary: RivalSecondary) -> None:
    """13.9 discard the two rightmost mission cards, or score one closed column at 3 VP per card."""
    if secondary.kind == "discard_missions":
        gone = discard_right(state, state.mission_display, 2)
        names = ", ".join(catalog().missions[m].name for m in gone) or "nothing"
        state.say(f"{rival_name(state)} discards the two rightmost mission cards: {names}.")
        return
    column = secondary.column
    assert column is not None  # RivalSecondary: colony scoring always names its column
    n = len(the_rival(state).columns.get(column, []))
    cards = "card" if n == 1 else "cards"
    gain(state, R().column_vp[column] * n, f"colony scoring of its {column} column, {n} {cards}")


# ------------------------------------------------------------------ 13.10 end of round, 13.11-13.12 end of game

@FLOW.step("rival_end_round")
def _rival_end_round(state: AshesState, seat: int) -> None:
    """13.10 the round is over: the Rival plays again next round (its marker was reset when it passed)."""
    the_rival(state).passed = False


def final_breakdown(state: AshesState, seat: int) -> dict[str, int]:
    """13.12 the Rival's end-of-game VP: emptied shelter-disc spaces and each installed upgrade by the tier of
    its row's knowledge disc (no happiness)."""
    t = catalog()
    rival = the_rival(state)
    board = sum(stack.vp_revealed for stack in t.stacks[:rival.discs_built // 2])
    values = difficulty_card(state).endgame_vp
    track = t.knowledge[state.phoenix_side]
    phoenix = 0
    for space, owner in state.phoenix_upgrades.items():
        if owner == seat:
            row = t.px[state.phoenix_side][space].row
            phoenix += values[track.spaces[state.knowledge[row]].tier]
    return {"colony_board": board, "phoenix": phoenix}


@FLOW.step("rival_final_scoring")
def _rival_final_scoring(state: AshesState, seat: int) -> None:
    """13.12 add the end-of-game VP to the Rival's score."""
    parts = final_breakdown(state, seat)
    rival = the_rival(state)
    rival.vp += sum(parts.values())
    state.say(f"{rival_name(state)} scores {vp(parts['colony_board'])} on its colony board and "
              f"{vp(parts['phoenix'])} in the Phoenix Project: {vp(rival.vp)} in all.")
