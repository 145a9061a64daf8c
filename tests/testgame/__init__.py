"""Salvage Run: a small test game that proves the engine core (not shipped, registered only by tests).

It has hidden hands, a deck drawn at random, a bag draw, a decision of several steps with Back and Confirm,
and an optional automa seat (the Scavenger) whose decisions follow fixed rules. Its files follow the layout
every game follows (docs/architecture.md, "Adding a game"), at the smallest size.
"""

from .game import GAME

__all__ = ["GAME"]
