"""The ASHES flow: the one table of frame handlers every rules module registers on."""

from __future__ import annotations

from engine.core.effects import Flow

flow = Flow()
