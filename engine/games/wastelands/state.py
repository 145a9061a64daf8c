"""The state of a Rise of the Wastelands game: map, pieces, players, decks, achievements, combat, endgame.

Plain data only (ints, strs, tuples, lists, dicts and the small dataclasses below), so bots can pickle it.
Content is referred to by id and looked up in `engine.games.wastelands.schema.content()`.

Hexes are axial `(q, r)` tuples (flat-topped; see docs/content-wastelands.md). Seats are 0-based.
Hidden information: other seats' hands, the draw piles, the face-down tiles' identities, the automated
decks, and a combat pick made by the other side before both have picked (see rules/hidden.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.state import BaseState, LogLine

Hex = tuple[int, int]

RESOURCES: tuple[str, ...] = ("water", "ammunition", "energy", "metal")
BUILDINGS: tuple[str, ...] = ("tech_lab", "market", "comms_tower")
INFLUENCE_TOKENS = 7
# The log keeps its latest lines only: the page is sent the last 300 a seat may read (engine/api.py), and a
# log as long as a random-bot game (10,000+ lines) would make every copy of the state slow.
LOG_KEEP = 320


@dataclass
class SlotState:
    """One tile position of the map: which tile lies there, face up or down, and its rotation (0-5)."""

    slot: str
    tile_q: int
    tile_r: int
    q: int
    r: int
    holds: str  # "capital", "map" or "special"
    tile: str  # tile id; hidden from every seat while face down
    face_up: bool
    rotation: int = 0
    seat: int | None = None  # capital slots: the seat whose capital is here


@dataclass
class Unit:
    """A Scout or Army on the map."""

    id: int
    owner: int
    kind: str  # "scout" or "army"
    hex: Hex
    stuck: bool = False  # entered or was built on a desert this turn: no more moves this turn
    rescuing: bool = False  # stood on the Lost Explorers centre: rescue completes when it leaves the tile


@dataclass
class Outpost:
    """An Outpost on a ruined city space, and whether its Expansion is built."""

    owner: int
    resource: str
    expansion: bool = False


@dataclass
class Neutral:
    """A neutral unit placed by an encounter (or the Isolated City): the event id that defines it."""

    source: str  # exploration event id, or "isolated_city"
    piece: str  # neutral unit piece id (or "isolated_city")


@dataclass
class Player:
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
class TurnState:
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
class CombatSide:
    """One side of a combat: the card used for the combat rank, modifiers and the committed Leader cubes."""

    seat: int  # -1 for a neutral unit
    rank: str = "basic"
    drawn: str | None = None  # power card drawn for this combat
    card: str | None = None  # card chosen for the combat rank
    boosts: list[str] = field(default_factory=list)  # combat-timed cards played as modifiers
    cubes: int | None = None  # Leader cubes committed (None until picked; hidden until both picked)
    fixed: int | None = None  # strength of a neutral / strike that does not use a power card
    modifiers: int = 0


@dataclass
class Combat:
    """A combat in progress: who attacks what, and both sides."""

    kind: str  # "army" (an Attack action) or "strike" (Rain of Fire / Ballistic Missile)
    attacker: CombatSide
    defender: CombatSide
    target: str  # "army", "scout", "outpost", "capital" or "neutral"
    hex: Hex  # the defender's space
    unit: int | None = None  # the attacking Army's id
    defender_unit: int | None = None


@dataclass
class AutomatedState:
    """An automated player's deck and memory (filled in by engine/games/wastelands/automated.py)."""

    deck: list[str] = field(default_factory=list)  # automated action card ids, top last (hidden)
    card: str | None = None  # the last revealed card
    card_set: str | None = None  # its set: start, beginning, middle, end
    discard: list[str] = field(default_factory=list)
    pointer: int = 0  # placement pointer: tiles clockwise from behind its capital
    claimed: list[str] = field(default_factory=list)  # achievements it claimed
    influence_next: int = 0  # allocation pointer: the next seat in turn order after this one to influence


@dataclass(kw_only=True)
class WastelandsState(BaseState):
    """Everything about one game of Rise of the Wastelands."""

    options: dict[str, str]
    slots: list[SlotState] = field(default_factory=list)
    terrain: dict[Hex, str] = field(default_factory=dict)  # face-up spaces only
    icons: dict[Hex, tuple[str, ...]] = field(default_factory=dict)  # face-up spaces with icons
    hex_slot: dict[Hex, int] = field(default_factory=dict)  # every map space -> index in `slots`
    box_tiles: list[str] = field(default_factory=list)  # map tiles left in the box (hidden)
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
    power_deck: list[str] = field(default_factory=list)  # top is last (hidden)
    power_discard: list[str] = field(default_factory=list)
    event_deck: list[str] = field(default_factory=list)  # top is last (hidden)
    event_discard: list[str] = field(default_factory=list)
    achievement_deck: list[str] = field(default_factory=list)  # top is last (hidden)
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

    def say(self, text: str, only: int | None = None) -> None:
        """Append a log line; past 2 x LOG_KEEP lines the oldest are dropped down to LOG_KEEP (rules notes R21)."""
        log = self.log
        log.append(LogLine(self.step, text, only))
        if len(log) > 2 * LOG_KEEP:
            del log[:-LOG_KEEP]

    # The log dominates the size of a copy (sessions checkpoint the state every 32 decisions, views copy it). Pickled as one joined text plus two int lists instead of a
    # dataclass per line: about three times cheaper to copy, and the unpickled state is equal field by field.
    def __getstate__(self) -> dict:
        fields = dict(self.__dict__)
        log = fields.pop("log")
        texts: str | list[str] = "\x1e".join([line.text for line in log])
        if texts.count("\x1e") != max(0, len(log) - 1):  # a line holding the separator itself: keep a list
            texts = [line.text for line in log]
        fields["log"] = (texts, [line.step for line in log], [line.only for line in log])
        return fields

    def __setstate__(self, fields: dict) -> None:
        texts, steps, onlys = fields["log"]
        fields["log"] = [LogLine(step, text, only) for step, text, only
                         in zip(steps, texts.split("\x1e") if isinstance(texts, str) and steps else texts, onlys)]
        self.__dict__.update(fields)

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
