"""Rise of the Wastelands from setup to the winner in the page: a human seat, a bot seat and an automated
player (Solo Mode: "you can add 1 or 2 automated players" to a 2-player game), on a 1024x768 touch tablet.

The human presses the first enabled choice (never "Back"); the bot plays in the worker between the human's
turns; the automated player's turns resolve by its cards. The automated player's claims drive the game to the
endgame trigger, so the game must reach its end with the "Final scores" table shown and an outcome naming the
winner, the autosave kept, and no console error on the way."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import MOVE_TIMEOUT, choice_buttons, current_table, shot, start_real_game

TITLE = "Rise of the Wastelands"
BOT_TIMEOUT = 180_000  # ms: a bot turn plus the automated player's, on a loaded machine
MAX_HUMAN_DECISIONS = 600


def wait_turn_or_end(page) -> dict:
    """Wait until the human can pick or the game is over; return the table shown."""
    page.locator("#table[data-live=true]").or_(page.locator("#notice:not([hidden])")).or_(
        page.get_by_text("Game over", exact=False).first).first.wait_for(timeout=BOT_TIMEOUT)
    notice = page.locator("#notice")
    assert not notice.is_visible(), f"the page reported: {notice.text_content()}"
    return current_table(page)


def press_first(page, step: int) -> None:
    """Tap the first enabled option that is not Back and wait for the step to move on."""
    buttons = choice_buttons(page)
    labels = [label.strip() for label in buttons.all_text_contents()]
    for i, label in enumerate(labels):
        if label != "Back" and buttons.nth(i).is_enabled():
            buttons.nth(i).tap()
            page.locator(f"#table:not([data-step='{step}'])").or_(page.locator("#notice:not([hidden])")).first.wait_for(
                timeout=MOVE_TIMEOUT)
            return
    raise AssertionError(f"no enabled option among {labels}")


def test_wastelands_human_bot_and_automated_play_to_the_winner(browser, site_url):
    ctx = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    try:
        page = ctx.new_page()
        errors: list[str] = []
        page.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        start_real_game(page, site_url, TITLE, ["human", "bot"], {"Automated players": "1"}, touch=True)

        table = wait_turn_or_end(page)
        assert sorted(s["controller"] for s in table["seats"]) == ["automa", "bot", "human"]
        human_decisions = 0
        while not table["over"]:
            assert human_decisions < MAX_HUMAN_DECISIONS, f"no end after {human_decisions} human decisions"
            assert table["choice"]["seat"] == 0
            press_first(page, table["step"])
            human_decisions += 1
            table = wait_turn_or_end(page)

        assert table["winners"], "a finished game names its winners"
        names = [table["seats"][w]["name"] for w in table["winners"]]
        final = page.get_by_role("table", name="Final scores")
        final.wait_for(timeout=MOVE_TIMEOUT)
        outcome = page.locator(".outcome").text_content().strip()
        assert all(name in outcome for name in names), outcome
        rows = [row["label"] for row in table["final"]["rows"]]
        assert rows[-1].startswith("Total") and final.locator("tbody tr").count() == len(rows)
        assert choice_buttons(page).count() == 0 or not choice_buttons(page).first.is_enabled()
        saved = page.evaluate("() => Object.keys(localStorage).length")
        assert saved >= 1
        shot(page, "wastelands-game-over-1024x768.png")
        assert not errors, errors
    finally:
        ctx.close()
