"""The one `Flow` (frame handler table) of ASHES; every rules module and the Rival register on it.

Forced choices are asked, not resolved on the spot: ASHES shows every step of a reward chain, even a step with
one possible answer. Back is the flow's own: a step registered `back=True` offers it and
returns to the choice that led to it.
"""

from __future__ import annotations

from engine.core.effects import Flow

FLOW = Flow()
