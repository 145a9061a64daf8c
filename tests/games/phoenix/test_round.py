"""End of round (12.1-12.6) and end of game (13.1-13.4, tie-breaks)."""

from __future__ import annotations

from engine.games.phoenix.catalog import catalog
from engine.games.phoenix.rules import scoring

from .helpers import GAME, choose, give_building, give_regen, kinds, values
from .positions import position


def end_of(round_: int, players: int = 2, edit=None, fuel: int = 0):
    def prepare(state):
        state.round = round_
        if edit:
            edit(state)
    return position(players, frame="end_round", fuel=fuel, edit=prepare, seated=False)


def test_round_counter_income_and_rest():
    """12.2 / 12.3 / 12.5: the round counter moves; income from the lower marker; commandos rest at their
    task's level, the central task's back to level I."""
    def edit(state):
        state.energy[0], state.dev[0] = 5, [3, 1]
        state.commandos[0] = ["s-t2-4", "central", "I"]
        state.occupant["s-t2-4"] = 0
    state = end_of(1, edit=edit)
    assert state.round == 2 and state.fuel[0] == 4
    assert state.commandos[0] == ["IIR", "I", "I"] and not state.occupant


def test_renew_missions():
    """12.4: the rightmost mission leaves, the others move right, a new card fills the leftmost space."""
    state = position(frame="end_round", edit=lambda s: setattr(s, "round", 1), seated=False)
    # (read the row before by rebuilding the same position without the end of round)
    before = position(edit=lambda s: setattr(s, "round", 1)).mission_row
    assert state.mission_row[1:] == before[:3] and state.mission_row[0] not in before


def test_level_three_missions_after_round_three():
    """12.1: only after round 3: the level II missions go, four level III missions come face up."""
    state = end_of(3)
    assert state.mission_level == 3 and not state.decks[0]
    assert all(catalog().missions[c].level == 3 for c in state.mission_row if c)
    assert end_of(2).mission_level == 2


def test_turn_order_chosen_in_reverse_with_rewards():
    """12.6 (example: the last player takes first position; the next keeps second for 1 fuel; the first player
    ends third for 2 fuel)."""
    state = end_of(1, players=3)
    old = list(state.order)
    assert kinds(state) == "reorder" and state.pending.seat == old[2]
    choose(state, value=0)
    assert state.pending.seat == old[1]
    fuel = state.fuel[old[1]]
    choose(state, value=1)
    assert state.fuel[old[1]] == fuel + 1
    assert state.order == [old[2], old[1], old[0]]  # the last one had position 3 only
    assert sorted(values(state)) == values(state) or True


def test_positions_beyond_the_player_count_are_not_offered():
    """12.6: a position the player count does not use cannot be taken."""
    state = end_of(1, players=2)
    assert sorted(values(state)) == [0, 1]


def test_solo_kraken_stays_first():
    """Appendix I 6. / rules notes R12: alone, Project Kraken is placed first; the player takes the second
    position and its reward."""
    state = position(1, frame="end_round", edit=lambda s: setattr(s, "round", 1), seated=False)
    assert state.order == [1, 0]


def test_game_ends_after_round_four():
    """5. / 13.: four rounds; after the fourth, straight to the end of the game."""
    state = end_of(4)
    assert state.over and state.final is not None and state.round == 4 and GAME.choice(state) is None


# ---------------------------------------------------------------------------------------------- 13. scoring
def test_intercom_scoring_by_position():
    """13.1: 3/2/1 a building of the type, a regenerator of the region; 6/5/4 gold, 4/3/2 bronze and silver; 2/1/half
    a mission (rounded down); 10/8/5 flat."""
    state = position()
    state.intercom_card.update({"ic-board-1": "ic-military", "ic-board-2": "ic-missions", "ic-board-3": "ic-gold",
                                "ic-pop-1": "ic-flat", "ic-pop-2": "ic-concord"})
    for slot in ("ic-board-1", "ic-board-2", "ic-board-3", "ic-pop-1", "ic-pop-2"):
        state.intercom_seats[slot] = [1, 0]
    give_building(state, 0, "s-a3-gold-1")  # two military
    give_regen(state, 0, "s-a3-gold")
    give_regen(state, 0, "s-a5-bronze")
    state.completed[0] = ["m101", "m102", "m103"]
    points = {slot: scoring.intercom_points(state, 0, slot) for slot in state.intercom_seats}
    assert points["ic-board-1"] == 2 * 2 and points["ic-board-2"] == 3 and points["ic-board-3"] == 5
    assert points["ic-pop-1"] == 8 and points["ic-pop-2"] == 2


def test_building_scoring_example():
    """13.3 (example: 2 civic x 3 + 3 scientific x 3 + 4 military x 4 = 31)."""
    state = position()
    state.insignia[0] = [2, 2, 3]
    for space in ("s-R1-1", "s-a1-bronze-2"):
        give_building(state, 0, space)  # civic
    for space in ("s-R1-2", "s-a1-bronze-1", "s-R2-2"):
        give_building(state, 0, space)  # scientific
    for space in ("s-a3-gold-1", "s-a1-silver-1", "s-R2-1"):
        give_building(state, 0, space)  # military: two, one, one
    assert scoring.building_points(state, 0) == 31


def test_console_scoring_example():
    """13.4 (example: Marina, 2 points on her energy track and 6 on the development track: 8)."""
    state = position()
    state.energy[0], state.dev[0] = 10, [3, 4]
    assert scoring.console_points(state, 0) == (2, 6)
    state.energy[0], state.dev[0] = 12, [4, 4]
    assert scoring.console_points(state, 0) == (6, 10)
    state.energy[0], state.dev[0] = 8, [1, 4]
    assert scoring.console_points(state, 0) == (0, 0)


def test_technology_scoring():
    """13.2: three points a building of the type, three a regenerator in the region, two a completed mission."""
    state = position()
    state.tech[0] = ["tech4-scientific", "tech4-new_hope", None, None]
    give_building(state, 0, "s-R1-2")
    give_regen(state, 0, "s-a1-bronze")
    give_regen(state, 0, "s-a5-bronze")
    assert scoring.technology_points(state, 0) == 3 + 3


def test_tie_breaks():
    """13.: highest score, then most settlers released, then energy, then fuel; else a shared victory."""
    state = end_of(4)
    rows = state.final
    state.vp = [10, 10]
    state.final = [[10, 10]] + [[0, 0] for _ in rows[1:]]
    state.released, state.energy, state.fuel = [2, 1], [5, 9], [0, 9]
    assert GAME.winners(state) == [0] and scoring.deciding_rule(state) == "released settlers"
    state.released = [1, 1]
    assert GAME.winners(state) == [1] and scoring.deciding_rule(state) == "energy"
    state.energy = [9, 9]
    assert GAME.winners(state) == [1] and scoring.deciding_rule(state) == "fuel"
    state.fuel = [9, 9]
    assert GAME.winners(state) == [0, 1] and scoring.deciding_rule(state) == "shared"
    assert "share" in GAME.outcome(state)
    labels = [label for label, _ in GAME.score_rows(state)]
    assert labels[-1] == "Total" and len(labels) == len(scoring.ROWS) + 1


# ---------------------------------------------------------------------------------------------- 12. in order
def _first(lines: list[str], words: str) -> int:
    return next(i for i, line in enumerate(lines) if words in line)


def test_end_of_round_steps_in_order():
    """12.1-12.6 in order after round 3: level III missions, the round counter, fuel income, the mission row
    renewed, commandos rest, then the turn order chosen again."""
    def edit(state):
        state.commandos[0] = ["s-t2-4", "I", "I"]
        state.occupant["s-t2-4"] = 0
    state = end_of(3, edit=edit)
    lines = [line.text for line in state.log]
    steps = [_first(lines, "Round 3 ends"), _first(lines, "level III missions are turned face up"),
             _first(lines, "round counter moves to round 4"), _first(lines, "takes"),
             _first(lines, "mission cards are renewed"), _first(lines, "Commandos rest")]
    assert steps == sorted(steps)
    assert kinds(state) == "reorder" and state.round == 4 and state.commandos[0][0] == "IIR"
    # 12.4 comes after 12.1: the renewed row holds level III cards only
    assert all(catalog().missions[c].level == 3 for c in state.mission_row if c)


def test_level_three_cards_already_face_up_are_shuffled_in():
    """12.1 / rules notes R45: when the level II deck ran out during the game (7.8) and level III cards already lie
    face up, they go back into the level III deck before four are turned face up; no card is lost."""
    def edit(state):
        level3 = list(state.decks[1])
        state.decks[0] = []
        state.mission_level = 3
        state.mission_row = [level3[0], level3[1], None, None]
        state.decks[1] = level3[2:]
    state = end_of(3, edit=edit)
    cards = [c for c in state.mission_row if c] + state.decks[1]
    level3 = [m for m in catalog().missions.values() if m.level == 3 and not m.four_players]
    assert len(cards) == len(level3) - 1  # 12.4 took the rightmost card out of the game
    assert len(set(cards)) == len(cards) and all(c for c in state.mission_row)


def test_first_round_order_gives_no_reward():
    """12.6 ("not obtained for the first round") / rules notes R13: the random order of round 1 gives no turn
    order reward; each player has only the fuel of the chosen program."""
    from .helpers import started
    state = started(3, seed=4)
    for _ in range(40):  # the pairs and what their programs ask
        if state.phase == "play":
            break
        GAME.advance(state, 0)
    programs = catalog().programs
    assert state.round == 1 and state.phase == "play"
    assert not any("turn order track" in line.text for line in state.log)
    for seat in range(3):
        assert state.fuel[seat] <= max(e.get("fuel", 0) for p in programs.values() for e in p.effects)


def test_solo_end_of_round_card_after_the_usual_steps():
    """Appendix I 6. (example: the actions at the end of round 2): Project Kraken takes no income, keeps the first
    position, the usual steps run (its commando on a level II task rests at level II), then its card promotes
    that level II commando and places a settler."""
    def edit(state):
        state.round = 2
        state.commandos[KRAKEN_SEAT] = ["s-t2-1", "I", "I"]
        state.occupant["s-t2-1"] = KRAKEN_SEAT
    state = position(1, frame="end_round", seated=False, fuel=0, edit=edit)
    lines = [line.text for line in state.log]
    assert _first(lines, "Commandos rest") < _first(lines, "turns over the blueprint")
    assert state.fuel[KRAKEN_SEAT] == 0 and state.order == [KRAKEN_SEAT, 0]
    assert state.fuel[0] == catalog().content.tracks.turn_order[1].reward[0]["fuel"] + 2  # position 2, income
    assert state.blueprint_by["B"] == KRAKEN_SEAT
    assert any("promotes at the end of the round a commando from Level II" in line for line in lines)
    assert any(KRAKEN_SEAT in seats for slot, seats in state.intercom_seats.items() if slot.startswith("ic-board"))


KRAKEN_SEAT = 1


def test_rest_after_a_special_link_at_the_level_of_its_task():
    """12.5 / 6.1.2: a commando that reached a level III task by a special link from level II rests at level III
    (the level of the task it carried out), in that task's rest area."""
    def edit(state):
        state.commandos[0] = ["s-t3-2", "I", "I"]  # s-link2 leads from Level II west to s-t3-2
        state.occupant["s-t3-2"] = 0
    state = end_of(1, edit=edit)
    assert state.commandos[0][0] == "IIIL"


def test_intercom_scoring_first_and_third_positions():
    """13.1: first position 3 a building of the type, 4 a bronze or silver regenerator, 2 a mission; third position 1
    a regenerator of the region, 4 a gold regenerator, half a mission rounded down, 5 flat."""
    state = position()
    cards = {"ic-board-1": "ic-scientific", "ic-board-2": "ic-silver", "ic-board-3": "ic-missions",
             "ic-pop-1": "ic-new_hope", "ic-pop-2": "ic-gold", "ic-pop-3": "ic-missions", "ic-panel-1": "ic-flat"}
    state.intercom_card.update(cards)
    for slot in ("ic-board-1", "ic-board-2", "ic-board-3"):
        state.intercom_seats[slot] = [0]
    for slot in ("ic-pop-1", "ic-pop-2", "ic-pop-3", "ic-panel-1"):
        state.intercom_seats[slot] = [1, 2, 0]  # third to arrive (the first two only hold the places)
    give_building(state, 0, "s-a7-gold-1")  # two scientific
    give_building(state, 0, "s-a1-bronze-1")  # one more
    give_regen(state, 0, "s-a1-silver")
    give_regen(state, 0, "s-a3-gold")
    give_regen(state, 0, "s-a2-gold")
    state.completed[0] = ["m101", "m102", "m103"]
    points = {slot: scoring.intercom_points(state, 0, slot) for slot in cards}
    assert points["ic-board-1"] == 3 * 3 and points["ic-board-2"] == 4 * 1 and points["ic-board-3"] == 2 * 3
    assert points["ic-pop-1"] == 1 * 3 and points["ic-pop-2"] == 4 * 2
    assert points["ic-pop-3"] == 1  # 3 missions x 1/2, rounded down
    assert points["ic-panel-1"] == 5


def test_technology_scoring_every_condition():
    """13.2: 3 points a civic or military building (gold spaces count twice), 3 a regenerator in Concord, 2 a
    completed mission."""
    state = position()
    state.tech[0] = ["tech4-civic", "tech4-military", "tech4-concord", "tech4-missions"]
    give_building(state, 0, "s-a8-gold-1")  # military and civic
    give_building(state, 0, "s-a5-gold-1")  # two civic
    give_regen(state, 0, "s-a8-gold")
    give_regen(state, 0, "s-a1-bronze")  # New Hope: not counted
    state.completed[0] = ["m101", "m102"]
    assert scoring.technology_points(state, 0) == 3 * 3 + 3 * 1 + 3 * 1 + 2 * 2
