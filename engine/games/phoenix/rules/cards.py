"""Mission cards (7.8 draw, 7.9 and 7.13 complete without requirements, completing a mission as an objective),
blueprints, and technology cards (7.5, Appendix II)."""

from __future__ import annotations

from engine.core.choice import Choice, Option

from .. import targets
from ..catalog import catalog
from ..state import PhoenixState
from ..vocabulary import EFFECTS
from .common import gain_frames, hand, inventory, meets, take_from_hand, who
from .flow import FLOW, sub_answer, sub_ask

ROMAN = {2: "II", 3: "III", 4: "IV"}


_WORDS: dict[str, str] = {}


def mission_words(card: str) -> str:
    """A mission card in words: name, requirements, reward (content never changes: made once)."""
    words = _WORDS.get(card)
    if words is None:
        mission = catalog().missions[card]
        words = _WORDS[card] = (f"{mission.name} (needs {requirement_words(mission.requirements)}; "
                                f"gives {EFFECTS.texts(mission.reward)})")
    return words


def requirement_words(requirements: list) -> str:
    parts = []
    for req in requirements:
        if req.thing == "regenerator":
            what = (" or ".join(req.level) + " " if req.level else "") + ("regenerator" if req.count == 1
                                                                            else "regenerators")
        else:
            what = (f"{req.type} " if req.type else "") + ("building" if req.count == 1 else "buildings")
            if req.level:
                what += " by a " + " or ".join(req.level) + " regenerator"
        where = f" in {catalog().content.board.regions[_region_index(req.region)].name}" if req.region else ""
        parts.append(f"{req.count} {what}{where}")
    return ", ".join(parts)


def _region_index(region: str) -> int:
    return [r.id for r in catalog().content.board.regions].index(region)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------- the mission row
def feeder(state: PhoenixState) -> list[str]:
    """The mission deck cards are drawn from now."""
    return state.decks[state.mission_level - 2]


def draw_card(state: PhoenixState) -> str | None:
    """Draw the top card of the mission deck at random (7.8: when the level II deck runs out, the level III
    cards make the new deck); None when no card is left."""
    if not feeder(state) and state.mission_level == 2 and state.decks[1]:
        state.mission_level = 3
        state.say("The level II mission deck is empty: the level III missions make the new deck.")
    deck = feeder(state)
    if not deck:
        return None
    return state.rng.draw_from_bag(deck)


def refill_left(state: PhoenixState, row: list[str | None]) -> list[str | None]:
    """Shift the row right over a gap and reveal a new card on the leftmost space."""
    return [draw_card(state)] + row


def take_from_row(state: PhoenixState, index: int) -> str:
    """Take the face-up card at `index`; the cards left of it move right and a new card fills the leftmost."""
    row = state.mission_row
    card = row[index]
    assert card is not None
    state.mission_row = refill_left(state, row[:index] + row[index + 1:])
    state.reveal()
    return card


def mission_level_of(card: str) -> int:
    return catalog().missions[card].level


@sub_ask("draw_mission", rule="missions")
def _ask_draw(state: PhoenixState, seat: int) -> Choice | None:
    options = [Option(f"Take {mission_words(card)}", i, target=targets.card(card))
               for i, card in enumerate(state.mission_row) if card is not None]
    if feeder(state) or (state.mission_level == 2 and state.decks[1]):
        options.append(Option("Take the top card of the mission deck", "deck", target=targets.MISSION_DECK))
    if not options:
        state.say("No mission card is left to draw.")
        return None
    return Choice(seat, "Draw a mission card", options)


@sub_answer("draw_mission")
def _answer_draw(state: PhoenixState, pick: int | str, seat: int) -> None:
    if pick == "deck":
        card = draw_card(state)
        if card is None:
            return
        state.secret[seat][mission_level_of(card) - 2].append(card)
        state.say(f"{who(state, seat)} draws a mission card from the deck.")
        state.say(f"You draw {catalog().missions[card].name}.", only=seat)
        return
    assert isinstance(pick, int)
    card = take_from_row(state, pick)
    state.known[seat].append(card)
    state.say(f"{who(state, seat)} takes the mission {catalog().missions[card].name}.")


def completable(state: PhoenixState, seat: int) -> list[str]:
    """Missions in hand whose requirements the seat fulfils."""
    cat = catalog()
    cards = hand(state, seat)
    if not cards:
        return []
    inv = inventory(state, seat)
    return [card for card in cards if meets(state, seat, cat.missions[card].requirements, inv)]


def complete_mission(state: PhoenixState, seat: int, card: str, free: bool = False) -> None:
    """Play a mission from hand, keep it, take its reward (Mission Control adds 2 points)."""
    take_from_hand(state, seat, card)
    state.completed[seat].append(card)
    state.reveal()
    mission = catalog().missions[card]
    how = " without its requirements" if free else ""
    state.say(f"{who(state, seat)} completes the mission {mission.name}{how}.")
    frames = gain_frames(seat, list(mission.reward))
    if "tech2-missions" in state.tech[seat]:
        frames += gain_frames(seat, list(catalog().technologies["tech2-missions"].bonus))
    state.schedule(*frames)


@sub_ask("complete_free", rule="missions")
def _ask_complete_free(state: PhoenixState, seat: int) -> Choice | None:
    cards = hand(state, seat)
    if not cards:
        state.say(f"{who(state, seat)} has no mission card to complete.")
        return None
    options = [Option(f"Complete {mission_words(card)}", card, target=targets.card(card)) for card in cards]
    return Choice(seat, "Complete a mission from your hand without its requirements", options)


@sub_answer("complete_free")
def _answer_complete_free(state: PhoenixState, card: str, seat: int) -> None:
    complete_mission(state, seat, card, free=True)


# ---------------------------------------------------------------------------------------------- blueprints
def takeable_blueprints(state: PhoenixState, seat: int) -> list[str]:
    """Letters of blueprints still face up whose requirements the seat fulfils."""
    cat = catalog()
    open_ones = [letter for letter in state.blueprint_at if state.blueprint_by[letter] is None]
    if not open_ones:
        return []
    inv = inventory(state, seat)
    return [letter for letter in open_ones if meets(state, seat, cat.blueprints[state.blueprint_at[letter]].requirements, inv)]


def take_blueprint(state: PhoenixState, seat: int, letter: str) -> None:
    bp = catalog().blueprints[state.blueprint_at[letter]]
    state.blueprint_by[letter] = seat
    state.say(f"{who(state, seat)} takes the blueprint {bp.name} and turns it over.")
    state.schedule(*gain_frames(seat, list(bp.reward)))


def blueprint_words(bp_id: str) -> str:
    words = _WORDS.get(bp_id)
    if words is None:
        bp = catalog().blueprints[bp_id]
        words = _WORDS[bp_id] = f"{bp.name} (needs {requirement_words(bp.requirements)}; gives {EFFECTS.texts(bp.reward)})"
    return words


# ---------------------------------------------------------------------------------------------- 7.5 technology
def tech_why_not(state: PhoenixState, seat: int, level: int) -> str | None:
    if None not in state.tech[seat]:
        return "no technology space is free below your command console"
    if not state.tech_row[level - 2]:
        return f"no level {ROMAN[level]} technology card is left"
    return None


def tech_words(card: str) -> str:
    tech = catalog().technologies[card]
    if tech.level == 2:
        trigger = {"military_built": "each military building you build", "scientific_built": "each scientific "
                   "building you build", "mission_completed": "each mission you complete", "bronze_building":
                   "each building you place by a bronze regenerator", "regenerator_built": "each regenerator you "
                   "build", "civic_built": "each civic building you build"}[tech.trigger or ""]
        return f"{tech.name}: {EFFECTS.texts(tech.bonus)} for {trigger}; now {EFFECTS.texts(tech.immediate)}"
    if tech.level == 3:
        return f"{tech.name}: now {EFFECTS.texts(tech.immediate)}"
    assert tech.scoring is not None
    per = tech.scoring.per
    what = {"missions": "completed mission", "new_hope": "regenerator in New Hope", "concord": "regenerator in "
            "Concord", "dawn": "regenerator in Dawn"}.get(per, f"{per} building")
    return f"{tech.name}: at the end, {tech.scoring.points} points for each {what}"


@sub_ask("tech_pick", rule="technology")
def _ask_tech(state: PhoenixState, seat: int, level: int) -> Choice | None:
    if tech_why_not(state, seat, level):
        return None
    options = [Option(f"Take {tech_words(card)}", card, target=targets.card(card)) for card in state.tech_row[level - 2]]
    return Choice(seat, f"Take a level {ROMAN[level]} technology card", options)


@sub_answer("tech_pick")
def _answer_tech(state: PhoenixState, card: str, seat: int, level: int) -> None:
    state.push("tech_slot", seat=seat, card=card)


@FLOW.ask("tech_slot", back=True, rule="technology")
def _ask_tech_slot(state: PhoenixState, seat: int, card: str) -> Choice:
    cat = catalog()
    slots = [slot.id for slot in cat.content.console.technology_slots]
    options = [Option(f"Place it in technology space {i + 1}: {EFFECTS.texts(cat.tech_slots[slot].bonus)}", i,
                      target=targets.console(seat, slot))
               for i, slot in enumerate(slots) if state.tech[seat][i] is None]
    return Choice(seat, f"Where does {cat.technologies[card].name} go?", options)


@FLOW.answer("tech_slot")
def _answer_tech_slot(state: PhoenixState, index: int, seat: int, card: str) -> None:
    from .building import source_frames

    cat = catalog()
    tech = cat.technologies[card]
    state.tech_row[tech.level - 2].remove(card)
    state.tech[seat][index] = card
    state.say(f"{who(state, seat)} takes the technology {tech.name}.")
    slot = cat.content.console.technology_slots[index]
    state.schedule(*source_frames(state, seat, [list(slot.bonus), list(tech.immediate)]))
