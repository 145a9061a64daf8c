"""What many rules share: cards' symbols and names, cities, supplies, drawing, discarding and tidying cities."""

from __future__ import annotations

from engine.core.names import seat_ref

from ..catalog import Card, catalog
from ..state import AmberState

RESOURCES = ("food", "population", "engineering", "culture", "science")
WORD = {"food": "Food", "population": "Population", "engineering": "Engineering", "culture": "Culture",
        "science": "Science", "utopia": "Utopia", "ash": "Ash", "any": "any regular", "wonder": "Wonder",
        "exhausted": "exhausted", "ambition": "Ambition", "amber": "Amber", "action": "Action",
        "shield": "Resilience", "death": "Death", "land": "Land", "humanist": "humanist",
        "expansionist": "expansionist", "industrialist": "industrialist", "tribe": "Tribe"}


def card(cid: str) -> Card:
    return catalog().cards[cid]


def who(state: AmberState, seat: int) -> str:
    """How text names a seat (the api puts the player's name there)."""
    return seat_ref(seat)


def symbols(state: AmberState, cid: str) -> tuple[str, ...]:
    """The bottom symbols a card shows now (a Death/Utopia card by the side that shows)."""
    c = card(cid)
    if c.kind == "du":
        return (state.faces.get(cid, "death"),)
    return c.symbols


def name(state: AmberState, cid: str) -> str:
    c = card(cid)
    if c.kind == "du":
        return "Utopia" if state.faces.get(cid) == "utopia" else "Death"
    return c.name


def is_death(state: AmberState, cid: str) -> bool:
    return card(cid).kind == "du" and state.faces.get(cid) == "death"


def regular(state: AmberState, cid: str) -> bool:
    """A regular card can be discarded (to pay, by effects): every card but Death and Land cards."""
    return not is_death(state, cid) and card(cid).kind != "land"


def pays(state: AmberState, cid: str, what: str) -> bool:
    """Whether a card can be discarded for a cost or discard item: a regular card fitting it (any card for
    "card", the card moved by the move action)."""
    return matches(state, cid, what) and (what == "card" or regular(state, cid))


def matches(state: AmberState, cid: str, what: str) -> bool:
    """Whether a card fits a filter word: a symbol, any regular card, a kind or type of card, exhausted."""
    if what == "any":
        return regular(state, cid)
    if what == "card":
        return True
    if what == "death":
        return is_death(state, cid)
    c = card(cid)
    if what in RESOURCES or what == "utopia":
        return what in symbols(state, cid)
    if what == "ash":
        return c.kind == "ash"
    if what == "exhausted":
        return cid in state.exhausted
    if what == "ambition":
        return c.kind in ("ambition", "civilization")
    if what == "amber":
        return c.kind == "amber"
    if what == "land":
        return c.kind == "land"
    if what in ("humanist", "expansionist", "industrialist"):
        return c.trait == what
    if what == "tribe":
        return c.kind == "tribe"
    if what in ("wonder", "action", "shield"):
        return c.type == what
    raise ValueError(f"unknown card filter {what!r}")


def cards_of(state: AmberState, seat: int) -> list[str]:
    return [cid for city in state.cities[seat] for cid in city]


def city_index(state: AmberState, seat: int, cid: str) -> int | None:
    for i, city in enumerate(state.cities[seat]):
        if cid in city:
            return i
    return None


def amber_city(state: AmberState, seat: int) -> int | None:
    for i, city in enumerate(state.cities[seat]):
        if any(card(cid).kind == "amber" for cid in city):
            return i
    return None


def describe_city(state: AmberState, seat: int, index: int) -> str:
    """A city in players' words: its place from the left and the card on its top."""
    city = state.cities[seat][index]
    return f"city {index + 1} ({name(state, city[0])} on top)" if city else f"city {index + 1}"


def seats_from(state: AmberState, start: int) -> list[int]:
    """Every seat in turn order, starting with `start`."""
    return [(start + k) % state.seats for k in range(state.seats)]


def leader(state: AmberState) -> int:
    """Who acts first outside the turns (Decisive Moments, Catastrophes): the First Player, else this era's
    first seat (rules notes R4)."""
    return state.first if state.first is not None else state.starter


# ---------------------------------------------------------------------------------------------- supplies
def draw(state: AmberState, era: int | None = None) -> str | None:
    """Draw a card of an era deck at random; an empty deck takes its discards back first (rules notes R6)."""
    index = (era or state.era) - 1
    deck = state.decks[index]
    if not deck and state.discards[index]:
        deck.extend(state.discards[index])
        state.discards[index].clear()
    if not deck:
        return None
    state.reveal()
    return state.rng.draw_from_bag(deck)


def take_ash(state: AmberState) -> str | None:
    """The Ash card at the top of the supply (they are all alike), or None when none is left."""
    return state.ash_supply.pop(0) if state.ash_supply else None


def take_du(state: AmberState, face: str) -> str | None:
    """A Death/Utopia card turned to `face`, or None when none is left."""
    if not state.du_supply:
        return None
    cid = state.du_supply.pop(0)
    state.faces[cid] = face
    return cid


def to_discard(state: AmberState, cid: str) -> None:
    """Send a card that left a city where its kind goes: its era's discards, back to its supply, or out."""
    c = card(cid)
    if cid in state.exhausted:
        state.exhausted.remove(cid)
    if c.kind == "chronicle":
        state.discards[c.era - 1].append(cid)
    elif c.kind == "ash":
        state.ash_supply.append(cid)
        state.ash_supply.sort()
    elif c.kind == "du":
        state.faces.pop(cid, None)
        state.du_supply.append(cid)
        state.du_supply.sort()
    elif c.kind == "remnant":  # back on the table, available to the next Amber that burns
        state.remnants.append(cid)
        state.remnants.sort()


def lift(state: AmberState, seat: int, cid: str) -> None:
    """Take a card out of its city (the city may become empty; `tidy` clears that)."""
    for city in state.cities[seat]:
        if cid in city:
            city.remove(cid)
            return
    raise ValueError(f"{cid} is not in seat {seat}'s cities")


def discard(state: AmberState, seat: int, cid: str) -> None:
    """Discard a card from a city, then tidy the cities."""
    lift(state, seat, cid)
    to_discard(state, cid)
    tidy(state, seat)


def tidy(state: AmberState, seat: int) -> None:
    """A city vanishes with its last card; a city of Death cards only hands them to the other cities."""
    state.cities[seat] = [city for city in state.cities[seat] if city]
    if dead_city(state, seat) is not None and not any(f.name == "relocate" and f.args.get("seat") == seat
                                                     for f in state.stack):
        state.push("relocate", seat=seat)


def dead_city(state: AmberState, seat: int) -> int | None:
    """A city holding only Death cards while the seat has another city to move them to (rules notes R7)."""
    cities = state.cities[seat]
    if len(cities) < 2:
        return None
    for i, city in enumerate(cities):
        if all(is_death(state, cid) for cid in city):
            return i
    return None


def touching(state: AmberState, seat: int, what: str) -> set[str]:
    """Cards directly above or below a card fitting `what` in the same city."""
    found: set[str] = set()
    for city in state.cities[seat]:
        for i, cid in enumerate(city):
            if matches(state, cid, what):
                if i > 0:
                    found.add(city[i - 1])
                if i + 1 < len(city):
                    found.add(city[i + 1])
    return found


def utopia_count(state: AmberState, seat: int) -> int:
    return sum(symbols(state, cid).count("utopia") for cid in cards_of(state, seat))


def death_count(state: AmberState, seat: int) -> int:
    return sum(1 for cid in cards_of(state, seat) if is_death(state, cid))


def hand(state: AmberState, seat: int) -> list[str]:
    return [cid for era_cards in state.hands[seat] for cid in era_cards] + state.claimed[seat]


def put_in_hand(state: AmberState, seat: int, cid: str) -> None:
    """A drawn card joins the seat's secret hand; a claimed card the part of the hand everyone saw taken."""
    c = card(cid)
    place = state.hands[seat][c.era - 1] if c.kind == "chronicle" else state.claimed[seat]
    place.append(cid)
    place.sort()


def take_from_hand(state: AmberState, seat: int, cid: str) -> None:
    c = card(cid)
    (state.hands[seat][c.era - 1] if c.kind == "chronicle" else state.claimed[seat]).remove(cid)


def permanent(state: AmberState, what: str) -> bool:
    """A double-arrow effect of the Achievement, always active during Era 5."""
    return state.era == 5 and what in catalog().achievements[state.achievement].permanent


def on_top(state: AmberState, seat: int, what: str) -> bool:
    """Whether a top card of the seat's cities carries a Tribe double-arrow effect or MUST / CAN'T rule `what`
    (they hold only while the card is uncovered)."""
    return state.tribes_on and any(what in card(city[0]).permanent or what in card(city[0]).limits
                                   for city in state.cities[seat] if city)
