"""The energy track (9.), settlers (10.), the population track (7.4), intercoms (11.) and insignia (7.6)."""

from __future__ import annotations

from engine.core.state import Frame

from .helpers import GAME, choose, kinds, labels, values
from .positions import position


def gain(effects, seat=0, edit=None, **kw):
    """A position where `seat` is about to gain `effects` (as a reward does)."""
    def prepare(state):
        state.stack = []
        if edit:
            edit(state)
    state = position(edit=prepare, **kw)
    state.pending = None
    state.stack = [Frame("gain", {"seat": seat, "effect": e}) for e in reversed(effects)]
    GAME.flow.settle(state)
    return state


# ---------------------------------------------------------------------------------------------- 9. energy track
def test_energy_moves_the_counter_and_releases_settlers():
    """9. / 10.1: each energy moves the counter up a space; a release space reached releases a settler, which is
    assigned at once."""
    state = gain([{"energy": 2}], fuel=0)
    assert state.energy[0] == 3 and state.console_settlers[0] == 4 and state.released[0] == 1
    assert kinds(state) == "assign"


def test_energy_never_passes_the_last_space():
    """9.: the counter cannot move past the twelfth space."""
    state = gain([{"energy": 3}], edit=lambda s: s.energy.__setitem__(0, 11))
    assert state.energy[0] == 12


def test_availability_grows_with_the_counter():
    """9.: a regenerator or building is available when its area is the counter's or lower."""
    from engine.games.phoenix.rules.common import available_buildings, available_regens

    state = position()
    assert "cr-g1" not in available_regens(state, 0) and "cb4" not in available_buildings(state, 0)
    state.energy[0] = 4
    assert "cr-g1" in available_regens(state, 0) and "cb4" in available_buildings(state, 0)
    assert "cr-g3" not in available_regens(state, 0)


def test_fuel_income_is_the_lower_of_the_left_marker_and_the_energy():
    """12.3 (examples: 4 fuel shown by the energy counter; 7 by the left development marker)."""
    from engine.games.phoenix.rules.tracks import income

    state = position()
    state.energy[0], state.dev[0] = 5, [3, 1]
    assert income(state, 0) == 4
    state.energy[0] = 10
    assert income(state, 0) == 7


# ---------------------------------------------------------------------------------------------- 10. settlers
def test_released_settler_to_the_population_track():
    """10.2.1: a released settler may go to the first space of the population track."""
    state = gain([{"release": 1}])
    choose(state, value="track")
    assert state.track[0] == ["p0", "p0"]


def test_released_settler_waits_above_the_task_panel():
    """10.2.2: or wait above the task panel for a level IV task."""
    state = gain([{"release": 1}])
    choose(state, value="waiting")
    assert state.waiting[0] == 1


def test_released_settler_on_a_gameboard_intercom_in_order_of_arrival():
    """10.2.3 / 11. / 11.1: or go to a gameboard intercom, taking the next position; one settler a seat."""
    state = gain([{"release": 1}], edit=lambda s: s.intercom_seats["ic-board-2"].append(1))
    assert "ic-board-2" in values(state)
    choose(state, value="ic-board-2")
    assert state.intercom_seats["ic-board-2"] == [1, 0]
    state = gain([{"release": 1}], edit=lambda s: s.intercom_seats["ic-board-2"].append(0))
    assert "ic-board-2" not in values(state)


def test_no_settler_left_to_release():
    """10.1: with no settler left on the console, nothing is released."""
    state = gain([{"release": 1}], edit=lambda s: s.console_settlers.__setitem__(0, 0))
    assert state.pending is None and state.released[0] == 0


# ---------------------------------------------------------------------------------------------- 7.4 population
def test_population_follows_the_arrows_with_rewards():
    """7.4: each increase moves a settler one space up along an arrow; the space's reward is taken."""
    state = gain([{"population": 1}], edit=lambda s: s.bonus_at.clear())
    assert sorted(values(state)) == [["p0", "p1a"], ["p0", "p1b"]]
    choose(state, value=["p0", "p1b"])
    assert state.track[0] == ["p1b"] and state.vp[0] == 1


def test_population_divided_between_settlers():
    """7.4: several increases may be divided; several settlers may share a space."""
    state = gain([{"population": 2}], edit=lambda s: (s.bonus_at.clear(), s.track.__setitem__(0, ["p0", "p2b"])))
    choose(state, value=["p2b", "p3b"])
    choose(state, value=0)  # the space's reward: a mission card
    choose(state, value=["p0", "p1a"])
    assert sorted(state.track[0]) == ["p1a", "p3b"]


def test_bonus_token_or_printed_reward_token_removed_either_way():
    """7.4: on a space with a population bonus, take the bonus or the printed reward; the token goes."""
    state = gain([{"population": 1}], edit=lambda s: s.bonus_at.update({"p1a": "bonus08"}))  # red: 2 fuel
    fuel = state.fuel[0]
    choose(state, value=["p0", "p1a"])
    assert kinds(state) == "pop_bonus"
    choose(state, value="bonus")
    assert state.fuel[0] == fuel + 2 and "p1a" not in state.bonus_at
    state = gain([{"population": 1}], edit=lambda s: s.bonus_at.update({"p1a": "bonus08"}))
    choose(state, value=["p0", "p1a"])
    choose(state, value="space")
    assert state.fuel[0] == fuel + 1 and "p1a" not in state.bonus_at


def test_dashed_orange_line_releases_the_black_area_settler_once():
    """7.4 / 10.1 (example: the third move releases the settler of the black area): only the first settler."""
    state = gain([{"population": 1}], edit=lambda s: (s.bonus_at.clear(), s.track.__setitem__(0, ["p3a", "p3b"])))
    choose(state, value=["p3a", "p4a"])
    assert not state.black[0] and state.released[0] == 1 and kinds(state) == "assign"
    choose(state, value="waiting")
    state = gain([{"population": 1}], edit=lambda s: (s.bonus_at.clear(), s.track.__setitem__(0, ["p3b"]),
                                                      s.crossed.__setitem__(0, True),
                                                      s.black.__setitem__(0, False)))
    choose(state, value=["p3b", "p4b"])
    assert state.released[0] == 0


def test_end_of_the_track_is_an_intercom_and_a_second_settler_is_lost():
    """11.2: the last spaces are intercoms, joined in order of arrival; a second settler of a seat is lost."""
    state = gain([{"population": 1}], edit=lambda s: s.track.__setitem__(0, ["p6a"]))  # one way up: no question
    assert state.intercom_seats["ic-pop-1"] == [0] and state.track[0] == []
    state = gain([{"population": 1}], edit=lambda s: (s.track.__setitem__(0, ["p6a"]),
                                                      s.intercom_seats["ic-pop-1"].append(0)))
    assert state.lost[0] == 1 and state.intercom_seats["ic-pop-1"] == [0]


def test_population_without_a_settler_on_the_track_is_lost():
    """7.4 / rules notes R26: with no settler on the track, the increase does nothing."""
    state = gain([{"population": 2}], edit=lambda s: s.track.__setitem__(0, []))
    assert state.pending is None


def test_intercom_holds_three_settlers():
    """11. / rules notes R27: positions 1, 2 and 3 only."""
    state = gain([{"release": 1}], players=4,
                 edit=lambda s: s.intercom_seats["ic-board-1"].extend([1, 2, 3]))
    assert "ic-board-1" not in values(state)


# ---------------------------------------------------------------------------------------------- rewards together
def test_order_of_rewards_asked_when_it_matters():
    """7.1 / rules notes R7: rewards gained together in the order of the player's choice, asked when a
    population move and a settler release could be taken either way."""
    from engine.games.phoenix.rules.building import needs_order

    state = position()
    assert needs_order(state, 0, [[{"release": 1}], [{"population": 1}]])
    assert not needs_order(state, 0, [[{"energy": 1}], [{"population": 1}]])  # energy 2 releases nothing
    state.energy[0] = 2
    assert needs_order(state, 0, [[{"energy": 1}], [{"population": 1}]])
    assert not needs_order(state, 0, [[{"fuel": 1}], [{"points": 1}]])


def test_insignia_moves_to_the_right_and_stops_at_the_end():
    """7.6: an insignia moves one space right; one at the end of its track cannot move."""
    state = gain([{"insignia": 1}], edit=lambda s: s.insignia.__setitem__(0, [5, 0, 0]))
    assert values(state) == [1, 2]
    choose(state, value=1)
    assert state.insignia[0] == [5, 1, 0]
    assert "Civic track: 1 to 2" in labels(gain([{"insignia": 1}]))


def test_population_example_three_moves():
    """7.4 (example: Gema moves up three spaces: the first takes a bonus token and its reward; the second draws a
    mission card; the third reaches the dashed orange line, releasing the black area's settler, and moves an
    insignia)."""
    def edit(state):
        state.bonus_at.clear()
        state.bonus_at["p2c"] = "bonus08"  # red: 2 fuel
        state.track[0] = ["p1b"]
    state = gain([{"population": 3}], edit=edit)
    fuel = state.fuel[0]
    choose(state, value=["p1b", "p2c"])
    choose(state, value="bonus")
    assert state.fuel[0] == fuel + 2 and "p2c" not in state.bonus_at
    choose(state, value=["p2c", "p3b"])
    assert kinds(state) == "draw_mission"
    choose(state, value=0)
    assert len(state.known[0]) == 1
    choose(state, value=["p3b", "p4b"])
    assert kinds(state) == "assign" and not state.black[0]
    choose(state, value="track")
    assert kinds(state) == "insignia"
