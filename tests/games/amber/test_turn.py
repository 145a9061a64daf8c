"""The Action phase: claims and their costs (Ash substitution, groups), the First Player card, actions, passing,
cities and Utopia collapse."""

from __future__ import annotations

from engine.games.amber.rules.common import card, cards_of
from engine.games.amber.rules.pay import payable

from .helpers import GAME, choose, du, labels, pick_value, position


def _res(era: int, cost: str) -> str:
    from engine.games.amber.catalog import catalog

    return next(r.id for r in catalog().content.resilience.cards if r.era == era and r.cost == [cost])


def _chron(state, symbol: str, era: int = 1, plain: bool = True) -> str:
    return next(c for c in state.decks[era - 1] if card(c).symbols == (symbol,) and not card(c).cost
                and (card(c).type == "plain") == plain)


def test_ash_substitution_by_era():
    """(rulebook Claim a Card) a regular card plus 1 Ash (Eras 2-3) or 2 Ash (Era 4) instead of a resource; not
    in Era 1 (rules notes R10)."""
    def edit(state):
        fire, amber = state.cities[0][0]
        state.cities[0] = [[fire, amber, state.ash_supply.pop(0)]]
    for era, ok in ((1, False), (2, True), (4, False)):
        state = position(era=era).edit(edit).state()
        from engine.games.amber.rules.pay import ash_substitute

        assert payable(state, 0, ["food"], sub=ash_substitute(state)) is ok


def test_claim_pays_from_cities_and_takes_the_first_player_card():
    """(rulebook Claim a Card) the cost is discarded from cities; the claimer takes the First Player card from
    the middle, or returns it when holding it (Round Example, fourth turn)."""
    rid = _res(1, "food")
    def edit(state):
        state.offer = [rid]
        state.first = None
        state.cities[0][0].insert(0, _chron(state, "food"))
    state = position().edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Claim")  # the only Food card pays: the forced pick is made without asking
    assert rid in state.claimed[0] and state.first == 0 and state.offer == []
    state2 = position().edit(edit).set(("first",), 0).at("act", seat=0, n=1).state()
    choose(state2, "Claim")
    assert state2.first is None


def test_a_claimed_card_is_played_from_the_hand_without_paying_again():
    """(rulebook Claim a Card; Card Anatomy) the cost in a card's corner is paid once: at the claim for a card
    from the public area, so playing it from the hand later is free (rules notes R27)."""
    rid = _res(1, "food")
    state = position().edit(lambda s: s.claimed[0].append(rid)).at("act", seat=0, n=1).state()
    assert not payable(state, 0, ["food"])  # the cities hold no Food card: the printed cost could not be paid
    play = next(o for o in state.pending.options if o.value == ["play", rid])
    assert play.enabled and "pay" not in play.label
    cities_before = cards_of(state, 0)
    choose(state, f"Play {card(rid).name}")
    choose(state, "on top")
    assert rid not in state.claimed[0] and sorted(cards_of(state, 0)) == sorted(cities_before + [rid])


def test_grouped_ambition_and_civilization_are_claimed_together_in_era_five_only():
    """(rulebook Claim a Card; F.A.Q.) an Ambition on a Civilization is one group: pay both costs, take both;
    Ambitions are claimed in Era 5 only (rules notes R2)."""
    state = position(era=4).at("act", seat=0, n=1).state()
    assert not any("Claim" in label and "Civilization" in label for label in labels(state))
    state = position(era=5).at("act", seat=0, n=1).state()
    claims = [o for o in state.pending.options if o.label.startswith("Claim")]
    assert claims and all(len(o.value[1]) == 2 for o in claims)


def test_cannot_exhaust_when_an_effect_is_impossible():
    """(rulebook Exhaust a Card) every effect is mandatory: a card whose discard cannot be paid is not
    exhausted; a covered card cannot be exhausted at all."""
    from engine.games.amber.catalog import catalog

    needs_food = next(c.id for c in catalog().content.chronicle.cards
                      if c.era == 1 and c.effects and c.effects[0] == {"discard": {"what": "food", "count": 1}}
                      and "food" not in c.symbols)
    covered = next(c.id for c in catalog().content.chronicle.cards
                   if c.era == 1 and c.effects and c.id != needs_food and "food" not in c.symbols)
    def edit(state):
        fire, amber = state.cities[0][0]
        state.cities[0] = [[needs_food, covered, amber]]
    state = position().edit(edit).at("act", seat=0, n=1).state()
    option = next(o for o in state.pending.options if o.label.startswith("Exhaust"))
    assert not option.enabled and "discard" in option.why_not
    assert not any(card(covered).name in o.label and o.label.startswith("Exhaust") for o in state.pending.options)


def test_two_actions_then_the_next_player():
    """(rulebook Actions) 1 or 2 actions, the same one twice allowed; the second may be skipped."""
    def edit(state):
        state.hands[0][0] = sorted(state.decks[0][:2])
        for c in state.hands[0][0]:
            state.decks[0].remove(c)
    state = position().edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Play")
    choose(state, "on top of")
    assert state.pending.kind == "act" and state.pending.options[-1].label == "End your turn"
    choose(state, "End your turn")
    assert state.pending.seat == 1


def test_pass_discards_ash_and_takes_the_first_player_card():
    """(rulebook Pass) passing discards every Ash card and takes the First Player card from the middle."""
    def edit(state):
        state.first = None
        state.cities[0][0].insert(0, state.ash_supply.pop(0))
    state = position().edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Pass")
    assert state.passed[0] and state.first == 0
    assert not any(card(c).kind == "ash" for c in cards_of(state, 0))


def test_create_a_city_with_two_discards():
    """(rulebook Discard 2 Cards / Create a City) two regular cards discarded, a third starts a new stack."""
    def edit(state):
        state.cities[0][0] = state.decks[0][:3] + state.cities[0][0]
    state = position().edit(edit).at("act", seat=0, n=1).state()
    choose(state, "create a city")
    choose(state, "Discard")
    choose(state, "Discard")
    choose(state, "Start a city with")
    choose(state, "far right")
    assert len(state.cities[0]) == 2 and len(cards_of(state, 0)) == 3


def test_last_card_leaves_and_the_city_vanishes():
    """(rulebook F.A.Q.) a city vanishes as soon as its last card is moved out of it."""
    def edit(state):
        state.cities[0].append([state.decks[0][0]])
    state = position().edit(edit).at("move_pick", seat=0).state()
    pick_value(state, state.cities[0][1][0])
    choose(state, "Into city 1, on top")
    assert len(state.cities[0]) == 1 and len(state.cities[0][0]) == 3


def test_a_city_of_only_death_hands_them_on():
    """(rulebook Death Cards; F.A.Q.) a city left with only Death cards moves them to other cities and
    disappears (rules notes R7, R8)."""
    def edit(state):
        death = du(state, "death")
        state.cities[0].append([state.decks[0][0], death])
    state = position().edit(edit).at("discard_pick", seat=0, what="any", later=[]).state()
    pick_value(state, state.cities[0][1][0])
    assert state.pending.kind == "relocate"
    choose(state, "at the bottom of")
    assert len(state.cities[0]) == 1 and sum(1 for c in state.cities[0][0] if state.faces.get(c) == "death") == 1


def test_utopia_collapses_when_played_touching_utopia():
    """(rulebook Card Anatomy; Take a Utopia Card) a Utopia played touching a card with Utopia collapses: one of
    the two is discarded (rules notes R9)."""
    def edit(state):
        state.cities[0][0].insert(0, du(state, "utopia"))
    state = position().edit(edit).at("gain", seat=0, what="utopia").state()
    choose(state, "on top of")
    assert state.pending.kind == "collapse"
    GAME.apply(state, 0)
    assert sum(1 for c in cards_of(state, 0) if state.faces.get(c) == "utopia") == 1


def test_death_goes_to_a_city_without_death():
    """(rulebook Death Cards) a Death card goes to a city without Death while there is one."""
    def edit(state):
        state.cities[0].append([state.decks[0][0], du(state, "death")])
    state = position().edit(edit).at("gain", seat=0, what="death").state()
    assert all(o.value[1] == 0 for o in state.pending.options)
