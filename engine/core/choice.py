"""Choices as data: who decides, what they are asked, and the options in a stable order.

Every option carries a `Role` that says what picking it means to the flow, the bots and the page (a plain
pick, finishing a chain, stepping back, declining an optional step, confirming); nothing reads meaning from a
label. Labels are words for people only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

# Label definitions: the words shown for the non-pick roles (nothing compares labels).
DONE = "Done"
BACK = "Back"
SKIP = "Skip"
CONFIRM = "Confirm"


class Role(str, Enum):
    """What picking an option means, independent of its words."""

    PICK = "pick"  # choose this thing (the usual case)
    DONE = "done"  # finish the decision being made (stop adding, end the chain)
    BACK = "back"  # return to the previous step of the same decision (added by the flow)
    SKIP = "skip"  # decline an optional step or reward
    CONFIRM = "confirm"  # commit what the previous steps of the decision prepared


@dataclass
class Option:
    """One thing a seat may pick: its label, the plain value handed to the rules, its board target and role."""

    label: str
    value: Any = None
    target: str | None = None
    enabled: bool = True
    why_not: str | None = None
    role: Role = Role.PICK

    def to_json(self, index: int) -> dict:
        """Describe the option for the UI (the value stays inside the engine)."""
        return {
            "index": index,
            "label": self.label,
            "target": self.target,
            "enabled": self.enabled,
            "why_not": self.why_not,
            "role": self.role.value,
        }


@dataclass
class Choice:
    """A decision a seat must make now: a prompt and its options, listed in a stable order.

    `kind` names the decision for code that must tell decisions apart (an automa, the help): the flow sets it
    to the frame's name when the handler leaves it empty. `rule` names the How-to-play topic the prompt comes
    from (the page links it). `inside` is True for a step inside a decision that an earlier choice started
    (the flow sets it from the frame's registration): the decision is complete when the next choice is not.
    """

    seat: int
    prompt: str
    options: list[Option] = field(default_factory=list)
    kind: str = ""
    rule: str | None = None
    inside: bool = False

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

    def forward_indices(self) -> list[int]:
        """Enabled options that do not step back (what bots and automa consider)."""
        enabled = self.enabled_indices()
        forward = [i for i in enabled if self.options[i].role is not Role.BACK]
        return forward or enabled

    def first_with(self, *roles: Role) -> int | None:
        """The first enabled option with one of `roles`, or None."""
        for i, option in enumerate(self.options):
            if option.enabled and option.role in roles:
                return i
        return None

    def to_json(self) -> dict:
        """Describe the choice for the UI."""
        return {
            "seat": self.seat,
            "prompt": self.prompt,
            "kind": self.kind,
            "rule": self.rule,
            "options": [option.to_json(i) for i, option in enumerate(self.options)],
        }


def disabled(label: str, why_not: str, value: Any = None, target: str | None = None,
             role: Role = Role.PICK) -> Option:
    """Build an option that is shown but cannot be picked, with the reason."""
    return Option(label=label, value=value, target=target, enabled=False, why_not=why_not, role=role)


def done(label: str = DONE, value: Any = None, target: str | None = None) -> Option:
    """An option that finishes the decision being made."""
    return Option(label, value, target, role=Role.DONE)


def skip(label: str = SKIP, value: Any = None, target: str | None = None) -> Option:
    """An option that declines an optional step or reward."""
    return Option(label, value, target, role=Role.SKIP)


def confirm(label: str = CONFIRM, value: Any = True, target: str | None = None) -> Option:
    """An option that commits what the earlier steps of the decision prepared."""
    return Option(label, value, target, role=Role.CONFIRM)


class IllegalMove(ValueError):
    """An index that is out of range, disabled, or not this seat's to pick."""
