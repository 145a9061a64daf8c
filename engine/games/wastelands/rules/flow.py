"""The one `Flow` (frame handler table) of Rise of the Wastelands; every rules module registers on it."""

from engine.core.effects import Flow

FLOW = Flow()
