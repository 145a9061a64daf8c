"""The real games (every registered game but the test game) in the page at a desktop, a touch tablet and a phone
size: a few human moves against a bot, then page-side layout checks (no sideways overflow, the playable options
first and in sight, the view buttons off the board on a phone, the log scrolled to its newest line) and a
screenshot per game and size in screenshots/ (gitignored). What the canvas draws is the games' business."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import (LOAD_TIMEOUT, TEST_GAME_TITLE, current_table, play_moves, shot,  # noqa: E402
                          wait_live)

SIZES = [(1440, 900, False), (1024, 768, True), (390, 844, True)]
MOVES = 4

LAYOUT = """() => {
  const box = (sel) => { const e = document.querySelector(sel); if (!e) return null;
                         const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height,
                                                                      b: r.bottom, r: r.right}; };
  const log = document.querySelector('#log');
  const rows = [...document.querySelectorAll('#choices .option-row')];
  const firstClosed = rows.findIndex((r) => r.classList.contains('unavailable'));
  const lastOpen = rows.map((r) => r.classList.contains('unavailable')).lastIndexOf(false);
  return {scrollW: document.documentElement.scrollWidth, innerW: innerWidth, innerH: innerHeight,
          board: box('#board'), zoom: box('#zoom-in'), side: box('.side'),
          firstOption: box('#choices button:not([disabled])'),
          openAfterClosed: firstClosed >= 0 && lastOpen > firstClosed,
          logAtEnd: log.scrollHeight - log.scrollTop - log.clientHeight < 4};
}"""


def overlap(a: dict, b: dict) -> bool:
    return a["x"] < b["r"] and b["x"] < a["r"] and a["y"] < b["b"] and b["y"] < a["b"]


@pytest.mark.parametrize("width,height,mobile", SIZES)
def test_real_games_play_and_fit(browser, site_url, width, height, mobile):
    ctx = browser.new_context(viewport={"width": width, "height": height}, has_touch=mobile, is_mobile=mobile,
                              device_scale_factor=2 if mobile else 1)
    try:
        page = ctx.new_page()
        errors = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(site_url + "/")
        page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
        page.get_by_role("button", name=TEST_GAME_TITLE, exact=True).wait_for()
        titles = [t.strip() for t in page.locator("#game-list .game-button").all_text_contents()]
        titles = [t for t in titles if t != TEST_GAME_TITLE]
        if not titles:
            pytest.skip("no real game is registered")
        for title in titles:
            page.get_by_role("button", name=title, exact=True).click()
            dialog = page.locator("#new-game-dialog")
            dialog.get_by_label("Players", exact=True).select_option("2")
            dialog.get_by_label("Seat 1 player").select_option("human")
            dialog.get_by_label("Seat 2 player").select_option("bot")
            dialog.get_by_role("button", name="Start game").click()
            play_moves(page, MOVES)
            wait_live(page)
            page.wait_for_timeout(400)  # move tweens
            slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
            shot(page, f"game-{slug}-{width}x{height}.png")
            table = current_table(page)
            assert table["step"] >= MOVES
            lay = page.evaluate(LAYOUT)
            assert lay["scrollW"] <= lay["innerW"], f"{title}: the page scrolls sideways at {width}px"
            assert not lay["openAfterClosed"], f"{title}: a playable option is listed after unavailable ones"
            assert lay["firstOption"] and lay["firstOption"]["y"] >= 0, f"{title}: no playable option in sight"
            if width > 820:  # side panel beside the board: the first playable option is inside it, on screen
                assert lay["firstOption"]["b"] <= min(lay["innerH"], lay["side"]["b"]) + 1, title
            else:  # phone: the view buttons must not cover the board
                assert not overlap(lay["zoom"], lay["board"]), f"{title}: the zoom buttons cover the board"
            assert lay["logAtEnd"], f"{title}: the log is not scrolled to its newest line"
            page.get_by_role("button", name="Home").click()
        assert not errors, errors
    finally:
        ctx.close()
