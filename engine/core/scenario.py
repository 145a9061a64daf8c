"""A scenario builder: describe a position in a test (or a bug report) and get a live state asking its choice.

    state = (Scenario(GAME, players=2, seed=3)
             .edit(lambda s: s.players[0].hand.extend(["c12", "c40"]))   # seat resources, cards in hand...
             .set(("players", 1, "fuel"), 4)
             .next_draws(Pick("c07"), 2)        # the next card drawn (from any pile holding it), then below(n) = 2
             .next_rolls(6, 1)                  # the next die faces (d6 or any die: roll(sides) - 1 is drawn)
             .at("main_action", seat=0)         # the decision to start from (the stack replaced by this frame)
             .state())                          # settled: the pending choice is the one that frame asks

Scripted draws are used in order by whatever draws next; when they run out the generator takes over. Nothing
here bypasses the rules: the choice is built by the game's own handlers from the edited state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .game import Game
from .hidden import resolve
from .rng import Rng, Tape, TapeError
from .state import BaseState, Frame


@dataclass(frozen=True)
class Pick:
    """A scripted draw: the next draw among a pile or list that holds `item` takes `item`."""

    item: Any


class Script:
    """The scripted values a scenario's generator hands out before its key takes over (a Tape reader)."""

    def __init__(self) -> None:
        self.values: list[int | Pick] = []

    @property
    def pending(self) -> bool:
        """True while a plain scripted value is next (a Pick is handed out by `wanted_item`)."""
        return bool(self.values) and not isinstance(self.values[0], Pick)

    def next(self, bound: int) -> int:
        """The next scripted value, which must lie below `bound`."""
        value = self.values.pop(0)
        if isinstance(value, Pick):
            raise TapeError(f"the scenario scripted a draw of {value.item!r} where a number below {bound} is drawn")
        if not 0 <= value < bound:
            raise TapeError(f"the scenario scripted {value} for a draw below {bound}")
        return value

    def wanted_item(self, items: Sequence) -> int | None:
        """The index of the scripted Pick's item in `items`, when a Pick is next and `items` holds it."""
        first = self.values[0] if self.values else None
        if isinstance(first, Pick) and first.item in items:
            self.values.pop(0)
            return list(items).index(first.item)
        if self.values and isinstance(self.values[0], int) and not isinstance(self.values[0], bool):
            return self.next(len(items))
        return None


class Scenario:
    """A game set up, then edited by a test, then settled on the choice the test asks for."""

    def __init__(self, game: Game, players: int = 2, options: dict[str, str] | None = None, seed: int = 1) -> None:
        self.game = game
        self.options = game.normalize_options(players, dict(options or {}))
        self.script = Script()
        rng = Rng.from_seed(seed)
        rng.attach(Tape(self.script))
        self._state = game.setup(players, self.options, rng)
        self._frames: list[Frame] | None = None

    def edit(self, change: Callable[[BaseState], Any]) -> Scenario:
        """Change the state in place (any Python the test needs)."""
        change(self._state)
        return self

    def set(self, path: tuple[str | int, ...], value: Any) -> Scenario:
        """Set one field: `path` as for hidden zones (attribute names, list indices, dict keys)."""
        parent, last = resolve(self._state, path[:-1]), path[-1]
        if isinstance(last, int) or isinstance(parent, dict):
            parent[last] = value
        else:
            setattr(parent, last, value)
        return self

    def next_draws(self, *values: int | Pick) -> Scenario:
        """Script the next draws: an int is the next `below(n)` value, a Pick the next card or tile drawn."""
        self.script.values.extend(values)
        return self

    def next_rolls(self, *faces: int) -> Scenario:
        """Script the next die rolls by their faces (1 up)."""
        return self.next_draws(*(face - 1 for face in faces))

    def at(self, name: str, **args: Any) -> Scenario:
        """Start from this frame: the stack is replaced by it (and anything `then` queues after it)."""
        self._frames = [Frame(name, args)]
        return self

    def then(self, name: str, **args: Any) -> Scenario:
        """After the frame given to `at`, run this one (frames run in the order given)."""
        if self._frames is None:
            raise ValueError("call at() before then()")
        self._frames.append(Frame(name, args))
        return self

    def state(self) -> BaseState:
        """The live state: frames queued, settled, automa seats played, the pending choice built."""
        state = self._state
        if self._frames is not None:
            state.pending = None
            state.stack = []
            state.schedule(*self._frames)
            self._frames = None
        elif state.pending is not None:
            self.game.flow.refresh(state)
        self.game.flow.settle(state)
        self.game.run_automa(state)
        return state
