#!/usr/bin/env python3
"""Page-load benchmark (not a test): the app's start-up against a bare Pyodide + pydantic page.

    python bench/page_load.py [--runs 3] [--site DIR] [--json out.json]

For each run, in headless Chromium (Debian's, or $CHROMIUM_PATH) driven by Playwright:
  bare cold / warm   bench/bare/: a module worker that boots the same vendored Pyodide and imports pydantic
  app cold / warm    the site's index.html until <body data-engine="ready">
  resume             a warm visit with an autosaved game: time to performance.mark("resume-drawn"), the saved
                     scene painted from localStorage before Python is up (reported as missing if never set)
  long resume        a warm visit whose autosave is a long game (--long-game, --long-decisions: by default
                     1,500 decisions of Wastelands, else of the test game) saved with its engine snapshot, as the
                     page keeps them: time to performance.mark("resume-live"), the engine's table shown, against
                     the bare page's warm ready time of the same run (both on a context's third visit or later: a
                     browser's caches are still warming on the second); and the same with the snapshot removed
                     (the code replayed)
  frame gaps         the longest gap between two requestAnimationFrame callbacks on the page's main thread
                     (a) cold: from the first frame to engine ready; (b) bots: while bots play ~20 decisions of
                     the first real game (seat 1 human, 3 bots; the benchmark picks the human's first option);
                     (c) big table: while that game's table is redrawn (zoom, pan, hover, resizes)
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

# Records when <body data-engine> turns "ready" (ms since navigation start), without polling latency, and
# every requestAnimationFrame time of the main thread (window.__frames) plus long tasks and long animation
# frames (with the scripts they ran) for finding what caused a gap.
READY_PROBE = """
(() => {
  const frames = window.__frames = [];
  const tick = (ts) => { frames.push(ts); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const slow = window.__slow = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        slow.push({type: e.entryType, start: Math.round(e.startTime), ms: Math.round(e.duration),
                   blocking: Math.round(e.blockingDuration || 0),
                   render_ms: e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : 0,
                   layout_ms: e.styleAndLayoutStart ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0,
                   scripts: (e.scripts || []).map((s) => `${s.invoker || ""} ${s.sourceFunctionName || ""}@${
                     (s.sourceURL || "").split("/").pop()}:${s.sourceCharPosition} ${Math.round(s.duration)}ms`)});
      }
    }).observe({type: "long-animation-frame", buffered: true});
  } catch (e) { /* older browsers: gaps only */ }
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
  // the first real game that starts here (the test game last)
  const order = [...games.filter((x) => x.id !== "testgame"), ...games.filter((x) => x.id === "testgame")];
  const errors = [];
  for (const g of order) {
    const n = Math.min(g.max_players, Math.max(2, g.min_players)); // a solo table may need its automa option
    const seats = ["human", ...Array(n - 1).fill("bot")];
    const names = Array.from({length: n}, (_, i) => i ? `Bot ${i}` : "Ada");
    const t = await call("new_game", {game: g.id, players: n, seats, names, options: {}, seed: 11});
    if (t.ok) {
      const saved = await call("save_code");
      w.terminate();
      return saved.result.code;
    }
    errors.push(`new_game ${g.id}: ${t.error.message}`);
  }
  w.terminate();
  throw new Error(errors.join("; "));
}"""

# The longest gap between consecutive frames in [start, end] (ms), the time it ended, and the slow frames
# the browser reported meanwhile.
GAPS = """([start, end]) => {
  const f = window.__frames;
  let max = 0, at = null, n = 0;
  for (let i = 1; i < f.length; i++) {
    if (f[i - 1] < start || f[i - 1] > end) continue;
    n++;
    if (f[i] - f[i - 1] > max) { max = f[i] - f[i - 1]; at = f[i]; }
  }
  const over = [];
  for (let i = 1; i < f.length; i++) {
    if (f[i - 1] >= start && f[i - 1] <= end && f[i] - f[i - 1] > 50) over.push([Math.round(f[i - 1]), Math.round(f[i] - f[i - 1])]);
  }
  return {max_gap: max, at, frames: n, over_50: over,
          slow: window.__slow.filter((e) => e.start >= start - 100 && e.start <= end)};
}"""

# A save code of the first real game with seat 1 human and the other seats bots (4 players when allowed).
MAKE_BOT_CODE = MAKE_SAVE_CODE.replace("const n = Math.min(g.max_players, Math.max(2, g.min_players));",
                                       "const n = Math.min(g.max_players, Math.max(4, g.min_players));")

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


def long_save(game: str, decisions: int, seed: int = 5) -> dict | None:
    """localStorage entries (as web/ui/saves.js and snapshots.js write them) of a game of `game` played to about
    `decisions` decisions in CPython: seat 1 human (its picks drawn at random), the others random bots; None if
    the engine cannot start that game here."""
    import random

    if game == "testgame":
        sys.path.insert(0, str(ROOT / "tests"))
        import testgame  # noqa: F401  (registers the test game)
    from engine import api

    instance = api.Api()
    info = next((g for g in api.call(instance, {"op": "games"})["result"]["games"] if g["id"] == game), None)
    if info is None:
        return None
    players = min(info["max_players"], max(4, info["min_players"]))
    options = {"automa": "on"} if players == 1 else {}
    if game == "testgame":
        options["rounds"] = "5"  # its longest game (still far short of 1,500 decisions)
    reply = api.call(instance, {"op": "new_game", "game": game, "players": players, "bot": "random",
                                "seats": ["human"] + ["bot"] * (players - 1), "options": options, "seed": seed,
                                "names": ["Ada"] + [f"Bot {i}" for i in range(1, players)]})
    if not reply["ok"]:
        print(f"long resume: {game} cannot start here: {reply['error']['message']}")
        return None
    picker = random.Random(seed)
    table = reply["result"]
    while table["step"] < decisions and not table["over"]:
        if table["turn_controller"] == "human":
            enabled = [o["index"] for o in table["choice"]["options"] if o["enabled"]]
            reply = api.call(instance, {"op": "act", "index": picker.choice(enabled), "seat": table["turn"]})
        else:
            reply = api.call(instance, {"op": "bot_run", "max_steps": decisions - table["step"]})
        if not reply["ok"]:
            print(f"long resume: {game} stopped at step {table['step']}: {reply['error']['message']}")
            break
        table = reply["result"]
    snap = api.call(instance, {"op": "snapshot"})["result"]
    table = api.call(instance, {"op": "table"})["result"]
    sid = "bench-long"
    seats = [{"name": s["name"], "controller": s["controller"], "color": s["color"]} for s in table["seats"]]
    rec = {"id": sid, "code": table["code"], "game": game, "title": table["title"], "seats": seats,
           "status": table["status"], "over": table["over"], "updated": int(time.time() * 1000),
           "table": {**table, "choice": None, "log": table["log"][-40:]}}
    meta = {key: rec[key] for key in ("id", "game", "title", "seats", "status", "updated", "over")}
    print(f"long resume: {game}, {table['step']} decisions, code {len(table['code'])} characters, "
          f"snapshot {len(snap['snapshot']):,} characters")
    return {"wt.save." + sid: json.dumps(rec), "wt.meta." + sid: json.dumps(meta), "wt.last": sid,
            "wt.snap." + sid: json.dumps({"code": snap["code"], "snapshot": snap["snapshot"]}),
            "decisions": table["step"], "game": game}


def prepare_site(site: Path | None, tmp: Path, with_test_game: bool = False) -> Path:
    """A served folder: the built site (built now, or copied) plus bench/bare/ as bench-bare/."""
    target = tmp / "site"
    if site is None:
        extra = ["--with-test-game"] if with_test_game else []
        subprocess.run([sys.executable, str(ROOT / "build.py"), "--out", str(target), *extra], check=True, cwd=ROOT,
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
        page, again = visit(context, f"{base}/bench-bare/index.html")  # the long resume's visits are later ones
        page.close()
    finally:
        context.close()
    return {"cold": cold, "warm": warm, "warm_again": again}


def gaps(page, start: float, end: float) -> dict:
    """Longest frame gap in [start, end] (ms since navigation start) and what the browser said was slow."""
    return page.evaluate(GAPS, [start, end])


def pick_first(page) -> bool:
    """Click the first enabled option that is not Back when a human choice is live; True if clicked."""
    if page.locator("#table[data-live=true]").count() == 0:
        return False
    buttons = page.locator("#choices button:not([disabled])")
    for i in range(buttons.count()):
        if buttons.nth(i).text_content().strip() != "Back":
            buttons.nth(i).click()
            return True
    return False


def run_frames(browser, base: str, code: str | None, decisions: int = 20) -> dict:
    """Frame gaps (b) while bots play `decisions` decisions and (c) while the big table is redrawn."""
    out = {"bots": None, "bot_decisions": 0, "table": None, "draw_ms": None, "pulse_ms": None, "items": None}
    if not code:
        return out
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    context.add_init_script(READY_PROBE)
    try:
        page, _ = visit(context, f"{base}/#code={code}")
        wait_until(page, "() => window.__table && window.__table.table && window.__table.table.step !== undefined")
        start = page.evaluate("performance.now()")
        first = page.evaluate("window.__table.table.step")
        picks, deadline = 0, time.monotonic() + 120
        while time.monotonic() < deadline:
            if page.evaluate("window.__table.table.step") - first - picks >= decisions:
                break
            if pick_first(page):
                picks += 1
            else:
                time.sleep(0.05)
        end = page.evaluate("performance.now()")
        out["bots"] = gaps(page, start, end)
        out["bot_decisions"] = page.evaluate("window.__table.table.step") - first - picks

        # (c) the big table: zoom in and out, pan with the keyboard, hover, resize, at least 3 s
        wait_until(page, "() => document.querySelector('#table[data-live=true]') !== null", 60_000)
        out["items"] = page.evaluate("window.__table.table.scene.items.length")
        start = page.evaluate("performance.now()")
        box = page.locator("#board").bounding_box()
        for k in range(3):
            page.locator("#zoom-in").click()
            page.wait_for_timeout(150)
        page.locator("#board").focus()
        for key in ("ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown") * 2:
            page.keyboard.press(key)
            page.wait_for_timeout(60)
        page.locator("#zoom-fit").click()
        for k in range(40):
            page.mouse.move(box["x"] + box["width"] * (k % 20) / 20, box["y"] + box["height"] * (k // 20 + 1) / 3)
            page.wait_for_timeout(30)
        for w, h in ((1200, 800), (1024, 768), (1440, 900)):
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(250)
        page.wait_for_timeout(500)
        end = page.evaluate("performance.now()")
        out["table"] = gaps(page, start, end)
        # one full paint of every item (the painter's cached item layer dropped first), and one pulse frame
        out["draw_ms"], out["pulse_ms"] = page.evaluate("""() => { const p = window.__table.painter;
          const time = (full) => { const t = [];
            for (let i = 0; i < 15; i++) { if (full) p._baseKey = null; const a = performance.now(); p.drawNow();
                                           t.push(performance.now() - a); }
            return t.sort((a, b) => a - b)[7]; };
          return [time(true), time(false)]; }""")
        page.close()
    finally:
        context.close()
    return out


def run_app(browser, base: str, code: str | None) -> dict:
    """Cold and warm visits of the app, then a warm visit that resumes an autosaved game."""
    context = browser.new_context()
    context.add_init_script(READY_PROBE)
    result = {"cold": None, "warm": None, "resume_drawn": None, "resume_ready": None, "gaps_cold": None}
    try:
        page, result["cold"] = visit(context, f"{base}/")
        result["gaps_cold"] = gaps(page, 0, result["cold"])
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


SEED_STORAGE = """([entries, drop]) => { localStorage.clear();
  for (const [k, v] of Object.entries(entries)) if (k.startsWith("wt.") && k !== drop) localStorage.setItem(k, v); }"""
RESUME_LIVE = "() => performance.getEntriesByName('resume-live').length > 0 && window.__resumed"


def run_long_resume(browser, base: str, save: dict | None) -> dict:
    """Warm visits that resume the long save: with its snapshot, then without it (its code replayed)."""
    out = {"live_snapshot": None, "live_code": None, "ready": None, "from": None}
    if not save:
        return out
    context = browser.new_context()
    context.add_init_script(READY_PROBE)
    try:
        page, _ = visit(context, f"{base}/")  # installs the service worker: the visits below are warm
        page.evaluate(SW_READY)
        page.close()
        page, _ = visit(context, f"{base}/")  # a plain warm visit, so both visits below are later ones
        page.close()
        for key, drop in (("live_snapshot", None), ("live_code", "wt.snap." + save["wt.last"])):
            page = context.new_page()
            page.goto(f"{base}/app-config.json")
            page.evaluate(SEED_STORAGE, [save, drop])
            page.goto(f"{base}/")
            resumed = wait_until(page, RESUME_LIVE)
            out[key] = page.evaluate("performance.getEntriesByName('resume-live')[0].startTime")
            if key == "live_snapshot":
                out["from"] = resumed["from"]
                out["ready"] = page.evaluate("window.__readyAt")
            page.close()
    finally:
        context.close()
    return out


def median(values: list) -> float | None:
    """Median of the numbers present, or None."""
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def fmt(value: float | None, unit: str = "") -> str:
    """A number for the table, or 'missing'."""
    return "missing" if value is None else f"{value:,.0f}{unit}" if unit else f"{value:.2f}"


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def report(runs: list[dict], code: str | None, long_info: dict | None = None) -> dict:
    """Medians and ratios, printed as a table; returned as a dict."""
    long_info = long_info or {}
    m = {key: median([r["app"][key] for r in runs]) for key in ("cold", "warm", "resume_drawn", "resume_ready")}
    b = {key: median([r["bare"][key] for r in runs]) for key in ("cold", "warm")}
    summary = {
        "median_ms": {"bare": b, "app": m},
        # the machine's load drifts between runs: the median of each run's own app/bare ratio is steadier
        "ratios_per_run_median": {key: median([ratio(r["app"][key], r["bare"][key]) for r in runs])
                                  for key in ("cold", "warm")},
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
    pr = summary["ratios_per_run_median"]
    print(f"{'median of per-run ratios':28}{'':>10}{'':>10}  cold {fmt(pr['cold'])}, warm {fmt(pr['warm'])}")
    print(f"{'warm resume: scene drawn':28}{'':>10}{fmt(m['resume_drawn'], ' '):>10}"
          f"{'':>10}  ({fmt(summary['ratios']['resume_drawn_over_warm_ready'])} of warm ready)")
    print(f"{'warm resume: engine ready':28}{'':>10}{fmt(m['resume_ready'], ' '):>10}")
    if summary["resume"] != "measured":
        print(f"resume: {summary['resume']}")
    longs = [r["long"] for r in runs if r.get("long") and r["long"]["live_snapshot"] is not None]
    if longs:
        live = {key: median([x[key] for x in longs]) for key in ("live_snapshot", "live_code")}
        # against the bare page's third visit: the long resume's visits come after two others in their context
        again = median([r["bare"].get("warm_again") for r in runs]) or b["warm"]
        per_run = median([ratio(r["long"]["live_snapshot"], r["bare"].get("warm_again") or r["bare"]["warm"])
                          for r in runs if r.get("long") and r["long"]["live_snapshot"] is not None])
        after = median([x["live_snapshot"] - x["ready"] for x in longs if x["ready"] is not None])
        summary["long_resume"] = {"game": long_info.get("game"), "decisions": long_info.get("decisions"),
                                  "median_ms": live, "from": [x["from"] for x in longs],
                                  "live_after_own_ready_ms": after,
                                  "bare_warm_again_ms": again,
                                  "live_over_bare_warm_ready": ratio(live["live_snapshot"], again),
                                  "live_over_bare_warm_ready_per_run_median": per_run}
        label = f"{long_info.get('game')}, {long_info.get('decisions')} decisions"
        print(f"long resume ({label}):")
        print(f"{'  resume: table live':28}{fmt(again, ' '):>10}{fmt(live['live_snapshot'], ' '):>10}"
              f"{fmt(summary['long_resume']['live_over_bare_warm_ready']):>10}  (from "
              f"{', '.join(sorted(set(x['from'] for x in longs)))}; per-run median {fmt(per_run)})")
        print(f"{'  same, code replayed':28}{'':>10}{fmt(live['live_code'], ' '):>10}"
              f"{fmt(ratio(live['live_code'], again)):>10}")
        print(f"{'  live after its own ready':28}{'':>10}{fmt(after, ' '):>10}  (what resuming adds to start-up)")
    frames = [r["frames"] for r in runs if r.get("frames")]
    g = {
        "cold_to_ready": median([(r["app"].get("gaps_cold") or {}).get("max_gap") for r in runs]),
        "bots": median([(f.get("bots") or {}).get("max_gap") for f in frames]),
        "big_table": median([(f.get("table") or {}).get("max_gap") for f in frames]),
        "draw_ms": median([f.get("draw_ms") for f in frames]),
        "pulse_ms": median([f.get("pulse_ms") for f in frames]),
        "bot_decisions": median([f.get("bot_decisions") for f in frames]),
        "items": median([f.get("items") for f in frames]),
    }
    summary["frame_gaps_ms"] = g
    print("longest requestAnimationFrame gap on the main thread (median of runs; goal < 50 ms)")
    print(f"{'(a) cold: load to ready':28}{'':>10}{fmt(g['cold_to_ready'], ' '):>10}")
    print(f"{'(b) bots playing':28}{'':>10}{fmt(g['bots'], ' '):>10}  ({fmt(g['bot_decisions'], ' ')}decisions)")
    draw = "missing" if g["draw_ms"] is None else f"{g['draw_ms']:.1f} ms"
    if g["pulse_ms"] is not None:
        draw += f", one pulse frame {g['pulse_ms']:.1f} ms"
    print(f"{'(c) big table redrawn':28}{'':>10}{fmt(g['big_table'], ' '):>10}  ({fmt(g['items'], ' ')}items, "
          f"one full draw {draw})")
    return summary


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Page-load benchmark: app vs bare Pyodide + pydantic.")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, help="an already built site (default: build one now)")
    parser.add_argument("--json", type=Path, help="also write the results as JSON here")
    parser.add_argument("--no-frames", action="store_true", help="skip the frame-gap runs (b) and (c)")
    parser.add_argument("--long-game", default="wastelands",
                        help="game of the long resume (default wastelands; the test game when it cannot start)")
    parser.add_argument("--long-decisions", type=int, default=1500, help="decisions of the long resume's game")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    save = long_save(args.long_game, args.long_decisions)
    if save is None and args.long_game != "testgame":
        save = long_save("testgame", args.long_decisions)
    long_info = {"game": save["game"], "decisions": save["decisions"]} if save else {}
    with tempfile.TemporaryDirectory(prefix="page-load-") as tmp:
        site = prepare_site(args.site, Path(tmp), with_test_game=long_info.get("game") == "testgame")
        server, base = start_server(site)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM_PATH, args=CHROMIUM_ARGS)
                context = browser.new_context()
                page = context.new_page()
                page.goto(f"{base}/app-config.json")
                try:
                    code = page.evaluate(MAKE_SAVE_CODE)
                    bot_code = page.evaluate(MAKE_BOT_CODE)
                except Exception as exc:  # noqa: BLE001 - resume is then reported as unavailable
                    print(f"could not make a save code: {exc}")
                    code = bot_code = None
                context.close()
                runs = []
                for i in range(args.runs):
                    runs.append({"bare": run_bare(browser, base), "app": run_app(browser, base, code),
                                 "long": run_long_resume(browser, base, save)})
                    if not args.no_frames:
                        runs[-1]["frames"] = run_frames(browser, base, bot_code)
                    brief = {k: {x: y for x, y in v.items() if not isinstance(y, dict)} for k, v in runs[-1].items()}
                    print(f"run {i + 1}/{args.runs}: {json.dumps(brief)}", flush=True)
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    summary = report(runs, code, long_info)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"summary": summary, "runs": runs, "chromium": CHROMIUM_PATH}, indent=1))
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
