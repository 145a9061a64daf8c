"""The one `Flow` (frame handler table) of Rise of the Wastelands; every rules module and the automa register on it.

It resolves forced choices on the spot (engine/core/effects.py, `resolve_forced`): when a choice has exactly
one enabled option besides Back, the rulebook leaves no freedom, so the option is applied without asking
(rules notes R20; Skip and Done are real options, so optional steps are still asked). Back is the flow's own:
a step registered `back=True` offers it and it returns to the last choice actually asked. `refresh` (views,
tests) rebuilds the pending choice without applying anything.

A choice whose number of enabled options depends on something the other seats cannot see (the cards in a
hand) is asked even when forced: resolving it at once would tell them (rules notes R20). Such frames
register a test with `conceal`.
"""

from __future__ import annotations

from engine.core.effects import Flow

FLOW = Flow(resolve_forced=True)
conceal = FLOW.conceal
