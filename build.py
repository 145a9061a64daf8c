#!/usr/bin/env python3
"""Build the static site into dist/ (or --out DIR), and optionally serve it.

    python build.py                    # assemble dist/
    python build.py --with-test-game   # ... plus the test game (tests/testgame) for the web tests
    python build.py serve [--port N]   # build, then serve dist/ on http://127.0.0.1:N/
    python build.py --offline          # fail instead of touching the network (cache must be full)

dist/ holds: the page shell from web/, the browser libraries package.json pins (vendor/<name>/, with their
licenses), Pyodide's core files (npm package pyodide@314.0.7, every `.mjs` renamed `.js`) and the wheels the
engine needs (pydantic and its pure dependencies, the pyemscripten build of pydantic-core) in dist/pyodide/,
the engine's own wheel (every shipped wheel with its modules' bytecode for Pyodide's Python added, compiled in
Pyodide under Node: tools/bytecode.py; Pyodide's stdlib zip is shipped the same way, as bytecode), our pyodide-lock.json, app-config.json (what the worker loads) and sw-manifest.js
(the service worker's versioned precache list). Downloads are cached in ~/.cache/wasteland-build/ ($BUILD_CACHE)
by exact file name, so a second build needs no network. Nothing is ever loaded from a CDN.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import sys
import time
from pathlib import Path

if sys.version_info < (3, 11):
    sys.exit(f"build.py needs Python 3.11 or newer (this is {sys.version.split()[0]}): install a newer Python")

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from tools import bytecode, fetch, site, vendor, wheels  # noqa: E402
from tools.lockfile import write_lockfile  # noqa: E402

TEST_GAME_DIR = ROOT / "tests" / "testgame"
GAMES_INIT = ROOT / "engine" / "games" / "__init__.py"
UNFINISHED = ".build-unfinished"  # marks an output folder while it is written, so a failed build can be redone


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Command line: an optional `serve` command plus build options."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--port", type=int, default=8000, help="port for `serve` (default 8000)")
    parser.add_argument("--with-test-game", action="store_true", help="also ship tests/testgame")
    parser.add_argument("--offline", action="store_true", help="never call npm or pip (also: BUILD_OFFLINE=1)")
    return parser.parse_args(argv)


def shipped_games() -> list[str]:
    """The packages `engine/games/__init__.py` lists in SHIPPED_GAMES, read from its source (no engine import, so
    a machine without the engine's dependencies builds the same site as CI)."""
    source = GAMES_INIT.read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(source, str(GAMES_INIT))):
        target = node.target if isinstance(node, ast.AnnAssign) else (
            node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else None)
        if isinstance(target, ast.Name) and target.id == "SHIPPED_GAMES" and node.value is not None:
            try:
                games = ast.literal_eval(node.value)
            except ValueError:
                break
            if isinstance(games, (tuple, list)) and all(isinstance(g, str) for g in games):
                return list(games)
            break
    raise fetch.BuildError(f"{GAMES_INIT} must define SHIPPED_GAMES as a literal tuple of names")


def check_games(with_test_game: bool) -> list[str]:
    """The real games this build ships; refuse a build that would ship no game at all."""
    games = shipped_games()
    missing = [g for g in games if not (GAMES_INIT.parent / g / "meta.py").is_file()]
    if missing:
        raise fetch.BuildError(f"SHIPPED_GAMES names {missing}, which have no engine/games/<id>/meta.py")
    if not games and not with_test_game:
        raise fetch.BuildError("SHIPPED_GAMES is empty, so the site would have no game: add a game, or pass "
                               "--with-test-game to ship the test game")
    return games


def test_game_package() -> Path | None:
    """The folder of the `testgame` package (tests/testgame or tests/testgame/testgame), if present."""
    for candidate in (TEST_GAME_DIR, TEST_GAME_DIR / "testgame"):
        if (candidate / "__init__.py").is_file() and candidate.name == "testgame":
            return candidate
    return None


def check_output(out: Path) -> None:
    """Refuse an output folder that exists and does not look like a previous build (nothing is deleted)."""
    if out.exists():
        looks_built = out.is_dir() and ((out / "app-config.json").exists() or (out / UNFINISHED).exists()
                                        or not any(out.iterdir()))
        if out.resolve() in (ROOT, Path.home(), Path("/")) or not looks_built:
            raise fetch.BuildError(f"refusing to delete {out}: it does not look like a build output folder")


def clean_output(out: Path) -> None:
    """Empty the output folder (after check_output said it is a previous build)."""
    check_output(out)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    (out / UNFINISHED).write_text("build.py is writing this folder; a failed build leaves this file behind\n")


def build_own_wheels(target: Path, with_test_game: bool) -> tuple[list[Path], list[str], list[str]]:
    """Build the engine wheel (and the test game's) into target; return (paths, lockfile packages, extra modules)."""
    name, version, deps = wheels.project_metadata(ROOT)
    paths = [wheels.build_wheel(ROOT / "engine", name, version, deps, target)]
    packages, extra = [wheels.canonical(name)], []
    if with_test_game:
        package = test_game_package()
        if package is None:
            raise fetch.BuildError(f"--with-test-game, but {TEST_GAME_DIR} holds no `testgame` package")
        paths.append(wheels.build_wheel(package, "testgame", "0.0.0", [name], target))
        packages.append("testgame")
        extra.append("testgame")
    return paths, packages, extra


def build(out: Path, with_test_game: bool, offline: bool) -> Path:
    """Assemble the whole site into `out`; return it."""
    started = time.monotonic()
    check_output(out)
    offline = offline or fetch.offline_requested()
    games = check_games(with_test_game)
    print(f"Building {out} (Pyodide {fetch.PYODIDE_VERSION}{', offline' if offline else ''}; games "
          f"{', '.join(games + (['testgame'] if with_test_game else []))})")
    core = fetch.pyodide_core(offline)
    third_party = fetch.all_wheels(offline)
    libraries = vendor.prepare(ROOT, offline)

    clean_output(out)
    site.copy_web(ROOT / "web", out)
    vendor.install(libraries, out)
    pyodide_dir = out / "pyodide"
    site.vendor_pyodide(core, pyodide_dir)
    for path in third_party:
        shutil.copy2(path, pyodide_dir / path.name)
    own, packages, extra_modules = build_own_wheels(pyodide_dir, with_test_game)

    shipped_wheels = [*(pyodide_dir / w.name for w in third_party), *own]
    # the npm package's Pyodide (its own lockfile beside it) compiles; the stdlib zip it writes replaces the copy;
    # our own wheels ship bytecode only (the browser never needs their sources: less to unpack at start-up)
    modules, stdlib = bytecode.compile_wheels(core, shipped_wheels, pyodide_dir / "python_stdlib.zip",
                                              sourceless=tuple(own))
    print(f"  {modules} modules and {stdlib} standard library modules compiled to Pyodide's bytecode")
    infos = [wheels.read_wheel(p) for p in shipped_wheels]
    write_lockfile(infos, core / "pyodide-lock.json", pyodide_dir / "pyodide-lock.json", fetch.PYODIDE_VERSION)
    site.write_app_config(out, packages, extra_modules)
    (out / UNFINISHED).unlink()
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
