"""F.A.Q. rulings and rules the other scenario files leave out: exhausting and its discards, moves and new cities,
the Achievement's timing, greater powers, the Round Example's Catastrophe, Decisive Moments, the solo verdicts,
the family game, hidden Projects."""

from __future__ import annotations

from engine.games.amber.catalog import catalog
from engine.games.amber.hidden import hidden_zones
from engine.games.amber.rules.catastrophe import powers, shielded
from engine.games.amber.rules.common import card, cards_of, is_death
from engine.games.amber.rules.pay import payable
from engine.games.amber.rules.round import income_draws
from engine.games.amber.rules.targeting import burn, cities_fitting, eligible

from .helpers import GAME, choose, du, labels, pick_value, position

TALL4 = {"count": 4, "touching": None, "card": "any", "city": {"kind": "tallest"},
         "position": {"side": "bottom", "depth": 4}, "spread": None}
LUNAR_TALLY = "c1-09"  # Era 1: discard a regular card, then create a city
SHELL_BEADS = "c1-13"  # Era 1: discard a regular card, then move a card
GAS_LAMPS = "c4-21"  # Era 4: up to 2 times, discard a regular card then move a card
FOOD_AND_ENGINEERING = "c2-01"


def _plain(state, n: int, era: int = 2) -> list[str]:
    cards = [c for c in state.decks[era - 1] if card(c).type == "plain" and "utopia" not in card(c).symbols
             and not card(c).marks][:n]
    for c in cards:
        state.decks[era - 1].remove(c)
    return cards


def _resilience(power: bool) -> str:
    return next(r.id for r in catalog().content.resilience.cards if (r.power is not None) == power)


def _take(state, cid: str) -> str:
    """Take a Chronicle card out of its deck (to put it into a test's cities)."""
    state.decks[card(cid).era - 1].remove(cid)
    return cid


def _settle_until(state, kinds: tuple[str, ...], limit: int = 30) -> None:
    """Answer with the first enabled option until the pending choice is of one of `kinds`."""
    for _ in range(limit):
        if state.pending is None or state.pending.kind in kinds:
            return
        GAME.apply(state, state.pending.enabled_indices()[0])


# ---------------------------------------------------------------------------------------------- exhausting
def test_round_example_second_turn_the_exhausted_card_starts_the_new_city():
    """(rulebook Round Example, second turn; F.A.Q. discard / move the card I am exhausting) "discard 1, create
    1 city": another card is discarded and the exhausted card itself starts the new city, still exhausted."""
    def edit(state):
        fire, amber = state.cities[0][0]
        state.cities[0] = [[_take(state, LUNAR_TALLY), fire, amber]]
    state = position().edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Exhaust")
    assert state.pending.kind == "discard_pick" and LUNAR_TALLY in [o.value for o in state.pending.options]
    pick_value(state, state.cities[0][0][1])  # the Fire
    pick_value(state, LUNAR_TALLY)
    choose(state, "far right")
    assert state.cities[0][1] == [LUNAR_TALLY] and LUNAR_TALLY in state.exhausted
    assert state.pending.kind == "act" and state.pending.seat == 0  # the second action of the turn


def test_a_card_that_cannot_carry_out_every_effect_cannot_be_exhausted():
    """(rulebook Exhaust a Card) every effect is mandatory: "discard 1, create a city" with a single regular
    card in the cities cannot be exhausted (the city needs a card besides the discarded one; rules notes
    R20)."""
    def edit(state):
        state.cities[0] = [[_take(state, LUNAR_TALLY), du(state, "death")]]
    state = position().edit(edit).at("act", seat=0, n=1).state()
    option = next(o for o in state.pending.options if o.label.startswith("Exhaust"))
    assert not option.enabled and "discard" in (option.why_not or "")


def test_discard_and_move_may_take_the_card_being_exhausted_or_an_exhausted_card():
    """(rulebook F.A.Q.) a discard may take the card being exhausted or an exhausted card; a move may move the
    card being exhausted."""
    def edit(state):
        fire, amber = state.cities[0][0]
        tally = _take(state, LUNAR_TALLY)
        state.cities[0] = [[_take(state, SHELL_BEADS), fire, amber], [tally]]
        state.exhausted = [tally]
    state = position().edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Exhaust Shell Beads")
    offered = [o.value for o in state.pending.options]
    assert SHELL_BEADS in offered and LUNAR_TALLY in offered
    pick_value(state, LUNAR_TALLY)
    assert state.pending.kind == "move_pick" and SHELL_BEADS in [o.value for o in state.pending.options]
    pick_value(state, SHELL_BEADS)
    choose(state, "at the bottom")
    assert state.cities[0][0][-1] == SHELL_BEADS and SHELL_BEADS in state.exhausted


def test_a_card_repeating_its_effects_is_one_action():
    """(rulebook F.A.Q.) a card whose effects are carried out several times is still a single action."""
    def edit(state):
        fire, amber = state.cities[0][0]
        state.cities[0] = [[_take(state, GAS_LAMPS)] + _plain(state, 3, era=4) + [fire, amber]]
    state = position(era=4).edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Exhaust")
    saw_again = False
    for _ in range(20):
        if state.pending.kind == "act":
            break
        saw_again = saw_again or state.pending.kind == "again"
        GAME.apply(state, state.pending.enabled_indices()[0])  # "Once more" comes first
    assert saw_again and state.pending.kind == "act" and state.pending.seat == 0
    assert "second action" in state.pending.prompt


def test_a_card_pays_as_one_of_its_symbols_at_a_time():
    """(rulebook Card Anatomy) a card showing Food and Engineering pays for Food or for Engineering, not both."""
    def edit(state):
        state.cities[0] = [[_take(state, FOOD_AND_ENGINEERING)]]
    state = position(era=2).edit(edit).state()
    assert payable(state, 0, ["food"]) and payable(state, 0, ["engineering"])
    assert not payable(state, 0, ["food", "engineering"])


# ---------------------------------------------------------------------------------------------- turns
def test_a_claim_is_a_whole_turn_and_passing_may_be_the_second_action():
    """(rulebook Action Phase; F.A.Q. same action twice) a claim is only possible as the turn (never as its
    second action), while passing may end a turn as its second action (rules notes R18)."""
    rid = _resilience(False)
    state = position().edit(lambda s: s.offer.append(rid)).at("act", seat=0, n=2).state()
    assert not any(label.startswith("Claim") for label in labels(state))
    choose(state, "Pass")
    assert state.passed[0] and state.pending.seat == 1


def test_solo_claims_are_actions_like_the_others():
    """(rulebook Solo Mode, tip) solo, any number of actions and a claim is one of them: the turn goes on."""
    rid = next(r.id for r in catalog().content.resilience.cards if r.era == 1 and r.cost == ["food"])
    food = next(c for c in catalog().content.chronicle.cards if c.era == 1 and c.symbols == ["food"]
                and not c.cost and c.type == "plain").id
    def edit(state):
        state.offer = [rid]
        state.cities[0][0].insert(0, _take(state, food))
    state = position(players=1).edit(edit).at("act", seat=0, n=0).state()
    choose(state, "Claim")
    assert rid in state.claimed[0] and state.first is None  # no First Player card solo
    assert state.pending.kind == "act" and state.pending.seat == 0
    assert any(label.startswith("Play") for label in labels(state))


def test_a_card_marked_to_play_at_once_goes_into_the_cities_when_drawn():
    """(rulebook Card Anatomy, top-left marks) a card marked "new city" drawn into the hand is played at once as
    a new city (rules notes R11)."""
    def edit(state):
        state.decks[1] = ["c2-27"]  # Oracle's Riddle: played at once as a new city
    state = position(era=2).edit(edit).at("look", seat=0, n=1).state()
    assert state.pending.kind == "place" and all(o.value[0] == "new" for o in state.pending.options)
    GAME.apply(state, 0)
    assert ["c2-27"] in state.cities[0] and "c2-27" not in state.hands[0][1]


def test_the_first_player_starts_the_next_era_and_every_card_is_readied():
    """(rulebook Income Phase) every card is readied as an era begins, and the Action phase starts with the
    holder of the First Player card; this era's unclaimed cards have left the game (rules notes R25)."""
    rid = _resilience(False)
    def edit(state):
        state.first = 1
        state.exhausted = [state.cities[0][0][0]]
        state.offer = [rid]
        state.resilience_pool[0] = [r for r in state.resilience_pool[0] if r != rid]
        state.catastrophe = next(c.id for c in catalog().content.catastrophes.cards if c.era == 1)
    state = position(era=1).edit(edit).at("end_era").state()
    _settle_until(state, ("act",), 60)
    assert state.era == 2 and state.exhausted == [] and state.starter == 1 and state.pending.seat == 1
    assert rid not in state.offer and all(rid not in pool for pool in state.resilience_pool)


def test_income_counts_a_covered_amber_and_nothing_without_it():
    """(rulebook Income Phase) 2 cards for the Amber even covered; none once it is lost."""
    def covered(state):
        fire, amber = state.cities[0][0]
        state.cities[0] = [_plain(state, 2) + [amber, fire]]
    assert income_draws(position().edit(covered).state(), 0) == (3, [4])
    def lost(state):
        state.cities[0] = [_plain(state, 2)]
    assert income_draws(position().edit(lost).state(), 0) == (1, [2])


# ---------------------------------------------------------------------------------------------- cities
def test_a_city_of_one_regular_card_and_death_may_give_its_card_to_a_new_city():
    """(rulebook F.A.Q.) a new city may be created with the only regular card of a city: that city disappears
    and its Death cards move freely to other cities."""
    def edit(state):
        state.cities[0].append([state.decks[0].pop(0), du(state, "death")])
    state = position().edit(edit).at("found_pick", seat=0).state()
    lone = state.cities[0][1][0]
    pick_value(state, lone)
    choose(state, "far right")
    assert state.pending.kind == "relocate"
    choose(state, "at the bottom of")
    assert len(state.cities[0]) == 2 and state.cities[0][1] == [lone]
    assert is_death(state, state.cities[0][0][-1])


def test_utopia_collapse_is_checked_when_a_card_is_played_not_when_cards_come_to_touch():
    """(rulebook Card Anatomy, collapse) two Utopia cards brought together by a move do not collapse."""
    def edit(state):
        middle = state.decks[0].pop(0)
        state.cities[0] = [[du(state, "utopia"), middle, du(state, "utopia")], state.cities[0][0]]
    state = position().edit(edit).at("move_pick", seat=0).state()
    middle = state.cities[0][0][1]
    pick_value(state, middle)
    choose(state, "Into city 2, on top")
    assert state.pending is None or state.pending.kind != "collapse"
    assert sum(state.faces.get(c) == "utopia" for c in cards_of(state, 0)) == 2


def test_a_utopia_taken_with_a_wonder_goes_into_any_city():
    """(rulebook F.A.Q.) a Utopia card gained with a Wonder may be played in any city, top or bottom."""
    wonder = next(w.id for w in catalog().content.wonders.cards
                  if w.effects == [{"discard": {"what": "any", "count": 1}}, {"utopia": 1}])
    def edit(state):
        state.cities[0] = [[wonder] + _plain(state, 1, era=1), state.cities[0][0]]
    state = position().edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Exhaust")
    _settle_until(state, ("place",))
    places = {tuple(o.value) for o in state.pending.options}
    assert {("city", 0, "top"), ("city", 0, "bottom"), ("city", 1, "top"), ("city", 1, "bottom")} <= places


# ---------------------------------------------------------------------------------------------- Catastrophes
def test_three_plus_counts_a_city_of_exactly_three():
    """(rulebook F.A.Q.) "3+" is a city of 3 cards or more, Death cards included."""
    def edit(state):
        state.cities[0] = [_plain(state, 2), _plain(state, 2) + [du(state, "death")], _plain(state, 4)]
    state = position(era=2).edit(edit).state()
    assert cities_fitting(state, 0, {"kind": "min_size", "size": 3}) == [1, 2]


def test_round_example_catastrophe_four_targets_where_only_three_fit():
    """(rulebook Round Example, Catastrophe phase) 4 cards of the tallest city where it holds 3: the Death card
    and the protected card stay, the Resilience card turns to Ash."""
    def edit(state):
        state.cities[0] = [[_resilience(False)] + _plain(state, 1) + [du(state, "death")], _plain(state, 1)]
    state = position(era=2).edit(edit).state()
    state.protected = shielded(state)
    shield, kept, death = state.cities[0][0]
    targets = eligible(state, 0, TALL4)
    assert targets == [shield, kept, death]
    burn(state, 0, targets)
    assert card(state.cities[0][0][0]).kind == "ash" and state.cities[0][0][1:] == [kept, death]


def test_a_protected_card_stays_protected_after_its_shield_burned_in_an_earlier_step():
    """(rulebook F.A.Q.) a card protected when the Catastrophe starts stays protected for every step, even once
    the card protecting it has burned."""
    def edit(state):
        state.cities[0] = [[_resilience(False)] + _plain(state, 1)]
    state = position(era=2).edit(edit).state()
    state.protected = shielded(state)
    shield, kept = state.cities[0][0]
    burn(state, 0, [shield])  # an earlier step
    assert card(state.cities[0][0][0]).kind == "ash"
    burn(state, 0, [kept])  # a later step targets the protected card again
    assert state.cities[0][0][1] == kept


def test_greater_powers_only_on_top_optional_and_kept_for_later():
    """(rulebook F.A.Q.) a greater power is used only from the top of a city; not using it keeps it for a later
    Catastrophe."""
    power = _resilience(True)
    def covered(state):
        state.cities[0] = [_plain(state, 1) + [power], state.cities[0][0]]
    assert powers(position(era=2).edit(covered).state(), 0) == []
    def on_top(state):
        state.cities[0] = [[power] + _plain(state, 2), state.cities[0][0]]
        state.catastrophe = next(c.id for c in catalog().content.catastrophes.cards if c.era == 2)
        state.first = 0
    state = position(era=2).edit(on_top).at("resolve", source="catastrophe").state()
    assert state.pending.kind == "power" and state.pending.seat == 0
    choose(state, "Use no greater power")
    assert state.powered == [] and powers(state, 0) == [power]  # still there for a later Catastrophe


def test_a_used_greater_power_burns_even_when_protected():
    """(rulebook F.A.Q.) a Resilience card whose greater power was used burns whatever protects it (another
    greater power, a shield above it)."""
    power = _resilience(True)
    def edit(state):
        state.cities[0] = [[power] + _plain(state, 2)]
    state = position(era=2).edit(edit).state()
    state.protected = [power]
    state.powered = [power]
    GAME.flow.steps["resolve_end"](state)
    assert power not in cards_of(state, 0) and card(state.cities[0][0][0]).kind == "ash"


def test_the_family_game_offers_no_greater_power():
    """(rulebook Family Variant) the greater powers of Resilience cards are ignored."""
    power = _resilience(True)
    def edit(state):
        state.cities[0] = [[power] + _plain(state, 2), state.cities[0][0]]
        state.catastrophe = next(c.id for c in catalog().content.catastrophes.cards if c.era == 2)
    state = position(era=2, family="on").edit(edit).at("resolve", source="catastrophe").state()
    assert state.pending.kind == "place"  # straight to the first step: the Death card


# ---------------------------------------------------------------------------------------------- Achievement
def test_the_last_ambition_is_played_before_the_achievement_resolves():
    """(rulebook F.A.Q. When is the Achievement card resolved exactly?) right after the player plays the last
    Ambition claimed: it goes into the cities at once and counts for the Achievement (rules notes R45)."""
    def build(state):
        state.achievement = "ach1"  # a Utopia for each Ambition card in the city with Amber (at most 3)
        state.groups = [["a1-3", "civ1"]]  # 2 Engineering, then any regular card
        engineering = [c.id for c in catalog().content.chronicle.cards
                       if c.era == 5 and "engineering" in c.symbols and not c.marks][:2]
        for cid in engineering:
            _take(state, cid)
        state.cities[0][0][0:0] = engineering + _plain(state, 1, era=5)
    state = position(era=5).edit(build).at("act", seat=0, n=1).state()
    choose(state, "Claim")
    _settle_until(state, ("place",))
    assert state.pending.kind == "place" and not state.achieved
    assert "a1-3" not in state.claimed[0] and "civ1" not in state.claimed[0]
    choose(state, "on top of")
    choose(state, "on top of")
    assert state.achieved
    assert state.pending.kind == "place" and "Utopia" in state.pending.prompt
    gains = 1 + sum(1 for f in state.stack if f.name == "gain")
    assert gains == 2  # the Ambition and the Civilization just played, both in the Amber's city


def test_the_family_game_resolves_the_achievement_on_the_last_civilization():
    """(rulebook Family Variant) without Ambitions, claiming the last Civilization card in Era 5 resolves the
    Achievement (rules notes R3)."""
    def build(state):
        state.groups = [["civ1"]]
        state.cities[0][0][0:0] = _plain(state, 1, era=5)
    state = position(era=5, family="on").edit(build).at("act", seat=0, n=1).state()
    choose(state, "Claim")
    _settle_until(state, ("place",))
    choose(state, "on top of")
    assert state.achieved and state.groups == []


# ---------------------------------------------------------------------------------------------- Decisive Moments
def test_decisive_moment_left_parts_go_in_turn_order_from_the_first_player():
    """(rulebook Decisive Moment) the left part is offered in turn order starting with the First Player card's
    holder, then the right part for the whole table."""
    def build(state):
        state.moments = ["dm12", "dm12", "dm12"]  # take 2 Ash, remove a Death
        state.first = 2
        for seat in range(3):
            state.cities[seat][0].append(du(state, "death"))
    state = position(players=3, era=2).edit(build).at("moment_start").state()
    assert state.pending.kind == "moment_left" and state.pending.seat == 2
    assert [f.args.get("seat") for f in reversed(state.stack) if f.name == "moment_left"] == [2, 0, 1]
    assert any(f.name == "moment_right" for f in state.stack)


def test_decisive_moment_reward_two_projects_and_a_utopia_keep_one():
    """(rulebook Decisive Moment) the single best draws 2 Projects and a Utopia card, keeps one, the rest go
    back (rules notes R5)."""
    def build(state):
        state.cities[0] = [[c] for c in _plain(state, 3)]
    state = position(era=2).edit(build).at("moment_right", moment="dm04").state()  # the most cities
    assert state.pending.kind == "moment_reward" and state.pending.seat == 0
    assert len(state.pending.options) == 3
    deck = len(state.project_deck)
    choose(state, "Keep a Utopia card")
    assert len(state.project_deck) == deck + 2 and state.pending.kind == "place"


def test_solo_ignores_the_right_part():
    """(rulebook Solo Mode) the right part of the Decisive Moments is ignored."""
    def build(state):
        state.moments = ["dm12", "dm12", "dm12"]
        state.cities[0][0].append(du(state, "death"))
    state = position(players=1, era=2).edit(build).at("moment_start").state()
    assert state.pending.kind == "moment_left"
    assert not any(f.name == "moment_right" for f in state.stack)


# ---------------------------------------------------------------------------------------------- the end
def test_solo_verdict_names_the_condition_that_failed():
    """(rulebook Solo Mode) the result says which win condition failed: fewer than 15 Utopia, the Ambition not
    claimed (the Civilization in the family game, rules notes R47)."""
    state = position(players=1, era=5).edit(lambda s: s.moments_done.__init__([True] * 3)).at("end_game").state()
    assert GAME.outcome(state).endswith("you have fewer than 15 Utopia")
    def rich(state):
        state.cities[0] = [[du(state, "utopia")] for _ in range(15)]
        state.moments_done = [True, True, True]
    state = position(players=1, era=5).edit(rich).at("end_game").state()
    assert GAME.outcome(state).endswith("the Ambition card was not claimed") and GAME.describe(state)["won"] is False
    state = position(players=1, era=5, family="on").edit(rich).at("end_game").state()
    assert GAME.outcome(state).endswith("the Civilization card was not claimed")


def test_projects_are_secret_until_the_end_of_the_game():
    """(rulebook End of Game; Setup) Project cards stay hidden from the other players until the end, when they
    are revealed; the Project deck stays hidden."""
    state = position().state()
    paths = [zone.path for zone in hidden_zones(state)]
    assert ("projects", 0) in paths and ("project_deck",) in paths
    state = position().at("end_game").state()
    assert state.over
    paths = [zone.path for zone in hidden_zones(state)]
    assert ("projects", 0) not in paths and ("project_deck",) in paths
    assert GAME.view(state, 1).projects[0] == state.projects[0]


# ---------------------------------------------------------------------------------------------- more rulings
def test_a_shield_protects_the_card_below_even_covered_or_exhausted():
    """(rulebook Catastrophe Phase) the small shield's protection holds even when the Resilience card is covered
    or exhausted."""
    def edit(state):
        shield = _resilience(False)
        top, below = _plain(state, 2)
        state.cities[0] = [[top, shield, below]]
        state.exhausted = [shield]
    state = position(era=2).edit(edit).state()
    top, shield, below = state.cities[0][0]
    assert shielded(state) == [below]


def test_city_sizes_count_death_cards():
    """(rulebook Death Cards) every card counts in a city's size, Death cards included (here the Income)."""
    def edit(state):
        fire, amber = state.cities[0][0]
        state.cities[0] = [[fire, amber], _plain(state, 1, era=1) + [du(state, "death")]]
    assert income_draws(position().edit(edit).state(), 0) == (2, [2, 2])


def test_the_achievements_double_arrow_effects_hold_for_all_of_era_five():
    """(rulebook Achievement Resolved?) the effects after the double arrow (We Return to Fire: a Death card when
    passing) are always active during Era 5, before the Achievement is resolved too, and not earlier."""
    def build(state):
        state.achievement = "ach1"
    state = position(era=5).edit(build).at("act", seat=0, n=1).state()
    assert not state.achieved
    choose(state, "Pass")
    assert state.pending.kind == "place" and state.pending.seat == 0 and "Death" in state.pending.prompt
    state = position(era=4).edit(build).at("act", seat=0, n=1).state()
    choose(state, "Pass")
    assert state.pending.seat == 1 and state.pending.kind == "act"


def test_a_tie_goes_to_the_most_projects_before_the_first_player_card():
    """(rulebook End of Game) tied for Utopia, the player with the most Project cards wins, even against the
    holder of the First Player card."""
    def build(state):
        state.groups = []
        state.achieved = True
        state.projects = [["p01"], []]  # Five Cities
        state.cities[0] = [[du(state, "utopia")], [du(state, "utopia")]] + [[c] for c in _plain(state, 3)]
        state.cities[1] = [[du(state, "utopia")] for _ in range(4)]
        state.first = 1
    state = position(era=5).edit(build).at("end_game").state()
    assert GAME.scores(state) == [4, 4]
    assert GAME.winners(state) == [0] and "most fulfilled Projects" in GAME.outcome(state)


def test_discarding_a_city_keeps_its_death_cards():
    """(rulebook F.A.Q. "discard a city") every card of the city is discarded but its Death cards, which move
    to the other cities (rules notes R48; Fertiliser discards a city for 3 Utopia)."""
    def edit(state):
        a, b = _plain(state, 2, era=4)
        state.cities[0] = [[_take(state, "c4-24"), a, du(state, "death"), b], state.cities[0][0]]
    state = position(era=4).edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Exhaust Fertiliser")
    assert state.pending.kind == "city_discard_pick" and len(state.pending.options) == 2
    pick_value(state, 0)
    assert state.pending.kind == "relocate"
    choose(state, "at the bottom of")
    assert len(state.cities[0]) == 1 and is_death(state, state.cities[0][0][-1])
    assert "c4-24" in state.discards[3] and "c4-24" not in state.exhausted
    assert state.pending.kind == "place" and "Utopia" in state.pending.prompt


def test_round_example_fourth_turn_a_claim_paid_with_an_engineering_card_and_an_ash():
    """(rulebook Round Example, fourth turn) a claim costing an Engineering card and any regular card is paid
    with an Engineering card and an Ash card; the claimer returns the First Player card it holds."""
    engineering = next(c.id for c in catalog().content.chronicle.cards if c.era == 2 and c.symbols == ["engineering"]
                       and c.type == "plain" and not c.marks)
    def edit(state):
        state.offer = ["r22"]  # Archive Vault: an Engineering card and any regular card
        state.cities[0] = [[_take(state, engineering), state.ash_supply.pop(0)]]
        state.first = 0
    state = position(era=2).edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Claim Archive Vault")
    _settle_until(state, ("act",))
    assert "r22" in state.claimed[0] and cards_of(state, 0) == [] and state.first is None
    assert state.pending.seat == 1


def test_the_ash_substitution_holds_in_eras_two_to_four_only():
    """(rulebook Claim a Card; Card Anatomy) 1 Ash with the card in Eras 2-3, 2 in Era 4, none in Eras 1 and 5
    (the rulebook names no other era)."""
    from engine.games.amber.rules.pay import ash_substitute

    def edit(state):
        state.cities[0] = [[state.ash_supply.pop(0), state.ash_supply.pop(0), state.ash_supply.pop(0)]]
    for era, sub, ok in ((1, 0, False), (2, 1, True), (3, 1, True), (4, 2, True), (5, 0, False)):
        state = position(era=era).edit(edit).state()
        assert ash_substitute(state, 0) == sub and payable(state, 0, ["food"], sub=sub) is ok


# ---------------------------------------------------------------------------------------------- symbols
def _spec(**given) -> dict:
    spec = {"count": None, "touching": None, "card": "any", "city": None, "position": None, "spread": None}
    spec.update(given)
    return spec


def test_understanding_symbols_cities_and_positions():
    """(rulebook Understanding Symbols) cards at the top two or bottom two positions or at both ends of any
    city; in the city with Amber; in border cities; in a city with or without a resource; beside a tallest
    city (ties: beside any of them, rules notes R23)."""
    def edit(state):
        fire, amber = state.cities[0][0]
        state.cities[0] = [_plain(state, 2), _plain(state, 4), [fire, amber], _plain(state, 4), _plain(state, 1)]
    state = position(era=2).edit(edit).state()
    c = state.cities[0]
    assert eligible(state, 0, _spec(position={"side": "top", "depth": 2}, city={"kind": "tallest"})) == \
        c[1][:2] + c[3][:2]
    assert eligible(state, 0, _spec(position={"side": "bottom", "depth": 2}, city={"kind": "tallest"})) == \
        c[1][2:] + c[3][2:]
    assert eligible(state, 0, _spec(position={"side": "ends", "depth": 1}, city={"kind": "amber"})) == c[2]
    assert cities_fitting(state, 0, {"kind": "border"}) == [0, 4]
    assert cities_fitting(state, 0, {"kind": "adjacent_tallest"}) == [0, 2, 4]
    food = {i for i, city in enumerate(c) if any("food" in card(x).symbols for x in city)}
    assert set(cities_fitting(state, 0, {"kind": "with", "symbol": "food"})) == food
    assert set(cities_fitting(state, 0, {"kind": "without", "symbol": "food"})) == set(range(5)) - food


def test_understanding_symbols_cards_in_different_cities_and_infinity():
    """(rulebook Understanding Symbols) "3x": the cards are in 3 different cities (as many as possible); the
    infinity symbol targets every matching card."""
    def edit(state):
        state.cities[0] = [_plain(state, 3), _plain(state, 2)]
    spec = _spec(count=3, spread="different")
    state = position(era=2).edit(edit).at("target_start", seat=0, spec=spec).state()
    first = state.cities[0][0][0]
    pick_value(state, first)
    assert {o.value for o in state.pending.options} == set(state.cities[0][1])  # the other city only
    pick_value(state, state.cities[0][1][0])
    assert state.pending is None or state.pending.kind != "target_pick"  # 2 cities: 2 targets at most
    state = position(era=2).edit(edit).state()
    assert len(eligible(state, 0, _spec())) == 5


def test_greater_powers_protect_border_cities_or_chosen_cards():
    """(rulebook Understanding Symbols, examples) "protect border cities" protects every card of the cities with
    only one neighbour; "up to 5 Utopia cards" protects Utopia cards, chosen when there are more."""
    def edit(state):
        state.cities[0] = [_plain(state, 2), _plain(state, 2), [du(state, "utopia") for _ in range(6)]]
    border = {"cities": {"kind": "border", "size": None, "symbol": None}, "cards": None, "count": None}
    state = position(era=2).edit(edit).at("protect_start", seat=0, spec=border, source=None).state()
    c = state.cities[0]
    assert sorted(state.protected) == sorted(c[0] + c[2])
    utopia = {"cities": None, "cards": "utopia", "count": 5}
    state = position(era=2).edit(edit).at("protect_start", seat=0, spec=utopia, source=None).state()
    for _ in range(5):
        assert state.pending.kind == "protect_pick"
        GAME.apply(state, 0)
    assert len(state.protected) == 5 and all(state.faces.get(x) == "utopia" for x in state.protected)


def test_protection_is_identified_when_the_resolution_begins():
    """(rulebook Catastrophe Phase, summary: identify protected cards first) a Utopia card the Achievement puts
    directly under a Resilience card during its resolution is not protected by it (rules notes R49)."""
    shield = _resilience(False)
    def build(state):
        state.achievement = "ach1"  # a Utopia per Ambition card in the Amber's city, then burn 2 cards there
        state.groups = []
        fire, amber = state.cities[0][0]
        state.cities[0] = [["a1-1", amber, shield], [fire]]
        state.first = 0
    state = position(era=5).edit(build).at("resolve", source="achievement").state()
    assert state.pending.kind == "place" and state.pending.seat == 0
    choose(state, "at the bottom of city 1")
    utopia = state.cities[0][0][-1]
    assert state.faces.get(utopia) == "utopia" and state.cities[0][0][-2] == shield
    _settle_until(state, ("target_pick",))
    assert state.pending.kind == "target_pick" and state.pending.seat == 0
    pick_value(state, utopia)
    pick_value(state, "a1-1")
    assert utopia not in cards_of(state, 0) and card(state.cities[0][0][-1]).kind == "ash"


def test_back_from_where_a_city_stands_never_undoes_the_paid_discards_halfway():
    """(rulebook Discard 2 Cards / Create a City) after the two discards, the card starting the city is asked
    even when only one card can, so Back from the new city's place returns to that card, not to the discards
    (a random game once stepped back into them: the cards stayed discarded and a city of only Death was left
    standing)."""
    def edit(state):
        state.cities[0] = [_plain(state, 3, era=1) + [du(state, "death")]]
    state = position().edit(edit).at("act", seat=0, n=1).state()
    lone = state.cities[0][0][2]
    choose(state, "create a city")
    pick_value(state, [state.cities[0][0][0], False])
    pick_value(state, [state.cities[0][0][1], False])
    assert state.pending.kind == "found_pick" and [o.value for o in state.pending.options] == [lone]
    pick_value(state, lone)
    assert state.pending.kind == "found_where"
    choose(state, "Back")
    assert state.pending.kind == "found_pick" and not any(o.label == "Back" for o in state.pending.options)
    assert lone in cards_of(state, 0) and len(cards_of(state, 0)) == 2
