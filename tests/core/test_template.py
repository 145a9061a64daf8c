"""The one game template's core mechanisms on the test game: roles and Back by the flow, where decisions end,
greedy bots over whole decisions, declared hidden zones, the effect vocabulary, frame checks, scenarios."""

from __future__ import annotations

import pytest

from engine.core import bots
from engine.core.choice import Choice, Option, Role
from engine.core.clone import clone
from engine.core.effects import Flow, FrameError
from engine.core.rng import Rng
from engine.core.scenario import Pick, Scenario
from engine.core.state import PLAYER, BaseState, Frame
from engine.core.vocabulary import EffectKind, Vocabulary
from testgame import GAME

PLAY = 0


def labels(choice: Choice) -> list[str]:
    return [option.label for option in choice.options]


def test_back_is_added_by_the_flow_and_returns_to_the_earlier_step():
    """A frame registered with back=True gets a Back option (role BACK) without writing it; picking it asks the
    earlier choice again, and on_back undoes what the earlier answer prepared (the staged card)."""
    state = Scenario(GAME, players=2, seed=3).state()
    hand = list(state.hands[0])
    GAME.apply(state, PLAY)
    pick = state.pending
    assert pick.kind == "pick_card" and pick.inside and pick.options[-1].role is Role.BACK
    GAME.apply(state, 0)
    site = state.pending
    assert site.kind == "pick_site" and state.staged[0] == hand[0]
    GAME.apply(state, len(site.options) - 1)  # Back
    assert state.pending.kind == "pick_card" and state.staged[0] is None and sorted(state.hands[0]) == sorted(hand)
    GAME.apply(state, len(state.pending.options) - 1)  # Back again: the action menu, which starts a decision
    assert state.pending.kind == "action" and not state.pending.inside
    assert all(option.role is not Role.BACK for option in state.pending.options)
    assert [f.name for f in state.stack] == ["end_turn", "action"], "Back leaves nothing the earlier answer queued"


def test_back_drops_what_the_earlier_answer_queued():
    """Frames an answer queued beside the next step are removed when that step steps back."""
    flow = Flow()
    ran: list[str] = []

    @flow.ask("menu")
    def _menu(state):
        return Choice(0, "Menu", [Option("Go", "go")])

    @flow.answer("menu")
    def _go(state, value):
        state.schedule(Frame("detail"), Frame("after"))

    @flow.ask("detail", back=True)
    def _detail(state):
        return Choice(0, "Detail", [Option("Fine", 1)])

    @flow.answer("detail")
    def _fine(state, value):
        ran.append("fine")

    @flow.step("after")
    def _after(state):
        ran.append("after")

    state = BaseState(seat_kinds=[PLAYER], rng=Rng.from_seed(1))
    state.push("menu")
    flow.settle(state)
    flow.answer_pending(state, 0)
    assert state.pending.prompt == "Detail" and labels(state.pending) == ["Fine", "Back"]
    flow.answer_pending(state, 1)
    assert state.pending.prompt == "Menu" and [f.name for f in state.stack] == ["menu"]
    flow.answer_pending(state, 0)
    flow.answer_pending(state, 0)
    assert ran == ["fine", "after"] and state.stack == []


def test_frames_pushed_with_wrong_arguments_fail_when_checked():
    """With Flow.check_frames (set by the test suite), a frame whose arguments do not fit its handler raises."""
    assert Flow.check_frames
    state = Scenario(GAME, players=2).state()
    state.pending = None
    state.push("pick_card", seat=0, extra=1)
    with pytest.raises(FrameError, match="pick_card"):
        GAME.flow.settle(state)
    assert GAME.flow.verify() == []


def test_greedy_judges_whole_decisions():
    """The greedy bot values 'Play a card' by the best card-and-site it can reach, not by the half-played chain:
    with a hand whose card clears a site at once, it plays it rather than scavenging."""
    state = (Scenario(GAME, players=2, seed=5)
             .edit(lambda s: s.hands.__setitem__(0, ["rust-6"]))
             .edit(lambda s: s.presence.__setitem__("crater", [0, 0]))
             .state())
    value_play = bots.decision_value(GAME, after(state, PLAY), 0, 100, 6)
    value_now = GAME.evaluate(after(state, PLAY), 0)
    assert value_play > value_now, "the complete decision (card played to the crater) is worth more than its start"
    assert bots.greedy_pick(GAME, GAME.view(state, 0), Rng.from_seed(1)) == PLAY


def after(state, index):
    trial = clone(state)
    GAME.advance(trial, index)
    return trial


def test_greedy_beats_random_in_the_arena(capsys):
    """python -m engine arena prints the JSON summary; greedy wins more test games than random."""
    from engine.cli import main

    assert main(["arena", "testgame", "--players", "2", "--games", "16", "--bots", "greedy,random"]) == 0
    import json

    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 16 and set(result["wins"]) == {"greedy", "random"}
    assert result["wins"]["greedy"] > result["wins"]["random"]
    assert result["mean_score"]["greedy"] > result["mean_score"]["random"]


def test_declared_zones_give_the_view_and_the_reshuffle():
    """Hands and the staged card are their seat's, the deck nobody's: the view sorts what a seat cannot see,
    keeps its own hand, and shuffle_hidden deals the same cards again at random, sizes kept."""
    state = Scenario(GAME, players=3, seed=8).state()
    seen = GAME.view(state, 1)
    assert seen.hands[1] == state.hands[1]
    unseen = sorted(state.deck + state.hands[0] + state.hands[2])
    assert seen.deck + seen.hands[0] + seen.hands[2] == sorted(seen.deck + seen.hands[0] + seen.hands[2])
    assert sorted(seen.deck + seen.hands[0] + seen.hands[2]) == unseen
    other = GAME.shuffle_hidden(state, 1, Rng.from_seed(2))
    assert other.hands[1] == state.hands[1] and [len(h) for h in other.hands] == [len(h) for h in state.hands]
    assert sorted(other.deck + other.hands[0] + other.hands[2]) == unseen
    assert GAME.view(other, 1) == seen


def test_scenario_scripts_draws_and_starts_from_a_frame():
    """A scenario edits the state, scripts the next draws (a card by name, a bag token by index) and starts at a
    frame: the rules then draw exactly those."""
    scenario = Scenario(GAME, players=2, seed=4)
    wanted = scenario._state.deck[5]
    state = (scenario.edit(lambda s: s.hands[0].clear())
             .next_draws(Pick(wanted))
             .at("action", seat=0).then("end_turn", seat=0)
             .state())
    assert state.pending.kind == "action"
    GAME.apply(state, 2)  # rest and draw a card
    assert state.hands[0] == [wanted]
    bag = list(state.bag)
    state = Scenario(GAME, players=2, seed=4).next_draws(bag.index("water")).at("action", seat=0).state()
    GAME.apply(state, 1)  # scavenge
    assert state.stash[0]["water"] == 1


def test_vocabulary_validates_content_and_dispatches():
    """Each effect kind is declared once: its payload validates content (plain data out), run, why_not and
    text dispatch on the one key; unknown kinds and bad payloads name themselves."""
    from pydantic import BaseModel, PositiveInt

    words = Vocabulary("demo")

    @words.kind("gain")
    class Gain(EffectKind):
        payload = dict[str, PositiveInt]

        def run(self, ctx, amounts):
            for key, value in amounts.items():
                ctx[key] = ctx.get(key, 0) + value

        def text(self, amounts):
            return ", ".join(f"+{v} {k}" for k, v in amounts.items())

    @words.kind("pay")
    class Pay(EffectKind):
        payload = dict[str, PositiveInt]

        def run(self, ctx, amounts):
            for key, value in amounts.items():
                ctx[key] -= value

        def why_not(self, ctx, amounts):
            short = [k for k, v in amounts.items() if ctx.get(k, 0) < v]
            return f"needs more {short[0]}" if short else None

        def text(self, amounts):
            return ", ".join(f"pay {v} {k}" for k, v in amounts.items())

    class Card(BaseModel):
        effects: list[words.Effect]

    card = Card.model_validate({"effects": [{"pay": {"fuel": 1}}, {"gain": {"vp": 2}}]})
    assert card.effects == [{"pay": {"fuel": 1}}, {"gain": {"vp": 2}}]
    ctx: dict = {"fuel": 0}
    assert words.why_not(ctx, card.effects) == "needs more fuel"
    ctx["fuel"] = 1
    assert words.why_not(ctx, card.effects) is None
    for effect in card.effects:
        words.run(ctx, effect)
    assert ctx == {"fuel": 0, "vp": 2}
    assert words.texts(card.effects) == "pay 1 fuel, +2 vp"
    with pytest.raises(ValueError, match="unknown effect kind 'steal'"):
        Card.model_validate({"effects": [{"steal": 1}]})
    with pytest.raises(ValueError, match="effect 'gain'"):
        Card.model_validate({"effects": [{"gain": {"vp": -1}}]})
    with pytest.raises(TypeError, match="must define run and text"):
        @words.kind("empty")
        class Empty(EffectKind):
            payload = int


def test_the_log_keeps_its_newest_lines_and_counts_all():
    """Past twice LOG_KEEP lines the oldest are dropped; `logged` still counts every line written."""
    state = BaseState(seat_kinds=[PLAYER], rng=Rng.from_seed(1))
    for n in range(2 * state.LOG_KEEP + 1):
        state.say(f"line {n}")
    assert len(state.log) == state.LOG_KEEP and state.logged == 2 * state.LOG_KEEP + 1
    assert state.log[0].text == f"line {state.log_start()}"
