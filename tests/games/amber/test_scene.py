"""The Ashes & Amber table (docs/ui.md): every target drawn and bound for the seat to move, the conventions of
`engine.core.scene.problems`, targets at least 6 units apart, the regions on the 390-unit grid in reading
order, and the cards of a city kept in their place when the places for a played card appear."""

from __future__ import annotations

import copy

import pytest
from random_positions import random_positions

from engine.core.registry import get_game
from engine.core.scene import problems
from engine.games.amber.scene import build

GAME = get_game("amber")
SETTINGS = [(1, {}, 21), (2, {}, 22), (3, {"first_game": "yes"}, 23), (4, {}, 24), (4, {"family": "on"}, 25)]
STEPS = 220


def play(players: int, options: dict, seed: int, steps: int = STEPS):
    """Yield the session after each of up to `steps` random decisions (the start included)."""
    return random_positions(GAME, players, options, seed, steps)


def box(item: dict) -> tuple[float, float, float, float]:
    return item["x"], item["y"], item["x"] + item["w"], item["y"] + item["h"]


def apart(a: dict, b: dict) -> float:
    """How far apart two rectangles are (negative: they overlap)."""
    ax0, ay0, ax1, ay1 = box(a)
    bx0, by0, bx1, by1 = box(b)
    return max(bx0 - ax1, ax0 - bx1, by0 - ay1, ay0 - by1)


@pytest.mark.parametrize("players,options,seed", SETTINGS)
def test_the_table_follows_the_conventions_for_the_seat_to_move(players, options, seed):
    """Unique ids, every enabled target drawn and bound (and nothing else tappable), no scene problem, targets
    6 units apart or more, regions one column (or the main one two) wide on the grid, in reading order."""
    for step, session in enumerate(play(players, options, seed)):
        state = session.state
        choice = GAME.choice(state)
        if choice is None:
            continue
        scene = build(GAME, GAME.view(state, choice.seat), choice.seat).to_json()
        items = scene["items"]
        by_id = {item["id"]: item for item in items}
        assert len(by_id) == len(items), f"step {step}: an id used twice"
        first: dict[str, int] = {}
        for index, option in enumerate(choice.options):
            if option.enabled and option.target is not None:
                assert option.target in by_id, f"step {step}: {option.label!r} targets missing {option.target}"
                first.setdefault(option.target, index)
        assert {i["id"]: i["option"] for i in items if i["option"] is not None} == first, f"step {step}"
        assert problems(scene) == [], f"step {step}"
        targets = [i for i in items if i["option"] is not None or i.get("blocked") is not None]
        for k, a in enumerate(targets):
            for b in targets[k + 1:]:
                assert apart(a, b) >= 6 - 0.01, f"step {step}: {a['id']} and {b['id']} closer than 6 units"
        regions = scene["regions"]
        order = [r["id"] for r in regions]
        assert order[:4] == ["mine", "hand", "era", "goals"], order
        assert order[4:] == [f"seat{s}" for s in range(players) if s != choice.seat], order
        for region in regions:
            assert region["w"] == (792 if region["id"] == "mine" else 390), region
            assert region["x"] in (0, 402, 804), region


@pytest.mark.parametrize("players,options,seed", SETTINGS[1:4])
def test_cards_keep_their_place_when_the_places_for_a_card_appear(players, options, seed):
    """The bands above and below the cities are kept: the table with the places of a played card on it draws
    every card where the same table without a choice does."""
    seen = 0
    for session in play(players, options, seed):
        state = session.state
        choice = GAME.choice(state)
        if choice is None or not any(o.target and o.target.startswith(("slot-", "gap-")) for o in choice.options):
            continue
        seen += 1
        view = GAME.view(state, choice.seat)
        idle = copy.deepcopy(view)
        idle.pending = None
        with_places = {i["id"]: box(i) for i in build(GAME, view, choice.seat).to_json()["items"]
                       if i["kind"] == "card"}
        without = {i["id"]: box(i) for i in build(GAME, idle, choice.seat).to_json()["items"] if i["kind"] == "card"}
        assert with_places == without
    assert seen
