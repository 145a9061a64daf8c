"""Build pure-Python wheels of our own packages, and read the metadata of any wheel.

Our packages (engine, the test game) are pure Python, so a wheel is a zip of the package folder plus a
dist-info folder (PEP 427). Writing it here, instead of `pip wheel .`, needs no network (pip's build
isolation would fetch setuptools) and gives byte-identical wheels for identical sources.
"""

from __future__ import annotations

import base64
import hashlib
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    tomllib = None

FIXED_DATE = (2020, 1, 1, 0, 0, 0)  # reproducible zip entries
SKIP_PARTS = {"__pycache__", ".pytest_cache", ".mypy_cache"}


@dataclass
class WheelInfo:
    """What the lockfile needs to know about one wheel."""

    path: Path
    name: str  # canonical: lowercase, runs of -_. become -
    version: str
    imports: list[str]
    requires: list[str] = field(default_factory=list)  # canonical names of unconditional dependencies


def canonical(name: str) -> str:
    """PEP 503 name normalisation, as Pyodide's lockfile keys use it."""
    return re.sub(r"[-_.]+", "-", name).lower()


def project_metadata(root: Path) -> tuple[str, str, list[str]]:
    """(name, version, dependencies) from root/pyproject.toml."""
    data = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    return data["name"], data["version"], list(data.get("dependencies", []))


def package_files(package_dir: Path):
    """Yield (path inside the wheel, file) for every file of the package, sorted, without caches."""
    top = package_dir.name
    for path in sorted(package_dir.rglob("*")):
        rel = path.relative_to(package_dir)
        if path.is_dir() or SKIP_PARTS & set(rel.parts) or path.suffix in (".pyc", ".pyo"):
            continue
        yield f"{top}/{rel.as_posix()}", path


def _record_line(arcname: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def build_wheel(package_dir: Path, name: str, version: str, requires: list[str], out_dir: Path) -> Path:
    """Write `<name>-<version>-py3-none-any.whl` holding `package_dir` into out_dir; return its path."""
    dist = f"{re.sub(r'[-.]+', '_', name)}-{version}"
    info = f"{dist}.dist-info"
    metadata = "".join(
        [f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"]
        + [f"Requires-Dist: {req}\n" for req in requires]
    )
    wheel_meta = "Wheel-Version: 1.0\nGenerator: wasteland-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries = [(arc, path.read_bytes()) for arc, path in package_files(package_dir)]
    entries += [
        (f"{info}/METADATA", metadata.encode()),
        (f"{info}/WHEEL", wheel_meta.encode()),
        (f"{info}/top_level.txt", f"{package_dir.name}\n".encode()),
    ]
    record = "\n".join([_record_line(a, d) for a, d in entries] + [f"{info}/RECORD,,", ""])
    entries.append((f"{info}/RECORD", record.encode()))
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{dist}-py3-none-any.whl"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for arcname, data in entries:
            zi = zipfile.ZipInfo(arcname, FIXED_DATE)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zf.writestr(zi, data)
    return target


def _requirement_name(line: str) -> str | None:
    """Canonical name of an unconditional Requires-Dist, or None for extras and markers."""
    if ";" in line:
        return None
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", line)
    return canonical(match.group(1)) if match else None


def read_wheel(path: Path) -> WheelInfo:
    """Name, version, top-level imports and dependencies of a wheel, from its dist-info."""
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        meta = zf.read(meta_name).decode("utf-8", "replace").split("\n\n", 1)[0]
    fields: dict[str, list[str]] = {}
    for line in meta.splitlines():
        key, _, value = line.partition(":")
        fields.setdefault(key.strip(), []).append(value.strip())
    imports = set()
    for n in names:
        top = n.split("/", 1)[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in n and n.endswith(("/__init__.py", "/__init__.pyc")) and n.count("/") == 1:
            imports.add(top)
        elif "/" not in n and n.endswith((".py", ".pyc")):  # a sourceless wheel has only the .pyc
            imports.add(n.rsplit(".", 1)[0])
        elif "/" not in n and ".cpython" not in n and n.endswith(".so"):
            imports.add(n.split(".", 1)[0])
    requires = [r for r in (_requirement_name(x) for x in fields.get("Requires-Dist", [])) if r]
    return WheelInfo(path, canonical(fields["Name"][0]), fields["Version"][0], sorted(imports), requires)
