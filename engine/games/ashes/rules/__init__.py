"""ASHES rules, split by phase; importing the package registers every frame handler on `flow`."""

from . import (additional, cards, characters, effects, main_actions, missions, protocols, round,  # noqa: F401
               scoring, setup, turn)
from .flow import flow

__all__ = ["flow"]
