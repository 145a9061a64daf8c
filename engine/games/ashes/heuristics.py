"""Evaluation for the one-ply greedy bot: an estimate of each colony's end-of-game VP, mine minus the best rival's.

The estimate is the current score plus what the end of the game (12.2-12.4) would add now, plus rough values for
resources, survivors, materials, tracks and upgrades that turn into VP later. It reads the state only: no clone,
no content reload (lookups come from the cached tables), so it is cheap enough to run once per option.

The greedy bot (engine/core/bots.py) judges whole decisions, so a rescue or a build is scored once it is
complete, never half-done. Staying in a round is worth something only while an activation is possible; the
doses a coming pass will lack and the moves already made this round count against it, so a bot passes instead
of moving in circles.
"""

from __future__ import annotations

from .catalog import catalog
from .rules.colony import level_counts, limit, strength
from .rules.scoring import board_vp, colony_values, phoenix_row_vp
from .state import ACTIVE, ESSENTIAL, ROWS, AshesState

# rough worth of things that are not VP yet (tuned by self-play sense, not by measurement)
MATERIAL_VALUE = {1: 0.6, 2: 1.6, 3: 3.5}
ACTIVE_VALUE = 0.8  # an active survivor: activations, pods, survivor scoring
ESSENTIAL_VALUE = 1.1  # an essential survivor: pods and closing shelters
POD_VALUE = 1.0  # a filled pod: a step towards closing a shelter card (3 VP per closed card when scored)
STRENGTH_VALUE = 0.45  # builds shelters and scouts
TRACK_STEP_VALUE = 0.9  # per production step, per activation left in the game
UPGRADE_VALUE = 1.2  # a used upgrade tile raises a colony limit for the rest of the game
MISSION_IN_HAND = 0.8
SHARED_RADIATION = 0.5  # survivors left to radiation hurt every colony alike; still worth preventing
PASSES_DISCOUNT = 0.6  # colony scoring areas are scored again at each pass still to come
ROUND_OPEN_VALUE = 2.0  # still in the round: more protocols to come
OPEN_ZONE_VALUE = 0.5  # and per activation zone still free this round
MOVE_FATIGUE = 0.75  # per move already made this round: staying in forever must not look better than passing


def radiation_loss(state: AshesState) -> int:
    """7.1.1 / 12.1 survivors the next radiation step would return to the bag (each costs every colony 1
    happiness): areas without a vehicle lose up to their sector's radiation level."""
    if state.final_scores is not None:
        return 0
    t = catalog()
    areas = t.areas[state.board_side]
    safe = {p.vehicle for p in state.players}
    if state.rival is not None:
        safe.add(state.rival.vehicle)
    lost = 0
    for area, (a, e) in state.survivors.items():
        if a + e and area not in safe and area in areas:
            lost += min(a + e, areas[area].sector)
    return lost


def passing(state: AshesState, seat: int) -> bool:
    """8.1 the colony has passed, or its pass protocol is under way."""
    if state.players[seat].passed:
        return True
    return any(f.name == "pass_done" and f.args.get("seat") == seat for f in state.stack)


def moves_this_round(state: AshesState, seat: int) -> int:
    """8.2 vehicle moves the colony made since the round began (read from the public log)."""
    from .rules.colony import name
    mark = f"{name(state, seat)}'s vehicle moves"
    moves = 0
    for line in reversed(state.log):
        if line.text.startswith("Round ") and " begins" in line.text:
            break
        if line.text.startswith(mark):
            moves += 1
    return moves


def colony_estimate(state: AshesState, seat: int, radiation: int | None = None) -> float:
    """Estimated end-of-game VP of one colony (`radiation`: the survivors the next radiation step takes)."""
    p = state.players[seat]
    if state.final_scores is not None:
        return float(state.final_scores[seat])
    t = catalog()
    passes_left = max(0, 3 - state.round) + (0 if p.passed else 1)
    value = float(p.vp)
    # 12.2 happiness: 1 VP each, leftover resources 3 for 1
    value += min(9, p.happiness) + (p.fuel + p.data + p.antirad) / 3.0
    # 7.1.1 the next radiation step costs happiness, and 2 VP per step below the bottom of the track
    lost = radiation_loss(state) if radiation is None else radiation
    value -= min(p.happiness, lost) + 2 * max(0, lost - p.happiness)
    # 12.3 / 12.4 what the colony board and the Phoenix Project would pay now
    value += board_vp(state, seat)
    if p.discs_built % 2:  # half of a stack emptied: a quarter of the VP it will reveal
        value += t.stacks[min(len(t.stacks) - 1, p.discs_built // 2)].vp_revealed / 4
    value += sum(phoenix_row_vp(state, seat, row) for row in ROWS)
    # 8.1.3 colony scoring at the passes still to come: the best areas the colony may score
    best = sorted(colony_values(state, seat).values(), reverse=True)[:limit(p, "scoring_areas")]
    value += PASSES_DISCOUNT * passes_left * sum(best)
    # resources that become VP through actions
    levels = level_counts(p)
    value += sum(MATERIAL_VALUE[lv] * levels[lv] for lv in (1, 2, 3))
    value += STRENGTH_VALUE * strength(p)
    value += 0.25 * (p.fuel + p.data + p.antirad)
    value += ACTIVE_VALUE * p.entrance[ACTIVE] + ESSENTIAL_VALUE * p.entrance[ESSENTIAL]
    value += POD_VALUE * sum(1 for pods in p.pods for kind in pods if kind is not None)
    activations_left = passes_left * limit(p, "activations")
    value += TRACK_STEP_VALUE * sum(p.production.values()) * min(3, activations_left) / 3
    value += UPGRADE_VALUE * len(p.upgrades_used)
    if not passing(state, seat):  # 8.1 passing gives up the turns left in this round
        can_activate = min(max(0, limit(p, "activations") - len(p.zones_used)), p.entrance[ACTIVE])
        value += (ROUND_OPEN_VALUE if can_activate else 0.0) + OPEN_ZONE_VALUE * can_activate
        # 8.1.1 the pass to come: survivors in activation zones without a dose cost happiness (2 VP below 0)
        unpaid = max(0, p.in_zones - p.antirad)
        value -= unpaid * (1 if p.happiness >= unpaid else 2)
        value -= MOVE_FATIGUE * moves_this_round(state, seat)
    value += MISSION_IN_HAND * len(p.hand)
    return value


def rival_estimate(state: AshesState) -> float:
    """Estimated end-of-game VP of the solo Rival (13.12: colony board and Phoenix upgrades, no happiness)."""
    rival = state.rival
    if rival is None:
        return 0.0
    if state.final_scores is not None:
        return float(state.final_scores[-1])
    t = catalog()
    seat = len(state.players)
    card = next((c for c in t.content.rival.difficulty_cards if c.id == rival.card), None)
    value = float(rival.vp) + sum(stack.vp_revealed for stack in t.stacks[:rival.discs_built // 2])
    if card is not None:
        track = t.knowledge[state.phoenix_side]
        px = t.px[state.phoenix_side]
        for space, owner in state.phoenix_upgrades.items():
            if owner == seat:
                value += card.endgame_vp[track.spaces[state.knowledge[px[space].row]].tier]
    return value


def evaluate(state: AshesState, seat: int) -> float:
    """My estimated final VP minus the best other colony's (or the Rival's), and a little for every survivor the
    next radiation step would take (it costs everyone happiness, so the difference alone would ignore it)."""
    if not state.players:
        return 0.0
    lost = radiation_loss(state)
    mine = colony_estimate(state, seat, lost) if seat < len(state.players) else rival_estimate(state)
    others = [colony_estimate(state, s, lost) for s in range(len(state.players)) if s != seat]
    if state.rival is not None and seat != len(state.players):
        others.append(rival_estimate(state))
    return mine - (max(others) if others else 0.0) - SHARED_RADIATION * lost
