"""Choices as data: who decides, what they are asked, and the options in a stable order."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

DONE = "Done"
BACK = "Back"


@dataclass
class Option:
    """One thing a seat may pick: its label, the plain value handed to the rules, and its board target."""

    label: str
    value: Any = None
    target: str | None = None
    enabled: bool = True
    why_not: str | None = None

    def to_json(self, index: int) -> dict:
        """Describe the option for the UI (the value stays inside the engine)."""
        return {
            "index": index,
            "label": self.label,
            "target": self.target,
            "enabled": self.enabled,
            "why_not": self.why_not,
        }


@dataclass
class Choice:
    """A decision a seat must make now: a prompt and its options, listed in a stable order."""

    seat: int
    prompt: str
    options: list[Option] = field(default_factory=list)

    def __post_init__(self) -> None:
        """Keep board targets unambiguous: when enabled options share a target, only the first keeps it,
        so a tap on that place picks exactly one option (the others stay reachable as buttons)."""
        seen: set[str] = set()
        for option in self.options:
            if option.target is None or not option.enabled:
                continue
            if option.target in seen:
                option.target = None
            else:
                seen.add(option.target)

    def enabled_indices(self) -> list[int]:
        """Indices of the options that may be picked."""
        return [i for i, option in enumerate(self.options) if option.enabled]

    def to_json(self) -> dict:
        """Describe the choice for the UI."""
        return {
            "seat": self.seat,
            "prompt": self.prompt,
            "options": [option.to_json(i) for i, option in enumerate(self.options)],
        }


def disabled(label: str, why_not: str, value: Any = None, target: str | None = None) -> Option:
    """Build an option that is shown but cannot be picked, with the reason."""
    return Option(label=label, value=value, target=target, enabled=False, why_not=why_not)


class IllegalMove(ValueError):
    """An index that is out of range, disabled, or not this seat's to pick."""
