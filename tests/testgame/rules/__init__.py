"""Salvage Run's rules: the turn as a chain of choices, the Scavenger's turn, scoring."""


def load() -> None:
    """Import every rules module so that its frame handlers register on the flow."""
    from . import turn  # noqa: F401
