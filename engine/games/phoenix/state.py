"""The state of a Phoenix New Horizon game: plain lists and dicts of ids and numbers (content is looked up in the
catalog, never copied here).

Seats: every per-seat list has one entry per seat, Project Kraken's included (seat 1 of a solo game); the Kraken
uses only some of them (points, commandos, settlers, its reserve). Places on the table are named by content ids:
board spaces ("s-a1-bronze", "s-a1-bronze-1"), task spaces ("s-t2-4"), rest areas ("I", "IIL", ...), population
spaces ("p3a"), intercom slots ("ic-board-2").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.state import BaseState

INITIAL = -1  # owner of a white initial regenerator
CENTRAL = "central"  # where a commando on the central task is
REST_AREAS = ("I", "IIL", "IIR", "IIIL", "IIIR", "IV")
BUILDING_TYPES = ("scientific", "civic", "military")
LEVELS = ("bronze", "silver", "gold")


@dataclass(kw_only=True)
class PhoenixState(BaseState):
    """Everything about one game."""

    players: int  # player seats (Project Kraken is not counted)
    kraken: int | None = None  # Project Kraken's seat in a solo game
    difficulty: str = "easy"
    side: str = "small"  # the gameboard and task panel side: "small" (1-2 players) or "large" (3-4)
    round: int = 1
    phase: str = "setup"  # setup, play, over
    order: list[int] = field(default_factory=list)  # seats by turn-order position
    cursor: int = -1  # turn-order position of the turn being played
    reorder: list[int | None] = field(default_factory=list)  # 12.6: positions taken so far
    current: int | None = None  # the seat whose turn it is
    passed: list[bool] = field(default_factory=list)
    turn_mission: bool = False  # a mission was completed as this turn's objective
    turn_blueprint: bool = False  # a blueprint was taken as this turn's objective
    last_chooser: int | None = None  # the seat that answered the last choice (steps inside a decision)
    # ---- resources and tracks
    fuel: list[int] = field(default_factory=list)
    vp: list[int] = field(default_factory=list)
    energy: list[int] = field(default_factory=list)  # energy counter position, 1..12
    dev: list[list[int]] = field(default_factory=list)  # [left, right] development positions, 1..4
    insignia: list[list[int]] = field(default_factory=list)  # position index on each building scoring track
    built_regens: list[list[str]] = field(default_factory=list)  # console regenerators built, per seat
    built_buildings: list[list[str]] = field(default_factory=list)  # console buildings placed, per seat
    # ---- gameboard
    regen_at: dict[str, int] = field(default_factory=dict)  # regenerator space -> owner seat (INITIAL: white)
    buildings_at: dict[str, list[int]] = field(default_factory=dict)  # building space -> owners, in order placed
    tape_at: dict[str, str] = field(default_factory=dict)  # tape space -> connection tape
    tape_flipped: dict[str, bool] = field(default_factory=dict)
    tape_got: dict[str, list[int]] = field(default_factory=dict)  # seats that took the tape's reward
    bonus_at: dict[str, str] = field(default_factory=dict)  # population space -> population bonus
    track: list[list[str]] = field(default_factory=list)  # each seat's settlers on the population track
    black: list[bool] = field(default_factory=list)  # a settler still waits in the black area
    crossed: list[bool] = field(default_factory=list)  # a settler has reached the dashed orange line
    console_settlers: list[int] = field(default_factory=list)
    waiting: list[int] = field(default_factory=list)  # settlers waiting above the task panel
    released: list[int] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)
    intercom_card: dict[str, str] = field(default_factory=dict)  # intercom slot -> end-game-scoring intercom
    intercom_seats: dict[str, list[int]] = field(default_factory=dict)  # slot -> seats in order of arrival
    blueprint_at: dict[str, str] = field(default_factory=dict)  # A/B/C -> blueprint
    blueprint_by: dict[str, int | None] = field(default_factory=dict)  # who took it (Kraken's seat: flipped)
    # ---- task panel
    task_at: dict[str, str] = field(default_factory=dict)  # task space -> task tile
    closed: list[str] = field(default_factory=list)  # task spaces under a closed task marker
    occupant: dict[str, int] = field(default_factory=dict)  # occupied task space -> seat
    commandos: list[list[str]] = field(default_factory=list)  # per seat [leader, commando, commando] locations
    tech_row: list[list[str]] = field(default_factory=list)  # level II, III, IV technology cards on offer
    tech: list[list[str | None]] = field(default_factory=list)  # per seat, the four slots below the console
    # ---- missions
    mission_row: list[str | None] = field(default_factory=list)  # four face up, index 0 the leftmost
    decks: list[list[str]] = field(default_factory=list)  # [level II deck, level III deck] (hidden)
    mission_level: int = 2  # the deck the row is drawn from
    known: list[list[str]] = field(default_factory=list)  # cards in hand everyone saw taken
    secret: list[list[list[str]]] = field(default_factory=list)  # per seat [level II, level III] drawn unseen
    completed: list[list[str]] = field(default_factory=list)
    pairs: list[list[str]] = field(default_factory=list)  # setup pairs [level I mission, initial program]
    # ---- Project Kraken
    k_deck: list[list[str]] = field(default_factory=list)  # the deck below its top card, by back kind
    k_top: str | None = None  # the top card of the deck (face down: only its back is known)
    k_back: int | None = None  # the back kind of the top card (public)
    k_discard: list[str] = field(default_factory=list)
    k_card: str | None = None  # the card being resolved (or the last one)
    k_report: list[str] = field(default_factory=list)  # what the Kraken did on its last turn, step by step
    k_reserve: dict[str, int] = field(default_factory=dict)  # bronze, silver, gold, buildings, settlers
    k_turns: int = 0  # Kraken turns this round (a safety bound, rules notes)
    # ---- end
    final: list[list[int]] | None = None  # score rows once the game is over (scoring.ROWS)
