"""The state of a Rise of the Wastelands game: map, pieces, players, decks, achievements, combat, endgame.

Plain data only (ints, strs, tuples, lists, dicts and the small dataclasses below), so bots can pickle it.
Content is referred to by id and looked up in `engine.games.wastelands.catalog.catalog()`.

Hexes are axial `(q, r)` tuples (flat-topped; see docs/content-wastelands.md). Seats are 0-based.
Nothing hidden is ordered in advance: the Power, Exploration Event, achievement and Automated Action decks are
unordered piles (sorted ids) drawn at random when a card is drawn (rules/decks.py, automa/deck.py), and a
face-down tile has no identity until it is flipped (then drawn from the map tiles not yet seen). What a seat
cannot see is declared in hidden.py: other seats' hands, the decks, the cards and Leader cubes the other side
of a combat laid face down.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.state import BaseState

from .catalog import catalog

Hex = tuple[int, int]

RESOURCES: tuple[str, ...] = ("water", "ammunition", "energy", "metal")
BUILDINGS: tuple[str, ...] = ("tech_lab", "market", "comms_tower")
INFLUENCE_TOKENS = 7


class Packed:
    """A dataclass pickled as its class and its field values in order (one tuple instead of a dict per piece):
    bots and checkpoints copy the state by pickling it many times a decision."""

    def __reduce__(self) -> tuple:
        return self.__class__, tuple(self.__dict__.values())


@dataclass
class SlotState(Packed):
    """One tile position of the map: which tile lies there, face up or down, and its rotation (0-5)."""

    slot: str
    tile_q: int
    tile_r: int
    q: int
    r: int
    holds: str  # "capital", "map" or "special"
    tile: str  # tile id; "" while face down (the tile is drawn when it is flipped)
    face_up: bool
    rotation: int = 0
    seat: int | None = None  # capital slots: the seat whose capital is here


@dataclass
class Unit(Packed):
    """A Scout or Army on the map."""

    id: int
    owner: int
    kind: str  # "scout" or "army"
    hex: Hex
    stuck: bool = False  # entered or was built on a desert this turn: no more moves this turn
    rescuing: bool = False  # stood on the Lost Explorers centre: rescue completes when it leaves the tile


@dataclass
class Outpost(Packed):
    """An Outpost on a ruined city space, and whether its Expansion is built."""

    owner: int
    resource: str
    expansion: bool = False


@dataclass
class Neutral(Packed):
    """A neutral unit placed by an encounter (or the Isolated City): the event id that defines it."""

    source: str  # exploration event id, or "isolated_city"
    piece: str  # neutral unit piece id (or "isolated_city")


@dataclass
class Player(Packed):
    """One seat's board: leader, resources, tracks, influence, buildings, upgrades, hand, action points."""

    leader: str
    leader_cubes: int
    resources: dict[str, int]
    crystals: int = 1
    people_support: int = 0
    prestige: int = 0
    support_bonus: list[int] = field(default_factory=list)  # +3 / -3 already rewarded (first time only)
    goal_done: bool = False
    influence_pool: int = INFLUENCE_TOKENS  # tokens still in the pool
    claims: int = 0  # achievements claimed so far (decides easy/hard and the positive-support rule)
    received: list[int] = field(default_factory=list)  # givers of the tokens in the received area, in slot order
    buildings: list[str] = field(default_factory=list)
    upgrades: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)  # power card ids (hidden from the other seats)
    in_play: list[str] = field(default_factory=list)  # permanent power cards kept in front of the player
    temp_ap: int = 0  # temporary Action Points in the Surplus, carried from the last turn (max 3)
    capital: Hex = (0, 0)
    capitals_defeated: list[int] = field(default_factory=list)  # seats whose Capital this player defeated
    immune: bool = False  # radioactivity immunity from a card, until this player's next turn
    tiles_explored: int = 0
    neutrals_defeated: int = 0
    turns_taken: int = 0


@dataclass
class TurnState(Packed):
    """What the active seat has done this turn: Action Points, sockets used, once-per-turn uses, counters."""

    seat: int
    ap: int = 0  # regular + temporary Action Points still available
    bonus_ap: int = 0  # Action Points that only last this turn (cards, events)
    used: dict[str, int] = field(default_factory=dict)  # action id -> sockets filled this turn
    actions: dict[str, int] = field(default_factory=dict)  # action id -> times performed (free ones too)
    abilities: list[str] = field(default_factory=list)  # leader abilities / ongoing cards used this turn
    recycled: int = 0  # resources produced by Recycle this turn
    combats_won: int = 0
    outposts_defeated: int = 0
    discounts: list[tuple[str, int]] = field(default_factory=list)  # (item kind, amount) for the next purchase
    last: bool = False  # this is the seat's extra turn after the endgame trigger


@dataclass
class CombatSide(Packed):
    """One side of a combat: the card used for the combat rank, modifiers and the committed Leader cubes."""

    seat: int  # -1 for a neutral unit
    rank: str = "basic"
    drew: bool = False  # a Power card was drawn for this combat (into the hand, or laid face down)
    card: str | None = None  # card chosen for the combat rank
    boosts: list[str] = field(default_factory=list)  # combat-timed cards played as modifiers
    cubes: int | None = None  # Leader cubes committed (None until picked; hidden until both picked)
    fixed: int | None = None  # strength of a neutral / strike that does not use a power card
    modifiers: int = 0


@dataclass
class Combat(Packed):
    """A combat in progress: who attacks what, and both sides."""

    kind: str  # "army" (an Attack action) or "strike" (Rain of Fire / Ballistic Missile)
    attacker: CombatSide
    defender: CombatSide
    target: str  # "army", "scout", "outpost", "capital" or "neutral"
    hex: Hex  # the defender's space
    unit: int | None = None  # the attacking Army's id
    defender_unit: int | None = None


@dataclass
class AutomatedState(Packed):
    """An automated player's memory and, for the first one in turn order, the Automated Action deck (automa/).

    The deck is kept as the backs of its cards, top last ("start", "beginning", "middle", "end", or "any" once
    the discard pile was shuffled into a new deck), and the `bag` of cards it may still give: which card a back
    hides is drawn when it is revealed (automa/deck.py)."""

    deck: list[str] = field(default_factory=list)  # backs (sets) of the cards left, top last
    bag: list[str] = field(default_factory=list)  # card ids a draw may still reveal, sorted
    card: str | None = None  # the last revealed card
    card_set: str | None = None  # its set: start, beginning, middle, end
    discard: list[str] = field(default_factory=list)
    claimed: list[str] = field(default_factory=list)  # achievements it claimed
    influence_next: int = 0  # allocation pointer: the next seat in turn order after this one to influence


@dataclass(kw_only=True)
class WastelandsState(BaseState):
    """Everything about one game of Rise of the Wastelands."""

    options: dict[str, str]
    slots: list[SlotState] = field(default_factory=list)
    terrain: dict[Hex, str] = field(default_factory=dict)  # face-up spaces only
    icons: dict[Hex, tuple[str, ...]] = field(default_factory=dict)  # face-up spaces with icons
    layout: str = ""  # the map layout's id (layouts.json)
    box_tiles: list[str] = field(default_factory=list)  # map tiles not seen yet (in the box or face down), sorted
    units: list[Unit] = field(default_factory=list)
    next_unit: int = 0
    outposts: dict[Hex, Outpost] = field(default_factory=dict)
    neutrals: dict[Hex, Neutral] = field(default_factory=dict)
    clouds: list[Hex] = field(default_factory=list)
    clouds_active: bool = False  # clouds have appeared: wind blows at the end of every turn until none left
    clouds_left: int = 0  # cloud tokens still next to the map
    lost_explorers: list[int] = field(default_factory=list)  # seats whose explorer cube is still lost
    isolated_city_defeated: bool = False
    players: list[Player] = field(default_factory=list)
    power_deck: list[str] = field(default_factory=list)  # unordered (sorted), drawn at random
    power_discard: list[str] = field(default_factory=list)
    event_deck: list[str] = field(default_factory=list)  # unordered (sorted), drawn at random
    event_discard: list[str] = field(default_factory=list)
    achievement_deck: list[str] = field(default_factory=list)  # unordered (sorted), drawn at random
    achievement_backs: list[str] = field(default_factory=list)  # per card left, top last: "starting", "other", "any"
    achievement_row: list[str] = field(default_factory=list)  # face-up achievements, left to right
    achievement_tokens: dict[str, list[int]] = field(default_factory=dict)  # card -> seats of tokens on it
    achievement_discard: list[str] = field(default_factory=list)
    order: list[int] = field(default_factory=list)  # turn order (clockwise from the first player)
    turn: TurnState | None = None
    turn_count: int = 0
    combat: Combat | None = None
    fifth_claims: list[int] = field(default_factory=list)  # seats in the order they claimed a 5th achievement
    endgame_by: int | None = None  # seat whose turn end triggered the endgame
    last_turns: list[int] = field(default_factory=list)  # seats still owed their extra turn
    final: bool = False  # the final allocation is running or done
    automated: dict[int, AutomatedState] = field(default_factory=dict)

    @property
    def hex_slot(self) -> dict[Hex, int]:
        """Every map space -> the index in `slots` of the tile position it belongs to (fixed by the layout)."""
        return catalog().layout_spaces[self.layout]

    def player(self, seat: int) -> Player:
        """The board of `seat`."""
        return self.players[seat]

    def units_at(self, hex_: Hex) -> list[Unit]:
        """Units standing on a space."""
        return [u for u in self.units if u.hex == hex_]

    def unit(self, unit_id: int) -> Unit | None:
        """The unit with this id, if it is on the map."""
        for u in self.units:
            if u.id == unit_id:
                return u
        return None
