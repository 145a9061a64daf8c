#!/usr/bin/env python3
"""Build the static site into dist/ (or --out DIR), and optionally serve it.

    python build.py                    # assemble dist/
    python build.py --with-test-game   # ... plus the test game (tests/testgame) for the web tests
    python build.py serve [--port N]   # build, then serve dist/ on http://127.0.0.1:N/
    python build.py --offline          # fail instead of touching the network (cache must be full)

dist/ holds: the page shell from web/, Pyodide's core files (npm package pyodide@314.0.7) and the wheels the
engine needs (pydantic and its pure dependencies, the pyemscripten build of pydantic-core) in dist/pyodide/,
the engine's own wheel, our pyodide-lock.json, app-config.json (what the worker loads) and sw-manifest.js
(the service worker's versioned precache list). Downloads are cached in ~/.cache/wasteland-build/ ($BUILD_CACHE)
by exact file name, so a second build needs no network. Nothing is ever loaded from a CDN.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from tools import fetch, site, wheels  # noqa: E402
from tools.lockfile import write_lockfile  # noqa: E402

TEST_GAME_DIR = ROOT / "tests" / "testgame"


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Command line: an optional `serve` command plus build options."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--port", type=int, default=8000, help="port for `serve` (default 8000)")
    parser.add_argument("--with-test-game", action="store_true", help="also ship tests/testgame")
    parser.add_argument("--offline", action="store_true", help="never call npm or pip (also: BUILD_OFFLINE=1)")
    return parser.parse_args(argv)


def registered_games() -> list[str] | None:
    """Ids of the games engine.api lists (run in a subprocess), or None if the engine cannot answer."""
    code = (
        "import json, engine.api as a\n"
        "r = json.loads(a.handle(json.dumps({'op': 'games'})))\n"
        "print(json.dumps([g['id'] for g in r['result']['games']]))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    if proc.returncode != 0:
        return None
    try:
        return json.loads(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def wants_test_game(requested: bool) -> bool:
    """Ship the test game when asked, or automatically while no real game is registered."""
    if requested:
        return True
    games = registered_games()
    if games is None:
        print("Could not ask engine.api which games it registers (not written yet, or the engine not installed): "
              "including the test game so the table is playable.")
        return True
    if games:
        return False
    print("No real game is registered in the engine yet: including the test game so the table is playable.")
    return True


def test_game_package() -> Path | None:
    """The folder of the `testgame` package (tests/testgame or tests/testgame/testgame), if present."""
    for candidate in (TEST_GAME_DIR, TEST_GAME_DIR / "testgame"):
        if (candidate / "__init__.py").is_file() and candidate.name == "testgame":
            return candidate
    return None


def check_output(out: Path) -> None:
    """Refuse an output folder that exists and does not look like a previous build (nothing is deleted)."""
    if out.exists():
        looks_built = out.is_dir() and ((out / "app-config.json").exists() or not any(out.iterdir()))
        if out.resolve() in (ROOT, Path.home(), Path("/")) or not looks_built:
            raise fetch.BuildError(f"refusing to delete {out}: it does not look like a build output folder")


def clean_output(out: Path) -> None:
    """Empty the output folder (after check_output said it is a previous build)."""
    check_output(out)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)


def build_own_wheels(target: Path, with_test_game: bool) -> tuple[list[Path], list[str]]:
    """Build the engine wheel (and the test game's) into target; return (paths, extra modules)."""
    name, version, deps = wheels.project_metadata(ROOT)
    paths = [wheels.build_wheel(ROOT / "engine", name, version, deps, target)]
    extra = []
    if with_test_game:
        package = test_game_package()
        if package is None:
            print(f"WARNING: {TEST_GAME_DIR} has no `testgame` package yet; building without the test game.")
        else:
            paths.append(wheels.build_wheel(package, "testgame", "0.0.0", ["engine"], target))
            extra.append("testgame")
    return paths, extra


def build(out: Path, with_test_game: bool, offline: bool) -> Path:
    """Assemble the whole site into `out`; return it."""
    started = time.monotonic()
    check_output(out)
    offline = offline or fetch.offline_requested()
    with_test_game = wants_test_game(with_test_game)
    print(f"Building {out} (Pyodide {fetch.PYODIDE_VERSION}{', offline' if offline else ''})")
    core = fetch.pyodide_core(offline)
    third_party = fetch.all_wheels(offline)

    clean_output(out)
    site.copy_web(ROOT / "web", out)
    pyodide_dir = out / "pyodide"
    site.vendor_pyodide(core, pyodide_dir)
    for path in third_party:
        shutil.copy2(path, pyodide_dir / path.name)
    own, extra_modules = build_own_wheels(pyodide_dir, with_test_game)

    infos = [wheels.read_wheel(p) for p in [*(pyodide_dir / w.name for w in third_party), *own]]
    write_lockfile(infos, core / "pyodide-lock.json", pyodide_dir / "pyodide-lock.json", fetch.PYODIDE_VERSION)
    packages = ["engine", *extra_modules]
    site.write_app_config(out, packages, extra_modules)
    version = site.write_sw_manifest(out)

    size = site.tree_size(out) / 1e6
    print(f"Built {out}: {len(site.site_files(out))} files, {size:.1f} MB, precache {version}, "
          f"packages {packages}, {time.monotonic() - started:.1f} s")
    return out


def main(argv: list[str]) -> int:
    """Entry point."""
    args = parse_args(argv)
    try:
        out = build(args.out.resolve(), args.with_test_game, args.offline)
    except fetch.BuildError as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    if args.command == "serve":
        from tools.serve import serve_forever

        serve_forever(out, args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
