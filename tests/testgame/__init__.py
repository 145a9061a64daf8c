"""Salvage Run: a small test game that proves the engine core (not shipped, registered only by tests).

It has hidden hands, a face-down deck, a random bag draw, a multi-step choice with Back and Done,
and an optional automa seat (the Scavenger) whose decisions follow fixed rules.
"""

from engine.core.registry import register

from .rules import GAME

register(GAME)

__all__ = ["GAME"]
