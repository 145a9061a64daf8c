"""Assemble the static site: the web/ shell, vendored Pyodide, icons, app-config.json and sw-manifest.js."""

from __future__ import annotations

import hashlib
import json
import math
import shutil
import struct
import zlib
from pathlib import Path

from .fetch import PYODIDE_CORE_FILES, PYODIDE_VERSION

# pyodide.mjs falls back to this CDN for packages missing from the lockfile. The worker always passes
# packageBaseUrl, so it is never used; the build still replaces it so that dist/ names no CDN at all.
CDN_DEFAULT = "https://cdn.jsdelivr.net/pyodide/v${U}/full/"
CDN_REPLACEMENT = "./"
ICON_SIZES = (192, 512)


def copy_web(web_dir: Path, out: Path) -> None:
    """Copy the page shell (web/) into out/, skipping hidden files and caches."""
    for src in sorted(web_dir.rglob("*")):
        rel = src.relative_to(web_dir)
        if src.is_dir() or any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
            continue
        dst = out / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)


def vendor_pyodide(package_dir: Path, target: Path) -> None:
    """Copy Pyodide's core files from the unpacked npm package, neutralising the CDN fallback URL."""
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_CORE_FILES:
        shutil.copy2(package_dir / name, target / name)
    mjs = target / "pyodide.mjs"
    text = mjs.read_text(encoding="utf-8")
    if CDN_DEFAULT in text:
        mjs.write_text(text.replace(CDN_DEFAULT, CDN_REPLACEMENT), encoding="utf-8")
    (target / "VERSION").write_text(f"pyodide {PYODIDE_VERSION} (npm), core files only\n")


def write_png(path: Path, size: int, pixel) -> None:
    """Write an RGBA PNG of size x size; pixel(x, y) returns (r, g, b, a) with x, y in [0, 1)."""
    rows = bytearray()
    for j in range(size):
        rows.append(0)  # filter: none
        for i in range(size):
            rows.extend(pixel((i + 0.5) / size, (j + 0.5) / size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
    path.write_bytes(png + chunk(b"IEND", b""))


def trefoil(x: float, y: float) -> tuple[int, int, int, int]:
    """A hazard trefoil in rust orange on a dark ground: the placeholder app icon."""
    dx, dy = x - 0.5, y - 0.5
    r = math.hypot(dx, dy)
    angle = (math.degrees(math.atan2(dy, dx)) + 90 + 30) % 120  # three 60-degree blades, one pointing up
    orange, dark = (224, 122, 31, 255), (29, 31, 26, 255)
    if r < 0.07 or (0.11 < r < 0.36 and angle < 60):
        return orange
    return dark


def ensure_icons(out: Path) -> bool:
    """Generate icons/icon-192.png and icon-512.png when web/ shipped none; True if generated."""
    icons = out / "icons"
    if icons.is_dir() and any(icons.glob("*.png")):
        return False
    icons.mkdir(parents=True, exist_ok=True)
    for size in ICON_SIZES:
        write_png(icons / f"icon-{size}.png", size, trefoil)
    return True


def ensure_manifest(out: Path) -> bool:
    """Write a minimal manifest.webmanifest when web/ has none; True if written."""
    target = out / "manifest.webmanifest"
    if target.exists():
        return False
    icons = sorted((out / "icons").glob("*.png"))
    manifest = {
        "name": "Wasteland Tables",
        "short_name": "Wasteland",
        "start_url": "./",
        "display": "standalone",
        "background_color": "#1d1f1a",
        "theme_color": "#1d1f1a",
        "icons": [{"src": f"icons/{p.name}", "type": "image/png",
                   "sizes": p.stem.rsplit("-", 1)[-1] + "x" + p.stem.rsplit("-", 1)[-1]} for p in icons],
    }
    target.write_text(json.dumps(manifest, indent=1) + "\n")
    return True


PLACEHOLDER_INDEX = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wasteland Tables (engine check)</title></head>
<body data-engine="loading"><h1>Rules engine check</h1><p id="status">Starting...</p><pre id="out"></pre>
<script type="module">
// Placeholder written by build.py because web/index.html does not exist yet.
const worker = new Worker("worker.js", {type: "module"});
const status = document.getElementById("status");
worker.onmessage = (e) => {
  const m = e.data;
  if (m.type === "progress") status.textContent = `${m.stage} (${Math.round(m.fraction * 100)}%)`;
  if (m.type === "fatal") { status.textContent = "Failed: " + m.message; document.body.dataset.engine = "failed"; }
  if (m.type === "ready") { status.textContent = "Ready"; document.body.dataset.engine = "ready"; worker.postMessage({id: 1, op: "games", args: {}}); }
  if (m.type === "reply") document.getElementById("out").textContent = JSON.stringify(m, null, 1);
};
</script></body></html>
"""


def ensure_index(out: Path) -> bool:
    """Write a placeholder index.html (an engine check page) when web/ has none; True if written."""
    target = out / "index.html"
    if target.exists():
        return False
    target.write_text(PLACEHOLDER_INDEX)
    return True


def write_app_config(out: Path, packages: list[str], extra_modules: list[str]) -> None:
    """app-config.json: which lockfile packages the worker loads and which modules it imports after engine.api."""
    config = {"packages": packages, "extra_modules": extra_modules, "pyodide": PYODIDE_VERSION}
    (out / "app-config.json").write_text(json.dumps(config, indent=1) + "\n")


SW_EXCLUDE = {"sw.js", "sw-manifest.js"}  # the browser fetches these itself when it checks for updates


def site_files(out: Path) -> list[str]:
    """Every file of the site as a URL path relative to the site root, sorted."""
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())


def write_sw_manifest(out: Path) -> str:
    """Write sw-manifest.js (PRECACHE_VERSION = hash of all files, PRECACHE = their URLs); return the version."""
    digest = hashlib.sha256()
    urls = []
    for rel in site_files(out):
        if rel in SW_EXCLUDE:
            continue
        digest.update(rel.encode() + b"\0" + hashlib.sha256((out / rel).read_bytes()).digest())
        urls.append(rel)
    sw = out / "sw.js"
    if sw.exists():  # a change to the service worker itself is a new version too
        digest.update(b"sw.js\0" + hashlib.sha256(sw.read_bytes()).digest())
    version = digest.hexdigest()[:16]
    body = (
        "// Written by build.py: the files the service worker precaches. Do not edit.\n"
        f"self.PRECACHE_VERSION = {json.dumps(version)};\n"
        "self.PRECACHE = [\n" + "".join(f"  {json.dumps(u)},\n" for u in urls) + "];\n"
    )
    (out / "sw-manifest.js").write_text(body)
    return version


def tree_size(out: Path) -> int:
    """Total bytes under out/."""
    return sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
