"""Explore (Scouts, 1 AP, once per turn): flip a face-down tile next to a Scout, turn it as you like, then
resolve an Exploration Event. A Scout on the Crystal Crater may explore it for a Crystal instead."""

from __future__ import annotations

from engine.core.choice import Choice, Option

from ...catalog import catalog
from ...state import Neutral, WastelandsState
from ...targets import slot_target, tile_rotation_target, unit_target
from .. import board
from ..decks import take_event, take_tile
from ..economy import seat_name
from ..effects import run_effects
from ..flow import FLOW
from . import ActionRules, pay, register

NEUTRAL_PIECES = 4  # rules notes 4: four neutral pieces; with all on the map an encounter places none


def _options(state: WastelandsState, seat: int, free: bool) -> list[Option]:
    options = []
    for unit in state.units:
        if unit.owner != seat or unit.kind != "scout" or board.clouded(state, unit.hex, seat):
            continue
        for index in board.face_down_adjacent(state, unit.hex):
            slot = state.slots[index]
            options.append(Option(f"Explore {board.tile_name(state, index)} with {board.unit_words(state, unit)}",
                                  ("tile", index),
                                  target=slot_target(slot.slot)))
        slot = board.slot_of(state, unit.hex)
        if slot is not None and slot.tile == "crystal_crater":
            options.append(Option(f"Search the Crystal Crater with {board.unit_words(state, unit)}",
                                  ("crater", unit.id), target=unit_target(unit.id)))
    return options


def _possible(state: WastelandsState, seat: int, taken: dict) -> bool:
    for unit in state.units:
        if unit.owner == seat and unit.kind == "scout" and not board.clouded(state, unit.hex, seat):
            slot = board.slot_of(state, unit.hex)
            if board.face_down_adjacent(state, unit.hex) or (slot is not None and slot.tile == "crystal_crater"):
                return True
    return False


def _apply(state: WastelandsState, seat: int, value: tuple, free: bool) -> None:
    pay(state, "explore", free)
    kind, what = value
    if kind == "crater":
        state.say(f"{seat_name(state, seat)} searches the Crystal Crater.")
        rule = catalog().tiles["crystal_crater"].rule
        assert rule is not None and rule.explore_gain is not None, "the Crystal Crater's rule is what it gives"
        run_effects(state, seat, rule.explore_gain, "the Crystal Crater")
        return
    flip_tile(state, seat, what)
    state.push("rotate_tile", seat=seat, index=what)


def flip_tile(state: WastelandsState, seat: int, index: int, who: str = "") -> None:
    """Turn a face-down tile up for `seat` (Explore): the tile is drawn from the map tiles not seen yet; count
    it and say which tile it is, by where it lies."""
    slot = state.slots[index]
    number = board.tile_name(state, index)
    take_tile(state, index)
    slot.face_up = True
    state.reveal()
    state.players[seat].tiles_explored += 1
    state.say(f"{seat_name(state, seat)}{who} explores {number}: it is {catalog().tiles[slot.tile].name}.")


@FLOW.ask("rotate_tile", inside=True, rule="explore")
def ask_rotation(state: WastelandsState, seat: int, index: int) -> Choice:
    """Turn the flipped tile before placing it back (six rotations)."""
    slot = state.slots[index]
    options = [Option(f"Rotate {60 * k} degrees", k, target=tile_rotation_target(slot.slot, k)) for k in range(6)]
    return Choice(seat, f"Turn {catalog().tiles[slot.tile].name} as you like", options)


@FLOW.answer("rotate_tile")
def answer_rotation(state: WastelandsState, rotation: int, seat: int, index: int) -> None:
    """Place the tile, put clouds on toxic lakes (module), then draw the Exploration Event."""
    slot = state.slots[index]
    slot.rotation = rotation
    board.lay_tile(state, index)
    for hex_, terrain, _ in board.tile_spaces(slot):
        if terrain == "toxic_lake" and state.clouds_left > 0:
            state.clouds.append(hex_)
            state.clouds_left -= 1
            state.say(f"A Toxic Cloud rises from {board.place(state, hex_)}.")
    draw_event(state, seat, index)


def draw_event(state: WastelandsState, seat: int, index: int) -> None:
    """Draw and resolve an Exploration Event for the tile just explored."""
    card = take_event(state)
    if card is None:
        state.say("No Exploration Event is left to draw.")
        return
    event = catalog().events[card]
    state.say(f"Exploration Event: {event.name}.")
    if event.kind == "choice":
        state.event_discard.append(card)
        state.push("event_choice", seat=seat, event=card)
        return
    spot = next((h for h, _, icons in board.tile_spaces(state.slots[index]) if "encounter" in icons), None)
    pieces = sum(1 for n in state.neutrals.values() if n.source != "isolated_city")
    if spot is None or board.occupied(state, spot) or pieces >= NEUTRAL_PIECES:
        state.say("No neutral unit can be placed: the encounter passes.")
        state.event_discard.append(card)
        return
    assert event.encounter is not None, "an event that is not a choice is an encounter (schema)"
    state.neutrals[spot] = Neutral(source=card, piece=event.encounter.neutral)
    what = board.describe_target(state, spot, "neutral")
    state.say(f"{what[:1].upper()}{what[1:]} appears.")


@FLOW.ask("event_choice", inside=True, rule="explore")
def ask_event(state: WastelandsState, seat: int, event: str) -> Choice:
    """A choice event: pick one of its two options (each option's value names the event and the option)."""
    spec = catalog().events[event]
    assert spec.options is not None, "a choice event has two options (schema)"
    return Choice(seat, spec.name, [Option(o.label, (event, i)) for i, o in enumerate(spec.options)])


@FLOW.answer("event_choice")
def answer_event(state: WastelandsState, value: tuple[str, int], seat: int, event: str) -> None:
    """Resolve the picked option's effects."""
    spec = catalog().events[event]
    assert spec.options is not None, "a choice event has two options (schema)"
    option = spec.options[value[1]]
    state.say(f"{seat_name(state, seat)} chooses: {option.label}")
    run_effects(state, seat, option.effects, spec.name)


register("explore", ActionRules(_possible, _options, _apply, "Explore which tile?",
                                "no Scout of yours next to a face-down tile"))
