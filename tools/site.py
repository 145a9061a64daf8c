"""Assemble the static site: the web/ shell (page, icons, manifest), vendored Pyodide, app-config.json, sw-manifest.js."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

from .fetch import PYODIDE_CORE_FILES, PYODIDE_SHIPPED_NAMES, PYODIDE_VERSION, BuildError

# pyodide.mjs falls back to this CDN for packages missing from the lockfile. The worker always passes
# packageBaseUrl, so it is never used; the build still replaces it so that dist/ names no CDN at all.
CDN_DEFAULT = "https://cdn.jsdelivr.net/pyodide/v${U}/full/"
CDN_REPLACEMENT = "./"
# The loader imports its WebAssembly glue by this file name (a template string ending in a backtick).
ASM_IMPORT = "pyodide.asm.mjs`"
SOURCE_MAP = re.compile(r"\n?//# sourceMappingURL=\S+\s*$")  # the .map files are not shipped


def copy_web(web_dir: Path, out: Path) -> None:
    """Copy the page shell (web/) into out/, skipping hidden files and caches."""
    for src in sorted(web_dir.rglob("*")):
        rel = src.relative_to(web_dir)
        if src.is_dir() or any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
            continue
        dst = out / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)


def patch_loader(text: str) -> str:
    """pyodide.mjs as dist/ ships it: its glue imported under its `.js` name, no CDN, no missing source map."""
    if text.count(ASM_IMPORT) != 1:
        raise BuildError(f"pyodide.mjs no longer imports `{ASM_IMPORT[:-1]}` exactly once: check tools/site.py")
    glue = PYODIDE_SHIPPED_NAMES["pyodide.asm.mjs"]
    text = text.replace(ASM_IMPORT, glue + "`").replace(CDN_DEFAULT, CDN_REPLACEMENT)
    return SOURCE_MAP.sub("\n", text)


def vendor_pyodide(package_dir: Path, target: Path) -> None:
    """Copy Pyodide's core files from the unpacked npm package under the names dist/ serves (`.js`, never
    `.mjs`), pointing the loader at its renamed glue and neutralising its CDN fallback URL."""
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_CORE_FILES:
        shipped = target / PYODIDE_SHIPPED_NAMES.get(name, name)
        if name == "pyodide.mjs":
            shipped.write_text(patch_loader((package_dir / name).read_text(encoding="utf-8")), encoding="utf-8")
        else:
            shutil.copy2(package_dir / name, shipped)
    # Node reads the renamed .js files as the ES modules they are (the Node tests load Pyodide from here)
    (target / "package.json").write_text('{"type": "module"}\n')
    (target / "VERSION").write_text(f"pyodide {PYODIDE_VERSION} (npm), core files only; "
                                    f"{', '.join(f'{a} shipped as {b}' for a, b in PYODIDE_SHIPPED_NAMES.items())}\n")


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
