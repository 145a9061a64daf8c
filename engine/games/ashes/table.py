"""A minimal, honest table for ASHES until the scene package exists: every option target is drawn here."""

from __future__ import annotations

from engine.core.scene import Scene

from . import targets
from .rules.colony import strength
from .rules.tables import T
from .state import MATERIALS, STARTING_SHELTER, TRACKS, AshesState


def build(game, state: AshesState, seat: int) -> Scene:
    """Draw the map, the strength tree, displays, the Phoenix Project, the turn track and every colony."""
    t = T()
    scene = Scene(2400, 1000 + 260 * max(1, len(state.players)) + 40)
    scene.text("title", 20, 24, f"ASHES - {game.status(state)}", "title", size=24, bold=True)
    side = t.sides[state.board_side]
    for area in state.areas:
        info = t.areas[state.board_side][area]
        a, e = state.survivors[area]
        tile = t.area_tiles[state.area_tiles[area]]
        spent = area in state.spent
        scene.poly(targets.area_target(area), [tuple(p) for p in info.polygon], "space",
                   tip=f"{area}: {tile.name}{' (spent)' if spent else ''}; {a} active, {e} essential survivors")
        scene.text(f"area-{area}-text", info.center[0] - 50, info.center[1], f"{area} {a}A {e}E", size=14)
    shelter = side.starting_shelter
    scene.poly(targets.area_target(STARTING_SHELTER), [tuple(p) for p in shelter.polygon], "board",
               tip="The starting shelter")
    for site in side.site_spaces:
        tile = t.site_tiles[state.site_tiles[site.id]]
        for k, space in enumerate(tile.construction_spaces):
            owner = state.construction.get(space.id)
            style = f"seat{owner}" if owner is not None else ("danger" if space.id in state.blocked_spaces else "token")
            scene.circle(targets.space_target(space.id), site.center[0] - 20 + 20 * k, site.center[1], 9, style,
                         tip=f"{tile.name}, space {k + 1}" + (" (landmark)" if space.landmark else ""))
    for i, p in enumerate(state.players):
        where = shelter.center if p.vehicle == STARTING_SHELTER else t.areas[state.board_side][p.vehicle].center
        scene.token(f"vehicle-{i}", where[0] + 12 * i, where[1] + 30, 8, "", f"seat{i}", tip=f"{p.color} vehicle")
    if state.rival is not None:
        r = state.rival
        where = shelter.center if r.vehicle == STARTING_SHELTER else t.areas[state.board_side][r.vehicle].center
        seat_r = len(state.players)
        scene.token("vehicle-rival", where[0] - 12, where[1] + 30, 8, "R", f"seat{seat_r}", tip="The Rival's vehicle")
        scene.text("rival-info", 20, 990, f"The Rival ({r.difficulty}): {r.vp} VP, marker {r.marker}, "
                   f"{len(r.deck)} cards in its pile", size=14)
    _right_column(scene, state)
    for i in range(len(state.players)):
        _colony(scene, state, i, seat, 20, 1000 + 260 * i)
    scene.bind(game.choice(state), seat)
    return scene


def _right_column(scene: Scene, state: AshesState) -> None:
    """Strength tree, displays, Phoenix Project, milestones and the turn order track."""
    t = T()
    x0 = 1620
    for node in t.nodes.values():
        here = [i for i, p in enumerate(state.players) if p.strength_node == node.id]
        scene.circle(targets.tree_target(node.id), x0 + 60 + (node.center[0] % 300), 60 + 30 * node.level, 10,
                     f"seat{here[0]}" if here else "token", tip=f"Strength {node.level}: {node.id}")
    for k, card in enumerate(state.shelter_display):
        scene.card(targets.shelter_card_target(card), x0 + 400 + 95 * k, 40, 90, 60, t.shelter_cards[card].name)
    for k, card in enumerate(state.mission_display):
        scene.card(targets.mission_target(card), x0 + 400 + 95 * (k % 4), 110, 90, 60, t.missions[card].name)
    for k, (space, info) in enumerate(t.px[state.phoenix_side].items()):
        owner = state.phoenix_upgrades.get(space)
        style = f"seat{owner}" if owner is not None else ("danger" if space in state.phoenix_blocked else "space")
        row = ("dark_blue", "light_blue", "pink").index(info.row)
        scene.rect(targets.phoenix_target(space), x0 + 400 + 45 * (k % 8), 200 + 50 * row, 40, 40, style,
                   tip=f"Phoenix {info.row} level {info.level}")
    for r, row in enumerate(("dark_blue", "light_blue", "pink")):
        scene.rect(targets.milestone_target(row), x0 + 400 + 370, 200 + 50 * r, 60, 40, "panel",
                   tip=f"Milestone {t.milestones[state.milestones[row]].name}; knowledge {state.knowledge[row]}")
    for r, row in enumerate(("top", "bottom")):
        for pos in (1, 2, 3, 4):
            who = [s for p_, s in state.next_order.items() if p_ == pos]
            scene.rect(targets.turn_target(row, pos), x0 + 400 + 60 * pos, 380 + 50 * r, 50, 40,
                       f"seat{who[0]}" if who and row == ("top" if state.round == 2 else "bottom") else "space",
                       tip=f"Turn order {row} {pos}")


def _colony(scene: Scene, state: AshesState, i: int, seat: int, x: int, y: int) -> None:
    """One colony board with its zones, slots, materials, pods, columns, upgrades and tracks."""
    t = T()
    p = state.players[i]
    scene.rect(f"seat{i}-board", x, y, 2340, 240, "panel", r=8)
    scene.text(f"seat{i}-info", x + 10, y + 20,
               f"{p.color}: {p.vp} VP, happiness {p.happiness}, strength {strength(p)}, fuel {p.fuel}, data "
               f"{p.data}, doses {p.antirad}, entrance {p.entrance[0]}A {p.entrance[1]}E, hand {len(p.hand)}",
               size=14)
    for k in (1, 2, 3, 4):
        scene.rect(targets.zone_target(i, k), x + 10 + 70 * k, y + 40, 60, 40,
                   "danger" if k in p.zones_used else "space", tip=f"Activation zone {k}")
        scene.rect(targets.slot_target(i, k), x + 10 + 70 * k, y + 90, 60, 40, "space",
                   tip="Slot: " + ", ".join(t.techs[x_].name for x_ in p.slots[k - 1]))
    for k, m in enumerate(MATERIALS):
        scene.rect(targets.material_target(i, m), x + 400 + 60 * k, y + 40, 55, 40, "space",
                   tip=f"{m}: {p.materials[m]}")
    for c, card in enumerate(p.shelter_cards):
        for j, kind in enumerate(p.pods[c]):
            scene.circle(targets.pod_target(i, c, j), x + 980 + 120 * c + 30 * j, y + 60, 12,
                         "token" if kind is None else "danger", tip=f"{t.shelter_cards[card].name} pod {j + 1}")
    for k, col in enumerate(p.columns):
        scene.rect(targets.column_target(i, col), x + 1360 + 70 * k, y + 40, 60, 40, "space",
                   tip=f"{col} column: {len(p.columns[col])} cards")
    for k, uid in enumerate(t.upgrade_order):
        if uid not in p.upgrades_used:
            scene.rect(targets.upgrade_target(i, uid), x + 400 + 60 * k, y + 100, 55, 40, "card",
                       tip=t.upgrades[uid].name)
    for k, track in enumerate(TRACKS):
        scene.rect(targets.track_target(i, track), x + 1360 + 70 * k, y + 100, 60, 40, "space",
                   tip=f"{track} track at {p.production[track] + 1}")
    if i == seat:
        for k, card in enumerate(p.hand):
            scene.card(targets.mission_target(card), x + 1600 + 70 * k, y + 150, 65, 80, t.missions[card].name)
