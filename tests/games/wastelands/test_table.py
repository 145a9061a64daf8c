"""The Rise of the Wastelands table in players' words (docs/ui.md): every choice names a How-to-play topic of
help.json, every icon drawn is in its glossary, every new-game option has its help, spaces and tiles are named in
words the map draws, automated players have their own seat style and name, their turn is theirs (`turn_seat`), and
the end shows a score breakdown with the winner and the tie-break that decided it."""

from __future__ import annotations

import pytest

from engine.core import bots
from engine.core.help import guide
from engine.core.rng import Rng
from engine.core.session import SeatSetup, Session
from engine.core.state import AUTOMA
from engine.core.words import allowed_words, jargon
from engine.games.wastelands.catalog import catalog
from engine.games.wastelands.meta import META
from engine.games.wastelands.rules import board, endgame
from engine.games.wastelands.scene import build

from .helpers import GAME, new, pick, pick_at, prompt, spaces_offered

GUIDE = guide("wastelands")
TOPICS = {topic["id"] for topic in GUIDE["topics"]}
ALLOWED = allowed_words(META.title, *(term["term"] for term in GUIDE["glossary"]))


def random_session(players: int, options: dict, seed: int) -> Session:
    return Session(GAME, players, options, seed, SeatSetup([f"P{i}" for i in range(players)], ["bot"] * players,
                                                             "random"))


@pytest.mark.parametrize("players,options,seed", [(2, {}, 41), (1, {"automated": "2", "toxic_cloud": "on"}, 42),
                                                  (3, {"special_tiles": "on"}, 43)])
def test_every_choice_names_a_topic_and_every_icon_is_in_the_glossary(players, options, seed):
    """docs/ui.md sections 6 and 8: Choice.rule is a topic id of help.json; each icon drawn has a glossary entry."""
    session = random_session(players, options, seed)
    rng = Rng.from_seed(seed)
    icons = {term["icon"] for term in GUIDE["glossary"] if term.get("icon")}
    seen_rules = set()
    for step in range(300):
        if session.over:
            break
        choice = GAME.choice(session.state)
        assert choice.rule in TOPICS, (choice.kind, choice.prompt, choice.rule)
        seen_rules.add(choice.rule)
        if step % 10 == 0:
            for item in build(GAME, session.state, choice.seat).to_json()["items"]:
                if item["kind"] == "icon":
                    assert item["name"] in icons, item["id"]
        session.apply(bots.choose(GAME, session.state, "random", rng))
    assert {"turn", "move"} <= seen_rules


def test_every_option_has_help_and_the_guide_has_the_conventional_topics():
    """docs/ui.md section 9: setup, turn, scoring, end, solo and options topics; a help sentence per option."""
    assert all(spec.help for spec in META.options)
    assert {"setup", "turn", "scoring", "end", "solo", "options"} <= TOPICS
    for topic in GUIDE["topics"]:
        for para in topic["text"]:
            assert not jargon(para, ALLOWED), (topic["id"], para)


def test_spaces_and_tiles_are_named_in_words_the_map_draws():
    """No coordinates in labels: a space is its terrain, its side of the tile and the tile's name; a face-down tile
    is the number drawn on it."""
    state = new()
    scout = next(u for u in state.units if u.owner == 0)
    home = board.slot_of(state, scout.hex)
    where = board.place(state, scout.hex)
    assert where.startswith("the ") and where.endswith(f"at the centre of {catalog().tiles[home.tile].name}")
    pick(state, "Move")
    if prompt(state) == "Move which unit?":
        pick_at(state, f"unit:{scout.id}")
    offers = spaces_offered(state, "To ")
    assert offers and all(not jargon(label) for label in offers.values())
    items = {i["id"]: i for i in build(GAME, state, 0).to_json()["items"]}
    for index, slot in enumerate(state.slots):
        if not slot.face_up:
            assert items[f"slot:{slot.slot}:n"]["text"] == f"Tile {index + 1}"
        else:
            assert items[f"tilename:{slot.slot}:t"]["text"] == board.tile_name(state, index)


def test_automated_players_have_their_own_style_name_and_turn():
    """docs/ui.md sections 5 and 10: an automated player's pieces wear its own seat style, its name is not a
    colour, and `turn_seat` is its seat while it plays."""
    session = random_session(1, {"automated": "1"}, 44)
    auto = next(s for s, kind in enumerate(session.state.seat_kinds) if kind == AUTOMA)
    assert GAME.automa_name(session.state, auto) == "Automated player"
    items = build(GAME, session.state, 0).to_json()["items"]
    assert items and any(i["style"] == f"seat{auto}" and i["id"] == f"capital:{auto}" for i in items)
    assert any(i["id"] == f"board:{auto}:edge" and i["style"] == f"seat{auto}-ring" for i in items)
    turns = set()
    rng = Rng.from_seed(44)
    for _ in range(60):
        session.apply(bots.choose(GAME, session.state, "random", rng))
        for beat in session.beats:
            turns.add(GAME.turn_seat(beat.state))
    assert auto in turns


def test_the_end_shows_a_breakdown_the_winner_and_the_tie_break():
    """docs/ui.md section 11 (rulebook Winning the Game, Secondary Victory Conditions): one row per measure, a last
    Total row, and an outcome naming the winner; a tie on Influence names the tie-break."""
    session = random_session(2, {}, 47)
    rng = Rng.from_seed(47)
    while not session.over:  # random seats (past the game's patience they mix in greedy picks, so it ends)
        session.apply(bots.choose(GAME, session.state, "random", rng))
    state = session.state
    rows = GAME.score_rows(state)
    assert rows[-1][0].startswith("Total") and rows[-1][1] == GAME.scores(state)
    assert len(rows) == 7 and all(len(values) == state.seats for _, values in rows)
    text = GAME.outcome(state)
    assert "wins" in text or "share" in text
    assert not jargon(text.replace("{seat:0}", "Ada").replace("{seat:1}", "Bo"), ALLOWED)
    # the same final position with the Influence tied: the tie-break decides, and says so
    for p in state.players:
        p.received = []
    state.players[1].received = [0, 0]
    state.players[0].received = [1, 1]
    state.players[0].people_support, state.players[1].people_support = 3, -1
    state.players[0].prestige, state.players[1].prestige = 5, 2
    state.outposts = {}
    for p in state.players:
        p.upgrades, p.crystals = [], 2
    assert endgame.winners(state) == [0]
    text = GAME.outcome(state)
    assert "wins on the tie-break" in text and "People Support 3 to -1" in text
