"""Player boards: the viewing seat's full board and action tracker, and every other seat's public summary."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.state import AUTOMA

from ..catalog import catalog
from ..rules.actions.buy import ORDER as ITEM_ORDER
from ..rules.economy import base_action_points, seat_name, socket_limit
from ..state import RESOURCES, WastelandsState
from ..targets import action_target, item_target, seat_target
from .layout import BOARD_H, BOARD_Y, OTHERS_H, OTHERS_Y, RIGHT_W, RIGHT_X
from .palette import LETTER, SHORT_ACTION, SHORT_ITEM, resources_order
from .text import seat_title

ACTION_ORDER = ("build_outpost", "explore", "move", "recycle", "attack", "buy", "propaganda", "trade",
                "power_card", "collect_taxes")


def leader_tip(seen: WastelandsState, seat: int) -> str:
    """The leader's abilities and goal."""
    player = seen.players[seat]
    leader = catalog().leaders.get(player.leader)
    if leader is None:
        return "Leader"
    abilities = " ".join(f"{a.name}: {a.text}" for a in leader.abilities)
    done = " (accomplished)" if player.goal_done else ""
    return (f"{leader.name}: {leader.text} Abilities: {abilities} Goal {leader.goal.name}{done}: "
            f"{leader.goal.text} Leader cubes: {player.leader_cubes}.")


def short_cost(cost: dict[str, int]) -> str:
    """'W1 E1 M1' with resource letters."""
    return " ".join(f"{LETTER.get(what, what[:1].upper())}{n}" for what, n in cost.items()) or "free"


def given(seen: WastelandsState, seat: int) -> int:
    """Influence tokens the seat has placed on other players (its score)."""
    return sum(p.received.count(seat) for p in seen.players)


def on_cards(seen: WastelandsState, seat: int) -> int:
    """The seat's tokens waiting on achievement cards."""
    return sum(tokens.count(seat) for tokens in seen.achievement_tokens.values())


PLACED_TIP = ("Influence tokens placed on other players win the game (a winner must have placed one on every "
              "other player). Tokens on achievement cards are placed at the start of their owner's next turn.")


def placed_text(seen: WastelandsState, seat: int) -> str:
    """'Placed 3/7 +1 on cards'."""
    waiting = on_cards(seen, seat)
    return f"Placed {given(seen, seat)}/7" + (f" +{waiting} on cards" if waiting else "")


def draw_own_board(scene: Scene, seen: WastelandsState, seat: int) -> None:
    """The viewer's player board: resources, tracks, influence, items to buy, and the action tracker."""
    player = seen.players[seat]
    x0, y0, w = RIGHT_X, BOARD_Y, RIGHT_W
    my_turn = seen.turn is not None and seen.turn.seat == seat
    scene.rect(seat_target(seat), x0, y0, w, BOARD_H, "turn-panel" if my_turn else "me-panel", r=8, z=0,
               label=f"{seat_name(seen, seat)} board", tip=f"Your board. {leader_tip(seen, seat)}")
    scene.token(f"board:{seat}:dot", x0 + 20, y0 + 20, 11, str(seat + 1), f"seat{seat}", z=1)
    leader = catalog().leaders.get(player.leader)
    scene.text(f"board:{seat}:name", x0 + 38, y0 + 26, f"{seat_title(seen, seat, seat)} - "
               f"{leader.name if leader else player.leader}", "title", size=17, bold=True,
               tip=leader_tip(seen, seat))
    scene.text(f"board:{seat}:given", x0 + w - 12, y0 + 26,
               f"Leader cubes {player.leader_cubes}  |  {placed_text(seen, seat)}", "text", size=15,
               align="right", bold=True, tip=PLACED_TIP)
    _resources(scene, seen, seat, x0 + 12, y0 + 38, 76, 38, 82, 18)
    _action_points(scene, seen, seat, x0 + 432, y0 + 38)
    _tracks(scene, seen, seat, x0 + 12, y0 + 86)
    _influence(scene, seen, seat, x0 + 12, y0 + 128)
    _items(scene, seen, seat, x0 + 12, y0 + 170)
    _tracker(scene, seen, seat, x0 + 12, y0 + 320, my_turn)


def _resources(scene, seen, seat, x, y, w, h, stride, size) -> None:
    player = seen.players[seat]
    for k, what in enumerate(resources_order()):
        amount = player.crystals if what == "crystal" else player.resources.get(what, 0)
        name = what.title()
        tip = (f"{name}: {amount} of 6." + (" Crystals are not resources but pay for anything you Buy."
                                               if what == "crystal" else ""))
        scene.rect(f"res:{seat}:{what}", x + k * stride, y, w, h, f"res-{what}", r=6, z=1, tip=tip, label=name)
        scene.text(f"res:{seat}:{what}:t", x + k * stride + w / 2, y + h / 2 + size * 0.36,
                   f"{LETTER[what]} {amount}", f"res-{what}", size=size, align="center", bold=True, z=2)


def _action_points(scene, seen, seat, x, y) -> None:
    player = seen.players[seat]
    turn = seen.turn
    if turn is not None and turn.seat == seat:
        line = f"Action Points: {turn.ap + turn.bonus_ap} left"
    else:
        line = f"Next turn: {base_action_points(seen, seat) + player.temp_ap} AP"
    scene.text(f"ap:{seat}", x, y + 15, line, "text", size=16, bold=True,
               tip="4 Action Points a turn, +1 with Extra Action, +1 while People Support is positive; up to 3 "
                   "unused points carry over as temporary points.")
    on_map = {o.resource for o in seen.outposts.values() if o.owner == seat}
    left = [LETTER[r] for r in RESOURCES if r not in on_map]
    scene.text(f"ap:{seat}:surplus", x, y + 35, f"Surplus {player.temp_ap}  |  Outposts left: "
               f"{' '.join(left) or 'none'}", "small", size=14)


def _tracks(scene, seen, seat, x, y) -> None:
    player = seen.players[seat]
    scene.text(f"ps:{seat}:label", x, y + 21, "Support", "muted", size=14,
               tip="People Support -3..+3: positive gives +1 Action Point and is needed for claims 5-7; "
                   "reaching +3 or -3 the first time gives a Leader cube.")
    for k, value in enumerate(range(-3, 4)):
        on = value == player.people_support
        scene.rect(f"ps:{seat}:{value}", x + 62 + k * 31, y, 29, 30, "cell-on" if on else "cell", r=4, z=1)
        scene.text(f"ps:{seat}:{value}:t", x + 62 + k * 31 + 14.5, y + 20, f"{value:+d}" if value else "0",
                   "dark" if on else "small", size=14, align="center", bold=on, z=2)
    px = x + 300
    scene.text(f"mp:{seat}:label", px, y + 21, "Prestige", "muted", size=14,
               tip="Military Prestige 0..8: each even value reached gives +1 People Support; more Prestige than "
                   "your opponent is +1 in combat.")
    for value in range(9):
        on = value == player.prestige
        scene.rect(f"mp:{seat}:{value}", px + 64 + value * 34, y, 31, 30, "cell-on" if on else "cell", r=4, z=1)
        scene.text(f"mp:{seat}:{value}:t", px + 64 + value * 34 + 15.5, y + 20, str(value), "dark" if on else "small",
                   size=14, align="center", bold=on, z=2)


def _influence(scene, seen, seat, x, y) -> None:
    player = seen.players[seat]
    pool = catalog().content.player_board.influence_pool
    hard_all = seen.options.get("long", "off") in ("hard_achievements", "both")
    scene.text(f"pool:{seat}:label", x, y + 21, "Pool", "muted", size=14,
               tip="Influence pool: claim achievements with the leftmost token. E = easy half, H = hard half, "
                   "+ = needs positive People Support.")
    first_left = len(pool) - player.influence_pool
    for k, slot in enumerate(pool):
        hard = slot.difficulty == "hard" or hard_all
        letter = ("H" if hard else "E") + ("+" if slot.needs_positive_support else "")
        filled = k >= first_left
        style = f"seat{seat}" if filled else ("slot-hard" if hard else "slot-easy")
        scene.token(f"pool:{seat}:{k}", x + 58 + k * 34, y + 15, 15, letter, style, z=1,
                    tip=f"Influence token {k + 1}: {'hard' if hard else 'easy'} half"
                        + (", needs positive People Support" if slot.needs_positive_support else "")
                        + ("" if filled else " (already placed)"))
    rx = x + 300
    scene.text(f"recv:{seat}:label", rx, y + 21, "Received", "muted", size=14,
               tip="Tokens other players placed on you: -1 People Support each; P slots give a Power card.")
    for k, slot in enumerate(catalog().content.player_board.received_influence):
        giver = player.received[k] if k < len(player.received) else None
        style = f"seat{giver}" if giver is not None else "slot-empty"
        sx = rx + 66 + k * 26
        scene.rect(f"recv:{seat}:{k}", sx, y + 2, 23, 26, style, r=3, z=1,
                   tip=(f"From {seat_name(seen, giver)}" if giver is not None else "Empty")
                       + (" (draw a Power card)" if slot.power_card else ""))
        text = str(giver + 1) if giver is not None else ("P" if slot.power_card else "")
        if text:
            scene.text(f"recv:{seat}:{k}:t", sx + 11.5, y + 20, text, style if giver is not None else "muted",
                       size=14, align="center", bold=True, z=2)


def _items(scene, seen, seat, x, y) -> None:
    player = seen.players[seat]
    for k, item_id in enumerate(ITEM_ORDER):
        item = catalog().items[item_id]
        col, row = k % 5, k // 5
        ix, iy = x + col * 134, y + row * 48
        owned = item_id in player.buildings or item_id in player.upgrades
        locked = item.kind == "upgrade" and item.level == 2 and "tech_lab" not in player.buildings
        if item.kind == "unit":
            on_map = sum(1 for u in seen.units if u.owner == seat and u.kind == item_id)
            note = f"{short_cost(item.cost)} ({item.supply - on_map} left)"
        elif item_id == "outpost_expansion":
            built = sum(1 for o in seen.outposts.values() if o.owner == seat and o.expansion)
            note = f"{short_cost(item.cost)} ({item.supply - built} left)"
        elif owned:
            note = "owned"
        else:
            note = short_cost(item.cost) + (" Lab" if locked else "")
        style = "item-owned" if owned else ("item-locked" if locked else "item")
        level = f" Level {item.level} upgrade." if item.level else ""
        needs = f" Needs: {', '.join(catalog().items[r].name for r in item.requires)}." if item.requires else ""
        scene.rect(item_target(item_id), ix, iy, 130, 44, style, r=5, z=1, label=item.name,
                   tip=f"{item.name}: {item.text} Cost: {', '.join(f'{n} {w}' for w, n in item.cost.items())}."
                       f"{level}{needs}" + (" You own it." if owned else ""))
        scene.text(f"{item_target(item_id)}:n", ix + 7, iy + 18, SHORT_ITEM.get(item_id, item.name), style, size=14,
                   bold=True, z=2)
        scene.text(f"{item_target(item_id)}:c", ix + 7, iy + 37, note, style, size=14, z=2)


def _tracker(scene, seen, seat, x, y, my_turn: bool) -> None:
    turn = seen.turn
    for k, action_id in enumerate(ACTION_ORDER):
        spec = catalog().actions[action_id]
        col, row = k % 5, k // 5
        ax, ay = x + col * 134, y + row * 46
        limit = socket_limit(seen, seat, action_id)
        used = turn.used.get(action_id, 0) if my_turn else 0
        style = "action" if limit else "action-off"
        lock = f" Locked until you build the {catalog().items[spec.unlocked_by].name}." if limit < spec.sockets else ""
        scene.rect(action_target(action_id), ax, ay, 130, 42, style, r=5, z=1, label=spec.name,
                   tip=f"{spec.name} ({spec.ap_cost} AP, {spec.section}): {spec.text}{lock} Used this turn: "
                       f"{used} of {limit}.")
        scene.text(f"{action_target(action_id)}:n", ax + 7, ay + 17, SHORT_ACTION[action_id], style, size=14,
                   bold=True, z=2)
        for j in range(spec.sockets):
            sock = "socket-used" if j < used else ("socket" if j < limit else "socket-locked")
            scene.rect(f"sock:{action_id}:{j}", ax + 7 + j * 17, ay + 24, 13, 13, sock, r=2, z=2)
        scene.text(f"{action_target(action_id)}:ap", ax + 123, ay + 37, f"{spec.ap_cost} AP", style, size=14,
                   align="right", z=2)


def draw_others(scene: Scene, seen: WastelandsState, viewer: int) -> None:
    """A compact public panel per other seat: standing, resources, buildings and a face-down hand."""
    others = [s for s in range(len(seen.players)) if s != viewer]
    if not others:
        return
    gap = 6
    h = min(96, (OTHERS_H - gap * (len(others) - 1)) / len(others))
    for k, seat in enumerate(others):
        y = OTHERS_Y + k * (h + gap)
        _other(scene, seen, seat, viewer, RIGHT_X, y, RIGHT_W, h)


def _other(scene, seen, seat, viewer, x, y, w, h) -> None:
    player = seen.players[seat]
    turn = seen.turn is not None and seen.turn.seat == seat
    leader = catalog().leaders.get(player.leader)
    built = [catalog().items[b].name for b in player.buildings]
    upgrades = [catalog().items[u].name for u in player.upgrades]
    in_play = [catalog().power_cards[c].name for c in player.in_play if c in catalog().power_cards]
    summary = (f"Buildings: {', '.join(built) or 'none'}. Upgrades: {', '.join(upgrades) or 'none'}."
               + (f" In play: {', '.join(in_play)}." if in_play else ""))
    auto = seen.automated.get(seat) if seen.seat_kinds[seat] == AUTOMA else None
    if auto is not None and auto.card in catalog().solo_cards:
        card = catalog().solo_cards[auto.card]
        summary += f" Automated card: {card.name} ({card.upper.text})"
    scene.rect(seat_target(seat), x, y, w, h, "turn-panel" if turn else "panel", r=8, z=0,
               label=f"{seat_name(seen, seat)} board", tip=f"{seat_title(seen, seat, viewer)}. {summary} "
                                                           f"{leader_tip(seen, seat)}")
    scene.token(f"board:{seat}:dot", x + 18, y + 17, 11, str(seat + 1), f"seat{seat}", z=1)
    name = f"{seat_title(seen, seat, viewer)} - {leader.name if leader else player.leader}"
    scene.text(f"board:{seat}:name", x + 36, y + 23, name + ("  (playing)" if turn else ""), "title", size=15,
               bold=True, tip=leader_tip(seen, seat))
    scene.text(f"board:{seat}:given", x + w - 112, y + 23, placed_text(seen, seat), "text", size=15,
               align="right", bold=True, tip=PLACED_TIP)
    _resources(scene, seen, seat, x + 12, y + 32, 50, 24, 56, 14)
    stats = f"Support {player.people_support:+d}  Prestige {player.prestige}  Leader {player.leader_cubes}"
    scene.text(f"board:{seat}:stats", x + 300, y + 50, stats, "text", size=14)
    summary = f"Received {len(player.received)}, surplus AP {player.temp_ap}. " + summary
    line = summary if len(summary) <= 66 else summary[:64] + "..."
    if h >= 80:
        scene.text(f"board:{seat}:summary", x + 12, y + h - 10, line, "small", size=14, tip=summary)
    count = len(player.hand)
    shown = min(count, 5)
    for j in range(shown):
        scene.card(f"back:{seat}:{j}", x + w - 100 + j * 12, y + 8, 30, 42, "", "", "card-back", face_up=False, z=1)
    scene.text(f"board:{seat}:hand", x + w - 12, y + h - 10, f"{count} card{'s' * (count != 1)}", "muted", size=14,
               align="right", tip=f"{seat_name(seen, seat)} holds {count} Power card(s), face down.")
