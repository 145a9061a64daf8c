"""Phoenix New Horizon's rules as flow handlers: setup, the turn, tasks, building, tracks, cards, the end of a
round and the end of the game. Project Kraken's frames are in ../automa."""


def load() -> None:
    """Import every rules module so that its frame handlers register on the flow."""
    from .. import automa  # noqa: F401
    from . import building, cards, effects, round, scoring, setup, tasks, tracks, turn  # noqa: F401
