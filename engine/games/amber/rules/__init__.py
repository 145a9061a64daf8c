"""Ashes & Amber's rules as flow handlers: setup, the era and its turns, payments, placing cards, card effects,
Catastrophes and targeting, Decisive Moments, the end of the game."""


def load() -> None:
    """Import every rules module so that its frame handlers register on the flow."""
    from . import (  # noqa: F401
        catastrophe,
        effects,
        long_reach,
        moments,
        place,
        remnants,
        round,
        scoring,
        setup,
        targeting,
        tribes,
        turn,
    )
