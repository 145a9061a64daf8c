"""ASHES rules, split by phase: setup, the round, the turn menu, protocols, main and additional actions, cards,
missions, characters, the effect kinds and scoring; every module registers its frame handlers on the one flow
(flow.py)."""


def load() -> None:
    """Import every rules module so that its frame handlers register on the flow."""
    from . import (  # noqa: F401
        additional,
        cards,
        characters,
        effects,
        main_actions,
        missions,
        protocols,
        round,
        scoring,
        setup,
        turn,
    )
