"""Choices as data (engine/core/choice.py)."""

from engine.core.choice import Choice, Option, disabled


def test_enabled_options_never_share_a_board_target():
    """When enabled options name the same target, only the first keeps it, so a tap picks one option."""
    choice = Choice(0, "Build which outpost?", [
        Option("Water", "w", target="unit:1"), Option("Ammo", "a", target="unit:1"),
        disabled("Metal", "no metal", "m", target="unit:1"), Option("Elsewhere", "e", target="hex:0,0"),
    ])
    assert [o.target for o in choice.options] == ["unit:1", None, "unit:1", "hex:0,0"]
