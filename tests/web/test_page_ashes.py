"""ASHES in the page: a solo game against the Rival (13.) started from the new-game dialog and played for several
turns by tapping canvas targets (or pressing a choice button when the choice has no drawn target)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import (
    MOVE_TIMEOUT,
    choice_buttons,
    current_table,
    start_real_game,
    wait_live,
)

ASHES_TITLE = "ASHES: Blackout Protocol"


def start_solo(page, site_url: str, rival: str = "Advanced") -> None:
    """Open the ASHES dialog, pick one player against the Rival at `rival` level, start."""
    start_real_game(page, site_url, ASHES_TITLE, ["human"],
                    {"Rival (solo games)": f"label={rival}", "First game": "yes"})


def drawn_target(page, table: dict) -> tuple[dict, dict] | None:
    """The first enabled option whose board target is drawn on the canvas with its centre in sight (the table is
    larger than the screen and scrolls: a target may be only partly in view), with its screen point."""
    items = {item["id"]: item for item in table["scene"]["items"]}
    box = page.locator("canvas#board").bounding_box()
    for opt in table["choice"]["options"]:
        item = items.get(opt["target"]) if opt["enabled"] and opt["target"] else None
        if item is not None and item.get("option") == opt["index"]:
            point = page.evaluate("(id) => window.__table.screenPoint(id)", opt["target"])
            if point and box and box["x"] <= point["x"] <= box["x"] + box["width"] \
                    and box["y"] <= point["y"] <= box["y"] + box["height"]:
                return opt, point
    return None


def press_button(page) -> str:
    """Press the first enabled choice button that is not Back, and not Pass while another one is enabled (passing
    every turn ends the three rounds before the canvas has been tapped)."""
    buttons = choice_buttons(page)
    labels = buttons.all_text_contents()
    enabled = [i for i, label in enumerate(labels) if label != "Back" and buttons.nth(i).is_enabled()]
    if not enabled:
        raise AssertionError(f"no enabled option among {labels}")
    playing = [i for i in enabled if not labels[i].startswith("Pass")]
    i = (playing or enabled)[0]
    buttons.nth(i).click()
    return labels[i]


def test_solo_game_against_the_rival_by_tapping_the_canvas(page, site_url):
    start_solo(page, site_url)
    wait_live(page)
    assert "Rival" in page.locator("#log").text_content()  # 13.2 the Rival joins on the chosen level
    tapped, pressed, rival_turns = [], [], 0
    for _ in range(60):
        wait_live(page)
        table = current_table(page)
        step = table["step"]
        log_before = page.locator("#log li").count()
        hit = drawn_target(page, table)
        if hit is not None:
            opt, point = hit
            page.mouse.click(point["x"], point["y"])
            tapped.append(opt["label"])
        else:
            pressed.append(press_button(page))
        page.wait_for_selector(f"#table:not([data-step='{step}'])", timeout=MOVE_TIMEOUT)
        wait_live(page)
        after = current_table(page)
        assert after["step"] > step
        assert page.locator("#log li").count() >= log_before
        log = page.locator("#log").text_content()
        rival_turns = log.count("reveals Rival action")
        if rival_turns >= 4 and len(tapped) >= 3:
            break
    assert len(tapped) >= 3, f"too few canvas taps: {tapped} (buttons {pressed})"
    assert rival_turns >= 4, "the Rival's turns should show in the log"
    assert "The Rival" in page.locator("#log").text_content()
    assert not page.console_errors, page.console_errors


def test_focusing_a_region_redraws_the_board(page, site_url):
    """Each region-bar focus shows that region at once, also when no target of the choice pulses (the painter
    drew a new arrangement only on the next pulse, so a region without targets left the old picture up)."""
    start_solo(page, site_url)
    wait_live(page)
    pictures = {}
    for region in ("tree", "displays", "turn", "phoenix"):
        page.locator(f'button.region-button[data-region="{region}"]').click()
        page.wait_for_function("(id) => window.__table.view().focus === id", arg=region)
        page.wait_for_timeout(300)  # one animation frame is enough; the pulse would be 50 ms
        pictures[region] = page.evaluate("() => document.querySelector('canvas#board').toDataURL()")
    assert len(set(pictures.values())) == len(pictures), "a focused region left the previous picture on the canvas"
    assert not page.console_errors, page.console_errors
