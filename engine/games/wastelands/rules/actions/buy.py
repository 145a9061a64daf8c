"""Buy (Capital, 1 AP; 1 socket, 3 with the Market): units, Outpost Expansions, buildings and upgrades.

Costs are paid with matching resources first and Crystals for the rest. Units go on a valid space next to
the Capital or an own Outpost; an Expansion goes on an own Outpost without one. Where a bought unit or Expansion
goes is a step of the purchase, with Back (`buy_place`, `buy_expansion`); where a free one goes (a free Buy, a
card or an ability that builds) offers Skip instead (`place_unit`, `place_expansion`)."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, skip
from engine.core.content import once
from engine.core.words import a

from ...catalog import catalog
from ...schema import Currency
from ...state import Unit, WastelandsState
from ...targets import hex_target, item_target
from .. import board, economy
from ..economy import seat_name
from ..flow import FLOW
from . import ActionRules, pay, register

ORDER = ("scout", "army", "outpost_expansion", "tech_lab", "market", "comms_tower", "improved_trade",
         "all_terrain_speed", "radioactivity_immunity", "combat_support", "combat_training", "medium_combat",
         "extra_action", "increased_productivity", "superior_combat")


def discounted(state: WastelandsState, item_id: str) -> tuple[dict[Currency, int], int | None]:
    """The cost of an item after the first matching discount of this turn (and that discount's index). Without a
    discount the catalog's own cost is returned: read it, never change it."""
    item = catalog().items[item_id]
    discounts = state.turn.discounts if state.turn else None
    if not discounts:
        return item.cost, None
    cost = dict(item.cost)
    for index, (kind, amount) in enumerate(discounts):
        if kind == "any" or kind == item.kind or (kind == "army" and item_id == "army"):
            for what in list(cost):
                cut = min(cost[what], amount)
                cost[what] -= cut
                amount -= cut
                if not cost[what]:
                    del cost[what]
            return cost, index
    return cost, None


def unit_spaces(state: WastelandsState, seat: int, taken: dict | None = None) -> list[tuple[int, int]]:
    """Valid spaces next to the seat's Capital or Outposts (`taken`: `board.owners(state)`, when built)."""
    sources = [state.players[seat].capital] + [h for h, _ in board.own_outposts(state, seat)]
    return board.valid_spaces_near(state, seat, sources, taken)


def why_not_item(state: WastelandsState, seat: int, item_id: str, pay_cost: bool = True,
                 spaces: list | None = None, taken: dict | None = None) -> str | None:
    """Why the seat cannot get an item now (None when it can); `spaces` is a list holding `unit_spaces`
    once computed, shared by the calls of one menu (empty list: not computed yet)."""
    item = catalog().items[item_id]
    player = state.players[seat]
    if item.kind == "unit":
        on_map = sum(1 for u in state.units if u.owner == seat and u.kind == item_id)
        if on_map >= item.supply:
            return f"all your {item.name}s are on the map"
        if spaces is None:
            spaces = []
        if not spaces:
            spaces.append(unit_spaces(state, seat, taken))
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
            return f"needs {catalog().items[missing[0]].name} first"
    if pay_cost:
        cost, _ = discounted(state, item_id)
        if not economy.affordable(state, seat, cost):
            return f"costs {economy.describe_cost(cost)}; you have {economy.resources_text(state, seat)}"
    return None


def _options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    options = []
    spaces: list = []
    for item_id in ORDER:
        item = catalog().items[item_id]
        cost, _ = discounted(state, item_id)
        label = f"{item.name} ({economy.describe_cost(cost)})"
        why = why_not_item(state, seat, item_id, spaces=spaces)
        options.append(Option(label, item_id, target=item_target(item_id)) if why is None
                       else disabled(label, why, item_id, target=item_target(item_id)))
    return options


def _apply(state: WastelandsState, seat: int, item_id: str, free: bool) -> None:
    item = catalog().items[item_id]
    if item.kind == "unit":
        if free:
            state.push("place_unit", seat=seat, item=item_id, paid=True)
        else:
            state.push("buy_place", seat=seat, item=item_id)
        return
    if item_id == "outpost_expansion":
        if free:
            state.push("place_expansion", seat=seat, paid=True)
        else:
            state.push("buy_expansion", seat=seat)
        return
    pay(state, "buy", free)
    _pay_item(state, seat, item_id)
    player = state.players[seat]
    (player.buildings if item.kind == "building" else player.upgrades).append(item_id)
    state.say(f"{seat_name(state, seat)} buys {item.name}.")
    if item_id == "extra_action":
        assert state.turn is not None, "Extra Action is bought on the buyer's own turn"
        state.turn.ap += 1


def _pay_item(state: WastelandsState, seat: int, item_id: str) -> None:
    cost, index = discounted(state, item_id)
    if index is not None:
        assert state.turn is not None  # a discount index comes from this turn's discounts
        state.turn.discounts.pop(index)
    payment = economy.plan_payment(state, seat, cost)
    assert payment is not None, "an item is offered for purchase only when affordable (why_not_item)"
    economy.apply_payment(state, seat, payment)


def place_unit(state: WastelandsState, seat: int, kind: str, hex_: tuple[int, int]) -> None:
    """Put a new unit on the map (a unit built on a desert cannot move this turn)."""
    unit = Unit(id=state.next_unit, owner=seat, kind=kind, hex=hex_)
    state.next_unit += 1
    unit.stuck = state.terrain.get(hex_) == "desert" and not economy.has(state, seat, "all_terrain_speed")
    state.units.append(unit)
    state.say(f"{seat_name(state, seat)} places {a(board.UNIT_WORD.get(kind, kind))} on {board.place(state, hex_)}.")


def _unit_options(state: WastelandsState, seat: int) -> list[Option]:
    return [Option(f"Place it on {board.place(state, (q, r))}", (q, r), target=hex_target(q, r))
            for q, r in unit_spaces(state, seat)]


def _expansion_options(state: WastelandsState, seat: int) -> list[Option]:
    return [Option(f"Expand the {o.resource} Outpost on {board.place(state, h)}", h, target=hex_target(*h))
            for h, o in board.own_outposts(state, seat) if not o.expansion]


@FLOW.ask("buy_place", back=True, rule="buy")
def ask_place(state: WastelandsState, seat: int, item: str) -> Choice | None:
    """Where the bought unit goes."""
    options = _unit_options(state, seat)
    return Choice(seat, f"Where does the new {board.UNIT_WORD.get(item, item)} go?", options, kind="place_unit") if options else None


@FLOW.answer("buy_place")
def answer_place(state: WastelandsState, there: tuple[int, int], seat: int, item: str) -> None:
    """Pay for the Buy and place the unit."""
    pay(state, "buy", False)
    _pay_item(state, seat, item)
    place_unit(state, seat, item, there)


@FLOW.ask("place_unit", inside=True, rule="buy")
def ask_free_place(state: WastelandsState, seat: int, item: str, paid: bool) -> Choice | None:
    """Where the free unit goes (a free Buy pays its cost, a card or ability that builds does not), or Skip."""
    options = _unit_options(state, seat)
    return Choice(seat, f"Where does the new {board.UNIT_WORD.get(item, item)} go?", options + [skip()]) if options else None


@FLOW.answer("place_unit")
def answer_free_place(state: WastelandsState, there: tuple[int, int] | None, seat: int, item: str,
                      paid: bool) -> None:
    """Place the unit (paying its cost for a free Buy); nothing when skipped."""
    if there is None:
        return
    if paid:
        pay(state, "buy", True)
        _pay_item(state, seat, item)
    place_unit(state, seat, item, there)


@FLOW.ask("buy_expansion", back=True, rule="buy")
def ask_expansion(state: WastelandsState, seat: int) -> Choice | None:
    """Which Outpost gets the bought Expansion."""
    options = _expansion_options(state, seat)
    return Choice(seat, "Expand which Outpost?", options, kind="place_expansion") if options else None


@FLOW.answer("buy_expansion")
def answer_expansion(state: WastelandsState, there: tuple[int, int], seat: int) -> None:
    """Pay for the Buy and build the Expansion."""
    pay(state, "buy", False)
    _pay_item(state, seat, "outpost_expansion")
    expand(state, seat, there)


@FLOW.ask("place_expansion", inside=True, rule="buy")
def ask_free_expansion(state: WastelandsState, seat: int, paid: bool) -> Choice | None:
    """Which Outpost gets the free Expansion, or Skip."""
    options = _expansion_options(state, seat)
    return Choice(seat, "Expand which Outpost?", options + [skip()]) if options else None


@FLOW.answer("place_expansion")
def answer_free_expansion(state: WastelandsState, there: tuple[int, int] | None, seat: int, paid: bool) -> None:
    """Build the Expansion (paying its cost for a free Buy); nothing when skipped."""
    if there is None:
        return
    if paid:
        pay(state, "buy", True)
        _pay_item(state, seat, "outpost_expansion")
    expand(state, seat, there)


def expand(state: WastelandsState, seat: int, there: tuple[int, int]) -> None:
    """Build an Expansion on an own Outpost: +1 People Support."""
    state.outposts[there].expansion = True
    state.say(f"{seat_name(state, seat)} builds an Outpost Expansion on the {state.outposts[there].resource} Outpost.")
    economy.change_support(state, seat, 1)


@once
def cheapest_first() -> tuple[tuple[int, bool, str], ...]:
    """(total cost, item) for every item, cheapest first and units last among equals (their placement is the
    costly check): the order the menu asks whether something can be bought."""
    items = catalog().items
    return tuple(sorted((sum(items[i].cost.values()), i in ("scout", "army"), i) for i in ORDER))


def _possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    budget = economy.total_resources(state, seat) + state.players[seat].crystals
    discounts = bool(state.turn and state.turn.discounts)
    spaces: list = []
    for total, _, item_id in cheapest_first():
        if total > budget and not discounts:
            return False  # nothing dearer can be afforded either
        cost, _ = discounted(state, item_id)
        if economy.affordable(state, seat, cost) and why_not_item(
                state, seat, item_id, pay_cost=False, spaces=spaces, taken=taken) is None:
            return True
    return False


register("buy", ActionRules(_possible, _options, _apply, "Buy what?"))
