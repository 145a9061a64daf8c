"""Tablets and phones: a touch tap on a highlighted canvas target picks that option; touch targets are big
enough; screenshots of home, new-game dialog and table at three sizes go to screenshots/ (gitignored)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import (TEST_GAME_TITLE, current_table, open_home, play_moves, shot,  # noqa: E402
                          start_game, wait_live)

SIZES = [(1440, 900, False), (1024, 768, True), (768, 1024, True), (390, 844, True)]


def touch_context(browser, width, height, mobile):
    return browser.new_context(viewport={"width": width, "height": height}, has_touch=mobile,
                               is_mobile=mobile, device_scale_factor=2 if mobile else 1)


def tap_first_target(page) -> str:
    """Tap the canvas point of the first enabled option with a board target; return its label."""
    table = current_table(page)
    for opt in table["choice"]["options"]:
        if opt["enabled"] and opt["target"]:
            item = next(i for i in table["scene"]["items"] if i["id"] == opt["target"])
            assert item["option"] == opt["index"], "the target item carries its option"
            point = page.evaluate("(id) => window.__table.screenPoint(id)", opt["target"])
            step = table["step"]
            page.touchscreen.tap(point["x"], point["y"])
            page.wait_for_selector(f"#table:not([data-step='{step}'])", timeout=30_000)
            return opt["label"]
    return ""


@pytest.mark.parametrize("width,height", [(1024, 768), (768, 1024), (390, 844)])
def test_touch_tap_on_canvas_picks_the_target(browser, site_url, width, height):
    ctx = touch_context(browser, width, height, True)
    try:
        page = ctx.new_page()
        start_game(page, site_url)
        tapped = []
        for _ in range(8):  # play until a targeted option has been tapped twice
            wait_live(page)
            before = current_table(page)["step"]
            label = tap_first_target(page)
            if label:
                tapped.append(label)
                log = page.locator("#log").text_content()
                assert current_table(page)["step"] > before and log
                if len(tapped) >= 2:
                    break
            else:
                play_moves(page, 1)
        assert len(tapped) >= 2, "no option with a board target was offered"
        # every visible button is a comfortable touch target
        small = page.evaluate("""() => [...document.querySelectorAll('button')]
            .filter(b => b.offsetParent !== null)
            .map(b => b.getBoundingClientRect())
            .filter(r => r.width < 44 || r.height < 44).length""")
        assert small == 0
    finally:
        ctx.close()


@pytest.mark.parametrize("width,height,mobile", SIZES)
def test_screenshots(browser, site_url, width, height, mobile):
    ctx = touch_context(browser, width, height, mobile)
    try:
        page = ctx.new_page()
        open_home(page, site_url)
        shot(page, f"home-{width}x{height}.png")
        page.get_by_role("button", name=TEST_GAME_TITLE, exact=True).click()
        shot(page, f"new-game-{width}x{height}.png")
        page.keyboard.press("Escape")
        start_game(page, site_url, names=["Ada", "Bo"])
        play_moves(page, 5)
        wait_live(page)
        page.wait_for_timeout(400)  # let the move tweens finish for a clean picture
        shot(page, f"table-{width}x{height}.png")
        # the canvas drew something: it is not one flat colour
        colours = page.evaluate("""() => {
            const c = document.getElementById('board');
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            const seen = new Set();
            for (let i = 0; i < d.length; i += 4 * 97) seen.add(d[i] << 16 | d[i + 1] << 8 | d[i + 2]);
            return seen.size;
        }""")
        assert colours > 5
    finally:
        ctx.close()
