"""QR codes of share links (web/qr.js over the vendored qrcode-generator), run in Chromium.

The texts are the ones the hand-written encoder was once checked with (texts that fill a version exactly, up
to version 40). Each is drawn on a canvas and decoded back by an independent reader, `zbarimg` (Debian
zbar-tools, installed by .ci/run); the version is the smallest that holds the text at its level, so sizes scale
with the link. The symbol's structure is checked against the QR spec (finder and timing patterns, BCH-valid
format bits in both copies, version bits for v >= 7), and the library is the pinned one with its license.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess

import pytest

# (text length, level, version): each text fills its version at that level exactly
VECTORS = [(14, "M", 1), (17, "L", 1), (26, "M", 2), (213, "M", 10), (1465, "L", 27), (1628, "M", 33),
           (2331, "M", 40), (2953, "L", 40)]


def text(n: int) -> str:
    """The deterministic test text of n bytes used for every vector."""
    return ("https://q.example/#code=" + "AbCdEfGhIj0123456789-_xyZ" * 200)[:n]


@pytest.fixture
def qr(page, site_url):
    """A page with web/qr.js imported as window.qrmod."""
    page.goto(site_url + "/")
    page.evaluate("async () => { window.qrmod = await import('./qr.js'); }")
    return page


def encode(page, data: str, ecl: str = "M") -> dict:
    return json.loads(page.evaluate(
        "([t, e]) => { const q = window.qrmod.encodeQR(t, {ecl: e});"
        " return JSON.stringify({version: q.version, ecl: q.ecl,"
        " rows: q.modules.map(r => r.map(v => v ? '1' : '0').join(''))}); }",
        [data, ecl]))


def zbarimg() -> str:
    """The zbarimg binary (the test is skipped without it outside CI)."""
    found = shutil.which("zbarimg")
    if not found:
        if os.environ.get("CI"):
            raise AssertionError("zbarimg is missing: .ci/run installs Debian's zbar-tools")
        pytest.skip("zbarimg (Debian zbar-tools) not installed")
    return found


def decode_canvas(page, script: str, arg, tmp_path) -> str:
    """Run `script` (returns a canvas data URL) and read the QR code in it back with zbarimg."""
    data_url = page.evaluate(script, arg)
    png = tmp_path / "qr.png"
    png.write_bytes(base64.b64decode(data_url.split(",", 1)[1]))
    out = subprocess.run([zbarimg(), "-q", "--raw", "-Sbinary", str(png)], capture_output=True, timeout=60)
    return out.stdout.decode("utf-8").rstrip("\n")


DRAW = ("([t, e]) => { const c = document.createElement('canvas');"
        " window.qrmod.drawQR(c, t, {scale: 4}); return c.toDataURL('image/png'); }")


@pytest.mark.parametrize("n,ecl,version", VECTORS)
def test_vectors_decode_at_the_smallest_version(qr, tmp_path, n, ecl, version):
    got = encode(qr, text(n), ecl)
    assert (got["version"], got["ecl"]) == (version, ecl)
    assert len(got["rows"]) == 17 + 4 * version
    assert decode_canvas(qr, DRAW, [text(n), ecl], tmp_path) == text(n)


def test_unicode_text_is_encoded_as_utf8(qr, tmp_path):
    link = "http://127.0.0.1/é/#code=S3Ab9_-ß"
    assert decode_canvas(qr, DRAW, [link, "M"], tmp_path) == link


def bch_format_ok(bits: int) -> bool:
    """Format bits: 5 data bits + 10 BCH bits (generator 0x537), XOR-masked with 0x5412."""
    raw = bits ^ 0x5412
    data = raw >> 10
    rem = data
    for _ in range(10):
        rem = (rem << 1) ^ ((rem >> 9) * 0x537)
    return ((data << 10) | rem) == raw


def read_format(rows: list[str]) -> tuple[int, int]:
    n = len(rows)
    m = lambda x, y: int(rows[y][x])  # noqa: E731 - x column, y row
    first = [m(8, i) for i in range(6)] + [m(8, 7), m(8, 8), m(7, 8)] + [m(14 - i, 8) for i in range(9, 15)]
    second = [m(n - 1 - i, 8) for i in range(8)] + [m(8, n - 15 + i) for i in range(8, 15)]
    to_int = lambda bits: sum(b << i for i, b in enumerate(bits))  # noqa: E731
    return to_int(first), to_int(second)


@pytest.mark.parametrize("length", [20, 80, 300, 1600, 2300])
def test_structure_of_share_links(qr, length):
    got = encode(qr, text(length), "M")
    rows = got["rows"]
    n = len(rows)
    assert n == 17 + 4 * got["version"]
    finder = ["1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111"]
    for y in range(7):
        assert rows[y][:7] == finder[y]
        assert rows[y][n - 7:] == finder[y]
        assert rows[n - 7 + y][:7] == finder[y]
    for i in range(8, n - 8):
        assert rows[6][i] == ("1" if i % 2 == 0 else "0"), "horizontal timing pattern"
        assert rows[i][6] == ("1" if i % 2 == 0 else "0"), "vertical timing pattern"
    assert rows[n - 8][8] == "1", "dark module"
    a, b = read_format(rows)
    assert a == b and bch_format_ok(a)
    assert (a ^ 0x5412) >> 13 == {"M": 0, "L": 1}[got["ecl"]]
    if got["version"] >= 7:
        bits = sum(int(rows[b][n - 11 + (i % 3)]) << i for i, b in ((i, i // 3) for i in range(18)))
        assert bits >> 12 == got["version"]
        rem = bits >> 12
        for _ in range(12):
            rem = (rem << 1) ^ ((rem >> 11) * 0x1F25)
        assert ((bits >> 12) << 12 | rem) == bits


def test_sizes_scale_with_the_link(qr):
    versions = [encode(qr, text(n))["version"] for n in (20, 80, 300, 1600, 2300)]
    assert versions == sorted(versions) and versions[0] < versions[-1]


def test_level_m_for_a_1600_character_link(qr):
    got = encode(qr, text(1600), "M")
    assert got["ecl"] == "M" and got["version"] <= 40


def test_too_long_raises(qr):
    with pytest.raises(Exception, match="Too long"):
        encode(qr, text(3000), "M")


def test_the_library_is_the_pinned_one_with_its_license(site_dir):
    """dist/ ships qrcode-generator as package-lock.json pins it, as .js, with its license beside it."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    lock = json.loads((root / "package-lock.json").read_text())["packages"]["node_modules/qrcode-generator"]
    folder = site_dir / "vendor" / "qrcode-generator"
    assert sorted(p.name for p in folder.iterdir()) == ["LICENSE.txt", "qrcode.js"]
    license_text = (folder / "LICENSE.txt").read_text()
    assert f"qrcode-generator {lock['version']}" in license_text and "MIT" in license_text
    assert "Copyright (c) 2009 Kazuhiko Arase" in license_text
    assert "export default qrcode" in (folder / "qrcode.js").read_text()
