"""Scenario tests of combat: power card rank values, modifiers, secret Leader cube picks, ties and rewards."""

from __future__ import annotations

from engine.core.scenario import Pick, Scenario
from engine.games.wastelands.game import GAME
from engine.games.wastelands.rules import board, combat
from engine.games.wastelands.state import Unit

from .helpers import script


def new(players: int = 2, seed: int = 3):
    """A fresh game at the first player's action menu."""
    return Scenario(GAME, players, {}, seed).state()


def pick(state, label: str) -> None:
    """Apply the first pending option whose label starts with `label`."""
    GAME.flow.refresh(state)
    for i, option in enumerate(state.pending.options):
        if option.label.startswith(label):
            GAME.advance(state, i)
            return
    raise AssertionError(f"no option {label!r} in {[o.label for o in state.pending.options]}")


def duel(seed: int = 3, cards: tuple[str, str] = ("supply_drop_1", "war_hero_1")):
    """The active seat's Army on its capital tile's centre, the other seat's Army next to it; empty hands. The
    attacker draws the first of `cards`, the defender the second."""
    state = new(seed=seed)
    seat = state.turn.seat
    other = 1 - seat
    spaces = board.tile_spaces(state.slots[board.capital_slot(state, seat)])
    a = spaces[0][0]
    b = next(h for h, t, icons in spaces[1:] if t == "plain" and not icons)
    state.units = [Unit(id=90, owner=seat, kind="army", hex=a), Unit(id=91, owner=other, kind="army", hex=b)]
    script(state, *(Pick(card) for card in cards))
    return state, seat, other


def test_army_combat_and_rewards():
    """Draw a card, pick the rank card, secret cubes, resolution; attacker +1, defeating an Army (rulebook Combat
    sequence)."""
    state, seat, other = duel()
    state.players[other].hand = []
    pick(state, "Attack")  # one Army, one target; each side holds only the card it drew (rules notes R20)
    assert state.combat.attacker.card == "supply_drop_1"  # basic 4
    assert state.combat.defender.card == "war_hero_1"  # basic 1
    assert state.pending.prompt.startswith("Secretly")
    pick(state, "Commit 2")
    view = GAME.view(state, other)
    assert view.combat.attacker.cubes == 0  # the attacker's pick is hidden from the defender
    pick(state, "Commit 0")
    # attacker 4 + 2 cubes + 1 attacking = 7 against 1: the defending Army is removed
    assert state.combat is None
    assert [u.id for u in state.units] == [90]
    assert state.players[seat].leader_cubes == 3  # the winner loses the cubes it used
    assert state.players[seat].prestige == 2  # attacking + defeating an Army
    assert state.players[seat].hand == [] or len(state.players[seat].hand) == 1  # a Loot roll may draw one


def test_modifiers():
    """Desert -1, Comms Tower +1, Combat Training +1, Combat Support +2 at +2 support (rulebook Combat Modifiers)."""
    state, seat, other = duel()
    pick(state, "Attack")
    player = state.players[seat]
    player.buildings.append("comms_tower")
    player.upgrades += ["combat_training", "combat_support"]
    player.people_support = 2
    state.players[other].prestige = 1
    assert combat.modifiers(state, "attacker") == 1 + 1 + 1 + 2
    assert combat.modifiers(state, "defender") == 1  # more Military Prestige than the attacker


def test_tie():
    """A tie has no loser; the defender gains 1 Military Prestige; both lose the cubes they used (rulebook Combat
    Sequence, Resolution)."""
    state, seat, other = duel(cards=("war_hero_1", "supply_drop_1"))
    state.players[other].hand = []
    pick(state, "Attack")
    assert state.combat.attacker.card == "war_hero_1"  # 1 + 1 attacking
    assert state.combat.defender.card == "supply_drop_1"
    pick(state, "Commit 2")  # 4 against 4
    pick(state, "Commit 0")
    assert sorted(u.id for u in state.units) == [90, 91]
    assert state.players[seat].leader_cubes == 3 and state.players[other].leader_cubes == 5
    assert state.players[other].prestige == 1 and state.players[seat].prestige == 1
