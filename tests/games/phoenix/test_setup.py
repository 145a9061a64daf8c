"""Game setup: General Setup, Player Setup and the solo exceptions (Appendix I 1.)."""

from __future__ import annotations

from typing import cast

import pytest

from engine.core.rng import Rng
from engine.core.state import AUTOMA, PLAYER
from engine.games.phoenix.catalog import catalog
from engine.games.phoenix.state import INITIAL, PhoenixState

from .helpers import GAME, choose, kinds, started


def fresh(players: int, seed: int = 3, **options: str) -> PhoenixState:
    return cast(PhoenixState, GAME.setup(players, GAME.normalize_options(players, options), Rng.from_seed(seed)))


@pytest.mark.parametrize("players, side", [(1, "small"), (2, "small"), (3, "large"), (4, "large")])
def test_sides_by_player_count(players, side):
    """General Setup: the side of the gameboard and the task panel that corresponds to the number of players."""
    assert fresh(players).side == side


@pytest.mark.parametrize("players, tiles, closed", [(1, 16, 5), (2, 16, 5), (3, 21, 3), (4, 24, 0)])
def test_tasks_and_closed_task_markers(players, tiles, closed):
    """Closed task markers by player count (none at four); tasks by level and mark: 3 players drop the tiles
    marked 4, 1-2 players those marked 4 and 3+; each level shuffled onto its level's spaces."""
    state = fresh(players)
    assert len(state.task_at) == tiles and len(state.closed) == closed
    cat = catalog()
    marks = {cat.tasks[t].mark for t in state.task_at.values()}
    assert marks == ({None, "3+", "4"} if players == 4 else {None, "3+"} if players == 3 else {None})
    panel = cat.panels[state.side]
    for space, tile in state.task_at.items():
        assert panel.spaces[space].level == cat.tasks[tile].level
    assert len(set(state.task_at.values())) == tiles


def test_tasks_are_dealt_at_random():
    """Each level is shuffled: different seeds give different panels."""
    assert len({tuple(sorted(fresh(4, seed).task_at.items())) for seed in range(6)}) > 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_removed_components_and_card_offers(players):
    """1-3 players remove the level IV technology, the intercom, the C blueprint and the 22 missions marked for
    four players; four technology cards a level; one blueprint a letter; four level II missions face up."""
    state = fresh(players)
    cat = catalog()
    four = players == 4
    assert [len(row) for row in state.tech_row] == [4, 4, 4]
    assert four or "tech4-dawn" not in state.tech_row[2]
    assert sorted(state.blueprint_at) == ["A", "B", "C"]
    assert four or not cat.blueprints[state.blueprint_at["C"]].four_players
    assert all(cat.missions[c].level == 2 for c in state.mission_row)
    every = [c for c in state.mission_row] + state.decks[0] + state.decks[1]
    assert four or not any(cat.missions[c].four_players for c in every)
    assert len(state.decks[0]) == (30 if four else 19) - 4 and len(state.decks[1]) == (20 if four else 13)
    assert len(state.intercom_card) == 9 and len(set(state.intercom_card.values())) == 9
    assert four or "ic-dawn" not in state.intercom_card.values()


@pytest.mark.parametrize("players, tapes", [(1, 8), (2, 8), (3, 9), (4, 15)])
def test_tapes_initial_regenerators_and_bonuses(players, tapes):
    """Connection tapes yellow side up on the spaces in play (1/7/8/8 left over); white initial regenerators on
    R1 and R2, R3 only with four players; five blue and three red population bonuses."""
    state = fresh(players)
    assert len(state.tape_at) == tapes and not any(state.tape_flipped.values())
    initial = sorted(catalog().boards[state.side].regens[s].initial for s, o in state.regen_at.items() if o == INITIAL)
    assert initial == (["R1", "R2", "R3"] if players == 4 else ["R1", "R2"])
    colours = [catalog().bonuses[b].colour for b in state.bonus_at.values()]
    assert colours.count("blue") == 5 and colours.count("red") == 3


def test_three_players_close_dawn():
    """3 players: the nuclear hazard tapes close the yellow region: no tapes, regenerators or R3 there."""
    state = fresh(3)
    b = catalog().boards["large"]
    dawn = {a.id for a in b.side.areas if a.region == "dawn"}
    assert not any(a in dawn or c in dawn for t in state.tape_at for a, c in [b.tapes[t]])
    assert not any(b.regens[s].area in dawn for s in state.regen_at)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_player_setup(players):
    """Player Setup: energy and development markers at the bottom, five settlers on the console, one at the
    bottom of the population track and one in the black area, commandos in the main rest area, insignia on the
    first positions, score 0, no fuel before the program."""
    state = fresh(players)
    for seat in range(players):
        assert state.energy[seat] == 1 and state.dev[seat] == [1, 1] and state.insignia[seat] == [0, 0, 0]
        assert state.console_settlers[seat] == 5 and state.track[seat] == ["p0"] and state.black[seat]
        assert state.commandos[seat] == ["I", "I", "I"] and state.vp[seat] == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_first_player_then_clockwise(players):
    """A random starting player; the others follow in seat order."""
    firsts = set()
    for seed in range(12):
        order = fresh(players, seed).order
        firsts.add(order[0])
        assert order == [(order[0] + k) % players for k in range(players)]
    assert len(firsts) > 1


def test_pairs_chosen_in_reverse_turn_order():
    """As many mission + program pairs as players plus one, chosen from the last player back; the mission goes
    to the hand and the program's bonuses are taken; the leftover pair is discarded."""
    state = fresh(3, seed=5)
    assert len(state.pairs) == 4 and all(catalog().missions[m].level == 1 for m, _ in state.pairs)
    last = state.order[-1]
    assert kinds(state) == "setup_pair" and state.pending.seat == last
    mission, program = state.pairs[0]
    choose(state, value=0)
    assert mission in state.known[last]
    while kinds(state) != "setup_pair":
        choose(state, value=state.pending.options[0].value)
    assert state.pending.seat == state.order[-2]


def test_solo_setup():
    """Appendix I 1.: two-player setup with Project Kraken first on the turn order track, two pairs to choose
    from, a reserve instead of a console, both scores at 0, its deck with a top card showing its back."""
    state = fresh(1, **{"kraken": "medium"})
    assert state.seat_kinds == [PLAYER, AUTOMA] and state.kraken == 1 and state.difficulty == "medium"
    assert state.order == [1, 0] and len(state.pairs) == 2 and state.side == "small"
    assert state.k_reserve == {"bronze": 3, "silver": 4, "gold": 3, "buildings": 9, "settlers": 6}
    assert state.k_top is not None and state.k_back == catalog().back_of(state.k_top)
    assert sum(len(p) for p in state.k_deck) == 6
    assert state.vp == [0, 0] and kinds(state) == "setup_pair"


def test_first_round_starts_with_the_first_player():
    """After the pairs, round 1 begins with the player in the first position."""
    state = started(2, seed=4)
    while kinds(state) != "main":
        choose(state, value=state.pending.options[0].value)
    assert state.round == 1 and state.pending.seat == state.order[0]
