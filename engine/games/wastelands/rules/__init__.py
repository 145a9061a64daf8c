"""Rise of the Wastelands rules, split by concern: setup, turn, actions, combat, influence, achievements, endgame."""


def load() -> None:
    """Import every rules module so that its frame handlers register on the flow."""
    from . import achievements, clouds, combat, effects, endgame, influence, interrupts, turn  # noqa: F401
    from .actions import load as load_actions

    load_actions()
