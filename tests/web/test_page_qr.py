"""QR encoder (web/qr.js) against known vectors and the QR spec's structure, run in Chromium.

The vectors are module matrices made by an independent encoder (segno 1.6.6) for texts that fill a
version exactly (segno pads one extra zero byte after the terminator on a byte boundary, which the
spec does not ask for, so partly filled symbols differ in their pad codewords while both decode).
Small versions are compared module by module; large ones by the SHA-256 of their rows. Structure
checks: finder and timing patterns, BCH-valid format bits in both copies, version bits for v >= 7.
When `zbarimg` (Debian zbar-tools) is installed, a drawn share-link QR is also decoded back.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess

import pytest

SMALL = [
    (14, 'M', 2, 1, [
        '111111100111101111111',
        '100000100100101000001',
        '101110101001101011101',
        '101110101000101011101',
        '101110101100101011101',
        '100000101110101000001',
        '111111101010101111111',
        '000000001101100000000',
        '101111100101001111100',
        '011010001100011111111',
        '100110111101111100110',
        '010111010001110011100',
        '110001101000111011001',
        '000000001000000111101',
        '111111100011110100110',
        '100000101110100111101',
        '101110101000001111011',
        '101110101101011010100',
        '101110101001101100100',
        '100000100001110011100',
        '111111101101101101010',
    ]),
    (17, 'L', 5, 1, [
        '111111100001001111111',
        '100000100001101000001',
        '101110100000101011101',
        '101110101000101011101',
        '101110101001001011101',
        '100000100101101000001',
        '111111101010101111111',
        '000000000001100000000',
        '110001110101000011000',
        '100000000010010001110',
        '100101101011111100110',
        '010010011101110111100',
        '000011100011100000010',
        '000000001110000011101',
        '111111101101110100110',
        '100000101100101001111',
        '101110100000001111000',
        '101110100011011110110',
        '101110100010110111111',
        '100000101111110111100',
        '111111101011101101010',
    ]),
    (26, 'M', 0, 2, [
        '1111111001011111101111111',
        '1000001010001011101000001',
        '1011101000100000001011101',
        '1011101001000001001011101',
        '1011101011000011001011101',
        '1000001001100001001000001',
        '1111111010101010101111111',
        '0000000001000111100000000',
        '1010101000011101100010010',
        '0010010101011100111100001',
        '1111011111100110110110111',
        '0000000111101111011100010',
        '1111001001111100011101011',
        '0000000101010000111001001',
        '1001001011101100011100111',
        '0100010111100111100010010',
        '1000101111101101111111000',
        '0000000011001101100011011',
        '1111111001000001101011011',
        '1000001001110100100011011',
        '1011101011101100111111000',
        '1011101000111100000111100',
        '1011101011000000110010001',
        '1000001001011111111011010',
        '1111111011010111101100011',
    ]),
]
LARGE = [
    (213, 'M', 3, 10, '3cd005d8855e0709dc33c898a90bbe6923d2b0f395d3002945e73843e84c42a8'),
    (1465, 'L', 6, 27, '60cc4a23483cf12b572367e47b1fd0d85a21207010ec81b90ab066bdffaf7a4f'),
    (1628, 'M', 1, 33, '307d5669a7d01ca9f7a2edbed980848c370020d4a6c1ae712c2e98ec5183df03'),
    (2331, 'M', 7, 40, 'cc1a4b0aafd7a0e3cc06c9f96712220532f4babc14986ce49357ddb740479865'),
    (2953, 'L', 4, 40, '42c730846bb3185b6cef987b4fb9a6c91780c306cbc6fe870121e7bf1e9fa43e'),
]


def text(n: int) -> str:
    """The deterministic test text of n bytes used for every vector."""
    return ("https://q.example/#code=" + "AbCdEfGhIj0123456789-_xyZ" * 200)[:n]


@pytest.fixture
def qr(page, site_url):
    """A page with web/qr.js imported as window.qrmod."""
    page.goto(site_url + "/")
    page.evaluate("async () => { window.qrmod = await import('./qr.js'); }")
    return page


def encode(page, data: str, ecl: str, mask: int = -1, strict: bool = True) -> dict:
    return json.loads(page.evaluate(
        "([t, e, m, s]) => { const q = window.qrmod.encodeQR(t, {ecl: e, mask: m, strict: s});"
        " return JSON.stringify({version: q.version, ecl: q.ecl, mask: q.mask,"
        " rows: q.modules.map(r => r.map(v => v ? '1' : '0').join(''))}); }",
        [data, ecl, mask, strict]))


@pytest.mark.parametrize("n,ecl,mask,version,rows", SMALL)
def test_small_versions_match_vectors(qr, n, ecl, mask, version, rows):
    got = encode(qr, text(n), ecl, mask)
    assert got["version"] == version
    assert got["rows"] == rows


@pytest.mark.parametrize("n,ecl,mask,version,digest", LARGE)
def test_large_versions_match_vector_digests(qr, n, ecl, mask, version, digest):
    got = encode(qr, text(n), ecl, mask)
    assert got["version"] == version
    assert hashlib.sha256("\n".join(got["rows"]).encode()).hexdigest() == digest


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
    got = encode(qr, text(length), "M", strict=False)
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
    ecl_bits = (a ^ 0x5412) >> 13
    assert ecl_bits == {"M": 0, "L": 1}[got["ecl"]]
    assert ((a ^ 0x5412) >> 10) & 7 == got["mask"]
    if got["version"] >= 7:
        bits = sum(int(rows[b][n - 11 + (i % 3)]) << i for i, b in ((i, i // 3) for i in range(18)))
        assert bits >> 12 == got["version"]
        rem = bits >> 12
        for _ in range(12):
            rem = (rem << 1) ^ ((rem >> 11) * 0x1F25)
        assert ((bits >> 12) << 12 | rem) == bits


def test_level_m_for_a_1600_character_link(qr):
    got = encode(qr, text(1600), "M", strict=False)
    assert got["ecl"] == "M" and got["version"] <= 40


def test_too_long_raises(qr):
    with pytest.raises(Exception, match="Too long"):
        encode(qr, text(3000), "M", strict=False)


@pytest.mark.skipif(shutil.which("zbarimg") is None, reason="zbarimg (Debian zbar-tools) not installed")
def test_drawn_code_decodes(qr, tmp_path):
    link = "http://127.0.0.1:8000/#code=" + "S1" + "Ab9_-" * 300
    data_url = qr.evaluate(
        "(t) => { const c = document.createElement('canvas'); window.qrmod.drawQR(c, t, {scale: 4});"
        " return c.toDataURL('image/png'); }", link)
    import base64
    png = tmp_path / "qr.png"
    png.write_bytes(base64.b64decode(data_url.split(",", 1)[1]))
    out = subprocess.run(["zbarimg", "-q", "--raw", str(png)], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == link
