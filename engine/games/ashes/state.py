"""The state of an ASHES game: the shared board, every colony, and the solo Rival, as plain data.

Everything is ids, ints, strings, lists and dicts (content is looked up by id in `catalog.catalog()`), so a
state pickles fast for bots and compares by value. Survivors are never individual objects: a place holding
survivors keeps a pair `[active, essential]`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.state import BaseState

ACTIVE, ESSENTIAL = 0, 1
KINDS = ("active", "essential")
RESOURCES = ("fuel", "data", "antirad")
TRACKS = ("fuel", "data", "strength")
MATERIALS = ("plastic", "metal", "cable", "mushroom", "tool", "circuit_board", "grow_lamp", "drone", "greenhouse")
ROWS = ("dark_blue", "light_blue", "pink")
COLUMNS = ("blue", "yellow", "red")
EXTRA_COLUMN = "extra"  # the Archivist's fourth column, stacked under the character card
STARTING_SHELTER = "starting_shelter"


def pair() -> list[int]:
    """An empty survivor pair [active, essential]."""
    return [0, 0]


@dataclass
class PlayerState:
    """One colony: supplies, tracks, colony board, cards, vehicle and the flags of the current turn."""

    color: str
    character: str | None = None
    # 5.1 / 5.4 / 5.5 supplies and tracks
    fuel: int = 0
    data: int = 0
    antirad: int = 0
    vp: int = 20  # 3.2 the score marker starts on space 20
    happiness: int = 3
    strength_node: str = "st_0"  # 5.2 node of the strength tree the marker stands on
    production: dict[str, int] = field(default_factory=lambda: {t: 0 for t in TRACKS})  # disc height index 0-4
    materials: dict[str, int] = field(default_factory=lambda: {m: 0 for m in MATERIALS})
    # App. II upgrade tiles no longer on the colony board (installed in the Phoenix Project or on an achievement)
    upgrades_used: list[str] = field(default_factory=list)
    # 8.3.1 technology slots 1-4, each a stack bottom -> top of technology ids
    slots: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    # 9.1 shelter discs built so far (0-6, taken from the top stack down)
    discs_built: int = 0
    # 9.1 shelter cards by the happiness track, bottom -> top (at most 3), and the survivor kind in each pod
    shelter_cards: list[str] = field(default_factory=list)
    pods: list[list[int | None]] = field(default_factory=list)
    # 10.1.2 closed shelter cards per column (blue, yellow, red and the Archivist's extra)
    columns: dict[str, list[str]] = field(default_factory=lambda: {c: [] for c in COLUMNS})
    # 9.2 colony entrance [active, essential]
    entrance: list[int] = field(default_factory=pair)
    # 8.3 activation zones used this round (positions 1-4); the survivor placed there waits for 8.1.1
    zones_used: list[int] = field(default_factory=list)
    in_zones: int = 0  # active survivors standing in activation zones, waiting for 8.1.1 recovery
    # 8.2 the vehicle's area id (or STARTING_SHELTER)
    vehicle: str = STARTING_SHELTER
    # 10.2.3 mission cards in hand (private) and completed (face down, counted)
    hand: list[str] = field(default_factory=list)
    completed: list[str] = field(default_factory=list)
    # 10.2.3 construction spaces of this player's shelter discs that were powered up
    powered: list[str] = field(default_factory=list)
    # 10.2.2 Phoenix rows whose milestone this player claimed
    milestones: list[str] = field(default_factory=list)
    # 7.2 / 8.1 round and turn flags
    passed: bool = False
    protocol_done: bool = False
    in_protocol: bool = False
    limited_used: list[str] = field(default_factory=list)  # "scout", "milestone", "mission" this turn
    free_cycles_used: int = 0  # the Broker's free shelter cycles this turn
    reverse_used: bool = False  # the Dismantler's reverse manufacture this turn


@dataclass
class RivalState:
    """The solo Rival (13): its deck, marker, VP and pieces; behaviour lives in rival.py (another engineer)."""

    difficulty: str = "normal"  # normal | advanced | expert (13.2 difficulty card)
    card: str = ""  # difficulty card id in rival.json
    color: str = ""
    deck: list[str] = field(default_factory=list)  # 13.2 face-down action cards, top = last
    discard: list[str] = field(default_factory=list)  # revealed action cards this cycle
    revealed: str | None = None  # the action card resolved this turn
    marker: int = 0  # 13.2 rival marker on the rival track (0 = bottom)
    vp: int = 0
    vehicle: str = STARTING_SHELTER
    discs_built: int = 0  # 13.8.1 shelter discs placed on construction spaces (see AshesState.construction)
    columns: dict[str, list[str]] = field(default_factory=lambda: {c: [] for c in COLUMNS})  # 13.8.1
    upgrades_used: list[str] = field(default_factory=list)  # 13.8.3 taken in rival_order
    milestones: list[str] = field(default_factory=list)  # 13.8.3 rows claimed
    passed: bool = False


@dataclass(kw_only=True)
class AshesState(BaseState):
    """A whole game of ASHES. Seat i is `players[i]`; in solo the Rival's seat is an AUTOMA seat."""

    options: dict[str, str] = field(default_factory=dict)
    player_count: int = 0  # human colonies (1-4)
    board_side: str = "side_3_4"  # main_board.json side id
    phoenix_side: str = "phoenix_3_4"  # phoenix_board.json side id
    round: int = 1  # 6 / 11 round marker 1-3
    phase: str = "setup"  # setup | play | end
    # --- main board
    areas: list[str] = field(default_factory=list)  # area ids in play (3.1 / 5.6 blocked ones left out)
    area_tiles: dict[str, str] = field(default_factory=dict)  # area id -> area tile id
    spent: list[str] = field(default_factory=list)  # area ids whose tile shows its flip side (8.2, 7.1.3)
    survivors: dict[str, list[int]] = field(default_factory=dict)  # area id -> [active, essential]
    bag: list[int] = field(default_factory=lambda: [50, 25])  # 2.1 / 3.1 the survivor bag [active, essential]
    site_tiles: dict[str, str] = field(default_factory=dict)  # site space id -> site tile id
    blocked_spaces: list[str] = field(default_factory=list)  # construction spaces under a blocked site tile
    construction: dict[str, int] = field(default_factory=dict)  # construction space id -> seat of the disc
    # --- card displays (index 0 = leftmost; 5.9 refill slides right and reveals on the left)
    # The face-down piles are unordered (sorted ids): a card is chosen as it is drawn (rules/decks.py).
    shelter_deck: list[str] = field(default_factory=list)
    shelter_under: list[str] = field(default_factory=list)  # put under the pile (9.1, 10.1.4), drawn last, in order
    shelter_display: list[str] = field(default_factory=list)
    mission_deck: list[str] = field(default_factory=list)
    mission_display: list[str] = field(default_factory=list)
    # --- Phoenix Project
    phoenix_tech: dict[str, str | None] = field(default_factory=dict)  # space id -> technology still there
    phoenix_blocked: list[str] = field(default_factory=list)  # 3-player blocked technology spaces
    phoenix_upgrades: dict[str, int] = field(default_factory=dict)  # space id -> seat that installed
    installs_per_level: list[int] = field(default_factory=lambda: [0, 0, 0])  # 9.3 data cost steps
    knowledge: dict[str, int] = field(default_factory=dict)  # row -> knowledge disc space
    milestone_tiles: dict[str, str] = field(default_factory=dict)  # row -> scoring tile (milestone face)
    endgame_tiles: dict[str, str] = field(default_factory=dict)  # row -> scoring tile (end-game face)
    achievement_spaces: dict[str, int] = field(default_factory=dict)  # row -> 1 or 2 spaces (3.1)
    milestones: dict[str, str] = field(default_factory=dict)  # row -> milestone id
    claims: dict[str, list[int]] = field(default_factory=dict)  # row -> seats that claimed, in order
    # --- turn order (4., 8.1.4): seats by position for this round; positions taken for the next round
    order: list[int] = field(default_factory=list)
    next_order: dict[int, int] = field(default_factory=dict)  # position 1-4 -> seat
    current: int = 0
    # --- setup (4.): characters dealt for the two-card choice and the starting combinations left
    character_offers: list[list[str]] = field(default_factory=list)
    combos: list[list[str]] = field(default_factory=list)  # [starting resource card id, starting technology id]
    # --- colonies and the Rival
    players: list[PlayerState] = field(default_factory=list)
    rival: RivalState | None = None
    final_scores: list[int] | None = None
