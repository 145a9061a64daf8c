"""Times hard (search) bot decisions in headless Chromium: the site's own worker, as the page calls it.

A benchmark, not a test: nothing asserts on it. It serves a built site (`--site DIR`, from `python build.py`),
starts in the site's module worker a 2-player game of each shipped game with two search bots, and times
`bot_step` round trips with the page's thinking time (`--think-ms`, 1,000 as the page sends; 0 for none), from
the page's side of the worker messages. Decisions with a single option are not searched and are left out.

    python bench/chromium_bots.py --site dist [--games ashes,amber] [--decisions 12] [--think-ms 1000]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.page_load import CHROMIUM_ARGS, CHROMIUM_PATH, TIMEOUT_MS  # noqa: E402
from tools.serve import start_server  # noqa: E402

GAMES = ("ashes", "phoenix", "wastelands", "amber")

# In the page: boot the worker, start the game with search bots, and time `decisions` searched bot_steps.
TIME_BOTS = """async ([game, decisions, thinkMs]) => {
  const worker = new Worker("/worker.js", {type: "module"});
  const waiters = {};
  let nextId = 1;
  await new Promise((resolve, reject) => {
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.type === "reply") waiters[m.id](m);
      else if (m.type === "ready") resolve();
      else if (m.type === "fatal") reject(new Error(m.message));
    };
  });
  const call = (op, args) => new Promise((resolve) => {
    const id = nextId++;
    waiters[id] = resolve;
    worker.postMessage({id, op, args});
  });
  let table = await call("new_game", {game, players: 2, seats: ["bot", "bot"], names: ["A", "B"], bot: "search",
                                      seed: 11});
  const times = [];
  const args = thinkMs ? {think_ms: thinkMs} : {};
  while (table.ok && !table.result.over && times.length < decisions) {
    const start = performance.now();
    table = await call("bot_step", args);
    const spent = performance.now() - start;
    if (spent > 30) times.push(spent);  // a forced or single-option step is not searched
  }
  worker.terminate();
  return {ok: table.ok, error: table.ok ? null : table.error, times};
}"""


def main(argv: list[str]) -> int:
    """Time each game's hard decisions in Chromium and print one JSON line per game."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--site", type=Path, required=True, help="a built site (python build.py --out DIR)")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--decisions", type=int, default=12)
    parser.add_argument("--think-ms", type=int, default=1000, help="the page's thinking time; 0 for none")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    server, base = start_server(args.site)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM_PATH, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.set_default_timeout(TIMEOUT_MS)
            page.goto(f"{base}/app-config.json")
            for game in args.games.split(","):
                out = page.evaluate(TIME_BOTS, [game, args.decisions, args.think_ms])
                times = out["times"]
                row = {"game": game, "runtime": "chromium", "think_ms": args.think_ms or None, "count": len(times),
                       "median_ms": round(statistics.median(times)) if times else None,
                       "max_ms": round(max(times)) if times else None, "error": out["error"]}
                print(json.dumps(row), flush=True)
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
