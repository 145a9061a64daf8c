"""The Long Reach (expansion, option long_reach=on): the Land deck in its order, filtered by the player count, with
players + 1 Lands revealed; instead of a claim, a player may claim the first revealed Land by showing each symbol
it requires on a different card of their cities and discarding 1 regular card; the Land is played at once as a
new city and the next Land is revealed. Lands can be targeted but never burn, and are never discarded (they are
not regular cards). The effect kind "remove a Land card" is here; "touching Land" is a targeting filter."""

from __future__ import annotations

from collections import Counter
from typing import Annotated

from pydantic import Field

from engine.core.choice import Choice, Option
from engine.core.state import Frame
from engine.core.vocabulary import EffectKind

from .. import targets
from ..catalog import catalog
from ..state import AmberState
from ..vocabulary import EFFECTS
from .common import WORD, card, cards_of, city_index, lift, matches, name, regular, tidy, who
from .flow import FLOW

MOMENT = "dm-reach"  # its Decisive Moment, shuffled in with the others
CATASTROPHE = "k-reach"  # its Catastrophe, shuffled in with those of its era


def setup_lands(state: AmberState) -> None:
    """The Land deck from the first to the last, without the Lands marked for more players, and players + 1 of
    them revealed (rulebook, The Long Reach, Setup)."""
    state.lands_on = True
    deck = [land.id for land in catalog().content.long_reach.lands if land.players <= state.players]
    state.land_row = deck[:state.players + 1]
    state.land_deck = deck[state.players + 1:]


def _profiles(state: AmberState, cards: list[str], needs: list[str]) -> Counter:
    return Counter(tuple([matches(state, cid, need) for need in needs] + [regular(state, cid)]) for cid in cards)


def _fit(pool: Counter, needs: int, k: int, extra: bool) -> bool:
    """Whether different cards of `pool` show needs k.. (and, with `extra`, one more regular card is left)."""
    if k == needs:
        return not extra or any(n and profile[-1] for profile, n in pool.items())
    for profile, n in list(pool.items()):
        if n and profile[k]:
            pool[profile] -= 1
            ok = _fit(pool, needs, k + 1, extra)
            pool[profile] += 1
            if ok:
                return True
    return False


def shows(state: AmberState, seat: int, needs: list[str], without: str | None = None, extra: bool = False) -> bool:
    """Whether the seat's cities (less `without`) show every needed symbol on a different card, and with `extra`
    one more regular card to discard besides."""
    cards = [cid for cid in cards_of(state, seat) if cid != without]
    return _fit(_profiles(state, cards, needs), len(needs), 0, extra)


def land_utopia(state: AmberState, seat: int) -> int:
    """The Utopia the seat's Land cards show (the final Lands, 2 each): at the end no Death card takes it away,
    since a Land cannot be discarded (rules notes X2)."""
    return sum(card(cid).symbols.count("utopia") for cid in cards_of(state, seat) if card(cid).kind == "land")


def next_land(state: AmberState) -> str | None:
    """The only Land that may be claimed: the first revealed one (the lowest in the order)."""
    return state.land_row[0] if state.land_row else None


def requires(lid: str) -> list[str]:
    return list(card(lid).requires)


def needs_words(lid: str) -> str:
    return ", ".join(WORD[s] for s in requires(lid))


def land_option(state: AmberState, seat: int) -> Option | None:
    """The option of claiming the next Land in a turn's choice (None without the expansion or Lands)."""
    lid = next_land(state) if state.lands_on else None
    if lid is None:
        return None
    label = f"Claim the Land {name(state, lid)} (show {needs_words(lid)} on different cards, discard 1 regular card)"
    if shows(state, seat, requires(lid), extra=True):
        return Option(label, ["land", lid], target=targets.card(lid))
    return Option(label, ["land", lid], target=targets.card(lid), enabled=False,
                  why_not="your cities do not show those symbols on different cards with a regular card to spare")


@FLOW.ask("land_pay", back=True, rule="long_reach")
def _ask_land_pay(state: AmberState, seat: int, land: str) -> Choice:
    needs = requires(land)
    options = [Option(f"Discard {name(state, cid)}", cid, target=targets.card(cid)) for cid in cards_of(state, seat)
               if regular(state, cid) and shows(state, seat, needs, without=cid)]
    return Choice(seat, f"Claim {name(state, land)}: choose the regular card to discard (the cards showing "
                        f"{needs_words(land)} stay)", options)


@FLOW.answer("land_pay")
def _answer_land_pay(state: AmberState, pick: str, seat: int, land: str) -> None:
    from .common import discard
    from .turn import first_player_after_claim

    state.say(f"{who(state, seat)} discards {name(state, pick)}.")
    discard(state, seat, pick)
    state.land_row.remove(land)
    state.say(f"{who(state, seat)} claims the Land {name(state, land)}.")
    if state.land_deck:
        revealed = state.land_deck.pop(0)
        state.land_row.append(revealed)
        state.say(f"The Land {name(state, revealed)} is revealed.")
    first_player_after_claim(state, seat)
    state.push("place", seat=seat, card=land, mode="new_city")


# ---------------------------------------------------------------------------------------------- remove a Land
@EFFECTS.kind("remove_land")
class RemoveLand(EffectKind):
    """Remove a Land card from your cities: it leaves the game."""

    payload = Annotated[int, Field(ge=1, le=3)]

    def run(self, ctx, n: int) -> None:
        ctx.state.schedule(*[Frame("land_remove_pick", {"seat": ctx.seat}) for _ in range(n)])

    def why_not(self, ctx, n: int) -> str | None:
        if not any(card(cid).kind == "land" for cid in cards_of(ctx.state, ctx.seat)):
            return "you have no Land card"
        return None

    def text(self, n: int) -> str:
        return "remove a Land card" if n == 1 else f"remove {n} Land cards"


@FLOW.ask("land_remove_pick", inside=True, rule="long_reach")
def _ask_land_remove(state: AmberState, seat: int) -> Choice | None:
    lands = [cid for cid in cards_of(state, seat) if card(cid).kind == "land"]
    if not lands:
        return None
    return Choice(seat, "Choose a Land card to remove from the game",
                  [Option(f"Remove {name(state, cid)} (city {(city_index(state, seat, cid) or 0) + 1})", cid,
                          target=targets.card(cid)) for cid in lands])


@FLOW.answer("land_remove_pick")
def _answer_land_remove(state: AmberState, pick: str, seat: int) -> None:
    lift(state, seat, pick)
    state.say(f"{who(state, seat)} removes the Land {name(state, pick)} from the game.")
    tidy(state, seat)
