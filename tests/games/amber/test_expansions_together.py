"""The three expansions together (rulebook: Tribes, The Long Reach, The Remnants; Solo Mode; Family Variant): where
their rules meet, and the solo and family games with every option on (rules notes R28-R44 and the Expansions
notes X1-X8)."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.games.amber.catalog import catalog
from engine.games.amber.rules.catastrophe import powers, shielded
from engine.games.amber.rules.common import card, cards_of
from engine.games.amber.rules.effects import per_count
from engine.games.amber.rules.scoring import breakdown

from .helpers import GAME, choose, du, pick_value, position

ALL = {"tribes": "on", "long_reach": "on", "remnants": "on"}


def _plain(state, symbol: str, n: int = 1) -> list[str]:
    """Plain cards showing only `symbol`, taken out of the era decks."""
    found = [c for era in state.decks for c in era if card(c).type == "plain" and card(c).symbols == (symbol,)][:n]
    for c in found:
        state.decks[card(c).era - 1].remove(c)
    return found


def _sets(state, *sets: str) -> None:
    """Seat k holds Tribe set sets[k], its card 1 (face a) in place of the Fire, card 2 next."""
    for s, sid in enumerate(sets):
        state.tribe_sets[s] = sid
        state.tribe_next[s] = 2
        state.cities[s][0][0] = f"{sid}-1a"


def test_solo_with_every_expansion_sets_up_one_tribe_two_lands_and_four_remnants():
    """(Solo Mode; Tribes, Setup; The Long Reach, Setup; The Remnants, Setup) alone with every expansion: the one
    player chooses a Tribe set first, 2 Lands (players + 1) of the 24 unmarked are revealed, the 4 Remnants wait
    on the table, and no First Player card is used (rules notes R33, R39)."""
    state = GAME.setup(1, GAME.normalize_options(1, dict(ALL)), Rng(3))
    assert state.pending.kind == "tribe_pick" and state.pending.seat == 0
    assert len(state.pending.options) == 19
    assert len(state.land_row) == 2 and len(state.land_row) + len(state.land_deck) == 24
    assert state.remnants == ["rem1", "rem2", "rem3", "rem4"] and state.first is None
    GAME.apply(state, 0)
    GAME.apply(state, 0)
    assert state.cities[0][0][0] == "t01-1a" and state.pending.kind == "project_keep"


def test_the_family_game_with_every_expansion_has_no_decisive_moment_at_all():
    """(Family Variant; The Long Reach, Expansion Contents) the family game removes the Decisive Moments, the
    Long Reach's among them; its Catastrophe still joins the Age of Industry; the Middle Ages are skipped; the
    Tribes are chosen as usual (rules notes R34)."""
    for players in (1, 2):
        state = GAME.setup(players, GAME.normalize_options(players, {**ALL, "family": "on"}), Rng(5))
        assert state.moments == [] and state.eras == [1, 2, 4, 5]
        assert "k-reach" in state.catastrophe_pool[3]
        assert state.pending.kind == "tribe_pick"
        assert all(len(group) == 1 and card(group[0]).kind == "civilization" for group in state.groups)


def test_lost_at_sea_burns_an_amber_touching_a_land_and_a_remnant_takes_its_place():
    """(The Long Reach, its Catastrophe and "target a card touching Land"; The Remnants) the Amber touching a
    Land burns and a Remnants card takes its exact place; the Land beside it never burns (rules notes R29, R37)."""
    step = catalog().catastrophes["k-reach"].steps[-1]

    def edit(state):
        state.cities[0] = [["land01", "amber1"], ["fire1"]]
    state = position(era=4, **ALL).edit(edit).at("effect", seat=0, effect=step, later=[]).state()
    assert state.pending.kind == "remnant_pick"
    pick_value(state, "rem4")
    assert state.cities[0][0] == ["land01", "rem4"] and state.amber_out[0] == "amber1"


def test_a_tribe_shield_protects_the_card_below_and_has_no_greater_power():
    """(Tribes; Catastrophe Phase) a Tribe face with the small shield protects the card under it, like a
    Resilience card, even covered; it has no greater power to offer (rules notes X6)."""
    def edit(state):
        _sets(state, "t10", "t11")
        state.cities[0][0] = ["t10-2a", "amber1", "t10-1a"]
    state = position(era=2, **ALL).edit(edit).state()
    assert "amber1" in shielded(state) and powers(state, 0) == []
    state.cities[0][0].insert(0, _plain(state, "food")[0])
    assert "amber1" in shielded(state)


def test_a_tribe_draw_bonus_and_the_achievements_add_up():
    """(Tribes, double arrow; Achievement, double arrow in Era 5) Sky Readers' Star Tower and The Stars Within
    Reach each draw one card more: a draw of 2 draws 4 (rules notes X1)."""
    def edit(state):
        _sets(state, "t13", "t14")
        state.achievement = "ach2"
        state.cities[0].append(["t13-4a"])
    state = position(era=5, **ALL).edit(edit).at("effect", seat=0, effect={"draw": 2}, later=[]).state()
    assert len(state.looking[0]) == 4
    state = position(era=4, **ALL).edit(edit).at("effect", seat=0, effect={"draw": 2}, later=[]).state()
    assert len(state.looking[0]) == 3  # before Era 5, the Tribe card's alone


def test_a_land_claim_is_not_blocked_by_rules_against_new_cities():
    """(The Long Reach, "played immediately ... form a new city"; Tribes, CAN'T; the Achievement's double arrow)
    the Land starts a city of its own even while a Tribe card forbids creating cities, or in Era 5 under an
    Achievement allowing no new city: that is not the create-a-city action or effect (rules notes X3)."""
    def edit(state):
        _sets(state, "t19", "t01")
        state.cities[0][0] = ["t19-1a", "amber1"] + _plain(state, "food", 2)
        state.achievement = "ach4"
    for era in (2, 5):
        state = position(era=era, **ALL).edit(edit).at("act", seat=0, n=1).state()
        found = next(o for o in state.pending.options if o.value == ["found"])
        land = next(o for o in state.pending.options if o.value and o.value[0] == "land")
        assert not found.enabled and land.enabled, era
        choose(state, "Claim the Land")
        GAME.apply(state, 0)  # the spare card
        assert state.pending.kind == "place" and all(o.value[0] == "new" for o in state.pending.options)
        GAME.apply(state, 0)
        assert state.cities[0][0] == ["land01"]


def test_the_utopia_of_a_final_land_is_never_lost_to_death():
    """(End of Game; The Long Reach, Important!) each Death card discards a Utopia card at the end, but a Land
    cannot be discarded: the 2 Utopia of a final Land stay; a Utopia card does not (rules notes X2)."""
    def edit(state):
        state.cities[0] = [["land40"], ["fire1", "amber1", du(state, "death"), du(state, "death")]]
    state = position(era=5, **ALL).edit(edit).state()
    assert breakdown(state, 0)[:2] == [2, 0]
    state.cities[0][0].append(du(state, "utopia"))
    assert breakdown(state, 0)[:2] == [3, -1]


def test_a_remnant_is_no_amber_for_the_tall_city_tribe():
    """(Tribes: Stone Builders; The Remnants) Great Stair counts the cards of the city with Amber; once a
    Remnants card stands in for the burned Amber, there is no such city until the Amber comes back (rules notes
    R32)."""
    def edit(state):
        _sets(state, "t11", "t12")
        state.cities[0][0] = ["t11-3b", "fire1", "rem2"] + _plain(state, "food", 2)
        state.remnants.remove("rem2")
        state.amber_out[0] = "amber1"
    state = position(era=3, **ALL).edit(edit).state()
    spec = {"what": "card", "where": "amber_city", "max": 3}
    assert per_count(state, 0, spec) == 0
    state.cities[0][0][2] = "amber1"
    assert per_count(state, 0, spec) == 3


def test_the_amber_taken_back_obeys_a_tribe_card_that_wants_every_card_on_top():
    """(The Remnants, "take back an Amber card"; Tribes, MUST) the Amber comes back like a card taken: with the
    Broken Oath's seal on top it goes on top of a city (rules notes R31, R43)."""
    def edit(state):
        _sets(state, "t19", "t01")
        state.cities[0] = [["rem1"] + _plain(state, "food"), ["t19-1a"]]
        state.remnants.remove("rem1")
        state.amber_out[0] = "amber1"
    state = position(era=2, **ALL).edit(edit).at("act", seat=0, n=1).state()
    choose(state, "Exhaust Smouldering Hearth")
    pick_value(state, state.cities[0][0][1])  # its discard: the Food card
    assert state.pending.kind == "place"
    assert all(o.value[2] == "top" for o in state.pending.options)
    GAME.apply(state, 0)
    assert "amber1" in cards_of(state, 0) and "rem1" in state.remnants


def test_the_others_effect_does_nothing_alone():
    """(Tribes, "every other player"; Solo Mode) Stormriders' Thunder Drum alone: its owner takes the Ash card,
    there is no other player to take one (rules notes X4)."""
    def edit(state):
        _sets(state, "t03")
    state = position(players=1, era=2, **ALL).edit(edit).at("act", seat=0, n=0).state()
    ash_before = len(state.ash_supply)
    choose(state, "Exhaust Thunder Drum")
    while state.pending is not None and state.pending.kind == "place":
        GAME.apply(state, 0)
    assert len(state.ash_supply) == ash_before - 1
    assert sum(card(c).kind == "ash" for c in cards_of(state, 0)) == 1
