"""Whole bot games through engine.api.handle in the real WebAssembly Python (Pyodide 314 under Node 20).

This checks the engine on the interpreter that players run (Python 3.14 in wasm), with the very wheels the
site ships, without a browser. Lockfile hashes are not checked by Node; test_build.py does that in Chromium.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).parent / "node" / "play_games.mjs"


def node_binary() -> str:
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is required in CI")
        pytest.skip("node not found (install Node 20)")
    return node


def cpython_rng_sample() -> str:
    """The same PRNG sample play_games.mjs computes in Pyodide, computed here in CPython."""
    from engine.core.rng import Rng

    r = Rng.from_seed(1)
    items = list(range(20))
    r.shuffle(items)
    return str([r.next64() for _ in range(3)] + [r.below(1000) for _ in range(5)] + items)


BOOTED = "rules and content imported"  # what play_games.mjs prints once Pyodide is up and a game is imported


def _run(cmd: list[str]) -> tuple[subprocess.CompletedProcess, dict]:
    """Run play_games.mjs; its process and the JSON summary it printed last."""
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1200)
    lines = proc.stdout.strip().splitlines()
    assert lines, f"no output from node (rc {proc.returncode}):\n{proc.stderr[-3000:]}"
    return proc, json.loads(lines[-1])


def test_bot_games_finish_in_pyodide(site_dir):
    config = json.loads((site_dir / "app-config.json").read_text())
    wheels = sorted(str(p) for p in (site_dir / "pyodide").glob("*.whl"))
    cmd = [node_binary(), str(SCRIPT), str(site_dir / "pyodide"), *wheels,
           "--modules", ",".join(config["extra_modules"]), "--seeds", "1"]
    proc, summary = _run(cmd)
    if "fatal" in summary and BOOTED not in proc.stderr:
        # Pyodide itself failed to start (once, on a loaded CI machine: "memory access out of bounds" before any
        # game was imported): a second start tells that apart from an engine failure, which always repeats
        proc, summary = _run(cmd)
    if "fatal" in summary:  # show the Python error, not the JS stack below it, and how far the run got
        python_lines = [line for line in summary["fatal"].splitlines() if not line.strip().startswith("at ")]
        pytest.fail("Pyodide under Node failed:\n" + "\n".join(python_lines[-12:])
                    + "\nprogress:\n" + proc.stderr[-1500:])
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert summary["python"].startswith("3.14"), summary["python"]
    assert summary["rng"] == cpython_rng_sample(), "the PRNG gives other numbers in Pyodide than in CPython"
    assert summary["error"] is None, summary["error"]
    assert summary["rules_loaded"] == [], "listing the games imported game rules: registration is not lazy"
    assert summary["games"], "no game was registered in Pyodide"
    for game in summary["games"]:
        label = f"{game['game']} seed {game['seed']}"
        assert game["error"] is None, f"{label}: {game['error']}"
        assert game["over"], f"{label} did not finish"
        assert game["reload"] == "same", f"{label}: save code reloaded {game['reload']}"
