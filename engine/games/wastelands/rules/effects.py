"""The effect vocabulary interpreter (docs/content-wastelands.md): rewards, events, cards and abilities.

An effect list runs one effect at a time through the `effects` frame; effects that need a decision push a
small choice (which resource, which player, which target)."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled
from engine.core.state import Frame

from ..schema import content
from ..state import BUILDINGS, RESOURCES, WastelandsState
from ..targets import hex_target, seat_target
from . import board, combat, economy
from .economy import seat_name
from .flow import FLOW


def can_pay(state: WastelandsState, seat: int, effects: list[dict]) -> str | None:
    """Why an effect list's `pay` steps cannot be paid (None when they can)."""
    player = state.players[seat]
    for effect in effects:
        for what, amount in effect.get("pay", {}).items():
            have = player.crystals if what == "crystal" else (
                economy.total_resources(state, seat) if what == "any_resource" else player.resources[what])
            if have < amount:
                return f"needs {amount} {what.replace('_', ' ')}, you have {have}"
    return None


def die_faces(die: str) -> list:
    """The faces of a die."""
    return next(d for d in content().dice.dice if d.id == die).faces


@FLOW.step("effects")
def run(state: WastelandsState, seat: int, effects: list[dict], source: str = "") -> None:
    """Run the first effect, then the rest."""
    if not effects:
        return
    first, rest = effects[0], effects[1:]
    if rest:
        state.push("effects", seat=seat, effects=rest, source=source)
    (key, value), = first.items()
    HANDLERS[key](state, seat, value)


def _gain(state: WastelandsState, seat: int, value: dict) -> None:
    for what, amount in value.items():
        if what == "any_resource":
            state.schedule(*[Frame("pick_resource", {"seat": seat, "mode": "gain"}) for _ in range(amount)])
        else:
            got = economy.gain(state, seat, what, amount)
            state.say(f"{seat_name(state, seat)} gains {got} {what}.")


def _pay(state: WastelandsState, seat: int, value: dict) -> None:
    for what, amount in value.items():
        if what == "any_resource":
            state.schedule(*[Frame("pick_resource", {"seat": seat, "mode": "pay"}) for _ in range(amount)])
        else:
            economy.lose(state, seat, what, amount)
            state.say(f"{seat_name(state, seat)} pays {amount} {what}.")


def _lose(state: WastelandsState, seat: int, value: dict) -> None:
    for what, amount in value.items():
        if what == "any_resource":
            for _ in range(amount):
                held = [r for r in RESOURCES if state.players[seat].resources[r]]
                if held:
                    economy.lose(state, seat, held[0], 1)
        else:
            economy.lose(state, seat, what, amount)


@FLOW.ask("pick_resource")
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
    return Choice(seat, "Gain which resource?" if mode == "gain" else "Pay which resource?", options)


@FLOW.answer("pick_resource")
def answer_resource(state: WastelandsState, resource: str, seat: int, mode: str) -> None:
    """Gain or pay the picked resource."""
    if mode == "gain":
        economy.gain(state, seat, resource, 1)
        state.say(f"{seat_name(state, seat)} gains 1 {resource}.")
    else:
        economy.lose(state, seat, resource, 1)
        state.say(f"{seat_name(state, seat)} pays 1 {resource}.")


def _support(state: WastelandsState, seat: int, value: int) -> None:
    economy.change_support(state, seat, value)


def _opponent_support(state: WastelandsState, seat: int, value: int) -> None:
    state.push("pick_player", seat=seat, purpose="support", amount=value)


@FLOW.ask("pick_player")
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


def _steal(state: WastelandsState, seat: int, value: dict) -> None:
    if value["victim"] == "any_player":
        state.push("pick_player", seat=seat, purpose="steal", amount=value["amount"], what=value["what"])
        return
    victims = steal_victims(state, seat, value)
    if victims:
        _steal_from(state, seat, victims[0], value["what"], value["amount"])


def steal_victims(state: WastelandsState, seat: int, value: dict) -> list[int]:
    """Players a steal can take something from, in seat order: any other player, or the owners of enemy
    Outposts next to the seat's Armies (Bandit; the first of those with something to take is robbed)."""
    if value["victim"] == "any_player":
        others = [s for s in range(state.seats) if s != seat]
    else:
        others = sorted({o.owner for h, o in state.outposts.items() if o.owner != seat
                         and any(u.owner == seat and u.kind == "army" and board.distance(u.hex, h) == 1
                                 for u in state.units)})
    return [s for s in others if _stealable(state, s, value["what"]) > 0]


def _prestige(state: WastelandsState, seat: int, value: int) -> None:
    economy.gain_prestige(state, seat, value)


def _cubes(state: WastelandsState, seat: int, value: int) -> None:
    state.players[seat].leader_cubes += value
    state.say(f"{seat_name(state, seat)} gains {value} Leader cube(s).")


def _draw(state: WastelandsState, seat: int, value: int) -> None:
    economy.draw_power(state, seat, value)


def _roll(state: WastelandsState, seat: int, die: str) -> None:
    faces = die_faces(die)
    face = faces[state.rng.below(len(faces))]
    state.say(f"{seat_name(state, seat)} rolls the {die} die: {face.label}.")
    if face.effects:
        state.push("effects", seat=seat, effects=[e.model_dump(exclude_none=True) for e in face.effects],
                   source=f"the {die} die")


def _action_points(state: WastelandsState, seat: int, value: int) -> None:
    if state.turn is not None and state.turn.seat == seat:
        state.turn.bonus_ap += value
        state.say(f"{seat_name(state, seat)} gains {value} Action Point(s) for this turn.")


def _free_action(state: WastelandsState, seat: int, action: str) -> None:
    if state.turn is not None and state.turn.seat == seat:
        state.push("act", seat=seat, action=action, free=True)


def _build(state: WastelandsState, seat: int, what: str) -> None:
    from .actions.buy import why_not_item
    if why_not_item(state, seat, what, pay_cost=False):
        state.say(f"No {what.replace('_', ' ')} can be placed.")
        return
    if what == "outpost_expansion":
        state.push("buy_expansion", seat=seat, free=True, paid=False)
    else:
        state.push("buy_place", seat=seat, item=what, free=True, paid=False)


def _discount(state: WastelandsState, seat: int, value: dict) -> None:
    if state.turn is not None:
        state.turn.discounts.append((value["item"], value["amount"]))


def _move(state: WastelandsState, seat: int, value: dict) -> None:
    terrain = False if value.get("ignore_upgrades") else (True if value.get("all_terrain") else None)
    state.push("effect_move", seat=seat, spaces=value["spaces"], all_terrain=terrain)


def _nothing(state: WastelandsState, seat: int, value) -> None:
    """Effects that only matter elsewhere (combat strength in a combat, ongoing cards in play)."""


def strike_targets(state: WastelandsState, seat: int, spec: dict) -> list[tuple[tuple[int, int], str]]:
    """Spaces a strike may hit: a listed kind of target within range of the origin."""
    from .actions.attack import target_kind
    if spec["origin"] == "capital":
        origins = [state.players[seat].capital]
    elif spec["origin"] == "army":
        origins = [u.hex for u in state.units if u.owner == seat and u.kind == "army"]
    else:
        origins = [u.hex for u in state.units if u.owner == seat]
    found = []
    for there in sorted(h for h in board.owners(state) if h in state.terrain):  # targets stand on occupied spaces
        if not any(board.distance(there, o) <= spec["range"] for o in origins):
            continue
        kind = target_kind(state, seat, there)
        if kind in spec["targets"]:
            found.append((there, kind))
    return found


def _strike(state: WastelandsState, seat: int, value: dict) -> None:
    state.push("pick_strike", seat=seat, spec=value)


@FLOW.ask("pick_strike")
def ask_strike(state: WastelandsState, seat: int, spec: dict) -> Choice | None:
    """Which target the strike hits."""
    from .actions.attack import describe
    options = [Option(f"Strike {describe(state, h, k)}", h, target=hex_target(*h)) for h, k in strike_targets(state, seat, spec)]
    if not options:
        state.say("The strike finds no target.")
        return None
    return Choice(seat, "Strike which target?", options)


@FLOW.answer("pick_strike")
def answer_strike(state: WastelandsState, there: tuple[int, int], seat: int, spec: dict) -> None:
    """Fight the strike out against the defender (its die, if any, is rolled at the reveal)."""
    from .actions.attack import target_kind
    strength = spec["strength"]
    combat.begin(state, "strike", seat, target_kind(state, seat, there), there, fixed=strength.get("plus", 0),
                 die=strength["source"] == "d6")


def _destroy(state: WastelandsState, seat: int, what: str) -> None:
    state.push("pick_destroy", seat=seat, what=what)


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
                    options.append(Option(f"Destroy {seat_name(state, other)}'s {economy.items()[building].name}",
                                          (other, building), target=seat_target(other)))
        else:
            for h, o in board.own_outposts(state, other):
                if o.expansion and any(board.distance(a, h) == 1 for a in armies):
                    options.append(Option(f"Destroy the Expansion at {h[0]},{h[1]}", (other, h), target=hex_target(*h)))
    return options


@FLOW.ask("pick_destroy")
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


def _immunity(state: WastelandsState, seat: int, value: str) -> None:
    state.players[seat].immune = True
    state.say(f"{seat_name(state, seat)} is protected from radiation until their next turn.")


def _cloud(state: WastelandsState, seat: int, value: dict) -> None:
    if state.clouds_left > 0:
        state.push("pick_cloud", seat=seat, range=value["range"])


@FLOW.ask("pick_cloud")
def ask_cloud(state: WastelandsState, seat: int, range: int) -> Choice | None:
    """Where the new Toxic Cloud goes (a face-up space within range of an own unit)."""
    mine = [u.hex for u in state.units if u.owner == seat]
    spots = sorted(h for h in state.terrain if h not in state.clouds and any(board.distance(h, m) <= range for m in mine))
    if not spots:
        return None
    return Choice(seat, "Place the Toxic Cloud", [Option(f"Cloud at {q},{r}", (q, r), target=hex_target(q, r)) for q, r in spots])


@FLOW.answer("pick_cloud")
def answer_cloud(state: WastelandsState, there: tuple[int, int], seat: int, range: int) -> None:
    """Put the token down."""
    state.clouds.append(there)
    state.clouds_left -= 1
    state.say(f"{seat_name(state, seat)} places a Toxic Cloud at {there[0]},{there[1]}.")


def _choose(state: WastelandsState, seat: int, lists: list) -> None:
    state.push("pick_effects", seat=seat, lists=lists)


@FLOW.ask("pick_effects")
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


def describe_effects(effects: list[dict]) -> str:
    """A short readable summary of an effect list."""
    parts = []
    for effect in effects:
        (key, value), = effect.items()
        if key == "people_support":
            parts.append(f"{value:+d} People Support")
        elif key == "opponent_people_support":
            parts.append(f"{value:+d} People Support to another player")
        else:
            parts.append(f"{key.replace('_', ' ')} {value}")
    return ", ".join(parts)


HANDLERS = {
    "gain": _gain, "pay": _pay, "lose": _lose, "people_support": _support,
    "opponent_people_support": _opponent_support, "military_prestige": _prestige, "leader_cubes": _cubes,
    "draw_power": _draw, "roll": _roll, "action_points": _action_points, "free_action": _free_action,
    "build": _build, "discount": _discount, "move": _move, "combat_strength": _nothing, "strike": _strike,
    "destroy_building": _destroy, "steal": _steal, "immunity": _immunity, "cloud": _cloud, "ongoing": _nothing,
    "choose": _choose,
}
