"""Fuel and points, the energy track (9.), development (7.3), insignia (7.6), score buildings (7.7), the population
track (7.4), released settlers and where they go (10.), intercoms by order of arrival (11.)."""

from __future__ import annotations

from engine.core.choice import Choice, Option
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..state import BUILDING_TYPES, PhoenixState
from ..vocabulary import EFFECTS
from .common import buildings_of, gain_frames, is_kraken, who
from .flow import FLOW, sub, sub_answer, sub_ask

TYPE_NAMES = {"scientific": "Scientific", "civic": "Civic", "military": "Military"}
TRACK_NAMES = {"left": "Supply line", "right": "Research line"}


def gain_fuel(state: PhoenixState, seat: int, n: int) -> None:
    """Take fuel from the general reserve (the reserve never runs out: rules notes R3)."""
    if is_kraken(state, seat) or n <= 0:
        return
    state.fuel[seat] += n
    state.say(f"{who(state, seat)} takes {n} fuel.")


def pay_fuel(state: PhoenixState, seat: int, n: int, why: str) -> None:
    """Spend fuel (the caller checked there is enough)."""
    if n <= 0 or is_kraken(state, seat):
        return
    if state.fuel[seat] < n:
        raise ValueError(f"seat {seat} cannot pay {n} fuel for {why}")
    state.fuel[seat] -= n
    state.say(f"{who(state, seat)} pays {n} fuel for {why}.")


def gain_points(state: PhoenixState, seat: int, n: int) -> None:
    """Move the scoring marker forward."""
    if n <= 0:
        return
    state.vp[seat] += n
    state.say(f"{who(state, seat)} scores {n} point{'s' if n != 1 else ''}.")


# ---------------------------------------------------------------------------------------------- 9. energy
def gain_energy(state: PhoenixState, seat: int, n: int) -> None:
    """Move the energy counter up (never past the last space); every release space reached releases a settler."""
    if is_kraken(state, seat):
        return
    start = state.energy[seat]
    end = min(len(catalog().energy), start + n)
    if end == start:
        state.say(f"{who(state, seat)}'s energy counter is already at the top of the track.")
        return
    state.energy[seat] = end
    state.say(f"{who(state, seat)} gains {end - start} energy (counter at {end}).")
    releases = [Frame("release", {"seat": seat, "source": "console"})
                for position in range(start + 1, end + 1) if catalog().energy[position - 1].release]
    state.schedule(*releases)


def energy_releases(state: PhoenixState, seat: int, n: int) -> int:
    """How many settlers `n` energy would release now."""
    start = state.energy[seat]
    end = min(len(catalog().energy), start + n)
    found = sum(1 for position in range(start + 1, end + 1) if catalog().energy[position - 1].release)
    return min(found, state.console_settlers[seat])


def income(state: PhoenixState, seat: int) -> int:
    """12.3: the fuel the track shows at the lower of the left development marker and the energy counter."""
    left = catalog().content.console.development_tracks[0].income or [0]
    return min(left[state.dev[seat][0] - 1], catalog().energy[state.energy[seat] - 1].income)


# ---------------------------------------------------------------------------------------------- 7.3 development
def _dev_track(index: int):
    return catalog().content.console.development_tracks[index]


@sub_ask("develop", rule="develop")
def _ask_develop(state: PhoenixState, seat: int, left: int) -> Choice:
    options = []
    for index, track in enumerate(("left", "right")):
        position = state.dev[seat][index]
        if position >= 4:
            gain = EFFECTS.texts(catalog().content.console.development_cap)
            options.append(Option(f"{TRACK_NAMES[track]}: at the top, take {gain}", index,
                                  target=targets.development(seat, track, None)))
        else:
            gain = EFFECTS.texts(_dev_track(index).rewards[position]) or "no reward"
            options.append(Option(f"{TRACK_NAMES[track]}: up to level {position + 1} ({gain})", index,
                                  target=targets.development(seat, track, position + 1)))
    more = f" ({left} to make)" if left > 1 else ""
    return Choice(seat, f"Choose a development track{more}", options)


@sub_answer("develop")
def _answer_develop(state: PhoenixState, index: int, seat: int, left: int) -> None:
    position = state.dev[seat][index]
    track = _dev_track(index)
    if position >= 4:
        reward = list(catalog().content.console.development_cap)
        state.say(f"{who(state, seat)} develops the {track.name}, already at the top.")
    else:
        state.dev[seat][index] = position + 1
        reward = list(track.rewards[position])
        state.say(f"{who(state, seat)} develops the {track.name} to level {position + 1}.")
    frames = gain_frames(seat, reward)
    if left > 1:
        frames.append(sub("develop", seat, left=left - 1))
    state.schedule(*frames)


# ---------------------------------------------------------------------------------------------- 7.6 insignia
@sub_ask("insignia", rule="insignia")
def _ask_insignia(state: PhoenixState, seat: int, left: int) -> Choice | None:
    options = []
    for index, kind in enumerate(BUILDING_TYPES):
        values = catalog().track_values[kind]
        position = state.insignia[seat][index]
        if position + 1 < len(values):
            options.append(Option(f"{TYPE_NAMES[kind]} track: {values[position]} to {values[position + 1]}", index,
                                  target=targets.insignia(kind, position + 1)))
    if not options:
        state.say(f"{who(state, seat)}'s insignia are all at the end of their tracks.")
        return None
    more = f" ({left} to make)" if left > 1 else ""
    return Choice(seat, f"Move an insignia one space{more}", options)


@sub_answer("insignia")
def _answer_insignia(state: PhoenixState, index: int, seat: int, left: int) -> None:
    state.insignia[seat][index] += 1
    kind = BUILDING_TYPES[index]
    value = catalog().track_values[kind][state.insignia[seat][index]]
    state.say(f"{who(state, seat)} moves the {kind} insignia to {value}.")
    if left > 1:
        state.schedule(sub("insignia", seat, left=left - 1))


# ---------------------------------------------------------------------------------------------- 7.7 score buildings
def insignia_value(state: PhoenixState, seat: int, kind: str) -> int:
    return catalog().track_values[kind][state.insignia[seat][BUILDING_TYPES.index(kind)]]


@sub_ask("score_buildings", rule="score_buildings")
def _ask_score(state: PhoenixState, seat: int) -> Choice:
    options = []
    for kind in BUILDING_TYPES:
        value, count = insignia_value(state, seat, kind), buildings_of(state, seat, kind)
        options.append(Option(f"{TYPE_NAMES[kind]}: {value} x {count} = {value * count} points", kind,
                              target=targets.insignia(kind)))
    return Choice(seat, "Score one type of building", options)


@sub_answer("score_buildings")
def _answer_score(state: PhoenixState, kind: str, seat: int) -> None:
    value, count = insignia_value(state, seat, kind), buildings_of(state, seat, kind)
    state.say(f"{who(state, seat)} scores {kind} buildings: {value} x {count}.")
    gain_points(state, seat, value * count)


# ---------------------------------------------------------------------------------------------- 10. settlers
@FLOW.step("release")
def _release(state: PhoenixState, seat: int, source: str) -> None:
    """10.1: a settler leaves the command console (or the black area) and must be assigned at once."""
    if source == "console":
        if state.console_settlers[seat] == 0:
            state.say(f"{who(state, seat)} has no settler left on the command console to release.")
            return
        state.console_settlers[seat] -= 1
        where = "from the command console"
    else:
        state.black[seat] = False
        where = "from the black area"
    state.released[seat] += 1
    state.say(f"{who(state, seat)} releases a settler {where}.")
    state.schedule(sub("assign", seat))


def intercom_room(state: PhoenixState, seat: int, slot: str) -> bool:
    """A settler of `seat` may join this intercom: one settler a seat, at most three in all (11.)."""
    seats = state.intercom_seats[slot]
    return seat not in seats and len(seats) < catalog().content.tracks.intercom_seats


def place_on_intercom(state: PhoenixState, seat: int, slot: str) -> bool:
    """Put a settler on an intercom in order of arrival; False when it cannot go there."""
    if not intercom_room(state, seat, slot):
        return False
    state.intercom_seats[slot].append(seat)
    name = catalog().intercoms[state.intercom_card[slot]].name
    state.say(f"{who(state, seat)} places a settler on the {name} intercom in position "
              f"{len(state.intercom_seats[slot])}.")
    return True


def intercom_slots(group: str) -> list[str]:
    """The intercom slots of 10.1, 10.2 or 10.3."""
    return next(list(p.slots) for p in catalog().content.tracks.intercom_positions if p.id == group)


@sub_ask("assign", rule="settlers")
def _ask_assign(state: PhoenixState, seat: int) -> Choice:
    start = catalog().content.tracks.population.start
    options = [Option("Put it on the first space of the population track", "track", target=start),
               Option("Let it wait above the task panel for a level IV task", "waiting", target=targets.WAITING)]
    for slot in intercom_slots("10.2"):
        if intercom_room(state, seat, slot):
            name = catalog().intercoms[state.intercom_card[slot]].name
            place = len(state.intercom_seats[slot]) + 1
            options.append(Option(f"Place it on the {name} intercom (position {place})", slot, target=slot))
    return Choice(seat, "Where does your released settler go?", options)


@sub_answer("assign")
def _answer_assign(state: PhoenixState, where: str, seat: int) -> None:
    if where == "track":
        state.track[seat].append(catalog().content.tracks.population.start)
        state.say(f"{who(state, seat)} puts the settler on the population track.")
    elif where == "waiting":
        state.waiting[seat] += 1
        state.say(f"{who(state, seat)}'s settler waits above the task panel.")
    else:
        place_on_intercom(state, seat, where)


# ---------------------------------------------------------------------------------------------- 7.4 population
def population_moves(state: PhoenixState, seat: int) -> list[tuple[str, str]]:
    """(from, to) steps the seat's settlers on the population track can make, following the arrows."""
    moves: list[tuple[str, str]] = []
    spaces = catalog().population
    for here in state.track[seat]:
        for there in spaces[here].next:
            if (here, there) not in moves:
                moves.append((here, there))
    return moves


def _space_words(state: PhoenixState, there: str) -> str:
    cat = catalog()
    if there in cat.population_ends:
        return f"the {cat.intercoms[state.intercom_card[there]].name} intercom"
    space = cat.population[there]
    words = EFFECTS.texts(space.reward) or "nothing"
    bonus = state.bonus_at.get(there)
    if bonus:
        words += f", or the bonus: {EFFECTS.texts(cat.bonuses[bonus].reward)}"
    return words


@sub_ask("population", rule="population")
def _ask_population(state: PhoenixState, seat: int, left: int) -> Choice | None:
    moves = population_moves(state, seat)
    if not moves:
        state.say(f"{who(state, seat)} has no settler on the population track to move.")
        return None
    options = [Option(f"Move a settler up to {_space_words(state, there)}", [here, there], target=there)
               for here, there in moves]
    more = f" ({left} to make)" if left > 1 else ""
    return Choice(seat, f"Move a settler up the population track{more}", options)


@sub_answer("population")
def _answer_population(state: PhoenixState, move: list, seat: int, left: int) -> None:
    here, there = move
    state.track[seat].remove(here)
    frames: list[Frame] = []
    cat = catalog()
    if there in cat.population_ends:
        state.say(f"{who(state, seat)}'s settler reaches the end of the population track.")
        if not place_on_intercom(state, seat, there):
            state.lost[seat] += 1
            state.say(f"{who(state, seat)} already has a settler there (or it is full): the settler is lost.")
    else:
        state.track[seat].append(there)
        space = cat.population[there]
        state.say(f"{who(state, seat)} moves a settler up the population track.")
        if space.beyond_line and not state.crossed[seat]:
            state.crossed[seat] = True
            if state.black[seat]:
                state.say(f"{who(state, seat)}'s first settler reaches the dashed orange line.")
                frames.append(Frame("release", {"seat": seat, "source": "black"}))
        if there in state.bonus_at:
            frames.append(sub("pop_bonus", seat, space=there))
        else:
            frames += gain_frames(seat, list(space.reward))
    if left > 1:
        frames.append(sub("population", seat, left=left - 1))
    state.schedule(*frames)


@sub_ask("pop_bonus", rule="population")
def _ask_bonus(state: PhoenixState, seat: int, space: str) -> Choice:
    cat = catalog()
    bonus = cat.bonuses[state.bonus_at[space]]
    printed = cat.population[space].reward
    return Choice(seat, "A population bonus lies here: take it or the printed reward (the token goes either way)",
                  [Option(f"Take the bonus: {EFFECTS.texts(bonus.reward)}", "bonus", target=targets.bonus(space)),
                   Option(f"Take the printed reward: {EFFECTS.texts(printed) or 'nothing'}", "space", target=space)])


@sub_answer("pop_bonus")
def _answer_bonus(state: PhoenixState, pick: str, seat: int, space: str) -> None:
    cat = catalog()
    bonus = state.bonus_at.pop(space)
    reward = cat.bonuses[bonus].reward if pick == "bonus" else cat.population[space].reward
    state.say(f"{who(state, seat)} takes the {'population bonus' if pick == 'bonus' else 'printed reward'}.")
    state.schedule(*gain_frames(seat, list(reward)))
