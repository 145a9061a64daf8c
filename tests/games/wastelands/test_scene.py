"""The Rise of the Wastelands table: every target drawn and bound, unique ids, hidden cards face down,
tooltips on cards and tiles, the table conventions of docs/ui.md (regions, readable sizes, seat styles)."""

from __future__ import annotations

import pytest
from random_positions import random_positions

from engine.core.registry import get_game
from engine.core.rng import Rng
from engine.core.scenario import Scenario
from engine.core.scene import MIN_TARGET, MIN_TEXT, problems
from engine.core.state import PLAYER
from engine.games.wastelands.scene import build

GAME = get_game("wastelands")
SETTINGS = [
    (2, {}, 11),
    (3, {"toxic_cloud": "on"}, 12),
    (4, {"special_tiles": "on"}, 13),
    (2, {"toxic_cloud": "on", "special_tiles": "on"}, 14),
]
STEPS = 160


def play(players: int, options: dict, seed: int, steps: int = STEPS):
    """Yield the session after each of up to `steps` random decisions (the start included)."""
    return random_positions(GAME, players, options, seed, steps)


def player_seats(state) -> list[int]:
    return [s for s, kind in enumerate(state.seat_kinds) if kind == PLAYER]


def bounds(item: dict) -> tuple[float, float, float, float]:
    kind = item["kind"]
    if kind in ("rect", "card"):
        return item["x"], item["y"], item["x"] + item["w"], item["y"] + item["h"]
    if kind in ("circle", "token", "hex"):
        return item["x"] - item["r"], item["y"] - item["r"], item["x"] + item["r"], item["y"] + item["r"]
    if kind in ("poly", "line"):
        xs = [p[0] for p in item["points"]]
        ys = [p[1] for p in item["points"]]
        return min(xs), min(ys), max(xs), max(ys)
    return item["x"], item["y"] - item["size"], item["x"], item["y"]


@pytest.mark.parametrize("players,options,seed", SETTINGS)
def test_targets_are_drawn_and_bound_for_the_seat_to_move_only(players, options, seed):
    """Every enabled option with a target is an item carrying that option; nobody else can click anything."""
    for count, session in enumerate(play(players, options, seed)):
        state = session.state
        choice = GAME.choice(state)
        seats = player_seats(state) if count % 4 == 0 else ([choice.seat] if choice else [])
        for seat in seats:
            items = build(GAME, state, seat).to_json()["items"]
            by_id = {item["id"]: item for item in items}
            assert len(by_id) == len(items)
            clickable = {item["id"]: item["option"] for item in items if item["option"] is not None}
            if choice is None or choice.seat != seat:
                assert not clickable, f"step {count}: seat {seat} may click {sorted(clickable)}"
                continue
            first: dict[str, int] = {}
            for index, option in enumerate(choice.options):
                if option.enabled and option.target is not None:
                    assert option.target in by_id, f"step {count}: {option.label!r} targets missing {option.target}"
                    first.setdefault(option.target, index)
            # when the rules give several options one target, the first is bound (Scene.bind)
            for target, index in first.items():
                assert by_id[target]["option"] == index
            assert set(clickable) == set(first)


@pytest.mark.parametrize("players,options,seed", SETTINGS[:3])
def test_other_seats_cards_stay_face_down(players, options, seed):
    """A face-up power card in a seat's scene is one of that seat's own cards; others' hands are backs."""
    for count, session in enumerate(play(players, options, seed)):
        if count % 3:
            continue
        state = session.state
        for seat in player_seats(state):
            mine = {f"card:{c}" for c in state.players[seat].hand + state.players[seat].in_play}
            items = build(GAME, state, seat).to_json()["items"]
            for item in items:
                if item["kind"] == "card" and item["face_up"] and item["id"].startswith("card:"):
                    assert item["id"] in mine, f"step {count}: seat {seat} sees {item['id']}"
            for other in range(state.seats):
                if other == seat:
                    continue
                backs = [i for i in items if i["id"].startswith(f"back:{other}:")]
                assert len(backs) == min(5, len(state.players[other].hand))
                assert all(not b["face_up"] for b in backs)


def test_scene_ignores_what_the_seat_cannot_see():
    """Re-dealing hidden cards, tiles and decks leaves a seat's scene unchanged."""
    shuffler = Rng.from_seed(99)
    for count, session in enumerate(play(3, {"toxic_cloud": "on"}, 21, 120)):
        if count % 5:
            continue
        state = session.state
        for seat in player_seats(state):
            other = GAME.shuffle_hidden(state, seat, shuffler)
            assert build(GAME, other, seat).to_json() == build(GAME, state, seat).to_json(), f"step {count}"


@pytest.mark.parametrize("players,options,seed", SETTINGS)
def test_tips_sizes_and_bounds(players, options, seed):
    """Cards, tiles and pieces carry tooltips; text is at least 13 units; nothing leaves the canvas or its region
    (docs/ui.md, "Units and sizes" and "Regions")."""
    for count, session in enumerate(play(players, options, seed, 120)):
        if count % 10:
            continue
        state = session.state
        seat = player_seats(state)[0]
        scene = build(GAME, state, seat).to_json()
        assert not problems(scene), problems(scene)
        WIDTH, HEIGHT = scene["width"], scene["height"]
        for item in scene["items"]:
            ident = item["id"]
            if item["kind"] == "card" and item["face_up"]:
                assert item["tip"], ident
            if ident.startswith(("hex:", "unit:", "outpost:", "neutral:", "item:", "action:", "ach:")) and (
                    item["kind"] in ("hex", "token", "rect", "card")) and item["style"] != "facedown-hex":
                assert item["tip"], ident
            if ident.startswith("slot:") and item["style"] == "facedown":
                assert item["tip"], ident
            if item["kind"] == "text":
                assert item["size"] >= MIN_TEXT, ident
            x0, y0, x1, y1 = bounds(item)
            assert -1 <= x0 and x1 <= WIDTH + 1 and -1 <= y0 and y1 <= HEIGHT + 1, (ident, x0, y0, x1, y1)


def test_every_map_space_and_tile_is_drawn():
    """All spaces of the layout are hexes; face-down tiles are slots with a hidden face."""
    state = Scenario(GAME, 4, {}, 5).state()
    items = {i["id"]: i for i in build(GAME, state, 0).to_json()["items"]}
    for hex_ in state.hex_slot:
        assert f"hex:{hex_[0]},{hex_[1]}" in items
    for slot in state.slots:
        item = items[f"slot:{slot.slot}"]
        assert item["kind"] == "poly"
        assert item["style"] == ("tile-edge" if slot.face_up else "facedown")
    for seat, player in enumerate(state.players):
        assert f"capital:{seat}" in items
    for unit in state.units:
        assert items[f"unit:{unit.id}"]["kind"] == "token" and items[f"unit:{unit.id}:icon"]["name"] == "eye"


def test_tap_targets_are_large_enough():
    """Units, hexes, items and actions are at least 48 units across (docs/ui.md, "Targets and taps")."""
    for session in play(4, {}, 31, 60):
        pass
    state = session.state
    for item in build(GAME, state, 0).to_json()["items"]:
        if item["id"].startswith(("unit:", "rot:")) and item["kind"] == "token":
            assert 2 * item["r"] >= MIN_TARGET
        if item["id"].startswith(("item:", "action:")) and item["kind"] == "rect":
            assert item["w"] >= MIN_TARGET and item["h"] >= MIN_TARGET
        if item["id"].startswith("hex:"):
            assert item["r"] * 3 ** 0.5 >= MIN_TARGET
