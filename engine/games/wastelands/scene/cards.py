"""Card regions: the achievement row with its Influence tokens and the decks, the viewing seat's Power cards, and
this turn (who plays, Action Points, the dice rolled, the combat in progress)."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.words import count

from ..catalog import catalog
from ..rules import combat as rules_combat
from ..rules.economy import seat_name
from ..state import WastelandsState
from ..targets import achievement_target, card_target
from .layout import COLUMN, PAD, TITLE

TIMING = {"own_turn": "on your turn", "any_turn": "on any turn", "combat": "in combat",
          "combat_attacking": "when you attack", "combat_defending": "when you defend", "permanent": "stays in play"}
ACH_H, ACH_STEP = 92, 100
HAND_W, HAND_H = 181, 170
TURN_H = 300


def achievements_height() -> float:
    return 44 + 3 * ACH_STEP + 64


def next_claim(seen: WastelandsState, seat: int) -> str:
    """What the seat's next claim needs, in words."""
    player = seen.players[seat]
    pool = catalog().content.player_board.influence_pool
    claimed = len(pool) - player.influence_pool
    if claimed >= len(pool):
        return "All your Influence tokens are placed."
    slot = pool[claimed]
    hard = slot.difficulty == "hard" or seen.options.get("long", "off") in ("hard_achievements", "both")
    needs = ", with positive People Support" if slot.needs_positive_support else ""
    return f"Your next claim needs the {'hard' if hard else 'easy'} half{needs}."


def draw_achievements(scene: Scene, seen: WastelandsState, viewer: int, x0: float, y0: float) -> None:
    """The face-up achievements (each a target when claiming), the Influence tokens on them, the decks."""
    h = achievements_height()
    scene.rect("achievements:panel", x0, y0, COLUMN, h, "panel", r=10)
    scene.text("achievements:title", x0 + PAD, y0 + 30, "Achievements", "title", size=TITLE, bold=True)
    for k, card in enumerate(seen.achievement_row):
        spec = catalog().achievements[card]
        y = y0 + 44 + k * ACH_STEP
        tokens = seen.achievement_tokens.get(card, [])
        on = ", ".join(seat_name(seen, s) for s in tokens) or "nobody yet"
        text = f"Easy: {spec.easy_text} Hard: {spec.hard_text}"
        scene.card(achievement_target(card), x0 + 8, y, 300, ACH_H, spec.name, text, "achievement",
                   label=f"Achievement: {spec.name}", tip=f"{spec.name}: claimed by {on}.",
                   detail=[f"Easy half (your first three claims): {spec.easy_text}",
                           f"Hard half (your fourth claim on, or every claim in the hard-achievements game): "
                           f"{spec.hard_text}",
                           "Claim it at the end of your turn with the leftmost token of your Influence pool; at the "
                           "start of your next turn every token on it is placed on other players.",
                           f"Tokens on it now: {on}."])
        for j, seat in enumerate(tokens):
            scene.circle(f"achtok:{card}:{j}", x0 + 326 + (j % 3) * 20, y + 18 + (j // 3) * 22, 9, f"seat{seat}",
                         tip=f"{seat_name(seen, seat)}'s Influence token: placed at the start of their next turn.")
    y = y0 + 44 + 3 * ACH_STEP
    if viewer < len(seen.players):
        scene.text("achievements:next", x0 + PAD, y + 14, next_claim(seen, viewer), "good", size=14)
    decks = (f"Decks: {count(len(seen.achievement_deck), 'achievement')}, "
             f"{count(len(seen.power_deck), 'Power card')}, {count(len(seen.event_deck), 'event')}")
    scene.text("decks", x0 + PAD, y + 40, decks, "muted", size=14,
               tip=f"Achievement deck: {len(seen.achievement_deck)}. Power cards: {len(seen.power_deck)} in the deck, "
                   f"{len(seen.power_discard)} discarded. Exploration Events: {len(seen.event_deck)}.")


def hand_height(seen: WastelandsState, viewer: int) -> float:
    cards = len(seen.players[viewer].hand) + len(seen.players[viewer].in_play) if viewer < len(seen.players) else 0
    rows = max(1, -(-cards // 2))
    return 48 + rows * (HAND_H + 8)


def power_card_text(card: str) -> tuple[str, list[str]]:
    """A Power card's face text and its whole text."""
    spec = catalog().power_cards[card]
    c = spec.combat
    combat = f"In combat: {c.basic} basic, {c.medium} medium, {c.superior} superior."
    cost = (f" Costs 1 Action Point on the {catalog().actions[spec.action_cost].name} action."
            if spec.action_cost else "")
    detail = [f"Play it {TIMING.get(spec.timing, spec.timing)}: {spec.text}{cost}",
              f"Or use it in combat: it is worth {c.basic} at basic rank, {c.medium} at medium rank and {c.superior} "
              "at superior rank."]
    return f"{spec.text}{cost} {combat}", detail


def draw_hand(scene: Scene, seen: WastelandsState, viewer: int, x0: float, y0: float) -> None:
    """The viewer's Power cards (face up, each a target when one is played) and their cards in play."""
    player = seen.players[viewer]
    h = hand_height(seen, viewer)
    scene.rect("hand:panel", x0, y0, COLUMN, h, "panel", r=10)
    cards = [(c, False) for c in player.hand] + [(c, True) for c in player.in_play]
    title = "Your Power cards" + (f" ({len(player.in_play)} in play)" if player.in_play else "")
    scene.text("hand:title", x0 + PAD, y0 + 30, title, "title", size=TITLE, bold=True)
    if not cards:
        scene.text("hand:empty", x0 + PAD, y0 + 70, "No Power cards yet.", "muted", size=15)
        scene.text("hand:empty2", x0 + PAD, y0 + 92, "The Power card action buys one for a Crystal.", "muted", size=14)
        return
    for k, (card, in_play) in enumerate(cards):
        spec = catalog().power_cards.get(card)
        if spec is None:
            continue
        text, detail = power_card_text(card)
        x = x0 + 10 + (k % 2) * (HAND_W + 8)
        y = y0 + 44 + (k // 2) * (HAND_H + 8)
        scene.card(card_target(card), x, y, HAND_W, HAND_H, spec.name, ("In play. " if in_play else "") + text,
                   "power-play" if in_play else "power", label=spec.name,
                   tip=f"{spec.name}: {TIMING.get(spec.timing, spec.timing)}" + (", in play" if in_play else ""),
                   detail=detail)


def dice_lines(seen: WastelandsState) -> list[str]:
    """Dice rolled since the current turn began, newest last (read from the seat's log)."""
    start = 0
    for k in range(len(seen.log) - 1, -1, -1):
        text = seen.log[k].text
        if text.endswith("'s turn.") or text.endswith("(last turn)."):
            start = k
            break
    return [line.text for line in seen.log[start:] if "roll" in line.text.lower()]


def draw_turn(scene: Scene, seen: WastelandsState, viewer: int, game, x0: float, y0: float) -> None:
    """Whose turn it is, their Action Points, the endgame, the dice rolled this turn and the combat in progress."""
    scene.rect("turn:panel", x0, y0, COLUMN, TURN_H, "panel", r=10)
    scene.text("turn:title", x0 + PAD, y0 + 30, "This turn", "title", size=TITLE, bold=True)
    y = y0 + 58
    if seen.over:
        line = "The game is over."
    elif seen.turn is not None:
        turn = seen.turn
        who = "Your turn" if turn.seat == viewer else f"{seat_name(seen, turn.seat)}'s turn"
        line = f"{who}: {count(turn.ap + turn.bonus_ap, 'Action Point')} left" + (" (last turn)" if turn.last else "")
    else:
        line = "Placing the last Influence tokens." if seen.final else ""
    if line:
        scene.circle("turn:dot", x0 + PAD + 8, y - 5, 8, f"seat{seen.turn.seat}" if seen.turn else "muted")
        scene.text("turn:who", x0 + PAD + 22, y, line, "text", size=16, bold=True)
    if seen.endgame_by is not None and not seen.over:
        y += 22
        scene.text("turn:endgame", x0 + PAD, y, f"Endgame: {seat_name(seen, seen.endgame_by)} set it off.", "warn",
                   size=14, tip="Every other player takes one last turn; then the tokens on achievements are placed.")
    rolls = dice_lines(seen)
    y += 26
    scene.icon("turn:die", x0 + PAD + 8, y - 5, "die", "text", size=16, tip="Dice rolled this turn")
    if rolls:
        for k, roll in enumerate(rolls[-3:]):
            shown = roll if len(roll) <= 46 else roll[:44] + "…"
            scene.text(f"turn:roll:{k}", x0 + PAD + 22, y + k * 19, shown, "small", size=13,
                       tip=roll, detail=rolls)
        y += 19 * min(3, len(rolls)) + 6
    else:
        scene.text("turn:roll:none", x0 + PAD + 22, y, "No dice rolled yet this turn.", "muted", size=13)
        y += 25
    _combat(scene, seen, viewer, x0, y, y0 + TURN_H - y - 8)


def _combat(scene: Scene, seen: WastelandsState, viewer: int, x0: float, top: float, h: float) -> None:
    """The combat in progress: who fights whom, each side's card, cubes and modifiers (secrets stay hidden)."""
    combat = seen.combat
    if combat is None:
        return
    scene.rect("combat", x0 + 8, top, COLUMN - 16, h, "combat-panel", r=8, z=1,
               tip="Combat: the higher total of card value, Leader cubes and modifiers wins; a tie defeats nobody.")
    target = {"neutral": "a neutral unit", "capital": "a Capital", "outpost": "an Outpost", "army": "an Army",
              "scout": "a Scout"}.get(combat.target, combat.target)
    scene.text("combat:title", x0 + 20, top + 24, f"Combat against {target}", "title", size=16, bold=True, z=2)
    y = top + 48
    for name in ("attacker", "defender"):
        side = getattr(combat, name)
        who = "The neutral unit" if side.seat < 0 else seat_name(seen, side.seat)
        try:
            mods = rules_combat.modifiers(seen, name)
        except Exception:  # noqa: BLE001 - the panel must draw whatever the combat state is
            mods = 0
        scene.text(f"combat:{name}", x0 + 20, y, f"{name.title()}: {who}", "text", size=14, bold=True, z=2)
        if side.seat == viewer:
            card = catalog().power_cards[side.card].name if side.card in catalog().power_cards else (
                "a fixed strength" if side.fixed is not None else "choosing")
            cubes = "choosing" if side.cubes is None else count(side.cubes, "Leader cube")
        else:
            card = "face down" if (side.card or side.fixed is not None) else "not chosen yet"
            cubes = "chosen" if side.cubes is not None else "choosing"
        extra = f", {count(len(side.boosts), 'extra card')}" if side.boosts else ""
        line = f"{side.rank} rank, {mods:+d}; card: {card}{extra}; cubes: {cubes}"
        scene.text(f"combat:{name}:d", x0 + 28, y + 19, line if len(line) <= 48 else line[:46] + "…", "small",
                   size=13, z=2, tip=line)
        y += 44
