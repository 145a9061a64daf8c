"""The effect vocabulary at work: every reward, cost and income list resolves here, one effect per frame."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, skip
from engine.core.state import Frame
from engine.core.words import count as how_many

from .. import targets
from ..schema import SwapMaterials
from ..state import ACTIVE, ESSENTIAL, MATERIALS, RESOURCES, TRACKS, AshesState, PlayerState
from .colony import (
    add_vp,
    change_happiness,
    closed_cards,
    draw_survivor,
    entrance_room,
    gain_material,
    level_count,
    name,
    phoenix_count,
    production_up,
    room,
    strength,
    take_kind,
    to_entrance,
)
from .flow import FLOW
from .tables import T, known_ability
from .words import column_name, good, goods, material_level, node_name, vp


def effect_frame(seat: int, e: dict) -> Frame:
    """A frame resolving one effect; the effect is copied so the state never shares the content cache."""
    return Frame("effect", {"seat": seat, "e": {k: dict(v) if isinstance(v, dict) else v for k, v in e.items()}})


def own_turn(state: AshesState, seat: int) -> bool:
    """True while `seat` plays its turn before passing (10.1: immediate actions are possible)."""
    if state.phase != "play" or state.current != seat or state.players[seat].passed:
        return False
    return not any(f.name == "pass_done" for f in state.stack)


def queue(state: AshesState, seat: int, effects: list[dict], interruptible: bool = True) -> None:
    """Schedule a list of effects to resolve in order, before anything already queued.

    10.1: during the seat's own turn (not while passing) immediate actions may come between two rewards."""
    between = interruptible and len(effects) > 1 and own_turn(state, seat)
    frames = []
    for k, e in enumerate(effects):
        frames.append(effect_frame(seat, e))
        if between and k < len(effects) - 1:
            frames.append(Frame("between_rewards", {"seat": seat}))
    state.schedule(*frames)


def counted(state: AshesState, seat: int, kind: str) -> int:
    """App. V / App. VI counted elements of a colony."""
    p = state.players[seat]
    if kind == "closed_shelter_cards":
        return closed_cards(p)
    if kind == "shelters_built":
        return p.discs_built
    if kind == "missions_completed":
        return len(p.completed)
    if kind == "level_2_materials":
        return level_count(p, 2)
    if kind == "phoenix_upgrades":
        return phoenix_count(state, seat)
    raise KeyError(kind)


def describe(effects: list[dict]) -> str:
    """A short readable summary of an effect list (option labels and tooltips): "+2 data; 1 victory point"."""
    return "; ".join(describe_one(e) for e in effects) or "nothing"


def describe_one(e: dict) -> str:
    """One effect in players' words: "+2 anti-rad doses", "1 level 2 material", "raise any track by 1"."""
    (key, v), = e.items()
    if key in ("gain", "pay"):
        sign = "+" if key == "gain" else "-"
        return ", ".join(f"{sign}{goods(n, g)}" for g, n in v.items())
    if key in ("gain_material", "pay_material"):
        sign = "+" if key == "gain_material" else "-"
        return sign + material_level(v["count"], v["level"])
    if key == "vp":
        return vp(v)
    if key == "lose_vp":
        return f"-{vp(v)}"
    if key == "production":
        return ", ".join(f"{good(g)} track +{n}" for g, n in v.items())
    if key == "production_choice":
        return f"any track +{v}"
    if key == "survivors":
        kind = "survivor" if v["kind"] == "any" else v["kind"] + " survivor"
        return how_many(v["count"], kind)
    if key == "shelter_card":
        return how_many(v, "shelter card")
    if key == "mission_card":
        return how_many(v, "mission card")
    if key == "main_action":
        return "a main action" if v == "any" else f"main action: {v}"
    if key == "move":
        return "move your vehicle" + (" for free" if v["free"] else "")
    if key == "additional_action":
        return v["action"].replace("_", " ") + (" for free" if v["free"] else "")
    if key == "pass_step":
        step: str = v
        return PASS_STEPS.get(step, step.replace("_", " "))
    if key == "vp_per":
        return f"{vp(v['vp'])} per {COUNTED.get(v['count'], v['count'].replace('_', ' '))}"
    if key == "column_scoring":
        return "score a closed column" if v == "any" else f"score {column_name(v)}"
    return key.replace("_", " ")


PASS_STEPS = {"recover_survivors": "recover your survivors", "happiness_income": "take your happiness income",
              "colony_scoring": "colony scoring", "turn_order": "choose your turn order place"}
COUNTED = {"closed_shelter_cards": "closed shelter card", "shelters_built": "shelter built",
           "missions_completed": "completed mission", "level_2_materials": "level 2 material",
           "phoenix_upgrades": "upgrade in the Phoenix Project"}


def can_pay(state: AshesState, seat: int, effects: list[dict]) -> str | None:
    """Why a cost list cannot be paid (None when it can): 5.8 costs are never optional."""
    p = state.players[seat]
    need: dict[str, int] = {}
    for e in effects:
        (key, v), = e.items()
        if key == "pay":
            for g, n in v.items():
                need[g] = need.get(g, 0) + n
        elif key == "pay_material" and level_count(p, v["level"]) < v["count"]:
            return f"needs {material_level(v['count'], v['level'])}, you have {level_count(p, v['level'])}"
    for g, n in need.items():
        have = have_good(p, g)
        if have < n:
            return f"needs {goods(n, g)}, you have {have}"
    return None


def have_good(p: PlayerState, good: str) -> int:
    """How much of a good a colony holds (strength = tree level)."""
    if good in RESOURCES:
        return getattr(p, good)
    if good == "strength":
        return strength(p)
    if good == "happiness":
        return p.happiness
    return p.materials[good]


@FLOW.step("effect")
def _effect(state: AshesState, seat: int, e: dict) -> None:
    (key, v), = e.items()
    p = state.players[seat]
    if key == "gain":
        for good, n in v.items():
            gain_good(state, seat, good, n)
    elif key == "pay":
        for good, n in reversed(list(v.items())):
            pay_good(state, seat, good, n)
    elif key == "gain_material":
        state.schedule(*[Frame("choose_material", {"seat": seat, "level": v["level"]}) for _ in range(v["count"])])
    elif key == "pay_material":
        state.schedule(*[Frame("pay_material", {"seat": seat, "level": v["level"]}) for _ in range(v["count"])])
    elif key == "vp":
        add_vp(state, seat, v)
    elif key == "lose_vp":
        add_vp(state, seat, -v)
    elif key == "production":
        for track, n in v.items():
            production_up(state, seat, track, n)
    elif key == "production_choice":
        state.push("production_pick", seat=seat, n=v)
    elif key == "survivors":
        if state.phase == "play" and entrance_room(p) > 0 and sum(state.bag) > 0 and not v.get("asked"):
            state.push("survivors_pick", seat=seat, count=v["count"], kind=v["kind"])
            return
        for _ in range(v["count"]):
            kind = draw_survivor(state) if v["kind"] == "any" else (
                (ACTIVE if v["kind"] == "active" else ESSENTIAL) if take_kind(
                    state, ACTIVE if v["kind"] == "active" else ESSENTIAL) else None)
            if kind is None:
                state.say("No survivor of that kind is left in the bag.")
                continue
            to_entrance(state, seat, kind)
    elif key == "shelter_card":
        state.schedule(*[Frame("take_shelter", {"seat": seat}) for _ in range(v)])
    elif key == "mission_card":
        state.schedule(*[Frame("take_mission", {"seat": seat}) for _ in range(v)])
    elif key == "main_action":
        state.push("main_action", seat=seat, only=v)
    elif key == "move":
        state.push("move_begin", seat=seat, pay="free" if v["free"] else "fuel")
    elif key == "additional_action":
        state.push("additional", seat=seat, action=v["action"], free=v["free"])
    elif key == "pass_step":
        state.push(f"pass_{v}", seat=seat)
    elif key == "vp_per":
        add_vp(state, seat, v["vp"] * counted(state, seat, v["count"]))
    elif key == "column_scoring":
        if v == "any":
            state.push("column_pick", seat=seat)
        else:
            add_vp(state, seat, 3 * len(p.columns[v]))
    else:  # pragma: no cover - the schema admits no other key
        raise KeyError(key)


def gain_good(state: AshesState, seat: int, good: str, n: int) -> None:
    """Gain a resource, happiness, strength steps or a named material."""
    p = state.players[seat]
    if good in RESOURCES:
        setattr(p, good, getattr(p, good) + n)
    elif good == "happiness":
        change_happiness(state, seat, n)
    elif good == "strength":
        state.push("climb", seat=seat, n=n)
    else:
        state.schedule(*[Frame("gain_named", {"seat": seat, "material": good}) for _ in range(n)])


def pay_good(state: AshesState, seat: int, good: str, n: int) -> None:
    """Pay a resource, happiness, strength (slide down the tree) or a named material."""
    p = state.players[seat]
    if good in RESOURCES:
        setattr(p, good, max(0, getattr(p, good) - n))
    elif good == "happiness":
        change_happiness(state, seat, -n)
    elif good == "strength":
        state.push("descend", seat=seat, n=n)
    else:
        p.materials[good] = max(0, p.materials[good] - n)


# ------------------------------------------------------------------ materials

def swap_partner(p: PlayerState, material: str) -> str | None:
    """App. I the Tinkerer: the material a gained one may be swapped for."""
    if p.character != "char_tinkerer":
        return None
    for a, b in known_ability("char_tinkerer", SwapMaterials).pairs:
        if material == a:
            return b
        if material == b:
            return a
    return None


@FLOW.step("gain_named")
def _gain_named(state: AshesState, seat: int, material: str) -> None:
    partner = swap_partner(state.players[seat], material)
    if partner is not None and room(state.players[seat], partner) > 0:
        state.push("swap_pick", seat=seat, material=material, partner=partner)
    else:
        gain_material(state, seat, material)


@FLOW.ask("swap_pick", inside=True)
def _ask_swap(state: AshesState, seat: int, material: str, partner: str) -> Choice:
    options = []
    for m in (material, partner):
        target = targets.material_target(seat, m)
        options.append(Option(f"Take {good(m)}", m, target) if room(state.players[seat], m) > 0
                       else disabled(f"Take {good(m)}", "that storage slot is full", m, target))
    return Choice(seat, "The Tinkerer: which material do you take?", options, rule="characters")


@FLOW.answer("swap_pick")
def _answer_swap(state: AshesState, value: str, seat: int, material: str, partner: str) -> None:
    gain_material(state, seat, value)


@FLOW.ask("choose_material", inside=True)
def _ask_choose_material(state: AshesState, seat: int, level: int) -> Choice | None:
    p = state.players[seat]
    mats = [m for m in MATERIALS if T().material_level[m] == level]
    if all(room(p, m) <= 0 for m in mats):
        state.say(f"{name(state, seat)} has no room for a level {level} material.")
        return None
    options = [Option(f"Take {good(m)}", m, targets.material_target(seat, m)) if room(p, m) > 0
               else disabled(f"Take {good(m)}", "that storage slot is full", m, targets.material_target(seat, m))
               for m in mats]
    options.append(skip("Take no material", None))
    return Choice(seat, f"Which level {level} material do you gain?", options, rule="materials")


@FLOW.answer("choose_material")
def _answer_choose_material(state: AshesState, value: str | None, seat: int, level: int) -> None:
    if value is None:
        state.say(f"{name(state, seat)} forgoes a level {level} material.")
        return
    state.push("gain_named", seat=seat, material=value)


@FLOW.step("pay_material")
def _pay_material(state: AshesState, seat: int, level: int) -> None:
    p = state.players[seat]
    held = [m for m in MATERIALS if T().material_level[m] == level and p.materials[m] > 0]
    if len(held) == 1:
        p.materials[held[0]] -= 1
    elif held:
        state.push("pay_material_pick", seat=seat, level=level)


@FLOW.ask("pay_material_pick", inside=True)
def _ask_pay_material(state: AshesState, seat: int, level: int) -> Choice:
    p = state.players[seat]
    held = [m for m in MATERIALS if T().material_level[m] == level and p.materials[m] > 0]
    return Choice(seat, f"Which level {level} material do you pay?",
                  [Option(f"Pay {good(m)}", m, targets.material_target(seat, m)) for m in held], rule="materials")


@FLOW.answer("pay_material_pick")
def _answer_pay_material(state: AshesState, value: str, seat: int, level: int) -> None:
    state.players[seat].materials[value] -= 1


# ------------------------------------------------------------------ strength tree (5.2)

def up_edges(p: PlayerState, node: str) -> list[str]:
    """Nodes one level up from `node` (pink paths only for the Climber)."""
    t = T()
    return t.up[node] + (t.up_pink[node] if p.character == "char_climber" else [])


def down_edges(p: PlayerState, node: str) -> list[str]:
    """Nodes one level down from `node`."""
    t = T()
    return t.down[node] + (t.down_pink[node] if p.character == "char_climber" else [])


def climb_paths(p: PlayerState, n: int) -> list[list[str]]:
    """Every path of up to n steps up the tree from the marker (steps past the top are lost, rules notes 19)."""
    paths = [[p.strength_node]]
    for _ in range(n):
        longer = [path + [nxt] for path in paths for nxt in up_edges(p, path[-1])]
        if not longer:
            break
        paths = longer
    return [path[1:] for path in paths if len(path) > 1]


@FLOW.step("climb")
def _climb(state: AshesState, seat: int, n: int) -> None:
    paths = climb_paths(state.players[seat], n)
    if not paths:
        return
    if len(paths) == 1:
        _walk(state, seat, paths[0])
    else:
        state.push("climb_pick", seat=seat, paths=paths)


def _walk(state: AshesState, seat: int, path: list[str]) -> None:
    """Move the strength marker along a path up, gaining each node's rewards in order."""
    state.players[seat].strength_node = path[-1]
    rewards = [e for node in path for e in T().node_rewards[node]]
    queue(state, seat, rewards, interruptible=False)  # 10.1.3 one reward: no manufacturing mid-climb


@FLOW.ask("climb_pick", inside=True)
def _ask_climb(state: AshesState, seat: int, paths: list[list[str]]) -> Choice:
    t = T()
    options = [Option("Climb to " + ", then ".join(node_name(x) for x in path) + ": "
                      + describe([e for x in path for e in t.node_rewards[x]]), i, targets.tree_target(path[-1]))
               for i, path in enumerate(paths)]
    options.append(skip("Do not climb", None))
    return Choice(seat, "Which path do you take up the strength tree?", options, rule="strength")


@FLOW.answer("climb_pick")
def _answer_climb(state: AshesState, value: int | None, seat: int, paths: list[list[str]]) -> None:
    if value is None:
        state.say(f"{name(state, seat)} forgoes climbing the strength tree.")
        return
    _walk(state, seat, paths[value])


@FLOW.step("descend")
def _descend(state: AshesState, seat: int, n: int) -> None:
    p = state.players[seat]
    ends = {p.strength_node}
    for _ in range(n):
        ends = {d for node in ends for d in down_edges(p, node)} or ends
    dests = sorted(ends)
    if len(dests) == 1:
        p.strength_node = dests[0]
    else:
        state.push("descend_pick", seat=seat, dests=dests)


@FLOW.ask("descend_pick", inside=True)
def _ask_descend(state: AshesState, seat: int, dests: list[str]) -> Choice:
    return Choice(seat, "Where does your strength marker slide down to?",
                  [Option(f"Down to {node_name(d)}", d, targets.tree_target(d)) for d in dests], rule="strength")


@FLOW.answer("descend_pick")
def _answer_descend(state: AshesState, value: str, seat: int, dests: list[str]) -> None:
    state.players[seat].strength_node = value


# ------------------------------------------------------------------ production choice, column scoring

@FLOW.ask("production_pick", inside=True)
def _ask_production(state: AshesState, seat: int, n: int) -> Choice:
    return Choice(seat, f"Which production disc moves up {n}?",
                  [Option(f"Raise your {t} track", t, targets.track_target(seat, t)) for t in TRACKS]
                  + [skip("Raise no track", None)], rule="activate")


@FLOW.answer("production_pick")
def _answer_production(state: AshesState, value: str | None, seat: int, n: int) -> None:
    if value is None:
        state.say(f"{name(state, seat)} forgoes raising a production track.")
        return
    production_up(state, seat, value, n)


@FLOW.ask("column_pick", inside=True)
def _ask_column(state: AshesState, seat: int) -> Choice:
    p = state.players[seat]
    return Choice(seat, "Which closed shelter column do you score?",
                  [Option(f"Score {column_name(c)}: {vp(3 * len(cards))}", c, targets.column_target(seat, c))
                   for c, cards in p.columns.items()], rule="shelters")


@FLOW.answer("column_pick")
def _answer_column(state: AshesState, value: str, seat: int) -> None:
    add_vp(state, seat, 3 * len(state.players[seat].columns[value]))


# ------------------------------------------------------------------ 5.8 forgoing survivors

@FLOW.ask("survivors_pick", inside=True)
def _ask_survivors(state: AshesState, seat: int, count: int, kind: str) -> Choice:
    """5.8 a survivor reward may be forgone (it takes entrance space a rescue could use)."""
    what = "" if kind == "any" else kind + " "
    most = min(count, entrance_room(state.players[seat]))
    options = [Option(f"Take {how_many(k, what + 'survivor')}", k) for k in range(most, 0, -1)]
    options.append(skip("Take no survivor", 0))
    return Choice(seat, f"How many {what}survivors do you take to your colony entrance (up to {most})?",
                  options, rule="survivors")


@FLOW.answer("survivors_pick")
def _answer_survivors(state: AshesState, value: int, seat: int, count: int, kind: str) -> None:
    if value < count:
        state.say(f"{name(state, seat)} forgoes {count - value} survivor{'s' if count - value != 1 else ''}.")
    if value:
        state.push("effect", seat=seat, e={"survivors": {"count": value, "kind": kind, "asked": True}})
