"""Rise of the Wastelands' effect kinds aimed at other players (combat strength, strikes, destroying buildings,
stealing, another player's support) and the frames that pick their targets."""

from __future__ import annotations

from typing import Literal

from engine.core.choice import Choice, Option, disabled

from ..catalog import catalog
from ..schema import StealSpec, StrikeSpec
from ..state import BUILDINGS, RESOURCES, Hex, WastelandsState
from ..targets import hex_target, seat_target
from ..vocabulary import EFFECTS
from . import board, economy
from .economy import seat_name
from .effects import Ctx, Kind, strength_words
from .flow import FLOW


@EFFECTS.kind("combat_strength")
class CombatStrength(Kind):
    """Strength added in a combat (read by the combat rules; nothing to run)."""

    payload = int

    def run(self, ctx: Ctx, amount: int) -> None:
        """A combat card's strength counts in the combat itself (rules/combat.py)."""

    def text(self, amount: int) -> str:
        return f"{amount:+d} combat strength"


@EFFECTS.kind("strike")
class Strike(Kind):
    """Attack a target in range with the card's strength alone (Rain of Fire, Ballistic Missile)."""

    payload = StrikeSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        ctx.state.push("pick_strike", seat=ctx.seat, spec=spec)

    def useless(self, ctx: Ctx, spec: dict) -> str | None:
        return None if strike_targets(ctx.state, ctx.seat, spec, ctx.taken) else "no target in range"

    def text(self, spec: dict) -> str:
        strength = spec["strength"]
        origin = {"army": "Armies", "capital": "Capital", "any_unit": "units"}[spec["origin"]]
        return (f"strike {' or '.join(spec['targets'])} within {spec['range']} spaces of your {origin} with "
                f"{strength_words(strength['source'], strength['rank'], strength['plus'])}")


def strike_targets(state: WastelandsState, seat: int, spec: dict, taken: dict | None = None) -> list[tuple[Hex, str]]:
    """Spaces a strike may hit: a listed kind of target within range of the origin (sorted by space).
    `taken` is `board.owners(state)` when the caller already built it."""
    if spec["origin"] == "capital":
        origins = [state.players[seat].capital]
    elif spec["origin"] == "army":
        origins = [u.hex for u in state.units if u.owner == seat and u.kind == "army"]
    else:
        origins = [u.hex for u in state.units if u.owner == seat]
    if not origins:
        return []
    if taken is None:
        taken = board.owners(state)
    terrain, reach = state.terrain, spec["range"]
    spaces = {h for o in origins for h in board.within(o, reach) if h in taken and h in terrain}
    found = []
    for there in sorted(spaces):  # targets stand on occupied spaces
        if taken[there] == seat:
            continue  # only the seat's own pieces there
        kind = board.target_kind(state, seat, there)
        if kind in spec["targets"]:
            found.append((there, kind))
    return found


@FLOW.ask("pick_strike", inside=True, rule="power_cards")
def ask_strike(state: WastelandsState, seat: int, spec: dict) -> Choice | None:
    """Which target the strike hits."""
    options = [Option(f"Strike {board.describe_target(state, h, k)}", h, target=hex_target(*h))
               for h, k in strike_targets(state, seat, spec)]
    if not options:
        state.say("The strike finds no target.")
        return None
    return Choice(seat, "Strike which target?", options)


@FLOW.answer("pick_strike")
def answer_strike(state: WastelandsState, there: Hex, seat: int, spec: dict) -> None:
    """Fight the strike out against the defender (its die, if any, is rolled at the reveal)."""
    from .combat import begin
    strength = spec["strength"]
    target = board.target_kind(state, seat, there)
    assert target is not None, "the strike's options are spaces with a target (strike_targets)"
    begin(state, "strike", seat, target, there, fixed=strength["plus"], die=strength["source"] == "d6")


@EFFECTS.kind("destroy_building")
class DestroyBuilding(Kind):
    """Remove a Capital building or an Outpost Expansion of another player next to an own Army (Sabotage)."""

    payload = Literal["capital_building", "outpost_expansion"]

    def run(self, ctx: Ctx, what: str) -> None:
        ctx.state.push("pick_destroy", seat=ctx.seat, what=what)

    def useless(self, ctx: Ctx, what: str) -> str | None:
        if not destroy_options(ctx.state, ctx.seat, what):
            return "no building of another player next to your Armies"
        return None

    def text(self, what: str) -> str:
        return ("destroy a building in another player's Capital next to your Army" if what == "capital_building"
                else "destroy another player's Outpost Expansion next to your Army")


def destroy_options(state: WastelandsState, seat: int, what: str) -> list[Option]:
    """Buildings of other players a Sabotage can reach (an own Army next to the Capital / Outpost; an Army
    under a Toxic Cloud may only Move, so it sabotages nothing)."""
    options = []
    armies = [u.hex for u in state.units
              if u.owner == seat and u.kind == "army" and not board.clouded(state, u.hex, seat)]
    for other in range(state.seats):
        if other == seat:
            continue
        player = state.players[other]
        if what == "capital_building":
            if not any(board.distance(a, player.capital) == 1 for a in armies):
                continue
            for building in BUILDINGS:
                if building in player.buildings:
                    options.append(Option(f"Destroy {seat_name(state, other)}'s {catalog().items[building].name}",
                                          (other, building), target=seat_target(other)))
        else:
            for h, o in board.own_outposts(state, other):
                if o.expansion and any(board.distance(a, h) == 1 for a in armies):
                    options.append(Option(f"Destroy {seat_name(state, other)}'s Expansion on {board.place(state, h)}",
                                          (other, h), target=hex_target(*h)))
    return options


@FLOW.ask("pick_destroy", inside=True, rule="power_cards")
def ask_destroy(state: WastelandsState, seat: int, what: str) -> Choice | None:
    """Which building is destroyed."""
    options = destroy_options(state, seat, what)
    if not options:
        state.say("Nothing can be destroyed.")
        return None
    return Choice(seat, "Destroy which building?", options)


@FLOW.answer("pick_destroy")
def answer_destroy(state: WastelandsState, value: tuple, seat: int, what: str) -> None:
    """Remove the building (level 2 upgrades already bought stay)."""
    other, thing = value
    if what == "capital_building":
        state.players[other].buildings.remove(thing)
    else:
        state.outposts[thing].expansion = False
    state.say(f"{seat_name(state, seat)} destroys a building of {seat_name(state, other)}.")


@EFFECTS.kind("steal")
class Steal(Kind):
    """Take resources or Crystals from another player (Informant) or an adjacent Outpost's owner (Bandit)."""

    payload = StealSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        state, seat = ctx.state, ctx.seat
        if spec["victim"] == "any_player":
            state.push("pick_player", seat=seat, purpose="steal", amount=spec["amount"], what=spec["what"])
            return
        victims = steal_victims(state, seat, spec)
        if victims:
            _steal_from(state, seat, victims[0], spec["what"], spec["amount"])

    def useless(self, ctx: Ctx, spec: dict) -> str | None:
        if not steal_victims(ctx.state, ctx.seat, spec):
            return "nobody within reach has anything to take"
        return None

    def text(self, spec: dict) -> str:
        whom = ("another player" if spec["victim"] == "any_player"
                else "the owner of an Outpost next to your Armies")
        return f"take {spec['amount']} {spec['what'].replace('_', ' ')} from {whom}"


def _stealable(state: WastelandsState, other: int, what: str) -> int:
    player = state.players[other]
    if what == "crystal":
        return player.crystals
    if what == "any_resource":
        return economy.total_resources(state, other)
    return player.resources[what]


def _steal_from(state: WastelandsState, seat: int, other: int, what: str, amount: int) -> None:
    for _ in range(amount):
        if what == "any_resource":
            held = sorted(RESOURCES, key=lambda r: -state.players[other].resources[r])
            what_now = held[0] if state.players[other].resources[held[0]] else None
        else:
            what_now = what if _stealable(state, other, what) else None
        if what_now is None:
            break
        economy.lose(state, other, what_now, 1)
        economy.gain(state, seat, what_now, 1)
        state.say(f"{seat_name(state, seat)} takes 1 {what_now} from {seat_name(state, other)}.")


def steal_victims(state: WastelandsState, seat: int, spec: dict) -> list[int]:
    """Players a steal can take something from, in seat order: any other player, or the owners of enemy
    Outposts next to the seat's Armies (Bandit; the first of those with something to take is robbed)."""
    if spec["victim"] == "any_player":
        others = [s for s in range(state.seats) if s != seat]
    else:
        others = sorted({o.owner for h, o in state.outposts.items() if o.owner != seat
                         and any(u.owner == seat and u.kind == "army" and board.distance(u.hex, h) == 1
                                 for u in state.units)})
    return [s for s in others if _stealable(state, s, spec["what"]) > 0]


@FLOW.ask("pick_player", inside=True, rule="power_cards")
def ask_player(state: WastelandsState, seat: int, purpose: str, amount: int, what: str = "") -> Choice | None:
    """Which other player an effect hits."""
    options = []
    for other in range(state.seats):
        if other == seat:
            continue
        label = f"{seat_name(state, other)}"
        why = None
        if purpose == "support" and state.players[other].people_support <= -3:
            why = "already at -3"
        if purpose == "steal" and _stealable(state, other, what) == 0:
            why = "has nothing to take"
        options.append(Option(label, other, target=seat_target(other)) if why is None
                       else disabled(label, why, other, target=seat_target(other)))
    if not any(o.enabled for o in options):
        return None
    return Choice(seat, "Which player?" if purpose == "support" else "Steal from which player?", options)


@FLOW.answer("pick_player")
def answer_player(state: WastelandsState, other: int, seat: int, purpose: str, amount: int, what: str = "") -> None:
    """Apply the effect to the picked player."""
    if purpose == "support":
        economy.change_support(state, other, amount)
    else:
        _steal_from(state, seat, other, what, amount)
