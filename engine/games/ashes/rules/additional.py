"""Additional actions (10.): immediate ones at any point of a turn, limited ones before or after the protocol."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, skip
from engine.core.state import Frame
from engine.core.words import a, count

from .. import targets
from ..catalog import AbilityModel, ability_of, catalog
from ..schema import CheapScout, FreeCycleShelters
from ..state import ACTIVE, ESSENTIAL, KINDS, STARTING_SHELTER, AshesState, PlayerState
from . import characters, decks, missions
from .colony import columns, draw_survivor, entrance_room, limit, name, room, strength
from .effects import describe, queue
from .flow import FLOW
from .words import area_name, column_name, good


def ability(p: PlayerState, model: type[AbilityModel]) -> AbilityModel | None:
    """The character's ability when it is a `model` (the model of one ability kind), else None."""
    return ability_of(p.character, model)


def activate_why(state: AshesState, seat: int) -> str | None:
    """8.3 why no survivor can be activated now."""
    p = state.players[seat]
    most = limit(p, "activations")
    if len(p.zones_used) >= most:
        return f"you already activated {count(most, 'survivor')} this round"
    if p.entrance[ACTIVE] == 0:
        return "no active survivor at your colony entrance"
    return None


# ------------------------------------------------------------------ availability

def empty_pods(p: PlayerState) -> list[tuple[int, int]]:
    """10.1.1 free decontamination pods as (card index, pod index)."""
    return [(i, j) for i, pods in enumerate(p.pods) for j, kind in enumerate(pods) if kind is None]


def closable(p: PlayerState) -> list[int]:
    """10.1.2 shelter cards with every pod occupied."""
    return [i for i, pods in enumerate(p.pods) if all(k is not None for k in pods)]


def manufacturable(p: PlayerState) -> list[str]:
    """10.1.3 materials whose two inputs are stored and whose slot has room."""
    return [m for m, (a, b) in catalog().made_from.items() if p.materials[a] and p.materials[b] and room(p, m) > 0]


def cycle_cost(p: PlayerState) -> int:
    """10.1.4 data to cycle the shelter display (the Broker's free cycles first)."""
    free = ability(p, FreeCycleShelters)
    return 0 if free is not None and p.free_cycles_used < free.per_turn else 1


def scout_cost(p: PlayerState) -> int:
    """10.2.1 strength to scout (the Quartermaster pays less)."""
    cheap = ability(p, CheapScout)
    return cheap.strength if cheap is not None else 2


def immediate_why(state: AshesState, seat: int, value: str) -> str | None:
    """Why an immediate action cannot be performed now."""
    p = state.players[seat]
    if value == "decontaminate":
        if not sum(p.entrance):
            return "no survivor at your colony entrance"
        return None if empty_pods(p) else "no free pod on your shelter cards"
    if value == "close":
        if not closable(p):
            return "no shelter card has every pod occupied"
        cap = limit(p, "stack_limit")
        return None if any(len(p.columns[c]) < cap for c in columns(p)) else "every column is full"
    if value == "manufacture":
        return None if manufacturable(p) else "no two inputs of a higher material with room for it"
    if value == "cycle":
        if decks.shelter_pile_size(state) < 1:
            return "the shelter pile is empty"
        cost = cycle_cost(p)
        return None if p.data >= cost else f"needs {cost} data, you have {p.data}"
    return characters.action_why(state, seat, value)


IMMEDIATE = (("decontaminate", "Decontaminate a survivor"), ("close", "Close a shelter card"),
             ("manufacture", "Manufacture a material"), ("cycle", "Cycle the shelter display"))


def immediate_options(state: AshesState, seat: int) -> list[Option]:
    """10.1 the immediate actions with their availability (none during or after passing)."""
    p = state.players[seat]
    options = []
    for value, text in IMMEDIATE + characters.actions(p):
        if value == "cycle":
            text += f" ({cycle_cost(p)} data)"
        why = "not after passing" if p.passed else immediate_why(state, seat, value)
        target = targets.materials_target(seat) if value == "manufacture" else None  # a tap on the pyramid
        options.append(Option(text, value, target) if why is None else disabled(text, why, value, target))
    return options


def scout_why(state: AshesState, seat: int, free: bool = False) -> str | None:
    """10.2.1 why scouting is impossible."""
    p = state.players[seat]
    if sum(state.bag) == 0:
        return "the bag is empty"
    cost = 0 if free else scout_cost(p)
    if strength(p) < cost:
        return f"needs {cost} strength, you have {strength(p)}"
    return None


def limited_options(state: AshesState, seat: int) -> list[Option]:
    """10.2 limited actions: once each per turn, before or after the protocol."""
    p = state.players[seat]
    options = []
    for value, text, why in (("scout", f"Scout ({scout_cost(p)} strength)", scout_why(state, seat)),
                             ("milestone", "Claim a milestone", missions.any_milestone_why(state, seat)),
                             ("mission", "Complete a mission", missions.any_mission_why(state, seat))):
        if value in p.limited_used:
            why = "already done this turn"
        elif p.in_protocol:
            why = "not during a protocol"
        target = targets.hand_target(seat) if value == "mission" else None  # a tap on the hand
        options.append(Option(text, value, target) if why is None else disabled(text, why, value, target))
    return options


def start(state: AshesState, seat: int, value: str) -> None:
    """Push the frames of an additional action picked from a menu."""
    p = state.players[seat]
    if value in ("scout", "milestone", "mission"):
        p.limited_used.append(value)
    if value == "scout":
        state.push("scout", seat=seat, free=False)
    elif value == "milestone":
        state.push("milestone_pick", seat=seat)
    elif value == "mission":
        state.push("mission_pick", seat=seat)
    elif value == "decontaminate":
        state.push("decontaminate_pick", seat=seat)
    elif value == "close":
        state.push("close_pick", seat=seat)
    elif value == "manufacture":
        state.push("manufacture_pick", seat=seat)
    elif value == "cycle":
        cycle(state, seat)
    else:
        characters.start(state, seat, value)


@FLOW.step("additional")
def _additional(state: AshesState, seat: int, action: str, free: bool) -> None:
    """An additional action granted by a card (App. VI)."""
    if action == "scout":
        if scout_why(state, seat, free) is None:
            state.push("scout", seat=seat, free=free)
        return
    value = {"cycle_shelters": "cycle", "close_shelter": "close"}.get(action, action)
    if immediate_why(state, seat, value) is None:
        start(state, seat, value)


@FLOW.ask("between_rewards", inside=True)
def _ask_between(state: AshesState, seat: int) -> Choice | None:
    """10.2.3 after one reward of a mission is fully resolved, immediate actions may come before the next."""
    options = [o for o in immediate_options(state, seat) if o.enabled]
    if not options:
        return None
    return Choice(seat, "Before the next reward: perform an immediate action?",
                  [skip("Continue with the next reward", None)] + options, rule="immediate")


@FLOW.answer("between_rewards")
def _answer_between(state: AshesState, value: str | None, seat: int) -> None:
    if value is None:
        return
    state.push("between_rewards", seat=seat)
    start(state, seat, value)


# ------------------------------------------------------------------ 10.1.1 decontaminate

@FLOW.ask("decontaminate_pick", back=True)
def _ask_decon(state: AshesState, seat: int) -> Choice:
    p = state.players[seat]
    t = catalog()
    options = []
    for i, j in empty_pods(p):
        card = p.shelter_cards[i]
        for kind in (ACTIVE, ESSENTIAL):
            if p.entrance[kind]:
                options.append(Option(f"Put {a(KINDS[kind])} survivor in {t.shelter_cards[card].name}, pod {j + 1} "
                                      f"({describe(t.pod_bonus[card][j])})", [i, j, kind],
                                      targets.pod_target(seat, i, j)))
    return Choice(seat, "Decontaminate: choose a survivor and a pod", options, rule="shelters")


@FLOW.answer("decontaminate_pick")
def _answer_decon(state: AshesState, value: list[int], seat: int) -> None:
    i, j, kind = value
    p = state.players[seat]
    p.entrance[kind] -= 1
    p.pods[i][j] = kind
    card = p.shelter_cards[i]
    state.say(f"{name(state, seat)} decontaminates {a(KINDS[kind])} survivor on {catalog().shelter_cards[card].name}.")
    queue(state, seat, catalog().pod_bonus[card][j])


# ------------------------------------------------------------------ 10.1.2 close shelters

@FLOW.ask("close_pick", back=True)
def _ask_close(state: AshesState, seat: int) -> Choice:
    p = state.players[seat]
    cap = limit(p, "stack_limit")
    options = []
    for i in closable(p):
        card = catalog().shelter_cards[p.shelter_cards[i]].name
        for col in columns(p):
            text = f"Close {card} into {column_name(col)}"
            tgt = targets.column_target(seat, col)
            options.append(Option(text, [i, col], tgt) if len(p.columns[col]) < cap
                           else disabled(text, f"the column holds {count(cap, 'card')}", [i, col], tgt))
    return Choice(seat, "Close a shelter card: choose the card and a column", options, rule="shelters")


@FLOW.answer("close_pick")
def _answer_close(state: AshesState, value: list, seat: int) -> None:
    i, col = value
    p = state.players[seat]
    card = p.shelter_cards.pop(i)  # rules notes: the cards above slide down one slot
    for kind in p.pods.pop(i):
        assert kind is not None  # closable: only a card with every pod occupied is offered
        state.bag[kind] += 1
    p.columns[col].append(card)
    state.say(f"{name(state, seat)} closes {catalog().shelter_cards[card].name} into {column_name(col)}.")


# ------------------------------------------------------------------ 10.1.3 manufacture

@FLOW.ask("manufacture_pick", back=True)
def _ask_manufacture(state: AshesState, seat: int) -> Choice:
    options = [Option(f"Make {good(m)} from {good(catalog().made_from[m][0])} and {good(catalog().made_from[m][1])}", m,
                      targets.material_target(seat, m)) for m in manufacturable(state.players[seat])]
    return Choice(seat, "Manufacture a material", options, rule="materials")


@FLOW.answer("manufacture_pick")
def _answer_manufacture(state: AshesState, value: str, seat: int) -> None:
    p = state.players[seat]
    first, second = catalog().made_from[value]
    p.materials[first] -= 1
    p.materials[second] -= 1
    p.materials[value] += 1
    state.say(f"{name(state, seat)} manufactures {a(good(value))}.")


# ------------------------------------------------------------------ 10.1.4 cycle shelters

def cycle(state: AshesState, seat: int) -> None:
    """10.1.4 pay 1 data: the three face-up shelter cards go under the pile, three new ones are revealed."""
    p = state.players[seat]
    cost = cycle_cost(p)
    if cost == 0:
        p.free_cycles_used += 1
    p.data -= cost
    decks.put_shelters_under(state, list(reversed(state.shelter_display)))  # the leftmost card lowest
    state.shelter_display = [card for card in (decks.draw_shelter(state) for _ in range(3)) if card is not None]
    state.say(f"{name(state, seat)} cycles the shelter display.")


# ------------------------------------------------------------------ 10.2.1 scout

@FLOW.step("scout")
def _scout(state: AshesState, seat: int, free: bool) -> None:
    p = state.players[seat]
    frames = [] if free else [Frame("effect", {"seat": seat, "e": {"pay": {"strength": scout_cost(p)}}})]
    if p.vehicle == STARTING_SHELTER:
        frames.append(Frame("scout_area", {"seat": seat}))
    else:
        frames.append(Frame("scout_draw", {"seat": seat, "area": p.vehicle}))
    state.schedule(*frames)


@FLOW.ask("scout_area", inside=True)
def _ask_scout_area(state: AshesState, seat: int) -> Choice:
    adj = [a for a in catalog().sides[state.board_side].starting_shelter.adjacent if a in state.survivors]
    return Choice(seat, "Scout from the starting shelter: choose the adjacent area for the survivors",
                  [Option(f"Place them in {area_name(state, x)}", x, targets.area_target(x)) for x in adj],
                  rule="scout")


@FLOW.answer("scout_area")
def _answer_scout_area(state: AshesState, value: str, seat: int) -> None:
    state.push("scout_draw", seat=seat, area=value)


@FLOW.step("scout_draw")
def _scout_draw(state: AshesState, seat: int, area: str) -> None:
    p = state.players[seat]
    drawn = [0, 0]
    for _ in range(limit(p, "scout_draw")):
        kind = draw_survivor(state)
        if kind is None:
            break
        if kind == ESSENTIAL and entrance_room(p) > 0:
            p.entrance[ESSENTIAL] += 1  # rules notes: essentials go straight to the entrance when there is room
        else:
            state.survivors[area][kind] += 1
        drawn[kind] += 1
    state.say(f"{name(state, seat)} scouts {drawn[0]} active and {drawn[1]} essential "
              f"{'survivor' if sum(drawn) == 1 else 'survivors'} in {area_name(state, area)}.")


