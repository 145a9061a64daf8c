"""The content loader: JSON and schema errors name the file, the entry and the field."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict

from engine.core.content import ContentError, load_content, parse_content


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    cost: int
    tags: list[str] = []


class Deck(BaseModel):
    cards: list[Card]
    name: str


def test_valid_content_parses():
    """Valid JSON that fits the schema gives the model."""
    deck = parse_content('{"name": "Base", "cards": [{"id": "c1", "cost": 2}]}', Deck, "deck.json")
    assert deck.cards[0].cost == 2 and deck.name == "Base"


def test_bad_json_names_file_line_and_column():
    """Broken JSON gives the file name and where it broke."""
    with pytest.raises(ContentError, match=r"^deck\.json: not valid JSON at line 2, column \d+"):
        parse_content('{"name": "Base",\n "cards": [,]}', Deck, "deck.json")


def test_schema_error_names_file_entry_id_and_field():
    """A bad field inside a list entry names the file, the entry's index and id, and the field."""
    text = '{"name": "Base", "cards": [{"id": "c1", "cost": 2}, {"id": "c2", "cost": "lots"}]}'
    with pytest.raises(ContentError) as caught:
        parse_content(text, Deck, "deck.json")
    message = str(caught.value)
    assert message.startswith("deck.json: entry cards[1] (id 'c2').cost: ")
    assert "integer" in message


def test_missing_and_extra_fields_are_named():
    """A missing field and an unknown field are both located, and further problems are counted."""
    with pytest.raises(ContentError, match=r"entry cards\[0\] \(id 'c1'\)\.cost: Field required"):
        parse_content('{"name": "B", "cards": [{"id": "c1"}]}', Deck, "deck.json")
    with pytest.raises(ContentError, match=r"entry cards\[0\] \(id 'c1'\)\.colour: Extra inputs"):
        parse_content('{"name": "B", "cards": [{"id": "c1", "cost": 1, "colour": "red"}]}', Deck, "deck.json")
    with pytest.raises(ContentError, match=r"\(and 1 more problems\)"):
        parse_content('{"cards": [{"id": "c1"}]}', Deck, "deck.json")


def test_entries_without_id_and_root_errors():
    """An entry without an id is named by index; a wrong top-level type is reported at the root."""
    with pytest.raises(ContentError, match=r"entry cards\[0\]\.id: "):
        parse_content('{"name": "B", "cards": [{"cost": 1}]}', Deck, "deck.json")
    with pytest.raises(ContentError, match=r"^deck\.json: entry <root>: "):
        parse_content("[1, 2]", Deck, "deck.json")


def test_load_content_reads_package_data_and_reports_missing_files():
    """load_content reads a file from a package's data and names a missing file and its package."""
    with pytest.raises(ContentError, match=r"^nope\.json: content file not found in engine\.core"):
        load_content("engine.core", "nope.json", Deck)


def test_load_content_validates_a_package_file(tmp_path, monkeypatch):
    """load_content reads a JSON file shipped in a package and validates it, naming that file on errors."""
    package = tmp_path / "contentpkg_for_test"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "deck.json").write_text('{"name": "Base", "cards": [{"id": "c1", "cost": 3}]}')
    (package / "broken.json").write_text('{"name": "Base", "cards": [{"id": "c9", "cost": -1, "tags": "x"}]}')
    monkeypatch.syspath_prepend(str(tmp_path))
    assert load_content("contentpkg_for_test", "deck.json", Deck).cards[0].cost == 3
    with pytest.raises(ContentError, match=r"^broken\.json: entry cards\[0\] \(id 'c9'\)\.tags: "):
        load_content("contentpkg_for_test", "broken.json", Deck)
