"""The Remnants (rulebook, The Remnants (Mini Expansion)): 4 Remnants cards on the table; a burning Amber is
replaced by one of them instead of Ash, chosen in reverse turn order when several burn together; the Amber's
income is lost; exhausting the Remnants card takes the Amber back and returns the card to the table (rules notes
R28-R32)."""

from __future__ import annotations

from engine.games.amber.catalog import catalog
from engine.games.amber.meta import META
from engine.games.amber.rules.common import card, cards_of, utopia_count
from engine.games.amber.rules.round import income_draws
from engine.games.amber.rules.targeting import burn

from .helpers import GAME, choose, du, pick_value, position

AMBER_ALL = {"target": {"count": None, "touching": None, "card": "amber", "city": None, "position": None,
                        "spread": None}}


def _amber(state, seat: int) -> str:
    return next(c for c in cards_of(state, seat) if card(c).kind == "amber")


def test_four_remnants_one_with_utopia_each_gives_the_amber_back():
    """(The Remnants, Mini Expansion Contents and Additional symbols) 4 Remnants cards, one providing Utopia;
    each one's effects end with "take back an Amber card" and "remove the Remnants card"."""
    cards = catalog().content.remnants.cards
    assert len(cards) == 4 and len({c.name for c in cards}) == 4
    assert sum("utopia" in c.symbols for c in cards) == 1
    for c in cards:
        assert [next(iter(e)) for e in c.effects][-2:] == ["take_amber", "remove_remnant"]
        assert catalog().cards[c.id].kind == "remnant" and catalog().cards[c.id].type == "action"


def test_the_option_is_offered_and_sets_the_remnants_out():
    """(The Remnants, Setup) the 4 Remnants cards are made available on the table; the option is off by
    default."""
    spec = next(o for o in META.options if o.key == "remnants")
    assert spec.default == "off" and {v for v, _ in spec.choices} == {"off", "on"}
    state = position(remnants="on").state()
    assert state.remnants == ["rem1", "rem2", "rem3", "rem4"] and state.amber_out == ["", ""]
    off = position().state()
    assert off.remnants == [] and not off.remnants_on


def test_a_burning_amber_is_replaced_by_the_chosen_remnant_and_its_income_is_lost():
    """(The Remnants, Additional Rules) instead of Ash, a Remnants card chosen from those available takes the
    Amber's place; the Amber's 2 cards of income are lost (rules notes R28, R29)."""
    state = position(remnants="on", era=2).at("effect", seat=0, effect=AMBER_ALL, later=[]).state()
    amber = "amber1"
    assert state.pending.kind == "remnant_pick" and state.pending.seat == 0
    assert [o.value for o in state.pending.options] == ["rem1", "rem2", "rem3", "rem4"]
    assert state.pending.options[1].target == "card-rem2"
    pick_value(state, "rem2")
    assert state.cities[0][0] == ["fire1", "rem2"] and state.amber_out[0] == amber
    assert state.remnants == ["rem1", "rem3", "rem4"]
    assert not any(card(c).kind == "ash" for c in cards_of(state, 0))
    assert income_draws(state, 0)[0] == 1  # one city: 1 card, but no longer the Amber's 2


def test_without_the_option_the_amber_burns_to_ash():
    """(Catastrophe Phase) the base rule: a burning Amber becomes Ash, lost for good."""
    state = position(era=2).at("effect", seat=0, effect=AMBER_ALL, later=[]).state()
    assert state.pending is None or state.pending.kind != "remnant_pick"
    assert card(state.cities[0][0][1]).kind == "ash"


def test_several_ambers_burning_together_choose_in_reverse_turn_order():
    """(The Remnants, "If multiple players burn their Amber at the same time") in a Catastrophe step, the
    Remnants are chosen in reverse turn order: with seat 0 leading, seat 2, then seat 1, then seat 0 (rules
    notes R30)."""
    def edit(state):
        state.first = 0
    state = position(players=3, remnants="on", era=2).edit(edit).at("effect", seat=0, effect=AMBER_ALL, later=[]).then(
        "effect", seat=1, effect=AMBER_ALL, later=[]).then("effect", seat=2, effect=AMBER_ALL, later=[]).then(
        "remnants_due").state()
    order = []
    while state.pending is not None and state.pending.kind == "remnant_pick":
        order.append(state.pending.seat)
        GAME.apply(state, 0)
    assert order == [2, 1, 0]
    assert [state.amber_out[s] for s in range(3)] == ["amber1", "amber2", "amber3"]
    assert state.remnants == ["rem4"]  # each took the first one still available


def test_a_catastrophe_step_gathers_the_ambers_before_anyone_chooses():
    """(The Remnants; Catastrophe Phase) a real Catastrophe whose third step targets 2 cards of the city with
    Amber: both players' Ambers burn in that step and the Remnants are then chosen, the second seat first."""
    def edit(state):
        state.catastrophe = "k2-2"
        state.first = 0
        for s in range(2):
            state.cities[s] = [["fire%d" % (s + 1), "amber%d" % (s + 1)]]
    state = position(remnants="on", era=2).edit(edit).at("resolve", source="catastrophe").state()
    seen = []
    for _ in range(30):
        if state.pending is None:
            break
        if state.pending.kind == "remnant_pick":
            seen.append(state.pending.seat)
        ambers = [i for i, o in enumerate(state.pending.options) if o.enabled and str(o.value).startswith("amber")]
        GAME.apply(state, ambers[0] if ambers else state.pending.enabled_indices()[0])
    assert seen == [1, 0]
    assert all(card(c).kind != "amber" for s in range(2) for c in cards_of(state, s))
    assert all(state.amber_out[s] for s in range(2))


def test_with_no_remnant_left_the_amber_turns_to_ash():
    """(The Remnants) only an available Remnants card can take the Amber's place: with none left the Amber burns
    to Ash as without the expansion (rules notes R28)."""
    state = position(remnants="on", era=2).edit(lambda s: s.remnants.clear()).at(
        "effect", seat=0, effect=AMBER_ALL, later=[]).state()
    assert card(state.cities[0][0][1]).kind == "ash" and state.amber_out[0] == ""


def test_exhausting_the_remnant_takes_the_amber_back_and_frees_the_remnant():
    """(The Remnants, Additional Rules and symbols) exhausting the Remnants card carries its effects out: here
    discard a regular card, take back the Amber into the cities, and the Remnants card is available again; the
    Amber's income returns (rules notes R31)."""
    def edit(state):
        state.remnants.remove("rem1")
        state.amber_out[0] = "amber1"
        spare = next(c for c in state.decks[1] if card(c).type == "plain")
        state.decks[1].remove(spare)
        state.cities[0] = [["rem1", "fire1"], [spare]]
    state = position(remnants="on", era=2).edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Exhaust Smouldering Hearth")
    choose(state, "Discard")  # the spare card (or the Fire): either pays
    assert state.pending.kind == "place"
    choose(state, "at the bottom of")
    assert "rem1" in state.remnants and state.amber_out[0] == ""
    assert any(card(c).kind == "amber" for c in cards_of(state, 0))
    assert not any(card(c).kind == "remnant" for c in cards_of(state, 0))
    assert income_draws(state, 0)[0] >= 2


def test_the_utopia_remnant_counts_and_a_burned_remnant_returns_to_the_table():
    """(The Remnants) one Remnants card provides Utopia, so burning the Amber may pay; a Remnants card that
    burns turns to Ash and is available on the table again (rules notes R32)."""
    def edit(state):
        state.remnants.remove("rem4")
        state.amber_out[0] = "amber1"
        state.cities[0] = [["fire1", "rem4"]]
    state = position(remnants="on", era=2).edit(edit).state()
    assert utopia_count(state, 0) == 1
    burn(state, 0, ["rem4"])
    assert "rem4" in state.remnants and card(state.cities[0][0][1]).kind == "ash"
    assert utopia_count(state, 0) == 0


def test_the_remnant_cannot_be_exhausted_without_its_cost():
    """(Exhaust a Card) every effect must be possible: Amber Dust asks 3 regular cards to discard."""
    def edit(state):
        state.remnants.remove("rem4")
        state.amber_out[0] = "amber1"
        state.cities[0] = [["rem4", "fire1"]]
    state = position(remnants="on", era=2).edit(edit).at("act", seat=0, n=1).state()
    option = next(o for o in state.pending.options if "Amber Dust" in o.label)
    assert not option.enabled


def test_the_table_shows_the_remnants_and_a_tap_chooses_one():
    """(The Remnants, Setup; docs/ui.md) the available Remnants are drawn in the public area, and the choice
    targets them."""
    state = position(remnants="on", era=2).at("effect", seat=0, effect=AMBER_ALL, later=[]).state()
    scene = GAME.scene(state, 0).to_json()
    items = {item["id"]: item for item in scene["items"]}
    assert "remnants-title" in items
    for rid in ("rem1", "rem2", "rem3", "rem4"):
        item = items[f"card-{rid}"]
        assert item.get("option") is not None and min(item["w"], item["h"]) >= 48
    assert du  # helpers imported for symmetry with the other scenario files
