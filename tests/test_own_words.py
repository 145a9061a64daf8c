"""Player-facing text is written in our own words: no 8-word run copied from the game's rulebook, in the content
files, the How-to-play guide (help.json), or the prompts, option labels, reasons and log lines of a played game."""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from pathlib import Path

import pytest

from engine.core import bots
from engine.core.registry import get_game
from engine.playout import bot_session

ROOT = Path(__file__).resolve().parents[1]
RULES_DIR = ROOT.parent / "shared" / "rules"  # the rulebooks sit beside the checkout (not shipped, not in git)
RULEBOOKS = {"ashes": "000_cd0521c05d720d2e.txt", "amber": "001_a9ba30cff015d118.txt",
             "phoenix": "003_deccdbef37a7750f.txt", "wastelands": "004_137d765bfc37b4ea.txt"}
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


@cache
def _runs(game_id: str) -> frozenset[tuple[str, ...]]:
    """Every run of RUN words of the game's rulebook (the test is skipped when the rulebook is not there)."""
    rulebook = RULES_DIR / RULEBOOKS[game_id]
    if not rulebook.exists():
        pytest.skip(f"rulebook not beside the checkout: {rulebook}")
    words = _words(rulebook.read_text(encoding="utf-8"))
    return frozenset(tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1))


def _copied(texts, runs: frozenset[tuple[str, ...]], where: str) -> list[str]:
    found = []
    for text in texts:
        ws = _words(text)
        found += [f"{where}: {' '.join(ws[i:i + RUN])}" for i in range(len(ws) - RUN + 1)
                  if tuple(ws[i:i + RUN]) in runs]
    return found


@pytest.mark.parametrize("game_id", sorted(RULEBOOKS))
def test_content_and_guide_are_in_our_own_words(game_id: str) -> None:
    """No string in the game's content files or its How-to-play guide shares a run of 8 words with its rulebook."""
    runs = _runs(game_id)
    copied = []
    folder = Path(str(resources.files(f"engine.games.{game_id}.content")))
    for path in sorted(folder.glob("*.json")):
        copied += _copied(_strings(json.loads(path.read_text(encoding="utf-8"))), runs, path.name)
    guide = Path(str(resources.files(f"engine.games.{game_id}"))) / "help.json"
    if guide.exists():
        copied += _copied(_strings(json.loads(guide.read_text(encoding="utf-8"))), runs, "help.json")
    assert not copied, "text copied from the rulebook:\n" + "\n".join(copied[:10])


@pytest.mark.parametrize("game_id", sorted(RULEBOOKS))
def test_prompts_labels_and_log_are_in_our_own_words(game_id: str) -> None:
    """The prompts, option labels, reasons and log lines of a random game at the smallest and largest player
    counts share no 8-word run with the rulebook."""
    runs = _runs(game_id)
    game = get_game(game_id)
    texts: set[str] = set()
    settings = game.settings()  # the conformance suite's: a solo game with its opponent set up
    for players in sorted({game.min_players, game.max_players}):
        options = next(opts for count, opts in settings if count == players)
        session = bot_session(game, players, game.normalize_options(players, options), 5)
        while not session.over:
            state = session.state
            choice = game.choice(state)
            assert choice is not None
            texts.add(choice.prompt)
            texts.update(o.label for o in choice.options)
            texts.update(o.why_not for o in choice.options if o.why_not)
            session.apply(bots.choose(game, state, "random", bots.bot_rng(5, state.step, choice.seat)))
        texts.update(line.text for line in session.state.log)
    copied = _copied(sorted(texts), runs, "game text")
    assert not copied, "text copied from the rulebook:\n" + "\n".join(copied[:10])
