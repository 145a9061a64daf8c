"""A minimal honest table (until engine/games/wastelands/scene/ exists): every space, piece, card and
control that an option can target, with plain shapes and tooltips."""

from __future__ import annotations

import math

from engine.core.scene import Scene

from ..state import WastelandsState
from ..targets import (achievement_target, action_target, card_target, hex_target, item_target, seat_target,
                       slot_target, tile_rotation_target, unit_target)
from . import board, economy
from .actions import LABELS, MENU
from .actions.buy import ORDER
from .conditions import achievements

SIZE = 22
STYLES = {"plain": "space", "ruined_city": "token", "mountain": "board", "desert": "card", "toxic_lake": "danger"}


def _pixel(q: int, r: int) -> tuple[float, float]:
    return 420 + SIZE * 1.5 * q, 420 + SIZE * math.sqrt(3) * (r + q / 2)


def build(game, state: WastelandsState, seat: int) -> Scene:
    """Draw the map, pieces, achievements, the seat's hand and every player's panel."""
    scene = Scene(1400, 860)
    scene.text("title", 20, 24, f"Rise of the Wastelands - {game.status(state)}", "title", size=20, bold=True)
    for index, slot in enumerate(state.slots):
        x, y = _pixel(slot.q, slot.r)
        scene.circle(slot_target(slot.slot), x, y, 6, "muted" if slot.face_up else "card-back",
                     tip=f"Tile position {slot.slot}", z=3)
        if slot.face_up:
            for k in range(6):
                rx, ry = x + 14 * math.cos(k * math.pi / 3), y + 14 * math.sin(k * math.pi / 3)
                scene.circle(tile_rotation_target(slot.slot, k), rx, ry, 3, "muted", z=4)
    for hex_, index in sorted(state.hex_slot.items()):
        x, y = _pixel(*hex_)
        terrain = state.terrain.get(hex_)
        icons = ", ".join(state.icons.get(hex_, ()))
        tip = f"{hex_[0]},{hex_[1]}: {terrain or 'unexplored'}" + (f" ({icons})" if icons else "")
        scene.hex(hex_target(*hex_), x, y, SIZE, STYLES.get(terrain, "card-back"), rot=30, tip=tip)
    for unit in state.units:
        x, y = _pixel(*unit.hex)
        scene.token(unit_target(unit.id), x, y, 9, unit.kind[0].upper(), f"seat{unit.owner}",
                    tip=f"Player {unit.owner + 1}'s {unit.kind}")
    for hex_, outpost in sorted(state.outposts.items()):
        x, y = _pixel(*hex_)
        scene.rect(f"outpost:{hex_[0]},{hex_[1]}", x - 8, y - 8, 16, 16, f"seat{outpost.owner}", z=2,
                   tip=f"Player {outpost.owner + 1}'s {outpost.resource} Outpost"
                       + (" with Expansion" if outpost.expansion else ""))
    for s, player in enumerate(state.players):
        x, y = _pixel(*player.capital)
        scene.rect(f"capital:{s}", x - 10, y - 10, 20, 20, f"seat{s}", z=2, tip=f"Player {s + 1}'s Capital")
    for hex_ in sorted(state.neutrals):
        x, y = _pixel(*hex_)
        scene.token(f"neutral:{hex_[0]},{hex_[1]}", x, y, 9, "N", "danger", tip="Neutral unit")
    for k, hex_ in enumerate(state.clouds):
        x, y = _pixel(*hex_)
        scene.circle(f"cloud:{k}", x, y, 14, "muted", alpha=0.5, z=3, tip="Toxic Cloud")
    for k, card in enumerate(state.achievement_row):
        spec = achievements()[card]
        tokens = ", ".join(f"P{s + 1}" for s in state.achievement_tokens.get(card, []))
        scene.card(achievement_target(card), 860 + k * 175, 40, 165, 110, spec.name, tokens, tip=f"{spec.easy_text} / {spec.hard_text}")
    for s, player in enumerate(state.players):
        y = 170 + s * 70
        info = (f"P{s + 1} {player.leader}: PS {player.people_support:+d}, MP {player.prestige}, cubes {player.leader_cubes}, "
                f"pool {player.influence_pool}, {economy.resources_text(state, s)}, {len(player.hand)} cards")
        scene.rect(seat_target(s), 860, y, 520, 60, "panel", r=6, tip=info)
        scene.text(f"seat-info:{s}", 870, y + 30, info, size=11)
        for k, card in enumerate(player.in_play):
            scene.card(card_target(card), 1300 - k * 40, y + 5, 36, 50, economy.power_cards()[card].name, "")
    if 0 <= seat < state.seats:
        hand = list(state.players[seat].hand)
        if state.combat is not None:
            for side in (state.combat.attacker, state.combat.defender):
                if side.seat == seat:
                    hand += ([side.card] if side.card else []) + side.boosts
        for k, card in enumerate(hand):
            scene.card(card_target(card), 20 + k * 70, 780, 64, 70, economy.power_cards()[card].name, "")
    for k, item in enumerate(ORDER):
        scene.rect(item_target(item), 860 + (k % 5) * 104, 470 + (k // 5) * 34, 100, 30, "panel", r=4,
                   tip=economy.items()[item].name)
    for k, action in enumerate(MENU):
        scene.rect(action_target(action), 860 + (k % 5) * 104, 590 + (k // 5) * 34, 100, 30, "panel", r=4,
                   tip=LABELS[action])
    scene.bind(game.choice(state), seat)
    return scene
