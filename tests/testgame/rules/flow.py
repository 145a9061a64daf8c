"""Salvage Run's one `Flow`: every rules module registers its frame handlers on it."""

from __future__ import annotations

from engine.core.effects import Flow

FLOW = Flow()
