"""Downloads from the npm registry and PyPI, cached outside git by exact file name.

The cache lives in ~/.cache/wasteland-build/ (override with $BUILD_CACHE). A file already in the cache is
never fetched again, so a second build needs no network. In offline mode (`--offline` or $BUILD_OFFLINE=1)
a missing file is an error instead of a call to npm or pip: that is what the tests use to prove the point.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path

PYODIDE_VERSION = "314.0.7"
PYODIDE_TARBALL = f"pyodide-{PYODIDE_VERSION}.tgz"
# The files of the npm package that the site needs (the rest is docs, typings, a classic-script build).
PYODIDE_CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# What they are called in dist/: every JavaScript file the site serves ends in `.js`, because many static hosts
# (Debian's stock nginx among them) serve `.mjs` as application/octet-stream, which a module worker refuses.
PYODIDE_SHIPPED_NAMES = {"pyodide.mjs": "pyodide.mjs.js", "pyodide.asm.mjs": "pyodide.asm.mjs.js"}
WASM_PLATFORM = "pyemscripten_2026_0_wasm32"


@dataclass(frozen=True)
class Pin:
    """One wheel for the browser, pinned by exact file name (that name is the cache key)."""

    name: str
    version: str
    file_name: str
    wasm: bool = False


# pydantic 2.14.4 pins pydantic-core 2.50.5, which PyPI ships as a Pyodide 314 (pyemscripten_2026_0) wheel.
WHEELS = (
    Pin("pydantic", "2.14.4", "pydantic-2.14.4-py3-none-any.whl"),
    Pin("pydantic-core", "2.50.5", f"pydantic_core-2.50.5-cp314-cp314-{WASM_PLATFORM}.whl", wasm=True),
    Pin("typing-extensions", "4.16.0", "typing_extensions-4.16.0-py3-none-any.whl"),
    Pin("annotated-types", "0.8.0", "annotated_types-0.8.0-py3-none-any.whl"),
    Pin("typing-inspection", "0.4.5", "typing_inspection-0.4.5-py3-none-any.whl"),
)


class BuildError(RuntimeError):
    """A build step failed; the message says what to do."""


def cache_dir() -> Path:
    """The download cache (outside git)."""
    return Path(os.environ.get("BUILD_CACHE") or Path.home() / ".cache" / "wasteland-build").expanduser()


def offline_requested() -> bool:
    """True when $BUILD_OFFLINE asks for a build without network."""
    return os.environ.get("BUILD_OFFLINE", "") not in ("", "0", "false", "no")


def run(cmd: list[str], cwd: Path | None = None) -> None:
    """Run a command, raising BuildError with its output if it fails."""
    print("  $", " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError(f"{cmd[0]} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")


def pyodide_tarball(offline: bool) -> Path:
    """Path to the cached `npm pack pyodide@<version>` tarball, fetching it once."""
    folder = cache_dir() / "npm"
    tarball = folder / PYODIDE_TARBALL
    if tarball.is_file():
        print(f"  cache hit: {tarball}")
        return tarball
    if offline:
        raise BuildError(f"offline build, but {tarball} is not in the cache: run one build with network first")
    if not shutil.which("npm"):
        raise BuildError("npm is needed once to fetch Pyodide (apt-get install npm, or any Node 20 install)")
    folder.mkdir(parents=True, exist_ok=True)
    run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(folder)], cwd=folder)
    if not tarball.is_file():
        raise BuildError(f"npm pack did not produce {tarball}")
    return tarball


def pyodide_core(offline: bool) -> Path:
    """Directory holding the unpacked npm package (cached beside the tarball)."""
    tarball = pyodide_tarball(offline)
    target = cache_dir() / "npm" / f"pyodide-{PYODIDE_VERSION}"
    marker = target / ".complete"
    if not marker.exists():
        shutil.rmtree(target, ignore_errors=True)
        with tarfile.open(tarball) as tar:
            if hasattr(tarfile, "data_filter"):  # Python >= 3.11.4
                tar.extractall(target, filter="data")
            else:
                tar.extractall(target)
        marker.write_text(PYODIDE_TARBALL)
    package = target / "package"
    missing = [f for f in PYODIDE_CORE_FILES if not (package / f).is_file()]
    if missing:
        raise BuildError(f"the pyodide npm package lacks {missing}")
    return package


def wheel(pin: Pin, offline: bool) -> Path:
    """Path to the cached wheel for `pin`, downloading it from PyPI once."""
    folder = cache_dir() / "wheels"
    path = folder / pin.file_name
    if path.is_file():
        return path
    if offline:
        raise BuildError(f"offline build, but {path} is not in the cache: run one build with network first")
    folder.mkdir(parents=True, exist_ok=True)
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode != 0:
        raise BuildError(f"pip is needed once to fetch {pin.file_name} from PyPI: `{sys.executable} -m ensurepip` "
                         "or install your system's python3-pip")
    cmd = [sys.executable, "-m", "pip", "download", f"{pin.name}=={pin.version}", "--no-deps",
           "--only-binary=:all:", "--disable-pip-version-check", "-d", str(folder)]
    if pin.wasm:
        cmd += ["--platform", WASM_PLATFORM, "--python-version", "3.14"]
    run(cmd)
    if not path.is_file():
        raise BuildError(f"pip download did not produce {path.name}; got {sorted(p.name for p in folder.iterdir())}")
    return path


def all_wheels(offline: bool) -> list[Path]:
    """Every pinned third-party wheel, from the cache or PyPI."""
    paths = []
    for pin in WHEELS:
        paths.append(wheel(pin, offline))
    print(f"  {len(paths)} third-party wheels ready in {cache_dir() / 'wheels'}")
    return paths
