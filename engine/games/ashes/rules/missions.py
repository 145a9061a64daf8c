"""Limited actions that score: complete a mission card (10.2.3) and claim a milestone (10.2.2)."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled
from engine.core.state import Frame

from .. import targets
from ..catalog import catalog
from ..state import ROWS, STARTING_SHELTER, AshesState
from . import words
from .cards import mission_summary
from .colony import add_vp, closed_cards, level_count, name, phoenix_count, upgrade_choices
from .effects import can_pay, effect_frame
from .flow import FLOW
from .scoring import advance_knowledge, criterion_count, site_of, tier_value
from .words import space_name


def vehicle_sector(state: AshesState, seat: int) -> int:
    """The sector of the seat's vehicle (the starting shelter is in sector 1)."""
    where = state.players[seat].vehicle
    if where == STARTING_SHELTER:
        return 1
    return catalog().areas[state.board_side][where].sector


def powerable(state: AshesState, seat: int) -> list[str]:
    """10.2.3 the seat's unpowered shelter discs in the sector equal to the round number."""
    t = catalog()
    p = state.players[seat]
    out = []
    for space, owner in state.construction.items():
        if owner == seat and space not in p.powered:
            if t.sites[state.board_side][site_of(state, space)].sector == state.round:
                out.append(space)
    return out


def mission_why(state: AshesState, seat: int, card: str) -> str | None:
    """Why a mission card in hand cannot be completed now."""
    t = catalog()
    if t.missions[card].requirement == "power_shelter":
        if not powerable(state, seat):
            return f"needs an unpowered shelter of yours in sector {state.round}"
    elif vehicle_sector(state, seat) != state.round:
        return f"your vehicle must be in sector {state.round}"
    return can_pay(state, seat, t.mission_costs[card])


def any_mission_why(state: AshesState, seat: int) -> str | None:
    """Why no mission can be completed now."""
    hand = state.players[seat].hand
    if not hand:
        return "no mission card in hand"
    whys = [mission_why(state, seat, c) for c in hand]
    return None if any(w is None for w in whys) else whys[0]


@FLOW.ask("mission_pick", back=True)
def _ask_mission(state: AshesState, seat: int) -> Choice:
    t = catalog()
    options = []
    for card in state.players[seat].hand:
        text = f"Complete {t.missions[card].name} ({mission_summary(card)})"
        why = mission_why(state, seat, card)
        tgt = targets.mission_target(card)
        options.append(Option(text, card, tgt) if why is None else disabled(text, why, card, tgt))
    return Choice(seat, "Complete a mission card from your hand", options, rule="missions")


@FLOW.on_back("mission_pick")
def _back_mission(state: AshesState, seat: int) -> None:
    """Back out of the mission pick: the once-per-turn mission action is not used after all."""
    state.players[seat].limited_used.remove("mission")


@FLOW.answer("mission_pick")
def _answer_mission(state: AshesState, value: str, seat: int) -> None:
    p = state.players[seat]
    t = catalog()
    p.hand.remove(value)
    p.completed.append(value)
    state.say(f"{name(state, seat)} completes the mission {t.missions[value].name}.")
    frames = []
    if t.missions[value].requirement == "power_shelter":
        frames.append(Frame("power", {"seat": seat}))
    frames += [effect_frame(seat, e) for e in t.mission_costs[value]]
    rewards = t.mission_rewards[value]
    for k, e in enumerate(rewards):
        frames.append(effect_frame(seat, e))
        if k < len(rewards) - 1:  # 10.2.3 immediate actions may come between two rewards
            frames.append(Frame("between_rewards", {"seat": seat}))
    state.schedule(*frames)


@FLOW.step("power")
def _power(state: AshesState, seat: int) -> None:
    spaces = powerable(state, seat)
    if len(spaces) == 1:
        state.players[seat].powered.append(spaces[0])
    elif spaces:
        state.push("power_pick", seat=seat)


@FLOW.ask("power_pick", inside=True)
def _ask_power(state: AshesState, seat: int) -> Choice:
    spaces = powerable(state, seat)
    return Choice(seat, "Power up one of your shelters",
                  [Option(f"Power the shelter on {space_name(s)}", s, targets.space_target(s)) for s in spaces],
                  rule="missions")


@FLOW.answer("power_pick")
def _answer_power(state: AshesState, value: str, seat: int) -> None:
    state.players[seat].powered.append(value)


# ------------------------------------------------------------------ 10.2.2 milestones

def condition_met(state: AshesState, seat: int, row: str) -> bool:
    """App. IV the milestone requirement of a row."""
    p = state.players[seat]
    cond = catalog().milestones[state.milestones[row]].condition
    have = {"happiness_at_least": p.happiness, "phoenix_upgrades_at_least": phoenix_count(state, seat),
            "shelters_built_at_least": p.discs_built, "missions_completed_at_least": len(p.completed),
            "closed_shelter_cards_at_least": closed_cards(p), "level_2_materials_at_least": level_count(p, 2)}
    return have[cond.kind] >= cond.value


def milestone_cost(state: AshesState, row: str) -> int:
    """10.2.2 data for the first / second claim."""
    costs = catalog().achievements[row].claim_costs
    return costs[min(len(state.claims[row]), len(costs) - 1)]


def milestone_why(state: AshesState, seat: int, row: str) -> str | None:
    """Why a row's milestone cannot be claimed."""
    p = state.players[seat]
    if seat in state.claims[row]:
        return "you already claimed it"
    if len(state.claims[row]) >= state.achievement_spaces[row]:
        return "no space left on the achievement tile"
    if not condition_met(state, seat, row):
        return "requirement not met"
    cost = milestone_cost(state, row)
    if p.data < cost:
        return f"needs {cost} data, you have {p.data}"
    if not any(ok for _, ok, _ in upgrade_choices(p)):
        return "no upgrade tile available"
    return None


def any_milestone_why(state: AshesState, seat: int) -> str | None:
    """Why no milestone can be claimed now."""
    whys = [milestone_why(state, seat, row) for row in ROWS]
    return None if any(w is None for w in whys) else "no milestone you can claim"


def milestone_score(state: AshesState, seat: int, row: str) -> int:
    """10.2.2 elements x the milestone face's tier value, at most 12 VP."""
    tile = state.milestone_tiles[row]
    face = catalog().scoring_tiles[tile].milestone_face
    return min(12, criterion_count(state, seat, tile) * tier_value(state, row, face))


@FLOW.ask("milestone_pick", back=True)
def _ask_milestone(state: AshesState, seat: int) -> Choice:
    t = catalog()
    options = []
    for row in ROWS:
        stone = t.milestones[state.milestones[row]]
        text = (f"{stone.name} ({stone.text}): pay {milestone_cost(state, row)} data, "
                f"score {words.vp(milestone_score(state, seat, row))}")
        why = milestone_why(state, seat, row)
        tgt = targets.milestone_target(row)
        options.append(Option(text, row, tgt) if why is None else disabled(text, why, row, tgt))
    return Choice(seat, "Claim a milestone", options, rule="milestones")


@FLOW.on_back("milestone_pick")
def _back_milestone(state: AshesState, seat: int) -> None:
    """Back out of the milestone pick: the once-per-turn milestone action is not used after all."""
    state.players[seat].limited_used.remove("milestone")


@FLOW.answer("milestone_pick")
def _answer_milestone(state: AshesState, value: str, seat: int) -> None:
    p = state.players[seat]
    p.data -= milestone_cost(state, value)
    state.claims[value].append(seat)
    p.milestones.append(value)
    state.say(f"{name(state, seat)} claims the milestone {catalog().milestones[state.milestones[value]].name}.")
    state.schedule(Frame("upgrade_pick", {"seat": seat, "where": value}),
                   Frame("milestone_score", {"seat": seat, "row": value}))


@FLOW.step("milestone_score")
def _milestone_score(state: AshesState, seat: int, row: str) -> None:
    vp = milestone_score(state, seat, row)
    add_vp(state, seat, vp)
    advance_knowledge(state, row)
    state.say(f"{name(state, seat)} scores {words.vp(vp)} for the milestone.")


