"""Materials gained and paid one at a time (5.3): a named material (the Tinkerer may take its partner instead,
App. I), any material of a level, and a level's material paid when the seat holds more than one kind."""

from __future__ import annotations

from engine.core.choice import Choice, Option, disabled, skip

from .. import targets
from ..catalog import catalog, known_ability
from ..schema import SwapMaterials
from ..state import MATERIALS, AshesState, PlayerState
from .colony import gain_material, name, room
from .flow import FLOW
from .words import good


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
    mats = [m for m in MATERIALS if catalog().material_level[m] == level]
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
    held = [m for m in MATERIALS if catalog().material_level[m] == level and p.materials[m] > 0]
    if len(held) == 1:
        p.materials[held[0]] -= 1
    elif held:
        state.push("pay_material_pick", seat=seat, level=level)


@FLOW.ask("pay_material_pick", inside=True)
def _ask_pay_material(state: AshesState, seat: int, level: int) -> Choice:
    p = state.players[seat]
    held = [m for m in MATERIALS if catalog().material_level[m] == level and p.materials[m] > 0]
    return Choice(seat, f"Which level {level} material do you pay?",
                  [Option(f"Pay {good(m)}", m, targets.material_target(seat, m)) for m in held], rule="materials")


@FLOW.answer("pay_material_pick")
def _answer_pay_material(state: AshesState, value: str, seat: int, level: int) -> None:
    state.players[seat].materials[value] -= 1
