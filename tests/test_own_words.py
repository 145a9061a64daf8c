"""Player-facing content text is written in our own words: no 8-word run copied from the game's rulebook."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES_DIR = ROOT.parent / "shared" / "rules"  # the rulebooks sit beside the checkout (not shipped, not in git)
RULEBOOKS = {"ashes": "000_cd0521c05d720d2e.txt", "wastelands": "004_137d765bfc37b4ea.txt"}
RUN = 8


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def _strings(node):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


@pytest.mark.parametrize("game_id", sorted(RULEBOOKS))
def test_content_text_is_in_our_own_words(game_id: str) -> None:
    """No string in the game's content files shares a run of 8 words with its rulebook."""
    rulebook = RULES_DIR / RULEBOOKS[game_id]
    if not rulebook.exists():
        pytest.skip(f"rulebook not beside the checkout: {rulebook}")
    words = _words(rulebook.read_text(encoding="utf-8"))
    runs = {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}
    folder = Path(str(resources.files(f"engine.games.{game_id}.content")))
    copied = []
    for path in sorted(folder.glob("*.json")):
        for text in _strings(json.loads(path.read_text(encoding="utf-8"))):
            ws = _words(text)
            copied += [f"{path.name}: {' '.join(ws[i:i + RUN])}" for i in range(len(ws) - RUN + 1)
                       if tuple(ws[i:i + RUN]) in runs]
    assert not copied, "text copied from the rulebook:\n" + "\n".join(copied[:10])
