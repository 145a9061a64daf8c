"""The targeting vocabulary of Catastrophes and greater powers: which cards a step targets (a kind of card,
touching Death, in a kind of city, at a position, in one or in different cities, a number or all), which cities
or cards a greater power protects; the picks ("as many as possible"), and burning to Ash."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, PositiveInt

from engine.core.choice import Choice, Option
from engine.core.vocabulary import EffectKind

from .. import targets
from ..state import AmberState
from ..vocabulary import EFFECTS
from .common import (
    WORD,
    amber_city,
    card,
    city_index,
    describe_city,
    is_death,
    matches,
    name,
    take_ash,
    tidy,
    to_discard,
    touching,
    who,
)
from .flow import FLOW
from .remnants import amber_burns

Resource = Literal["food", "population", "engineering", "culture", "science"]
Filter = Literal["any", "food", "population", "engineering", "culture", "science", "utopia", "ash", "wonder",
                 "exhausted", "ambition", "amber", "action", "shield", "death", "land"]


class CitySpec(BaseModel):
    """A kind of city: any of the tallest, a border city, the one with Amber, one beside a tallest city, of a size
    or more, with or without a resource, the city of the card itself."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal["tallest", "border", "amber", "adjacent_tallest", "min_size", "with", "without", "this"]
    size: PositiveInt | None = None
    symbol: Resource | None = None


class PositionSpec(BaseModel):
    """Positions within a city: the `depth` topmost, the `depth` bottommost, or both ends."""

    model_config = ConfigDict(extra="forbid")
    side: Literal["top", "bottom", "ends"]
    depth: PositiveInt = 1


class TargetSpec(BaseModel):
    """Cards a Catastrophe step targets: `count` of them (None: every one), all different."""

    model_config = ConfigDict(extra="forbid")
    count: PositiveInt | None
    touching: Literal["death", "land"] | None = None
    card: Filter = "any"
    city: CitySpec | None = None
    position: PositionSpec | None = None
    spread: Literal["one", "different"] | None = None


class ProtectSpec(BaseModel):
    """What a greater power protects: every card of some cities, or some cards (`count` None: all)."""

    model_config = ConfigDict(extra="forbid")
    cities: CitySpec | None = None
    cards: Filter | None = None
    count: PositiveInt | None = None


# ---------------------------------------------------------------------------------------------- queries
def cities_fitting(state: AmberState, seat: int, spec: dict | None, source: str | None = None) -> list[int]:
    """The indexes of the seat's cities of a kind."""
    cities = state.cities[seat]
    every = list(range(len(cities)))
    if spec is None:
        return every
    kind = spec["kind"]
    tallest = max((len(c) for c in cities), default=0)
    if kind == "tallest":
        return [i for i in every if len(cities[i]) == tallest]
    if kind == "border":
        return [i for i in every if i in (0, len(cities) - 1)]
    if kind == "amber":
        index = amber_city(state, seat)
        return [] if index is None else [index]
    if kind == "adjacent_tallest":
        tall = {i for i in every if len(cities[i]) == tallest}
        return [i for i in every if (i - 1) in tall or (i + 1) in tall]
    if kind == "min_size":
        return [i for i in every if len(cities[i]) >= (spec["size"] or 1)]
    if kind in ("with", "without"):
        has = [any(matches(state, cid, spec["symbol"]) for cid in cities[i]) for i in every]
        return [i for i in every if has[i] == (kind == "with")]
    return [i for i in every if source is not None and source in cities[i]]


def city_spec_words(spec: dict | None) -> str:
    if spec is None:
        return "in any of your cities"
    kind = spec["kind"]
    return {"tallest": "in your tallest city", "border": "in your border cities",
            "amber": "in your city with Amber", "adjacent_tallest": "in cities beside your tallest city",
            "min_size": f"in cities of {spec.get('size')} cards or more",
            "with": f"in cities with {WORD.get(spec.get('symbol') or '', '')}",
            "without": f"in cities without {WORD.get(spec.get('symbol') or '', '')}",
            "this": "in the city of this card"}[kind]


def _at_position(city: list[str], i: int, spec: dict | None) -> bool:
    if spec is None:
        return True
    depth, from_bottom = spec["depth"], len(city) - 1 - i
    if spec["side"] == "top":
        return i < depth
    if spec["side"] == "bottom":
        return from_bottom < depth
    return i < depth or from_bottom < depth


def eligible(state: AmberState, seat: int, spec: dict) -> list[str]:
    """Every card of the seat's cities a target step may target."""
    near = None
    if spec.get("touching"):
        near = touching(state, seat, spec["touching"])
    found = []
    for i in cities_fitting(state, seat, spec.get("city")):
        city = state.cities[seat][i]
        for k, cid in enumerate(city):
            if spec["card"] != "any" and not matches(state, cid, spec["card"]):
                continue
            if near is not None and cid not in near:
                continue
            if _at_position(city, k, spec.get("position")):
                found.append(cid)
    return found


def _city_of(state: AmberState, seat: int, cid: str) -> int:
    """The index of the seat's city holding `cid` (asked only of cards in the seat's cities: eligible targets,
    targets picked but not burned yet, the top cards standing for cities)."""
    index = city_index(state, seat, cid)
    assert index is not None, f"{cid} is in none of seat {seat}'s cities"
    return index


def best_total(state: AmberState, seat: int, spec: dict, cards: list[str]) -> int:
    """The most cards a step can target among `cards` ("as many as possible")."""
    count = spec["count"] if spec["count"] is not None else len(cards)
    if spec.get("spread") == "one":
        by_city: dict[int, int] = {}
        for cid in cards:
            by_city[_city_of(state, seat, cid)] = by_city.get(_city_of(state, seat, cid), 0) + 1
        return min(count, max(by_city.values(), default=0))
    if spec.get("spread") == "different":
        return min(count, len({_city_of(state, seat, cid) for cid in cards}))
    return min(count, len(cards))


def next_picks(state: AmberState, seat: int, spec: dict, chosen: list[str]) -> list[str]:
    """Cards that may be targeted next and still let the step reach its most."""
    cards = eligible(state, seat, spec)
    left = [cid for cid in cards if cid not in chosen]
    spread = spec.get("spread")
    if spread == "different":
        used = {_city_of(state, seat, cid) for cid in chosen}
        return [cid for cid in left if _city_of(state, seat, cid) not in used]
    if spread == "one":
        if chosen:
            home = _city_of(state, seat, chosen[0])
            return [cid for cid in left if _city_of(state, seat, cid) == home]
        best = best_total(state, seat, spec, cards)
        return [cid for cid in left
                if best_total(state, seat, spec, [c for c in cards
                                                  if _city_of(state, seat, c) == _city_of(state, seat, cid)]) == best]
    return left


# ---------------------------------------------------------------------------------------------- target
@EFFECTS.kind("target")
class Target(EffectKind):
    payload = TargetSpec

    def run(self, ctx, spec: dict) -> None:
        ctx.state.push("target_start", seat=ctx.seat, spec=spec)

    def text(self, spec: dict) -> str:
        return target_words(spec)


def target_words(spec: dict) -> str:
    count = spec["count"]
    what = "card" if spec["card"] == "any" else f"{WORD[spec['card']]} card"
    head = f"every {what}" if count is None else (f"{count} {what}s" if count > 1 else f"1 {what}")
    parts = [f"burn {head}"]
    if spec.get("touching"):
        parts.append(f"touching {WORD[spec['touching']]}")
    position = spec.get("position")
    if position:
        depth = position["depth"]
        parts.append({"top": "at the top" if depth == 1 else f"among the {depth} topmost",
                      "bottom": "at the bottom" if depth == 1 else f"among the {depth} bottommost",
                      "ends": "at the top or the bottom"}[position["side"]])
    parts.append(city_spec_words(spec.get("city")))
    if spec.get("spread") == "one":
        parts.append("all in one city")
    elif spec.get("spread") == "different":
        parts.append("each in a different city")
    return " ".join(parts)


@FLOW.step("target_start")
def _target_start(state: AmberState, seat: int, spec: dict) -> None:
    cards = eligible(state, seat, spec)
    best = best_total(state, seat, spec, cards)
    if best == 0:  # no card fits the step (e.g. no city of the size it needs): nothing is targeted
        return
    if best == len(cards) and spec.get("spread") is None:
        burn(state, seat, cards)
        return
    state.push("target_pick", seat=seat, spec=spec, chosen=[])


@FLOW.ask("target_pick", inside=True, rule="catastrophe")
def _ask_target(state: AmberState, seat: int, spec: dict, chosen: list[str]) -> Choice:
    picks = next_picks(state, seat, spec, chosen)
    options = []
    for cid in picks:
        safe = " (protected)" if cid in state.protected else ""
        options.append(Option(f"Target {name(state, cid)} in city {_city_of(state, seat, cid) + 1}{safe}", cid,
                              target=targets.card(cid)))
    best = best_total(state, seat, spec, eligible(state, seat, spec))
    return Choice(seat, f"Catastrophe: {target_words(spec)}. Choose target {len(chosen) + 1} of {best}", options)


@FLOW.answer("target_pick")
def _answer_target(state: AmberState, pick: str, seat: int, spec: dict, chosen: list[str]) -> None:
    chosen = chosen + [pick]
    best = best_total(state, seat, spec, eligible(state, seat, spec))
    if len(chosen) >= best or not next_picks(state, seat, spec, chosen):
        burn(state, seat, chosen)
    else:
        state.push("target_pick", seat=seat, spec=spec, chosen=chosen)


def burn(state: AmberState, seat: int, cards: list[str], forced: bool = False) -> None:
    """Targeted cards that are not protected turn to Ash (Death and Ash stay as they are; an exhausted card's Ash
    is exhausted); `forced`: a used greater power, which burns whatever protects it."""
    burned = []
    for cid in cards:
        if cid not in state.targeted:
            state.targeted.append(cid)
        if (cid in state.protected and not forced) or is_death(state, cid) or card(cid).kind in ("ash", "land"):
            continue  # Death and Ash stay what they are; a Land never burns (The Long Reach)
        if card(cid).kind == "amber" and amber_burns(state, seat, cid):
            burned.append(name(state, cid))  # a Remnants card takes its place once the step is over
            continue
        for city in state.cities[seat]:
            if cid in city:
                ash = take_ash(state)
                was_exhausted = cid in state.exhausted
                position = city.index(cid)
                city.remove(cid)
                to_discard(state, cid)
                if ash is not None:
                    city.insert(position, ash)
                    if was_exhausted:
                        state.exhausted.append(ash)
                burned.append(name(state, cid) if card(cid).kind != "du" else "Utopia")
                break
    if burned:
        state.say(f"{who(state, seat)}: {', '.join(burned)} {'burns' if len(burned) == 1 else 'burn'} to Ash.")
    elif cards:
        state.say(f"{who(state, seat)}: nothing burns.")
    tidy(state, seat)


# ---------------------------------------------------------------------------------------------- protect
@EFFECTS.kind("protect")
class Protect(EffectKind):
    payload = ProtectSpec

    def run(self, ctx, spec: dict) -> None:
        ctx.state.push("protect_start", seat=ctx.seat, spec=spec, source=ctx.source)

    def text(self, spec: dict) -> str:
        if spec.get("cities") is not None:
            n = spec.get("count")
            many = "every card" if n is None else f"every card of {n} {'city' if n == 1 else 'cities'}"
            return f"protect {many} {city_spec_words(spec['cities'])}, then burn this card"
        what = spec.get("cards") or "any"
        word = "cards" if what == "any" else f"{WORD[what]} cards"
        n = spec.get("count")
        return f"protect {'all' if n is None else f'up to {n}'} {word} in your cities, then burn this card"


def protect_candidates(state: AmberState, seat: int, spec: dict, source: str | None) -> list[str]:
    """What a greater power may protect: one card standing for each city (its top card), or cards."""
    if spec.get("cities") is not None:
        return [state.cities[seat][i][0] for i in cities_fitting(state, seat, spec["cities"], source)]
    what = spec.get("cards") or "any"
    return [cid for city in state.cities[seat] for cid in city if what == "any" or matches(state, cid, what)]


def shelter(state: AmberState, seat: int, spec: dict, pick: str) -> None:
    """Protect a candidate: a whole city (named by its top card) or one card."""
    if spec.get("cities") is not None:
        index = _city_of(state, seat, pick)
        state.protected.extend(c for c in state.cities[seat][index] if c not in state.protected)
    elif pick not in state.protected:
        state.protected.append(pick)


@FLOW.step("protect_start")
def _protect_start(state: AmberState, seat: int, spec: dict, source: str | None) -> None:
    cands = protect_candidates(state, seat, spec, source)
    if spec.get("count") is None or len(cands) <= spec["count"]:
        for pick in cands:
            shelter(state, seat, spec, pick)
        return
    state.push("protect_pick", seat=seat, spec=spec, source=source, chosen=[])


@FLOW.ask("protect_pick", inside=True, rule="resilience")
def _ask_protect(state: AmberState, seat: int, spec: dict, source: str | None, chosen: list[str]) -> Choice:
    cities = spec.get("cities") is not None
    options = []
    for cid in protect_candidates(state, seat, spec, source):
        if cid in chosen:
            continue
        label = (f"Protect {describe_city(state, seat, _city_of(state, seat, cid))}" if cities
                 else f"Protect {name(state, cid)}")
        options.append(Option(label, cid, target=targets.card(cid)))
    return Choice(seat, f"Greater power: choose what to protect ({len(chosen) + 1} of {spec['count']})", options)


@FLOW.answer("protect_pick")
def _answer_protect(state: AmberState, pick: str, seat: int, spec: dict, source: str | None,
                    chosen: list[str]) -> None:
    shelter(state, seat, spec, pick)
    chosen = chosen + [pick]
    if len(chosen) < spec["count"]:
        state.push("protect_pick", seat=seat, spec=spec, source=source, chosen=chosen)
