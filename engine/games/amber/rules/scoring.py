"""Counting what Decisive Moments and Projects ask, and the End of Game: Projects scored only when every
Ambition was claimed and the Achievement resolved, each Death taking a Utopia away, most Utopia wins (ties: most
Projects, then the First Player card, else shared). Solo: the three win conditions."""

from __future__ import annotations

from engine.core.game import top_seats

from ..catalog import catalog
from ..state import AmberState
from .common import RESOURCES, card, cards_of, death_count, hand, is_death, matches, utopia_count, who
from .flow import FLOW
from .long_reach import land_utopia

ROWS = ("Utopia in your cities", "Utopia lost to Death", "Projects fulfilled (2 each)")
SOLO_TARGET = 15


def metric(state: AmberState, seat: int, what: str) -> int:
    """A count about a seat's civilization (Decisive Moments' conditions, Projects)."""
    cities = state.cities[seat]
    cards = cards_of(state, seat)
    if what == "cities":
        return len(cities)
    if what == "tallest_city":
        return max((len(c) for c in cities), default=0)
    if what == "utopia":
        return utopia_count(state, seat)
    if what in RESOURCES or what in ("exhausted", "ash"):
        return sum(1 for cid in cards if matches(state, cid, what))
    if what == "shields":
        return sum(1 for cid in cards if card(cid).type == "shield")
    if what == "wonders":
        return sum(1 for cid in cards if card(cid).type == "wonder")
    if what == "fewest_death":
        return death_count(state, seat)
    if what == "no_death":
        return int(death_count(state, seat) == 0)
    if what == "amber_on_top":
        return int(any(card(c[0]).kind == "amber" for c in cities))
    if what == "ambitions":
        return sum(1 for cid in cards if card(cid).kind == "ambition")
    if what == "era1_cards":
        return sum(1 for cid in cards if card(cid).kind == "chronicle" and card(cid).era == 1)
    if what == "hand":
        return len(hand(state, seat))
    if what == "lands":
        return sum(1 for cid in cards if card(cid).kind == "land")
    raise ValueError(f"unknown metric {what!r}")


def projects_count(state: AmberState) -> bool:
    """Projects score only if every Ambition was claimed and the Achievement resolved (rules notes R14)."""
    return not state.groups and state.achieved


def fulfilled(state: AmberState, seat: int) -> list[str]:
    if not projects_count(state):
        return []
    projects = catalog().projects
    return [p for p in state.projects[seat] if metric(state, seat, projects[p].metric) >= projects[p].at_least]


def breakdown(state: AmberState, seat: int) -> list[int]:
    """The score rows of a seat (ROWS): Utopia, Utopia lost to Death, Projects."""
    utopia = utopia_count(state, seat)
    lost = min(utopia - land_utopia(state, seat), death_count(state, seat))  # a Land is never discarded
    return [utopia, -lost, 2 * len(fulfilled(state, seat))]


def totals(state: AmberState) -> list[int]:
    if state.final is not None:
        return [sum(row[s] for row in state.final) for s in range(state.players)]
    return [sum(breakdown(state, s)) for s in range(state.players)]


def solo_failures(state: AmberState) -> list[str]:
    """The solo win conditions not met (empty: the game is won)."""
    if state.lost:
        return [state.lost]
    failed = []
    if totals(state)[0] < SOLO_TARGET:
        failed.append(f"you have fewer than {SOLO_TARGET} Utopia")
    if state.groups:  # the family game's Civilization card stands in for the Ambition (rules notes R3, R47)
        failed.append("the Civilization card was not claimed" if state.family else "the Ambition card was not claimed")
    if state.moments and not all(state.moments_done):
        failed.append("the left part of a Decisive Moment was not carried out")
    return failed


def winners(state: AmberState) -> list[int]:
    """Most Utopia; ties: most fulfilled Projects, then the First Player card holder, else shared."""
    if state.solo:
        return [0]
    tied = top_seats(totals(state))
    if len(tied) > 1:
        most = max(len(fulfilled(state, s)) for s in tied)
        tied = [s for s in tied if len(fulfilled(state, s)) == most]
    if len(tied) > 1 and state.first in tied:
        tied = [state.first]
    return tied


def deciding_rule(state: AmberState) -> str:
    """Which rule decided the winner: the score, the Projects tie-break, the First Player card, or none."""
    tied = top_seats(totals(state))
    if len(tied) == 1:
        return "score"
    most = max(len(fulfilled(state, s)) for s in tied)
    by_projects = [s for s in tied if len(fulfilled(state, s)) == most]
    if len(by_projects) == 1:
        return "projects"
    return "first" if state.first in by_projects else "shared"


@FLOW.step("end_game")
def _end_game(state: AmberState) -> None:
    state.final = [[breakdown(state, s)[k] for s in range(state.players)] for k in range(len(ROWS))]
    state.phase = "over"
    state.over = True
    state.current = None
    if state.solo:
        failed = solo_failures(state)
        state.say("You win the solo game." if not failed else f"You lose the solo game: {failed[0]}.")
    else:
        names = " and ".join(who(state, s) for s in winners(state))
        state.say(f"The game ends: {names} {'win' if len(winners(state)) > 1 else 'wins'}.")


__all__ = ["metric", "is_death"]
