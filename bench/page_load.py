#!/usr/bin/env python3
"""Page-load benchmark (not a test): the app's start-up against a bare Pyodide + pydantic page.

    python bench/page_load.py [--runs 3] [--site DIR] [--json out.json]

For each run, in headless Chromium (Debian's, or $CHROMIUM_PATH) driven by Playwright:
  bare cold / warm   bench/bare/: a module worker that boots the same vendored Pyodide and imports pydantic
  app cold / warm    the site's index.html until <body data-engine="ready">
  resume             a warm visit with an autosaved game: time to performance.mark("resume-drawn"), the saved
                     scene painted from localStorage before Python is up (reported as missing if never set)
Cold = fresh browser context (empty cache, storage, service workers); warm = a second visit in the same context
(after the service worker, if any, has installed). Times are ms from navigation start; medians are printed with
ratios app/bare. The site is built into a temporary folder unless --site names a built one (it is copied).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.serve import start_server  # noqa: E402

CHROMIUM_PATH = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-quic", "--no-first-run",
                 "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
TIMEOUT_MS = 120_000

# Records when <body data-engine> turns "ready" (ms since navigation start), without polling latency.
READY_PROBE = """
(() => {
  const check = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.engine === "ready") {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true,
                                                 attributeFilter: ["data-engine"]});
})();
"""

MAKE_SAVE_CODE = """async () => {
  const w = new Worker("/worker.js", {type: "module"});
  let next = 1; const waiting = {};
  const ready = new Promise((resolve, reject) => {
    w.onmessage = (e) => {
      const m = e.data;
      if (m.type === "ready") resolve();
      else if (m.type === "fatal") reject(new Error(m.message));
      else if (m.type === "reply") waiting[m.id](m);
    };
  });
  const call = (op, args = {}) => new Promise((resolve) => { const id = next++; waiting[id] = resolve;
                                                           w.postMessage({id, op, args}); });
  await ready;
  const games = (await call("games")).result.games;
  if (!games.length) return null;
  const g = games.find((x) => x.id !== "testgame") || games[0];
  const n = Math.min(g.max_players, Math.max(2, g.min_players)); // a solo table may need its automa option
  const seats = ["human", ...Array(n - 1).fill("bot")];
  const names = Array.from({length: n}, (_, i) => i ? `Bot ${i}` : "Ada");
  const t = await call("new_game", {game: g.id, players: n, seats, names, options: {}, seed: 11});
  const saved = t.ok ? await call("save_code") : null;
  w.terminate();
  if (!t.ok) throw new Error(`new_game ${g.id}: ${t.error.message}`);
  return saved.result.code;
}"""

SAVED_WITH_TABLE = """() => {
  for (let i = 0; i < localStorage.length; i++) {
    const v = localStorage.getItem(localStorage.key(i)) || "";
    if (v.includes('"table":{')) return true;
  }
  return false;
}"""

SW_READY = """() => ("serviceWorker" in navigator && navigator.serviceWorker.getRegistration)
  ? Promise.race([navigator.serviceWorker.getRegistration().then((r) => r ? navigator.serviceWorker.ready : null)
                  .then(() => true), new Promise((r) => setTimeout(() => r(false), 30000))])
  : false"""


def prepare_site(site: Path | None, tmp: Path) -> Path:
    """A served folder: the built site (built now, or copied) plus bench/bare/ as bench-bare/."""
    target = tmp / "site"
    if site is None:
        subprocess.run([sys.executable, str(ROOT / "build.py"), "--out", str(target)], check=True, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
    else:
        shutil.copytree(site, target)
    shutil.copytree(ROOT / "bench" / "bare", target / "bench-bare")
    return target


def wait_until(page, predicate: str, timeout_ms: int = TIMEOUT_MS):
    """Poll a JS function until it returns something truthy (the page's CSP forbids wait_for_function's eval).

    Polling latency does not enter the figures: the times are read from marks the page itself recorded."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        value = page.evaluate(predicate)
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {predicate[:80]}")
        time.sleep(0.025)


def visit(context, url: str) -> tuple[object, float]:
    """Open url in a new page of `context`; return (page, ms to data-engine=ready)."""
    page = context.new_page()
    page.goto(url)
    wait_until(page, "() => window.__readyAt !== undefined || document.body.dataset.engine === 'error'")
    ready = page.evaluate("window.__readyAt")
    if ready is None:
        raise RuntimeError(f"{url}: the engine failed to load")
    return page, ready


def resume_mark(page) -> float | None:
    """performance.mark('resume-drawn') of the page, waiting a little for it; None if the page never sets it."""
    try:
        wait_until(page, "() => performance.getEntriesByName('resume-drawn').length > 0", 15_000)
    except TimeoutError:
        return None
    return page.evaluate("performance.getEntriesByName('resume-drawn')[0].startTime")


def run_bare(browser, base: str) -> dict:
    """Cold then warm visit of the bare page in one fresh context."""
    context = browser.new_context()
    context.add_init_script(READY_PROBE)
    try:
        page, cold = visit(context, f"{base}/bench-bare/index.html")
        page.close()
        page, warm = visit(context, f"{base}/bench-bare/index.html")
        page.close()
    finally:
        context.close()
    return {"cold": cold, "warm": warm}


def run_app(browser, base: str, code: str | None) -> dict:
    """Cold and warm visits of the app, then a warm visit that resumes an autosaved game."""
    context = browser.new_context()
    context.add_init_script(READY_PROBE)
    result = {"cold": None, "warm": None, "resume_drawn": None, "resume_ready": None}
    try:
        page, result["cold"] = visit(context, f"{base}/")
        page.evaluate(SW_READY)
        page.close()
        page, result["warm"] = visit(context, f"{base}/")
        page.close()
        if code:
            page, _ = visit(context, f"{base}/#code={code}")
            wait_until(page, SAVED_WITH_TABLE)
            page.close()
            page, result["resume_ready"] = visit(context, f"{base}/")
            result["resume_drawn"] = resume_mark(page)
            page.close()
    finally:
        context.close()
    return result


def median(values: list) -> float | None:
    """Median of the numbers present, or None."""
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def fmt(value: float | None, unit: str = "") -> str:
    """A number for the table, or 'missing'."""
    return "missing" if value is None else f"{value:,.0f}{unit}" if unit else f"{value:.2f}"


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def report(runs: list[dict], code: str | None) -> dict:
    """Medians and ratios, printed as a table; returned as a dict."""
    m = {key: median([r["app"][key] for r in runs]) for key in ("cold", "warm", "resume_drawn", "resume_ready")}
    b = {key: median([r["bare"][key] for r in runs]) for key in ("cold", "warm")}
    summary = {
        "median_ms": {"bare": b, "app": m},
        "ratios": {"cold_app_over_bare": ratio(m["cold"], b["cold"]),
                   "warm_app_over_bare": ratio(m["warm"], b["warm"]),
                   "resume_drawn_over_warm_ready": ratio(m["resume_drawn"], m["warm"])},
        "resume": "no save code (no game registered?)" if code is None else
                  ("mark 'resume-drawn' missing" if m["resume_drawn"] is None else "measured"),
    }
    print(f"\nmedian of {len(runs)} runs, ms from navigation start")
    print(f"{'':28}{'bare':>10}{'app':>10}{'app/bare':>10}")
    print(f"{'cold: engine ready':28}{fmt(b['cold'], ' '):>10}{fmt(m['cold'], ' '):>10}"
          f"{fmt(summary['ratios']['cold_app_over_bare']):>10}")
    print(f"{'warm: engine ready':28}{fmt(b['warm'], ' '):>10}{fmt(m['warm'], ' '):>10}"
          f"{fmt(summary['ratios']['warm_app_over_bare']):>10}")
    print(f"{'warm resume: scene drawn':28}{'':>10}{fmt(m['resume_drawn'], ' '):>10}"
          f"{'':>10}  ({fmt(summary['ratios']['resume_drawn_over_warm_ready'])} of warm ready)")
    print(f"{'warm resume: engine ready':28}{'':>10}{fmt(m['resume_ready'], ' '):>10}")
    if summary["resume"] != "measured":
        print(f"resume: {summary['resume']}")
    return summary


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Page-load benchmark: app vs bare Pyodide + pydantic.")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, help="an already built site (default: build one now)")
    parser.add_argument("--json", type=Path, help="also write the results as JSON here")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="page-load-") as tmp:
        site = prepare_site(args.site, Path(tmp))
        server, base = start_server(site)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM_PATH, args=CHROMIUM_ARGS)
                context = browser.new_context()
                page = context.new_page()
                page.goto(f"{base}/app-config.json")
                try:
                    code = page.evaluate(MAKE_SAVE_CODE)
                except Exception as exc:  # noqa: BLE001 - resume is then reported as unavailable
                    print(f"could not make a save code: {exc}")
                    code = None
                context.close()
                runs = []
                for i in range(args.runs):
                    runs.append({"bare": run_bare(browser, base), "app": run_app(browser, base, code)})
                    print(f"run {i + 1}/{args.runs}: {json.dumps(runs[-1])}", flush=True)
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    summary = report(runs, code)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"summary": summary, "runs": runs, "chromium": CHROMIUM_PATH}, indent=1))
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
