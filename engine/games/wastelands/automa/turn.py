"""The automated turn (Solo Mode, Gameplay): draw (step 2), perform the card half (step 3), claim (step 4).
Step 1, Allocate Influence, is the shared `allocate` frame of rules/influence.py."""

from __future__ import annotations

from engine.core.state import Frame

from ..catalog import catalog
from ..rules import board, economy, interrupts
from ..rules.actions.buy import place_unit
from ..rules.actions.explore import answer_rotation, flip_tile
from ..rules.economy import seat_name
from ..rules.flow import FLOW
from ..state import Outpost, WastelandsState
from .deck import automated_seats, card_name, draw_card, drawer
from .places import army_spaces, candidate_tiles, outpost_spaces

POSITIONS = ("left", "middle", "right")


# ---------------------------------------------------------------- the turn


@FLOW.step("automated_turn")
def automated_turn(state: WastelandsState, seat: int) -> None:
    """Steps 2-4 of an automated turn (step 1, Allocate Influence, runs before this frame)."""
    state.players[seat].turns_taken += 1
    seats = automated_seats(state)
    if seats[0] == seat:
        draw_card(state, seat)
    holder = drawer(state)
    assert holder is not None, "an automated turn implies an automated player holding the deck"
    card = holder.card
    auto = state.automated[seat]
    if card is None:
        state.say(f"{seat_name(state, seat)} has no action card: it does nothing this turn.")
        return
    auto.card, auto.card_set = card, catalog().solo_cards[card].set
    half = "upper" if seats.index(seat) == 0 else "lower"
    action = getattr(catalog().solo_cards[card], half)
    state.say(f"{seat_name(state, seat)} follows the {half} half of {card_name(card)}: {action.text}")
    frames = [Frame("automated_action", {"seat": seat, "card": card, "half": half})]
    window = interrupts.after_action(state, seat)  # Rain of Fire once the action is resolved (rules notes R10)
    if window is not None:
        frames.append(window)
    if action.claim_achievement:
        frames.append(Frame("automated_claim", {"seat": seat}))
    state.schedule(*frames)


@FLOW.step("automated_action")
def automated_action(state: WastelandsState, seat: int, card: str, half: str) -> None:
    """Step 3: do the half's action, or nothing when it cannot be done."""
    action = getattr(catalog().solo_cards[card], half)
    done = ACTIONS[action.action](state, seat, action)
    if not done:
        state.say(f"{seat_name(state, seat)} cannot do its action ({action.action.replace('_', ' ')}): "
                  "it does nothing this turn.")


def _explore(state: WastelandsState, seat: int, action) -> bool:
    """Explore: flip the first face-down tile of the candidates, as printed (rotation 0), then draw an
    Exploration Event (the first option of a choice: see `automa_pick`)."""
    tiles = [t for t in candidate_tiles(state, seat, action.where) if not state.slots[t].face_up]
    if not tiles:
        return False
    index = tiles[0]
    flip_tile(state, seat, index)
    answer_rotation(state, 0, seat, index)
    return True


def _build_outpost(state: WastelandsState, seat: int, action) -> bool:
    """Build an Outpost: the first type left of water, ammunition, energy, metal, on the first free ruined city;
    the automated player gains 1 resource of that type."""
    placed = {o.resource for o in state.outposts.values() if o.owner == seat}
    left = [r for r in catalog().content.solo.outpost_order if r not in placed]
    spaces = outpost_spaces(state, seat, action.where)
    if not left or not spaces:
        return False
    resource, hex_ = left[0], spaces[0]
    state.outposts[hex_] = Outpost(owner=seat, resource=resource)
    got = economy.gain(state, seat, resource, 1)
    state.say(f"{seat_name(state, seat)} builds its {resource} Outpost on {board.place(state, hex_)} "
              f"(+{got} {resource}).")
    return True


def _place_army(state: WastelandsState, seat: int, action) -> bool:
    """Place an Army from the board (3 at most on the map) on the first valid space without radioactivity."""
    supply = catalog().items["army"].supply
    if sum(1 for u in state.units if u.owner == seat and u.kind == "army") >= supply:
        return False
    spaces = army_spaces(state, seat, action.where)
    if not spaces:
        return False
    place_unit(state, seat, "army", spaces[0])
    return True


def _build_comms_tower(state: WastelandsState, seat: int, action) -> bool:
    """Build the Comms Tower (free for automated players), unless it stands already."""
    player = state.players[seat]
    if "comms_tower" in player.buildings:
        return False
    player.buildings.append("comms_tower")
    state.say(f"{seat_name(state, seat)} builds the Comms Tower.")
    return True


def next_upgrade(state: WastelandsState, seat: int, upgrades: list[str]) -> str | None:
    """The first upgrade of the card's list it can still take (Superior Combat needs Medium Combat first;
    automated players need no Tech Lab: rules notes Automa 3)."""
    player = state.players[seat]
    for upgrade in upgrades:
        if upgrade in player.upgrades:
            continue
        missing = [r for r in catalog().items[upgrade].requires if r != "tech_lab" and r not in player.upgrades]
        if not missing:
            return upgrade
    return None


def _combat_upgrade(state: WastelandsState, seat: int, action) -> bool:
    """Get a combat upgrade, the first one of the card's priority list still available (free)."""
    upgrade = next_upgrade(state, seat, action.upgrades)
    if upgrade is None:
        return False
    state.players[seat].upgrades.append(upgrade)
    state.say(f"{seat_name(state, seat)} takes the {catalog().items[upgrade].name} upgrade.")
    return True


ACTIONS = {"explore": _explore, "build_outpost": _build_outpost, "place_army": _place_army,
           "build_comms_tower": _build_comms_tower, "combat_upgrade": _combat_upgrade}


# ---------------------------------------------------------------- claiming an achievement


def claim_position(roll: int) -> str:
    """The achievement a d6 names: 1-2 left, 3-4 middle, 5-6 right."""
    return next(p for p, faces in catalog().content.solo.achievement_roll.items() if roll in faces)


def row_at(state: WastelandsState, position: str) -> str | None:
    """The achievement at a row position (None when that place is empty).

    A row of three may hold "" where a claimed card was not replaced; a shorter row is read from the left
    (rules notes Automa 5)."""
    index = POSITIONS.index(position)
    row = state.achievement_row
    if index >= len(row):
        return None
    return row[index] or None


@FLOW.step("automated_claim")
def automated_claim(state: WastelandsState, seat: int) -> None:
    """Step 4: roll a d6 and claim the named achievement with the leftmost pool token, with no condition
    to meet; nothing when the named place is empty or no token is left."""
    player = state.players[seat]
    if player.influence_pool <= 0:
        state.say(f"{seat_name(state, seat)} has no Influence token left to claim with.")
        return
    roll = state.rng.roll(6)
    position = claim_position(roll)
    card = row_at(state, position)
    if card is None:
        state.say(f"{seat_name(state, seat)} rolls {roll} for the {position} achievement: "
                  "there is none, so it claims nothing.")
        return
    tokens = state.achievement_tokens.setdefault(card, [])
    name = catalog().achievements[card].name
    if seat in tokens:
        state.say(f"{seat_name(state, seat)} rolls {roll}: it already claimed {name}.")
        return
    player.influence_pool -= 1
    player.claims += 1
    tokens.append(seat)
    state.automated[seat].claimed.append(card)
    if player.claims == 5:
        state.fifth_claims.append(seat)
    state.say(f"{seat_name(state, seat)} rolls {roll} and claims the {position} achievement, "
              f"{name} (claim {player.claims}).")
