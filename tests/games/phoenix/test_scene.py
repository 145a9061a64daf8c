"""The table (scene) and hidden information: every target is an item, hidden things are never drawn, words carry
no internal ids, text and tappable sizes, one style per seat and another for Project Kraken."""

from __future__ import annotations

import re

import pytest

from engine.core import bots
from engine.core.rng import Rng
from engine.core.scene import problems
from engine.games.phoenix.catalog import catalog
from engine.playout import bot_session

from .helpers import GAME

ID = re.compile(r"\b(s|l)-(a\d+|t\d|R\d|tape\d+|link\d)|\b(task\d\d|tech[234]-|bonus\d\d|m[123]\d\d|bp[ABC]\d|kraken\d|"
                r"cr-[bsg]\d|cb\d|ic-(board|pop|panel|scientific|civic|military|flat|missions)|prog\d|tape\d\d)\b")


def walk(players: int, seed: int, steps: int):
    """Yield (state, scene json) along a random game."""
    session = bot_session(GAME, players, GAME.normalize_options(players, {}), seed)
    n = 0
    while not session.over and n < steps:
        state = session.state
        choice = GAME.choice(state)
        yield state, GAME.scene(state, choice.seat).to_json()
        session.apply(bots.choose(GAME, state, "random", bots.bot_rng(seed, state.step, choice.seat)))
        n += 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_targets_are_items_and_tappable(players):
    """Every enabled option's target is an item carrying its index, at least 44 units on its short side."""
    for state, scene in walk(players, 7, 60):
        items = {item["id"]: item for item in scene["items"]}
        choice = GAME.choice(state)
        for index, option in enumerate(choice.options):
            if option.enabled and option.target:
                item = items[option.target]
                assert item["option"] == index
                if item["kind"] == "rect":
                    assert min(item["w"], item["h"]) >= 44, option.target
                elif item["kind"] in ("circle", "token", "hex"):
                    assert item["r"] * 2 >= 44 or item["kind"] == "hex" and item["r"] * 1.7 >= 44, option.target


def test_words_carry_no_internal_ids_and_text_is_readable():
    """No content id in labels, prompts, tooltips or scene text; text at 13 units at least."""
    for state, scene in walk(4, 3, 70):
        choice = GAME.choice(state)
        words = [choice.prompt] + [o.label for o in choice.options] + [o.why_not or "" for o in choice.options]
        for item in scene["items"]:
            words += [item.get("tip") or "", item.get("label") or "", item.get("text") or ""]
            if item["kind"] == "text":
                assert item["size"] >= 13
        words += [line.text for line in state.log[-20:]]
        for text in words:
            assert not ID.search(text), text


def test_seat_styles_for_every_seat_project_kraken_included():
    """docs/ui.md 5: every seat's pieces wear `seat{n}` styles, Project Kraken's seat too (the api paints it in a
    colour no player wears); no style of its own."""
    for state, scene in walk(1, 5, 60):
        styles = {item["style"] for item in scene["items"]}
        assert "seat0" in styles and f"seat{state.kraken}" in styles and "kraken" not in styles


def test_hidden_things_are_never_drawn():
    """Cards another seat drew face down, the decks and the Kraken's top card face do not reach the scene."""
    session = bot_session(GAME, 1, GAME.normalize_options(1, {}), 4)
    state = session.state
    top = catalog().kraken_cards[state.k_top].name
    scene = GAME.scene(state, 0).to_json()
    assert all(top not in (item.get("text") or "") + (item.get("tip") or "") for item in scene["items"]
               if not item["id"].startswith("kraken-card"))
    shuffled = GAME.shuffle_hidden(state, 0, Rng.from_seed(9))
    assert GAME.scene(shuffled, 0).to_json() == scene


def test_hidden_zones_keep_backs_and_levels():
    """A re-deal keeps each mission's level (its back) and the Kraken top card's back."""
    session = bot_session(GAME, 1, GAME.normalize_options(1, {}), 4)
    state = session.state
    for seed in range(5):
        other = GAME.shuffle_hidden(state, 0, Rng.from_seed(seed))
        assert catalog().back_of(other.k_top) == state.k_back == other.k_back
        assert all(catalog().missions[c].level == 2 for c in other.decks[0])


def test_scene_regions_on_the_grid():
    """docs/ui.md 2: regions on 390-unit columns (the map and the task panel two wide, at most 792 x 720), no
    problem found by `problems()`, one region per other seat, Dawn in its own region on the large side."""
    for players in (1, 2, 3, 4):
        state = next(walk(players, 1, 1))[0]
        scene = GAME.scene(state, 0).to_json()
        assert problems(scene) == []
        regions = {r["id"]: r for r in scene["regions"]}
        assert scene["regions"][0]["id"] == "map"
        for region in regions.values():
            assert region["w"] <= 792 and (region["w"] <= 390 or region["id"] in ("map", "panel"))
            assert region["h"] <= 720 or region["w"] <= 390
        assert ("dawn" in regions) == (players >= 3)
        assert {f"seat{s}" for s in range(1, state.seats)} <= set(regions)


def test_kraken_turn_is_shown_step_by_step():
    """The table shows the card Project Kraken turned over and what it did, line by line."""
    for state, scene in walk(1, 8, 40):
        if state.k_report and state.k_card:
            items = {item["id"]: item for item in scene["items"]}
            assert items["kraken-card"]["kind"] == "card"
            assert items["kraken-card"]["title"] == catalog().kraken_cards[state.k_card].name
            assert items["kraken-report-0"]["text"].startswith("1. ")
            return
    raise AssertionError("no Kraken turn seen")


def test_fuel_counters_and_console_shown():
    """Fuel shown with its counters of 5 and 1 in the tooltip; each seat's console with its tracks and slots."""
    state, scene = next(walk(2, 2, 1))
    ids = {item["id"]: item for item in scene["items"]}
    assert "counters of 5" in ids["con0-stat1"]["tip"] and "con1-energy-12" in ids and "con0-dev-left-cap" in ids
