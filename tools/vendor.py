"""Browser libraries from the npm registry, vendored into dist/vendor/<name>/ with their license.

Each library is a `dependencies` entry of package.json; its exact version and integrity hash come from
package-lock.json. Its tarball is fetched once with `npm pack` into the build cache (like Pyodide) and its
sha512 is checked against the lockfile's integrity before anything is taken from it, so a cached or fetched
tarball that differs from the pinned one stops the build. Files are shipped under `.js` names (never `.mjs`).
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import tarfile
from dataclasses import dataclass
from pathlib import Path

from .fetch import BuildError, cache_dir, run

MIT_TEXT = """Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction, including
without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following
conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions
of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED
TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF
CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
IN THE SOFTWARE.
"""


@dataclass(frozen=True)
class Library:
    """One vendored library: which files of its npm package ship, under which names, and where its license is."""

    name: str
    files: dict[str, str]  # path inside the package -> name in dist/vendor/<name>/
    license: str  # "MIT"
    copyright_from: str  # the package file whose header comment holds its copyright line


LIBRARIES = (
    # QR codes of share links (web/qr.js); its ES module build, shipped as .js. The package has no license
    # file: the license is MIT (package.json) with the copyright in each source file's header.
    Library("qrcode-generator", {"dist/qrcode.mjs": "qrcode.js"}, "MIT", "dist/qrcode.mjs"),
)


def pinned(root: Path, name: str) -> tuple[str, str]:
    """(version, integrity) of `name` as package.json requires and package-lock.json pins it."""
    manifest = json.loads((root / "package.json").read_text())
    lock = json.loads((root / "package-lock.json").read_text())
    if name not in manifest.get("dependencies", {}):
        raise BuildError(f"{name} is vendored but not a `dependencies` entry of package.json")
    entry = lock.get("packages", {}).get(f"node_modules/{name}")
    if not entry or "integrity" not in entry:
        raise BuildError(f"package-lock.json does not pin {name}: run `npm install --package-lock-only`")
    if entry["version"] != manifest["dependencies"][name]:
        raise BuildError(f"package.json asks for {name} {manifest['dependencies'][name]}, "
                         f"package-lock.json pins {entry['version']}")
    return entry["version"], entry["integrity"]


def check_integrity(path: Path, integrity: str) -> None:
    """Refuse a tarball whose hash is not the lockfile's `sha512-<base64>` integrity."""
    algorithm, _, expected = integrity.partition("-")
    if algorithm != "sha512":
        raise BuildError(f"unsupported integrity {integrity[:20]}... for {path.name}")
    actual = base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()
    if actual != expected:
        raise BuildError(f"{path} does not match package-lock.json's integrity (delete it to fetch it again)")


def tarball(name: str, version: str, integrity: str, offline: bool) -> Path:
    """The npm tarball of name@version from the build cache, fetched once with `npm pack`, integrity-checked."""
    folder = cache_dir() / "npm"
    path = folder / f"{name}-{version}.tgz"
    if not path.is_file():
        if offline:
            raise BuildError(f"offline build, but {path} is not in the cache: run one build with network first")
        if not shutil.which("npm"):
            raise BuildError(f"npm is needed once to fetch {name} (apt-get install npm, or any Node 20 install)")
        folder.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"{name}@{version}", "--pack-destination", str(folder)], cwd=folder)
        if not path.is_file():
            raise BuildError(f"npm pack did not produce {path}")
    check_integrity(path, integrity)
    return path


def license_text(library: Library, version: str, header: str) -> str:
    """The license file shipped beside a library: its copyright header as published, then the license text."""
    rules = [i for i, line in enumerate(header.splitlines()) if line.startswith("//---")]
    if len(rules) < 2:
        raise BuildError(f"{library.name}'s {library.copyright_from} no longer starts with its copyright header")
    top = [line.removeprefix("//").strip() for line in header.splitlines()[rules[0] + 1:rules[1]]]
    if library.license != "MIT":
        raise BuildError(f"no license text known for {library.license}")
    return (f"{library.name} {version} (npm), license {library.license}. Its source file's header says:\n\n"
            + "\n".join(f"    {line}" if line else "" for line in top) + "\n\nThe MIT License\n\n" + MIT_TEXT)


def prepare(root: Path, offline: bool) -> list[tuple[Library, str, Path]]:
    """Every library's (library, version, checked tarball), fetched before the output folder is touched."""
    prepared = []
    for library in LIBRARIES:
        version, integrity = pinned(root, library.name)
        prepared.append((library, version, tarball(library.name, version, integrity, offline)))
    return prepared


def install(prepared: list[tuple[Library, str, Path]], out: Path) -> list[str]:
    """Write the prepared libraries into out/vendor/<name>/ (files and LICENSE.txt); return their paths in out."""
    shipped = []
    for library, version, path in prepared:
        target = out / "vendor" / library.name
        target.mkdir(parents=True, exist_ok=True)
        with tarfile.open(path) as tar:
            def read(member: str) -> str:
                try:
                    handle = tar.extractfile(f"package/{member}")
                except KeyError:
                    handle = None
                if handle is None:
                    raise BuildError(f"{library.name} {version} has no {member}")
                return handle.read().decode("utf-8")

            for member, shipped_name in library.files.items():
                (target / shipped_name).write_text(read(member), encoding="utf-8")
                shipped.append(f"vendor/{library.name}/{shipped_name}")
            (target / "LICENSE.txt").write_text(license_text(library, version, read(library.copyright_from)))
            shipped.append(f"vendor/{library.name}/LICENSE.txt")
    return shipped
