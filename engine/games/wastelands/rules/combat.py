"""Combat: power card for the combat rank, modifiers, the secret Leader cube pick, resolution and aftermath.

The simultaneous secret pick is two sequential choices: the attacker's pick is stored in `state.combat` and
hidden from every other seat's view (hidden.py) until the defender has picked and both are revealed.
The attacker's card and modifier cards are steps of the decision that started the attack (`attack_card`,
`combat_boost`); the defender's card starts the defender's decision (`defend_card`); each secret cube pick
is a decision of its own, since the other side may have chosen just before.
"""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, done, skip
from engine.core.state import AUTOMA, Frame

from ..catalog import catalog
from ..state import Combat, CombatSide, WastelandsState
from ..targets import card_target
from . import board, economy, influence
from .decks import take_power
from .economy import seat_name
from .effects import run_effects
from .flow import FLOW, conceal

MAX_TACTIC = 3


def card_value(card: str | None, rank: str) -> int:
    """The combat rank value printed on a power card (0 without a card)."""
    if card is None:
        return 0
    return getattr(catalog().power_cards[card].combat, rank)


def begin(state: WastelandsState, kind: str, attacker: int, target: str, hex_: tuple[int, int],
          unit: int | None = None, fixed: int | None = None, die: bool = False) -> None:
    """Start a combat against whatever stands on `hex_` and queue its steps.

    A strike passes its printed strength as `fixed`, and `die` when a d6 is added to it. Every die of a combat
    (a strike's, a neutral unit's) is rolled at the reveal, so nobody picks a card or Leader cubes knowing it
    (Combat Against a Neutral Unit: "revealed at the end of the combat"; rules notes R13)."""
    rolls = ["attacker"] if die else []
    if target == "neutral":
        neutral = state.neutrals[hex_]
        defender = CombatSide(seat=-1)
        if neutral.source == "isolated_city":
            rule = catalog().tiles["isolated_city"].rule
            assert rule is not None and rule.neutral_strength is not None, "the Isolated City's rule sets its strength"
            spec = rule.neutral_strength
        else:
            encounter = catalog().events[neutral.source].encounter
            assert encounter is not None, "a neutral unit on the map comes from an encounter event"
            spec = encounter.strength
        defender.modifiers = spec.plus
        if spec.source == "power_card":
            assert spec.rank is not None, "a power card strength names its rank (schema)"
            defender.rank = spec.rank
            defender.card = take_power(state)
            defender.drew = defender.card is not None
        elif spec.source == "d6":
            defender.fixed = 0
            rolls.append("defender")
        else:
            defender.fixed = 0
        defender.cubes = 0
        defender_unit = None
    else:
        if target == "capital":
            owner = board.capital_owner(state, hex_)
            assert owner is not None, "a capital target is a space of some seat's Capital"
            seat = owner
            rank = "superior"
            defender_unit = None
        elif target == "outpost":
            seat = state.outposts[hex_].owner
            rank = "medium"
            defender_unit = None
        else:
            piece = state.units_at(hex_)[0]
            seat = piece.owner
            rank = economy.army_rank(state, seat) if piece.kind == "army" else "basic"
            defender_unit = piece.id
        defender = CombatSide(seat=seat, rank=rank)
    side = CombatSide(seat=attacker, rank=economy.army_rank(state, attacker))
    if fixed is not None:
        side.fixed, side.cubes = fixed, 0
    state.combat = Combat(kind=kind, attacker=side, defender=defender, target=target, hex=hex_, unit=unit,
                          defender_unit=defender_unit)
    state.say(f"{seat_name(state, attacker)} attacks {board.describe_target(state, hex_, target)}.")
    steps = []
    if fixed is None:
        steps += [("attack_card", "attacker"), ("combat_boost", "attacker")]
    if target != "neutral":
        steps += [("defend_card", "defender"), ("combat_boost", "defender")]
    if fixed is None:
        steps.append(("combat_cubes", "attacker"))
    if target != "neutral":
        steps.append(("combat_cubes", "defender"))
    steps += [("combat_roll", s) for s in rolls]
    frames = [Frame(name, {"side": s}) for name, s in steps]
    # an automated side names its face-down card just before the reveal (automa/combat.py)
    frames += [Frame("automated_combat_reveal", {"seat": side.seat, "side": name})
               for name, side in (("attacker", state.combat.attacker), ("defender", state.combat.defender))
               if side.seat >= 0 and state.seat_kinds[side.seat] == AUTOMA]
    state.schedule(*frames, Frame("combat_resolve", {}))


def loot(rolls: int) -> list[dict]:
    """Combat Rewards: rolls of the Loot die, as an effect list."""
    return [{"roll": "loot"} for _ in range(rolls)]


def _side(state: WastelandsState, side: str) -> CombatSide:
    return getattr(state.combat, side)


@FLOW.step("combat_roll")
def roll_die(state: WastelandsState, side: str) -> None:
    """Roll a side's d6 as the combat is revealed and add it to its printed strength."""
    me = _side(state, side)
    roll = state.rng.roll(6)
    me.fixed = (me.fixed or 0) + roll
    who = "the neutral unit" if me.seat < 0 else seat_name(state, me.seat)
    state.say(f"The d6 for {who} shows {roll}.")


def _count_for_turn(state: WastelandsState, seat: int, counter: str) -> None:
    """Add 1 to a this-turn counter of the active seat (a strike on another player's turn counts for nobody)."""
    if state.turn is not None and state.turn.seat == seat:
        setattr(state.turn, counter, getattr(state.turn, counter) + 1)


def ask_card(state: WastelandsState, side: str) -> Choice | None:
    """Draw a power card, then pick the card whose combat value counts (the others stay in hand)."""
    me = _side(state, side)
    if state.seat_kinds[me.seat] == AUTOMA:
        state.push("automated_combat_pick", seat=me.seat, side=side)
        return None
    hand = state.players[me.seat].hand
    if not me.drew and me.card is None:
        drawn = take_power(state)
        if drawn is not None:
            hand.append(drawn)
            me.drew = True
            state.say(f"You draw {catalog().power_cards[drawn].name} for the combat.", only=me.seat)
    if not hand:
        return None
    options = [Option(f"Fight with {catalog().power_cards[c].name} ({card_value(c, me.rank)})", c,
                      target=card_target(c)) for c in hand]
    return Choice(me.seat, f"Pick a power card for your {me.rank} combat rank", options, kind="combat_card")


def answer_card(state: WastelandsState, card: str, side: str) -> None:
    """Lay the chosen card face down."""
    me = _side(state, side)
    state.players[me.seat].hand.remove(card)
    me.card = card
    state.say(f"{seat_name(state, me.seat)} lays a power card face down.")


FLOW.ask("attack_card", inside=True, rule="combat")(ask_card)
FLOW.answer("attack_card")(answer_card)
FLOW.ask("defend_card", rule="combat")(ask_card)
FLOW.answer("defend_card")(answer_card)


def combat_bonus(card: str) -> int:
    """The strength a combat card adds as a modifier (Moral Boost, Ambush)."""
    return sum(effect.get("combat_strength", 0) for effect in catalog().power_cards[card].effects)


def _boosts(state: WastelandsState, side: str) -> list[str]:
    me = _side(state, side)
    allowed = ("combat", "combat_attacking" if side == "attacker" else "combat_defending")
    return [c for c in state.players[me.seat].hand if catalog().power_cards[c].timing in allowed]


@FLOW.ask("combat_boost", inside=True, rule="combat")
def ask_boost(state: WastelandsState, side: str) -> Choice | None:
    """Play combat-timed cards (Moral Boost, Ambush) as modifiers, one at a time, then Done.

    Asked whenever the side holds cards, combat cards or not (the other cards are listed disabled): whether
    it is asked must not tell the opponent what the hand holds (rules notes R20)."""
    me = _side(state, side)
    if me.seat < 0 or state.seat_kinds[me.seat] == AUTOMA:
        return None
    hand = state.players[me.seat].hand
    if not hand:
        return None
    usable = set(_boosts(state, side))
    options = []
    for c in hand:
        spec = catalog().power_cards[c]
        if c in usable:
            bonus = combat_bonus(c)
            options.append(Option(f"Play {spec.name} (+{bonus})", c, target=card_target(c)))
        else:
            options.append(disabled(f"Play {spec.name}", "not a combat modifier here", c, target=card_target(c)))
    options.append(done())
    return Choice(me.seat, "Play a combat card as a modifier?", options)


@conceal("combat_boost")
def _boost_concealed(state: WastelandsState, side: str) -> bool:
    return True


@FLOW.answer("combat_boost")
def answer_boost(state: WastelandsState, card: str | None, side: str) -> None:
    """Add the card to the side's modifiers (face down until the reveal)."""
    if card is None:
        return
    me = _side(state, side)
    state.players[me.seat].hand.remove(card)
    me.boosts.append(card)
    state.push("combat_boost", side=side)


@FLOW.ask("combat_cubes", rule="combat")
def ask_cubes(state: WastelandsState, side: str) -> Choice | None:
    """The secret Combat Tactics pick: 0 to 3 Leader cubes (+1 strength each)."""
    me = _side(state, side)
    if me.cubes is not None:
        return None
    most = min(MAX_TACTIC, state.players[me.seat].leader_cubes)
    if most == 0:
        me.cubes = 0
        return None
    options = [Option(f"Commit {n} Leader cube{'s' * (n != 1)}", n) for n in range(most + 1)]
    return Choice(me.seat, "Secretly choose your Combat Tactics card", options, kind="combat_cubes")


@FLOW.answer("combat_cubes")
def answer_cubes(state: WastelandsState, cubes: int, side: str) -> None:
    """Store the secret pick."""
    _side(state, side).cubes = cubes
    state.say(f"{seat_name(state, _side(state, side).seat)} picks a Combat Tactics card.")


def modifiers(state: WastelandsState, side: str) -> int:
    """Default and acquired combat modifiers of a side (Combat Modifiers)."""
    combat = state.combat
    assert combat is not None, "combat modifiers are counted during a combat"
    me = _side(state, side)
    other = combat.defender if side == "attacker" else combat.attacker
    if me.seat < 0:
        return me.modifiers
    if side == "attacker" and combat.kind == "strike":
        return 0  # "no more modifiers": the card's strength alone (rules notes 18)
    total = 1 if side == "attacker" else 0
    player = state.players[me.seat]
    if other.seat >= 0 and player.prestige > state.players[other.seat].prestige:
        total += 1
    unit_hex = None
    if side == "attacker" and combat.unit is not None and (army := state.unit(combat.unit)):
        unit_hex = army.hex
    elif side == "defender" and combat.target in ("army", "scout"):
        unit_hex = combat.hex
    if unit_hex is not None and state.terrain.get(unit_hex) == "desert":
        total -= 1
    if "comms_tower" in player.buildings:
        total += 1
    if "combat_support" in player.upgrades and player.people_support >= 2:
        total += 2
    if "combat_training" in player.upgrades:
        total += 1
    if side == "defender" and combat.target == "outpost" and state.outposts[combat.hex].expansion:
        total += 2
    return total


def strength(state: WastelandsState, side: str) -> int:
    """Total combat strength of a side."""
    me = _side(state, side)
    boost = sum(combat_bonus(c) for c in me.boosts)
    base = me.fixed if me.fixed is not None else card_value(me.card, me.rank)
    return base + boost + (me.cubes or 0) + modifiers(state, side)


@FLOW.step("combat_resolve")
def resolve(state: WastelandsState) -> None:
    """Reveal both sides, compare strengths, then the aftermath and rewards."""
    combat = state.combat
    assert combat is not None, "the resolve step closes a combat in progress"
    att, dfn = combat.attacker, combat.defender
    a, d = strength(state, "attacker"), strength(state, "defender")
    state.reveal()
    state.say(f"Combat: attacker {a} against defender {d}.")
    for me in (att, dfn):
        for card in ([me.card] if me.card else []) + me.boosts:
            state.power_discard.append(card)
    if a > d:
        winner, loser = "attacker", "defender"
    elif d > a:
        winner, loser = "defender", "attacker"
    else:
        winner = loser = None
    for name in ("attacker", "defender"):
        me = _side(state, name)
        if me.seat >= 0 and me.cubes and name != loser:
            state.players[me.seat].leader_cubes -= me.cubes
    state.combat = None
    aftermath(state, combat, winner)


def aftermath(state: WastelandsState, combat: Combat, winner: str | None) -> None:
    """Remove the defeated piece and hand out the rewards (Combat Rewards)."""
    att, dfn = combat.attacker.seat, combat.defender.seat
    neutral = combat.target == "neutral"
    strike = combat.kind == "strike"
    if not neutral:
        economy.gain_prestige(state, att, 1)  # attacking
    if winner is None:
        state.say("The combat is a tie: nobody is defeated.")
        if not neutral:
            economy.gain_prestige(state, dfn, 1)
        return
    if winner == "defender":
        state.say("The defender holds.")
        if strike:
            return
        army = state.unit(combat.unit) if combat.unit is not None else None
        if army is not None:
            state.units.remove(army)
        if not neutral:
            economy.gain_prestige(state, dfn, 1)
            state.push("effects", seat=dfn, source="the victory", effects=loot(1))
        return
    _count_for_turn(state, att, "combats_won")
    if neutral:
        piece = state.neutrals.pop(combat.hex)
        state.players[att].neutrals_defeated += 1
        if piece.source == "isolated_city":
            state.isolated_city_defeated = True
            rule = catalog().tiles["isolated_city"].rule
            assert rule is not None and rule.neutral_reward is not None, "the Isolated City's rule sets its reward"
            reward = rule.neutral_reward
        else:
            encounter = catalog().events[piece.source].encounter
            assert encounter is not None, "a neutral unit on the map comes from an encounter event"
            reward = encounter.reward
            state.event_discard.append(piece.source)
        state.say(f"{seat_name(state, att)} defeats the neutral unit.")
        run_effects(state, att, reward, "the neutral unit")
        return
    if combat.target in ("army", "scout"):
        unit = state.unit(combat.defender_unit) if combat.defender_unit is not None else None
        if unit is not None:
            state.units.remove(unit)
        state.say(f"{seat_name(state, att)} defeats {seat_name(state, dfn)}'s {combat.target}.")
        if combat.target == "army":
            economy.gain_prestige(state, att, 1)
            state.push("effects", seat=att, source="the victory", effects=loot(1))
    elif combat.target == "outpost":
        outpost = state.outposts.pop(combat.hex)
        _count_for_turn(state, att, "outposts_defeated")
        state.say(f"{seat_name(state, att)} defeats {seat_name(state, dfn)}'s {outpost.resource} Outpost.")
        economy.gain_prestige(state, att, 1)
        economy.gain(state, dfn, outpost.resource, 2)
        state.push("effects", seat=att, source="the victory", effects=loot(2))
    else:
        state.players[att].capitals_defeated.append(dfn)
        state.say(f"{seat_name(state, att)} defeats {seat_name(state, dfn)}'s Capital.")
        economy.gain_prestige(state, att, 2)
        state.push("effects", seat=att, source="the victory", effects=loot(2))
        if state.players[att].influence_pool > 0:
            state.push("capital_influence", seat=att, victim=dfn)


@FLOW.ask("capital_influence", rule="combat")
def ask_capital_influence(state: WastelandsState, seat: int, victim: int) -> Choice | None:
    """After defeating a Capital the attacker may place 1 Influence token on its owner."""
    if state.players[seat].influence_pool <= 0:
        return None
    return Choice(seat, f"Place an Influence token on {seat_name(state, victim)}?",
                  [Option("Place the token", True), skip("Keep it", False)])


@FLOW.answer("capital_influence")
def answer_capital_influence(state: WastelandsState, place: bool, seat: int, victim: int) -> None:
    """Place the token straight from the pool (no positive People Support needed)."""
    if place:
        state.players[seat].influence_pool -= 1
        influence.receive(state, seat, victim)
