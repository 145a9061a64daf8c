"""A player's economy: resources and Crystals, tracks (People Support, Military Prestige), Leader cubes,
power card draws, Action Points and the lasting effects of buildings and upgrades."""

from __future__ import annotations

import functools

from engine.core.names import seat_ref
from engine.core.state import PLAYER

from ..schema import content
from ..state import RESOURCES, WastelandsState

TRACK_MAX = 6  # resource and Crystal tracks run 0-6 (rules notes 26)
COMBAT_UPGRADES = ("combat_support", "combat_training", "medium_combat", "superior_combat")


@functools.cache
def items() -> dict:
    """Player board items by id."""
    return {item.id: item for item in content().player_board.items}


@functools.cache
def actions() -> dict:
    """Action tracker actions by id."""
    return {action.id: action for action in content().action_tracker.actions}


@functools.cache
def power_cards() -> dict:
    """Power cards by id."""
    return {card.id: card for card in content().power_cards.power_cards}


@functools.cache
def received_power_slots() -> frozenset[int]:
    """Received-influence slot numbers (1-based) that carry the draw-a-Power-card icon."""
    return frozenset(s.index for s in content().player_board.received_influence if s.power_card)


def seat_name(state: WastelandsState, seat: int) -> str:
    """How the log names a seat. A player seat by reference (the api puts the chosen name there)."""
    if state.seat_kinds[seat] == PLAYER:
        return seat_ref(seat)
    return f"Player {seat + 1}"


def gain(state: WastelandsState, seat: int, what: str, amount: int = 1) -> int:
    """Add resources or Crystals up to the track maximum; return how many were actually gained."""
    player = state.players[seat]
    if what == "crystal":
        got = max(0, min(amount, TRACK_MAX - player.crystals))
        player.crystals += got
    else:
        got = max(0, min(amount, TRACK_MAX - player.resources[what]))
        player.resources[what] += got
    return got


def lose(state: WastelandsState, seat: int, what: str, amount: int = 1) -> int:
    """Remove up to `amount` of a resource or Crystals; return how many were removed."""
    player = state.players[seat]
    if what == "crystal":
        got = min(amount, player.crystals)
        player.crystals -= got
    else:
        got = min(amount, player.resources[what])
        player.resources[what] -= got
    return got


def total_resources(state: WastelandsState, seat: int) -> int:
    """Resources held (Crystals are not resources)."""
    return sum(state.players[seat].resources.values())


def plan_payment(state: WastelandsState, seat: int, cost: dict[str, int]) -> dict[str, int] | None:
    """How a Buy cost is paid: matching resources first, Crystals for the rest (rules notes); None if unaffordable."""
    player = state.players[seat]
    pay: dict[str, int] = {}
    short = 0
    for what, amount in cost.items():
        if what == "crystal":
            short += amount
            continue
        have = player.resources[what]
        pay[what] = min(have, amount)
        short += amount - pay[what]
    if short > player.crystals:
        return None
    if short:
        pay["crystal"] = short
    return pay


def apply_payment(state: WastelandsState, seat: int, pay: dict[str, int]) -> None:
    """Spend a payment planned by `plan_payment`."""
    for what, amount in pay.items():
        lose(state, seat, what, amount)


def describe_cost(cost: dict[str, int]) -> str:
    """A cost as readable text: '2 metal + 1 water'."""
    return " + ".join(f"{n} {what}" for what, n in cost.items()) or "nothing"


def change_support(state: WastelandsState, seat: int, delta: int) -> None:
    """Move People Support within -3..+3, paying the first-time +3/-3 Leader cube and the Action Point
    that positive support grants (People Support)."""
    player = state.players[seat]
    before = player.people_support
    after = max(-3, min(3, before + delta))
    if after == before:
        return
    player.people_support = after
    state.say(f"{seat_name(state, seat)}'s People Support goes to {after:+d}.")
    for edge in (3, -3):
        if after == edge and edge not in player.support_bonus:
            player.support_bonus.append(edge)
            player.leader_cubes += 1
            state.say(f"{seat_name(state, seat)} reaches {edge:+d} People Support for the first time: +1 Leader cube.")
    turn = state.turn
    if turn is not None and turn.seat == seat:
        if before > 0 >= after and turn.ap > 0:
            turn.ap -= 1
        elif before <= 0 < after:
            turn.ap += 1


def gain_prestige(state: WastelandsState, seat: int, amount: int) -> None:
    """Raise Military Prestige (max 8); every even value reached raises People Support by 1."""
    player = state.players[seat]
    top = content().player_board.military_prestige.max
    for _ in range(amount):
        if player.prestige >= top:
            break
        player.prestige += 1
        state.say(f"{seat_name(state, seat)} gains Military Prestige ({player.prestige}).")
        if player.prestige % 2 == 0:
            change_support(state, seat, 1)


def draw_power(state: WastelandsState, seat: int, count: int = 1) -> list[str]:
    """Draw power cards into a hand (the discard pile is reshuffled when the deck runs out)."""
    drawn = []
    for _ in range(count):
        card = take_power(state)
        if card is None:
            break
        state.players[seat].hand.append(card)
        drawn.append(card)
    if drawn:
        state.say(f"{seat_name(state, seat)} draws {len(drawn)} Power card(s).")
        state.say("You draw " + ", ".join(power_cards()[c].name for c in drawn) + ".", only=seat)
    return drawn


def take_power(state: WastelandsState) -> str | None:
    """Take the top power card (reshuffling the discard pile into a new deck when needed)."""
    if not state.power_deck and state.power_discard:
        state.power_deck = state.power_discard
        state.power_discard = []
        state.rng.shuffle(state.power_deck)
    if not state.power_deck:
        return None
    state.reveal()
    return state.power_deck.pop()


def base_action_points(state: WastelandsState, seat: int) -> int:
    """Action Points a seat starts its turn with: 4, +1 Extra Action, +1 positive People Support."""
    player = state.players[seat]
    start = content().action_tracker.start_action_points
    bonus = content().player_board.positive_support_action_points
    return start + ("extra_action" in player.upgrades) + (bonus if player.people_support > 0 else 0)


def has(state: WastelandsState, seat: int, item: str) -> bool:
    """Whether a seat owns a building or upgrade."""
    player = state.players[seat]
    return item in player.buildings or item in player.upgrades


def army_rank(state: WastelandsState, seat: int) -> str:
    """Combat rank of the seat's Armies."""
    if has(state, seat, "superior_combat"):
        return "superior"
    if has(state, seat, "medium_combat"):
        return "medium"
    return "basic"


def immune(state: WastelandsState, seat: int) -> bool:
    """Radioactivity immunity (upgrade or card)."""
    return has(state, seat, "radioactivity_immunity") or state.players[seat].immune


def move_speed(state: WastelandsState, seat: int) -> tuple[int, bool]:
    """Spaces per Move action and whether the units ignore terrain (All-terrain Speed)."""
    fast = has(state, seat, "all_terrain_speed")
    return (2 if fast else 1), fast


def socket_limit(state: WastelandsState, seat: int, action: str) -> int:
    """Unlocked sockets of an action for a seat."""
    spec = actions()[action]
    if spec.locked_sockets and not has(state, seat, spec.unlocked_by):
        return spec.sockets - spec.locked_sockets
    return spec.sockets


def available_ap(state: WastelandsState) -> int:
    """Action Points the active seat can still spend."""
    turn = state.turn
    return turn.ap + turn.bonus_ap


def spend_ap(state: WastelandsState, amount: int) -> None:
    """Spend Action Points, this-turn-only ones first."""
    turn = state.turn
    from_bonus = min(amount, turn.bonus_ap)
    turn.bonus_ap -= from_bonus
    turn.ap -= amount - from_bonus


def use_socket(state: WastelandsState, action: str, count: int = 1) -> None:
    """Fill `count` sockets of an action, paying its Action Point cost for each."""
    spec = actions()[action]
    spend_ap(state, spec.ap_cost * count)
    turn = state.turn
    turn.used[action] = turn.used.get(action, 0) + count


def socket_block(state: WastelandsState, seat: int, action: str, count: int = 1) -> str | None:
    """Why the seat cannot fill `count` more sockets of an action now (None when it can)."""
    spec = actions()[action]
    limit = socket_limit(state, seat, action)
    if limit == 0:
        return f"locked until you build the {items()[spec.unlocked_by].name}"
    used = state.turn.used.get(action, 0)
    if used + count > limit:
        return f"no free socket left ({used} of {limit} used this turn)"
    need = spec.ap_cost * count
    if available_ap(state) < need:
        return f"needs {need} Action Point{'s' * (need > 1)}, you have {available_ap(state)}"
    return None


def resources_text(state: WastelandsState, seat: int) -> str:
    """A seat's resources as text."""
    player = state.players[seat]
    return ", ".join(f"{player.resources[r]} {r}" for r in RESOURCES) + f", {player.crystals} crystal"
