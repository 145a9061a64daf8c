"""The contract a game implements, and its option specifications for the new-game dialog."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from .choice import Choice, IllegalMove
from .clone import clone
from .effects import Flow
from .hidden import Zone, redact, reshuffle
from .rng import Rng
from .scene import Scene
from .state import AUTOMA, BaseState

S = TypeVar("S", bound=BaseState)


@dataclass(frozen=True)
class OptionSpec:
    """A game option (variant, module, solo opponent...): key, label and the allowed string values."""

    key: str
    label: str
    choices: tuple[tuple[str, str], ...]  # (value, label)
    default: str
    help: str = ""

    def to_json(self) -> dict:
        """Describe the option for the new-game dialog."""
        return {
            "key": self.key,
            "label": self.label,
            "help": self.help,
            "choices": [{"value": v, "label": lbl} for v, lbl in self.choices],
            "default": self.default,
        }

    @classmethod
    def switch(cls, key: str, label: str, help: str = "") -> OptionSpec:
        """An option that is off or on, off by default (a module, an expansion, a variant)."""
        return cls(key, label, (("off", "Off"), ("on", "On")), "off", help)


def top_seats(scores: Sequence[int]) -> list[int]:
    """The seats with the highest score, in seat order (one seat unless there is a tie)."""
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]


def category_rows(labels: Sequence[str], final: Sequence[Sequence[int]] | None,
                  totals: list[int]) -> list[tuple[str, list[int]]]:
    """The end-of-game score table: a row per category of `final` (one value per seat; none while the game is
    not scored), then the totals."""
    rows = [(label, [int(v) for v in row]) for label, row in zip(labels, final)] if final is not None else []
    return rows + [("Total", totals)]


class BadOptions(ValueError):
    """Game options or a player count the game does not accept."""


@dataclass
class GameMeta:
    """A game's light metadata (id, title, description, player range, options): what the game picker and the
    new-game dialog need, known without importing the rules or loading the content (a game's `meta.py`)."""

    id: str
    title: str
    description: str
    min_players: int
    max_players: int
    solo: bool
    rules_version: str
    options: tuple[OptionSpec, ...] = ()

    def info(self) -> dict:
        """Describe the game for the game picker and the CLI."""
        return {
            "id": self.id,
            "title": self.title,
            "description": self.description,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "solo": self.solo,
            "options": [spec.to_json() for spec in self.options],
        }


@dataclass
class Game(GameMeta, ABC):
    """Base class of a game: metadata plus the rules functions the session, bots and UI call.

    Subclasses set the metadata (usually `from_meta` of the game's `meta.py`), a `flow` of frame handlers, and
    override `setup`, `scores` and `scene`; a game that hides information declares it in `hidden_zones` (and
    `hide_secrets` for what is not a thing in a zone), from which `view` and `shuffle_hidden` follow.
    """

    flow: Flow = field(default_factory=Flow, repr=False)
    # Seeded random playouts per setting in the conformance suite; a game whose random games run to
    # thousands of decisions lowers it so the whole suite stays practical in CI.
    conformance_seeds: int = 20
    # Decisions after which bots mix in the other kind's picks, a growing share at a time (half after twice as
    # many): random bots pick greedily, greedy and search bots at random (engine/core/bots.py). A game whose bot
    # games can stall for thousands of turns (a goal random play cannot reach, a loop greedy play settles into)
    # sets it so that every seeded game ends; 0 keeps every bot pure.
    random_playout_patience: int = 0
    # What the hard (search) bot may look at per decision (engine/core/search.py); a heavy game lowers it so a
    # decision takes about a second in the browser.
    search_budget: Any = None

    # ---- metadata -------------------------------------------------------------------------
    def __post_init__(self) -> None:
        if self.search_budget is None:
            from .search import DEFAULT_BUDGET

            self.search_budget = DEFAULT_BUDGET

    @classmethod
    def from_meta(cls, meta: GameMeta, **rest: Any) -> Game:
        """The game object with `meta`'s metadata fields and the rest (flow, conformance settings) as given."""
        return cls(**{f.name: getattr(meta, f.name) for f in fields(GameMeta)}, **rest)

    def normalize_options(self, players: int, options: dict[str, str]) -> dict[str, str]:
        """Check the player count and option values; return every option with defaults filled in."""
        if not self.min_players <= players <= self.max_players:
            raise BadOptions(f"{self.title} takes {self.min_players} to {self.max_players} players, not {players}")
        specs = {spec.key: spec for spec in self.options}
        unknown = sorted(set(options) - set(specs))
        if unknown:
            raise BadOptions(f"{self.title} has no option {unknown[0]!r}")
        result = {}
        for key, spec in specs.items():
            value = str(options.get(key, spec.default))
            allowed = [v for v, _ in spec.choices]
            if value not in allowed:
                raise BadOptions(f"option {key!r} must be one of {', '.join(allowed)}, not {value!r}")
            result[key] = value
        self.check_options(players, result)
        return result

    def settings(self) -> list[tuple[int, dict[str, str]]]:
        """Player counts and option sets the conformance suite plays: every count with the defaults,
        then each option value varied one at a time (combinations the game rejects are skipped)."""
        candidates = [(n, {}) for n in range(self.min_players, self.max_players + 1)]
        for spec in self.options:
            for value, _ in spec.choices:
                if value != spec.default:
                    candidates += [(n, {spec.key: value}) for n in range(self.min_players, self.max_players + 1)]
        result = []
        for players, options in candidates:
            try:
                result.append((players, self.normalize_options(players, options)))
            except BadOptions:
                continue
        return result

    def check_options(self, players: int, options: dict[str, str]) -> None:
        """Reject option combinations the rules forbid (override when needed)."""

    # ---- rules ----------------------------------------------------------------------------
    @abstractmethod
    def setup(self, players: int, options: dict[str, str], rng: Rng) -> BaseState:
        """Build the starting state around `rng` (the session's generator) and settle it to the first choice."""

    def choice(self, state: BaseState) -> Choice | None:
        """The decision pending now, or None once the game is over."""
        return state.pending

    def pending(self, state: BaseState) -> Choice:
        """The decision pending now; IllegalMove when the game is over and nothing is left to decide."""
        choice = self.choice(state)
        if choice is None:
            raise IllegalMove("the game is over: there is nothing to choose")
        return choice

    def apply(self, state: BaseState, index: int) -> None:
        """Apply option `index` of the pending choice in place; an illegal index raises and changes nothing."""
        self.flow.answer_pending(state, index)

    def advance(self, state: BaseState, index: int) -> None:
        """Apply option `index`, then let automa seats make every decision that falls to them (the one step the
        session, the bots and the heuristics all take)."""
        self.apply(state, index)
        self.run_automa(state)

    def run_automa(self, state: BaseState) -> None:
        """Let automa seats decide, by their rules, until a player seat must choose or the game ends."""
        while self.is_automa_turn(state):
            self.apply(state, self.automa_pick(state))

    def automa_name(self, state: BaseState, seat: int) -> str:
        """How the page names an automa seat (scores, winners): the same name the game's own log uses."""
        return "Automa"

    def automa_pick(self, state: BaseState) -> int:
        """The option an automa seat takes by its rules (games with automa choices override this)."""
        raise IllegalMove(f"{self.title} has no automa decisions")

    def is_automa_turn(self, state: BaseState) -> bool:
        """True when the pending choice belongs to an automa seat."""
        return state.pending is not None and state.seat_kinds[state.pending.seat] == AUTOMA

    @abstractmethod
    def scores(self, state: BaseState) -> list[int]:
        """Current victory points of every seat."""

    def winners(self, state: BaseState) -> list[int]:
        """Seats that win (after tie-breaks); by default every seat with the top score."""
        return top_seats(self.scores(state))

    def turn_seat(self, state: BaseState) -> int | None:
        """The seat whose turn is being played (for the page's "whose turn" and opponents' turns shown step by
        step); by default the seat that must choose."""
        return state.pending.seat if state.pending is not None else None

    def status(self, state: BaseState) -> str:
        """A short line for the save list: round or turn, and who is to play."""
        if state.over:
            return "Game over"
        return f"Turn {state.step + 1}"

    # ---- hidden information ----------------------------------------------------------------
    def hidden_zones(self, state: BaseState) -> list[Zone]:
        """The parts of `state` some seats cannot see (engine/core/hidden.py); none by default."""
        return []

    def hide_secrets(self, state: BaseState, seat: int, rng: Rng | None) -> None:
        """In place, on a copy: make canonical (rng None) or re-deal at random what `seat` cannot see and is not
        a thing in a zone (a number chosen face down, say). Nothing by default."""

    def view(self, state: S, seat: int) -> S:
        """A playable copy of the state holding only what `seat` may know: every hidden zone's unseen things in
        a canonical order, no PRNG key (future draws are hidden from everyone), only the seat's log lines."""
        seen = clone(state)
        redact(seen, self.hidden_zones(seen), seat)
        self.hide_secrets(seen, seat, None)
        seen.rng = Rng(key=0, draws=state.rng.draws)
        seen.log = [line for line in state.log if line.only in (None, seat)]
        self.flow.refresh(seen)
        return seen

    def shuffle_hidden(self, state: S, seat: int, rng: Rng) -> S:
        """A copy of the state where everything `seat` cannot see is re-dealt at random and the PRNG rekeyed (a
        plausible world for tests and search bots)."""
        other = clone(state)
        reshuffle(other, self.hidden_zones(other), seat, rng)
        self.hide_secrets(other, seat, rng)
        other.rng = Rng(key=rng.next64(), draws=state.rng.draws)
        self.flow.refresh(other)
        return other

    # ---- presentation and bots -------------------------------------------------------------
    @abstractmethod
    def scene(self, state: BaseState, seat: int) -> Scene:
        """The display list of the table as `seat` sees it."""

    def evaluate(self, state: BaseState, seat: int) -> float:
        """Heuristic value of a state for `seat` (greedy bots); by default the score lead."""
        scores = self.scores(state)
        others = [s for i, s in enumerate(scores) if i != seat]
        return scores[seat] - (max(others) if others else 0)

    def score_rows(self, state: BaseState) -> list[tuple[str, list[int]]]:
        """The final score by category (label, one value per seat), for the end-of-game table; by default one
        row of totals."""
        return [("Total", list(self.scores(state)))]

    def outcome(self, state: BaseState) -> str:
        """Once the game is over: who won and, when a tie-break decided it, which one (players' words; seats by
        reference)."""
        return ""

    def describe(self, state: BaseState) -> dict[str, Any]:
        """Extra public facts for the UI header (round, phase); games may extend it."""
        return {}
