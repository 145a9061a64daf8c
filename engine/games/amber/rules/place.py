"""Putting a card into cities: on top or at the bottom of a city, as a new city, Death cards where there is no
Death yet; Utopia collapse; Death cards left alone in a city moving to the other cities."""

from __future__ import annotations

from engine.core.choice import Choice, Option

from .. import targets
from ..state import AmberState
from .common import dead_city, describe_city, discard, is_death, name, on_top, regular, symbols, tidy, who
from .flow import FLOW


def city_places(state: AmberState, seat: int, deathless: bool = False) -> list[tuple[int, str]]:
    """(city, "top" or "bottom") places to put a card; `deathless`: cities without Death when there are any."""
    cities = list(range(len(state.cities[seat])))
    if deathless:
        free = [i for i in cities if not any(is_death(state, c) for c in state.cities[seat][i])]
        cities = free or cities
    return [(i, side) for i in cities for side in ("top", "bottom")]


def gap_words(state: AmberState, seat: int, index: int) -> str:
    n = len(state.cities[seat])
    if n == 0:
        return "as your first city"
    if index == 0:
        return "as a new city at the far left"
    if index == n:
        return "as a new city at the far right"
    return f"as a new city between city {index} and city {index + 1}"


def place_options(state: AmberState, seat: int, cid: str, mode: str) -> list[Option]:
    """Where a card may go: `mode` any, new_city (its own stack) or death (a city without Death)."""
    options = []
    must_top = on_top(state, seat, "must_top")  # a Tribe card's MUST: cards go on top
    if mode != "new_city" and state.cities[seat]:
        for i, side in city_places(state, seat, deathless=mode == "death"):
            if must_top and side == "bottom":
                continue
            target = targets.top(seat, i) if side == "top" else targets.bottom(seat, i)
            where = "on top of" if side == "top" else "at the bottom of"
            options.append(Option(f"Put {name(state, cid)} {where} {describe_city(state, seat, i)}",
                                  ["city", i, side], target=target))
    if mode == "new_city" or not state.cities[seat]:
        for i in range(len(state.cities[seat]) + 1):
            options.append(Option(f"Put {name(state, cid)} {gap_words(state, seat, i)}", ["new", i, ""],
                                  target=targets.gap(seat, i)))
    return options


def put(state: AmberState, seat: int, cid: str, where: list) -> None:
    """Put a card at a place from `place_options`, then check Utopia collapse."""
    kind, index, side = where
    cities = state.cities[seat]
    if kind == "new":
        cities.insert(index, [cid])
        state.say(f"{who(state, seat)} starts a new city with {name(state, cid)}.")
    else:
        city = cities[index]
        if side == "top":
            city.insert(0, cid)
        else:
            city.append(cid)
        state.say(f"{who(state, seat)} puts {name(state, cid)} {'on top of' if side == 'top' else 'at the bottom of'}"
                  f" city {index + 1}.")
    collapse_check(state, seat, cid)
    tidy(state, seat)


def collapse_check(state: AmberState, seat: int, cid: str) -> None:
    """A card with Utopia played touching another card with Utopia: one of the two is discarded (rules notes
    R9)."""
    if "utopia" not in symbols(state, cid):
        return
    for city in state.cities[seat]:
        if cid in city:
            i = city.index(cid)
            near = [city[j] for j in (i - 1, i + 1) if 0 <= j < len(city)]
            frames = [other for other in near if "utopia" in symbols(state, other)]
            for other in reversed(frames):
                state.push("collapse", seat=seat, played=cid, other=other)
            return


@FLOW.ask("place", inside=True, rule="play")
def _ask_place(state: AmberState, seat: int, card: str, mode: str) -> Choice:
    return Choice(seat, f"Where does {name(state, card)} go?", place_options(state, seat, card, mode))


@FLOW.answer("place")
def _answer_place(state: AmberState, where: list, seat: int, card: str, mode: str) -> None:
    put(state, seat, card, where)


@FLOW.ask("collapse", inside=True, rule="utopia")
def _ask_collapse(state: AmberState, seat: int, played: str, other: str) -> Choice | None:
    from .common import cards_of

    mine = cards_of(state, seat)
    if played not in mine or other not in mine:
        return None
    options = [Option(f"Discard {name(state, c)}", c, target=targets.card(c)) for c in (played, other)
               if regular(state, c)]  # a Land showing Utopia is never the one discarded (rules notes R37)
    if not options:
        return None
    return Choice(seat, f"{name(state, played)} touches {name(state, other)}: both show Utopia and collapse into "
                        "one. Which one is discarded?", options)


@FLOW.answer("collapse")
def _answer_collapse(state: AmberState, pick: str, seat: int, played: str, other: str) -> None:
    state.say(f"Utopia collapse: {who(state, seat)} discards {name(state, pick)}.")
    discard(state, seat, pick)


@FLOW.ask("relocate", inside=True, rule="death")
def _ask_relocate(state: AmberState, seat: int) -> Choice | None:
    index = dead_city(state, seat)
    if index is None:
        return None
    options = []
    for i, side in city_places(state, seat):
        if i == index:
            continue
        target = targets.top(seat, i) if side == "top" else targets.bottom(seat, i)
        where = "on top of" if side == "top" else "at the bottom of"
        options.append(Option(f"Move the Death card {where} {describe_city(state, seat, i)}", [i, side],
                              target=target))
    return Choice(seat, f"City {index + 1} holds only Death: where does its Death card go?", options)


@FLOW.answer("relocate")
def _answer_relocate(state: AmberState, where: list, seat: int) -> None:
    index = dead_city(state, seat)
    assert index is not None, "the Death card is moved only from a city holding only Death"  # as it was asked
    cid = state.cities[seat][index].pop(0)
    target, side = where
    city = state.cities[seat][target]
    city.insert(0, cid) if side == "top" else city.append(cid)
    tidy(state, seat)
