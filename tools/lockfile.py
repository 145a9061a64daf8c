"""Write our own pyodide-lock.json, listing only the wheels the site ships.

`pyodide lockfile add-wheels` rejects pyemscripten wheels, so the build writes the file itself. Pyodide
checks each wheel's sha256 against it in the browser, and refuses a lockfile whose info.abi_version differs
from its own, so `info` is copied from the lockfile inside the npm package.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .wheels import WheelInfo


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def package_entry(info: WheelInfo, known: set[str]) -> dict:
    """One `packages` entry; dependencies outside the shipped set are dropped (none are expected)."""
    return {
        "name": info.name,
        "version": info.version,
        "file_name": info.path.name,
        "install_dir": "site",
        "sha256": sha256_file(info.path),
        "package_type": "package",
        "imports": info.imports,
        "depends": sorted(d for d in info.requires if d in known),
        "unvendored_tests": False,
    }


def write_lockfile(wheels: list[WheelInfo], npm_lockfile: Path, target: Path, pyodide_version: str) -> dict:
    """Write target (pyodide-lock.json) for `wheels`, which sit in the same folder; return its content."""
    info = {}
    if npm_lockfile.is_file():
        info = dict(json.loads(npm_lockfile.read_text()).get("info", {}))
    # Pyodide reads abi_version; the pyodide-lock package's schema also wants the Pyodide version.
    info.setdefault("version", pyodide_version)
    known = {w.name for w in wheels}
    missing = {d for w in wheels for d in w.requires} - known
    if missing:
        raise RuntimeError(f"wheels depend on packages the site does not ship: {sorted(missing)}")
    lock = {"info": info, "packages": {w.name: package_entry(w, known) for w in sorted(wheels, key=lambda w: w.name)}}
    target.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return lock
