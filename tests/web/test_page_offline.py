"""Offline: once the service worker is active, the page reloads and plays with no network at all."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import (LOAD_TIMEOUT, MOVE_TIMEOUT, current_table, play_moves, start_game,  # noqa: E402
                          wait_for_service_worker, wait_live)


def test_offline_reload_still_plays(page, context, site_url):
    start_game(page, site_url)
    play_moves(page, 2)
    wait_for_service_worker(page)
    step = current_table(page)["step"]

    context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_live(page)
    assert current_table(page)["step"] == step
    play_moves(page, 2)
    assert current_table(page)["step"] > step

    # a fresh page of the same origin also starts offline, on the home screen's saved game
    page.get_by_role("button", name="Home").click()
    other = context.new_page()
    other.goto(site_url + "/")
    other.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    other.locator("#save-list li").first.wait_for(timeout=MOVE_TIMEOUT)
    assert other.locator("#save-list li").count() == 1
