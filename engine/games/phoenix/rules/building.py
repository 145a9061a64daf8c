"""7.1 build a regenerator (with 7.1.1 connections and 7.11's extra reward), 7.2 construct a building (with 7.10
without restriction and 7.12 on different regenerators), the reward of one of your regenerators again, and the
order in which rewards gained together are taken."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, skip
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..state import INITIAL, PhoenixState
from ..vocabulary import EFFECTS
from .common import (
    available_buildings,
    available_regens,
    board,
    building_cost,
    gain_frames,
    is_kraken,
    open_area,
    open_areas,
    plain,
    regen_level,
    who,
)
from .flow import FLOW, sub, sub_answer, sub_ask
from .tracks import energy_releases, gain_points, pay_fuel

TECH_TRIGGERS = {"military": ("tech2-military", "military_built"), "scientific": ("tech2-science", "scientific_built"),
                 "civic": ("tech2-civic", "civic_built")}


def has_tech(state: PhoenixState, seat: int, card: str) -> bool:
    return card in state.tech[seat]


def _tech_bonus(card: str) -> list:
    return list(catalog().technologies[card].bonus)


# ---------------------------------------------------------------------------------------------- rewards together
def _kinds(effects: list) -> set[str]:
    return {next(iter(effect)) for effect in effects}


def _could_release(state: PhoenixState, seat: int, effects: list) -> bool:
    for effect in effects:
        kind, value = next(iter(effect.items()))
        if kind == "release" and state.console_settlers[seat]:
            return True
        if kind == "energy" and energy_releases(state, seat, value):
            return True
        if kind == "develop" and state.dev[seat][0] == 3 and state.console_settlers[seat]:
            return True
    return False


def needs_order(state: PhoenixState, seat: int, sources: list[list]) -> bool:
    """Rewards gained together are taken in the order of the player's choice (7.1, 7.5); the order is asked only
    when it can change what the player gets: a population move in one and a settler release in another
    (rules notes R7)."""
    moving = [i for i, effects in enumerate(sources) if "population" in _kinds(effects)]
    if not moving:
        return False
    releasing = [i for i, effects in enumerate(sources) if _could_release(state, seat, effects)]
    return any(i != j for i in moving for j in releasing)


def source_frames(state: PhoenixState, seat: int, sources: list[list]) -> list[Frame]:
    """The frames that give several rewards gained at once: in order, or asking the order when it matters."""
    sources = [plain(effects) for effects in sources if effects]
    if len(sources) > 1 and needs_order(state, seat, sources):
        return [sub("reward_order", seat, sources=sources)]
    return [frame for effects in sources for frame in gain_frames(seat, effects)]


@sub_ask("reward_order", rule="rewards")
def _ask_order(state: PhoenixState, seat: int, sources: list) -> Choice:
    options = [Option(f"First take: {EFFECTS.texts(effects)}", i) for i, effects in enumerate(sources)]
    return Choice(seat, "You gain these rewards together: which do you take first?", options)


@sub_answer("reward_order")
def _answer_order(state: PhoenixState, first: int, seat: int, sources: list) -> None:
    rest = [effects for i, effects in enumerate(sources) if i != first]
    state.schedule(*gain_frames(seat, sources[first]), *source_frames(state, seat, rest))


# ---------------------------------------------------------------------------------------------- 7.1 regenerators
def free_regen_spaces(state: PhoenixState, level: str | None = None) -> list[str]:
    """Empty regenerator spaces that may be built on (not initial ones, not in a closed region)."""
    opened = open_areas(state)
    taken = state.regen_at
    return [space.id for space in board(state).regens.values()
            if space.initial is None and space.id not in taken and (level is None or space.level == level)
            and space.area in opened]


def _affordable_regens(state: PhoenixState, seat: int, level: str, spec: dict, bonus: int = 0) -> list[str]:
    fuel = state.fuel[seat] + bonus
    cat = catalog()
    return [slot for slot in available_regens(state, seat, level)
            if spec.get("free") or cat.console_regens[slot].cost <= fuel]


def regen_choices(state: PhoenixState, seat: int, spec: dict, bonus: int = 0) -> list[str]:
    """Spaces where the seat can build a regenerator now under `spec`."""
    wanted = spec.get("level")
    levels = [level for level in ("bronze", "silver", "gold") if wanted in (None, level)]
    ok = {level for level in levels if _affordable_regens(state, seat, level, spec, bonus)}
    return [space for space in free_regen_spaces(state) if board(state).regens[space].level in ok]


def regen_why_not(state: PhoenixState, seat: int, spec: dict, bonus: int = 0,
                  memo: dict | None = None) -> str | None:
    """Why no regenerator can be built under `spec` with `bonus` more fuel (None when one can)."""
    if is_kraken(state, seat):
        return "Project Kraken does not carry out tasks"
    info = memo.get("regen") if memo is not None else None
    if info is None:
        free = {board(state).regens[space].level for space in free_regen_spaces(state)}
        cat = catalog()
        costs: dict[str, int] = {}
        for slot in available_regens(state, seat):
            item = cat.console_regens[slot]
            costs[item.level] = min(costs.get(item.level, 99), item.cost)
        info = (free, costs)
        if memo is not None:
            memo["regen"] = info
    free, costs = info
    fuel = state.fuel[seat] + bonus
    for level in ([spec["level"]] if spec.get("level") else ("bronze", "silver", "gold")):
        if level in free and level in costs and (spec.get("free") or costs[level] <= fuel):
            return None
    return "no regenerator you can afford has a free space"


@sub_ask("regen_space", rule="regenerators")
def _ask_regen_space(state: PhoenixState, seat: int, spec: dict) -> Choice | None:
    spaces = regen_choices(state, seat, spec)
    if not spaces:
        state.say(f"{who(state, seat)} cannot build a regenerator.")
        return None
    b = board(state)
    options = []
    for space_id in spaces:
        space = b.regens[space_id]
        reward = EFFECTS.texts(space.reward) if spec.get("board_reward", True) else "no reward"
        options.append(Option(f"Build a {space.level} regenerator in {b.areas[space.area].name} ({reward})",
                              space_id, target=space_id))
    wanted = spec.get("level")
    for space_id in free_regen_spaces(state):  # the other free spaces, tappable to say why not
        space = b.regens[space_id]
        if space_id not in spaces and wanted in (None, space.level):
            options.append(disabled(f"Build a {space.level} regenerator in {b.areas[space.area].name}",
                                    f"you have no {space.level} regenerator you can pay for in an open area of your "
                                    "console", space_id, target=space_id))
    return Choice(seat, "Choose a space for your regenerator", options)


@sub_answer("regen_space")
def _answer_regen_space(state: PhoenixState, space: str, seat: int, spec: dict) -> None:
    slots = _affordable_regens(state, seat, board(state).regens[space].level, spec)
    if len(slots) > 1:
        state.push("regen_slot", seat=seat, spec=spec, space=space)
    else:
        build_regenerator(state, seat, space, slots[0], spec)


@FLOW.ask("regen_slot", back=True, rule="regenerators")
def _ask_regen_slot(state: PhoenixState, seat: int, spec: dict, space: str) -> Choice:
    cat = catalog()
    options = []
    for slot in _affordable_regens(state, seat, board(state).regens[space].level, spec):
        item = cat.console_regens[slot]
        cost = "for free" if spec.get("free") else f"for {item.cost} fuel"
        options.append(Option(f"Your {item.level} regenerator of area {item.area} {cost}, "
                              f"{_regen_bonus_words(state, seat, slot)}",
                              slot, target=targets.console(seat, slot)))
    return Choice(seat, "Which regenerator from your command console?", options)


def _regen_bonus_words(state: PhoenixState, seat: int, slot: str) -> str:
    energy = regen_energy(state, seat, slot)
    item = catalog().console_regens[slot]
    if item.pair and not energy:
        return "half of a pair"
    return f"{energy} energy" if energy else "no energy"


def regen_energy(state: PhoenixState, seat: int, slot: str) -> int:
    """The energy bonus building this console regenerator gives now (a pair's bonus comes with the second)."""
    cat = catalog()
    item = cat.console_regens[slot]
    if item.pair is None:
        return item.energy
    partner = next(r.id for r in cat.content.console.regenerators if r.pair == item.pair and r.id != slot)
    return cat.regen_pairs[item.pair] if partner in state.built_regens[seat] else 0


@FLOW.answer("regen_slot")
def _answer_regen_slot(state: PhoenixState, slot: str, seat: int, spec: dict, space: str) -> None:
    build_regenerator(state, seat, space, slot, spec)


def build_regenerator(state: PhoenixState, seat: int, space: str, slot: str, spec: dict) -> None:
    """Pay, place, then take the console's energy, the gameboard reward and any connection tapes."""
    cat = catalog()
    item = cat.console_regens[slot]
    if not spec.get("free"):
        pay_fuel(state, seat, item.cost, "a regenerator")
    energy = regen_energy(state, seat, slot)
    state.built_regens[seat].append(slot)
    place_regen(state, seat, space)
    sources: list[list] = []
    if energy:
        sources.append([{"energy": energy}])
    reg = board(state).regens[space]
    if spec.get("board_reward", True):
        sources.append(list(reg.reward))
    sources += connect(state, seat, space)
    frames = source_frames(state, seat, sources)
    if spec.get("extra_reward"):
        frames += gain_frames(seat, [{"regenerator_reward": 1}])
    if has_tech(state, seat, "tech2-regenerators"):
        frames += gain_frames(seat, _tech_bonus("tech2-regenerators"))
    state.schedule(*frames)


def place_regen(state: PhoenixState, seat: int, space: str) -> None:
    b = board(state)
    reg = b.regens[space]
    state.regen_at[space] = seat
    state.say(f"{who(state, seat)} builds a {reg.level} regenerator in {b.areas[reg.area].name}.")


def connect(state: PhoenixState, seat: int, space: str) -> list[list]:
    """7.1.1: tapes joining this area to another where the seat also has a regenerator, not taken before by it:
    the first seat takes the yellow side and turns it over, later seats the grey side. Project Kraken only turns
    them over (Appendix I 5.2)."""
    b = board(state)
    area = b.regens[space].area
    rewards: list[list] = []
    mine = {b.regens[s].area for s, owner in state.regen_at.items() if owner == seat}
    for tape_space in b.tapes_of_area[area]:
        if tape_space not in state.tape_at or seat in state.tape_got[tape_space]:
            continue
        a, c = b.tapes[tape_space]
        if a not in mine or c not in mine:
            continue
        tape = catalog().tapes[state.tape_at[tape_space]]
        names = f"{b.areas[a].name} and {b.areas[c].name}"
        if is_kraken(state, seat):
            state.tape_got[tape_space].append(seat)
            if not state.tape_flipped[tape_space]:
                state.tape_flipped[tape_space] = True
                state.say(f"Project Kraken turns over the connection tape between {names}.")
            continue
        side = "grey" if state.tape_flipped[tape_space] else "yellow"
        state.tape_got[tape_space].append(seat)
        state.tape_flipped[tape_space] = True
        state.say(f"{who(state, seat)} connects {names} and takes the {side} side of the tape.")
        rewards.append(list(tape.grey if side == "grey" else tape.yellow))
    return rewards


# ---------------------------------------------------------------------------------------------- 7.2 buildings
def build_spaces(state: PhoenixState, seat: int, spec: dict, used: list, bonus: int = 0) -> list[str]:
    """Building spaces the seat can build on now under `spec` (regenerators in `used` excluded for 7.12)."""
    if not available_buildings(state, seat):
        return []
    b = board(state)
    fuel = state.fuel[seat] + bonus
    levels = spec.get("levels")
    costs = catalog().content.console.building_costs
    found = []
    for regen in state.regen_at:
        reg = b.regens[regen]
        if (levels and reg.level not in levels) or (spec.get("different") and regen in used):
            continue
        if not spec.get("free") and costs[reg.level] > fuel:  # type: ignore[index]
            continue
        if not open_area(state, reg.area):
            continue
        for space in reg.buildings:
            if spec.get("unrestricted") or not state.buildings_at.get(space):
                found.append(space)
    return found


def build_why_not(state: PhoenixState, seat: int, spec: dict, bonus: int = 0,
                  memo: dict | None = None) -> str | None:
    """Why no building can be constructed under `spec` with `bonus` more fuel (None when one can)."""
    if is_kraken(state, seat):
        return "Project Kraken does not carry out tasks"
    info = memo.get("build") if memo is not None else None
    if info is None:
        b = board(state)
        opened = open_areas(state)
        empty: set[str] = set()
        built: set[str] = set()
        for regen in state.regen_at:
            reg = b.regens[regen]
            if reg.area not in opened:
                continue
            built.add(reg.level)
            if any(not state.buildings_at.get(space) for space in reg.buildings):
                empty.add(reg.level)
        info = (bool(available_buildings(state, seat)), empty, built)
        if memo is not None:
            memo["build"] = info
    has_slot, empty, built = info
    if not has_slot:
        return "no building is available on your command console"
    fuel = state.fuel[seat] + bonus
    costs = catalog().content.console.building_costs
    where = built if spec.get("unrestricted") else empty
    for level in spec.get("levels") or ("bronze", "silver", "gold"):
        if level in where and (spec.get("free") or costs[level] <= fuel):  # type: ignore[index]
            return None
    return "no building space you can afford is free next to a built regenerator"


def _type_words(types: tuple[str, ...]) -> str:
    if len(types) == 2:
        return f"counts as {types[0]} and {types[1]}" if types[0] != types[1] else f"counts as two {types[0]}"
    return types[0]


@sub_ask("build_space", rule="buildings")
def _ask_build_space(state: PhoenixState, seat: int, spec: dict, used: list, left: int) -> Choice | None:
    spaces = build_spaces(state, seat, spec, used)
    if not spaces:
        if used:
            state.say(f"{who(state, seat)} has nowhere to place another building.")
        else:
            state.say(f"{who(state, seat)} cannot construct a building.")
        return None
    b = board(state)
    options = []
    for space_id in spaces:
        space = b.buildings[space_id]
        level = regen_level(state, space.regen)
        cost = "free" if spec.get("free") else f"{building_cost(state, space.regen)} fuel"
        options.append(Option(f"Build in {b.areas[space.area].name} by the {level} regenerator: "
                              f"{_type_words(space.types)}, {cost}", space_id, target=space_id))
    if used:
        options.append(skip("Build no more"))
    more = f" ({left} to place)" if left > 1 else ""
    return Choice(seat, f"Choose a space for your building{more}", options)


@sub_answer("build_space")
def _answer_build_space(state: PhoenixState, space: str | None, seat: int, spec: dict, used: list,
                        left: int) -> None:
    if space is None:
        return
    slots = available_buildings(state, seat)
    if len(slots) > 1:
        state.push("build_slot", seat=seat, spec=spec, used=used, left=left, space=space)
    else:
        construct(state, seat, space, slots[0], spec, used, left)


@FLOW.ask("build_slot", back=True, rule="buildings")
def _ask_build_slot(state: PhoenixState, seat: int, spec: dict, used: list, left: int, space: str) -> Choice:
    options = [Option(f"Your building {_building_words(state, seat, slot)}", slot, target=targets.console(seat, slot))
               for slot in available_buildings(state, seat)]
    return Choice(seat, "Which building from your command console?", options)


def building_reward(state: PhoenixState, seat: int, slot: str) -> list:
    """The console reward placing this building gives now (a pair's reward comes with the second)."""
    cat = catalog()
    item = cat.console_buildings[slot]
    if item.pair is None:
        return list(item.reward)
    partner = next(b.id for b in cat.content.console.buildings if b.pair == item.pair and b.id != slot)
    return list(cat.building_pairs[item.pair]) if partner in state.built_buildings[seat] else []


def _building_words(state: PhoenixState, seat: int, slot: str) -> str:
    reward = building_reward(state, seat, slot)
    if reward:
        return f"with {EFFECTS.texts(reward)}"
    return "completing no pair yet" if catalog().console_buildings[slot].pair else "with no reward"


@FLOW.answer("build_slot")
def _answer_build_slot(state: PhoenixState, slot: str, seat: int, spec: dict, used: list, left: int,
                       space: str) -> None:
    construct(state, seat, space, slot, spec, used, left)


def construct(state: PhoenixState, seat: int, space: str, slot: str, spec: dict, used: list, left: int) -> None:
    """Pay by the regenerator's level, place, reward the regenerator's owner first, then take the console's
    reward and level II technology bonuses; then the next building of the task."""
    b = board(state)
    bs = b.buildings[space]
    if not spec.get("free"):
        pay_fuel(state, seat, building_cost(state, bs.regen), "a building")
    reward = building_reward(state, seat, slot)
    state.built_buildings[seat].append(slot)
    frames = place_building(state, seat, space)
    sources = [reward]
    for kind in bs.types:
        if kind in TECH_TRIGGERS and has_tech(state, seat, TECH_TRIGGERS[kind][0]):
            sources.append(_tech_bonus(TECH_TRIGGERS[kind][0]))
    if regen_level(state, bs.regen) == "bronze" and has_tech(state, seat, "tech2-bronze"):
        sources.append(_tech_bonus("tech2-bronze"))
    frames += source_frames(state, seat, sources)
    if left > 1:
        frames.append(sub("build_space", seat, spec=spec, used=used + [bs.regen], left=left - 1))
    state.schedule(*frames)


def place_building(state: PhoenixState, seat: int, space: str) -> list[Frame]:
    """Put a building on a space; the frames rewarding the regenerator's owner (another player takes its
    reward again; Project Kraken scores 1, 2 or 4 points; Appendix I 5.3)."""
    b = board(state)
    bs = b.buildings[space]
    state.buildings_at.setdefault(space, []).append(seat)
    level = regen_level(state, bs.regen)
    state.say(f"{who(state, seat)} constructs a building in {b.areas[bs.area].name} ({_type_words(bs.types)}).")
    owner = state.regen_at[bs.regen]
    if owner == INITIAL or owner == seat:
        return []
    if is_kraken(state, owner):
        points = catalog().content.kraken.building_points_by_level[level]  # type: ignore[index]
        gain_points(state, owner, points)
        return []
    if is_kraken(state, seat) or owner != seat:
        state.say(f"{who(state, owner)} takes the reward of their regenerator again.")
        return gain_frames(owner, list(b.regens[bs.regen].reward))
    return []


# ---------------------------------------------------------------------------------------------- a regenerator's reward again
def own_regens(state: PhoenixState, seat: int) -> list[str]:
    return [space for space, owner in state.regen_at.items() if owner == seat]


@sub_ask("regen_reward", rule="regenerators")
def _ask_regen_reward(state: PhoenixState, seat: int, paid: bool) -> Choice | None:
    mine = own_regens(state, seat)
    if not mine or (paid and state.fuel[seat] < 1):
        return None
    b = board(state)
    cost = " for 1 fuel" if paid else ""
    options = [Option(f"Take again{cost}: {EFFECTS.texts(b.regens[s].reward)} ({b.areas[b.regens[s].area].name})",
                      s, target=s) for s in mine]
    if paid:
        options.append(skip("Do not pay"))
    return Choice(seat, "Take the reward of one of your regenerators again", options)


@sub_answer("regen_reward")
def _answer_regen_reward(state: PhoenixState, space: str | None, seat: int, paid: bool) -> None:
    if space is None:
        return
    if paid:
        pay_fuel(state, seat, 1, "a regenerator's reward")
    state.say(f"{who(state, seat)} takes the reward of a regenerator again.")
    state.schedule(*gain_frames(seat, list(board(state).regens[space].reward)))
