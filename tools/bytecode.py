"""Put the bytecode of Pyodide's Python (3.14) into the shipped pure-Python wheels, beside their sources.

Pyodide writes no bytecode cache, so without this the browser compiles every module of pydantic and the engine
from source at each start-up, which in WebAssembly costs seconds (bench/pyodide_resume.mjs measures it). The
build's own Python cannot write 3.14 bytecode, so `tools/compile_pyc.mjs` compiles the modules in Pyodide under
Node; the `.pyc` files are unchecked-hash ones (no file times), so the same sources give the same wheel bytes.
Each wheel is rewritten with its `__pycache__/` entries added and its RECORD listing them; the project's own
wheels ship bytecode only (each module's `.pyc` where its `.py` was, which Python imports without a source):
half the bytes to unpack at every start-up, where the engine's install is part of the wait. Pyodide's standard
library zip ships sources only, so the same run also writes it with each module as bytecode instead (a start-up
compiled every stdlib module it imported: about a second in WebAssembly).
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from .fetch import BuildError

SCRIPT = Path(__file__).with_name("compile_pyc.mjs")


def _record_line(arcname: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def _sourceless_name(pyc: str) -> str:
    """Where a `__pycache__/<stem>.<tag>.pyc` goes when it replaces its source: `<stem>.pyc` beside it."""
    folder, _, name = pyc.rpartition("__pycache__/")
    return folder + name.split(".", 1)[0] + ".pyc"


def add_bytecode(wheel: Path, pycs: Path, sourceless: bool = False) -> None:
    """Rewrite `wheel` with the entries of the zip `pycs` added (and listed in its RECORD); `sourceless`: each
    `.pyc` replaces its module's `.py` instead of joining it."""
    with zipfile.ZipFile(pycs) as extra:
        added = [(info, extra.read(info)) for info in extra.infolist()]
    dropped: set[str] = set()
    if sourceless:
        for info, _ in added:
            if "__pycache__/" in info.filename:  # (the engine's zip also holds its prebuilt catalogs)
                info.filename = _sourceless_name(info.filename)
                dropped.add(info.filename[:-1])
    temp = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(temp, "w", zipfile.ZIP_DEFLATED) as out:
        record_name = next(n for n in src.namelist() if n.count("/") == 1 and n.endswith(".dist-info/RECORD"))
        for info in src.infolist():
            if info.filename in dropped:
                continue
            data = src.read(info)
            if info.filename == record_name:
                lines = [line for line in data.decode().splitlines()
                         if line and not line.startswith(record_name + ",") and line.split(",", 1)[0] not in dropped]
                lines += [_record_line(i.filename, d) for i, d in added] + [f"{record_name},,"]
                data = ("\n".join(lines) + "\n").encode()
            out.writestr(info, data)
        for info, data in added:
            out.writestr(info, data)
    temp.replace(wheel)


def compile_wheels(pyodide_dir: Path, wheels: list[Path], stdlib_out: Path,
                   sourceless: tuple[Path, ...] = ()) -> tuple[int, int]:
    """Add Pyodide-Python bytecode to each wheel (in place; the `sourceless` ones lose their sources for it) and
    write Pyodide's stdlib zip as bytecode to `stdlib_out`; return how many modules were compiled (wheels,
    stdlib)."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is needed to compile the wheels for Pyodide (it comes with npm: apt-get install npm, "
                         "or any Node 20 install)")
    with tempfile.TemporaryDirectory(prefix="pyc-") as tmp:
        proc = subprocess.run([node, str(SCRIPT), str(pyodide_dir), tmp, *map(str, wheels)],
                              capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            raise BuildError(f"compiling the wheels in Pyodide under Node failed:\n{proc.stderr[-3000:]}")
        summary = json.loads(proc.stdout.strip().splitlines()[-1])
        for wheel in wheels:
            add_bytecode(wheel, Path(tmp) / f"{wheel.name}.zip", sourceless=wheel in sourceless)
        shutil.copyfile(Path(tmp) / "python_stdlib.zip", stdlib_out)
    return sum(summary["wheels"].values()), summary["stdlib"]
