"""Project Kraken, the solo opponent (Appendix I): its deck, choice arrows and numbering, its turn, its actions, its
end-of-round card and its end scoring."""

from __future__ import annotations

from engine.core.scenario import Pick
from engine.games.phoenix.automa import actions, deck
from engine.games.phoenix.catalog import catalog
from engine.games.phoenix.rules import scoring

from .helpers import GAME, choose, give_regen, place_task
from .positions import position

KRAKEN = 1


def top(state, card: str) -> None:
    """Make `card` the top card of the Kraken deck (its back showing)."""
    for pile in state.k_deck:
        if card in pile:
            pile.remove(card)
    if state.k_top and state.k_top != card:
        state.k_deck[catalog().back_of(state.k_top)].append(state.k_top)
    state.k_top, state.k_back = card, catalog().back_of(card)


def kraken_turn(card: str, next_top: str, edit=None):
    """Project Kraken's turn with `card` turned over and `next_top` the new top card (whose back it reads)."""
    def prepare(state):
        top(state, card)
        if edit:
            edit(state)
    return position(1, seat=KRAKEN, frame="kraken_turn", edit=prepare, draws=(Pick(next_top),), fuel=0)


def reading(back_card: str, edit=None):
    """A solo position where the top card of the Kraken's deck is `back_card` (for its arrow and numbering)."""
    def prepare(state):
        top(state, back_card)
        if edit:
            edit(state)
    return position(1, edit=prepare)


# ---------------------------------------------------------------------------------------------- 3. the deck
def test_turn_over_the_top_card_and_read_the_next_back():
    """3. / 4.: the top card is turned over; the back of the new top card gives the arrow and the numbering."""
    state = kraken_turn("kraken6", "kraken4")
    assert state.k_card == "kraken6" and state.k_top == "kraken4" and deck.arrow(state) == "left"
    assert deck.numbering(state) == "1-8"


def test_reshuffle_when_one_card_is_left():
    """3. / rules notes R22: with one card left, the cards turned over are shuffled into a new deck."""
    state = reading("kraken1")
    state.k_deck = [[] for _ in state.k_deck]
    state.k_deck[catalog().back_of("kraken2")] = ["kraken2"]
    state.k_discard = ["kraken3", "kraken4"]
    state.k_card = "kraken5"
    deck.reveal(state)
    assert state.k_card == "kraken1" and state.k_top == "kraken2"
    assert sorted(c for pile in state.k_deck for c in pile) == ["kraken3", "kraken4", "kraken5"]
    assert state.k_discard == []


# ---------------------------------------------------------------------------------------------- 4. the turn
def test_blocks_a_task_by_the_arrow_and_does_the_row():
    """4. / 3.1: the highest commando blocks the leftmost free task (arrow left) without doing it; then the
    bottom row (levels I-II): discard the leftmost mission, score 2 points."""
    state = kraken_turn("kraken6", "kraken4")
    first = catalog().panels["small"].tasks_of_rest["I"][0]
    assert state.occupant.get(first) == KRAKEN and first in state.commandos[KRAKEN]
    assert state.vp[KRAKEN] == 2 and state.fuel[KRAKEN] == 0
    assert any("discards" in line for line in state.k_report)


def test_arrow_right_takes_the_rightmost():
    """3.1: the arrow to the right: the rightmost free task, the rightmost mission."""
    before = reading("kraken1").mission_row
    state = kraken_turn("kraken6", "kraken1")
    free = [t for t in catalog().panels["small"].tasks_of_rest["I"] if t in state.task_at]
    assert state.occupant.get(free[-1]) == KRAKEN
    assert before[3] not in state.mission_row


def test_highest_commando_goes_first():
    """4.: the highest-level commando in a rest area is taken."""
    state = kraken_turn("kraken6", "kraken4", edit=lambda s: s.commandos[KRAKEN].__setitem__(2, "IIR"))
    assert state.commandos[KRAKEN][2] in catalog().panels["small"].tasks_of_rest["IIR"]


def test_special_link_first():
    """4.: with a special link open, the commando always goes up it (two tasks after it: by the arrow)."""
    def edit(state):
        state.occupant.update({"s-t1-2": 0, "s-t1-3": 0})
    state = kraken_turn("kraken6", "kraken4", edit=edit)
    assert state.occupant.get("s-t2-2") == KRAKEN


def test_automatic_promotion_when_every_task_is_taken():
    """4.: when its commando cannot be placed, it is promoted automatically (the arrow between cables)."""
    def edit(state):
        for t in catalog().panels["small"].tasks_of_rest["I"]:
            if t in state.task_at:
                state.occupant[t] = 0
        state.task_at.pop("s-t2-2", None)  # no special link target
        state.task_at.pop("s-t2-4", None)
    state = kraken_turn("kraken6", "kraken4", edit=edit)
    assert "IIL" in state.commandos[KRAKEN]


def test_level_four_commando_places_a_settler_and_returns():
    """4.: a level IV commando blocks no task: a settler from the reserve goes to its intercom, the commando back
    to the main rest area; the top row is carried out."""
    state = kraken_turn("kraken6", "kraken4", edit=lambda s: s.commandos[KRAKEN].__setitem__(0, "IV"))
    assert state.intercom_seats["ic-panel-1"] == [KRAKEN] and state.commandos[KRAKEN][0] == "I"
    assert state.k_reserve["settlers"] == 5 and state.vp[KRAKEN] == 5


def test_promote_and_turn_a_new_card_for_the_same_commando():
    """5.6 / 5.7: promoted instead of placed, then a new card turned over for the same commando."""
    def edit(state):
        for pile in state.k_deck:
            if "kraken2" in pile:
                pile.remove("kraken2")
    state = kraken_turn("kraken3", "kraken4", edit=edit)
    assert state.k_discard and state.k_discard[-1] == "kraken3"
    placed = [c for c in state.commandos[KRAKEN] if c.startswith("s-t2")]
    assert placed, state.k_report


def test_passes_when_no_task_of_levels_one_to_three_is_free():
    """Rules notes R15: with every task of levels I-III taken, Project Kraken passes."""
    def edit(state):
        for t in list(state.task_at):
            if not t.startswith("s-t4"):
                state.occupant[t] = 0
    state = kraken_turn("kraken6", "kraken4", edit=edit)
    assert state.passed[KRAKEN]


# ---------------------------------------------------------------------------------------------- 5. actions
def test_build_regenerator_by_the_numbering_with_the_fallback():
    """5.2 (example: 8-1, area 8 taken, it builds in area 7); next a higher level, else a lower one."""
    state = reading("kraken2")  # 8-1
    give_regen(state, 0, "s-a8-bronze")
    actions.build_regenerator(state, KRAKEN, "bronze")
    assert state.regen_at["s-a7-bronze"] == KRAKEN and state.k_reserve["bronze"] == 2
    state = reading("kraken4")  # 1-8
    for space in catalog().boards["small"].regens.values():
        if space.level == "gold" and not space.initial:
            state.regen_at[space.id] = 0
    actions.build_regenerator(state, KRAKEN, "gold")
    assert state.regen_at.get("s-a1-silver") == KRAKEN


def test_kraken_turns_tapes_over_without_reward():
    """5.2 (example: a regenerator in area 7 with one already in area 8 turns the tape over)."""
    state = reading("kraken2", edit=lambda s: s.tape_at.update({"s-tape7": "tape01"}))
    state.regen_at["s-a8-bronze"] = KRAKEN
    state.tape_flipped["s-tape7"] = False
    state.tape_got["s-tape7"] = []
    actions.build_regenerator(state, KRAKEN, "bronze")
    assert state.tape_flipped["s-tape7"] and state.fuel[KRAKEN] == 0 and state.vp[KRAKEN] == 0


def test_construct_building_by_a_built_regenerator_with_the_fallback():
    """5.3: a free space by a built regenerator of the level, by the numbering (the player's, an initial one,
    its own); when none, a higher level, then a lower one."""
    state = reading("kraken4")  # 1-8
    actions.build(state, KRAKEN, "gold")  # no gold regenerator, then no silver one: nothing
    assert not state.buildings_at and state.k_reserve["buildings"] == 9
    actions.build(state, KRAKEN, "silver")  # silver, gold, then bronze: by the initial regenerator of area 2
    assert state.buildings_at == {"s-R1-1": [KRAKEN]} and state.k_reserve["buildings"] == 8


def test_player_takes_the_reward_when_kraken_builds_by_their_regenerator():
    """5.3: the player takes the regenerator's reward as usual."""
    state = reading("kraken4", edit=lambda s: give_regen(s, 0, "s-a1-bronze"))
    fuel = state.fuel[0]
    GAME.flow.settle(state)
    state.stack, state.pending = [], None
    actions.build(state, KRAKEN, "bronze")
    GAME.flow.settle(state)
    assert state.fuel[0] == fuel + 2


def test_kraken_scores_when_a_player_builds_by_its_regenerator():
    """5.3: 1, 2 or 4 points for a bronze, silver or gold regenerator of Project Kraken."""
    def edit(state):
        place_task(state, "s-t1-1", "task02")
        state.regen_at["s-a1-silver"] = KRAKEN
    state = position(1, fuel=5, edit=edit)
    choose(state, value=["task", "s-t1-1"])
    choose(state, value=[0, -1])
    choose(state, value="s-a1-silver-1")
    choose(state, value="cb1")
    assert state.vp[KRAKEN] == 2


def test_score_points_flat_and_by_round():
    """5.4: the points on the card, or that many times the round."""
    state = reading("kraken4", edit=lambda s: setattr(s, "round", 3))
    GAME.flow.settle(state)
    from engine.core.state import Frame
    state.stack = [Frame("kraken_action", {"seat": KRAKEN, "action": {"points_per_round": 2}}),
                   Frame("kraken_action", {"seat": KRAKEN, "action": {"points": 5}})]
    state.pending = None
    GAME.flow.settle(state)
    assert state.vp[KRAKEN] == 5 + 6


def test_population_without_rewards_removes_bonuses_and_releases_at_an_intercom():
    """5.5: up the arrows (the arrow at forks), no rewards, bonus tokens removed; a new settler only when one
    reaches an intercom; no release at the dashed line."""
    state = reading("kraken4", edit=lambda s: s.bonus_at.update({"p1a": "bonus08"}))
    actions.population(state, KRAKEN, 2)
    assert state.track[KRAKEN] == ["p2a"] and "p1a" not in state.bonus_at and state.fuel[KRAKEN] == 0
    state.track[KRAKEN] = ["p6a"]
    actions.population(state, KRAKEN, 3)
    assert state.intercom_seats["ic-pop-1"] == [KRAKEN] and state.track[KRAKEN] == ["p0"]
    assert state.k_reserve["settlers"] == 5 and state.released[KRAKEN] == 0


def test_discard_by_the_arrow():
    """5.1: the leftmost or rightmost face-up mission leaves."""
    state = reading("kraken1")
    right = state.mission_row[3]
    actions.discard(state)
    assert right not in state.mission_row and len([c for c in state.mission_row if c]) == 4


# ---------------------------------------------------------------------------------------------- 6. end of round
def test_end_of_round_card():
    """6.1-6.3: after round 1, the blueprint turned over, a level I commando promoted, a settler on the
    gameboard intercom scoring most (ties by the arrow)."""
    state = reading("kraken4")
    GAME.flow.settle(state)
    state.intercom_seats["ic-board-1"] = [0]
    from engine.core.state import Frame
    state.stack, state.pending = [Frame("kraken_end_of_round", {"seat": KRAKEN, "finished": 1})], None
    GAME.flow.settle(state)
    assert state.blueprint_by["A"] == KRAKEN
    assert sorted(state.commandos[KRAKEN]).count("I") == 2
    assert state.intercom_seats["ic-board-2"] == [KRAKEN]  # first position (10) beats second (8); left by arrow


def test_no_income_for_kraken():
    """6.: Project Kraken takes no fuel income."""
    state = position(1, frame="end_round", seated=False, edit=lambda s: setattr(s, "round", 1))
    assert state.fuel[KRAKEN] == 0


# ---------------------------------------------------------------------------------------------- 7. end scoring
def test_kraken_end_scoring_by_difficulty():
    """7.1 / 7.2 / 8.: 10/8/5 by arrival on each intercom; its buildings times 1, 2, 4 or 6."""
    for level, factor in (("easy", 1), ("medium", 2), ("advanced", 4), ("difficult", 6)):
        state = position(1, edit=lambda s, lv=level: setattr(s, "difficulty", lv))
        state.buildings_at.update({"s-R1-1": [KRAKEN], "s-a3-gold-1": [KRAKEN]})
        state.intercom_seats["ic-board-1"] = [0, KRAKEN]
        assert scoring.building_points(state, KRAKEN) == 2 * factor
        assert scoring.intercom_points(state, KRAKEN, "ic-board-1") == 8


def test_kraken_wins_ties():
    """7.: in a tie, Project Kraken wins."""
    state = position(1)
    state.final = [[10, 10]] + [[0, 0]] * (len(scoring.ROWS) - 1)
    state.over = True
    state.released = [5, 0]
    assert GAME.winners(state) == [KRAKEN] and GAME.outcome(state).startswith("Project Kraken wins the tie")
    state.final[0] = [11, 10]
    assert GAME.winners(state) == [0]


def test_solo_game_runs_to_the_end_at_each_difficulty():
    """Appendix I: whole solo games end with Project Kraken scored."""
    from engine.playout import bot_session, play_out

    for level in ("easy", "difficult"):
        session = play_out(bot_session(GAME, 1, {"kraken": level}, 11)).session
        assert session.over and len(GAME.scores(session.state)) == 2


def test_end_of_round_cards_of_rounds_two_and_three():
    """6. (example: the actions at the end of round 2) / 6.2: after round 3 a level II and a level III commando
    are promoted."""
    from engine.core.state import Frame

    state = reading("kraken4")
    GAME.flow.settle(state)
    state.commandos[KRAKEN] = ["IIL", "IIIR", "I"]
    state.stack, state.pending = [Frame("kraken_end_of_round", {"seat": KRAKEN, "finished": 2})], None
    GAME.flow.settle(state)
    assert state.blueprint_by["B"] == KRAKEN and state.commandos[KRAKEN][0] in ("IIIL", "IIIR")
    state.commandos[KRAKEN] = ["IIL", "IIIR", "I"]
    state.stack, state.pending = [Frame("kraken_end_of_round", {"seat": KRAKEN, "finished": 3})], None
    GAME.flow.settle(state)
    assert state.blueprint_by["C"] == KRAKEN and state.commandos[KRAKEN][:2] == ["IIIL", "IV"]
    assert sum(KRAKEN in seats for seats in state.intercom_seats.values()) == 2


def test_kraken_takes_the_first_turn():
    """Appendix I 1.: the player picks one of the two pairs (the other is discarded); then the game begins with
    Project Kraken's turn, and the player's first main action follows it."""
    from .helpers import kinds, started
    state = started(1, seed=3)
    assert kinds(state) == "setup_pair" and len(state.pairs) == 2
    for _ in range(20):  # the pair and what its program asks
        if state.phase == "play":
            break
        GAME.advance(state, 0)
    assert state.pairs == [] and state.k_card is not None and state.k_turns == 1
    assert kinds(state) == "main" and state.pending is not None and state.pending.seat == 0


def test_crossing_the_dashed_line_releases_nothing():
    """5.5: Project Kraken releases no settler when its settler crosses the dashed orange line."""
    state = reading("kraken4", edit=lambda s: s.bonus_at.clear())
    state.track[KRAKEN] = ["p3a"]
    reserve, stack = state.k_reserve["settlers"], list(state.stack)
    actions.population(state, KRAKEN, 1)
    assert state.track[KRAKEN] == ["p4a"] and state.k_reserve["settlers"] == reserve
    assert state.released[KRAKEN] == 0 and state.vp[KRAKEN] == 0 and state.stack == stack  # nothing to assign


def test_row_of_the_level_it_came_from_after_an_automatic_promotion():
    """3.4 / 4. / rules notes R16: a commando promoted automatically from level I still uses the bottom row."""
    def edit(state):
        for t in catalog().panels["small"].tasks_of_rest["I"]:
            if t in state.task_at:
                state.occupant[t] = 0
        state.task_at.pop("s-t2-2", None)
        state.task_at.pop("s-t2-4", None)
    state = kraken_turn("kraken6", "kraken4", edit=edit)
    assert any("bottom row" in line for line in state.k_report)
    assert state.vp[KRAKEN] == 2  # kraken6's bottom row: discard a mission, 2 points


def test_end_of_round_blueprint_already_taken_and_no_commando_to_promote():
    """6.1 / 6.2 / rules notes R23: a blueprint the player took stays the player's; with no commando of the level
    shown in a rest area, no promotion is made."""
    from engine.core.state import Frame
    state = reading("kraken4")
    GAME.flow.settle(state)
    state.blueprint_by["B"] = 0
    state.commandos[KRAKEN] = ["I", "I", "IIIL"]  # none at level II
    state.stack, state.pending = [Frame("kraken_end_of_round", {"seat": KRAKEN, "finished": 2})], None
    GAME.flow.settle(state)
    assert state.blueprint_by["B"] == 0 and state.commandos[KRAKEN] == ["I", "I", "IIIL"]
    assert any("no level II commando" in line for line in state.k_report)
