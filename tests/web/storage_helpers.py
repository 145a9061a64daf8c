"""Helpers for the page tests that start from a given localStorage: genuine save records made by the engine
in CPython (the shapes web/ui/saves.js writes), storage seeded before the page's scripts run, and a page whose
rules engine never loads (so whatever it shows comes from localStorage alone)."""

from __future__ import annotations

import json
from typing import Any

from engine import api

SEAT_COLORS = ["#E69F00", "#56B4E9", "#009E73", "#F0E442"]


def genuine_table(humans: int = 1, players: int = 2, seed: int = 11, moves: int = 2) -> dict[str, Any]:
    """A Table of the test game after `moves` decisions, as the worker would send it."""
    instance = api.Api()
    seats = ["human"] * humans + ["bot"] * (players - humans)
    reply = api.call(instance, {"op": "new_game", "game": "testgame", "players": players, "seats": seats,
                                "names": [f"P{i + 1}" for i in range(players)], "seed": seed})
    assert reply["ok"], reply
    table = reply["result"]
    for _ in range(moves):
        choice = table["choice"] or {}
        enabled = [o["index"] for o in choice.get("options", []) if o["enabled"] and o["label"] != "Back"]
        if not enabled:
            break
        reply = api.call(instance, {"op": "act", "index": enabled[0], "seat": table["viewer"]})
        assert reply["ok"], reply
        table = reply["result"]
    return table


def records(save_id: str, table: dict[str, Any], updated: int = 1_700_000_000_000) -> dict[str, str]:
    """The localStorage entries (key -> JSON text) saves.js writes for one save of `table`."""
    seats = [{"name": s["name"], "controller": s["controller"], "color": s["color"]} for s in table["seats"]]
    rec = {"id": save_id, "code": table["code"], "game": table["game"], "title": table["title"], "seats": seats,
           "status": table["status"], "over": table["over"], "updated": updated,
           "table": {**table, "choice": None, "log": table["log"][-40:]}}
    meta = {key: rec[key] for key in ("id", "game", "title", "seats", "status", "updated", "over")}
    return {f"wt.save.{save_id}": json.dumps(rec), f"wt.meta.{save_id}": json.dumps(meta)}


def block_engine(page) -> None:
    """Make the rules engine fail to load in this page (its WebAssembly never arrives): the page then shows
    only what it read from localStorage. Only for pages no service worker controls (a fresh context)."""
    page.route("**/pyodide.asm.wasm", lambda route: route.abort())


def open_with_storage(page, site_url: str, entries: dict[str, str], clear: bool = True) -> None:
    """Put `entries` into the site's localStorage before any of the page's scripts run, then open the page."""
    page.goto(site_url + "/app-config.json", wait_until="networkidle")  # same origin, no page script
    if hasattr(page, "console_errors"):
        page.console_errors.clear()  # the browser's own request for /favicon.ico on that JSON document
    page.evaluate("([entries, clear]) => { if (clear) localStorage.clear();"
                  " for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }", [entries, clear])
    page.goto(site_url + "/")


def storage(page) -> dict[str, str]:
    """Every wt.* entry of the page's localStorage."""
    return json.loads(page.evaluate(
        "() => JSON.stringify(Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('wt.'))))"))
