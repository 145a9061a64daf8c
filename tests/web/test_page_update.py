"""A new version of the site prompts "reload to update" instead of swapping code mid-game.

The site is copied into a folder of its own and served there, a game is started and played while the service
worker takes control, then the site changes (a changed style.css and a rewritten sw-manifest.js with a new
PRECACHE_VERSION, exactly what a rebuild produces). An update check must show the banner while the game stays
live and untouched (still the old code); the banner's button reloads into the new version and the game resumes
from its autosave."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import (LOAD_TIMEOUT, ROOT, current_table, play_moves, start_game,  # noqa: E402
                          wait_for_service_worker, wait_live)

sys.path.insert(0, str(ROOT))
from tools.serve import start_server  # noqa: E402
from tools.site import write_sw_manifest  # noqa: E402

MARKER = "--site-version"  # a custom property the changed style.css defines; the old one does not


@pytest.fixture
def own_site(site_dir, tmp_path):
    """A private copy of the built site (fresh mtimes, so no heuristic HTTP caching) served on its own port."""
    target = tmp_path / "site"
    shutil.copytree(site_dir, target, copy_function=shutil.copyfile)
    server, url = start_server(target)
    yield target, url
    server.shutdown()
    server.server_close()


def site_version(page) -> str:
    return page.evaluate(f"() => getComputedStyle(document.documentElement).getPropertyValue('{MARKER}').trim()")


def precache_version(page) -> str:
    """The name of the cache the controlling service worker uses (wasteland-<PRECACHE_VERSION>)."""
    return page.evaluate("async () => (await caches.keys()).filter((n) => n.startsWith('wasteland-')).sort().join(',')")


def test_new_version_waits_for_the_player_and_the_game_resumes(page, own_site):
    site, url = own_site
    start_game(page, url)
    play_moves(page, 2)
    wait_for_service_worker(page)
    wait_live(page)
    before = current_table(page)
    old_caches = precache_version(page)
    assert site_version(page) == ""

    # a new version is deployed: one changed file, and the precache list a rebuild writes
    css = site / "style.css"
    css.write_text(css.read_text() + f"\n:root {{ {MARKER}: 2; }}\n")
    old_manifest = (site / "sw-manifest.js").read_text()
    write_sw_manifest(site)
    assert (site / "sw-manifest.js").read_text() != old_manifest

    page.evaluate("async () => { const r = await navigator.serviceWorker.getRegistration(); await r.update(); }")
    banner = page.locator("#update-banner")
    banner.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    assert "reload to update" in banner.text_content()
    assert page.get_by_role("button", name="Reload").is_visible()

    # nothing was swapped under the running game: same table, still live, still the old code
    page.wait_for_timeout(1500)
    wait_live(page)
    assert current_table(page)["step"] == before["step"]
    assert current_table(page)["code"] == before["code"]
    assert site_version(page) == ""
    assert page.locator("body").get_attribute("data-engine") == "ready"
    # and the game goes on while the banner waits
    play_moves(page, 1)
    wait_live(page)
    played = current_table(page)
    assert played["step"] > before["step"]
    assert banner.is_visible()

    # the player chooses to update: the page reloads into the new version and resumes the autosaved game
    with page.expect_navigation(timeout=LOAD_TIMEOUT):
        page.get_by_role("button", name="Reload").click()
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_live(page)
    assert site_version(page) == "2"
    resumed = current_table(page)
    assert resumed["step"] == played["step"]
    assert resumed["code"] == played["code"]
    assert page.locator("#update-banner").is_hidden()
    for _ in range(100):  # the old precache is dropped once the new worker activates
        if precache_version(page) != old_caches:
            break
        page.wait_for_timeout(100)
    assert precache_version(page) != old_caches
    play_moves(page, 1)
    assert not [e for e in page.console_errors if "Service worker" in e], page.console_errors


def test_first_visit_shows_no_update_banner(page, own_site):
    _, url = own_site
    page.goto(url + "/")
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_for_service_worker(page)
    page.wait_for_timeout(500)
    assert page.locator("#update-banner").is_hidden()
