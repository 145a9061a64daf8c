"""The scene builder: unique ids, known styles, and option binding for the choosing seat only."""

from __future__ import annotations

import json

import pytest

from engine.core.choice import Choice, Option, disabled
from engine.core.scene import DEFAULT_PALETTE, ICONS, SEAT_COLORS, Scene, problems


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


def test_regions_name_the_region_of_each_item():
    """Items belong to the region that holds their centre; regions are listed in the order declared."""
    scene = Scene(800, 400)
    scene.region("map", 0, 0, 390, 400, "Map")
    scene.region("mine", 402, 0, 390, 400, "Your board", seat=0)
    scene.hex("h", 100, 100, 30)
    scene.card("c", 420, 20, 120, 100, "Card", "text")
    scene.text("t", 410, 300, "Hello", size=14)
    data = scene.to_json()
    assert [r["id"] for r in data["regions"]] == ["map", "mine"] and data["regions"][1]["seat"] == 0
    assert {i["id"]: i["region"] for i in data["items"]} == {"h": "map", "c": "mine", "t": "mine"}
    with pytest.raises(ValueError, match="declared twice"):
        scene.region("map", 0, 0, 1, 1, "Again")


def test_problems_lists_what_breaks_the_conventions():
    """Small text, small targets, small icons, token text on a small token, overlapping regions and items
    outside or sticking out of their region are each reported; a scene that follows the rules has none."""
    good = Scene(400, 300)
    good.region("a", 0, 0, 390, 300, "A")
    good.text("t", 10, 20, "Readable", size=13)
    good.token("tok", 100, 100, 24, "12", "seat0")
    good.icon("i", 200, 100, "star", size=14)
    good.card("c", 250, 150, 100, 120, "Card", "Some text")
    good.bind(Choice(0, "Pick", [Option("Token", target="tok")]), 0)
    assert problems(good.to_json()) == []

    bad = Scene(800, 300)
    bad.region("a", 0, 0, 390, 300, "A")
    bad.region("b", 300, 0, 390, 300, "B")
    bad.text("small", 10, 20, "tiny", size=10)
    bad.token("tok", 100, 100, 10, "123")
    bad.icon("i", 50, 200, "star", size=10)
    bad.rect("target", 20, 240, 40, 40)
    bad.rect("outside", 750, 10, 20, 20)
    bad.rect("big", 200, 10, 150, 50)
    bad.card("c", 20, 120, 60, 80, "Card", "x", size=9)
    bad.bind(Choice(0, "Pick", [disabled("Target", "no", target="target")]), 0)
    found = "\n".join(problems(bad.to_json()))
    for part in ("overlap", "'small': text size 10", "'tok': token text", "'i': icon size 10",
                 "'target': a target 40 units", "'outside': outside every region", "'c': card text size 9"):
        assert part in found, part
    assert "'big'" not in found  # its centre is in region a and it lies inside a


def test_bind_marks_disabled_targets_with_their_reason():
    """An item targeted only by disabled options carries the first one's index as `blocked` and its why_not;
    an item an enabled option targets is a plain target."""
    scene = table()
    scene.bind(Choice(0, "Pick", [disabled("Card", "no parts left", target="card-1"), disabled("Bag", "empty", target="bag"),
                                  Option("Bag too", target="bag")]), 0)
    items = {item["id"]: item for item in scene.to_json()["items"]}
    assert items["card-1"]["option"] is None and items["card-1"]["blocked"] == 0
    assert items["card-1"]["why_not"] == "no parts left"
    assert items["bag"]["option"] == 2 and "blocked" not in items["bag"]


def test_icons_details_and_card_sizes():
    """Icons come from ICONS only; detail is always a list of paragraphs; cards carry their text size."""
    scene = Scene(100, 100)
    with pytest.raises(ValueError, match="unknown icon 'banana'"):
        scene.icon("x", 10, 10, "banana")
    icon = scene.icon("s", 10, 10, "star", size=20, detail="Victory points win the game.")
    card = scene.card("c", 0, 0, 50, 70, "T", "text", size=15, detail=["one", "two"])
    assert icon["detail"] == ["Victory points win the game."] and card["detail"] == ["one", "two"]
    assert card["size"] == 15 and "detail" not in scene.token("t", 5, 5, 20)
    assert set(ICONS) >= {"star", "drop", "fuel", "gear"}


def test_seat_styles_cover_automa_seats():
    """Every seat style exists for ten seats, with its ring style (the api repaints them in seat colours)."""
    for n in range(10):
        assert f"seat{n}" in DEFAULT_PALETTE and DEFAULT_PALETTE[f"seat{n}-ring"]["fill"] is None


def test_the_page_draws_every_icon_the_scene_offers():
    """web/icons.js draws exactly the icons of ICONS, so a scene never names one the painter lacks."""
    import re
    from pathlib import Path

    source = (Path(__file__).resolve().parents[2] / "web" / "icons.js").read_text(encoding="utf-8")
    shapes = re.search(r"const SHAPES = \{([^}]*)\}", source).group(1)
    assert set(re.findall(r"\w+", shapes)) == set(ICONS)
