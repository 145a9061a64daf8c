"""ASHES rules, split by phase: setup, the round, the turn menu, protocols, main and additional actions, cards,
missions, characters, the effect kinds and the choices they ask, materials, the strength tree and scoring; every
module registers its frame handlers on the one flow (flow.py)."""


def load() -> None:
    """Import every rules module so that its frame handlers register on the flow."""
    from . import (  # noqa: F401
        additional,
        cards,
        characters,
        effect_choices,
        effects,
        main_actions,
        materials,
        missions,
        protocols,
        round,
        scoring,
        setup,
        strength,
        turn,
    )
