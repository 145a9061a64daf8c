"""Main actions (9.): build shelters, rescue survivors, install upgrades in the Phoenix Project, rest."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..state import ACTIVE, ESSENTIAL, AshesState
from . import additional
from .colony import change_happiness, entrance_room, level_count, name, strength, upgrade_choices
from .effects import describe, effect_frame, queue
from .flow import FLOW
from .scoring import advance_knowledge
from .words import area_name, area_with_survivors, material_level, row_name, space_name

ACTIONS = (("build", "Build a shelter"), ("rescue", "Rescue survivors"),
           ("install", "Install an upgrade in the Phoenix Project"), ("rest", "Rest (+2 happiness, +1 fuel)"))


def disc_cost(state: AshesState, seat: int) -> int | None:
    """9.1 strength cost of the next shelter disc (None when all are built)."""
    p = state.players[seat]
    stacks = catalog().stacks
    if p.discs_built >= sum(s.discs for s in stacks):
        return None
    return stacks[p.discs_built // 2].cost_strength


def free_spaces(state: AshesState) -> list[str]:
    """9.1 construction spaces without a disc and not under a blocked site tile, by site space."""
    t = catalog()
    out = []
    for site in t.sides[state.board_side].site_spaces:
        for space in t.site_tiles[state.site_tiles[site.id]].construction_spaces:
            if space.id not in state.construction and space.id not in state.blocked_spaces:
                out.append(space.id)
    return out


def rescue_areas(state: AshesState, seat: int) -> list[str]:
    """9.2 areas next to one of the seat's shelters (the starting shelter counts), holding survivors."""
    t = catalog()
    side = state.board_side
    near = set(t.sides[side].starting_shelter.adjacent)
    tiles = {t.space_tile[s] for s, owner in state.construction.items() if owner == seat}
    for site, tile in state.site_tiles.items():
        if tile in tiles:
            near.update(t.sites[side][site].adjacent_areas)
    return [a for a in state.areas if a in near and sum(state.survivors[a])]


def phoenix_cost(state: AshesState, space: str) -> tuple[int, int, int]:
    """9.3 (material level, material count, data) for a Phoenix space."""
    level = catalog().px[state.phoenix_side][space].level
    lv = catalog().levels[level]
    done = state.installs_per_level[level - 1]
    return lv.material_level, lv.material_count, lv.data_costs[min(done, len(lv.data_costs) - 1)]


def install_why(state: AshesState, seat: int, space: str) -> str | None:
    """Why an upgrade cannot be installed on a Phoenix space (None when it can)."""
    p = state.players[seat]
    if space in state.phoenix_blocked:
        return "blocked in a 3-player game"
    if space in state.phoenix_upgrades:
        return "an upgrade is already installed there"
    mlevel, mcount, data = phoenix_cost(state, space)
    have = level_count(p, mlevel)
    if have < mcount:
        return f"needs {material_level(mcount, mlevel)}, you have {have}"
    if p.data < data:
        return f"needs {data} data, you have {p.data}"
    return None


def action_why(state: AshesState, seat: int, action: str) -> str | None:
    """Why a main action cannot be performed (None when it can)."""
    p = state.players[seat]
    if action == "build":
        cost = disc_cost(state, seat)
        if cost is None:
            return "all your shelter discs are built"
        if strength(p) < cost:
            return f"needs {cost} strength, you have {strength(p)}"
        return None if free_spaces(state) else "no free construction space"
    if action == "rescue":
        if entrance_room(p) <= 0:
            return "your colony entrance is full"
        return None if rescue_areas(state, seat) else "no survivors next to your shelters"
    if action == "install":
        if not any(ok for _, ok, _ in upgrade_choices(p)):
            return "no upgrade tile available"
        spaces = catalog().px[state.phoenix_side]
        if all(install_why(state, seat, s) for s in spaces):
            return "no Phoenix space you can afford"
        return None
    return None


@FLOW.ask("main_action", inside=True)
def _ask_main(state: AshesState, seat: int, only: str) -> Choice:
    options = []
    for value, text in ACTIONS:
        if only not in ("any", value):
            continue
        why = action_why(state, seat, value)
        options.append(Option(text, value) if why is None else disabled(text, why, value))
    if only != "any":
        options.append(Option("Skip this main action", "skip"))
    options += additional.immediate_options(state, seat)
    return Choice(seat, "Choose a main action", options, rule="main_actions")


@FLOW.answer("main_action")
def _answer_main(state: AshesState, value: str, seat: int, only: str) -> None:
    if value == "skip":
        return
    if value == "rest":
        state.say(f"{name(state, seat)} rests.")
        change_happiness(state, seat, 2)
        state.players[seat].fuel += 1
        return
    if value in ("build", "rescue", "install"):
        state.push(f"{value}_pick", seat=seat, only=only)
        return
    state.push("main_action", seat=seat, only=only)
    additional.start(state, seat, value)


# ------------------------------------------------------------------ 9.1 build

@FLOW.ask("build_pick", back=True)
def _ask_build(state: AshesState, seat: int, only: str) -> Choice:
    t = catalog()
    options = []
    for space in free_spaces(state):
        info = t.spaces[space]
        text = (f"Build on {space_name(space)}: {describe(t.space_rewards[space])}"
                + "".join(f"; {track} track +1" for track in info.production_modifiers)
                + ("; landmark" if info.landmark else ""))
        options.append(Option(text, space, targets.space_target(space)))
    return Choice(seat, f"Build a shelter for {disc_cost(state, seat)} strength: choose a construction space",
                  options, rule="build")


@FLOW.answer("build_pick")
def _answer_build(state: AshesState, value: str, seat: int, only: str) -> None:
    t = catalog()
    p = state.players[seat]
    cost = disc_cost(state, seat)
    state.construction[value] = seat
    p.discs_built += 1
    state.say(f"{name(state, seat)} builds a shelter on {space_name(value)}.")
    mods: dict[str, int] = {}
    for track in t.spaces[value].production_modifiers:
        mods[track] = mods.get(track, 0) + 1
    effects = [{"pay": {"strength": cost}}] + t.space_rewards[value] + ([{"production": mods}] if mods else [])
    queue(state, seat, effects)


# ------------------------------------------------------------------ 9.2 rescue

@FLOW.ask("rescue_pick", back=True)
def _ask_rescue(state: AshesState, seat: int, only: str) -> Choice:
    options = []
    for area in rescue_areas(state, seat):
        a, e = state.survivors[area]
        options.append(Option(f"Rescue from {area_with_survivors(state, area)}", area, targets.area_target(area)))
    return Choice(seat, "Rescue survivors: choose an area next to one of your shelters", options, rule="rescue")


@FLOW.answer("rescue_pick")
def _answer_rescue(state: AshesState, value: str, seat: int, only: str) -> None:
    combos = rescue_combos(state, seat, value)
    if len(combos) == 1:
        _rescue(state, seat, value, combos[0])
    else:
        state.push("rescue_take", seat=seat, area=value)


def rescue_combos(state: AshesState, seat: int, area: str) -> list[tuple[int, int]]:
    """9.2 (active, essential) amounts that fit the entrance, most survivors first."""
    room = entrance_room(state.players[seat])
    a, e = state.survivors[area]
    combos = [(x, y) for x in range(a + 1) for y in range(e + 1) if 1 <= x + y <= room]
    return sorted(combos, key=lambda c: (-(c[0] + c[1]), -c[1]))


@FLOW.ask("rescue_take", inside=True)
def _ask_take(state: AshesState, seat: int, area: str) -> Choice:
    return Choice(seat, f"How many survivors do you rescue from {area_name(state, area)}?",
                  [Option(f"{x} active and {y} essential", [x, y]) for x, y in rescue_combos(state, seat, area)],
                  rule="rescue")


@FLOW.answer("rescue_take")
def _answer_take(state: AshesState, value: list[int], seat: int, area: str) -> None:
    active, essential = value  # an option's value is [active, essential] (rescue_combos)
    _rescue(state, seat, area, (active, essential))


def _rescue(state: AshesState, seat: int, area: str, combo: tuple[int, int]) -> None:
    """Move rescued survivors from the area to the colony entrance."""
    p = state.players[seat]
    for kind in (ACTIVE, ESSENTIAL):
        state.survivors[area][kind] -= combo[kind]
        p.entrance[kind] += combo[kind]
    state.say(f"{name(state, seat)} rescues {combo[0]} active and {combo[1]} essential "
              f"{'survivor' if sum(combo) == 1 else 'survivors'} from {area_name(state, area)}.")


# ------------------------------------------------------------------ 9.3 install

@FLOW.ask("install_pick", back=True)
def _ask_install(state: AshesState, seat: int, only: str) -> Choice:
    t = catalog()
    options = []
    for space, info in t.px[state.phoenix_side].items():
        if space in state.phoenix_blocked or space in state.phoenix_upgrades:
            continue
        mlevel, mcount, data = phoenix_cost(state, space)
        tech = state.phoenix_tech[space]
        assert tech is not None  # only a blocked or an installed space has no technology left
        text = (f"{row_name(info.row).capitalize()} row, level {info.level}: {t.techs[tech].name} "
                f"({describe(t.tech_effects[tech])}); pay {material_level(mcount, mlevel)} and {data} data; "
                f"bonus {describe(t.px_bonus[space])}")
        why = install_why(state, seat, space)
        tgt = targets.phoenix_target(space)
        options.append(Option(text, space, tgt) if why is None else disabled(text, why, space, tgt))
    return Choice(seat, "Install an upgrade: choose a Phoenix Project space", options, rule="install")


@FLOW.answer("install_pick")
def _answer_install(state: AshesState, value: str, seat: int, only: str) -> None:
    t = catalog()
    p = state.players[seat]
    info = t.px[state.phoenix_side][value]
    mlevel, mcount, data = phoenix_cost(state, value)
    p.data -= data
    state.installs_per_level[info.level - 1] += 1
    tech = state.phoenix_tech[value]
    state.phoenix_tech[value] = None
    state.phoenix_upgrades[value] = seat
    state.say(f"{name(state, seat)} installs an upgrade on the {row_name(info.row)} row, level {info.level}.")
    state.schedule(*[Frame("pay_material", {"seat": seat, "level": mlevel}) for _ in range(mcount)],
                   Frame("upgrade_pick", {"seat": seat, "where": value}),
                   Frame("place_tech", {"seat": seat, "tech": tech}),
                   *[effect_frame(seat, e) for e in t.px_bonus[value]],
                   Frame("effect", {"seat": seat, "e": {"vp": t.levels[info.level].vp}}),
                   Frame("knowledge", {"row": info.row}))


@FLOW.step("knowledge")
def _knowledge(state: AshesState, row: str) -> None:
    advance_knowledge(state, row)


@FLOW.ask("upgrade_pick", inside=True)
def _ask_upgrade(state: AshesState, seat: int, where: str) -> Choice | None:
    t = catalog()
    options = []
    for uid, ok, why in upgrade_choices(state.players[seat]):
        tile = t.upgrades[uid]
        text = f"{tile.name}: {tile.text}"
        tgt = targets.upgrade_target(seat, uid)
        options.append(Option(text, uid, tgt) if ok else disabled(text, why, uid, tgt))
    if not any(o.enabled for o in options):
        return None
    return Choice(seat, "Take an upgrade tile from your colony board", options, rule="upgrades")


@FLOW.answer("upgrade_pick")
def _answer_upgrade(state: AshesState, value: str, seat: int, where: str) -> None:
    state.players[seat].upgrades_used.append(value)
    state.say(f"{name(state, seat)} unlocks {catalog().upgrades[value].name}.")


