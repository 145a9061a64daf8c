"""A player's economy: resources and Crystals, tracks (People Support, Military Prestige), Leader cubes,
power card draws, Action Points and the lasting effects of buildings and upgrades."""

from __future__ import annotations

from collections.abc import Container, Mapping

from engine.core.names import seat_ref
from engine.core.state import PLAYER
from engine.core.words import count as counted

from ..catalog import catalog
from ..schema import Currency, TrackerAction
from ..state import RESOURCES, WastelandsState
from .decks import take_power

TRACK_MAX = 6  # resource and Crystal tracks run 0-6 (rules notes 26)
COMBAT_UPGRADES = ("combat_support", "combat_training", "medium_combat", "superior_combat")


def seat_name(state: WastelandsState, seat: int) -> str:
    """How the log names a seat. A player seat by reference (the api puts the chosen name there); an automated
    player as "Automated player", or "Automated player 1" and "2" when there are two (`Game.automa_name`)."""
    if state.seat_kinds[seat] == PLAYER:
        return seat_ref(seat)
    automated = [s for s, kind in enumerate(state.seat_kinds) if kind != PLAYER]
    if len(automated) == 1:
        return "Automated player"
    return f"Automated player {automated.index(seat) + 1}"


def amount_words(amount: int, what: str) -> str:
    """'2 water', '1 Crystal', '3 Crystals'."""
    return counted(amount, "Crystal") if what == "crystal" else f"{amount} {what}"


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


def affordable(state: WastelandsState, seat: int, cost: Mapping[Currency, int]) -> bool:
    """Whether a Buy cost can be paid, matching resources first and Crystals for the rest (`plan_payment`)."""
    player = state.players[seat]
    held = player.resources
    short = 0
    for what, amount in cost.items():
        if what == "crystal":
            short += amount
        elif held[what] < amount:
            short += amount - held[what]
    return short <= player.crystals


def plan_payment(state: WastelandsState, seat: int, cost: Mapping[Currency, int]) -> dict[str, int] | None:
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


def describe_cost(cost: Mapping[Currency, int]) -> str:
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
    top = catalog().content.player_board.military_prestige.max
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
        state.say(f"{seat_name(state, seat)} draws {counted(len(drawn), 'Power card')}.")
        state.say("You draw " + ", ".join(catalog().power_cards[c].name for c in drawn) + ".", only=seat)
    return drawn


def base_action_points(state: WastelandsState, seat: int) -> int:
    """Action Points a seat starts its turn with: 4, +1 Extra Action, +1 positive People Support."""
    player = state.players[seat]
    data = catalog().content
    start = data.action_tracker.start_action_points
    bonus = data.player_board.positive_support_action_points
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
    spec = catalog().actions[action]
    # unlocked_by is set exactly when there are locked sockets (schema); the test of both only tells pyright
    if spec.locked_sockets and spec.unlocked_by is not None and not has(state, seat, spec.unlocked_by):
        return spec.sockets - spec.locked_sockets
    return spec.sockets


def available_ap(state: WastelandsState) -> int:
    """Action Points the active seat can still spend."""
    turn = state.turn
    assert turn is not None, "Action Points and sockets are used on the seat's own turn"
    return turn.ap + turn.bonus_ap


def spend_ap(state: WastelandsState, amount: int) -> None:
    """Spend Action Points, this-turn-only ones first."""
    turn = state.turn
    assert turn is not None, "Action Points and sockets are used on the seat's own turn"
    from_bonus = min(amount, turn.bonus_ap)
    turn.bonus_ap -= from_bonus
    turn.ap -= amount - from_bonus


def use_socket(state: WastelandsState, action: str, count: int = 1) -> None:
    """Fill `count` sockets of an action, paying its Action Point cost for each."""
    spec = catalog().actions[action]
    spend_ap(state, spec.ap_cost * count)
    turn = state.turn
    assert turn is not None, "Action Points and sockets are used on the seat's own turn"
    turn.used[action] = turn.used.get(action, 0) + count


def socket_why(spec: TrackerAction, owned: Container[str], used: int, have: int, count: int = 1) -> str | None:
    """Why `count` more sockets of the action `spec` cannot be filled, given what the seat owns, the sockets it
    used this turn and the Action Points it has (None when they can)."""
    limit = spec.sockets
    # unlocked_by is set exactly when there are locked sockets (schema); the test of both only tells pyright
    if spec.locked_sockets and spec.unlocked_by is not None and spec.unlocked_by not in owned:
        limit -= spec.locked_sockets
        if limit == 0:
            return f"locked until you build the {catalog().items[spec.unlocked_by].name}"
    if used + count > limit:
        return f"no free socket left ({used} of {limit} used this turn)"
    need = spec.ap_cost * count
    if have < need:
        return f"needs {need} Action Point{'s' * (need > 1)}, you have {have}"
    return None


def owned_items(state: WastelandsState, seat: int) -> set[str]:
    """The buildings and upgrades a seat owns."""
    player = state.players[seat]
    return set(player.buildings) | set(player.upgrades)


def socket_block(state: WastelandsState, seat: int, action: str, count: int = 1) -> str | None:
    """Why the seat cannot fill `count` more sockets of an action now (None when it can)."""
    turn = state.turn
    assert turn is not None, "Action Points and sockets are used on the seat's own turn"
    return socket_why(catalog().actions[action], owned_items(state, seat), turn.used.get(action, 0),
                      turn.ap + turn.bonus_ap, count)


def resources_text(state: WastelandsState, seat: int) -> str:
    """A seat's resources as text."""
    player = state.players[seat]
    return ", ".join(f"{player.resources[r]} {r}" for r in RESOURCES) + f", {amount_words(player.crystals, 'crystal')}"
