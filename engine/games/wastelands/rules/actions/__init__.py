"""The action tracker's ten actions: a registry of their rules and the generic 'act' choice that runs one.

Each action module registers an `ActionRules` with `register`: a cheap test that the action has something to do
(`possible`, so the menu never builds an action's options to know it), an optional more precise reason
(`blocked`), the options of its first sub-choice and what picking one does. Sockets and Action Points are paid
with `pay` by the action itself, so free actions (Leader abilities, Power cards) reuse the same code without
paying.

An action picked from the menu asks its first sub-choice as `act`, a step of the menu's decision with Back (to
the menu); a free action asks it as `free_act`, with Skip instead (what granted it was already spent).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.choice import Choice, Option, skip

from ...catalog import catalog
from ...state import WastelandsState
from ...targets import action_target
from .. import board, economy
from ..flow import FLOW


@dataclass(frozen=True)
class ActionRules:
    """How one action works: a cheap test that it has something to do, its options, applying a picked option."""

    possible: Callable[[WastelandsState, int, dict], bool]  # (state, seat, board.owners(state))
    options: Callable[[WastelandsState, int, bool], list[Option]]
    apply: Callable[[WastelandsState, int, Any, bool], None]
    prompt: str
    empty: str = "nothing to do it with right now"  # why it is refused when `possible` fails
    blocked: Callable[[WastelandsState, int], str | None] | None = None  # a more precise reason, checked first


RULES: dict[str, ActionRules] = {}
MENU: tuple[str, ...] = ("build_outpost", "recycle", "move", "explore", "attack",
                         "buy", "propaganda", "trade", "power_card", "collect_taxes")
LABELS = {
    "build_outpost": "Build an Outpost (3 Action Points)", "recycle": "Recycle", "move": "Move", "explore": "Explore",
    "attack": "Attack", "buy": "Buy", "propaganda": "Propaganda", "trade": "Trade",
    "power_card": "Power card action", "collect_taxes": "Collect taxes",
}
# The How-to-play topic (help.json) each action's choices come from.
TOPIC = {"build_outpost": "outposts", "recycle": "outposts", "move": "move", "explore": "explore", "attack": "combat",
         "buy": "buy", "propaganda": "capital", "trade": "capital", "power_card": "capital", "collect_taxes": "capital"}
EXTRA: list[Callable[[WastelandsState, int, dict], list[Option]]] = []  # (state, seat, board.owners(state))
STARTERS: dict[str, Callable[[WastelandsState, int, Any], None]] = {}


def register(action: str, rules: ActionRules) -> None:
    """Add an action's rules to the registry."""
    RULES[action] = rules


def pay(state: WastelandsState, action: str, free: bool, count: int = 1) -> None:
    """Fill sockets and spend Action Points for an action (nothing for a free action)."""
    if not free:
        economy.use_socket(state, action, count)
    turn = state.turn
    assert turn is not None, "actions are performed on the acting seat's own turn"
    turn.actions[action] = turn.actions.get(action, 0) + count


def capital_blocked(state: WastelandsState, seat: int) -> str | None:
    """Toxic Cloud on your Capital: no Capital-section actions this turn."""
    if board.clouded(state, state.players[seat].capital, seat):
        return "a Toxic Cloud covers your Capital"
    return None


def _why(state: WastelandsState, seat: int, action: str, sockets: str | None, capital: str | None,
         taken: dict) -> str | None:
    """Why an action cannot be started, given why its sockets refuse (`sockets`) and why the Capital's actions
    are closed (`capital`); None when it can."""
    if sockets:
        return sockets
    if capital and catalog().actions[action].section == "capital":
        return capital
    rules = RULES[action]
    if rules.blocked is not None:
        why = rules.blocked(state, seat)
        if why:
            return why
    return None if rules.possible(state, seat, taken) else rules.empty


def blocked(state: WastelandsState, seat: int, action: str, free: bool = False, taken: dict | None = None) -> str | None:
    """Why the seat cannot start an action now (None when it can); a free action needs no socket or Action
    Point, only an unlocked action (rules notes 20). `taken` is `board.owners(state)` when already built."""
    if free:
        spec = catalog().actions[action]
        sockets = None
        if economy.socket_limit(state, seat, action) == 0:
            assert spec.unlocked_by is not None  # no socket at all: some are locked, and the schema pairs them
            sockets = f"locked until you build the {catalog().items[spec.unlocked_by].name}"
    else:
        sockets = economy.socket_block(state, seat, action)
    return _why(state, seat, action, sockets, capital_blocked(state, seat),
                board.owners(state) if taken is None else taken)


def menu_options(state: WastelandsState, seat: int) -> list[Option]:
    """The action menu's entries before End turn: the ten actions (enabled, or with the reason they cannot be
    done, as `blocked` says), then Power cards, Leader abilities and lasting cards. What every check needs (the
    board's occupants, the seat's buildings, this turn's sockets and Action Points) is looked up once."""
    taken = board.owners(state)
    owned = economy.owned_items(state, seat)
    turn = state.turn
    assert turn is not None, "the action menu is shown on the seat's own turn"
    used, have = turn.used, turn.ap + turn.bonus_ap
    specs = catalog().actions
    capital = capital_blocked(state, seat)
    options = []
    for action in MENU:
        sockets = economy.socket_why(specs[action], owned, used.get(action, 0), have)
        why = _why(state, seat, action, sockets, capital, taken)
        options.append(Option(LABELS[action], ("act", action), action_target(action), why is None, why))
    for provider in EXTRA:
        options.extend(provider(state, seat, taken))
    return options


def start(state: WastelandsState, seat: int, kind: str, what: Any) -> None:
    """Begin what the menu entry `(kind, what)` names."""
    if kind == "act":
        state.push("act", seat=seat, action=what)
    else:
        STARTERS[kind](state, seat, what)


@FLOW.ask("act", back=True, rule="turn")
def ask_act(state: WastelandsState, seat: int, action: str) -> Choice:
    """The first sub-choice of an action picked from the menu (the flow adds Back, to the menu)."""
    rules = RULES[action]
    return Choice(seat, rules.prompt, rules.options(state, seat, False), rule=TOPIC[action])


@FLOW.answer("act")
def answer_act(state: WastelandsState, value: Any, seat: int, action: str) -> None:
    """Apply the picked option of an action."""
    RULES[action].apply(state, seat, value, False)


@FLOW.ask("free_act", inside=True, rule="turn")
def ask_free_act(state: WastelandsState, seat: int, action: str) -> Choice | None:
    """The first sub-choice of a free action (from a card or an ability), with Skip."""
    if blocked(state, seat, action, free=True):
        state.say(f"The free {LABELS[action]} cannot be used now.")
        return None
    rules = RULES[action]
    return Choice(seat, rules.prompt, rules.options(state, seat, True) + [skip()], rule=TOPIC[action])


@FLOW.answer("free_act")
def answer_free_act(state: WastelandsState, value: Any, seat: int, action: str) -> None:
    """Apply the picked option of a free action (nothing when skipped)."""
    if value is not None:
        RULES[action].apply(state, seat, value, True)


def load() -> None:
    """Import every action module so that it registers."""
    from . import attack, buy, capital, cards, explore, move, outposts  # noqa: F401
