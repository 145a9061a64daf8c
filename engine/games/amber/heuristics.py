"""Ashes & Amber's evaluation for the greedy bot: Utopia net of Death as the game would score now, plus what the
civilization is worth for the eras still to play (the Amber and its income, cities, regular cards, the hand,
Wonders and Ambitions; with the expansions, Lands, a Remnant and the Tribe cards still to play), minus what the
coming Catastrophes are likely to burn (unprotected cards touching Death, an overgrown tallest city), minus the
best rival's value. In the last era it is the score the seat would end with plus what can still turn into
Utopia, so passing costs nothing hidden."""

from __future__ import annotations

from .catalog import catalog
from .rules.catastrophe import shielded
from .rules.common import amber_city, card, cards_of, death_count, hand, is_death, touching, utopia_count
from .rules.effects import per_count
from .rules.scoring import fulfilled, metric, solo_failures, totals, winners
from .state import AmberState

LAST_CATASTROPHE_ERA = 4
# Utopia net of Death (and the Death each coming Catastrophe brings) against the civilization's worth: measured
# in 2-player arena games against the random bot, weight 1 won 39/60, weight 3 44/60 (bench/README.md)
NOW_WEIGHT = 3.0


def evaluate(state: AmberState, seat: int) -> float:
    """The seat's value minus the best other seat's value."""
    if state.over:
        if state.solo:
            return 100.0 - 10 * len(solo_failures(state)) + totals(state)[0]
        scores = totals(state)
        others = [score for s, score in enumerate(scores) if s != seat]
        won = 0.5 if winners(state) == [seat] else 0.0  # ties go by Projects, then the First Player card
        return scores[seat] - (max(others) if others else 0) + won
    values = [value(state, s) for s in range(state.players)]
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - (max(others) if others else 0)


def storms_ahead(state: AmberState) -> int:
    """How many Catastrophes are still to strike (this era's included until it has struck)."""
    later = sum(1 for era in state.eras if state.era < era <= LAST_CATASTROPHE_ERA)
    this_one = state.era <= LAST_CATASTROPHE_ERA and state.phase in ("income", "action")
    return later + int(this_one)


def value(state: AmberState, seat: int) -> float:
    """Score now and the Achievement's and Projects' outlook, plus the civilization's worth for what is left to
    play, minus the burns it is exposed to. In the last era only what can still turn into Utopia counts, so the
    value of a seat that has passed is close to the score it will end with."""
    eras_left = sum(1 for era in state.eras if era > state.era)
    now = utopia_count(state, seat) - death_count(state, seat) + 2 * len(fulfilled(state, seat))
    outlook = achievement_outlook(state, seat) + project_outlook(state, seat)
    playing = state.phase == "action" and bool(state.passed) and not state.passed[seat]
    cards = cards_of(state, seat)
    kinds = [card(cid) for cid in cards]
    ready = sum(1 for city in state.cities[seat] if card(city[0]).effects and city[0] not in state.exhausted)
    if eras_left == 0 and state.phase == "action":
        # the end score counts Death only against Utopia: past that, neither more Death nor more Utopia matters
        score = max(0, utopia_count(state, seat) - death_count(state, seat)) + 2 * len(fulfilled(state, seat))
        first = 0.3 if state.first == seat else 0.0  # it breaks a tie
        if not playing:
            return score + outlook + first
        makers = sum(1 for city in state.cities[seat] if city[0] not in state.exhausted and makes_utopia(city[0]))
        regular = sum(1 for c in kinds if c.kind not in ("ash", "du"))
        return (score + 0.2 * (now - score) + outlook + 0.3 + 0.5 * makers + 0.1 * regular
                + 0.05 * len(hand(state, seat)) + first)
    amber = amber_city(state, seat) is not None
    safe = set(shielded(state))
    worth = (
        0.4 * sum(1 for c in kinds if c.kind not in ("ash", "du", "land"))
        + 0.6 * sum(1 for c in kinds if c.kind == "land")  # The Long Reach: a Land never burns
        + 1.5 * sum(1 for c in kinds if c.kind == "remnant")  # The Remnants: the way back to the Amber
        + 0.3 * tribe_cards_left(state, seat)
        + (0.1 if state.phase == "action" else 0.0) * sum(1 for c in kinds if c.kind == "ash")
        + 0.3 * len(hand(state, seat))
        + 0.6 * min(4, len(state.cities[seat])) * min(1, eras_left)
        + sum(0.8 if c.type == "wonder" else 0.3 if c.type == "shield" else 0.0 for c in kinds)
        + 1.5 * sum(1 for c in kinds if c.kind in ("ambition", "civilization"))
        + ((2.5 + 1.2 * eras_left) if amber else 0.0)
        + 0.15 * ready
    )
    exposed = 0.0
    if storms_ahead(state):
        exposed = sum(burn_loss(state, cid, eras_left) for cid in touching(state, seat, "death") - safe)
        tallest = max((len(city) for city in state.cities[seat]), default=0)
        exposed += 0.15 * max(0, tallest - 5)
        if amber and not any(card(cid).kind == "amber" for cid in safe):
            exposed += 0.5 * min(storms_ahead(state), 2)
    # every Catastrophe still to strike brings a Death: counting it now keeps passing (which lets it strike)
    # from looking worse than pointless moves that only put it off
    return NOW_WEIGHT * (now - storms_ahead(state)) + 0.5 * outlook + worth - exposed + (0.3 if playing else 0.0)


def resolve_chance(state: AmberState) -> float:
    """How likely the Achievement is to be resolved (every Ambition claimed in the last era)."""
    if state.achieved:
        return 1.0
    return 0.7 if len(state.groups) <= 1 else 0.5


def achievement_outlook(state: AmberState, seat: int) -> float:
    """The Utopia the Achievement would give the seat now, weighed by the chance it is resolved."""
    if state.achieved or not state.achievement:
        return 0.0
    gain = 0
    for step in catalog().achievements[state.achievement].steps:
        if "utopia_per" in step:
            gain += per_count(state, seat, step["utopia_per"])
        gain += step.get("utopia", 0) - step.get("death", 0)
    return resolve_chance(state) * gain


def project_outlook(state: AmberState, seat: int) -> float:
    """The seat's Projects fulfilled now that do not count yet (the Achievement is not resolved)."""
    if state.achieved:
        return 0.0
    projects = catalog().projects
    met = sum(1 for p in state.projects[seat] if metric(state, seat, projects[p].metric) >= projects[p].at_least)
    return 2 * resolve_chance(state) * met


def tribe_cards_left(state: AmberState, seat: int) -> int:
    """Tribes: how many cards of the seat's Tribe set are still to play (each is like a card in hand)."""
    if not state.tribes_on or not state.tribe_sets or not state.tribe_sets[seat]:
        return 0
    return max(0, 6 - state.tribe_next[seat])


def makes_utopia(cid: str) -> bool:
    """Whether a card's effects give Utopia or remove Death (what still scores in the last era)."""
    return any(key in effect for effect in card(cid).effects for key in ("utopia", "utopia_per", "remove_death"))


def burn_loss(state: AmberState, cid: str, eras_left: int) -> float:
    """What turning this card to Ash would cost."""
    c = card(cid)
    if is_death(state, cid) or c.kind in ("ash", "land"):
        return 0.0
    if c.kind == "amber":
        return 2.5 + 1.2 * eras_left
    if "utopia" in c.symbols or (c.kind == "du"):
        return 1.0
    return {"wonder": 0.9, "shield": 0.4}.get(c.type, 0.25)
