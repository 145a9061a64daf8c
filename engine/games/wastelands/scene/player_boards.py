"""Player boards: the viewing seat's board (resources, tracks, influence), its action tracker and what it can buy,
and one region per other seat (automated players included) with its public board."""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.scene import Scene
from engine.core.state import AUTOMA
from engine.core.words import count

from ..catalog import catalog
from ..rules.actions.buy import ORDER as ITEM_ORDER
from ..rules.economy import base_action_points, seat_name, socket_limit
from ..schema import Currency
from ..state import RESOURCES, WastelandsState
from ..targets import action_target, item_target, seat_target
from .cards import next_claim
from .layout import COLUMN, PAD, TITLE
from .palette import RESOURCE_ICON, resources_order

ACTION_ORDER = ("build_outpost", "explore", "move", "recycle", "attack", "buy", "propaganda", "trade",
                "power_card", "collect_taxes")
BOARD_H = 392
BUTTON_W, ACTION_H, ITEM_H, STEP = 181, 54, 52, 8
ACTIONS_H = 44 + 5 * (ACTION_H + STEP) + 4
SHOP_H = 44 + 8 * (ITEM_H + STEP) + 4
OTHER_H = 214


def leader_detail(seen: WastelandsState, seat: int) -> list[str]:
    """The leader's text, abilities and goal, one paragraph each."""
    player = seen.players[seat]
    leader = catalog().leaders.get(player.leader)
    if leader is None:
        return ["No leader."]
    done = " (accomplished)" if player.goal_done else ""
    return ([f"{leader.name}: {leader.text}"] + [f"{a.name}: {a.text}" for a in leader.abilities]
            + [f"Goal{done}, {leader.goal.name}: {leader.goal.text}", f"Leader cubes: {player.leader_cubes}."])


def given(seen: WastelandsState, seat: int) -> int:
    """Influence tokens the seat has placed on other players (its score)."""
    return sum(p.received.count(seat) for p in seen.players)


def on_cards(seen: WastelandsState, seat: int) -> int:
    """The seat's tokens waiting on achievement cards."""
    return sum(tokens.count(seat) for tokens in seen.achievement_tokens.values())


PLACED_TIP = ("Influence tokens placed on other players win the game (a winner must have placed one on every "
              "other player). Tokens on achievement cards are placed at the start of their owner's next turn.")


def placed_text(seen: WastelandsState, seat: int) -> str:
    """'3 placed, 1 on achievements'."""
    waiting = on_cards(seen, seat)
    return f"{given(seen, seat)} placed" + (f", {waiting} on achievements" if waiting else "")


def cost_words(cost: Mapping[Currency, int]) -> str:
    """'1 water, 1 energy' (or 'free')."""
    return ", ".join(f"{n} {what}" for what, n in cost.items()) or "free"


def _panel(scene: Scene, seen: WastelandsState, seat: int, key: str, x0: float, y0: float, h: float,
           ring: bool = True) -> None:
    scene.rect(f"{key}:panel", x0, y0, COLUMN, h, "panel", r=10)
    if ring:
        scene.rect(f"{key}:edge", x0 + 2, y0 + 2, COLUMN - 4, h - 4, f"seat{seat}-ring", r=9)


def draw_own_board(scene: Scene, seen: WastelandsState, seat: int, x0: float, y0: float) -> None:
    """The viewer's player board: resources, Action Points, tracks, influence."""
    player = seen.players[seat]
    leader = catalog().leaders.get(player.leader)
    scene.rect(seat_target(seat), x0, y0, COLUMN, BOARD_H, "panel", r=10, label=f"{seat_name(seen, seat)}'s board",
               tip="Your board: resources, tracks and Influence tokens.")
    scene.rect(f"board:{seat}:edge", x0 + 2, y0 + 2, COLUMN - 4, BOARD_H - 4, f"seat{seat}-ring", r=9)
    scene.text(f"board:{seat}:name", x0 + PAD, y0 + 30, "Your board", "title", size=TITLE, bold=True)
    scene.text(f"board:{seat}:leader", x0 + PAD, y0 + 54, f"Leader: {leader.name if leader else player.leader}"
               + (" (goal reached)" if player.goal_done else ""), "text", size=15, bold=True,
               tip="Tap for the leader's abilities and goal.", detail=leader_detail(seen, seat))
    _resources(scene, seen, seat, x0 + PAD, y0 + 66)
    ap_now = (seen.turn.ap + seen.turn.bonus_ap if seen.turn is not None and seen.turn.seat == seat
              else base_action_points(seen, seat) + player.temp_ap)
    when = "left" if seen.turn is not None and seen.turn.seat == seat else "next turn"
    scene.icon(f"ap:{seat}:icon", x0 + PAD + 9, y0 + 136, "clock", "text", size=18, tip="Action Points")
    scene.text(f"ap:{seat}", x0 + PAD + 24, y0 + 142, f"{count(ap_now, 'Action Point')} {when}, "
               f"{player.temp_ap} saved", "text", size=15, bold=True,
               tip="4 Action Points a turn, +1 with Extra Action, +1 while People Support is positive; up to 3 "
                   "unused points are saved for the next turn.")
    _track(scene, seat, "ps", "heart", "Support", x0 + PAD, y0 + 156, range(-3, 4), player.people_support, 36,
           "People Support, -3 to +3: while positive you get 1 more Action Point, and your fifth to seventh claims "
           "need it; reaching +3 or -3 the first time gives a Leader cube.")
    _track(scene, seat, "mp", "star", "Prestige", x0 + PAD, y0 + 194, range(0, 9), player.prestige, 28,
           "Military Prestige, 0 to 8: every even value reached gives 1 People Support; more Prestige than your "
           "opponent is +1 in combat.")
    _influence(scene, seen, seat, x0 + PAD, y0 + 232)
    scene.icon(f"given:{seat}:icon", x0 + PAD + 9, y0 + 352, "flag", "title", size=18, tip="Influence placed")
    scene.text(f"board:{seat}:given", x0 + PAD + 24, y0 + 358, f"Influence: {placed_text(seen, seat)}", "text",
               size=15, bold=True, tip=PLACED_TIP)
    scene.icon(f"cubes:{seat}:icon", x0 + PAD + 9, y0 + 376, "person", "text", size=18, tip="Leader cubes")
    scene.text(f"board:{seat}:cubes", x0 + PAD + 24, y0 + 382, count(player.leader_cubes, "Leader cube"), "text",
               size=15, bold=True, tip="Leader cubes pay for your leader's abilities and add strength in combat.")
    on_map = {o.resource for o in seen.outposts.values() if o.owner == seat}
    left = [r for r in RESOURCES if r not in on_map]
    scene.icon(f"outposts:{seat}:icon", x0 + 214, y0 + 376, "house", "text", size=18, tip="Outposts")
    scene.text(f"board:{seat}:outposts", x0 + 229, y0 + 382, f"{count(len(left), 'Outpost')} to build", "text",
               size=15, tip=f"Outposts still on your board: {', '.join(left) or 'none'}.")


def _resources(scene: Scene, seen: WastelandsState, seat: int, x: float, y: float, w: float = 68,
               step: float = 73, key: str = "res") -> None:
    """The four resources and Crystals, each an icon and a number on its colour."""
    player = seen.players[seat]
    for k, what in enumerate(resources_order()):
        amount = player.crystals if what == "crystal" else player.resources.get(what, 0)
        name = what.title() + ("s" if what == "crystal" else "")
        tip = f"{name}: {amount} of 6." + (" Crystals pay for anything you buy, as any resource."
                                           if what == "crystal" else "")
        scene.rect(f"{key}:{seat}:{what}", x + k * step, y, w, 40, f"res-{what}", r=6, tip=tip, label=name)
        scene.icon(f"{key}:{seat}:{what}:icon", x + k * step + 18, y + 20, RESOURCE_ICON[what], f"res-{what}",
                   size=20, z=2)
        scene.text(f"{key}:{seat}:{what}:t", x + k * step + 46, y + 27, str(amount), f"res-{what}", size=20,
                   align="center", bold=True, z=2)


def _track(scene: Scene, seat: int, key: str, icon: str, word: str, x: float, y: float, values, now: int,
           cell: float, tip: str) -> None:
    scene.icon(f"{key}:{seat}:icon", x + 9, y + 15, icon, "text", size=18, tip=tip)
    scene.text(f"{key}:{seat}:label", x + 24, y + 21, word, "muted", size=14, tip=tip)
    for k, value in enumerate(values):
        on = value == now
        cx = x + 94 + k * (cell + 3)
        scene.rect(f"{key}:{seat}:{value}", cx, y, cell, 30, "cell-on" if on else "cell", r=4, z=1)
        scene.text(f"{key}:{seat}:{value}:t", cx + cell / 2, y + 20, f"{value:+d}" if value and key == "ps" else
                   str(value), "dark" if on else "small", size=14, align="center", bold=on, z=2)


def _influence(scene: Scene, seen: WastelandsState, seat: int, x: float, y: float) -> None:
    """The Influence pool (numbered tokens, easy halves ringed green and hard ones red) and the received area."""
    player = seen.players[seat]
    pool = catalog().content.player_board.influence_pool
    hard_all = seen.options.get("long", "off") in ("hard_achievements", "both")
    tip = ("Influence pool: claim an achievement with the leftmost token; green rings claim the easy half, red "
           "ones the hard half; a heart means positive People Support is needed.")
    scene.icon(f"pool:{seat}:icon", x + 9, y + 15, "flag", "text", size=18, tip=tip)
    scene.text(f"pool:{seat}:label", x + 24, y + 21, "Pool", "muted", size=14, tip=tip)
    first_left = len(pool) - player.influence_pool
    for k, slot in enumerate(pool):
        hard = slot.difficulty == "hard" or hard_all
        filled = k >= first_left
        style = f"seat{seat}" if filled else ("slot-hard" if hard else "slot-easy")
        tx = x + 108 + k * 36
        scene.token(f"pool:{seat}:{k}", tx, y + 15, 14, str(k + 1), style, z=1,
                    tip=f"Influence token {k + 1}: {'hard' if hard else 'easy'} half"
                        + (", needs positive People Support" if slot.needs_positive_support else "")
                        + ("" if filled else " (already placed)"))
        if filled:
            scene.circle(f"pool:{seat}:{k}:ring", tx, y + 15, 17, "slot-hard" if hard else "slot-easy", z=0)
        if slot.needs_positive_support:
            scene.icon(f"pool:{seat}:{k}:heart", tx + 11, y + 2, "heart", "warn", size=14, z=3)
    scene.text(f"pool:{seat}:next", x, y + 52, next_claim(seen, seat), "good", size=14)
    rtip = "Tokens other players placed on you: -1 People Support each; on a card slot you draw a Power card."
    scene.text(f"recv:{seat}:label", x + 24, y + 86, "Received", "muted", size=14, tip=rtip)
    scene.icon(f"recv:{seat}:icon", x + 9, y + 80, "flag", "muted", size=18, tip=rtip)
    for k, slot in enumerate(catalog().content.player_board.received_influence):
        giver = player.received[k] if k < len(player.received) else None
        style = f"seat{giver}" if giver is not None else "slot-empty"
        sx = x + 94 + k * 23
        scene.rect(f"recv:{seat}:{k}", sx, y + 66, 20, 28, style, r=3, z=1,
                   tip=(f"From {seat_name(seen, giver)}" if giver is not None else "Empty")
                       + (" (draw a Power card)" if slot.power_card else ""))
        if slot.power_card and giver is None:
            scene.icon(f"recv:{seat}:{k}:card", sx + 10, y + 80, "card", "muted", size=14, z=2)


def draw_actions(scene: Scene, seen: WastelandsState, seat: int, x0: float, y0: float) -> None:
    """The action tracker: ten actions, each a target, with its cost and sockets."""
    turn = seen.turn if seen.turn is not None and seen.turn.seat == seat else None  # None: not this seat's turn
    _panel(scene, seen, seat, "actions", x0, y0, ACTIONS_H, ring=False)
    left = f": {count(turn.ap + turn.bonus_ap, 'point')} left" if turn is not None else ""
    scene.text("actions:title", x0 + PAD, y0 + 30, f"Your actions{left}", "title", size=TITLE, bold=True)
    for k, action_id in enumerate(ACTION_ORDER):
        spec = catalog().actions[action_id]
        ax = x0 + 10 + (k % 2) * (BUTTON_W + STEP)
        ay = y0 + 44 + (k // 2) * (ACTION_H + STEP)
        limit = socket_limit(seen, seat, action_id)
        used = turn.used.get(action_id, 0) if turn is not None else 0
        style = "action" if limit else "action-off"
        # fewer sockets than printed: some are locked, and unlocked_by is set exactly then (schema)
        lock = (f" Locked until you build the {catalog().items[spec.unlocked_by].name}."
                if limit < spec.sockets and spec.unlocked_by is not None else "")
        points = count(spec.ap_cost, "Action Point")
        scene.rect(action_target(action_id), ax, ay, BUTTON_W, ACTION_H, style, r=6, z=1, label=spec.name,
                   tip=f"{spec.name}: {points}, {used} of {limit} used this turn.",
                   detail=[f"{spec.name} ({points} each, up to {limit} a turn): {spec.text}{lock}",
                           f"Used this turn: {used} of {limit}."])
        scene.text(f"{action_target(action_id)}:n", ax + 9, ay + 21, spec.name, style, size=15, bold=True, z=2)
        for j in range(spec.sockets):
            sock = "socket-used" if j < used else ("socket" if j < limit else "socket-locked")
            scene.rect(f"sock:{action_id}:{j}", ax + 9 + j * 17, ay + 31, 13, 13, sock, r=2, z=2)
        scene.text(f"{action_target(action_id)}:ap", ax + BUTTON_W - 9, ay + 44, count(spec.ap_cost, "point"),
                   style, size=13, align="right", z=2)


def draw_shop(scene: Scene, seen: WastelandsState, seat: int, x0: float, y0: float) -> None:
    """What the Buy action offers: units, buildings and upgrades, each a target, with its cost or state."""
    player = seen.players[seat]
    _panel(scene, seen, seat, "shop", x0, y0, SHOP_H, ring=False)
    scene.text("shop:title", x0 + PAD, y0 + 30, "Buy: units, buildings, upgrades", "title", size=TITLE, bold=True)
    for k, item_id in enumerate(ITEM_ORDER):
        item = catalog().items[item_id]
        ix = x0 + 10 + (k % 2) * (BUTTON_W + STEP)
        iy = y0 + 44 + (k // 2) * (ITEM_H + STEP)
        owned = item_id in player.buildings or item_id in player.upgrades
        locked = item.kind == "upgrade" and item.level == 2 and "tech_lab" not in player.buildings
        if item.kind == "unit":
            on_map = sum(1 for u in seen.units if u.owner == seat and u.kind == item_id)
            note = f"{item.supply - on_map} left"
        elif item_id == "outpost_expansion":
            built = sum(1 for o in seen.outposts.values() if o.owner == seat and o.expansion)
            note = f"{item.supply - built} left"
        elif owned:
            note = "Yours"
        else:
            note = "needs the Tech Lab" if locked else ""
        style = "item-owned" if owned else ("item-locked" if locked else "item")
        level = f" Level {item.level} upgrade." if item.level else ""
        needs = f" Needs: {', '.join(catalog().items[r].name for r in item.requires)}." if item.requires else ""
        scene.rect(item_target(item_id), ix, iy, BUTTON_W, ITEM_H, style, r=6, z=1, label=item.name,
                   tip=f"{item.name}: costs {cost_words(item.cost)}." + (" You own it." if owned else ""),
                   detail=[f"{item.name}: {item.text}", f"Costs {cost_words(item.cost)}.{level}{needs}"]
                   + (["You own it."] if owned else []))
        scene.text(f"{item_target(item_id)}:n", ix + 9, iy + 20, item.name, style, size=13, bold=True, z=2)
        if owned and item.kind not in ("unit",) and item_id != "outpost_expansion":
            scene.text(f"{item_target(item_id)}:c", ix + 9, iy + 42, note, style, size=13, z=2)
            continue
        cx = ix + 9
        for what, n in item.cost.items():
            scene.icon(f"{item_target(item_id)}:cost:{what}", cx + 8, iy + 37, RESOURCE_ICON.get(what, "crate"),
                       style, size=15, z=2, tip=f"{n} {what}")
            scene.text(f"{item_target(item_id)}:cost:{what}:n", cx + 18, iy + 42, str(n), style, size=13, bold=True,
                       z=2)
            cx += 34
        if note:
            scene.text(f"{item_target(item_id)}:c", ix + BUTTON_W - 9, iy + 42, note, style, size=13, align="right",
                       z=2)


def draw_other(scene: Scene, seen: WastelandsState, seat: int, viewer: int, x0: float, y0: float) -> None:
    """Another seat's public board: name and leader, resources, tracks, influence, what it built, its hand."""
    player = seen.players[seat]
    turn = seen.turn is not None and seen.turn.seat == seat
    leader = catalog().leaders.get(player.leader)
    built = [catalog().items[b].name for b in player.buildings]
    upgrades = [catalog().items[u].name for u in player.upgrades]
    in_play = [catalog().power_cards[c].name for c in player.in_play if c in catalog().power_cards]
    name = seat_name(seen, seat)
    detail = [f"Buildings: {', '.join(built) or 'none'}.", f"Upgrades: {', '.join(upgrades) or 'none'}."]
    if in_play:
        detail.append(f"Power cards in play: {', '.join(in_play)}.")
    auto = seen.automated.get(seat) if seen.seat_kinds[seat] == AUTOMA else None
    if auto is not None and auto.card in catalog().solo_cards:
        card = catalog().solo_cards[auto.card]
        detail.append(f"Last Automated Action card: {card.name}: {card.upper.text}")
    if seen.seat_kinds[seat] != AUTOMA:
        detail += leader_detail(seen, seat)
    scene.rect(seat_target(seat), x0, y0, COLUMN, OTHER_H, "turn-panel" if turn else "panel", r=10,
               label=f"{name}'s board", tip=f"{name}'s board: tap for what they built.", detail=detail)
    scene.rect(f"board:{seat}:edge", x0 + 2, y0 + 2, COLUMN - 4, OTHER_H - 4, f"seat{seat}-ring", r=9)
    scene.circle(f"board:{seat}:dot", x0 + PAD + 10, y0 + 23, 10, f"seat{seat}")
    who = "automated player" if seen.seat_kinds[seat] == AUTOMA else (leader.name if leader else player.leader)
    title = name + ("" if seen.seat_kinds[seat] == AUTOMA else f", {who}")
    scene.text(f"board:{seat}:name", x0 + PAD + 28, y0 + 30, title if len(title) <= 30 else title[:29] + "…", "title",
               size=TITLE, bold=True)
    if turn:
        scene.text(f"board:{seat}:turn", x0 + COLUMN - PAD, y0 + 30, "playing", "good", size=14, align="right",
                   bold=True)
    _resources(scene, seen, seat, x0 + PAD, y0 + 44)
    stats = (f"Support {player.people_support:+d}" if player.people_support else "Support 0") + \
        f", Prestige {player.prestige}, {count(player.leader_cubes, 'Leader cube')}"
    scene.icon(f"board:{seat}:stats:icon", x0 + PAD + 9, y0 + 106, "heart", "text", size=18)
    scene.text(f"board:{seat}:stats", x0 + PAD + 24, y0 + 112, stats, "text", size=14)
    scene.icon(f"board:{seat}:given:icon", x0 + PAD + 9, y0 + 132, "flag", "title", size=18, tip=PLACED_TIP)
    scene.text(f"board:{seat}:given", x0 + PAD + 24, y0 + 138,
               f"Influence: {placed_text(seen, seat)}; received {len(player.received)}", "text", size=14, bold=True,
               tip=PLACED_TIP)
    things = ", ".join(built + upgrades) or "nothing built yet"
    scene.icon(f"board:{seat}:built:icon", x0 + PAD + 9, y0 + 158, "house", "text", size=18)
    scene.text(f"board:{seat}:built", x0 + PAD + 24, y0 + 164, things if len(things) <= 44 else things[:43] + "…",
               "small", size=14, tip=things, detail=detail)
    hand = len(player.hand)
    for j in range(min(hand, 5)):
        scene.card(f"back:{seat}:{j}", x0 + PAD + j * 14, y0 + 176, 22, 30, "", "", "card-back", face_up=False, z=1)
    scene.text(f"board:{seat}:hand", x0 + PAD + (min(hand, 5) * 14 + 16 if hand else 0), y0 + 198,
               f"{count(hand, 'Power card')} in hand, {player.temp_ap} Action Points saved", "muted", size=14,
               tip=f"{name} holds {count(hand, 'Power card')}, face down.")


def draw_others(scene: Scene, seen: WastelandsState, viewer: int, places: dict) -> None:
    """One region per other seat."""
    for seat in range(len(seen.players)):
        if seat != viewer and f"seat{seat}" in places:
            x, y = places[f"seat{seat}"]
            draw_other(scene, seen, seat, viewer, x, y)
