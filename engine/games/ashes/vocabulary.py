"""ASHES' effect vocabulary: the one table of effect kinds (declared in rules/effects.py)."""

from __future__ import annotations

from engine.core.vocabulary import Vocabulary

EFFECTS = Vocabulary("ashes")
