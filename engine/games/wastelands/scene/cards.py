"""Cards and dice: the achievement row, the viewing seat's hand and cards in play, the combat in progress and
the dice rolled this turn."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..rules import combat as rules_combat
from ..rules.economy import seat_name
from ..rules.endgame import given, winners
from ..state import WastelandsState
from ..targets import achievement_target, card_target
from .layout import ACH_Y, HAND_BOX, RIGHT_X

ACH_W, ACH_H = 160, 170
HAND_W, HAND_H = 150, 166
TIMING = {"own_turn": "Your turn", "any_turn": "Any turn", "combat": "In combat", "combat_attacking": "Attacking",
          "combat_defending": "Defending", "permanent": "Permanent"}


def draw_achievements(scene: Scene, seen: WastelandsState, viewer: int) -> None:
    """The face-up achievements with the Influence tokens on them, the deck and the viewer's next claim."""
    scene.text("ach:title", RIGHT_X, ACH_Y + 16, "Achievements", "title", size=17, bold=True)
    top = ACH_Y + 26
    for k, card in enumerate(seen.achievement_row):
        spec = catalog().achievements[card]
        x = RIGHT_X + k * (ACH_W + 8)
        tokens = seen.achievement_tokens.get(card, [])
        on = ", ".join(seat_name(seen, s) for s in tokens) or "nobody yet"
        scene.card(achievement_target(card), x, top, ACH_W, ACH_H, spec.name,
                   f"EASY: {spec.easy_text} HARD: {spec.hard_text}", "ach", label=f"Achievement {spec.name}",
                   tip=f"{spec.name}. Easy half (claims 1-3): {spec.easy_text} Hard half (claims 4-7): "
                       f"{spec.hard_text} Claimed by: {on}.")
        for j, seat in enumerate(tokens):
            scene.token(f"achtok:{card}:{j}", x + 18 + j * 32, top + ACH_H + 20, 15, str(seat + 1), f"seat{seat}",
                        tip=f"{seat_name(seen, seat)}'s Influence token: allocated at the start of their next turn.")
    dx = RIGHT_X + 3 * (ACH_W + 8) + 6
    scene.card("ach:deck", dx, top, 84, 118, "", "", "card-back", face_up=False, label="Achievement deck",
               tip=f"Achievement deck: {len(seen.achievement_deck)} cards left. A claimed card is replaced at "
                   "its owner's next allocation (not after the endgame begins).")
    scene.text("ach:deck:n", dx + 42, top + 70, str(len(seen.achievement_deck)), "card-back", size=22,
               align="center", bold=True, z=2)
    if viewer < len(seen.players):
        player = seen.players[viewer]
        claimed = len(catalog().content.player_board.influence_pool) - player.influence_pool
        pool = catalog().content.player_board.influence_pool
        if claimed < len(pool):
            slot = pool[claimed]
            hard = slot.difficulty == "hard" or seen.options.get("long", "off") in ("hard_achievements", "both")
            line1 = f"Next claim: #{claimed + 1}"
            line2 = ("HARD" if hard else "EASY") + (" half" if not slot.needs_positive_support
                                                    else ", needs +support")
        else:
            line1, line2 = "All tokens placed", ""
        ty = top + 138
        scene.text("ach:next", dx, ty, line1, "text", size=15, bold=True)
        scene.text("ach:next2", dx, ty + 20, line2, "warn" if "HARD" in line2 else "good", size=14)
    scene.text("decks", dx, top + 200, f"Power {len(seen.power_deck)} \u00b7 Events {len(seen.event_deck)}", "muted",
               size=14, tip=f"Power card deck: {len(seen.power_deck)} ({len(seen.power_discard)} discarded). "
                            f"Exploration Event deck: {len(seen.event_deck)}.")


def draw_hand(scene: Scene, seen: WastelandsState, viewer: int) -> None:
    """The viewer's Power cards (face up) and the permanent cards they have in play."""
    x0, y0, w, h = HAND_BOX
    if viewer >= len(seen.players):
        return
    player = seen.players[viewer]
    width = w - (310 if seen.combat is not None else 0)
    cards = [(c, False) for c in player.hand] + [(c, True) for c in player.in_play]
    scene.text("hand:title", x0 + 4, y0 + 32, f"Your Power cards ({len(player.hand)} in hand"
               + (f", {len(player.in_play)} in play)" if player.in_play else ")"), "title", size=15, bold=True)
    if not cards:
        scene.text("hand:empty", x0 + 4, y0 + 80, "No Power cards. Draw one with the Power Card action "
                   "(1 Crystal) or win them in combat.", "muted", size=15)
        return
    stride = min(HAND_W + 8, (width - HAND_W) / max(1, len(cards) - 1)) if len(cards) > 1 else HAND_W
    for k, (card, in_play) in enumerate(cards):
        spec = catalog().power_cards.get(card)
        if spec is None:
            continue
        c = spec.combat
        body = f"[{c.basic}/{c.medium}/{c.superior}] {spec.text}"
        cost = f" Costs 1 Action Point on the {spec.action_cost.replace('_', ' ')} action." if spec.action_cost else ""
        tip = (f"{spec.name} ({TIMING.get(spec.timing, spec.timing)}{', in play' if in_play else ''}): {spec.text}"
               f"{cost} Combat values: basic {c.basic}, medium {c.medium}, superior {c.superior}.")
        scene.card(card_target(card), round(x0 + k * stride, 1), y0 + 40, HAND_W, HAND_H, spec.name, body,
                   "power-play" if in_play else "power", tip=tip, label=spec.name, z=k)


def draw_combat(scene: Scene, seen: WastelandsState, viewer: int) -> None:
    """The combat in progress: who fights whom, each side's card, cubes and modifiers (secrets stay hidden)."""
    combat = seen.combat
    if combat is None:
        return
    x0, y0, w, h = HAND_BOX
    x, top = x0 + w - 300, y0 + 22
    scene.rect("combat", x, top, 300, h - 26, "combat-panel", r=8, z=20,
               tip="Combat: the higher total of card value + Leader cubes + modifiers wins; a tie defeats nobody.")
    where = f"{combat.hex[0]},{combat.hex[1]}"
    scene.text("combat:title", x + 12, top + 24, f"Combat at {where}: {combat.target}", "title", size=16,
               bold=True, z=21)
    y = top + 52
    for name in ("attacker", "defender"):
        side = getattr(combat, name)
        who = "Neutral unit" if side.seat < 0 else seat_name(seen, side.seat)
        try:
            mods = rules_combat.modifiers(seen, name)
        except Exception:  # noqa: BLE001 - the panel must draw whatever the combat state is
            mods = 0
        scene.text(f"combat:{name}", x + 12, y, f"{name.title()}: {who} ({side.rank}, {mods:+d})", "text",
                   size=14, bold=True, z=21)
        if side.seat == viewer:
            card = catalog().power_cards[side.card].name if side.card in catalog().power_cards else (
                "fixed" if side.fixed is not None else "choosing")
            cubes = "choosing" if side.cubes is None else str(side.cubes)
            extra = f" +{len(side.boosts)}" if side.boosts else ""
        else:
            card = "face down" if (side.card or side.fixed is not None) else "not chosen"
            cubes = "picked" if side.cubes is not None else "picking"
            extra = f" +{len(side.boosts)}" if side.boosts else ""
        scene.text(f"combat:{name}:d", x + 24, y + 21, f"Card: {card}{extra}; cubes: {cubes}"[:38], "small",
                   size=14, z=21)
        y += 54


def dice_lines(seen: WastelandsState) -> list[str]:
    """Dice rolled since the current turn began, newest last (read from the seat's log)."""
    start = 0
    for k in range(len(seen.log) - 1, -1, -1):
        text = seen.log[k].text
        if text.endswith("'s turn.") or text.endswith("(last turn)."):
            start = k
            break
    return [line.text for line in seen.log[start:] if "roll" in line.text.lower()]


def draw_header(scene: Scene, seen: WastelandsState, viewer: int, game, choice) -> None:
    """Title, whose turn it is and what they are asked, and the latest dice."""
    scene.rect("header", 0, 0, 1600, 44, "panel", z=0)
    scene.text("header:title", 14, 29, "Rise of the Wastelands", "title", size=20, bold=True)
    if seen.over:
        names = " and ".join(seat_name(seen, s) for s in winners(seen))
        placed = ", ".join(f"{seat_name(seen, s)} {given(seen, s)}" for s in range(len(seen.players)))
        status = f"Game over - {names} win{'s' * (' and ' not in names)}. Influence placed: {placed}"
    elif choice is None:
        status = ""
    elif choice.seat == viewer:
        status = f"Your move: {choice.prompt}"
    else:
        status = f"{seat_name(seen, choice.seat)} is deciding"
    if seen.turn is not None and not seen.over:
        status = f"{seat_name(seen, seen.turn.seat)}'s turn - " + status
    if seen.endgame_by is not None and not seen.over:
        status += "  (endgame: last turns)"
    scene.text("header:status", 290, 29, status[:90], "text", size=16)
    rolls = dice_lines(seen)
    if rolls:
        scene.rect("dice", 1168, 6, 424, 32, "dice", r=6, z=1, tip="Dice rolled this turn:\n" + "\n".join(rolls))
        last = rolls[-1]
        scene.text("dice:t", 1180, 28, ("Dice: " + last)[:52], "dark", size=14, bold=True, z=2)
