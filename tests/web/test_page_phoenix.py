"""Phoenix New Horizon in the page: one player against Project Kraken on a touch tablet (1024x768), the whole first
round played by tapping the board (a setup pair, tasks, regenerator and building spaces, console pieces, the turn
order track...) or pressing a choice button when the choice has no drawn target.

Every tap is checked: the page sends the engine exactly the option whose target was tapped. Project Kraken's turn
is played back step by step (a position of its turn drawn without a choice, its log lines in the bar, its region
saying what it did, the changes marked), then skipped. After the first round the player passes to the end of the
game (four rounds go quickly that way): the "Final scores" table has a row per scoring category and the outcome
line. No page error may appear."""

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

TITLE = "Phoenix New Horizon"
MAX_DECISIONS = 80
LIVE_OR_OVER = "#table[data-live=true], #final:not([hidden])"


def drawn_target(page, table: dict):
    """The first enabled option (not Back, not Pass) whose target item is drawn and carries it, and where to tap."""
    for option in table["choice"]["options"]:
        if not option["enabled"] or option["role"] == "back":
            continue
        point = option_point(page, table, option)
        if point:
            return option, point
    return None, None


def press(page, label: str) -> None:
    choice_buttons(page).and_(page.get_by_role("button", name=label, exact=True)).first.tap()


def first_button(table: dict) -> str:
    options = [o for o in table["choice"]["options"] if o["enabled"] and o["role"] != "back"
               and not o["label"].startswith("Pass")]
    return (options or [o for o in table["choice"]["options"] if o["enabled"] and o["role"] != "back"])[0]["label"]


def test_phoenix_first_round_by_taps_against_project_kraken(browser, site_url):
    ctx = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True, device_scale_factor=1)
    ctx.add_init_script(RECORD_REQUESTS)
    try:
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        start_real_game(page, site_url, TITLE, ["human"], {"Project Kraken (solo games)": "easy"}, touch=True)
        page.wait_for_selector("#table[data-live=true]", timeout=MOVE_TIMEOUT * 3)
        table = current_table(page)
        assert table["game"] == "phoenix" and [s["controller"] for s in table["seats"]] == ["human", "automa"]
        kraken = 1
        assert table["seats"][kraken]["name"] == "Project Kraken"
        assert table["seats"][0]["color"] != table["seats"][kraken]["color"]
        assert table["scene"]["palette"][f"seat{kraken}"]["fill"].lower() == table["seats"][kraken]["color"].lower()

        page.get_by_label("Opponents' pace").select_option("slow")
        tapped: list[str] = []
        pressed: list[str] = []
        played_back = False
        for _ in range(MAX_DECISIONS):
            page.wait_for_selector("#table[data-live=true]", timeout=MOVE_TIMEOUT)
            page.wait_for_timeout(150)  # let a move tween settle before reading screen points
            table = current_table(page)
            if "Round 2" in table["status"] or table["over"]:
                break
            step = table["step"]
            sent_before = page.evaluate("() => window.__sentToWorker.length")
            option, point = drawn_target(page, table)
            if option is not None and point is not None:
                page.touchscreen.tap(point["x"], point["y"])
            else:
                label = first_button(table)
                press(page, label)
                pressed.append(label)
            page.wait_for_selector(f"#table:not([data-step='{step}'])", timeout=MOVE_TIMEOUT)
            acts = [m for m in page.evaluate("(n) => window.__sentToWorker.slice(n)", sent_before)
                    if m["op"] == "act"]
            assert len(acts) == 1, acts
            if option is not None:
                assert acts[0]["args"]["index"] == option["index"], (option, acts)
                tapped.append(option["target"])
            page.evaluate("() => window.__table.focus(null)")
            after = current_table(page)
            # the page may already show the turn's first position (a beat table) by the time it is read
            if (after["beats"] or after.get("beat") is not None) and not played_back:
                # Project Kraken's turn, one position at a time: drawn without a choice, named in the bar
                page.wait_for_selector("#thinking:has-text('step')", timeout=MOVE_TIMEOUT)
                shown = current_table(page)
                assert shown["beat"] is not None and shown["choice"] is None and shown["turn"] == kraken
                assert page.locator("#table").get_attribute("data-live") == "false"
                assert "Project Kraken" in page.locator("#thinking").text_content()
                page.wait_for_timeout(300)
                shot(page, "phoenix-kraken-turn-1024x768.png")
                page.get_by_role("button", name="Skip to my turn").click()
                page.wait_for_selector(LIVE_OR_OVER, timeout=MOVE_TIMEOUT)
                live = current_table(page)
                assert live["beat"] is None
                items = {item["id"]: item for item in live["scene"]["items"]}
                assert items["kraken-card"]["kind"] == "card"  # the card it turned over, face up
                report = [item["text"] for key, item in items.items() if key.startswith("kraken-report-")
                          and key != "kraken-report-t"]
                assert report and report[0].startswith("1. ")
                assert page.evaluate("() => window.__table.painter.marks.size") > 0, "its changes are not marked"
                assert page.locator("#since li").count() > 0
                played_back = True
        table = current_table(page)
        assert "Round 2" in table["status"], f"the first round did not end: {table['status']}"
        assert played_back, "Project Kraken's turn was never played back"
        assert len(tapped) >= 4, f"too few taps on the board: {tapped} (buttons {pressed})"
        assert any(t.startswith("pair-") for t in tapped), tapped
        assert any(t.startswith(("s-t", "s-central")) for t in tapped), f"no task was tapped: {tapped}"

        # pass to the end: the final scores, by category, with the outcome
        page.get_by_label("Opponents' pace").select_option("instant")
        for _ in range(MAX_DECISIONS):
            page.wait_for_selector(LIVE_OR_OVER, timeout=MOVE_TIMEOUT)
            table = current_table(page)
            if table["over"]:
                break
            labels = [o["label"] for o in table["choice"]["options"] if o["enabled"] and o["role"] != "back"]
            label = next((x for x in labels if x.startswith("Pass")), labels[0])
            step = table["step"]
            press(page, label)
            page.wait_for_selector(f"#table:not([data-step='{step}'])", timeout=MOVE_TIMEOUT)
        final = page.get_by_role("table", name="Final scores")
        final.wait_for(timeout=MOVE_TIMEOUT)
        table = current_table(page)
        labels = [row["label"] for row in table["final"]["rows"]]
        assert labels[0] == "Points during the game" and labels[-1] == "Total" and len(labels) == 7
        assert final.locator("tbody tr").count() == len(labels)
        assert final.locator("thead th").count() == 3
        assert table["final"]["outcome"] and page.locator(".outcome").text_content().strip()
        shot(page, "phoenix-final-1024x768.png")
        assert errors == [], errors
    finally:
        ctx.close()
