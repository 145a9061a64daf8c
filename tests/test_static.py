"""Static checks over engine/: ruff (lint, import order, modern syntax) and pyright (types, basic mode).

Both tools are pinned by the project (ruff in pyproject's test extra, pyright in package.json) and configured in
pyproject.toml; a clean run of each is part of the suite, so `python -m pytest` checks them too.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYRIGHT = ROOT / "node_modules" / ".bin" / "pyright"


def run(cmd: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_is_clean():
    """`ruff check engine` reports nothing."""
    proc = run([sys.executable, "-m", "ruff", "check", "engine"])
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]


@pytest.mark.skipif(not PYRIGHT.exists() and shutil.which("npm") is None, reason="npm is not installed")
def test_pyright_is_clean():
    """`pyright` (basic mode, over what pyproject.toml includes: all of engine/) reports no error;
    `npm ci` installs the pinned pyright."""
    assert PYRIGHT.exists(), "run `npm ci`: package.json pins pyright"
    proc = run([str(PYRIGHT), "--pythonpath", sys.executable])
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
