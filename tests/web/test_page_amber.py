"""Ashes & Amber in the page: the base game, one player against a bot on a touch tablet (1024x768), the whole first
era (Prehistory) played by tapping the table: hand cards to play, the top or bottom of a city, a card to move or to
pay with, the Catastrophe's choices. A choice whose options have no drawn target is a button press.

Every tap is checked: the page sends the engine exactly the option whose target was tapped. The bot's turns are
logged, and the era ends with its Catastrophe before Era 2 begins. No page error may appear."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import (  # noqa: E402
    MOVE_TIMEOUT,
    RECORD_REQUESTS,
    choice_buttons,
    current_table,
    option_point,
    shot,
    start_real_game,
)

TITLE = "Ashes & Amber"
MAX_DECISIONS = 160


def _wanted(table: dict) -> dict | None:
    """The option to take, as a cautious player would: play a card, else claim one, else use a card's action,
    else end the turn or pass (never tearing a city down to start another); outside the action phase the first
    enabled option that is not Back."""
    options = [o for o in table["choice"]["options"] if o["enabled"] and o["role"] != "back"]
    if not options:
        return None
    if table["choice"]["kind"] == "act":
        for prefixes in (("Play ",), ("Claim ",), ("Exhaust ", "Use "), ("End your turn", "Pass")):
            found = [o for o in options if o["label"].startswith(prefixes)]
            if found:
                return found[0]
    return options[0]


def test_amber_first_era_by_taps_against_a_bot(browser, site_url):
    ctx = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True, device_scale_factor=1)
    ctx.add_init_script(RECORD_REQUESTS)
    try:
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        start_real_game(page, site_url, TITLE, ["human", "bot"], touch=True)
        page.get_by_label("Opponents' pace").select_option("instant")
        page.wait_for_selector("#table[data-live=true]", timeout=MOVE_TIMEOUT * 3)
        table = current_table(page)
        assert table["game"] == "amber" and [s["controller"] for s in table["seats"]] == ["human", "bot"]
        assert table["seats"][0]["color"] != table["seats"][1]["color"]
        assert table["status"].startswith(("Setup", "Era 1")), table["status"]  # first the Project to keep

        tapped: list[str] = []
        pressed: list[str] = []
        for _ in range(MAX_DECISIONS):
            page.wait_for_selector("#table[data-live=true], #final:not([hidden])", timeout=MOVE_TIMEOUT)
            page.wait_for_timeout(120)  # let a move tween settle before reading screen points
            table = current_table(page)
            if not table["status"].startswith(("Setup", "Era 1")) or table["over"]:
                break
            option = _wanted(table)
            assert option is not None, table["choice"]
            point = option_point(page, table, option)
            step = table["step"]
            sent_before = page.evaluate("() => window.__sentToWorker.length")
            if point is not None:
                page.touchscreen.tap(point["x"], point["y"])
            else:
                choice_buttons(page).and_(page.get_by_role("button", name=option["label"], exact=True)).first.tap()
                pressed.append(option["label"])
            page.wait_for_selector(f"#table:not([data-step='{step}'])", timeout=MOVE_TIMEOUT)
            acts = [m for m in page.evaluate("(n) => window.__sentToWorker.slice(n)", sent_before)
                    if m["op"] == "act"]
            assert len(acts) == 1 and acts[0]["args"]["index"] == option["index"], (option, acts)
            if point is not None:
                tapped.append(option["target"])
            page.evaluate("() => window.__table.focus(null)")

        table = current_table(page)
        assert table["status"].startswith("Era 2"), f"the first era did not end: {table['status']}"
        log = " ".join(line["text"] if isinstance(line, dict) else str(line) for line in table["log"])
        assert "Catastrophe" in log, "the era ended without its Catastrophe"
        assert "Bot 1" in log or table["seats"][1]["name"] in log, "the bot's turns are not in the log"
        assert len(tapped) >= 6, f"too few taps on the table: {tapped} (buttons {pressed})"
        assert any(t.startswith("card-") for t in tapped), f"no card was tapped: {tapped}"
        items = {item["id"]: item for item in table["scene"]["items"]}
        assert sum(1 for item in items.values() if item.get("region") == "mine" and item["kind"] == "card") >= 3
        shot(page, "amber-era-2-1024x768.png")
        assert errors == [], errors
    finally:
        ctx.close()
