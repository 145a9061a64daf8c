"""The share dialog says plainly what a code reveals: with two or more human seats (hot-seat, play-by-link),
that the code and link carry every seat's hidden cards; otherwise only that it holds no future draws."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import LOAD_TIMEOUT, start_game, wait_live  # noqa: E402

WARNING = "carry every seat's hidden cards"
NO_FUTURE = "never the ones still to come"


def share_note(page) -> str:
    page.get_by_role("button", name="Share").click()
    dialog = page.locator("#share-dialog")
    dialog.wait_for(state="visible")
    text = dialog.locator("#share-secrets").text_content()
    dialog.get_by_role("button", name="Close").click()
    return text


def test_a_game_against_a_bot_says_no_future_draws_and_no_warning(page, site_url):
    start_game(page, site_url, humans=1)
    wait_live(page)
    note = share_note(page)
    assert NO_FUTURE in note and WARNING not in note


def test_a_hot_seat_game_warns_that_the_code_carries_every_hand(page, site_url):
    start_game(page, site_url, names=["Ada", "Bo"], humans=2)
    page.wait_for_selector("#pass-screen:not([hidden])", timeout=LOAD_TIMEOUT)
    note = share_note(page)
    assert WARNING in note and NO_FUTURE not in note
    assert page.locator("#share-dialog").get_by_text(WARNING, exact=False).count() == 1
