"""The scene item ids that options target, shared by the rules and the table (docs/content-phoenix.md, "Places").

Most places are named by their content id, which is also their item id: task spaces ("s-t2-4"), the central task
("s-central"), regenerator spaces ("s-a1-bronze"), building spaces ("s-a1-bronze-1"), population spaces ("p3a")
and intercom slots ("ic-board-2"). The others are built here.
"""

from __future__ import annotations


def rest(area: str) -> str:
    """A rest area of the task panel."""
    return f"rest-{area}"


def commando(seat: int, k: int) -> str:
    """A seat's commando token (k 0 is the leader)."""
    return f"cmd-{seat}-{k}"


def console(seat: int, slot: str) -> str:
    """A space of a seat's command console: a regenerator ("cr-s2"), a building ("cb4") or a technology slot."""
    return f"con{seat}-{slot}"


def development(seat: int, track: str, level: int | None) -> str:
    """The next space of a development track (None: the top, where developments give points and fuel)."""
    return f"con{seat}-dev-{track}-{'cap' if level is None else level}"


def insignia(kind: str, position: int | None = None) -> str:
    """A building scoring track (a whole row for scoring), or one of its spaces."""
    return f"ins-{kind}" if position is None else f"ins-{kind}-{position}"


def card(card_id: str) -> str:
    """A mission or technology card, on the table or in hand."""
    return f"card-{card_id}"


def blueprint(letter: str) -> str:
    return f"bp-{letter}"


def order(position: int) -> str:
    """A position (1 up) of the turn order track."""
    return f"order-{position}"


def pair(index: int) -> str:
    """A mission + initial program pair of the setup."""
    return f"pair-{index}"


def bonus(space: str) -> str:
    """The population bonus token lying on a population space."""
    return f"bonus-{space}"


MISSION_DECK = "mission-deck"
WAITING = "waiting"
