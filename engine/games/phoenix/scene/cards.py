"""The cards band: the mission row and deck, the viewer's hand (private), the other hands as backs, the
technology cards on offer, the setup pairs, and each seat's completed missions."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..rules.cards import feeder, requirement_words, tech_words
from ..rules.common import hand, who
from ..state import PhoenixState
from ..vocabulary import EFFECTS
from . import layout as L
from .text import LEGEND, seat_style

CARD_W, CARD_H = 150, 118
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def mission_card(scene: Scene, card: str, x: float, y: float, note: str = "") -> None:
    mission = catalog().missions[card]
    four = " (four players)" if mission.four_players else ""
    tip = (f"Level {ROMAN[mission.level]} mission {mission.name}{four}: needs "
           f"{requirement_words(mission.requirements)}; gives {EFFECTS.texts(list(mission.reward))}{note}")
    scene.rect(f"card-{card}", x, y, CARD_W, CARD_H, "mission", r=8, label=f"Mission {mission.name}", tip=tip)
    L.label(scene, f"card-{card}-n", x + 6, y + 14, CARD_W - 12, f"{ROMAN[mission.level]}. {mission.name}",
            size=L.SMALL, style="mission", bold=True)
    L.lines(scene, f"card-{card}-r", x + 6, y + 36, CARD_W - 12, "Needs " + requirement_words(mission.requirements),
            count=3, style="mission")
    L.lines(scene, f"card-{card}-g", x + 6, y + 88, CARD_W - 12, "Gives " + EFFECTS.texts(list(mission.reward)),
            count=2, style="mission")


def draw(scene: Scene, state: PhoenixState, seat: int, y0: float) -> float:
    cat = catalog()
    height = 560 if state.pairs else 470
    scene.rect("cards-bg", 0, y0, L.WIDTH, height, "group", r=10, label="Cards")
    scene.text("cards-title", 14, y0 + 20, "Missions and technologies", "heading", size=18, bold=True)
    scene.text("legend", 330, y0 + 20, LEGEND, "muted", size=L.SMALL)
    y = y0 + 40
    # mission row and deck
    level = ROMAN[state.mission_level]
    scene.text("row-title", 14, y + 8, f"Mission cards (level {level} deck)", "muted", size=L.SMALL)
    for i, card in enumerate(state.mission_row):
        x = 14 + i * (CARD_W + 8)
        if card is None:
            scene.rect(f"row-empty-{i}", x, y + 20, CARD_W, CARD_H, "used", r=8, tip="No card here")
        else:
            mission_card(scene, card, x, y + 20)
    deck = feeder(state)
    dx = 14 + 4 * (CARD_W + 8)
    scene.rect("mission-deck", dx, y + 20, 110, CARD_H, "card-back", r=8, label="Mission deck",
               tip=f"The level {level} mission deck: {len(deck)} cards face down"
               + (f"; the level III deck holds {len(state.decks[1])}" if state.mission_level == 2 else ""))
    scene.text("mission-deck-t", dx + 55, y + 60, f"Deck {level}", "card-back", size=L.TEXT, align="center", bold=True)
    scene.text("mission-deck-n", dx + 55, y + 84, f"{len(deck)} left", "card-back", size=L.SMALL, align="center")
    # technology cards on offer
    tx = dx + 124
    scene.text("tech-title", tx, y + 8, "Technology cards on offer", "muted", size=L.SMALL)
    for row, cards in enumerate(state.tech_row):
        for i, card in enumerate(cards):
            cx, cy = tx + i * 150, y + 20 + row * 64
            tech = cat.technologies[card]
            scene.rect(f"card-{card}", cx, cy, 144, 58, "tech", r=6, label=f"Technology {tech.name}",
                       tip=f"Level {ROMAN[tech.level]} technology " + tech_words(card))
            L.label(scene, f"card-{card}-n", cx + 6, cy + 14, 132, f"{ROMAN[tech.level]}. {tech.name}",
                    size=L.SMALL, style="tech", bold=True)
            L.lines(scene, f"card-{card}-w", cx + 6, cy + 32, 132, tech_words(card).split(": ", 1)[-1], count=2,
                    size=L.SMALL, style="tech")
        if not cards:
            scene.text(f"tech-none-{row}", tx, y + 44 + row * 64, f"No level {ROMAN[row + 2]} card left", "muted",
                       size=L.SMALL)
    # the viewer's hand and the other hands
    y += 20 + CARD_H + 90
    mine = hand(state, seat) if seat < state.seats else []
    scene.text("hand-title", 14, y - 6, f"Your hand ({len(mine)})", "muted", size=L.SMALL)
    for i, card in enumerate(mine[:8]):
        mission_card(scene, card, 14 + i * (CARD_W + 8), y + 4)
    if len(mine) > 8:
        scene.text("hand-more", 14, y + CARD_H + 18, f"and {len(mine) - 8} more: " + ", ".join(
            cat.missions[c].name for c in mine[8:]), size=L.SMALL)
    line_y = y + CARD_H + 40
    for s in range(state.seats):
        if s == seat or s == state.kraken:
            continue
        known = ", ".join(cat.missions[c].name for c in state.known[s]) or "none"
        hidden = len(state.secret[s][0]) + len(state.secret[s][1])
        done = ", ".join(cat.missions[c].name for c in state.completed[s]) or "none"
        L.label(scene, f"hand-{s}", 14, line_y, L.WIDTH - 30,
                f"{who(state, s)}: seen in hand {known}; {hidden} drawn face down; completed {done}", size=L.SMALL)
        line_y += 18
    if seat < state.seats:
        done = ", ".join(cat.missions[c].name for c in state.completed[seat]) or "none yet"
        L.label(scene, "completed-mine", 14, line_y, L.WIDTH - 30, f"Your completed missions: {done}", size=L.SMALL)
    # setup pairs
    if state.pairs:
        py = y0 + 470
        scene.text("pairs-title", 14, py - 4, "Mission and initial program pairs", "muted", size=L.SMALL)
        for i, pair in enumerate(state.pairs):
            if not pair:
                continue
            x = 14 + i * 270
            mission, program = pair
            prog = cat.programs[program]
            scene.rect(f"pair-{i}", x, py + 6, 260, 76, "program", r=8, label=f"Pair {i + 1}",
                       tip=f"{cat.missions[mission].name} with the program {prog.name}: "
                           f"{EFFECTS.texts(list(prog.effects))}")
            L.label(scene, f"pair-{i}-m", x + 8, py + 22, 244, f"Mission {cat.missions[mission].name}", size=L.SMALL,
                    style="program", bold=True)
            L.lines(scene, f"pair-{i}-p", x + 8, py + 42, 244, f"{prog.name}: {EFFECTS.texts(list(prog.effects))}",
                    count=2, style="program")
    _ = seat_style
    return y0 + height
