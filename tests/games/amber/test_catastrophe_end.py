"""The Catastrophe phase (the rulebook's example), greater powers, the Achievement, Decisive Moments, the end of
the game and its tie-breaks, solo verdicts."""

from __future__ import annotations

from engine.games.amber.catalog import catalog
from engine.games.amber.rules.common import card, cards_of
from engine.games.amber.rules.scoring import breakdown, winners

from .helpers import GAME, choose, du, pick_value, position

TOUCH = {"target": {"count": None, "touching": "death", "card": "any", "city": None, "position": None,
                    "spread": None}}
TALL4 = {"target": {"count": 4, "touching": None, "card": "any", "city": {"kind": "tallest"},
                    "position": {"side": "bottom", "depth": 4}, "spread": None}}


def _plain(state, n: int, era: int = 2) -> list[str]:
    cards = [c for c in state.decks[era - 1] if card(c).type == "plain" and "utopia" not in card(c).symbols][:n]
    for c in cards:
        state.decks[era - 1].remove(c)
    return cards


def _resilience(power: bool) -> str:
    return next(r.id for r in catalog().content.resilience.cards if (r.power is not None) == power and
                (not power or r.power["protect"].get("cities") == {"kind": "this", "size": None, "symbol": None}))


def test_card_under_a_shield_is_protected_and_cards_touching_death_burn():
    """(rulebook Catastrophe Phase, example step 2) cards touching Death are targeted; the one under a Resilience
    card is safe, the others burn to Ash."""
    def edit(state):
        a, b = _plain(state, 2)
        shield = _resilience(False)
        death = du(state, "death")
        state.cities[0] = [[shield, a, death, b]] + state.cities[0]
        state.cities[1] = []
    state = position(era=2).edit(edit).state()
    from engine.games.amber.rules.catastrophe import shielded
    state.protected = shielded(state)
    a, b = state.cities[0][0][1], state.cities[0][0][3]
    from engine.games.amber.rules.targeting import burn, eligible
    targets = eligible(state, 0, TOUCH["target"])
    assert set(targets) == {a, b}
    burn(state, 0, targets)
    assert a in state.cities[0][0] and b not in cards_of(state, 0)
    assert card(state.cities[0][0][3]).kind == "ash"


def test_tallest_city_four_bottommost_and_the_greater_power():
    """(rulebook Catastrophe example, step 3) 4 cards of the tallest city from the bottom: the protected card and
    Death stay, the others burn; with the top Resilience card's greater power used, nothing in that city burns
    but the Resilience card itself (rules notes R12, R22)."""
    def build(state):
        a, b = _plain(state, 2)
        state.cities[0] = [[_resilience(True), a, du(state, "death"), b]] + state.cities[0]
        state.faces  # noqa: B018
    state = position(era=3).edit(build).state()
    from engine.games.amber.rules.catastrophe import shielded
    from engine.games.amber.rules.targeting import burn, eligible
    state.protected = shielded(state)
    top, a, death, b = state.cities[0][0]
    picked = eligible(state, 0, TALL4["target"])
    assert picked == [top, a, death, b]
    burn(state, 0, picked)
    kinds = [card(c).kind for c in state.cities[0][0]]
    assert kinds == ["ash", "chronicle", "du", "ash"] and state.cities[0][0][1] == a


def test_greater_power_protects_the_city_and_burns_itself():
    """(rulebook Catastrophe example; F.A.Q.) a greater power is optional, used on top of a city only, and the
    card burns when used, whatever protects it."""
    def build(state):
        a, b = _plain(state, 2)
        state.cities[0] = [[_resilience(True), a, du(state, "death"), b]] + state.cities[0]
        state.cities[1] = [state.cities[1][0]]
        state.catastrophe = next(c.id for c in catalog().content.catastrophes.cards if c.era == 3
                                 and c.steps[-1]["target"].get("position") == {"side": "bottom", "depth": 4})
        state.first = 0
    state = position(era=3).edit(build).at("resolve", source="catastrophe").state()
    assert state.pending.kind == "power"
    choose(state, "Use the greater power")
    for _ in range(6):
        if state.pending is None or state.pending.kind not in ("place", "power"):
            break
        GAME.apply(state, state.pending.enabled_indices()[-1] if state.pending.kind == "power" else 0)
    city = next(c for c in state.cities[0] if len(c) >= 4)
    assert card(city[0]).kind == "ash" and sum(card(c).kind == "chronicle" for c in city) == 2


def test_burned_exhausted_card_leaves_an_exhausted_ash_and_death_stays_death():
    """(rulebook F.A.Q.) an exhausted card burns to an exhausted Ash; Death and Ash burn into themselves."""
    def build(state):
        a = _plain(state, 1)[0]
        state.cities[0] = [[a, du(state, "death"), state.ash_supply.pop(0)]]
        state.exhausted = [a]
    state = position(era=2).edit(build).state()
    from engine.games.amber.rules.targeting import burn
    before = list(state.cities[0][0])
    burn(state, 0, before)
    after = state.cities[0][0]
    assert card(after[0]).kind == "ash" and after[0] in state.exhausted and after[1:] == before[1:]


def test_achievement_resolves_when_the_last_ambition_is_claimed():
    """(rulebook Achievement Resolved?; F.A.Q.) the last Ambition claimed is played, then the Achievement
    resolves at once; play goes on."""
    def build(state):
        group = state.groups[0]
        state.groups = [group]
        cost = [i for c in group for i in card(c).cost]
        pay = []
        for item in cost:
            pick = next(c for c in state.decks[4] if (item == "any" or item in card(c).symbols) and c not in pay)
            pay.append(pick)
        state.cities[0][0][0:0] = pay
    state = position(era=5).edit(build).at("act", seat=0, n=1).state()
    choose(state, "Claim")
    for _ in range(40):
        if state.achieved or state.pending is None:
            break
        GAME.apply(state, 0)
    assert state.achieved and state.groups == []


def test_ambitions_unclaimed_discard_projects_and_death_takes_utopia():
    """(rulebook End of Game; F.A.Q.) Projects count only with every Ambition claimed and the Achievement
    resolved; each Death removes a Utopia (rules notes R14, R15)."""
    def build(state):
        state.cities[0][0][0:0] = [du(state, "utopia"), du(state, "death")]
        state.projects[0] = ["p04"]  # no Death: not fulfilled anyway
        state.projects[1] = ["p01"]
    state = position(era=5).edit(build).state()
    assert breakdown(state, 0) == [1, -1, 0]
    state.groups = []
    state.achieved = True
    state.cities[1] = [[c] for c in state.cities[1][0]] + [[du(state, "utopia")] for _ in range(3)]
    assert breakdown(state, 1)[2] == 2


def test_tie_breaks_projects_then_first_player_then_shared():
    """(rulebook End of Game) ties: most Projects, then the First Player card, else a shared victory."""
    state = position(players=3, era=5).state()
    state.first = 2
    assert winners(state) == [2]
    state.first = None
    assert winners(state) == [0, 1, 2]


def test_decisive_moment_left_part_is_all_or_nothing_and_ties_reward_nobody():
    """(rulebook Decisive Moment) the left part is carried out whole or declined; a tie for the right part gives
    no reward."""
    def build(state):
        state.moments = ["dm06", "dm06", "dm06"]  # discard 2 regular cards, remove a Death
        state.first = 0
    state = position(era=2).edit(build).at("moment_left", seat=0, moment="dm06").state()
    assert state.pending is None  # nothing but declining is possible: resolved without asking
    assert any("declines the Decisive Moment" in line.text for line in state.log)
    state = position(era=2).edit(build).at("moment_right", moment="dm06").state()
    assert any("no reward" in line.text for line in state.log)


def test_solo_declining_a_decisive_moment_loses_at_once():
    """(rulebook Solo Mode) not carrying out a Decisive Moment's left part loses the game at once (rules notes
    R19)."""
    state = position(players=1, era=2).edit(lambda s: s.moments.__setitem__(0, "dm06")).at("moment_start").state()
    assert state.over and GAME.outcome(state).endswith("the left part of a Decisive Moment was not carried out")


def test_solo_win_conditions():
    """(rulebook Solo Mode) 15 Utopia, the Ambition claimed, every left part done."""
    def build(state):
        state.cities[0] = [[du(state, "utopia")] for _ in range(15)]
        state.groups = []
        state.achieved = True
        state.moments_done = [True, True, True]
    state = position(players=1, era=5).edit(build).at("end_game").state()
    assert state.over and GAME.outcome(state).endswith("wins the solo game")
    assert GAME.describe(state)["won"] is True


def test_one_city_targets_keep_to_the_city_that_gives_the_most():
    """(rulebook Understanding Symbols) "1x": every target in one single city, as many as possible."""
    spec = {"count": 2, "touching": None, "card": "any", "city": None, "position": None, "spread": "one"}
    def build(state):
        state.cities[0] = [_plain(state, 1), _plain(state, 3)]
    state = position(era=2).edit(build).at("target_start", seat=0, spec=spec).state()
    assert {o.value for o in state.pending.options} == set(state.cities[0][1])
    pick_value(state, state.cities[0][1][0])


def test_a_step_no_card_fits_targets_nothing_and_asks_nothing():
    """(rulebook Catastrophe Phase, "as many as possible") 2 cards all in one city of 3 cards or more, when no
    city has 3 cards: nothing is targeted, no choice is asked (it once asked "Choose target 1 of 0" with no
    option) and every city stays as it was."""
    spec = {"count": 2, "touching": None, "card": "any", "city": {"kind": "min_size", "size": 3},
            "position": None, "spread": "one"}

    def small(state):
        state.cities[0] = [city[:2] for city in state.cities[0]]
    state = position(era=2).edit(small).state()
    before = [list(city) for city in state.cities[0]]
    from engine.games.amber.rules.targeting import eligible
    assert eligible(state, 0, spec) == []
    depth = len(state.stack)
    GAME.flow.steps["target_start"](state, seat=0, spec=spec)
    assert [frame.name for frame in state.stack[depth:]] == []
    assert state.cities[0] == before
