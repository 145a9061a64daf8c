"""Ashes & Amber with its expansions in the page: a solo game with Tribes and The Long Reach chosen in the new-game
dialog, played by tapping the board on a touch tablet (1024x768). The Tribe set, the face of its card 1, a Tribe
card played from the Tribes region, the first Land of the Land row claimed and its new city: every one of them is a
tap on the item the option targets, and each tap sends the engine exactly that option. No page error may appear."""

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
MAX_DECISIONS = 90



def _pick(table: dict, done: set[str]) -> dict | None:
    """The option to take: claim the Land, play the Tribe card (once the cities hold 3 cards or more), play a hand
    card, else the first enabled option (not Back, not Pass while something else is possible)."""
    options = [o for o in table["choice"]["options"] if o["enabled"] and o["role"] != "back"]
    if table["choice"]["kind"] == "act":
        items = {item["id"]: item for item in table["scene"]["items"]}
        mine = sum(1 for key, item in items.items() if key.startswith("card-") and item.get("region") == "mine")
        for prefix, goal in (("Claim the Land", "land"), ("Play your Tribe card", "tribe")):
            if goal not in done and (goal == "land" or mine >= 3):
                found = [o for o in options if o["label"].startswith(prefix)]
                if found:
                    return found[0]
        plays = [o for o in options if o["label"].startswith("Play ") and not o["label"].startswith("Play your")]
        if plays:
            return plays[0]
        tribe = [o for o in options if o["label"].startswith("Play your Tribe card") and "tribe" not in done]
        if tribe:
            return tribe[0]
        return next((o for o in options if o["label"].startswith("Pass")), options[0])
    return options[0] if options else None


def test_amber_tribe_card_and_land_claimed_by_taps(browser, site_url):
    ctx = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True, device_scale_factor=1)
    ctx.add_init_script(RECORD_REQUESTS)
    try:
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        start_real_game(page, site_url, TITLE, ["human"], {"Tribes": "on", "The Long Reach": "on"}, touch=True)
        page.wait_for_selector("#table[data-live=true]", timeout=MOVE_TIMEOUT * 3)
        table = current_table(page)
        assert table["game"] == "amber" and table["choice"]["kind"] == "tribe_pick"
        tapped: list[str] = []
        done: set[str] = set()
        for _ in range(MAX_DECISIONS):
            page.wait_for_selector("#table[data-live=true]", timeout=MOVE_TIMEOUT)
            page.wait_for_timeout(150)
            table = current_table(page)
            if {"land", "tribe"} <= done or table["over"]:
                break
            option = _pick(table, done)
            assert option is not None, table["choice"]
            point = option_point(page, table, option)
            step = table["step"]
            sent_before = page.evaluate("() => window.__sentToWorker.length")
            if point is not None:
                page.touchscreen.tap(point["x"], point["y"])
            else:
                assert not option["label"].startswith(("Claim the Land", "Play your Tribe card")), (
                    f"{option['label']} has no drawn target to tap")
                choice_buttons(page).and_(page.get_by_role("button", name=option["label"], exact=True)).first.tap()
            page.wait_for_selector(f"#table:not([data-step='{step}'])", timeout=MOVE_TIMEOUT)
            acts = [m for m in page.evaluate("(n) => window.__sentToWorker.slice(n)", sent_before)
                    if m["op"] == "act"]
            assert len(acts) == 1 and acts[0]["args"]["index"] == option["index"], (option, acts)
            if point is not None:
                tapped.append(option["target"])
            if option["label"].startswith("Claim the Land"):
                done.add("land")
            elif option["label"].startswith("Play your Tribe card"):
                done.add("tribe")
            page.evaluate("() => window.__table.focus(null)")
        assert {"land", "tribe"} <= done, f"not both done: {done}, taps {tapped}"
        assert any(t.startswith("tribe-t") for t in tapped), tapped  # the set, chosen on the table
        assert any(t.startswith("card-t") and t.endswith(("-2a", "-2b")) for t in tapped), tapped
        assert "card-land01" in tapped, tapped
        assert any(t.startswith("gap-0-") for t in tapped), f"the Land's new city was not tapped: {tapped}"
        page.wait_for_selector("#table[data-live=true]", timeout=MOVE_TIMEOUT)
        items = {item["id"]: item for item in current_table(page)["scene"]["items"]}
        assert items["card-land01"].get("region") == "mine"  # the Land stands in the player's cities
        assert items["card-land03"].get("region") == "lands"  # solo: 2 revealed, the third turned up
        shot(page, "amber-expansions-1024x768.png")
        assert errors == [], errors
    finally:
        ctx.close()
