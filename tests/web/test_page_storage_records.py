"""Every localStorage record is checked when read: a damaged one (valid JSON of the wrong shape, garbled text)
is skipped and reported once, never hides the other saves, never blanks the page, and is never deleted; a
damaged home-list entry or table picture loses nothing, since the save record stands in for it. The engine is
kept from loading where only localStorage matters (storage_helpers.block_engine)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from page_helpers import LOAD_TIMEOUT, MOVE_TIMEOUT, current_table, wait_live  # noqa: E402
from storage_helpers import block_engine, genuine_table, open_with_storage, records, storage  # noqa: E402

A, B = "aaaa-1", "bbbb-2"


@pytest.fixture(scope="module")
def two_saves() -> dict[str, str]:
    """The entries of two genuine saves of the test game, A played more recently than B."""
    return {**records(A, genuine_table(seed=11), updated=2_000), **records(B, genuine_table(seed=12), updated=1_000)}


def listed(page) -> list[str]:
    page.locator("#home:not([hidden])").wait_for(timeout=MOVE_TIMEOUT)
    return page.locator("#save-list li").evaluate_all("(items) => items.map((li) => li.dataset.save)")


def notice(page) -> str | None:
    return page.locator("#notice-text").text_content() if page.locator("#notice").is_visible() else None


WRONG_SHAPES = {
    "seats is text": lambda meta: {**meta, "seats": "oops"},
    "seats holds null": lambda meta: {**meta, "seats": [None]},
    "an array": lambda meta: [None],
    "a number": lambda meta: 42,
    "another id": lambda meta: {**meta, "id": "someone-else"},
}


@pytest.mark.parametrize("shape", WRONG_SHAPES)
def test_a_meta_entry_of_the_wrong_shape_loses_nothing(page, site_url, two_saves, shape):
    """A home-list entry of the wrong shape: both saves are still listed (the record stands in), no notice."""
    entries = dict(two_saves)
    entries[f"wt.meta.{A}"] = json.dumps(WRONG_SHAPES[shape](json.loads(entries[f"wt.meta.{A}"])))
    block_engine(page)
    open_with_storage(page, site_url, entries)
    assert listed(page) == [A, B]
    assert not page.get_by_text("No saved games yet.").is_visible()
    assert notice(page) is None
    assert storage(page) == entries, "nothing is deleted or rewritten"
    assert not page.console_errors or all("rules engine" in e or "wasm" in e.lower() or "fetch" in e.lower()
                                          for e in page.console_errors), page.console_errors


@pytest.mark.parametrize("meta", ["intact", "garbled"])
@pytest.mark.parametrize("damage", ["{}", "[null]", '{"id": "aaaa-1", "code": 5}', "not json {", '"text"'])
def test_a_damaged_save_record_is_skipped_reported_and_kept(page, site_url, two_saves, damage, meta):
    """A save record that cannot be read (its home-list entry intact or not): the other save is listed, a
    notice says one could not be read, and the damaged record stays in storage."""
    entries = dict(two_saves)
    entries[f"wt.save.{A}"] = damage
    if meta == "garbled":
        entries[f"wt.meta.{A}"] = "garbled"
    block_engine(page)
    open_with_storage(page, site_url, entries)
    assert listed(page) == [B]
    assert "One saved game could not be read" in (notice(page) or "")
    assert storage(page) == entries


def test_every_probe_at_once_still_lists_the_good_save(page, site_url, two_saves):
    """Damaged records of several kinds together (meta, record, snapshot, last): one good save is listed, the
    notice counts the two unreadable saves, and nothing is deleted."""
    entries = dict(two_saves)
    entries.update({
        f"wt.save.{A}": "{}", f"wt.meta.{A}": json.dumps({"seats": "oops"}),
        "wt.save.cccc-3": "[null]", "wt.meta.cccc-3": "[null]",
        f"wt.snap.{B}": "{broken", "wt.last": "<img src=x>",
    })
    block_engine(page)
    open_with_storage(page, site_url, entries)
    assert listed(page) == [B]
    assert "2 saved games could not be read" in (notice(page) or "")
    assert {k: v for k, v in storage(page).items() if k != "wt.last"} == \
        {k: v for k, v in entries.items() if k != "wt.last"}


def test_last_naming_a_save_with_an_empty_table_resumes_from_its_code(page, site_url, two_saves):
    """wt.last names a save whose table picture is `{}`: no blank page, the game resumes live from its code."""
    entries = dict(two_saves)
    rec = json.loads(entries[f"wt.save.{A}"])
    code = rec["code"]
    entries[f"wt.save.{A}"] = json.dumps({**rec, "table": {}})
    entries["wt.last"] = A
    open_with_storage(page, site_url, entries)
    page.locator("#table:not([hidden])").wait_for(timeout=MOVE_TIMEOUT)
    page.wait_for_selector("body[data-engine=ready]", timeout=LOAD_TIMEOUT)
    wait_live(page)
    assert current_table(page)["code"] == code
    assert not page.console_errors, page.console_errors


def test_a_damaged_last_save_falls_back_to_home(page, site_url, two_saves):
    """wt.last names a save whose record is damaged: the home screen, the other save listed, the notice."""
    entries = {**two_saves, f"wt.save.{A}": json.dumps({"id": A}), "wt.last": A}
    block_engine(page)
    open_with_storage(page, site_url, entries)
    assert listed(page) == [B]
    assert "One saved game could not be read" in (notice(page) or "")
    assert storage(page)[f"wt.save.{A}"] == entries[f"wt.save.{A}"]
