"""The effect kinds of Rise of the Wastelands, each declared once on EFFECTS (docs/content-wastelands.md), and
the frames that run effect lists and ask what an effect needs decided.

A kind gives its payload type (checked when the content loads), how it runs, why it cannot be paid
(`why_not`: only costs can fail), why it would do nothing now (`useless`: a card or ability that could do
nothing is not offered, rules notes R27) and its words. An effect list runs one effect at a time through the
`effects` frame; effects that need a decision push a small choice (which resource, player, target...).
The action and combat rules queue effect lists from here, so the few of their checks a kind needs are imported
where they are used.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Literal

from engine.core.choice import Choice, Option, disabled
from engine.core.state import Frame
from engine.core.vocabulary import EffectKind
from engine.core.words import count as counted

from ..catalog import catalog
from ..schema import (
    ActionId,
    Amount,
    CloudSpec,
    Currency,
    DieId,
    DiscountSpec,
    MoveSpec,
    Ongoing,
)
from ..state import RESOURCES, Hex, WastelandsState
from ..targets import hex_target
from ..vocabulary import EFFECTS
from . import board, economy
from .economy import seat_name
from .flow import FLOW

Effect = dict[str, Any]


@dataclass
class Ctx:
    """Whom an effect acts for: the state and the seat carrying it out (and, once looked up for the checks of
    one menu, who stands where: `board.owners(state)`)."""

    state: WastelandsState
    seat: int
    occupants: dict | None = None

    @property
    def taken(self) -> dict:
        """`board.owners(state)`, looked up on first use."""
        if self.occupants is None:
            self.occupants = board.owners(self.state)
        return self.occupants


class Kind(EffectKind[Ctx]):
    """A Wastelands effect kind; `useless` says why it would do nothing now (None when it would do something)."""

    def useless(self, ctx: Ctx, payload: Any) -> str | None:
        """Why carrying the effect out now would change nothing (None when it would)."""
        return None


def can_pay(state: WastelandsState, seat: int, effects: list[Effect]) -> str | None:
    """Why an effect list's costs cannot be paid (None when they can)."""
    return EFFECTS.why_not(Ctx(state, seat), effects)


def why_not_effects(state: WastelandsState, seat: int, effects: list[Effect], taken: dict | None = None) -> str | None:
    """Why an effect list cannot be paid or would do nothing now (None when it can be used); `taken` is
    `board.owners(state)` when the caller already built it."""
    ctx = Ctx(state, seat, taken)
    why = EFFECTS.why_not(ctx, effects)
    if why:
        return why
    for effect in effects:
        kind, payload = EFFECTS.of(effect)
        assert isinstance(kind, Kind), "every Wastelands effect kind is declared as a Kind (this module)"
        why = kind.useless(ctx, payload)
        if why:
            return why
    return None


def describe_effects(effects: list[Effect], sep: str = ", ") -> str:
    """An effect list in players' words ("nothing" when empty)."""
    return EFFECTS.texts(effects, sep) or "nothing"


def run_effects(state: WastelandsState, seat: int, effects: list[Effect], source: str = "") -> None:
    """Queue an effect list (a copy: frames never hold the catalog's own data)."""
    state.push("effects", seat=seat, effects=copy.deepcopy(effects), source=source)


@FLOW.step("effects")
def run(state: WastelandsState, seat: int, effects: list[Effect], source: str = "") -> None:
    """Run the first effect, then the rest."""
    if not effects:
        return
    if len(effects) > 1:
        state.push("effects", seat=seat, effects=effects[1:], source=source)
    EFFECTS.run(Ctx(state, seat), effects[0])


def _amounts(words: str, amounts: dict[str, int]) -> str:
    return f"{words} " + " + ".join(f"{n} {what.replace('_', ' ')}" for what, n in amounts.items())



def strength_words(source: str, rank: str | None, plus: int) -> str:
    """A neutral's or strike's strength: 'a Power card read at medium rank +1', 'a d6 roll +1', '5'."""
    extra = f" {plus:+d}" if plus else ""
    if source == "power_card":
        return f"a Power card read at {rank} rank{extra}"
    if source == "d6":
        return f"a d6 roll{extra}"
    return f"{plus}"


# ---------------------------------------------------------------- resources


@EFFECTS.kind("gain")
class Gain(Kind):
    """Gain resources or Crystals (any_resource: the seat picks each one)."""

    payload = dict[Currency, Amount]

    def run(self, ctx: Ctx, amounts: dict[str, int]) -> None:
        state, seat = ctx.state, ctx.seat
        for what, amount in amounts.items():
            if what == "any_resource":
                state.schedule(*[Frame("pick_resource", {"seat": seat, "mode": "gain"}) for _ in range(amount)])
            else:
                got = economy.gain(state, seat, what, amount)
                if got:
                    state.say(f"{seat_name(state, seat)} gains {economy.amount_words(got, what)}.")
                else:
                    state.say(f"{seat_name(state, seat)} gains no {what}: the track is full.")

    def text(self, amounts: dict[str, int]) -> str:
        return _amounts("gain", amounts)


@EFFECTS.kind("pay")
class Pay(Kind):
    """A cost: the list it belongs to cannot be used unless it can be paid."""

    payload = dict[Currency, Amount]

    def run(self, ctx: Ctx, amounts: dict[str, int]) -> None:
        state, seat = ctx.state, ctx.seat
        for what, amount in amounts.items():
            if what == "any_resource":
                state.schedule(*[Frame("pick_resource", {"seat": seat, "mode": "pay"}) for _ in range(amount)])
            else:
                economy.lose(state, seat, what, amount)
                state.say(f"{seat_name(state, seat)} pays {amount} {what}.")

    def why_not(self, ctx: Ctx, amounts: dict[str, int]) -> str | None:
        player = ctx.state.players[ctx.seat]
        for what, amount in amounts.items():
            if what == "crystal":
                have = player.crystals
            elif what == "any_resource":
                have = economy.total_resources(ctx.state, ctx.seat)
            else:
                have = player.resources[what]
            if have < amount:
                return f"needs {amount} {what.replace('_', ' ')}, you have {have}"
        return None

    def text(self, amounts: dict[str, int]) -> str:
        return _amounts("pay", amounts)


@EFFECTS.kind("lose")
class Lose(Kind):
    """Lose up to that much (any_resource: the first held, in board order), with no precondition."""

    payload = dict[Currency, Amount]

    def run(self, ctx: Ctx, amounts: dict[str, int]) -> None:
        state, seat = ctx.state, ctx.seat
        for what, amount in amounts.items():
            if what != "any_resource":
                economy.lose(state, seat, what, amount)
                continue
            for _ in range(amount):
                held = [r for r in RESOURCES if state.players[seat].resources[r]]
                if held:
                    economy.lose(state, seat, held[0], 1)

    def text(self, amounts: dict[str, int]) -> str:
        return _amounts("lose", amounts)


@FLOW.ask("pick_resource", inside=True, rule="resources")
def ask_resource(state: WastelandsState, seat: int, mode: str) -> Choice | None:
    """Which resource to gain (or pay)."""
    player = state.players[seat]
    if mode == "gain":
        options = [Option(f"Gain 1 {r}", r) if player.resources[r] < economy.TRACK_MAX
                   else disabled(f"Gain 1 {r}", "your track is full", r) for r in RESOURCES]
    else:
        options = [Option(f"Pay 1 {r}", r) for r in RESOURCES if player.resources[r] > 0]
    if not any(o.enabled for o in options):
        return None
    return Choice(seat, "Gain which resource?" if mode == "gain" else "Pay which resource?", options,
                  kind=f"pick_resource_{mode}")


@FLOW.answer("pick_resource")
def answer_resource(state: WastelandsState, resource: str, seat: int, mode: str) -> None:
    """Gain or pay the picked resource."""
    if mode == "gain":
        economy.gain(state, seat, resource, 1)
        state.say(f"{seat_name(state, seat)} gains 1 {resource}.")
    else:
        economy.lose(state, seat, resource, 1)
        state.say(f"{seat_name(state, seat)} pays 1 {resource}.")


# ---------------------------------------------------------------- tracks, cubes, cards, dice, Action Points


@EFFECTS.kind("people_support")
class PeopleSupport(Kind):
    """Move the seat's own People Support (clamped to -3..+3)."""

    payload = int

    def run(self, ctx: Ctx, delta: int) -> None:
        economy.change_support(ctx.state, ctx.seat, delta)

    def useless(self, ctx: Ctx, delta: int) -> str | None:
        support = ctx.state.players[ctx.seat].people_support
        if support == (3 if delta > 0 else -3):
            return f"your People Support is already {support:+d}"
        return None

    def text(self, delta: int) -> str:
        return f"{delta:+d} People Support"


@EFFECTS.kind("opponent_people_support")
class OpponentPeopleSupport(Kind):
    """Move another player's People Support (the seat picks whose)."""

    payload = int

    def run(self, ctx: Ctx, delta: int) -> None:
        ctx.state.push("pick_player", seat=ctx.seat, purpose="support", amount=delta)

    def useless(self, ctx: Ctx, delta: int) -> str | None:
        edge = 3 if delta > 0 else -3
        state = ctx.state
        if all(state.players[other].people_support == edge for other in range(state.seats) if other != ctx.seat):
            return f"every other player's People Support is already {edge:+d}"
        return None

    def text(self, delta: int) -> str:
        return f"{delta:+d} People Support to another player"


@EFFECTS.kind("military_prestige")
class MilitaryPrestige(Kind):
    """Gain Military Prestige."""

    payload = Amount

    def run(self, ctx: Ctx, amount: int) -> None:
        economy.gain_prestige(ctx.state, ctx.seat, amount)

    def text(self, amount: int) -> str:
        return f"+{amount} Military Prestige"


@EFFECTS.kind("leader_cubes")
class LeaderCubes(Kind):
    """Gain Leader cubes."""

    payload = Amount

    def run(self, ctx: Ctx, amount: int) -> None:
        ctx.state.players[ctx.seat].leader_cubes += amount
        ctx.state.say(f"{seat_name(ctx.state, ctx.seat)} gains {counted(amount, 'Leader cube')}.")

    def text(self, amount: int) -> str:
        return f"+{counted(amount, 'Leader cube')}"


@EFFECTS.kind("draw_power")
class DrawPower(Kind):
    """Draw Power cards."""

    payload = Amount

    def run(self, ctx: Ctx, count: int) -> None:
        economy.draw_power(ctx.state, ctx.seat, count)

    def text(self, count: int) -> str:
        return f"draw {counted(count, 'Power card')}"


@EFFECTS.kind("roll")
class Roll(Kind):
    """Roll a die and carry out the face's effects."""

    payload = DieId

    def run(self, ctx: Ctx, die: str) -> None:
        state, seat = ctx.state, ctx.seat
        faces = catalog().dice[die].faces
        face = faces[state.rng.below(len(faces))]
        state.say(f"{seat_name(state, seat)} rolls the {die} die: {face.label}.")
        if face.effects:
            run_effects(state, seat, face.effects, f"the {die} die")

    def text(self, die: str) -> str:
        return f"roll the {die} die"


@EFFECTS.kind("action_points")
class ActionPoints(Kind):
    """Action Points usable this turn only (on the seat's own turn)."""

    payload = Amount

    def run(self, ctx: Ctx, amount: int) -> None:
        state = ctx.state
        if state.turn is not None and state.turn.seat == ctx.seat:
            state.turn.bonus_ap += amount
            state.say(f"{seat_name(state, ctx.seat)} gains {counted(amount, 'Action Point')} for this turn.")

    def text(self, amount: int) -> str:
        return f"+{counted(amount, 'Action Point')} this turn"


# ---------------------------------------------------------------- actions, building, moving


@EFFECTS.kind("free_action")
class FreeAction(Kind):
    """Perform an action without its Action Point or socket (rules notes 20)."""

    payload = ActionId

    def run(self, ctx: Ctx, action: str) -> None:
        state = ctx.state
        if state.turn is not None and state.turn.seat == ctx.seat:
            state.push("free_act", seat=ctx.seat, action=action)

    def useless(self, ctx: Ctx, action: str) -> str | None:
        from .actions import blocked
        if blocked(ctx.state, ctx.seat, action, free=True, taken=ctx.taken):
            return f"you cannot {action.replace('_', ' ')} now"
        return None

    def text(self, action: str) -> str:
        return f"a free {catalog().actions[action].name} action"


@EFFECTS.kind("build")
class Build(Kind):
    """Place a Scout, an Army or an Outpost Expansion for free, by the Buy placement rules."""

    payload = Literal["scout", "army", "outpost_expansion"]

    def run(self, ctx: Ctx, what: str) -> None:
        from .actions.buy import why_not_item
        state, seat = ctx.state, ctx.seat
        if why_not_item(state, seat, what, pay_cost=False):
            state.say(f"No {what.replace('_', ' ')} can be placed.")
        elif what == "outpost_expansion":
            state.push("place_expansion", seat=seat, paid=False)
        else:
            state.push("place_unit", seat=seat, item=what, paid=False)

    def useless(self, ctx: Ctx, what: str) -> str | None:
        from .actions.buy import why_not_item
        return why_not_item(ctx.state, ctx.seat, what, pay_cost=False, taken=ctx.taken)

    def text(self, what: str) -> str:
        return f"place a free {catalog().items[what].name}"


@EFFECTS.kind("discount")
class Discount(Kind):
    """The next matching purchase this turn costs fewer resources."""

    payload = DiscountSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        if ctx.state.turn is not None:
            ctx.state.turn.discounts.append((spec["item"], spec["amount"]))

    def text(self, spec: dict) -> str:
        item = "purchase" if spec["item"] == "any" else spec["item"]
        return f"{counted(spec['amount'], 'resource')} off your next {item} this turn"


def move_terrain(spec: dict) -> bool | None:
    """How a card or ability move treats terrain: False ignores All-terrain Speed, True grants it, None: as
    the seat's upgrades say."""
    return False if spec["ignore_upgrades"] else (True if spec["all_terrain"] else None)


@EFFECTS.kind("move")
class Move(Kind):
    """Move a unit up to a number of spaces by the normal rules."""

    payload = MoveSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        ctx.state.push("effect_move", seat=ctx.seat, spaces=spec["spaces"], all_terrain=move_terrain(spec))

    def useless(self, ctx: Ctx, spec: dict) -> str | None:
        from .actions.move import movable
        if not movable(ctx.state, ctx.seat, spec["spaces"], move_terrain(spec), ctx.taken):
            return "no unit of yours can move"
        return None

    def text(self, spec: dict) -> str:
        how = " ignoring All-terrain Speed" if spec["ignore_upgrades"] else (
            " over any terrain" if spec["all_terrain"] else "")
        return f"move a unit up to {spec['spaces']} spaces{how}"


# ---------------------------------------------------------------- protection, clouds, lasting cards, choices


@EFFECTS.kind("immunity")
class Immunity(Kind):
    """Ignore radioactivity and Toxic Clouds until the seat's next turn."""

    payload = Literal["radioactivity"]

    def run(self, ctx: Ctx, what: str) -> None:
        ctx.state.players[ctx.seat].immune = True
        ctx.state.say(f"{seat_name(ctx.state, ctx.seat)} is protected from radiation until their next turn.")

    def text(self, what: str) -> str:
        return "protection from radiation and Toxic Clouds until your next turn"


@EFFECTS.kind("cloud")
class Cloud(Kind):
    """Toxic Cloud module: put a cloud token within range of the seat's units."""

    payload = CloudSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        if ctx.state.clouds_left > 0:
            ctx.state.push("pick_cloud", seat=ctx.seat, range=spec["range"])

    def useless(self, ctx: Ctx, spec: dict) -> str | None:
        return "no Toxic Cloud token left" if ctx.state.clouds_left <= 0 else None

    def text(self, spec: dict) -> str:
        return f"place a Toxic Cloud within {spec['range']} spaces of your units"


@FLOW.ask("pick_cloud", inside=True, rule="clouds")
def ask_cloud(state: WastelandsState, seat: int, range: int) -> Choice | None:
    """Where the new Toxic Cloud goes (a face-up space within range of an own unit)."""
    mine = [u.hex for u in state.units if u.owner == seat]
    spots = sorted(h for h in state.terrain if h not in state.clouds and any(board.distance(h, m) <= range for m in mine))
    if not spots:
        return None
    return Choice(seat, "Where does the Toxic Cloud go?",
                  [Option(f"On {board.place(state, (q, r))}", (q, r), target=hex_target(q, r)) for q, r in spots])


@FLOW.answer("pick_cloud")
def answer_cloud(state: WastelandsState, there: Hex, seat: int, range: int) -> None:
    """Put the token down."""
    state.clouds.append(there)
    state.clouds_left -= 1
    state.say(f"{seat_name(state, seat)} places a Toxic Cloud on {board.place(state, there)}.")


TRIGGER_WORDS = {"own_turn": "on your turn", "recycle": "when you Recycle", "start_of_turn": "as your turn begins"}


@EFFECTS.kind("ongoing")
class Lasting(Kind):
    """A lasting ability of a card kept in play, once per turn (the card rules use it; nothing to run)."""

    payload = Ongoing

    def run(self, ctx: Ctx, spec: dict) -> None:
        """The ability is used from the menu or on Recycle (rules/actions/cards.py, outposts.py)."""

    def text(self, spec: dict) -> str:
        return f"once per turn, {TRIGGER_WORDS[spec['trigger']]}: {describe_effects(spec['effects'])}"


def lasting(card: str, trigger: str) -> list[list[Effect]]:
    """The effect lists of a card's lasting abilities used on `trigger` (own_turn, recycle)."""
    return [effect["ongoing"]["effects"] for effect in catalog().power_cards[card].effects
            if "ongoing" in effect and effect["ongoing"]["trigger"] == trigger]


@EFFECTS.kind("choose")
class Choose(Kind):
    """The seat picks one of several effect lists (only payable ones)."""

    payload = list[list[EFFECTS.Effect]]

    def run(self, ctx: Ctx, lists: list[list[Effect]]) -> None:
        ctx.state.push("pick_effects", seat=ctx.seat, lists=lists)

    def text(self, lists: list[list[Effect]]) -> str:
        return "choose: " + " or ".join(describe_effects(option) for option in lists)


@FLOW.ask("pick_effects", inside=True, rule="power_cards")
def ask_choose(state: WastelandsState, seat: int, lists: list) -> Choice:
    """Pick one of several effect lists."""
    options = []
    for index, effects in enumerate(lists):
        label = describe_effects(effects)
        why = can_pay(state, seat, effects)
        options.append(Option(label, index) if why is None else disabled(label, why, index))
    return Choice(seat, "Choose one", options)


@FLOW.answer("pick_effects")
def answer_choose(state: WastelandsState, index: int, seat: int, lists: list) -> None:
    """Run the picked list."""
    state.push("effects", seat=seat, effects=lists[index])
