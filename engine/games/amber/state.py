"""The state of an Ashes & Amber game: plain lists and dicts of card ids (content is looked up in the catalog).

A city is a list of card ids from its top card (index 0) to its bottom card; a seat's cities are listed from left
to right. Death/Utopia cards are double-sided: `faces` says which side of each one in play shows. Cards not yet
drawn are never ordered: decks are bags drawn from at random when a card is drawn, and this era's Catastrophe,
Wonders and Resilience cards are drawn from their pools when the era begins.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.state import BaseState


@dataclass(kw_only=True)
class AmberState(BaseState):
    """Everything about one game."""

    players: int
    solo: bool = False
    family: bool = False
    eras: list[int] = field(default_factory=list)  # the eras played, in order (the family game skips Era 3)
    era: int = 0
    phase: str = "setup"  # setup, income, action, catastrophe, moment, over
    # ---- decks and supplies
    decks: list[list[str]] = field(default_factory=list)  # per era (index era - 1), hidden bags
    discards: list[list[str]] = field(default_factory=list)  # per era, face up
    hands: list[list[list[str]]] = field(default_factory=list)  # seat -> era - 1 -> cards in hand
    claimed: list[list[str]] = field(default_factory=list)  # seat -> claimed cards kept in hand (seen by all)
    looking: list[list[str]] = field(default_factory=list)  # seat -> cards drawn to keep one from (this era)
    ash_supply: list[str] = field(default_factory=list)
    du_supply: list[str] = field(default_factory=list)  # Death/Utopia cards not in play
    faces: dict[str, str] = field(default_factory=dict)  # Death/Utopia card in play -> "death" or "utopia"
    # ---- cities
    cities: list[list[list[str]]] = field(default_factory=list)  # seat -> cities left to right -> top to bottom
    exhausted: list[str] = field(default_factory=list)  # cards turned sideways (any seat)
    # ---- public area
    catastrophe_pool: list[list[str]] = field(default_factory=list)  # per era 1-4, not yet revealed
    wonder_pool: list[list[str]] = field(default_factory=list)  # per era 1-5
    resilience_pool: list[list[str]] = field(default_factory=list)  # per era 1-4
    catastrophe: str | None = None  # this era's Catastrophe, once revealed
    offer: list[str] = field(default_factory=list)  # Wonder and Resilience cards of this era still to claim
    achievement: str = ""
    groups: list[list[str]] = field(default_factory=list)  # Ambition + Civilization pairs still to claim
    achieved: bool = False  # the Achievement was resolved
    moments: list[str] = field(default_factory=list)  # the Decisive Moments for the ends of Eras 2, 3, 4
    first: int | None = None  # who holds the First Player card (None: in the middle of the table)
    starter: int = 0  # the seat that took the first turn of this era
    # ---- projects
    project_deck: list[str] = field(default_factory=list)  # hidden bag
    projects: list[list[str]] = field(default_factory=list)  # seat -> secret Projects
    project_look: list[list[str]] = field(default_factory=list)  # seat -> Projects drawn, one to keep
    # ---- the action phase
    passed: list[bool] = field(default_factory=list)
    current: int | None = None
    last_chooser: int | None = None
    # ---- catastrophes
    protected: list[str] = field(default_factory=list)  # cards safe for the whole resolution
    powered: list[str] = field(default_factory=list)  # Resilience cards whose greater power was used (they burn)
    targeted: list[str] = field(default_factory=list)  # cards targeted so far in this resolution
    # ---- solo and the end
    moments_done: list[bool] = field(default_factory=list)  # solo: the left part of each Decisive Moment was done
    lost: str = ""  # solo: why the game was lost at once
    final: list[list[int]] | None = None  # score rows once the game is over (scoring.ROWS)
    # ---- The Remnants (option remnants=on)
    remnants_on: bool = False
    remnants: list[str] = field(default_factory=list)  # Remnants cards available on the table
    amber_out: list[str] = field(default_factory=list)  # seat -> its Amber set aside under a Remnants card, or ""
    amber_burning: list[int] = field(default_factory=list)  # seats whose Amber burned in this step, to choose
    # ---- The Long Reach (option long_reach=on)
    lands_on: bool = False
    land_row: list[str] = field(default_factory=list)  # the revealed Lands, in their order (the first: claimable)
    land_deck: list[str] = field(default_factory=list)  # the Lands still face down, in their order
    # ---- Tribes (option tribes=on)
    tribes_on: bool = False
    tribe_sets: list[str] = field(default_factory=list)  # seat -> its Tribe set ("" until chosen)
    tribe_next: list[int] = field(default_factory=list)  # seat -> the number of its next Tribe card (6: none left)
    past_offer: list[str] = field(default_factory=list)  # Wonder and Resilience cards past eras left unclaimed
