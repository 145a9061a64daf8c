"""Buy (Capital, 1 AP; 1 socket, 3 with the Market): units, Outpost Expansions, buildings and upgrades.

Costs are paid with matching resources first and Crystals for the rest. Units go on a valid space next to
the Capital or an own Outpost; an Expansion goes on an own Outpost without one."""

from __future__ import annotations

from engine.core.choice import BACK, Choice, Option, disabled

from ...state import BUILDINGS, Unit, WastelandsState
from ...targets import hex_target, item_target
from .. import board, economy
from ..economy import seat_name
from ..flow import FLOW
from . import ActionRules, back_to, pay, register

ORDER = ("scout", "army", "outpost_expansion", "tech_lab", "market", "comms_tower", "improved_trade",
         "all_terrain_speed", "radioactivity_immunity", "combat_support", "combat_training", "medium_combat",
         "extra_action", "increased_productivity", "superior_combat")


def discounted(state: WastelandsState, item_id: str) -> tuple[dict[str, int], int | None]:
    """The cost of an item after the first matching discount of this turn (and that discount's index)."""
    item = economy.items()[item_id]
    cost = dict(item.cost)
    for index, (kind, amount) in enumerate(state.turn.discounts if state.turn else []):
        if kind == "any" or kind == item.kind or (kind == "army" and item_id == "army"):
            for what in list(cost):
                cut = min(cost[what], amount)
                cost[what] -= cut
                amount -= cut
                if not cost[what]:
                    del cost[what]
            return cost, index
    return cost, None


def unit_spaces(state: WastelandsState, seat: int) -> list[tuple[int, int]]:
    """Valid spaces next to the seat's Capital or Outposts."""
    sources = [state.players[seat].capital] + [h for h, _ in board.own_outposts(state, seat)]
    return board.valid_spaces_near(state, seat, sources)


def why_not_item(state: WastelandsState, seat: int, item_id: str, pay_cost: bool = True,
                 spaces: list | None = None) -> str | None:
    """Why the seat cannot get an item now (None when it can); `spaces` is a list holding `unit_spaces`
    once computed, shared by the calls of one menu (empty list: not computed yet)."""
    item = economy.items()[item_id]
    player = state.players[seat]
    if item.kind == "unit":
        on_map = sum(1 for u in state.units if u.owner == seat and u.kind == item_id)
        if on_map >= item.supply:
            return f"all your {item.name}s are on the map"
        if spaces is None:
            spaces = []
        if not spaces:
            spaces.append(unit_spaces(state, seat))
        if not spaces[0]:
            return "no valid space next to your Capital or Outposts"
    elif item_id == "outpost_expansion":
        if not any(not o.expansion for _, o in board.own_outposts(state, seat)):
            return "no Outpost of yours without an Expansion"
    elif item.kind == "building" and item_id in player.buildings:
        return "already built"
    elif item.kind == "upgrade":
        if item_id in player.upgrades:
            return "already acquired"
        if item.level == 2 and "tech_lab" not in player.buildings:
            return "level 2 upgrades need the Tech Lab"
        missing = [r for r in item.requires if r != "tech_lab" and r not in player.upgrades]
        if missing:
            return f"needs {economy.items()[missing[0]].name} first"
    if pay_cost:
        cost, _ = discounted(state, item_id)
        if economy.plan_payment(state, seat, cost) is None:
            return f"costs {economy.describe_cost(cost)}; you have {economy.resources_text(state, seat)}"
    return None


def _options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    options = []
    spaces: list = []
    for item_id in ORDER:
        item = economy.items()[item_id]
        cost, _ = discounted(state, item_id)
        label = f"{item.name} ({economy.describe_cost(cost)})"
        why = why_not_item(state, seat, item_id, spaces=spaces)
        options.append(Option(label, item_id, target=item_target(item_id)) if why is None
                       else disabled(label, why, item_id, target=item_target(item_id)))
    return options


def _apply(state: WastelandsState, seat: int, item_id: str, free: bool) -> None:
    item = economy.items()[item_id]
    if item.kind == "unit":
        state.push("buy_place", seat=seat, item=item_id, free=free)
        return
    if item_id == "outpost_expansion":
        state.push("buy_expansion", seat=seat, free=free)
        return
    pay(state, "buy", free)
    _pay_item(state, seat, item_id)
    player = state.players[seat]
    (player.buildings if item.kind == "building" else player.upgrades).append(item_id)
    state.say(f"{seat_name(state, seat)} buys {item.name}.")
    if item_id == "extra_action":
        state.turn.ap += 1


def _pay_item(state: WastelandsState, seat: int, item_id: str) -> None:
    cost, index = discounted(state, item_id)
    if index is not None:
        state.turn.discounts.pop(index)
    economy.apply_payment(state, seat, economy.plan_payment(state, seat, cost))


def place_unit(state: WastelandsState, seat: int, kind: str, hex_: tuple[int, int]) -> None:
    """Put a new unit on the map (a unit built on a desert cannot move this turn)."""
    unit = Unit(id=state.next_unit, owner=seat, kind=kind, hex=hex_)
    state.next_unit += 1
    unit.stuck = state.terrain.get(hex_) == "desert" and not economy.has(state, seat, "all_terrain_speed")
    state.units.append(unit)
    state.say(f"{seat_name(state, seat)} places a {kind} at {hex_[0]},{hex_[1]}.")


@FLOW.ask("buy_place")
def ask_place(state: WastelandsState, seat: int, item: str, free: bool, paid: bool = True) -> Choice | None:
    """Where the bought (or free) unit goes."""
    spaces = unit_spaces(state, seat)
    if not spaces:
        return None
    options = [Option(f"Place at {q},{r}", (q, r), target=hex_target(q, r)) for q, r in spaces]
    options.append(Option(BACK if paid and not free else "Skip", None))
    return Choice(seat, f"Where does the new {item} go?", options)


@FLOW.answer("buy_place")
def answer_place(state: WastelandsState, value, seat: int, item: str, free: bool, paid: bool = True) -> None:
    """Pay (for a Buy) and place the unit."""
    if value is None:
        if paid and not free:
            back_to(state, seat, "buy")
        return
    if paid:
        pay(state, "buy", free)
        _pay_item(state, seat, item)
    place_unit(state, seat, item, value)


@FLOW.ask("buy_expansion")
def ask_expansion(state: WastelandsState, seat: int, free: bool, paid: bool = True) -> Choice | None:
    """Which Outpost gets the Expansion."""
    options = [Option(f"Expand the {o.resource} Outpost", h, target=hex_target(*h))
               for h, o in board.own_outposts(state, seat) if not o.expansion]
    if not options:
        return None
    options.append(Option(BACK if paid and not free else "Skip", None))
    return Choice(seat, "Expand which Outpost?", options)


@FLOW.answer("buy_expansion")
def answer_expansion(state: WastelandsState, value, seat: int, free: bool, paid: bool = True) -> None:
    """Pay and build the Expansion: +1 People Support."""
    if value is None:
        if paid and not free:
            back_to(state, seat, "buy")
        return
    if paid:
        pay(state, "buy", free)
        _pay_item(state, seat, "outpost_expansion")
    state.outposts[value].expansion = True
    state.say(f"{seat_name(state, seat)} builds an Outpost Expansion on the {state.outposts[value].resource} Outpost.")
    economy.change_support(state, seat, 1)


def capital_buildings(state: WastelandsState, seat: int) -> list[str]:
    """Buildings standing in the seat's Capital, in board order."""
    return [b for b in BUILDINGS if b in state.players[seat].buildings]


def _possible(state: WastelandsState, seat: int, free: bool) -> bool:
    spaces: list = []
    for item_id in ORDER:
        cost, _ = discounted(state, item_id)
        if economy.plan_payment(state, seat, cost) is not None and why_not_item(
                state, seat, item_id, pay_cost=False, spaces=spaces) is None:
            return True
    return False


register("buy", ActionRules(lambda state, seat: None, _options, _apply, "Buy what?", possible=_possible))
