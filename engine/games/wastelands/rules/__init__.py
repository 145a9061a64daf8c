"""Rise of the Wastelands rules, split by concern: setup, the piles drawn from (decks), the effect kinds
(effects, and attacks for those aimed at other players), the turn, the actions, combat, the Rain of Fire window (interrupts), influence, achievements, clouds,
endgame; every module registers its frame handlers on the one flow (flow.py)."""


def load() -> None:
    """Import every rules module so that its frame handlers register on the flow."""
    from . import achievements, attacks, clouds, combat, effects, endgame, influence, interrupts, turn  # noqa: F401
    from .actions import load as load_actions

    load_actions()
