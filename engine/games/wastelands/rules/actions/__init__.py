"""The action tracker's ten actions: a registry of their rules and the generic 'act' choice that runs one.

Each action module registers an `ActionRules` with `register`: extra conditions (`blocked`), the options of
its first sub-choice and what picking one does. Sockets and Action Points are paid with `pay` by the
action itself, so free actions (Leader abilities, Power cards) reuse the same code without paying.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.core.choice import BACK, Choice, Option

from ...state import WastelandsState
from .. import board, economy
from ..flow import FLOW

SKIP = "Skip"


@dataclass(frozen=True)
class ActionRules:
    """How one action works: why it cannot be done, its options, and applying a picked option."""

    blocked: Callable[[WastelandsState, int], str | None]
    options: Callable[[WastelandsState, int, bool], list[Option]]
    apply: Callable[[WastelandsState, int, Any, bool], None]
    prompt: str
    empty: str = "nothing to do it with right now"
    # A cheap test that at least one option would be enabled (defaults to building the options).
    possible: Callable[[WastelandsState, int, bool], bool] | None = None


RULES: dict[str, ActionRules] = {}
MENU: tuple[str, ...] = ("build_outpost", "recycle", "move", "explore", "attack",
                         "buy", "propaganda", "trade", "power_card", "collect_taxes")
LABELS = {
    "build_outpost": "Build an Outpost (3 AP)", "recycle": "Recycle", "move": "Move", "explore": "Explore",
    "attack": "Attack", "buy": "Buy", "propaganda": "Propaganda", "trade": "Trade",
    "power_card": "Power card action", "collect_taxes": "Collect taxes",
}
EXTRA: list[Callable[[WastelandsState, int], list[Option]]] = []
STARTERS: dict[str, Callable[[WastelandsState, int, Any], None]] = {}


def register(action: str, rules: ActionRules) -> None:
    """Add an action's rules to the registry."""
    RULES[action] = rules


def pay(state: WastelandsState, action: str, free: bool, count: int = 1) -> None:
    """Fill sockets and spend Action Points for an action (nothing for a free action)."""
    if not free:
        economy.use_socket(state, action, count)
    turn = state.turn
    turn.actions[action] = turn.actions.get(action, 0) + count


def capital_blocked(state: WastelandsState, seat: int) -> str | None:
    """Toxic Cloud on your Capital: no Capital-section actions this turn."""
    if board.clouded(state, state.players[seat].capital, seat):
        return "a Toxic Cloud covers your Capital"
    return None


def blocked(state: WastelandsState, seat: int, action: str, free: bool = False) -> str | None:
    """Why the seat cannot start an action now (None when it can)."""
    if not free:
        why = economy.socket_block(state, seat, action)
        if why:
            return why
    elif economy.socket_limit(state, seat, action) == 0:
        spec = economy.actions()[action]
        return f"locked until you build the {economy.items()[spec.unlocked_by].name}"
    rules = RULES[action]
    if economy.actions()[action].section == "capital":
        why = capital_blocked(state, seat)
        if why:
            return why
    why = rules.blocked(state, seat)
    if why:
        return why
    if rules.possible is not None:
        if not rules.possible(state, seat, free):
            return rules.empty
    elif not any(o.enabled for o in rules.options(state, seat, free)):
        return rules.empty
    return None


def extra_options(state: WastelandsState, seat: int) -> list[Option]:
    """Menu entries after the ten actions (power cards, leader abilities, lasting cards)."""
    found: list[Option] = []
    for provider in EXTRA:
        found.extend(provider(state, seat))
    return found


def start(state: WastelandsState, seat: int, kind: str, what: Any) -> None:
    """Begin what the menu entry `(kind, what)` names."""
    if kind == "act":
        state.push("act", seat=seat, action=what, free=False)
    else:
        STARTERS[kind](state, seat, what)


def back_to(state: WastelandsState, seat: int, action: str) -> None:
    """"Back" from a later step of an action: to the action's first choice, or straight to the menu when that
    choice offers a single option (it was resolved without asking, rules notes R20)."""
    enabled = sum(1 for o in RULES[action].options(state, seat, False) if o.enabled)
    if enabled > 1:
        state.push("act", seat=seat, action=action, free=False)


@FLOW.ask("act")
def ask_act(state: WastelandsState, seat: int, action: str, free: bool) -> Choice | None:
    """The first sub-choice of an action, with Back (or Skip for a free action)."""
    rules = RULES[action]
    options = rules.options(state, seat, free)
    if free:
        if blocked(state, seat, action, free=True):
            state.say(f"The free {LABELS[action]} cannot be used now.")
            return None
        options.append(Option(SKIP, None))
    else:
        options.append(Option(BACK, None))
    return Choice(seat, rules.prompt, options)


@FLOW.answer("act")
def answer_act(state: WastelandsState, value: Any, seat: int, action: str, free: bool) -> None:
    """Apply the picked option of an action (Back returns to the menu)."""
    if value is None:
        return
    RULES[action].apply(state, seat, value, free)


def load() -> None:
    """Import every action module so that it registers."""
    from . import attack, buy, capital, cards, explore, move, outposts  # noqa: F401
