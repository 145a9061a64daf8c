"""Scenario tests of the automated players (rulebook "Solo Mode"): deck builds, the four-step turn, placement
clockwise from behind the Capital, Outpost order, die-rolled claims, combat behaviour, influence, hidden deck."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from engine.core.rng import Rng
from engine.core.scenario import Pick, Scenario
from engine.core.state import AUTOMA
from engine.games.wastelands.automa import deck as automa_deck
from engine.games.wastelands.automa import places as A
from engine.games.wastelands.automa.deck import automated_seats, drawer
from engine.games.wastelands.catalog import catalog
from engine.games.wastelands.game import GAME
from engine.games.wastelands.rules import board, combat
from engine.games.wastelands.rules.flow import FLOW
from engine.games.wastelands.state import Outpost, TurnState, Unit

from .helpers import put_on_top, reveal, script


def new_state(players: int = 1, automated: int = 1, difficulty: str = "medium", seed: int = 3):
    """A fresh game (the human's first choice pending), with the automated deck prepared."""
    return Scenario(GAME, players, {"automated": str(automated), "difficulty": difficulty}, seed).state()


def drain(state) -> None:
    """Resolve every pending automated choice (as the session does)."""
    GAME.run_automa(state)


def run_frames(state, seat: int, *frames: tuple[str, dict]) -> None:
    """Throw away what was pending and run the given frames as `seat`'s turn."""
    state.pending = None
    state.stack = []
    state.turn = TurnState(seat=seat)
    for name, args in reversed(frames):
        state.push(name, **args)
    FLOW.settle(state)
    drain(state)


def automated_turn(state, seat: int) -> None:
    """Run steps 2-4 of an automated player's turn."""
    run_frames(state, seat, ("automated_turn", {"seat": seat}))


def rigged_roll(state, face: int) -> None:
    """Script the next d6 roll to show `face`."""
    script(state, face - 1)


def build_deck(difficulty: str, seed: int) -> list[str]:
    """The Automated Action deck a game prepared at `difficulty` turns out to hold, top card last: every card
    revealed in turn (a card's identity is drawn as it is revealed)."""
    state = new_state(difficulty=difficulty, seed=seed)
    holder = drawer(state)
    revealed = []
    while holder.deck:
        revealed.append(automa_deck.reveal_next(state, holder))
    return revealed[::-1]


def cards() -> dict:
    """Automated action cards by id."""
    return catalog().solo_cards


def log_text(state) -> str:
    return "\n".join(line.text for line in state.log)


def reveal_tile(state, slot_name: str) -> int:
    """Flip a tile face up (rotation 0), as if it had been explored."""
    index = next(i for i, s in enumerate(state.slots) if s.slot == slot_name)
    reveal(state, index)
    return index


def clear_tile(state, index: int, terrain: str = "plain") -> list:
    """Make every space of a tile the given terrain, with no icons (a clean test tile)."""
    hexes = board.slot_hexes(state.slots[index])
    for h in hexes:
        state.terrain[h] = terrain
        state.icons.pop(h, None)
    return hexes


AUTO = 1  # in the default 1 human + 1 automated game, seat 1 is the automated player


# ---------------------------------------------------------------- Setup: deck builds


def sets_of(deck: list[str]) -> list[str]:
    return [cards()[c].set for c in reversed(deck)]  # top first


def claiming(deck: list[str], card_set: str) -> int:
    return sum(1 for c in deck if cards()[c].set == card_set and cards()[c].claiming)


@pytest.mark.parametrize("seed", range(25))
def test_easy_deck(seed):
    """Easy removes the Claiming card from Beginning and a random Non-Claiming card from Middle; Start card on top, then
    Beginning, Middle, End (rulebook Solo Mode, Setup)."""
    deck = build_deck("easy", seed)
    assert sets_of(deck) == ["start"] + ["beginning"] * 4 + ["middle"] * 5 + ["end"] * 3
    assert claiming(deck, "beginning") == 0
    assert claiming(deck, "middle") == 2
    assert claiming(deck, "end") == 3


@pytest.mark.parametrize("seed", range(25))
def test_medium_deck(seed):
    """Medium removes 2 random Non-Claiming Beginning cards, a Claiming and a random Non-Claiming Middle card (rulebook
    Solo Mode, Setup)."""
    deck = build_deck("medium", seed)
    assert sets_of(deck) == ["start"] + ["beginning"] * 3 + ["middle"] * 4 + ["end"] * 3
    assert claiming(deck, "beginning") == 1
    assert claiming(deck, "middle") == 1
    assert claiming(deck, "end") == 3


@pytest.mark.parametrize("seed", range(25))
def test_hard_deck(seed):
    """Hard removes 3 random Non-Claiming Beginning cards; sets a Claiming Middle card aside, removes 3 random Middle
    cards, then returns the set-aside card (rulebook Solo Mode, Setup)."""
    deck = build_deck("hard", seed)
    assert sets_of(deck) == ["start"] + ["beginning"] * 2 + ["middle"] * 3 + ["end"] * 3
    assert claiming(deck, "beginning") == 1
    assert claiming(deck, "middle") >= 1  # the set-aside card always comes back


def test_hard_deck_random_removals_vary():
    """The removed cards are random (drawn through the game's PRNG) (rulebook Solo Mode, Setup)."""
    decks = {tuple(sorted(build_deck("hard", seed))) for seed in range(40)}
    assert len(decks) > 5
    middles = Counter(claiming(list(d), "middle") for d in decks)
    assert set(middles) == {1, 2}


def test_setup_prepares_deck_and_empties_leader_pool():
    """Only Player boards for automated players (no Leader board, so no Leader cubes yet); a human player always starts
    (rulebook Solo Mode, Setup)."""
    state = new_state(difficulty="hard")
    holder = state.automated[AUTO]
    assert len(holder.deck) == 9 and holder.deck[-1] == "start"
    assert state.players[AUTO].leader_cubes == 0
    assert state.seat_kinds[state.order[0]] != AUTOMA
    automa_deck.prepare(state)  # idempotent
    assert len(holder.deck) == 9


# ---------------------------------------------------------------- the clock


def test_clockwise_from_noon():
    """12 o'clock, then clockwise (screen y grows downwards) (rulebook Solo Mode, Gameplay)"""
    origin, noon = (0, 0), (0, -1)
    angles = [A._clockwise(origin, noon, h) for h in [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]]
    assert angles == sorted(angles)
    assert angles[0] == 0.0
    assert angles[3] == pytest.approx(math.pi)


def test_tile_order_starts_behind_the_capital():
    """In the rulebook's words, "imagine the back of the automated player's capital as 12 o'clock. Then, going
    clockwise, choose the first available tile." 2 seats: the automated Capital (outer_7) points south-west, so its
    neighbours come north-west first (inner_4), then north-east (inner_3) (rulebook Solo Mode, Gameplay)"""
    state = new_state()
    names = [state.slots[i].slot for i in A.candidate_tiles(state, AUTO, "near_capital")]
    assert names == ["outer_7", "inner_4", "inner_3"]
    spaces = A.space_order(state, AUTO, board.capital_slot(state, AUTO))
    centre, capital = A.noon(state, AUTO)
    assert spaces[0] == centre and spaces[1] == capital  # the capital space is at 12 o'clock


# ---------------------------------------------------------------- step 2: draw; step 3: halves


def test_first_turn_reveals_start_card_and_explores_near_capital():
    """Draw the Starting card; explore the first face-down tile clockwise (rulebook Solo Mode, Gameplay 2 + 3)."""
    state = new_state()
    script(state, Pick("abandoned_depot"))
    automated_turn(state, AUTO)
    holder = state.automated[AUTO]
    assert holder.card == "auto_start" and holder.card_set == "start"
    inner_4 = next(s for s in state.slots if s.slot == "inner_4")
    assert inner_4.face_up and inner_4.rotation == 0
    text = log_text(state)
    assert "reveals First Steps" in text and f"explores tile {state.slots.index(inner_4) + 1}: it is" in text


def test_explore_event_takes_first_option():
    """In the rulebook's words, "Draw an Exploration Event card and resolve it (if there is a choice, always take the
    first option)" (rulebook Solo Mode, Gameplay 3)"""
    state = new_state()
    script(state, Pick("abandoned_depot"))  # first option: gain 2 water
    water = state.players[AUTO].resources["water"]
    automated_turn(state, AUTO)
    assert state.players[AUTO].resources["water"] == water + 2
    assert state.pending is None or state.seat_kinds[state.pending.seat] != AUTOMA


def test_explore_event_first_option_it_can_pay():
    """A first option that cannot be paid is no choice at all (rulebook Solo Mode, Gameplay 3) (rules notes Automa 7)."""
    state = new_state()
    state.players[AUTO].resources = {r: 0 for r in state.players[AUTO].resources}
    state.players[AUTO].crystals = 1
    script(state, Pick("black_market"))  # first: pay 2 resources for 2 Crystals; second: 1 Crystal, 2 cards
    automated_turn(state, AUTO)
    assert state.players[AUTO].crystals == 0
    assert len(state.players[AUTO].hand) == 2


def test_explore_encounter_places_neutral():
    """An encounter puts a neutral unit on the tile's encounter space (rulebook Explore; Encounter Icon)."""
    state = new_state()
    script(state, Pick("raider_toll"))
    automated_turn(state, AUTO)
    index = next(i for i, s in enumerate(state.slots) if s.slot == "inner_4")
    spot = next(h for h, _, icons in board.tile_spaces(state.slots[index]) if "encounter" in icons)
    assert state.neutrals[spot].source == "raider_toll"


def test_second_automated_player_uses_lower_half_without_drawing():
    """One deck; the second automated player does the bottom half of the card already drawn and skips the draw (rulebook
    Solo Mode, Automated Action Cards + Gameplay 2)."""
    state = new_state(players=1, automated=2)
    first, second = automated_seats(state)
    put_on_top(state, "auto_b5")  # upper: Comms Tower; lower: Combat Training
    state.automated[first].deck.remove("start")
    automated_turn(state, first)
    size = len(state.automated[first].deck)
    automated_turn(state, second)
    assert "comms_tower" in state.players[first].buildings
    assert "combat_training" in state.players[second].upgrades
    assert len(state.automated[first].deck) == size
    assert state.automated[second].card == "auto_b5" and not state.automated[second].deck


def test_deck_runs_out_reshuffles_discard_without_start():
    """The discard pile minus the Starting card is shuffled (rulebook Solo Mode, which does not say) (rules notes Automa
    6)."""
    state = new_state(difficulty="hard")
    holder = state.automated[AUTO]
    seen = []
    for _ in range(len(holder.deck) + 1):
        automated_turn(state, AUTO)
        seen.append(holder.card)
    assert seen[0] == "auto_start"
    assert seen[-1] != "auto_start"
    assert "shuffled into a new deck" in log_text(state)
    assert len(holder.deck) == 7 and holder.discard == ["auto_start"]


# ---------------------------------------------------------------- Outposts


def test_outpost_order_and_resource():
    """In the rulebook's words, "choose the type following this order: water, ammunition, energy and metal. The
    automated player gets a resource of the corresponding type." (rulebook Solo Mode, Gameplay 3)"""
    state = new_state()
    before = dict(state.players[AUTO].resources)
    for _ in range(4):
        put_on_top(state, "auto_b2")  # upper: Build an Outpost next to its Capital tile
        for name in ("inner_4", "inner_3"):
            index = reveal_tile(state, name)
            clear_tile(state, index, "ruined_city")
        automated_turn(state, AUTO)
    types = [o.resource for o in state.outposts.values() if o.owner == AUTO]
    built = [line.text for line in state.log if "builds its" in line.text]
    assert [t.split("builds its ")[1].split()[0] for t in built] == ["water", "ammunition", "energy", "metal"]
    assert sorted(types) == sorted(["water", "ammunition", "energy", "metal"])
    for r in before:
        assert state.players[AUTO].resources[r] == min(6, before[r] + 1)
    put_on_top(state, "auto_b2")
    automated_turn(state, AUTO)  # no Outpost left on its board: nothing happens
    assert sum(1 for o in state.outposts.values() if o.owner == AUTO) == 4
    assert "cannot do its action" in state.log[-1].text


def test_outpost_goes_on_capital_tile_first_then_clockwise():
    """First available tile clockwise from behind the Capital (its own tile first) (rulebook Solo Mode, Gameplay)"""
    state = new_state()
    home = board.capital_slot(state, AUTO)
    ruin = next(h for h in A.space_order(state, AUTO, home) if state.terrain.get(h) == "ruined_city")
    put_on_top(state, "auto_b2")
    automated_turn(state, AUTO)
    assert state.outposts[ruin] == Outpost(owner=AUTO, resource="water")
    # the capital tile's only ruined city is taken: next is inner_4 (north-west) before inner_3 (north-east)
    i4, i3 = reveal_tile(state, "inner_4"), reveal_tile(state, "inner_3")
    for index in (i4, i3):
        clear_tile(state, index)
    spot4 = A.space_order(state, AUTO, i4)[3]
    spot3 = A.space_order(state, AUTO, i3)[0]
    state.terrain[spot4] = state.terrain[spot3] = "ruined_city"
    put_on_top(state, "auto_b2")
    automated_turn(state, AUTO)
    assert state.outposts[spot4].resource == "ammunition"
    put_on_top(state, "auto_b2")
    automated_turn(state, AUTO)
    assert state.outposts[spot3].resource == "energy"


def test_outpost_space_must_be_free():
    """No units on it; a Scout standing on the ruined city blocks it (rulebook Glossary, Valid space)."""
    state = new_state()
    home = board.capital_slot(state, AUTO)
    ruin = next(h for h in A.space_order(state, AUTO, home) if state.terrain.get(h) == "ruined_city")
    state.units.append(Unit(id=99, owner=0, kind="scout", hex=ruin))
    put_on_top(state, "auto_b2")
    automated_turn(state, AUTO)
    assert ruin not in state.outposts
    assert not any(o.owner == AUTO for o in state.outposts.values())


def test_near_outpost_needs_an_outpost():
    """An action that cannot be performed is ignored (rulebook Solo Mode, Gameplay 3)."""
    state = new_state()
    put_on_top(state, "auto_m4")  # upper: Build an Outpost next to one of its Outposts
    automated_turn(state, AUTO)
    assert not state.outposts
    assert "cannot do its action" in log_text(state)


# ---------------------------------------------------------------- Armies


def test_army_avoids_radioactivity():
    """In the rulebook's words, "If it has to place an Army unit, place it on a valid space with no radioactivity"
    (rulebook Solo Mode, Gameplay 3)"""
    state = new_state()
    home = board.capital_slot(state, AUTO)
    order = [h for h in A.space_order(state, AUTO, home) if board.is_valid_end(state, h, AUTO)]
    first = order[0]
    state.icons[first] = ("radioactivity",)
    put_on_top(state, "auto_b4")  # upper: Place an Army next to its Capital tile
    automated_turn(state, AUTO)
    armies = [u for u in state.units if u.owner == AUTO and u.kind == "army"]
    assert len(armies) == 1
    assert armies[0].hex == order[1]


def test_army_supply_is_three():
    """3 Army units on the board; a fourth cannot be placed (rulebook Player Setup)."""
    state = new_state()
    i4 = reveal_tile(state, "inner_4")
    clear_tile(state, i4)
    for _ in range(4):
        put_on_top(state, "auto_b4")
        automated_turn(state, AUTO)
    assert sum(1 for u in state.units if u.owner == AUTO and u.kind == "army") == 3
    assert "cannot do its action" in state.log[-1].text


def test_frontier_army_goes_nearest_a_rival():
    """Automated card "Place an Army on the tile nearest a rival" (rules notes Automa 4): the face-up tile fewest tiles
    from a rival Capital or Outpost, not the rival's Capital tile itself (rulebook Solo Mode)."""
    state = new_state()
    for name in ("inner_4", "inner_3", "inner_0", "centre"):
        clear_tile(state, reveal_tile(state, name))
    put_on_top(state, "auto_m6")  # upper: frontier army
    automated_turn(state, AUTO)
    army = next(u for u in state.units if u.owner == AUTO and u.kind == "army")
    inner_0 = next(i for i, s in enumerate(state.slots) if s.slot == "inner_0")
    assert board.tile_key(state, army.hex) == inner_0  # next to the human Capital tile
    # a human Outpost on inner_4 pulls the next Army there (distance 0 beats distance 1)
    i4 = next(i for i, s in enumerate(state.slots) if s.slot == "inner_4")
    state.outposts[A.space_order(state, AUTO, i4)[0]] = Outpost(owner=0, resource="water")
    put_on_top(state, "auto_m6")
    automated_turn(state, AUTO)
    newest = [u for u in state.units if u.owner == AUTO and u.kind == "army"][-1]
    assert board.tile_key(state, newest.hex) == i4


# ---------------------------------------------------------------- Comms Tower and combat upgrades


def test_comms_tower_once():
    """Build the Comms Tower; a second time there is nothing to do (rulebook Solo Mode, Automated Action Cards)."""
    state = new_state()
    put_on_top(state, "auto_b5")
    automated_turn(state, AUTO)
    assert state.players[AUTO].buildings == ["comms_tower"]
    put_on_top(state, "auto_b5")
    automated_turn(state, AUTO)
    assert state.players[AUTO].buildings == ["comms_tower"]
    assert "cannot do its action" in state.log[-1].text


def test_combat_upgrade_priority():
    """Get a combat upgrade (the card's list, first one still available); Superior Combat needs Medium Combat first
    (Level 2 Upgrades), no Tech Lab for automated players (rulebook Solo Mode, Automated Action Cards)."""
    state = new_state()
    put_on_top(state, "auto_e2")  # upper: superior combat, then medium combat
    automated_turn(state, AUTO)
    assert state.players[AUTO].upgrades == ["medium_combat"]
    put_on_top(state, "auto_e2")
    automated_turn(state, AUTO)
    assert state.players[AUTO].upgrades == ["medium_combat", "superior_combat"]
    assert "tech_lab" not in state.players[AUTO].buildings
    put_on_top(state, "auto_e2")
    automated_turn(state, AUTO)
    assert state.players[AUTO].upgrades == ["medium_combat", "superior_combat"]


# ---------------------------------------------------------------- step 4: claims


@pytest.mark.parametrize("face,position", [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2)])
def test_claim_by_die(face, position):
    """In the rulebook's words, "1 or 2: leftmost; 3 or 4: middle; 5 or 6: rightmost" (rulebook Solo Mode, Gameplay 4)"""
    state = new_state()
    card = state.achievement_row[position]
    rigged_roll(state, face)
    run_frames(state, AUTO, ("automated_claim", {"seat": AUTO}))
    assert state.achievement_tokens[card] == [AUTO]
    assert state.players[AUTO].influence_pool == 6 and state.players[AUTO].claims == 1
    assert state.automated[AUTO].claimed == [card]
    assert f"rolls {face}" in state.log[-1].text


def test_claim_needs_no_condition_and_happens_even_if_action_fails():
    """In the rulebook's words, "claims an achievement if it is stated on the card, even if the action couldn't be
    performed" (its People Support is negative and it has done nothing) (rulebook Solo Mode, Gameplay 4)"""
    state = new_state()
    state.players[AUTO].people_support = -3
    put_on_top(state, "auto_m1")  # upper: claim + Army next to one of its Outposts (it has none)
    rigged_roll(state, 4)
    middle = state.achievement_row[1]
    automated_turn(state, AUTO)
    assert "cannot do its action" in log_text(state)
    assert state.achievement_tokens[middle] == [AUTO]


def test_non_claiming_card_claims_nothing():
    """Only Claiming Achievement cards claim (rulebook Solo Mode, Automated Action Cards)."""
    state = new_state()
    put_on_top(state, "auto_b5")
    automated_turn(state, AUTO)
    assert state.players[AUTO].claims == 0


@pytest.mark.parametrize("face,claims", [(1, True), (3, True), (5, False)])
def test_claim_with_fewer_than_three(face, claims):
    """In the rulebook's words, "In case of having less than 3 achievements ... doesn't claim anything if the die roll
    corresponds to a non-existing achievement" (here the right-hand place is empty) (rulebook Solo Mode, Gameplay 4)"""
    state = new_state()
    state.achievement_row = state.achievement_row[:2]
    rigged_roll(state, face)
    run_frames(state, AUTO, ("automated_claim", {"seat": AUTO}))
    assert (state.players[AUTO].claims == 1) == claims
    if not claims:
        assert "claims nothing" in state.log[-1].text


def test_claim_with_gap_in_the_row():
    """Claimed cards are not replaced, leaving their place empty (rulebook Endgame) (rules notes Automa 5)."""
    state = new_state()
    state.achievement_row[1] = ""
    rigged_roll(state, 3)
    run_frames(state, AUTO, ("automated_claim", {"seat": AUTO}))
    assert state.players[AUTO].claims == 0


def test_fifth_claim_triggers_endgame():
    """The endgame is triggered when an automated player has 2 or fewer tokens left (rulebook Solo Mode, Gameplay)."""
    state = new_state()
    player = state.players[AUTO]
    player.influence_pool, player.claims = 3, 4
    rigged_roll(state, 1)
    run_frames(state, AUTO, ("automated_claim", {"seat": AUTO}), ("next_turn", {"seat": AUTO}))
    assert state.fifth_claims == [AUTO]
    assert state.endgame_by == AUTO
    assert state.turn.seat == 0 and state.turn.last  # the human's last turn has begun


def test_no_token_left_no_claim():
    """No token left no claim (rulebook Solo Mode)."""
    state = new_state()
    state.players[AUTO].influence_pool = 0
    run_frames(state, AUTO, ("automated_claim", {"seat": AUTO}))
    assert all(not tokens for tokens in state.achievement_tokens.values())


# ---------------------------------------------------------------- step 1: influence


def test_influence_starts_with_next_player_and_follows_turn_order():
    """In the rulebook's words, "Automated players allocate influence starting from the next player ... Then they follow
    the turn order whenever they need to allocate influence again." (rulebook Solo Mode, Gameplay 1)"""
    state = new_state(players=2, automated=1)
    auto = automated_seats(state)[0]
    at = state.order.index(auto)
    following = [state.order[(at + k) % 3] for k in (1, 2)]
    a, b, c = state.achievement_row
    state.achievement_tokens[a] = [auto]
    state.achievement_tokens[b] = [auto]
    run_frames(state, auto, ("allocate", {"seat": auto}))
    assert [p.received for p in state.players] == [[auto] if s in following else [] for s in range(3)]
    assert state.players[following[0]].received == [auto] and state.players[following[1]].received == [auto]
    # the next allocation continues the round: the next player again
    c = state.achievement_row[2]
    state.achievement_tokens[c] = [auto]
    run_frames(state, auto, ("allocate", {"seat": auto}))
    assert state.players[following[0]].received == [auto, auto]


def test_influenced_automated_player_loses_support_and_draws_power():
    """In the rulebook's words, "influenced automated players also get Power cards when required" (rulebook Solo Mode,
    Gameplay 1)"""
    state = new_state()
    a, b = state.achievement_row[:2]
    state.achievement_tokens[a] = [0]
    state.achievement_tokens[b] = [0]
    run_frames(state, 0, ("allocate", {"seat": 0}))
    assert state.players[AUTO].received == [0, 0]
    assert state.players[AUTO].people_support == -2
    assert len(state.players[AUTO].hand) == 1  # slot 2 carries the Power card icon


# ---------------------------------------------------------------- combat


def fight(state, attacker_unit: Unit, target_hex, target: str, attacker_card: str, defender_card: str):
    """A human Army attacks (it draws first, then the automated defender); the human picks option 0 each time."""
    script(state, Pick(attacker_card), Pick(defender_card))
    state.pending = None
    state.stack = []
    state.turn = TurnState(seat=attacker_unit.owner)
    combat.begin(state, "army", attacker_unit.owner, target, target_hex, unit=attacker_unit.id)
    FLOW.settle(state)
    while state.combat is not None and state.pending is not None:
        if state.seat_kinds[state.pending.seat] == AUTOMA:
            GAME.apply(state, GAME.automa_pick(state))
        else:
            GAME.apply(state, 0)


def combat_table(card_set: str, cubes: int, upgrades=()):
    """1 human Army next to an automated Army on plain ground; the automated player's last card is from
    `card_set`; it holds a strong card in hand that it must not use."""
    state = new_state()
    i4 = reveal_tile(state, "inner_4")
    hexes = clear_tile(state, i4)
    defender = Unit(id=50, owner=AUTO, kind="army", hex=hexes[0])
    attacker = Unit(id=51, owner=0, kind="army", hex=hexes[1])
    state.units += [defender, attacker]
    state.players[AUTO].leader_cubes = cubes
    state.players[AUTO].upgrades = list(upgrades)
    state.players[AUTO].hand = ["rumours_1"]
    state.players[0].leader_cubes = 0
    state.players[0].hand = []
    card = {"start": "auto_start", "beginning": "auto_b2", "middle": "auto_m3", "end": "auto_e1"}[card_set]
    state.automated[AUTO].card = card
    state.automated[AUTO].card_set = card_set
    return state, attacker, defender


@pytest.mark.parametrize("card_set,cubes,expected", [
    ("start", 3, 0), ("beginning", 3, 0), ("middle", 3, 1), ("end", 3, 2), ("end", 1, 1), ("middle", 0, 0)])
def test_combat_leader_cubes_by_set(card_set, cubes, expected):
    """Beginning 0, Middle 1, End 2 Leader cubes (if available) (rulebook Combat Against Automated Players)"""
    state, attacker, defender = combat_table(card_set, cubes)
    fight(state, attacker, defender.hex, "army", "bandit_1", "reinforcements_1")  # both 1 / 2 / 3
    assert f"commits {expected} Leader cube" in log_text(state)
    # attacker basic 1 + 1 (attacking) = 2; defender basic 1 + cubes
    assert f"Combat: attacker 2 against defender {1 + expected}." in log_text(state)
    if expected:  # the automated player won (or tied): it loses the cubes it used
        assert state.players[AUTO].leader_cubes == cubes - expected


def test_combat_uses_fresh_card_at_rank_by_upgrades():
    """Draw a Power card and use the rank value by its upgrades; "They will always use the power card they just drew,
    even if they have other combat cards in their 'hand'." (rulebook Combat Against Automated Players)"""
    state, attacker, defender = combat_table("beginning", 0, upgrades=["medium_combat"])
    fight(state, attacker, defender.hex, "army", "bandit_1", "bandit_2")
    text = log_text(state)
    assert "reveals Bandit: 4 at medium combat rank" in text
    assert "Combat: attacker 2 against defender 4." in text
    assert state.players[AUTO].hand == ["rumours_1"]
    assert "bandit_2" in state.power_discard


def test_combat_modifiers_apply():
    """In the rulebook's words, "Add any applicable combat modifier" (Comms Tower +1, Combat Training +1) (rulebook
    Combat Against Automated Players)"""
    state, attacker, defender = combat_table("beginning", 0, upgrades=["combat_training"])
    state.players[AUTO].buildings = ["comms_tower"]
    fight(state, attacker, defender.hex, "army", "bandit_1", "reinforcements_1")
    assert "Combat: attacker 2 against defender 3." in log_text(state)


def test_combat_automated_defender_wins_and_gets_rewards():
    """In the rulebook's words, "the automated players also get the corresponding rewards": a defender that defeats an
    attacking Army gains 1 Military Prestige and a Loot roll (rulebook Combat Against Automated Players)."""
    state, attacker, defender = combat_table("beginning", 0, upgrades=["medium_combat", "superior_combat"])
    fight(state, attacker, defender.hex, "army", "bandit_1", "rumours_2")
    assert "Combat: attacker 2 against defender 6." in log_text(state)
    assert state.unit(51) is None and state.unit(50) is not None
    assert state.players[AUTO].prestige == 1
    assert "Automated player rolls the loot die" in log_text(state)


def test_combat_automated_army_defeated():
    """Combat automated army defeated (rulebook Solo Mode)."""
    state, attacker, defender = combat_table("beginning", 0)
    fight(state, attacker, defender.hex, "army", "rumours_2", "bandit_1")
    assert "Combat: attacker 5 against defender 1." in log_text(state)
    assert state.unit(50) is None


def test_combat_outpost_uses_medium_rank():
    """Outposts are always medium (automated ones too) (rulebook Power Cards, Combat Rank Section)"""
    state, attacker, defender = combat_table("beginning", 0)
    state.units.remove(defender)
    state.outposts[defender.hex] = Outpost(owner=AUTO, resource="water")
    fight(state, attacker, defender.hex, "outpost", "bandit_1", "moral_boost_2")
    assert "reveals Moral Boost: 3 at medium combat rank" in log_text(state)


# ---------------------------------------------------------------- automa picks in shared rules


def test_automa_pick_resource_follows_outpost_order():
    """The automated player's resource choices follow water, ammunition, energy, metal (rulebook Solo Mode)."""
    state = new_state()
    run_frames(state, AUTO, ("effects", {"seat": AUTO, "effects": [{"gain": {"any_resource": 1}}]}))
    assert "Automated player gains 1 water." in log_text(state)


def test_automa_pick_other_player_is_next_in_turn_order():
    """Automa pick other player is next in turn order (rulebook Solo Mode)."""
    state = new_state(players=2, automated=1)
    auto = automated_seats(state)[0]
    at = state.order.index(auto)
    following = state.order[(at + 1) % 3]
    before = state.players[following].people_support
    run_frames(state, auto, ("effects", {"seat": auto, "effects": [{"opponent_people_support": -1}]}))
    assert state.players[following].people_support == before - 1


# ---------------------------------------------------------------- hidden deck


def test_the_deck_holds_no_order_and_no_removed_cards():
    """Hidden information: the automated deck's order and which cards were removed are unknown to every seat, so no game
    decides them before a card is revealed; the backs (sets) are public (rulebook Solo Mode) (rules notes Automa 10)."""
    decks = []
    for seed in range(6):
        state = new_state(seed=seed)
        holder = state.automated[AUTO]
        seen = GAME.view(state, 0)
        assert seen.automated[AUTO].deck == holder.deck and seen.automated[AUTO].bag == holder.bag
        decks.append((holder.deck, holder.bag))
    assert all(deck == decks[0] for deck in decks)
    assert decks[0][0] == ["end"] * 3 + ["middle"] * 4 + ["beginning"] * 3 + ["start"]


def test_reshuffle_keeps_the_backs():
    """Reshuffle keeps the backs (rulebook Solo Mode)."""
    state = new_state(difficulty="easy")
    automated_turn(state, AUTO)
    other = GAME.shuffle_hidden(state, 0, Rng.from_seed(5))
    assert other.automated[AUTO].deck == state.automated[AUTO].deck
    assert "auto_start" not in other.automated[AUTO].bag
    assert len(set(other.automated[AUTO].bag)) == len(other.automated[AUTO].bag)


def test_view_is_playable_for_the_automated_turn():
    """Bots play on views: an automated turn must run on a seat's view (rulebook Solo Mode)."""
    state = new_state()
    seen = GAME.view(state, 0)
    automated_turn(seen, AUTO)
    assert seen.automated[AUTO].card is not None
