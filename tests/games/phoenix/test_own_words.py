"""Player-facing Phoenix text is in our own words: no run of 8 words copied from the rulebook in the content files,
the How-to-play guide (help.json), or the prompts and labels of a played game."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest

from engine.core import bots
from engine.playout import bot_session

from .helpers import GAME

RULEBOOK = Path(__file__).resolve().parents[3].parent / "shared" / "rules" / "003_deccdbef37a7750f.txt"
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


def _runs() -> set[tuple[str, ...]]:
    if not RULEBOOK.exists():
        pytest.skip(f"rulebook not beside the checkout: {RULEBOOK}")
    words = _words(RULEBOOK.read_text(encoding="utf-8"))
    return {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


def _copied(texts, runs, where: str) -> list[str]:
    found = []
    for text in texts:
        ws = _words(text)
        found += [f"{where}: {' '.join(ws[i:i + RUN])}" for i in range(len(ws) - RUN + 1)
                  if tuple(ws[i:i + RUN]) in runs]
    return found


def test_content_and_guide_in_our_own_words():
    """Rules text shown to players (content files, help.json) shares no 8-word run with the rulebook."""
    runs = _runs()
    copied = []
    folder = Path(str(resources.files("engine.games.phoenix.content")))
    for path in sorted(folder.glob("*.json")):
        copied += _copied(_strings(json.loads(path.read_text(encoding="utf-8"))), runs, path.name)
    guide = Path(str(resources.files("engine.games.phoenix"))) / "help.json"
    copied += _copied(_strings(json.loads(guide.read_text(encoding="utf-8"))), runs, "help.json")
    assert not copied, "text copied from the rulebook:\n" + "\n".join(copied[:10])


@pytest.mark.parametrize("players", [1, 3])
def test_prompts_labels_and_log_in_our_own_words(players):
    """The prompts, option labels, reasons and log lines of a random game share no 8-word run with the rulebook."""
    runs = _runs()
    session = bot_session(GAME, players, GAME.normalize_options(players, {}), 5)
    texts: set[str] = set()
    while not session.over:
        state = session.state
        choice = GAME.choice(state)
        assert choice is not None
        texts.add(choice.prompt)
        texts.update(o.label for o in choice.options)
        texts.update(o.why_not for o in choice.options if o.why_not)
        session.apply(bots.choose(GAME, state, "random", bots.bot_rng(5, state.step, choice.seat)))
    texts.update(line.text for line in session.state.log)
    copied = _copied(sorted(texts), runs, "game text")
    assert not copied, "text copied from the rulebook:\n" + "\n".join(copied[:10])
