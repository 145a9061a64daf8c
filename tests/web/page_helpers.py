"""Helpers shared by the page tests (tests/web/test_page_*.py): start a game, play human moves, wait.

The page is served with a strict Content-Security-Policy (no 'unsafe-eval'), so Playwright's
string-based `wait_for_function` cannot run; the helpers wait on DOM state instead:
`#table[data-live=true]` means a human seat's choice is on screen and clickable.
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "screenshots"
TEST_GAME_TITLE = "Salvage Run (test game)"
LOAD_TIMEOUT = 90_000   # ms: Pyodide boot on a slow CI machine
MOVE_TIMEOUT = 30_000


def open_home(page, site_url: str) -> None:
    """Load the page and wait until the engine is ready and the game picker is filled."""
    page.goto(site_url + "/")
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    page.get_by_role("button", name=TEST_GAME_TITLE, exact=True).wait_for(timeout=MOVE_TIMEOUT)


def start_game(page, site_url: str, names: list[str] | None = None, humans: int = 1, players: int = 2) -> None:
    """From a fresh page: open the test game's dialog, set seats, press Start game, wait for a live table."""
    open_home(page, site_url)
    page.get_by_role("button", name=TEST_GAME_TITLE, exact=True).click()
    dialog = page.locator("#new-game-dialog")
    dialog.get_by_label("Players", exact=True).select_option(str(players))
    for i in range(players):
        if names and i < len(names):
            dialog.get_by_label(f"Seat {i + 1} name").fill(names[i])
        dialog.get_by_label(f"Seat {i + 1} player").select_option("human" if i < humans else "bot")
    dialog.get_by_role("button", name="Start game").click()


def start_real_game(page, site_url: str, title: str, controllers: list[str], selects: dict[str, str] | None = None,
                    touch: bool = False) -> None:
    """From a fresh page: open `title`'s dialog, set the player count and each seat's controller ("human" or
    "bot"), choose `selects` (dialog label -> option value, or "label=..." for an option's text), Start game."""
    page.goto(site_url + "/")
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    press = (lambda locator: locator.tap()) if touch else (lambda locator: locator.click())
    press(page.get_by_role("button", name=title, exact=True))
    dialog = page.locator("#new-game-dialog")
    dialog.get_by_label("Players", exact=True).select_option(str(len(controllers)))
    for seat, controller in enumerate(controllers):
        dialog.get_by_label(f"Seat {seat + 1} player").select_option(controller)
    for label, value in (selects or {}).items():
        field = dialog.get_by_label(label, exact=True)
        if value.startswith("label="):
            field.select_option(label=value.removeprefix("label="))
        else:
            field.select_option(value)
    press(dialog.get_by_role("button", name="Start game"))


def wait_for_service_worker(page) -> None:
    """Poll (string waits are blocked by the page's CSP) until a service worker controls the page."""
    page.evaluate("async () => { await navigator.serviceWorker.ready; }")
    for _ in range(300):
        if page.evaluate("() => !!navigator.serviceWorker.controller"):
            return
        page.wait_for_timeout(100)
    raise AssertionError("no service worker took control of the page")


def wait_live(page) -> None:
    page.wait_for_selector("#table[data-live=true]", timeout=MOVE_TIMEOUT)


def choice_buttons(page):
    return page.get_by_role("group", name="Choices").get_by_role("button")


def play_moves(page, count: int) -> list[str]:
    """Pick the first enabled option that is not "Back", `count` times; return the labels picked."""
    picked = []
    for _ in range(count):
        wait_live(page)
        buttons = choice_buttons(page)
        labels = buttons.all_text_contents()
        for i, label in enumerate(labels):
            if label != "Back" and buttons.nth(i).is_enabled():
                step = page.locator("#table").get_attribute("data-step")
                buttons.nth(i).click()
                page.wait_for_selector(f"#table:not([data-step='{step}'])", timeout=MOVE_TIMEOUT)
                picked.append(label)
                break
        else:
            raise AssertionError(f"no enabled option among {labels}")
    return picked


# Record what the page asks of the engine worker (runs before the page's own scripts; CDP ignores the CSP).
RECORD_REQUESTS = """(() => {
  window.__sentToWorker = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    try {
      if (message && message.op) window.__sentToWorker.push(JSON.parse(JSON.stringify(message)));
    } catch (e) { /* not JSON-able: not an engine request */ }
    return post.call(this, message, ...rest);
  };
})();"""


def current_table(page) -> dict:
    """The Table JSON the page shows (window.__table.table), via CDP evaluate (allowed under the CSP)."""
    return json.loads(page.evaluate("() => JSON.stringify(window.__table.table)"))


# Is (x, y) on the board canvas, inside the window and not under another element?
FREE_POINT = """([x, y]) => {
  const board = document.getElementById('board');
  const r = board.getBoundingClientRect();
  if (x < r.left + 1 || x > r.right - 1 || y < r.top + 1 || y > r.bottom - 1) return false;
  if (x < 0 || y < 0 || x > innerWidth - 1 || y > innerHeight - 1) return false;
  return document.elementFromPoint(x, y) === board;
}"""


def point_in_sight(page, item_id: str, region_id: str | None) -> dict | None:
    """Where to tap an item, brought into sight first: as drawn if its centre is free on the board canvas, else
    with its region focused, else panned to the canvas centre (a region larger than the screen); None when it is
    not drawn at all."""

    def free(point) -> bool:
        return bool(point) and page.evaluate(FREE_POINT, [point["x"], point["y"]])

    point = page.evaluate("(id) => window.__table.screenPoint(id)", item_id)
    if not free(point) and region_id is not None:
        page.evaluate("(id) => window.__table.focus(id)", region_id)
        page.wait_for_timeout(100)
        point = page.evaluate("(id) => window.__table.screenPoint(id)", item_id)
    if not free(point) and point is not None:
        box = page.locator("canvas#board").bounding_box()
        dx, dy = box["x"] + box["width"] / 2 - point["x"], box["y"] + box["height"] / 2 - point["y"]
        page.evaluate("([dx, dy]) => window.__table.painter.panBy(dx, dy)", [dx, dy])
        page.wait_for_timeout(100)
        point = page.evaluate("(id) => window.__table.screenPoint(id)", item_id)
    return point if free(point) else None


def shot(page, name: str) -> Path:
    SCREENSHOTS.mkdir(exist_ok=True)
    path = SCREENSHOTS / name
    page.screenshot(path=str(path))
    return path


def option_point(page, table: dict, option: dict) -> dict | None:
    """Where to tap `option`'s target on the board, brought into sight; None when no drawn item carries it."""
    items = {item["id"]: item for item in table["scene"]["items"]}
    item = items.get(option["target"]) if option["target"] else None
    if item is None or item.get("option") != option["index"]:
        return None
    return point_in_sight(page, item["id"], item.get("region"))
