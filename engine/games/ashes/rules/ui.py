"""Choice building shared by the rules: one board target per enabled option, so a tap picks exactly one option."""

from __future__ import annotations

from engine.core.choice import Choice, Option


def make_choice(seat: int, prompt: str, options: list[Option]) -> Choice:
    """A Choice where no two enabled options share a target (a later duplicate loses its target)."""
    seen: set[str] = set()
    for option in options:
        if option.target is None or not option.enabled:
            continue
        if option.target in seen:
            option.target = None
        else:
            seen.add(option.target)
    return Choice(seat, prompt, options)
