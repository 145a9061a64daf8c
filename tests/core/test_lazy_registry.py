"""Lazy game registration: shipped games are listed from their meta.py, their rules imported on first use."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import import_module

import pytest

from engine.core import registry
from engine.core.game import GameMeta
from engine.games import SHIPPED_GAMES


@pytest.mark.parametrize("name", SHIPPED_GAMES)
def test_light_metadata_is_what_the_loaded_game_reports(name):
    """Every shipped game's META equals the loaded Game's metadata: the picker never shows stale data."""
    meta = import_module(f"engine.games.{name}.meta").META
    game = registry.get_game(meta.id)
    assert game.id == meta.id == name
    assert game.info() == meta.info()
    assert game.rules_version == meta.rules_version
    infos = {info["id"]: info for info in registry.game_infos()}
    assert infos[meta.id] == game.info()


def test_game_list_imports_no_rules_until_a_game_is_used():
    """In a fresh interpreter the `games` op loads no game's rules; get_game then loads just that one game."""
    script = """
import json, sys
from engine import api
from engine.core import registry
rules = lambda: sorted(m for m in sys.modules if m.startswith("engine.games.") and m.count(".") > 2
                       and not m.endswith(".meta"))
listed = [g["id"] for g in json.loads(api.handle('{"op": "games"}'))["result"]["games"]]
before = rules()
ashes = registry.get_game("ashes")
print(json.dumps({"listed": listed, "before": before, "after": rules(),
                  "loaded": [registry.is_loaded(i) for i in listed]}))
"""
    out = json.loads(subprocess.run([sys.executable, "-c", script], check=True, capture_output=True,
                                    text=True).stdout)
    assert out["listed"][:2] == ["ashes", "wastelands"]
    assert out["before"] == []
    assert "engine.games.ashes.game" in out["after"]
    assert not any(m.startswith("engine.games.wastelands.") for m in out["after"])
    assert out["loaded"][:2] == [True, False]


def test_a_lazy_entry_gives_way_to_the_game_its_module_registers():
    """register_lazy never replaces a registered game; a module that registers nothing is an error, not a hang."""
    from testgame import GAME

    registry.register_lazy(GameMeta(GAME.id, "Other", "", 1, 2, False, "1"), "testgame")
    assert registry.get_game(GAME.id) is GAME
    registry.register_lazy(GameMeta("lazy-nothing", "Nothing", "", 1, 2, False, "1"), "testgame")
    try:
        assert not registry.is_loaded("lazy-nothing")
        assert "lazy-nothing" in [info["id"] for info in registry.game_infos()]
        with pytest.raises(RuntimeError, match="did not register"):
            registry.get_game("lazy-nothing")
    finally:
        registry.unregister("lazy-nothing")
