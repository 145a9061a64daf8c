"""The Long Reach (rulebook, The Long Reach (Expansion)): 40 Lands in their order, filtered by player count,
players + 1 revealed; a Land claimed instead of a card (the first one only, its symbols on different cards, 1
regular card discarded), played at once as a new city, the next revealed; Lands targeted but never burned, never
discarded; "remove a Land card" and "touching Land" (rules notes R33-R38)."""

from __future__ import annotations

from engine.games.amber.catalog import catalog
from engine.games.amber.meta import META
from engine.games.amber.rules.common import card, cards_of, matches
from engine.games.amber.rules.long_reach import shows
from engine.games.amber.rules.pay import payable
from engine.games.amber.rules.targeting import burn, eligible

from .helpers import GAME, choose, du, pick_value, position


def _plain(state, symbol: str, era: int = 2, n: int = 1) -> list[str]:
    """Plain cards of an era showing only `symbol`, taken out of the deck."""
    found = [c for c in state.decks[era - 1] if card(c).type == "plain" and card(c).symbols == (symbol,)][:n]
    for c in found:
        state.decks[era - 1].remove(c)
    return found


def test_forty_lands_in_order_with_marks_and_the_final_lands():
    """(The Long Reach, Expansion Contents; Setup; last paragraph) 40 Land cards numbered 1-40, some marked 3+
    or 4+, each requiring symbols; the final Lands give 2 Utopia, the last is Antarctica; one Decisive Moment
    and one Catastrophe come with them."""
    reach = catalog().content.long_reach
    lands = reach.lands
    assert [land.order for land in lands] == list(range(1, 41)) and len({land.name for land in lands}) == 40
    assert {land.players for land in lands} == {1, 3, 4}
    assert lands[-1].name == "Antarctica" and lands[-1].symbols == ["utopia", "utopia"]
    finals = [land for land in lands if land.symbols.count("utopia") == 2]
    assert len(finals) == 4 and all(len(land.requires) >= 4 for land in finals)
    assert len(lands[0].requires) < len(lands[20].requires) < len(lands[39].requires)
    assert any("remove_land" in e for e in reach.moment.left)
    assert reach.catastrophe.steps[-1]["target"]["touching"] == "land"


def test_setup_filters_by_player_count_and_reveals_players_plus_one():
    """(The Long Reach, Setup) Lands for more players are removed (a 3-player game has no 4+ Land); players + 1
    Lands are revealed; without the option there are none."""
    spec = next(o for o in META.options if o.key == "long_reach")
    assert spec.default == "off"
    for players, total in ((1, 24), (2, 24), (3, 32), (4, 40)):
        state = position(players=players, long_reach="on").state()
        assert len(state.land_row) == players + 1
        assert len(state.land_row) + len(state.land_deck) == total
        assert state.land_row + state.land_deck == sorted(state.land_row + state.land_deck)
        assert all(card(lid).players <= players for lid in state.land_row + state.land_deck)
    off = position().state()
    assert not off.lands_on and off.land_row == [] and "dm-reach" not in off.moments
    assert all("k-reach" not in pool for pool in off.catastrophe_pool)
    on = position(long_reach="on").state()
    assert "k-reach" in on.catastrophe_pool[3]


def _ready(state):
    """Seat 0 shows Food (the first Land's need) on a card of its own, and a spare regular card."""
    food = _plain(state, "food")
    state.cities[0] = [food + state.cities[0][0]]


def test_only_the_first_land_may_be_claimed_and_only_with_a_card_to_spare():
    """(The Long Reach, Additional Rules) the first available Land only; its required symbols on cards of the
    cities and 1 regular card discarded besides."""
    state = position(long_reach="on").edit(_ready).at("act", seat=0, n=1).state()
    lands = [o for o in state.pending.options if o.value and o.value[0] == "land"]
    assert [o.value[1] for o in lands] == [state.land_row[0]] and lands[0].enabled
    assert lands[0].target == f"card-{state.land_row[0]}"
    bare = position(long_reach="on").edit(lambda s: s.cities[0].__setitem__(0, _plain(s, "food"))).at(
        "act", seat=0, n=1).state()
    option = next(o for o in bare.pending.options if o.value and o.value[0] == "land")
    assert not option.enabled  # Food shown, but no other regular card to discard


def test_required_symbols_must_be_on_different_cards():
    """(The Long Reach, "All required cards ... must be different") a card showing Food and Population answers
    one need only."""
    def edit(state):
        both = next(c for era in state.decks for c in era if set(card(c).symbols) == {"food", "population"})
        state.decks[card(both).era - 1].remove(both)
        state.cities[0] = [[both, "fire1", "amber1"]]
    state = position(long_reach="on").edit(edit).state()
    assert shows(state, 0, ["food"], extra=True)
    assert not shows(state, 0, ["food", "population"])
    state.cities[0][0] += _plain(state, "population")
    assert shows(state, 0, ["food", "population"])


def test_claiming_a_land_discards_a_spare_card_starts_a_city_and_reveals_the_next():
    """(The Long Reach, Additional Rules; Important!) the regular card discarded is not one the needs rest on;
    the Land is played at once as a new city; the next Land is revealed; a Land claim is a whole turn and takes
    the First Player card from the middle (rules notes R35, R36)."""
    def edit(state):
        _ready(state)
        state.first = None
    state = position(long_reach="on").edit(edit).at("act", seat=0, n=1).state()
    first, food = state.land_row[0], state.cities[0][0][0]
    waiting = state.land_deck[0]
    choose(state, "Claim the Land")
    assert state.pending.kind == "land_pay"
    assert food not in [o.value for o in state.pending.options]  # the only Food card stays
    pick_value(state, "fire1")
    assert state.pending.kind == "place"
    assert all(o.value[0] == "new" for o in state.pending.options)  # a new city
    GAME.apply(state, len(state.pending.options) - 1)
    assert [first] in state.cities[0] and food in cards_of(state, 0)
    assert first not in state.land_row and state.land_row[-1] == waiting and state.first == 0
    assert state.pending.seat == 1  # the claim was the whole turn


def test_lands_are_targeted_but_never_burn_and_are_never_discarded():
    """(The Long Reach, Important!) a targeted Land stays; it cannot pay a cost nor be discarded by an effect,
    though it can be moved and its symbols count."""
    def edit(state):
        state.cities[0] = [["land01"], ["fire1", "amber1"]]
    state = position(long_reach="on").edit(edit).state()
    every = {"count": None, "touching": None, "card": "any", "city": None, "position": None, "spread": None}
    assert "land01" in eligible(state, 0, every)
    burn(state, 0, ["land01"])
    assert state.cities[0][0] == ["land01"]
    assert not matches(state, "land01", "any") and matches(state, "land01", "food")
    assert not payable(state, 0, ["food"])  # Land01 shows Food, but only regular cards pay
    assert payable(state, 0, ["any", "card"])  # discard 1 to move the Land: allowed
    state = position(long_reach="on").edit(edit).at("discard_pick", seat=0, what="any", later=[]).state()
    assert "land01" not in [o.value for o in state.pending.options]


def test_a_land_showing_a_symbol_helps_claim_the_next():
    """(The Long Reach, "have the required symbols in your city") the symbols of a Land in the cities count
    towards the next Land's needs."""
    def edit(state):
        state.cities[0] = [["land01"], ["fire1", "amber1"]]
    state = position(long_reach="on").edit(edit).state()
    assert shows(state, 0, ["food"], extra=True)


def test_target_cards_touching_land():
    """(The Long Reach, Additional symbols) "target a card touching Land": the cards directly above or below a
    Land card, as in the expansion's Catastrophe."""
    def edit(state):
        a, b = _plain(state, "food", n=2)
        state.cities[0] = [[a, "land01", b], ["fire1", "amber1"]]
    state = position(long_reach="on", era=4).edit(edit).state()
    step = catalog().catastrophes["k-reach"].steps[-1]["target"]
    assert set(eligible(state, 0, step)) == set(state.cities[0][0]) - {"land01"}
    from engine.games.amber.rules.targeting import target_words
    assert target_words(step) == "burn 2 cards touching Land in any of your cities"


def test_remove_a_land_card_takes_it_out_of_the_game():
    """(The Long Reach, Additional symbols; the expansion's Decisive Moment) "remove a Land card": the Land
    leaves the cities and the game."""
    def edit(state):
        state.land_row.remove("land01")  # claimed earlier
        state.cities[0] = [["land01"], ["fire1", "amber1", du(state, "death")]]
    state = position(long_reach="on", era=2).edit(edit).at("moment_left", seat=0, moment="dm-reach").state()
    choose(state, "Carry out")
    assert "land01" not in cards_of(state, 0)
    assert "land01" not in state.land_row + state.land_deck
    assert not any(card(c).kind == "du" for c in cards_of(state, 0))


def test_a_utopia_played_on_a_final_land_discards_itself():
    """(Card Anatomy, collapse; The Long Reach) a Utopia card played touching a final Land (2 Utopia) collapses
    with it, and the Land, never discarded, stays (rules notes R37)."""
    def edit(state):
        state.cities[0] = [["land40"], ["fire1", "amber1"]]
    state = position(long_reach="on", era=5).edit(edit).at("gain", seat=0, what="utopia").state()
    pick_value(state, ["city", 0, "top"])
    assert state.cities[0][0] == ["land40"]


def test_the_table_shows_the_land_row_and_a_tap_claims_the_first():
    """(docs/ui.md) the Land row has a region of its own; the first Land is the claim's target."""
    state = position(long_reach="on").edit(_ready).at("act", seat=0, n=1).state()
    scene = GAME.scene(state, 0).to_json()
    items = {item["id"]: item for item in scene["items"]}
    assert "lands-title" in items
    first = items[f"card-{state.land_row[0]}"]
    assert first.get("option") is not None and min(first["w"], first["h"]) >= 48
    assert all(items[f"card-{lid}"].get("option") is None for lid in state.land_row[1:])


def test_solo_a_land_claim_is_one_action_among_the_others():
    """(Solo Mode, "claiming is treated as an action like the others"; The Long Reach) alone, the Land claim is
    one action: the player acts again afterwards; 2 Lands are revealed and no First Player card moves (rules notes
    R33, R35)."""
    state = position(players=1, long_reach="on").edit(_ready).at("act", seat=0, n=0).state()
    assert len(state.land_row) == 2
    first = state.land_row[0]
    choose(state, "Claim the Land")
    pick_value(state, "fire1")
    GAME.apply(state, 0)  # the new city
    assert [first] in state.cities[0] and state.first is None
    assert state.pending.kind == "act" and state.pending.seat == 0 and state.pending.prompt.startswith("Choose")
