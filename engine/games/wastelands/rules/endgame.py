"""Winning the Game: influence given away, the every-opponent rule, secondary victory conditions, shared wins."""

from __future__ import annotations

from engine.core.words import count

from ..state import WastelandsState
from .economy import seat_name
from .flow import FLOW


def given(state: WastelandsState, seat: int) -> int:
    """Influence tokens `seat` has placed on other players' boards."""
    return sum(p.received.count(seat) for p in state.players)


def influenced_everyone(state: WastelandsState, seat: int) -> bool:
    """Whether `seat` has a token on every other player."""
    return all(seat in p.received for other, p in enumerate(state.players) if other != seat)


def secondary(state: WastelandsState, seat: int) -> tuple[int, ...]:
    """The five secondary victory measures: People Support, Military Prestige, upgrades, Outposts, Crystals."""
    player = state.players[seat]
    outposts = sum(1 for o in state.outposts.values() if o.owner == seat)
    return (player.people_support, player.prestige, len(player.upgrades), outposts, player.crystals)


SECONDARY = ("People Support", "Military Prestige", "Upgrades", "Outposts", "Crystals")


def leaders_on_influence(state: WastelandsState) -> list[int]:
    """The seats with the most influence given among the players who influenced everyone (among all seats when
    nobody did)."""
    seats = list(range(state.seats))
    eligible = [s for s in seats if influenced_everyone(state, s)] or seats
    best = max(given(state, s) for s in eligible)
    return [s for s in eligible if given(state, s) == best]


def winners(state: WastelandsState) -> list[int]:
    """Most influence given among players who influenced everyone; ties broken by the most secondary
    conditions won among the tied players; still tied: a shared victory (rules notes R16)."""
    tied = leaders_on_influence(state)
    if len(tied) == 1:
        return tied
    wins = {s: 0 for s in tied}
    for index in range(5):
        top = max(secondary(state, s)[index] for s in tied)
        for s in tied:
            if secondary(state, s)[index] == top:
                wins[s] += 1
    most = max(wins.values())
    return [s for s in tied if wins[s] == most]


def missing(state: WastelandsState, seat: int) -> int:
    """How many other players hold no token of `seat` (a winner must have reached them all)."""
    return sum(1 for other, p in enumerate(state.players) if other != seat and seat not in p.received)


def outcome(state: WastelandsState) -> str:
    """Who won and how (Winning the Game; Secondary Victory Conditions), seats by reference; when the secondary
    conditions decided, which ones each winner won."""
    tied, won = leaders_on_influence(state), winners(state)
    names = " and ".join(seat_name(state, s) for s in won)
    tokens = given(state, won[0])
    nobody = not any(influenced_everyone(state, s) for s in range(state.seats))
    note = " Nobody placed a token on every other player, so every player counted." if nobody else ""
    if len(tied) == 1:
        return f"{names} wins with {count(tokens, 'Influence token')} placed on other players.{note}"
    rivals = " and ".join(seat_name(state, s) for s in tied if s not in won)
    wins = []
    for index, name in enumerate(SECONDARY):
        values = {s: secondary(state, s)[index] for s in tied}
        top = max(values.values())
        if all(values[s] == top for s in won):
            order = won + [s for s in tied if s not in won]
            word = name if name in ("People Support", "Military Prestige") else name.lower()
            wins.append(f"{word} " + " to ".join(str(values[s]) for s in order))
    if len(won) == 1:
        return (f"{names} wins on the tie-break: tied with {rivals} on {count(tokens, 'Influence token')}, "
                f"{names} wins more of the five comparisons ({'; '.join(wins)}).{note}")
    return (f"{names} share the victory: tied on {count(tokens, 'Influence token')} and on the five tie-break "
            f"comparisons.{note}")


@FLOW.step("game_over")
def game_over(state: WastelandsState) -> None:
    """End the game and log the result."""
    state.over = True
    state.turn = None
    result = ", ".join(f"{seat_name(state, s)} {given(state, s)}" for s in range(state.seats))
    names = " and ".join(seat_name(state, s) for s in winners(state))
    state.say(f"Game over. Influence placed: {result}. {'Winners' if ' and ' in names else 'Winner'}: {names}.")
