"""A crafted code in the page: about 200 characters with a valid checksum, the test game's header and a claim
of 20,000 moves but no move data (built the way tests/core/test_savecode_fuzz.py builds its forgeries). The
Load dialog refuses it with the engine's message, and New game works right after: the engine is not kept busy
replaying moves the code does not hold. (How long the refusal took is printed, not asserted.)"""

from __future__ import annotations

import base64
import hashlib
import json
import sys
import time
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import MOVE_TIMEOUT, TEST_GAME_TITLE, open_home, wait_live  # noqa: E402

from engine.core import bots, savecode  # noqa: E402
from engine.core.session import HUMAN, SeatSetup, Session  # noqa: E402
from testgame import GAME  # noqa: E402


def genuine_code() -> str:
    """A genuine format-3 code of a test game in progress (three seats, 14 random decisions)."""
    s = Session(GAME, 3, {"rounds": "5"}, 4, SeatSetup(["P0", "P1", "P2"], [HUMAN] * 3))
    while s.choice() is not None and len(s.indices) < 14:
        s.apply(bots.choose(GAME, s.state, "random", bots.bot_rng(4, s.state.step, s.choice().seat)))
    return savecode.encode(s)


def varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | 0x80 if value else byte)
        if not value:
            return bytes(out)


def crafted_code(moves_claimed: int = 20_000) -> str:
    """The genuine code's header claiming `moves_claimed` decisions, its draws, and one byte of move data."""
    code = genuine_code()
    raw = base64.urlsafe_b64decode(code[2:] + "=" * (-len(code[2:]) % 4))
    head, _, rest = zlib.decompress(raw[savecode.CHECKSUM_BYTES:], -15).partition(b"\0")
    header = json.loads(head)
    size = rest[0]
    assert size < 0x80
    draws = rest[1 + size:]
    header["k"] = moves_claimed
    payload = json.dumps(header).encode() + b"\0" + varint(1) + b"\x01" + draws
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    blob = packer.compress(payload) + packer.flush()
    return "S3" + base64.urlsafe_b64encode(hashlib.sha256(blob).digest()[:savecode.CHECKSUM_BYTES] + blob).decode().rstrip("=")


def test_a_crafted_long_replay_code_is_refused_and_new_game_works_right_after(page, site_url):
    code = crafted_code()
    assert len(code) < 300
    open_home(page, site_url)
    page.get_by_role("button", name="Load save code").click()
    dialog = page.locator("#load-dialog")
    dialog.get_by_label("Paste a save code or a game link").fill(code)
    started = time.monotonic()
    dialog.get_by_role("button", name="Load game").click()
    error = page.locator("#load-error")
    page.wait_for_selector("#load-error:not(:empty)", timeout=MOVE_TIMEOUT)
    print(f"\ncrafted code of {len(code)} characters refused in {time.monotonic() - started:.2f} s (page)")
    assert "damaged" in error.text_content() or "run out" in error.text_content(), error.text_content()
    dialog.get_by_role("button", name="Cancel").click()
    assert page.locator("#save-list li").count() == 0, "a refused code touches no save"

    page.get_by_role("button", name=TEST_GAME_TITLE, exact=True).click()
    page.locator("#new-game-dialog").get_by_role("button", name="Start game").click()
    wait_live(page)
    assert page.locator("#table").is_visible()
    page.wait_for_selector("#table[data-live=true]", timeout=MOVE_TIMEOUT)
