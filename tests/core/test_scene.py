"""The scene builder: unique ids, known styles, and option binding for the choosing seat only."""

from __future__ import annotations

import json

import pytest

from engine.core.choice import Choice, Option, disabled
from engine.core.scene import DEFAULT_PALETTE, SEAT_COLORS, Scene


def table() -> Scene:
    scene = Scene(800, 600)
    scene.rect("board", 0, 0, 800, 600, "board")
    scene.hex("hex-a", 100, 100, 40)
    scene.card("card-1", 200, 200, 60, 90, "Card", "text")
    scene.token("tok", 300, 300, 20, "3")
    scene.circle("bag", 400, 400, 30)
    scene.text("label", 10, 10, "Hello")
    scene.poly("zone", [(0, 0), (10, 0), (10, 10)])
    scene.line("road", [(0, 0), (50, 50)], dash=True)
    return scene


def test_duplicate_ids_raise():
    """Two items with the same id raise ValueError naming the id."""
    scene = table()
    with pytest.raises(ValueError, match="'bag' used twice"):
        scene.token("bag", 0, 0, 5)


def test_unknown_style_raises():
    """An item with a style missing from the palette raises ValueError naming item and style."""
    with pytest.raises(ValueError, match="'x' uses unknown style 'neon'"):
        Scene(10, 10).rect("x", 0, 0, 1, 1, "neon")


def test_palette_extends_the_default():
    """A game palette adds styles without losing the defaults; seat colours exist for every seat colour."""
    scene = Scene(10, 10, palette={"neon": {"fill": "#0f0", "stroke": None, "text": "#000"}})
    scene.rect("x", 0, 0, 1, 1, "neon")
    scene.rect("y", 0, 0, 1, 1, "card")
    assert set(DEFAULT_PALETTE) <= set(scene.palette)
    assert all(f"seat{n}" in DEFAULT_PALETTE for n in range(len(SEAT_COLORS)))
    assert "neon" not in DEFAULT_PALETTE


def test_bind_marks_targets_for_the_choosing_seat():
    """bind sets `option` on items targeted by enabled options; disabled and target-less options bind nothing."""
    choice = Choice(1, "Pick", [Option("Pass"), Option("Bag", target="bag"), disabled("Card", "no", target="card-1"),
                                Option("Hex", target="hex-a"), Option("Ghost", target="not-in-scene")])
    scene = table()
    scene.bind(choice, 1)
    options = {item["id"]: item["option"] for item in scene.to_json()["items"]}
    assert options["bag"] == 1 and options["hex-a"] == 3
    assert options["card-1"] is None and options["tok"] is None


def test_bind_ignores_other_seats_and_no_choice():
    """Another seat's scene, or no pending choice, has no clickable items."""
    choice = Choice(0, "Pick", [Option("Bag", target="bag")])
    for scene, seat, pending in ((table(), 1, choice), (table(), 0, None)):
        scene.bind(pending, seat)
        assert all(item["option"] is None for item in scene.to_json()["items"])


def test_first_option_keeps_a_shared_target():
    """When two options target the same item, the first enabled one is bound."""
    scene = table()
    scene.bind(Choice(0, "Pick", [disabled("A", "no", target="bag"), Option("B", target="bag"),
                                  Option("C", target="bag")]), 0)
    assert next(i for i in scene.items if i["id"] == "bag")["option"] == 1


def test_to_json_is_plain_data():
    """to_json gives JSON-serialisable data with size, background, palette and every item in order."""
    scene = table()
    data = json.loads(json.dumps(scene.to_json()))
    assert data["width"] == 800 and data["height"] == 600 and data["background"] == "table"
    assert [item["id"] for item in data["items"]] == ["board", "hex-a", "card-1", "tok", "bag", "label", "zone",
                                                      "road"]
    assert {item["kind"] for item in data["items"]} == {"rect", "hex", "card", "token", "circle", "text", "poly",
                                                         "line"}
    for item in data["items"]:
        assert {"id", "kind", "style", "tip", "label", "option", "z", "alpha"} <= set(item)
    assert scene.ids() == {item["id"] for item in data["items"]}
