"""Resume without replay: each autosave keeps the engine's snapshot beside its code (wt.snap.<id>), a reload
hands both to the `resume` op and is live from the snapshot; a stale or damaged snapshot falls back to replaying
the code; a full storage gives up the snapshot, never the code. And the reload preview of a game with two
human seats shows only public facts (no seat's hand, no private log line), then the pass screen."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import LOAD_TIMEOUT, MOVE_TIMEOUT, current_table, play_moves, start_game, wait_live  # noqa: E402
from storage_helpers import block_engine, open_with_storage, storage  # noqa: E402


def save_id(page) -> str:
    return page.evaluate("() => localStorage.getItem('wt.last')")


def wait_for_snapshot(page, code: str) -> dict:
    """Poll until the save's snapshot record was taken beside `code` (it is written just after the save)."""
    sid = save_id(page)
    for _ in range(200):
        raw = page.evaluate("(id) => localStorage.getItem('wt.snap.' + id)", sid)
        if raw and json.loads(raw)["code"] == code:
            return json.loads(raw)
        page.wait_for_timeout(50)
    raise AssertionError("no snapshot was kept beside the latest save")


def resumed(page) -> dict:
    """How the page's last resume went: {from: "snapshot"|"code", refused: reason|null}."""
    for _ in range(100):
        info = page.evaluate("() => window.__resumed || null")
        if info:
            return info
        page.wait_for_timeout(50)
    raise AssertionError("the page did not resume")


def test_a_reload_is_live_from_the_snapshot(page, site_url):
    start_game(page, site_url)
    play_moves(page, 3)
    wait_live(page)
    before = current_table(page)
    rec = json.loads(page.evaluate("(id) => localStorage.getItem('wt.save.' + id)", save_id(page)))
    assert rec["code"] == before["code"]
    snap = wait_for_snapshot(page, before["code"])
    assert json.loads(snap["snapshot"])["v"] >= 1

    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_live(page)
    assert resumed(page) == {"from": "snapshot", "refused": None}
    after = current_table(page)
    assert (after["step"], after["code"], after["choice"]) == (before["step"], before["code"], before["choice"])
    # the record already held this code whole: resuming wrote nothing again
    again = json.loads(page.evaluate("(id) => localStorage.getItem('wt.save.' + id)", save_id(page)))
    assert again == rec
    play_moves(page, 1)
    assert page.evaluate("() => performance.getEntriesByName('resume-live').length") == 1


def test_a_stale_or_damaged_snapshot_falls_back_to_the_code(page, site_url):
    start_game(page, site_url)
    play_moves(page, 2)
    wait_live(page)
    before = current_table(page)
    sid = save_id(page)
    snap = wait_for_snapshot(page, before["code"])
    damaged = {**snap, "snapshot": snap["snapshot"].replace('"v":', '"v":9', 1)}
    page.evaluate("([id, text]) => localStorage.setItem('wt.snap.' + id, text)", [sid, json.dumps(damaged)])
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_live(page)
    assert resumed(page)["from"] == "code" and resumed(page)["refused"]
    assert current_table(page)["step"] == before["step"]
    play_moves(page, 1)
    wait_live(page)
    fresh = wait_for_snapshot(page, current_table(page)["code"])  # a new valid snapshot replaces it
    assert fresh["snapshot"] != damaged["snapshot"]

    # a snapshot of another code (left from an earlier move) is refused too: replay
    now = current_table(page)
    page.evaluate("([id, text]) => localStorage.setItem('wt.snap.' + id, text)", [sid, json.dumps(snap)])
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_live(page)
    assert resumed(page)["from"] == "code"
    assert current_table(page)["code"] == now["code"]
    # a game resumed by replaying its code is saved again, which keeps a snapshot for the next visit
    assert wait_for_snapshot(page, now["code"])["snapshot"] != snap["snapshot"]


def test_a_full_storage_gives_up_the_snapshot_never_the_code(page, site_url):
    start_game(page, site_url)
    play_moves(page, 2)
    wait_live(page)
    wait_for_snapshot(page, current_table(page)["code"])
    page.evaluate("""() => {
        let chunk = 'x'.repeat(1 << 20), i = 0;
        while (chunk.length >= 8) {
            try { localStorage.setItem('junk.' + (i++), chunk); }
            catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
        }
    }""")
    play_moves(page, 1)
    wait_live(page)
    table = current_table(page)
    rec = json.loads(page.evaluate("(id) => localStorage.getItem('wt.save.' + id)", save_id(page)))
    assert rec["code"] == table["code"], "the move's code was saved in the room the snapshot left"
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_live(page)
    assert current_table(page)["step"] == table["step"]


def hot_seat_game(page, site_url) -> dict:
    """Two human seats: confirm the pass screen, play until the pass screen asks for the other player; return
    the last table the first player saw (its private view)."""
    start_game(page, site_url, names=["Ada", "Bo"], humans=2)
    pass_screen = page.locator("#pass-screen")
    page.wait_for_selector("#pass-screen:not([hidden])", timeout=LOAD_TIMEOUT)
    first = page.locator("#pass-confirm").text_content().removeprefix("I am ")
    page.get_by_role("button", name=f"I am {first}").click()
    seen = None
    for _ in range(12):
        page.wait_for_selector("#table[data-live=true], #pass-screen:not([hidden])", timeout=MOVE_TIMEOUT)
        if pass_screen.is_visible():
            if page.locator("#pass-confirm").text_content() != f"I am {first}":
                return seen
            page.get_by_role("button", name=f"I am {first}").click()
            continue
        seen = current_table(page)
        play_moves(page, 1)
    raise AssertionError("the device was never passed on")


def test_the_reload_preview_of_a_hot_seat_game_shows_no_private_view(page, site_url, browser):
    seen = hot_seat_game(page, site_url)
    assert seen and seen["scene"]["items"]
    saved = storage(page)
    rec = json.loads(saved[f"wt.save.{save_id(page)}"])
    assert rec["table"]["scene"] is None and rec["table"]["log"] == [], "the saved picture holds no private view"

    # what the page shows from localStorage alone, before (here: without) the engine; an older version's
    # record with the private scene in it is shown the same way
    older = {**rec, "table": {**rec["table"], "scene": seen["scene"], "log": seen["log"]}}
    for entries in (saved, {**saved, f"wt.save.{rec['id']}": json.dumps(older)}):
        other = browser.new_context(viewport={"width": 1280, "height": 800})
        try:
            frozen = other.new_page()
            block_engine(frozen)
            open_with_storage(frozen, site_url, entries)
            frozen.locator("#table:not([hidden])").wait_for(timeout=MOVE_TIMEOUT)
            shown = json.loads(frozen.evaluate("() => JSON.stringify(window.__table.table)"))
            assert shown["scene"] is None and shown["log"] == [] and shown["choice"] is None
            assert frozen.locator("#log li").count() == 0
            assert frozen.evaluate("() => window.__table.painter.items.length") == 0
            assert frozen.locator("#table-title").text_content() == rec["title"]
        finally:
            other.close()

    # with the engine: the pass screen for the player to move, nothing of the board
    page.reload()
    page.wait_for_selector("#pass-screen:not([hidden])", timeout=LOAD_TIMEOUT)
    assert not page.locator("#board").is_visible()
    assert page.evaluate("() => window.__table.painter.items.length") == 0


def test_a_reload_on_a_bots_turn_of_a_hot_seat_game_shows_the_pass_screen(page, site_url):
    """Two human seats and a bot: reloaded while the bot is to move, nobody holds the device yet, so the page
    asks for a human before it shows the bot's turn from that human's view."""
    start_game(page, site_url, names=["Ada", "Bo", "Cy"], humans=2, players=3)
    page.wait_for_selector("#pass-screen:not([hidden])", timeout=LOAD_TIMEOUT)
    page.evaluate("() => localStorage.setItem('wt.pref.pace', 'slow')")  # a bot's turn long enough to reload in
    def bot_to_move() -> bool:
        table = current_table(page)
        return table["turn"] is not None and table["seats"][table["turn"]]["controller"] == "bot"

    for _ in range(40):
        for _ in range(300):  # until a human can act or the bot is to move
            if bot_to_move() or page.locator("#pass-screen").is_visible() or \
                    page.locator("#table[data-live=true]").count():
                break
            page.wait_for_timeout(100)
        if bot_to_move():
            break
        if page.locator("#pass-screen").is_visible():
            page.locator("#pass-confirm").click()
            continue
        play_moves(page, 1)
    else:
        raise AssertionError("the bot never came to move")
    page.reload()
    page.wait_for_selector("#pass-screen:not([hidden])", timeout=LOAD_TIMEOUT)
    assert page.locator("#pass-confirm").text_content() == "I am Ada"
    assert "Cy plays next" in page.locator("#pass-text").text_content()
    assert page.evaluate("() => window.__table.painter.items.length") == 0
    assert page.locator("#log li").count() == 0
    page.locator("#pass-confirm").click()
    page.wait_for_function("() => window.__table.painter.items.length > 0", timeout=MOVE_TIMEOUT)
