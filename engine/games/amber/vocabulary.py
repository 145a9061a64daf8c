"""Ashes & Amber's effect vocabulary (the kinds are declared in rules/effects.py)."""

from engine.core.vocabulary import Vocabulary

EFFECTS = Vocabulary("amber")
