"""The ASHES table (engine/games/ashes/scene): ids, clickable targets, hidden cards, tooltips, layout bounds."""

from __future__ import annotations

import json

import pytest

from engine.core import bots
from engine.core.help import guide
from engine.core.names import render_names
from engine.core.scene import problems
from engine.core.session import BOT, SeatSetup, Session
from engine.core.state import AUTOMA
from engine.core.words import allowed_words, jargon
from engine.games.ashes import scene as ashes_scene
from engine.games.ashes.game import GAME
from engine.games.ashes.catalog import catalog
from engine.games.ashes.scene.layout import HEIGHT, WIDTH
from .helpers import new_game

SETTINGS = [(1, {}), (2, {}), (3, {"first_game": "no"}), (4, {})]


def _session(players: int, options: dict, seed: int) -> Session:
    names = [f"P{n + 1}" for n in range(players)]
    return Session(GAME, players, dict(options), seed, SeatSetup(names, [BOT] * players, bot="random"))


def _walk(players: int, options: dict, seed: int, every: int = 1):
    """Play a seeded random game; yield (state, seat to move) every `every` decisions."""
    session = _session(players, options, seed)
    k = 0
    while (choice := GAME.choice(session.state)) is not None:
        if k % every == 0:
            yield session.state, choice.seat
        session.apply(bots.choose(GAME, session.state, "random", bots.bot_rng(seed, session.state.step, choice.seat)))
        k += 1
        assert k < 5000, "game did not end"
    yield session.state, 0


@pytest.mark.parametrize("players,options", SETTINGS, ids=lambda v: str(v))
@pytest.mark.parametrize("seed", [3, 11])
def test_every_enabled_target_is_a_bound_item(players, options, seed) -> None:
    """Every enabled option with a target has an item of that id carrying its index; ids are unique."""
    for state, seat in _walk(players, options, seed):
        choice = GAME.choice(state)
        items = ashes_scene.build(GAME, state, seat).to_json()["items"]
        by_id = {it["id"]: it for it in items}
        assert len(by_id) == len(items), "an item id is used twice"
        if choice is None:
            continue
        for index, option in enumerate(choice.options):
            if option.enabled and option.target is not None:
                assert option.target in by_id, f"{option.label!r}: target {option.target!r} is not drawn"
                bound = by_id[option.target]["option"]
                assert bound is not None and choice.options[bound].target == option.target


def _hands_checked(state, players: int) -> bool:
    """Check that no seat sees another seat's mission hand face up and that its own hand is face up; True when
    some seat held a hand."""
    missions = set(catalog().missions)
    seen_hand = False
    for viewer in range(players):
        items = ashes_scene.build(GAME, state, viewer).to_json()["items"]
        ids = {it["id"] for it in items}
        for other, p in enumerate(state.players):
            for card in p.hand:
                drawn = f"mission-{card}" in ids and card not in state.mission_display
                if other == viewer:
                    assert drawn, f"seat {viewer} does not see its own {card}"
                    seen_hand = True
                elif card not in state.players[viewer].hand:
                    assert not drawn, f"seat {viewer} sees {card} in seat {other}'s hand"
        for it in items:
            if it["kind"] == "card" and it["face_up"] and it["id"].startswith("mission-"):
                card = it["id"][len("mission-"):]
                assert card in missions
                assert card in state.mission_display or card in state.players[viewer].hand
    return seen_hand


def _every_seat_holds_a_mission(players: int, seed: int):
    """A game in play where every seat has taken a mission card from the display through the rules (10.2.3)."""
    state = new_game(players, {}, seed)
    while GAME.choice(state) is not None and state.phase == "setup":
        GAME.apply(state, GAME.choice(state).enabled_indices()[0])
    for seat in range(players):
        state.pending, state.stack = None, []
        state.push("take_mission", seat=seat)
        GAME.flow.settle(state)
        GAME.apply(state, GAME.choice(state).enabled_indices()[seat % 2])
    assert all(p.hand for p in state.players)
    return state


@pytest.mark.parametrize("players", [2, 4])
def test_other_hands_are_face_down(players) -> None:
    """No seat sees another seat's mission hand face up; its own hand is face up with the card's text as tip.

    A random playout need not take any mission card, so the hands are also checked in a state where every seat
    holds one, reached deterministically."""
    for state, _ in _walk(players, {}, 5, every=7):
        _hands_checked(state, players)
    assert _hands_checked(_every_seat_holds_a_mission(players, 5), players)


def test_cards_and_tiles_have_tooltips() -> None:
    """Cards, Phoenix spaces, construction spaces, areas, tree nodes and upgrades all explain themselves."""
    for state, seat in _walk(3, {}, 8, every=25):
        for it in ashes_scene.build(GAME, state, seat).to_json()["items"]:
            key = it["id"]
            if it["kind"] == "card" or key.startswith(("phoenix-", "space-", "area-s", "tree-st", "site-",
                                                        "milestone-", "endgame-")) and it["kind"] != "text":
                assert it["tip"], f"{key} has no tooltip"


def test_layout_stays_on_the_table_and_readable() -> None:
    """Items lie inside the table and follow docs/ui.md's sizes (`problems`: text at least 13 units, token text
    from its radius, targets at least 48 units on their short side)."""
    for players, options in SETTINGS:
        for state, seat in _walk(players, options, 21, every=40):
            scene = ashes_scene.build(GAME, state, seat).to_json()
            assert (scene["width"], scene["height"]) == (WIDTH, HEIGHT)
            json.dumps(scene)
            assert not problems(scene), problems(scene)[:5]
            for it in scene["items"]:
                if it["kind"] == "text":
                    assert 0 <= it["x"] <= WIDTH and 0 <= it["y"] <= HEIGHT, it["id"]
                elif it["kind"] in ("rect", "card"):
                    assert it["x"] >= 0 and it["y"] >= 0, it["id"]
                    assert it["x"] + it["w"] <= WIDTH + 0.5 and it["y"] + it["h"] <= HEIGHT + 0.5, it["id"]


def test_targets_do_not_overlap() -> None:
    """Two items that are targets never overlap, so a tap always lands on one thing (docs/ui.md, "Targets")."""
    def box(it):
        if it["kind"] in ("token", "circle"):
            return it["x"] - it["r"], it["y"] - it["r"], it["x"] + it["r"], it["y"] + it["r"]
        if it["kind"] in ("rect", "card"):
            return it["x"], it["y"], it["x"] + it["w"], it["y"] + it["h"]
        return None

    for players, options in SETTINGS:
        for state, seat in _walk(players, options, 13, every=30):
            items = ashes_scene.build(GAME, state, seat).to_json()["items"]
            ids = {o.target for o in (GAME.choice(state).options if GAME.choice(state) else []) if o.target}
            boxes = [(it["id"], box(it)) for it in items if it["id"] in ids and box(it) is not None]
            for k, (a, ba) in enumerate(boxes):
                for b, bb in boxes[k + 1:]:
                    apart = ba[2] <= bb[0] or bb[2] <= ba[0] or ba[3] <= bb[1] or bb[3] <= ba[1]
                    assert apart, f"targets {a} and {b} overlap"


def test_texts_are_players_words() -> None:
    """Prompts, labels, reasons, log lines and every scene text are free of ids, codes and abbreviations
    (`engine.core.words.jargon`); the glossary's terms and the title are allowed."""
    allowed = allowed_words(GAME.title, *(t["term"] for t in guide("ashes")["glossary"]))
    for players, options in [(1, {"rival": "expert"}), (4, {})]:
        for state, seat in _walk(players, options, 9, every=9):
            texts = [line.text for line in state.log]
            choice = GAME.choice(state)
            if choice is not None:
                texts += [choice.prompt] + [o.label for o in choice.options] + [o.why_not or "" for o in choice.options]
            for it in ashes_scene.build(GAME, state, seat).to_json()["items"]:
                texts += [str(it.get(key) or "") for key in ("text", "title", "tip", "label")]
                texts += list(it.get("detail") or [])
            for text in texts:
                text = render_names(text, lambda n: f"Seat{n}")  # as the api sends it
                assert not jargon(text, allowed), (text, jargon(text, allowed))


def test_scene_ids_are_stable() -> None:
    """The same things keep the same ids from one decision to the next (the painter tweens by id)."""
    walk = _walk(4, {}, 2, every=1)
    state, seat = next(walk)
    first = {it["id"] for it in ashes_scene.build(GAME, state, 0).to_json()["items"]}
    for _ in range(30):
        state, seat = next(walk)
    later = {it["id"] for it in ashes_scene.build(GAME, state, 0).to_json()["items"]}
    for fixed in ("map", "area-starting_shelter", "tree-st_0", "seat0-zone-1", "seat0-slot-4", "turn-top-1",
                  "milestone-pink", "seat0-material-drone", "vehicle-1"):
        assert fixed in first and fixed in later


def test_solo_shows_the_rival() -> None:
    """Solo games draw the Rival's panel, its vehicle and score."""
    for state, seat in _walk(1, {}, 4, every=30):
        assert state.seat_kinds[1] == AUTOMA
        ids = {it["id"] for it in ashes_scene.build(GAME, state, seat).to_json()["items"]}
        assert {"rival-panel", "vehicle-rival", "rival-name"} <= ids
