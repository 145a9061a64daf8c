"""The effect kinds of Ashes & Amber's cards (docs/content-amber.md lists them): payload, how each runs, why it
cannot be carried out now, and its words. Content writes them as one-key objects, `{"draw": 3}`.

An effect runs for one seat (`Ctx`); one needing a decision queues the step that asks it. A card's effects run
left to right, each after the previous one is done (`run_effects`); `later` lists the discards still to come
on the same card, so an earlier pick never makes a later one impossible.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, PositiveInt

from engine.core.choice import Choice, Option
from engine.core.state import Frame
from engine.core.vocabulary import EffectKind

from .. import targets
from ..schema import Effect
from ..state import AmberState
from ..vocabulary import EFFECTS
from .common import (
    WORD,
    amber_city,
    cards_of,
    city_index,
    describe_city,
    discard,
    draw,
    is_death,
    lift,
    matches,
    name,
    on_top,
    pays,
    permanent,
    regular,
    take_ash,
    take_du,
    tidy,
    to_discard,
    who,
)
from .flow import FLOW
from .pay import payable
from .place import gap_words, put

What = Literal["food", "population", "engineering", "culture", "science", "utopia", "any", "ash", "wonder",
               "exhausted", "ambition", "amber", "action", "shield", "card", "humanist", "expansionist",
               "industrialist", "tribe"]


@dataclass
class Ctx:
    """An effect's context: the state, the seat it is for, the discards still to come on the same card."""

    state: AmberState
    seat: int
    later: list[str] = field(default_factory=list)
    source: str | None = None  # the card whose effect this is, when it matters (a greater power's own city)


def discard_items(effects: list[dict]) -> list[str]:
    """Every card a list of effects makes its seat discard (repeats counted once: the first time)."""
    items: list[str] = []
    for effect in effects:
        kind, payload = next(iter(effect.items()))
        if kind == "discard":
            items += [payload["what"]] * payload["count"]
        elif kind == "repeat":
            items += discard_items(payload["effects"])
    return items


def run_effects(state: AmberState, seat: int, effects: list[dict]) -> None:
    """Queue a list of effects to run in order."""
    frames = []
    for k, effect in enumerate(effects):
        frames.append(Frame("effect", {"seat": seat, "effect": effect, "later": discard_items(effects[k + 1:])}))
    state.schedule(*frames)


def _kept_after_discards(effects: list[dict]) -> list[str]:
    """The cards a create-a-city ("any": a regular card) or a move ("card") coming after a discard of the same
    list needs besides the discarded ones (rules notes R20): "discard 1, create a city" asks for two cards."""
    needs: list[str] = []
    discarded = False
    for effect in effects:
        kind, payload = next(iter(effect.items()))
        if kind == "discard":
            discarded = True
        elif discarded and kind == "create_city":
            needs += ["any"] * payload
        elif discarded and kind == "move":
            needs += ["card"] * payload
    return needs


def why_not_effects(state: AmberState, seat: int, effects: list[dict]) -> str | None:
    """Why a list of effects cannot all be carried out now (its discards together, then each other effect)."""
    items = discard_items(effects)
    if items and not payable(state, seat, items + _kept_after_discards(effects)):
        return "you do not have the cards to discard"
    return EFFECTS.why_not(Ctx(state, seat), effects)


def effects_text(effects: list[dict]) -> str:
    return EFFECTS.texts(effects, ", then ")


@FLOW.step("effect")
def _effect(state: AmberState, seat: int, effect: dict, later: list[str]) -> None:
    EFFECTS.run(Ctx(state, seat, later), effect)


def _times(state: AmberState, frame: Frame, n: int) -> None:
    state.schedule(*[Frame(frame.name, dict(frame.args)) for _ in range(n)])


# ---------------------------------------------------------------------------------------------- draw
@EFFECTS.kind("draw")
class Draw(EffectKind):
    payload = Annotated[int, Field(ge=1, le=5)]

    def run(self, ctx: Ctx, n: int) -> None:
        # the Achievement's Era 5 double arrow and a Tribe card's each add one (rules notes R45)
        more = int(permanent(ctx.state, "draw_plus")) + int(on_top(ctx.state, ctx.seat, "draw_plus"))
        ctx.state.push("look", seat=ctx.seat, n=n + more)

    def why_not(self, ctx: Ctx, n: int) -> str | None:
        index = ctx.state.era - 1
        if not ctx.state.decks[index] and not ctx.state.discards[index]:
            return "the deck is empty"
        return None

    def text(self, n: int) -> str:
        return "draw a card" if n == 1 else f"draw {n} cards and keep one"


@FLOW.step("look")
def _look(state: AmberState, seat: int, n: int) -> None:
    """Draw cards to look at; one is kept (a single card goes straight to the hand)."""
    drawn = [cid for cid in (draw(state) for _ in range(n)) if cid is not None]
    if len(drawn) == 1:
        receive(state, seat, drawn[0])
        state.say(f"{who(state, seat)} draws a card.")
    elif drawn:
        state.looking[seat] = sorted(drawn)
        state.push("keep", seat=seat)


@FLOW.ask("keep", inside=True, rule="income")
def _ask_keep(state: AmberState, seat: int) -> Choice:
    options = [Option(f"Keep {name(state, cid)}", cid, target=targets.card(cid)) for cid in state.looking[seat]]
    return Choice(seat, "Keep one of the cards you drew; the others are discarded", options)


@FLOW.answer("keep")
def _answer_keep(state: AmberState, pick: str, seat: int) -> None:
    for cid in state.looking[seat]:
        if cid == pick:
            receive(state, seat, cid)
        else:
            to_discard(state, cid)
    state.say(f"{who(state, seat)} draws {len(state.looking[seat])} cards and keeps one.")
    state.looking[seat] = []


# ---------------------------------------------------------------------------------------------- discard
class DiscardSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    what: What
    count: PositiveInt = 1


@EFFECTS.kind("discard")
class Discard(EffectKind):
    payload = DiscardSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        _times(ctx.state, Frame("discard_pick", {"seat": ctx.seat, "what": spec["what"], "later": ctx.later}),
               spec["count"])

    def why_not(self, ctx: Ctx, spec: dict) -> str | None:
        if not payable(ctx.state, ctx.seat, [spec["what"]] * spec["count"]):
            return "you do not have the cards to discard"
        return None

    def text(self, spec: dict) -> str:
        n, what = spec["count"], spec["what"]
        word = "regular card" if what == "any" else f"{WORD[what]} card"
        return f"discard {'a' if n == 1 else n} {word}{'' if n == 1 else 's'}"


@FLOW.ask("discard_pick", inside=True, rule="effects")
def _ask_discard(state: AmberState, seat: int, what: str, later: list[str]) -> Choice | None:
    fits = [cid for cid in cards_of(state, seat) if pays(state, cid, what)]
    keep = [cid for cid in fits if payable(state, seat, later, [cid])] or fits
    if not keep:
        return None
    options = [Option(f"Discard {name(state, cid)}", cid, target=targets.card(cid)) for cid in keep]
    word = "a regular card" if what == "any" else f"a {WORD[what]} card"
    return Choice(seat, f"Choose {word} to discard from your cities", options)


@FLOW.answer("discard_pick")
def _answer_discard(state: AmberState, pick: str, seat: int, what: str, later: list[str]) -> None:
    state.say(f"{who(state, seat)} discards {name(state, pick)}.")
    discard(state, seat, pick)


def _cities_to_discard(state: AmberState, seat: int) -> list[int]:
    """The seat's cities holding a regular card (a city of Death or Land cards only has nothing to discard)."""
    return [i for i, city in enumerate(state.cities[seat]) if any(regular(state, cid) for cid in city)]


@EFFECTS.kind("discard_city")
class DiscardCity(EffectKind):
    """Discard every regular card of one of your cities; its Death cards stay and move to the other cities
    (F.A.Q.; rules notes R48)."""

    payload = Literal[1]

    def run(self, ctx: Ctx, n: int) -> None:
        ctx.state.push("city_discard_pick", seat=ctx.seat)

    def why_not(self, ctx: Ctx, n: int) -> str | None:
        if not _cities_to_discard(ctx.state, ctx.seat):
            return "you have no city to discard"
        return None

    def text(self, n: int) -> str:
        return "discard a city (its Death cards stay)"


@FLOW.ask("city_discard_pick", inside=True, rule="effects")
def _ask_city_discard(state: AmberState, seat: int) -> Choice | None:
    found = _cities_to_discard(state, seat)
    if not found:
        return None
    options = [Option(f"Discard {describe_city(state, seat, i)}", i, target=targets.card(state.cities[seat][i][0]))
               for i in found]
    return Choice(seat, "Choose the city to discard (its Death cards stay and move to your other cities)", options)


@FLOW.answer("city_discard_pick")
def _answer_city_discard(state: AmberState, index: int, seat: int) -> None:
    city = state.cities[seat][index]
    gone = [cid for cid in city if regular(state, cid)]
    state.say(f"{who(state, seat)} discards {describe_city(state, seat, index)}: {', '.join(name(state, c) for c in gone)}.")
    for cid in gone:
        city.remove(cid)
        to_discard(state, cid)
    tidy(state, seat)  # its Death cards, left alone, move to the other cities


# ---------------------------------------------------------------------------------------------- take
@FLOW.step("gain")
def _gain(state: AmberState, seat: int, what: str) -> None:
    """Take an Ash, Utopia or Death card from its supply and put it into the cities at once."""
    cid = take_ash(state) if what == "ash" else take_du(state, what)
    if cid is None:
        state.say(f"No {WORD[what]} card is left to take.")
        return
    state.push("place", seat=seat, card=cid, mode="death" if what == "death" else "any")


def _take(what: str, word: str):
    class Take(EffectKind):
        payload = PositiveInt

        def run(self, ctx: Ctx, n: int) -> None:
            _times(ctx.state, Frame("gain", {"seat": ctx.seat, "what": what}), n)

        def text(self, n: int) -> str:
            one = "an" if word[0] in "AEIOU" else "a"
            return f"take {one if n == 1 else n} {word} card{'' if n == 1 else 's'}"

    Take.__name__ = f"Take{what.capitalize()}"
    Take.__doc__ = f"Take {word} cards and put them into your cities."
    return Take


EFFECTS.kind("utopia")(_take("utopia", "Utopia"))
EFFECTS.kind("ash")(_take("ash", "Ash"))
EFFECTS.kind("death")(_take("death", "Death"))


class PerSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    what: What
    where: Literal["amber_city", "all"]
    max: PositiveInt


def per_count(state: AmberState, seat: int, spec: dict) -> int:
    """How many Utopia cards a "per card" effect gives now."""
    if spec["where"] == "amber_city":
        index = amber_city(state, seat)
        pool = [] if index is None else state.cities[seat][index]
    else:
        pool = cards_of(state, seat)
    return min(spec["max"], sum(1 for cid in pool if matches(state, cid, spec["what"])))


@EFFECTS.kind("utopia_per")
class UtopiaPer(EffectKind):
    payload = PerSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        _times(ctx.state, Frame("gain", {"seat": ctx.seat, "what": "utopia"}), per_count(ctx.state, ctx.seat, spec))

    def text(self, spec: dict) -> str:
        where = "in the city with your Amber" if spec["where"] == "amber_city" else "in your cities"
        what = "card" if spec["what"] == "card" else f"{WORD[spec['what']]} card"
        return f"take a Utopia card for each {what} {where} (at most {spec['max']})"


# ---------------------------------------------------------------------------------------------- remove Death
@EFFECTS.kind("remove_death")
class RemoveDeath(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _times(ctx.state, Frame("remove_pick", {"seat": ctx.seat}), n)

    def why_not(self, ctx: Ctx, n: int) -> str | None:
        if not any(is_death(ctx.state, cid) for cid in cards_of(ctx.state, ctx.seat)):
            return "you have no Death card"
        return None

    def text(self, n: int) -> str:
        return "remove a Death card" if n == 1 else f"remove {n} Death cards"


@FLOW.ask("remove_pick", inside=True, rule="death")
def _ask_remove(state: AmberState, seat: int) -> Choice | None:
    deaths = [cid for cid in cards_of(state, seat) if is_death(state, cid)]
    if not deaths:
        return None
    return Choice(seat, "Choose a Death card to remove",
                  [Option(f"Remove the Death card in city {_city_no(state, seat, cid)}", cid,
                          target=targets.card(cid)) for cid in deaths])


@FLOW.answer("remove_pick")
def _answer_remove(state: AmberState, pick: str, seat: int) -> None:
    lift(state, seat, pick)
    to_discard(state, pick)
    state.say(f"{who(state, seat)} removes a Death card.")
    tidy(state, seat)


def _city_no(state: AmberState, seat: int, cid: str) -> int:
    return (city_index(state, seat, cid) or 0) + 1


# ---------------------------------------------------------------------------------------------- create, move
@EFFECTS.kind("create_city")
class CreateCity(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _times(ctx.state, Frame("found_pick", {"seat": ctx.seat}), n)

    def why_not(self, ctx: Ctx, n: int) -> str | None:
        if permanent(ctx.state, "no_new_city"):
            return "no new city may be created this era"
        if on_top(ctx.state, ctx.seat, "cant_found"):
            return "a Tribe card on top of your cities forbids new cities"
        if not payable(ctx.state, ctx.seat, ["any"] + ctx.later):
            return "you have no card to start a city with"
        return None

    def text(self, n: int) -> str:
        return "create a city" if n == 1 else f"create {n} cities"


@FLOW.ask("found_pick", inside=True, rule="cities")
def _ask_found(state: AmberState, seat: int) -> Choice | None:
    cards = [cid for cid in cards_of(state, seat) if regular(state, cid)]
    if not cards or permanent(state, "no_new_city"):
        return None
    return Choice(seat, "Choose a card from your cities to start a new city with",
                  [Option(f"Start a city with {name(state, cid)}", cid, target=targets.card(cid)) for cid in cards])


@FLOW.conceal("found_pick")
def _found_pick_asked(state: AmberState, seat: int) -> bool:
    """Always asked, even with one card to start the city: Back from where the city stands then returns here,
    never to the discards made before it (which are not undone)."""
    return True


@FLOW.answer("found_pick")
def _answer_found(state: AmberState, pick: str, seat: int) -> None:
    state.push("found_where", seat=seat, card=pick)


def _without(state: AmberState, seat: int, cid: str) -> list[list[str]]:
    return [[c for c in city if c != cid] for city in state.cities[seat] if [c for c in city if c != cid]]


@FLOW.ask("found_where", back=True, rule="cities")
def _ask_found_where(state: AmberState, seat: int, card: str) -> Choice:
    rest = _without(state, seat, card)
    saved = state.cities[seat]
    state.cities[seat] = rest
    options = [Option(f"Put it {gap_words(state, seat, i)}", i, target=targets.gap(seat, i))
               for i in range(len(rest) + 1)]
    state.cities[seat] = saved
    return Choice(seat, f"Where does the new city of {name(state, card)} stand?", options)


@FLOW.answer("found_where")
def _answer_found_where(state: AmberState, index: int, seat: int, card: str) -> None:
    state.cities[seat] = _without(state, seat, card)
    put(state, seat, card, ["new", index, ""])


@EFFECTS.kind("move")
class Move(EffectKind):
    payload = PositiveInt

    def run(self, ctx: Ctx, n: int) -> None:
        _times(ctx.state, Frame("move_pick", {"seat": ctx.seat}), n)

    def text(self, n: int) -> str:
        return "move a card" if n == 1 else f"move {n} cards"


@FLOW.ask("move_pick", inside=True, rule="cities")
def _ask_move(state: AmberState, seat: int) -> Choice | None:
    cards = cards_of(state, seat)
    if not cards:
        return None
    return Choice(seat, "Choose a card of your cities to move",
                  [Option(f"Move {name(state, cid)} ({describe_city(state, seat, _city_no(state, seat, cid) - 1)})",
                          cid, target=targets.card(cid)) for cid in cards])


@FLOW.conceal("move_pick")
def _move_pick_asked(state: AmberState, seat: int) -> bool:
    """Always asked, even with one card to move, for the same reason as the card starting a city."""
    return True


@FLOW.answer("move_pick")
def _answer_move(state: AmberState, pick: str, seat: int) -> None:
    state.push("move_where", seat=seat, card=pick)


@FLOW.ask("move_where", back=True, rule="cities")
def _ask_move_where(state: AmberState, seat: int, card: str) -> Choice:
    rest = _without(state, seat, card)
    options = []
    for i, city in enumerate(rest):
        for p in range(len(city) + 1):
            if p == 0:
                where = "on top"
                target = targets.top(seat, i) if len(rest) == len(state.cities[seat]) else None
            elif p == len(city):
                where = "at the bottom"
                target = targets.bottom(seat, i) if len(rest) == len(state.cities[seat]) else None
            else:
                where = f"under {name(state, city[p - 1])}"
                target = None
            options.append(Option(f"Into city {i + 1}, {where}", [i, p], target=target))
    if not options:
        options.append(Option("Leave it where it is", [-1, 0]))
    return Choice(seat, f"Where does {name(state, card)} go?", options)


@FLOW.answer("move_where")
def _answer_move_where(state: AmberState, where: list, seat: int, card: str) -> None:
    index, position = where
    if index < 0:
        return
    state.cities[seat] = _without(state, seat, card)
    state.cities[seat][index].insert(position, card)
    state.say(f"{who(state, seat)} moves {name(state, card)} into city {index + 1}.")
    tidy(state, seat)


# ---------------------------------------------------------------------------------------------- repeat
class RepeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    times: int = Field(ge=2, le=9)
    effects: list[Effect] = Field(min_length=1)


@EFFECTS.kind("repeat")
class Repeat(EffectKind):
    payload = RepeatSpec

    def run(self, ctx: Ctx, spec: dict) -> None:
        ctx.state.push("again", seat=ctx.seat, left=spec["times"] - 1, effects=spec["effects"])
        run_effects(ctx.state, ctx.seat, spec["effects"])

    def why_not(self, ctx: Ctx, spec: dict) -> str | None:
        return EFFECTS.why_not(ctx, spec["effects"])

    def text(self, spec: dict) -> str:
        return f"up to {spec['times']} times: {effects_text(spec['effects'])}"


@FLOW.ask("again", inside=True, rule="effects")
def _ask_again(state: AmberState, seat: int, left: int, effects: list[dict]) -> Choice | None:
    if left <= 0 or why_not_effects(state, seat, effects) is not None:
        return None
    return Choice(seat, f"Carry the card's effects out once more? ({effects_text(effects)})",
                  [Option("Once more", True), Option("Stop here", False)])


@FLOW.answer("again")
def _answer_again(state: AmberState, more: bool, seat: int, left: int, effects: list[dict]) -> None:
    if more:
        state.push("again", seat=seat, left=left - 1, effects=effects)
        run_effects(state, seat, effects)


def receive(state: AmberState, seat: int, cid: str) -> None:
    """A card kept from a draw (rules/round.py: marked cards are played at once)."""
    from .round import receive as into_hand

    into_hand(state, seat, cid)


from . import targeting  # noqa: E402,F401  (the Catastrophe kinds: target and protect)
