"""Paying from cities: costs (a claim, a card played) and the discards of actions, one card at a time.

A cost is a list of items: a resource (a card showing it), "any" (any regular card) or "ash". In Eras 2-3 (1
Ash) and Era 4 (2 Ash) a resource of a cost may be paid with any regular card and that many Ash cards as well.
Every pick keeps the rest payable; the cards are discarded together once the last item is paid, then the
payment's purpose carries on (`AFTER`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from engine.core.choice import Choice, Option

from ..state import AmberState
from .common import RESOURCES, WORD, cards_of, discard, matches, name, on_top, pays, permanent, regular, who
from .flow import FLOW

AFTER: dict[str, Callable[..., None]] = {}  # what a payment was for -> fn(state, seat, **then)
ORDER = {**{r: 0 for r in RESOURCES}, "wonder": 0, "utopia": 0, "ash": 1, "any": 2, "card": 3}


def after(kind: str) -> Callable:
    """Register what happens once a payment for `kind` is complete."""

    def decorate(fn: Callable[..., None]) -> Callable[..., None]:
        AFTER[kind] = fn
        return fn

    return decorate


def ash_substitute(state: AmberState, seat: int | None = None) -> int:
    """How many Ash cards let any regular card stand for a resource of a cost this era (0: not allowed); a Tribe
    card's "ash_one" on top of one of the seat's cities makes it 1 in every era."""
    if state.era in (2, 3) or permanent(state, "ash_one") or (seat is not None and on_top(state, seat, "ash_one")):
        return 1
    return 2 if state.era == 4 else 0


def cost_words(items: list[str]) -> str:
    if not items:
        return "free"
    counts = Counter(items)
    parts = []
    for item, n in counts.items():
        word = "regular card" if item == "any" else f"{WORD[item]} card"
        parts.append(f"{n} {word}{'s' if n > 1 else ''}")
    return " and ".join(parts)


def _profiles(state: AmberState, cards: list[str], words: list[str]) -> Counter:
    """Each card as the tuple of the words it can pay (`pays`), counted: a card that is not regular pays only
    "card", so its symbols are not even looked at."""
    profiles: Counter = Counter()
    others = tuple(w == "card" for w in words)
    for cid in cards:
        if regular(state, cid):
            profiles[tuple(w in ("any", "card") or matches(state, cid, w) for w in words)] += 1
        else:
            profiles[others] += 1
    return profiles


def payable(state: AmberState, seat: int, items: list[str], exclude: Sequence[str] = (), sub: int = 0) -> bool:
    """Whether the seat's cities (less `exclude`) can pay every item, each card paying one item."""
    if not items:
        return True
    cards = [cid for cid in cards_of(state, seat) if cid not in exclude]
    if len(cards) < len(items):
        return False
    words = sorted(set(items) | ({"ash", "any"} if sub else set()))
    pool = _profiles(state, cards, words)
    order = sorted(items, key=lambda w: ORDER.get(w, 0))
    return _fit(pool, [words.index(w) for w in order], [w in RESOURCES for w in order], sub,
                words.index("ash") if sub else -1, words.index("any") if sub else -1)


def _fit(pool: Counter, items: list[int], resource: list[bool], sub: int, ash: int, any_: int) -> bool:
    if not items:
        return True
    first, rest, res_rest = items[0], items[1:], resource[1:]
    for profile, n in list(pool.items()):
        if n and profile[first]:
            pool[profile] -= 1
            ok = _fit(pool, rest, res_rest, sub, ash, any_)
            pool[profile] += 1
            if ok:
                return True
    if sub and resource[0]:
        return _fit(pool, [any_] + [ash] * sub + rest, [False] * (sub + 1) + res_rest, sub, ash, any_)
    return False


def start_payment(state: AmberState, seat: int, items: list[str], then: dict, sub: int = 0,
                  keep: list[str] | None = None) -> None:
    """Queue the picks of a payment (nothing to pay: its purpose carries on at once)."""
    items = sorted(items, key=lambda w: ORDER.get(w, 0))
    if not items:
        finish(state, seat, [], then)
        return
    state.push("pay", seat=seat, items=items, chosen=[], sub=sub, keep=list(keep or []), then=then)


def finish(state: AmberState, seat: int, chosen: list[str], then: dict) -> None:
    """Discard the picked cards, then carry on with what the payment was for."""
    args = dict(then)
    kind = args.pop("do")
    if chosen:
        state.say(f"{who(state, seat)} discards {', '.join(name(state, c) for c in chosen)}.")
    for cid in chosen:
        discard(state, seat, cid)
    AFTER[kind](state, seat, **args)


@FLOW.ask("pay", back=True, rule="claim")
def _ask_pay(state: AmberState, seat: int, items: list[str], chosen: list[str], sub: int, keep: list[str],
             then: dict) -> Choice:
    item, rest = items[0], items[1:]
    options = []
    for cid in cards_of(state, seat):
        if cid in chosen:
            continue
        taken = chosen + [cid]
        if pays(state, cid, item) and payable(state, seat, rest + keep, taken, sub):
            options.append(Option(f"Discard {name(state, cid)}", [cid, False], target=f"card-{cid}"))
        elif (sub and item in RESOURCES and pays(state, cid, "any")
              and payable(state, seat, ["ash"] * sub + rest + keep, taken, sub)):
            options.append(Option(f"Discard {name(state, cid)} in place of {WORD[item]}, with "
                                  f"{'an Ash card' if sub == 1 else f'{sub} Ash cards'} as well",
                                  [cid, True], target=f"card-{cid}"))
    label = "a regular card" if item == "any" else ("an Ash card" if item == "ash" else f"a {WORD[item]} card")
    return Choice(seat, f"Pay {cost_words(items)}: choose {label} to discard from your cities", options)


@FLOW.answer("pay")
def _answer_pay(state: AmberState, pick: list, seat: int, items: list[str], chosen: list[str], sub: int,
                keep: list[str], then: dict) -> None:
    cid, substituted = pick
    rest = (["ash"] * sub if substituted else []) + items[1:]
    chosen = chosen + [cid]
    if rest:
        state.push("pay", seat=seat, items=rest, chosen=chosen, sub=sub, keep=keep, then=then)
    else:
        finish(state, seat, chosen, then)
