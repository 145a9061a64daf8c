"""Fixtures for the web tests: one built site, a local server, and a real Chromium driven by Playwright.

- `site_dir`  (session): `python build.py --with-test-game --out <tmp>` run once. Set TEST_SITE_DIR to reuse
                          an existing build instead (handy while iterating: `python build.py --with-test-game`
                          then `TEST_SITE_DIR=dist python -m pytest tests/web`).
- `site_url`  (session): that directory served on 127.0.0.1 (free port, same handler as `build.py serve`).
- `browser`   (session): Debian's chromium (or $CHROMIUM_PATH) launched headless by PyPI playwright.
- `context`, `page` (function): a fresh browser context (empty profile, storage and cache) per test.
  Every host but 127.0.0.1 is unresolvable inside the browser, so a test can never reach a CDN; the
  requests a page made are in `page.requests_seen` and console errors in `page.console_errors`.

The web tests are skipped only when chromium is missing AND the CI variable is not set; in CI they run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.serve import start_server  # noqa: E402

CHROMIUM_PATH = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    # Nothing but the local test server resolves: a stray CDN URL fails fast instead of hanging.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]


def chromium_available() -> bool:
    """True when the chromium binary exists and is executable."""
    return os.access(CHROMIUM_PATH, os.X_OK)


def build_site(out: Path, *extra: str) -> subprocess.CompletedProcess:
    """Run build.py into `out`; raise with its output when it fails."""
    cmd = [sys.executable, str(ROOT / "build.py"), "--with-test-game", "--out", str(out), *extra]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=900)
    if proc.returncode != 0:
        raise RuntimeError(
            f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
        )
    return proc


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> Path:
    """The built site (with the test game), built once per test session."""
    reuse = os.environ.get("TEST_SITE_DIR")
    if reuse:
        path = Path(reuse).resolve()
        assert (path / "app-config.json").is_file(), f"TEST_SITE_DIR={reuse} is not a built site"
        return path
    out = tmp_path_factory.mktemp("site") / "dist"
    build_site(out)
    return out


@pytest.fixture(scope="session")
def site_url(site_dir) -> str:
    """Base URL (no trailing slash) of `site_dir` served on 127.0.0.1."""
    server, url = start_server(site_dir)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    """A headless Chromium for the whole session."""
    if not chromium_available() and not os.environ.get("CI"):
        pytest.skip(f"chromium not found at {CHROMIUM_PATH} (install Debian's `chromium` or set CHROMIUM_PATH)")
    from playwright.sync_api import sync_playwright

    pw = sync_playwright().start()
    try:
        browser = pw.chromium.launch(executable_path=CHROMIUM_PATH, args=CHROMIUM_ARGS)
    except Exception:
        pw.stop()
        raise
    yield browser
    browser.close()
    pw.stop()


@pytest.fixture
def context(browser):
    """A fresh browser context (empty cache, localStorage and service workers) for one test."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    yield ctx
    ctx.close()


@pytest.fixture
def page(context):
    """A new page in a fresh context; records requested URLs and console errors for assertions."""
    pg = context.new_page()
    pg.requests_seen = []
    pg.console_errors = []
    pg.on("request", lambda req: pg.requests_seen.append(req.url))
    pg.on("console", lambda msg: msg.type == "error" and pg.console_errors.append(msg.text))
    pg.on("pageerror", lambda exc: pg.console_errors.append(str(exc)))
    yield pg
    pg.close()
