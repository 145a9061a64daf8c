"""Evaluation for the greedy bot, which judges complete decisions (engine/core/bots.py): an estimate of how the
game will end, for one seat against the best opponent.

The rulebook's victory points are Influence tokens placed on other players (Winning the Game). Tokens already
on achievement cards will be placed at the owner's next allocation, so they count almost fully. The rest of a
seat's position is valued by what brings the next claims closer and what wins the secondary victory
conditions: People Support (an Action Point, and claims 5-7 need it), Military Prestige, upgrades, Outposts on
the map, Crystals; then buildings, units, resources, Power cards and Leader cubes as means to those ends.

Fast by design: reads the state's fields once per seat and only the face-up achievements' conditions; no cloning.
"""

from __future__ import annotations

from .catalog import catalog
from .rules import achievements, conditions
from .rules.endgame import winners
from .state import INFLUENCE_TOKENS, WastelandsState

GIVEN = 10.0  # one Influence token on another player: the game's victory point
ON_CARD = 8.5  # a claimed achievement token waiting to be allocated
NEW_VICTIM = 2.0  # each other player influenced (the winner must influence everyone)
SUPPORT = 1.8  # also an Action Point while positive, and claims 5-7 need it
PRESTIGE = 0.5
UPGRADE = 1.3
BUILDING = 1.6
OUTPOST = 2.2
EXPANSION = 1.0
ARMY = 0.9
SCOUT = 0.7
RESOURCE = 0.3
RESOURCE_CAP = 3  # of each resource; beyond it each one counts HOARD
HOARD = 0.05
CRYSTAL = 0.45
CARD = 0.55
CUBE = 0.35
EXPLORED = 0.25
TEMP_AP = 0.3  # a carried-over Action Point in the Surplus (worth the same as one still to spend)
AP = 0.3  # an Action Point the seat to act can still spend this turn
SCOUT_ON_RUIN = 0.8  # a Scout on a free ruined city: the next Outpost is within reach
SUPPORT_FOR_LATE_CLAIMS = 2.5  # positive People Support once claims 5-7 are next (they need it)
ROW_PROGRESS = 4.0  # how far the seat is towards the face-up achievement it is nearest to (0..1 of it)
ROW_MET = 3.0  # an achievement in the row the seat could claim at the end of this turn
WIN = 1000.0


def seat_value(state: WastelandsState, seat: int, given: list[int], victims: list[set[int]],
               on_cards: list[int], outposts: list[int], expansions: list[int], armies: list[int],
               scouts: list[int]) -> float:
    """The estimated end-game worth of one seat's position."""
    player = state.players[seat]
    value = GIVEN * given[seat] + ON_CARD * on_cards[seat] + NEW_VICTIM * len(victims[seat])
    value += SUPPORT * player.people_support + PRESTIGE * player.prestige
    value += UPGRADE * len(player.upgrades) + BUILDING * len(player.buildings)
    value += OUTPOST * outposts[seat] + EXPANSION * expansions[seat]
    value += ARMY * min(armies[seat], 3) + SCOUT * min(scouts[seat], 2)
    # Resources pay for things up to a point; hoarding more (endless Recycle) is worth little.
    value += sum(RESOURCE * n if n <= RESOURCE_CAP else RESOURCE * RESOURCE_CAP + HOARD * (n - RESOURCE_CAP)
                 for n in player.resources.values()) + CRYSTAL * player.crystals
    value += CARD * (len(player.hand) + len(player.in_play)) + CUBE * player.leader_cubes
    value += EXPLORED * player.tiles_explored + TEMP_AP * player.temp_ap
    if INFLUENCE_TOKENS - player.influence_pool >= 4 and player.people_support > 0:
        value += SUPPORT_FOR_LATE_CLAIMS
    return value


def row_progress(state: WastelandsState, seat: int) -> float:
    """Credit for closing in on a face-up achievement at the difficulty of the seat's next claim.

    Without it a greedy bot only values general strength, meets the hard halves by chance and games stall
    for hundreds of turns (rules notes R24). Conditions counted "this turn" only count on the seat's turn."""
    player = state.players[seat]
    if player.influence_pool <= 0:
        return 0.0
    hard = achievements.hard_needed(state, seat)
    cards = catalog().achievements
    best = 0.0
    for card in state.achievement_row:
        if seat in state.achievement_tokens.get(card, ()):
            continue
        conds = cards[card].hard if hard else cards[card].easy
        done = sum(min(1.0, conditions.measure(state, seat, c) / c.at_least) for c in conds) / len(conds)
        best = max(best, done)
    value = ROW_PROGRESS * best
    if best >= 1.0 and (player.people_support > 0
                        or not achievements.next_slot(state, seat).needs_positive_support):
        value += ROW_MET
    return value


def evaluate(state: WastelandsState, seat: int) -> float:
    """Estimated end-game standing of `seat` minus that of the best other seat (higher is better)."""
    seats = len(state.players)
    given = [0] * seats
    victims: list[set[int]] = [set() for _ in range(seats)]
    for receiver, player in enumerate(state.players):
        for giver in player.received:
            if 0 <= giver < seats:
                given[giver] += 1
                victims[giver].add(receiver)
    on_cards = [0] * seats
    for tokens in state.achievement_tokens.values():
        for giver in tokens:
            if 0 <= giver < seats:
                on_cards[giver] += 1
    outposts, expansions = [0] * seats, [0] * seats
    for outpost in state.outposts.values():
        outposts[outpost.owner] += 1
        expansions[outpost.owner] += outpost.expansion
    armies, scouts = [0] * seats, [0] * seats
    ruins = [0] * seats
    terrain, taken = state.terrain, state.outposts
    for unit in state.units:
        if unit.kind == "army":
            armies[unit.owner] += 1
        else:
            scouts[unit.owner] += 1
            if unit.hex not in taken and terrain.get(unit.hex) == "ruined_city":
                ruins[unit.owner] = 1
    values = [seat_value(state, s, given, victims, on_cards, outposts, expansions, armies, scouts)
              + SCOUT_ON_RUIN * ruins[s] for s in range(seats)]
    turn = state.turn
    if turn is not None and 0 <= turn.seat < seats:
        # Action Points still to spend this turn are worth as much as carried ones, so ending the turn early
        # gains nothing (the Surplus keeps 3 at most) and hands the next seat its fresh points.
        values[turn.seat] += AP * (turn.ap + turn.bonus_ap)
    for s in range(seats):
        values[s] += row_progress(state, s)
    if state.over:
        for s in winners(state):
            values[s] += WIN
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - (max(others) if others else 0.0)

