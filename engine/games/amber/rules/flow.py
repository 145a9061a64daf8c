"""Ashes & Amber's one `Flow` (choices with a single possible answer resolve without asking)."""

from engine.core.effects import Flow

FLOW = Flow(resolve_forced=True)
