"""Tribes (rulebook, Tribes; F.A.Q. on unclaimed cards): 19 sets of 5 double-sided cards chosen from the last
player counter-clockwise, card 1 replacing the Fire, the next card (either face, its own cost) played instead of a
hand card, in order; double-arrow effects and MUST / CAN'T rules while on top; Chronicle traits; unclaimed cards
of past eras kept (rules notes R39-R44). Every face of every set is played, and exhausted where it acts."""

from __future__ import annotations

import pytest

from engine.games.amber.catalog import catalog
from engine.games.amber.meta import META
from engine.games.amber.rules.common import card, cards_of, hand, on_top, utopia_count
from engine.games.amber.rules.pay import ash_substitute
from engine.games.amber.rules.round import income_draws
from engine.games.amber.rules.turn import found_cost, move_cost

from .helpers import GAME, choose, du, pick_value, position

SETS = catalog().content.tribes.sets
RESOURCES = ("food", "population", "engineering", "culture", "science")


def _plain(state, symbol: str, n: int = 1) -> list[str]:
    """Plain cards showing only `symbol` (no Utopia), taken out of the era decks."""
    found = [c for era in state.decks for c in era if card(c).type == "plain" and card(c).symbols == (symbol,)][:n]
    for c in found:
        state.decks[card(c).era - 1].remove(c)
    return found


def _tribed(sid: str = "t01", nxt: int = 2, first: str | None = None, era: int = 2, players: int = 2, **options):
    """A game with Tribes where seat 0 holds set `sid` (card 1 in place of its Fire, face a) and its next card is
    `nxt`; seat 1 holds the next set."""
    def edit(state):
        ids = [t.id for t in SETS]
        for s in range(players):
            mine = sid if s == 0 else ids[(ids.index(sid) + s) % len(ids)]
            state.tribe_sets[s] = mine
            state.tribe_next[s] = nxt if s == 0 else 2
            state.cities[s][0][0] = first if (s == 0 and first) else f"{mine}-1a"
    return position(players=players, era=era, tribes="on", **options).edit(edit)


def _rich(state, seat: int = 0, each: int = 3) -> None:
    """Give the seat a second city holding `each` plain cards of every resource (enough to pay any face)."""
    city = [c for r in RESOURCES for c in _plain(state, r, each)]
    state.cities[seat].append(city)


def test_nineteen_sets_of_five_double_sided_cards():
    """(What's in the Box; Tribes) 19 Tribe sets of 5 cards, 95 cards and 190 faces, each set with its own play
    style; card 1 replaces the Fire, so it has no cost."""
    assert len(SETS) == 19 and sum(len(t.cards) for t in SETS) == 95
    faces = [f for t in SETS for c in t.cards for f in c.faces]
    assert len(faces) == 190 and len({f.name for f in faces}) == 190
    assert len({t.style for t in SETS}) == 19
    assert all(not f.cost for t in SETS for f in t.cards[0].faces)
    assert all(card(f.id).kind == "tribe" for f in faces)
    spec = next(o for o in META.options if o.key == "tribes")
    assert spec.default == "off"


def test_sets_are_chosen_from_the_last_player_counter_clockwise():
    """(Tribes) after the Achievement is revealed, the last player chooses first, then counter-clockwise; a set
    taken is gone for the others; card 1 (the face chosen) replaces the Fire (rules notes R39, R40)."""
    def edit(state):
        state.first = 1
    state = position(players=3, tribes="on").edit(edit).at("tribe_pick", seat=0).then(
        "tribe_pick", seat=2).then("tribe_pick", seat=1).state()
    order = []
    while state.pending is not None and state.pending.kind in ("tribe_pick", "tribe_first"):
        if state.pending.kind == "tribe_pick":
            order.append(state.pending.seat)
            assert len(state.pending.options) == 19 - len(order) + 1
        GAME.apply(state, len(state.pending.options) - 1 if state.pending.kind == "tribe_first" else 0)
    assert order == [0, 2, 1]
    assert state.tribe_sets == ["t01", "t03", "t02"]
    assert state.cities[0][0] == ["t01-1b", "amber1"] and state.tribe_next == [2, 2, 2]
    assert not any(card(c).kind == "fire" for s in range(3) for c in cards_of(state, s))
    from engine.games.amber.rules.tribes import setup_tribes
    fresh = position(players=3, tribes="on").edit(edit).state()
    assert [f.args["seat"] for f in setup_tribes(fresh)] == [0, 2, 1]


def test_setup_asks_the_tribes_before_the_projects():
    """(Setup; Tribes) with the option, the first choices of the game are the Tribe sets."""
    from engine.core.rng import Rng
    state = GAME.setup(2, GAME.normalize_options(2, {"tribes": "on"}), Rng(7))
    assert state.pending.kind == "tribe_pick"
    assert state.pending.seat == (state.first - 1) % 2


def test_the_next_tribe_card_is_played_instead_of_a_hand_card_in_order():
    """(Tribes) the play action may play the top card of the set instead, either face, at that face's cost; only
    the next card is offered; it is placed like a played card (rules notes R41)."""
    def edit(state):
        _rich(state)
    state = _tribed("t01").edit(edit).at("act", seat=0, n=1).state()
    offered = [o.value[1] for o in state.pending.options if o.value and o.value[0] == "tribe"]
    assert offered == ["t01-2a", "t01-2b"]
    assert state.pending.options[[o.value for o in state.pending.options].index(["tribe", "t01-2a"])].target == \
        "card-t01-2a"
    choose(state, "Play your Tribe card 2: Smoke Lodge")
    choose(state, "Discard")  # its Food cost
    choose(state, "on top of city 2")
    assert state.cities[0][1][0] == "t01-2a" and state.tribe_next[0] == 3
    state = _tribed("t01", nxt=6).at("act", seat=0, n=1).state()
    assert not any(o.value and o.value[0] == "tribe" for o in state.pending.options)


def test_double_arrow_effects_hold_only_while_on_top():
    """(Tribes, double arrow) each permanent effect applies while its card is uncovered, and stops once covered."""
    checks = {
        "t01-4a": lambda s: income_draws(s, 0)[0] == 3,  # Amber 2 + Emberfolk's Longhouse 1 (two cities)
        "t09-2a": lambda s: ash_substitute(s, 0) == 1 and ash_substitute(s) == 0,
        "t07-2a": lambda s: found_cost(s, 0) == ["any"],
        "t15-2a": lambda s: move_cost(s, 0) == [],
    }
    for face, check in checks.items():
        def edit(state, face=face):
            state.era = 1 if face == "t09-2a" else 2
            state.cities[0].append([face])
        state = _tribed(face[:3]).edit(edit).state()
        assert check(state), face
        state.cities[0][1].insert(0, _plain(state, "food")[0])  # covered
        assert not check(state), face


def test_draw_plus_draws_one_more_and_pass_utopia_takes_a_utopia():
    """(Tribes, double arrow) Sky Readers' Star Tower: every draw effect draws one more; the Hollow Crown's
    Golden Age: passing takes a Utopia card."""
    state = _tribed("t13").edit(lambda s: s.cities[0].append(["t13-4a"])).at(
        "effect", seat=0, effect={"draw": 2}, later=[]).state()
    assert len(state.looking[0]) == 3
    state = _tribed("t04").edit(lambda s: s.cities[0].append(["t04-5b"])).at("act", seat=0, n=1).state()
    before = utopia_count(state, 0)
    choose(state, "Pass")
    while state.pending is not None and state.pending.seat == 0 and state.pending.kind == "place":
        GAME.apply(state, 0)
    assert utopia_count(state, 0) == before + 1


def test_cant_claim_and_cant_found_and_must_top():
    """(Tribes, MUST / CAN'T) while on top: the Hollow Crown's first card forbids claims (Lands too); the Broken
    Oath's forbids new cities (action and effect) and makes every card go on top (rules notes R43)."""
    def offer(state):
        _rich(state)
        state.offer = [next(r.id for r in catalog().content.resilience.cards if r.era == 2)]
    state = _tribed("t04", first="t04-1a", long_reach="on").edit(offer).at("act", seat=0, n=1).state()
    claims = [o for o in state.pending.options if o.value and o.value[0] in ("claim", "land")]
    assert claims and not any(o.enabled for o in claims)
    state = _tribed("t19", first="t19-1a").edit(offer).at("act", seat=0, n=1).state()
    found = next(o for o in state.pending.options if o.value == ["found"])
    assert not found.enabled and "forbids" in found.why_not
    assert any(o.enabled for o in state.pending.options if o.value and o.value[0] == "claim")
    from engine.games.amber.rules.effects import Ctx, CreateCity
    assert CreateCity().why_not(Ctx(state, 0), 1) is not None
    state = _tribed("t19", first="t19-1a").edit(_rich).at("gain", seat=0, what="ash").state()
    assert state.pending.kind == "place"
    assert all(o.value[2] == "top" for o in state.pending.options)


def test_each_face_has_its_own_cost_and_playing_one_is_one_action():
    """(Tribes, "the cost may differ for each face") Emberfolk's card 2: Smoke Lodge asks a Food card, Gathering
    Fire any regular card; with no Food card in the cities (Prehistory: no Ash stands in) only the second can be
    played; playing it is the first of the turn's two actions (rules notes R41)."""
    def edit(state):
        state.cities[0][0] = ["t01-1b", "amber1"]  # Tinder Bundle shows Population
    state = _tribed("t01", era=1).edit(edit).at("act", seat=0, n=1).state()
    faces = {o.value[1]: o for o in state.pending.options if o.value and o.value[0] == "tribe"}
    assert not faces["t01-2a"].enabled and "cannot pay" in faces["t01-2a"].why_not
    assert faces["t01-2b"].enabled
    choose(state, "Play your Tribe card 2: Gathering Fire")
    pick_value(state, ["amber1", False])  # its cost: any regular card
    choose(state, "on top of city 1")
    assert state.cities[0][0] == ["t01-2b", "t01-1b"] and state.tribe_next[0] == 3
    assert state.pending.kind == "act" and state.pending.seat == 0 and state.pending.inside is False
    assert "Your second action" in state.pending.prompt


def test_a_face_marked_for_a_new_city_starts_one():
    """(Tribes, restrictions shown by a mark; Card Anatomy, "played immediately as a new city") Far Walkers'
    Outpost Chain and Tide Callers' Coral Hall go into the cities only as a new city (rules notes X5)."""
    marked = sorted(f.id for t in SETS for c in t.cards for f in c.faces if f.marks)
    assert marked == ["t07-4b", "t16-4b"]
    state = _tribed("t07", nxt=4).edit(_rich).at("act", seat=0, n=1).state()
    choose(state, "Play your Tribe card 4: Outpost Chain")
    while state.pending.kind == "pay":
        GAME.apply(state, state.pending.enabled_indices()[0])
    assert state.pending.kind == "place" and all(o.value[0] == "new" for o in state.pending.options)
    GAME.apply(state, 0)
    assert state.cities[0][0] == ["t07-4b"] and state.tribe_next[0] == 5


def test_others_take_ash_and_death():
    """(Tribes, "more player interaction") Stormriders' first card: take an Ash card, then every other player
    takes one too."""
    state = _tribed("t03", first="t03-1a", players=3).at("act", seat=0, n=1).state()
    choose(state, "Exhaust Thunder Drum")
    for _ in range(10):
        if state.pending is None or state.pending.kind != "place":
            break
        GAME.apply(state, 0)
    assert all(any(card(c).kind == "ash" for c in cards_of(state, s)) for s in range(3))


def test_unclaimed_cards_of_past_eras_stay_and_a_tribe_card_claims_one():
    """(F.A.Q. "What do we do with unclaimed cards": with Tribes they stay available) an era's unclaimed cards go
    to the past eras' cards; Salt Traders' Barter Post claims one, paying its cost (rules notes R42)."""
    def edit(state):
        state.offer = [next(w.id for w in catalog().content.wonders.cards if w.era == 5)]
    state = _tribed("t08", era=5).edit(edit).at("end_era").state()
    assert len(state.past_offer) == 1
    past = state.past_offer[0]

    def ready(state):
        state.past_offer = [past]
        _rich(state)
        state.cities[0].append(["t08-2b"])
    state = _tribed("t08", nxt=3).edit(ready).at("act", seat=0, n=1).state()
    items = {i["id"] for i in GAME.scene(state, 0).to_json()["items"]}
    assert "past-title" in items and f"card-{past}" in items  # shown on the table, where the claim targets it
    choose(state, "Exhaust Barter Post")
    assert state.pending.kind == "pay"  # the one card of a past era: chosen without asking
    while state.pending is not None and state.pending.kind == "pay":
        GAME.apply(state, 0)
    assert past in hand(state, 0) and state.past_offer == []
    off = position(era=5).edit(edit).at("end_era").state()
    assert off.past_offer == []


def test_chronicle_traits_count_for_tribe_cards():
    """(Card Anatomy, traits "used when playing with the Tribe cards") Keepers of Memory's Memory Stones: a
    Utopia card for each humanist card (at most 2)."""
    humanist = [c.id for c in catalog().content.chronicle.cards if c.trait == "humanist" and c.type == "plain"
                and "utopia" not in c.symbols][:3]
    state = _tribed("t05").edit(lambda s: s.cities[0].extend([["t05-3b"], humanist])).state()
    from engine.games.amber.rules.effects import per_count
    assert per_count(state, 0, {"what": "humanist", "where": "all", "max": 2}) == 2
    assert per_count(state, 0, {"what": "industrialist", "where": "all", "max": 2}) == 0


def test_a_discarded_or_burned_tribe_card_leaves_the_game():
    """(Discard, "Discarded Tribe ... cards are removed from the game") a Tribe card that burns turns to Ash and
    is gone."""
    state = _tribed("t01").state()
    from engine.games.amber.rules.targeting import burn
    burn(state, 0, ["t01-1a"])
    assert "t01-1a" not in cards_of(state, 0)
    assert all("t01-1a" not in pile for pile in state.discards)


def test_the_table_shows_every_seats_next_tribe_card_both_faces():
    """(Tribes; docs/ui.md) a Tribes region shows each seat's set and both faces of its next card; the faces are
    the play options' targets, 48 units or more."""
    state = _tribed("t02").edit(_rich).at("act", seat=0, n=1).state()
    items = {i["id"]: i for i in GAME.scene(state, 0).to_json()["items"]}
    for face in ("t02-2a", "t02-2b", "t03-2a", "t03-2b"):
        assert f"card-{face}" in items
    assert items["card-t02-2a"].get("option") is not None and items["card-t03-2a"].get("option") is None
    assert min(items["card-t02-2a"]["w"], items["card-t02-2a"]["h"]) >= 48
    choosing = position(tribes="on").at("tribe_pick", seat=0).state()
    items = {i["id"]: i for i in GAME.scene(choosing, 0).to_json()["items"]}
    assert sum(1 for k in items if k.startswith("tribe-t")) == 19 and items["tribe-t05"].get("option") is not None


# ---------------------------------------------------------------------------------------------- every set's cards
STYLE = {  # each set's play style, as its cards show it
    "t01": lambda f: "income_plus" in f["t01-4a"].permanent,
    "t02": lambda f: "income_plus" in f["t02-2a"].permanent and "draw_plus" in f["t02-4a"].permanent,
    "t03": lambda f: sum("others" in e for x in f.values() for e in x.effects) >= 4,
    "t04": lambda f: "cant_claim" in f["t04-1a"].limits and "pass_utopia" in f["t04-5b"].permanent,
    "t05": lambda f: any(e.get("utopia_per", {}).get("what") == "humanist" for e in f["t05-5a"].effects),
    "t06": lambda f: any(e.get("utopia_per", {}).get("what") == "industrialist" for e in f["t06-5a"].effects),
    "t07": lambda f: "found_one" in f["t07-2a"].permanent,
    "t08": lambda f: sum("past_claim" in e for x in f.values() for e in x.effects) == 3,
    "t09": lambda f: "ash_one" in f["t09-2a"].permanent and f["t09-1a"].effects == [{"ash": 2}],
    "t10": lambda f: sum(x.type == "shield" for x in f.values()) >= 4,
    "t11": lambda f: any(e.get("utopia_per", {}).get("where") == "amber_city" for e in f["t11-5a"].effects),
    "t12": lambda f: {"death": 1} in f["t12-1a"].effects and sum("remove_death" in e for x in f.values()
                                                                  for e in x.effects) == 3,
    "t13": lambda f: "draw_plus" in f["t13-4a"].permanent,
    "t14": lambda f: "income_plus" in f["t14-2a"].permanent,
    "t15": lambda f: "free_move" in f["t15-2a"].permanent,
    "t16": lambda f: "free_move" in f["t16-2a"].permanent and any("others" in e for e in f["t16-1a"].effects),
    "t17": lambda f: "must_top" in f["t17-2a"].limits and "pass_utopia" in f["t17-5b"].permanent,
    "t18": lambda f: "income_plus" in f["t18-2a"].permanent,
    "t19": lambda f: {"cant_found", "must_top"} <= set(f["t19-1a"].limits) and "draw_plus" in f["t19-5b"].permanent,
}


def _pay_from(state, rich: list[str]) -> None:
    """Answer a payment with a card of the rich city (the Tribe card and the Amber stay where they are)."""
    options = state.pending.options
    picks = [i for i in state.pending.enabled_indices() if isinstance(options[i].value, list)
             and options[i].value and options[i].value[0] in rich]
    GAME.apply(state, (picks or state.pending.enabled_indices())[0])


def _drive(state, limit: int = 80) -> None:
    """Answer every choice with its first enabled option until seat 0 is asked its second action (or the turn
    moves on)."""
    for _ in range(limit):
        pending = state.pending
        if pending is None or (pending.kind == "act" and pending.seat == 0) or \
                (pending.kind == "act" and pending.seat != 0):
            return
        GAME.apply(state, pending.enabled_indices()[0])
    raise AssertionError("the effects did not come to an end")


@pytest.mark.parametrize("tribe", SETS, ids=[t.id for t in SETS])
def test_every_face_of_the_set_plays_and_acts(tribe):
    """(Tribes) each set's style shows in its cards; every face of cards 2-5 can be paid from rich cities, is
    placed on top of a city and, if it is an Action face, its effects carry out to the end; card 1's faces act
    in place of the Fire."""
    faces = {f.id: f for c in tribe.cards for f in c.faces}
    assert STYLE[tribe.id](faces), tribe.name
    for c in tribe.cards:
        for f in c.faces:
            def edit(state, f=f, c=c):
                _rich(state)
                state.cities[0].append([state.ash_supply.pop(0), state.ash_supply.pop(0), du(state, "death")])
                state.cities[1].append(_plain(state, "food"))
                state.past_offer = [next(r.id for r in catalog().content.resilience.cards if r.era == 1)]
                if c.number == 1:
                    state.cities[0][0][0] = f.id
            state = _tribed(tribe.id, nxt=max(2, c.number)).edit(edit).at("act", seat=0, n=1).state()
            if c.number > 1:
                choose(state, f"Play your Tribe card {c.number}: {f.name}")
                rich = list(state.cities[0][1])
                for _ in range(12):
                    if state.pending.kind == "place":
                        choose(state, "as a new city" if "new_city" in f.marks else "on top of city 2")
                        break
                    _pay_from(state, rich)
                assert f.id in [city[0] for city in state.cities[0]], f.id
                assert state.tribe_next[0] == c.number + 1
                state = _tribed(tribe.id, nxt=6).edit(edit).edit(
                    lambda s, f=f: s.cities[0][1].insert(0, f.id)).at("act", seat=0, n=1).state()
            assert on_top(state, 0, next(iter(f.permanent), "none")) == bool(f.permanent)
            if f.type == "action":
                option = next(o for o in state.pending.options if o.value == ["exhaust", f.id])
                assert option.enabled, (f.id, option.why_not)
                GAME.apply(state, state.pending.options.index(option))
                _drive(state)
                assert f.id in state.exhausted or f.id not in cards_of(state, 0)
