"""The cards: the viewer's hand (private) with the setup pairs while they are chosen, the mission row and deck
with the blueprints, and the technology cards on offer. Cards show their title and as much text as fits; a tap
on one (when it is not a target) opens its whole text."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.words import count

from ..catalog import catalog
from ..rules.cards import blueprint_words, feeder, requirement_words, tech_words
from ..rules.common import hand, who
from ..state import PhoenixState
from ..vocabulary import EFFECTS
from . import layout as L
from .text import ROMAN

CARD_W, CARD_H, PITCH = 120, 150, 126
PAIR_H = 78


def mission_card(scene: Scene, card: str, x: float, y: float, note: str = "") -> None:
    mission = catalog().missions[card]
    four = " It is used with four players only." if mission.four_players else ""
    needs = requirement_words(mission.requirements)
    gives = EFFECTS.texts(list(mission.reward))
    scene.card(f"card-{card}", x, y, CARD_W, CARD_H, mission.name, f"Needs {needs}. Gives {gives}.", "mission",
               label=f"Mission {mission.name}", tip=f"{mission.name}: needs {needs}; gives {gives}",
               detail=[f"Level {ROMAN[mission.level]} mission.{four}", f"Needs {needs}.", f"Gives {gives}."]
               + ([note] if note else []))


def hand_height(state: PhoenixState, seat: int) -> float:
    mine = hand(state, seat) if seat < state.seats else []
    rows = max(1, (len(mine) + 2) // 3)
    pairs = len([p for p in state.pairs if p]) if state.pairs else 0
    return 48 + pairs * (PAIR_H + 6) + rows * (CARD_H + 6) + 8


def draw_hand(scene: Scene, state: PhoenixState, seat: int, ox: float, oy: float) -> None:
    cat = catalog()
    mine = hand(state, seat) if seat < state.seats else []
    height = hand_height(state, seat)
    scene.rect("hand-bg", ox, oy, L.COLUMN, height, "group", r=10, label="Your missions")
    L.title(scene, "hand-title", ox, oy, f"Your missions in hand: {len(mine)}")
    y = oy + 44
    if state.pairs:
        for i, pair in enumerate(state.pairs):
            if not pair:
                continue
            mission, program = pair
            prog = cat.programs[program]
            m = cat.missions[mission]
            words = EFFECTS.texts(list(prog.effects))
            scene.card(f"pair-{i}", ox + 6, y, L.COLUMN - 12, PAIR_H, f"{m.name} with {prog.name}",
                       f"Program: {words}. Mission: needs {requirement_words(m.requirements)}; gives "
                       f"{EFFECTS.texts(list(m.reward))}.", "program", label=f"{m.name} with {prog.name}",
                       detail=[f"The level I mission {m.name}: needs {requirement_words(m.requirements)}; gives "
                               f"{EFFECTS.texts(list(m.reward))}.", f"The initial program {prog.name}: {words}, "
                               "taken at once."])
            y += PAIR_H + 6
    for i, card in enumerate(mine):
        mission_card(scene, card, ox + 6 + (i % 3) * PITCH, y + (i // 3) * (CARD_H + 6))
    if not mine:
        scene.text("hand-none", ox + 14, y + 24, "No mission in hand", "muted", size=L.TEXT)


OFFER_H = 44 + 2 * (CARD_H + 6) + 30 + CARD_H + 10


def draw_offer(scene: Scene, state: PhoenixState, ox: float, oy: float) -> None:
    """The mission row and deck, and the three blueprints."""
    cat = catalog()
    scene.rect("offer-bg", ox, oy, L.COLUMN, OFFER_H, "group", r=10, label="Missions and blueprints")
    level = ROMAN[state.mission_level]
    L.title(scene, "offer-title", ox, oy, "Missions and blueprints")
    y = oy + 44
    for i, card in enumerate(state.mission_row):
        x, yy = ox + 6 + (i % 3) * PITCH, y + (i // 3) * (CARD_H + 6)
        if card is None:
            scene.rect(f"row-empty-{i}", x, yy, CARD_W, CARD_H, "used", r=8, tip="No card here")
        else:
            mission_card(scene, card, x, yy)
    deck = feeder(state)
    k = len(state.mission_row)
    dx, dy = ox + 6 + (k % 3) * PITCH, y + (k // 3) * (CARD_H + 6)
    more = f" The level III deck holds {count(len(state.decks[1]), 'card')}." if state.mission_level == 2 else ""
    scene.card("mission-deck", dx, dy, CARD_W, CARD_H, "", "", "card-back", face_up=False,
               label=f"Level {level} mission deck", tip=f"The level {level} mission deck: {count(len(deck), 'card')}",
               detail=[f"The level {level} mission deck: {count(len(deck), 'card')} face down.{more}"])
    scene.text("mission-deck-t", dx + CARD_W / 2, dy + 66, f"Level {level}", "card-back", size=16, align="center",
               bold=True, z=3)
    scene.text("mission-deck-n", dx + CARD_W / 2, dy + 90, count(len(deck), "card"), "card-back", size=L.TEXT,
               align="center", z=3)
    by = y + 2 * (CARD_H + 6) + 24
    scene.text("bp-title", ox + 14, by - 6, "Blueprints", "muted", size=L.SMALL, bold=True)
    for i, letter in enumerate(cat.content.tracks.blueprint_spaces):
        x = ox + 6 + i * PITCH
        bp_id = state.blueprint_at.get(letter)
        taken = state.blueprint_by.get(letter)
        if bp_id is None:
            scene.rect(f"bp-{letter}", x, by, CARD_W, CARD_H, "used", r=8, label=f"Blueprint {letter}",
                       tip="No blueprint here")
            continue
        bp = cat.blueprints[bp_id]
        words = blueprint_words(bp_id)
        if taken is not None:
            by_words = "turned over by Project Kraken" if taken == state.kraken else f"taken by {who(state, taken)}"
            scene.card(f"bp-{letter}", x, by, CARD_W, CARD_H, f"{letter}: {bp.name}", by_words.capitalize() + ".",
                       "used", label=f"Blueprint {letter}: {bp.name}", detail=[words, by_words.capitalize() + "."])
            continue
        needs = requirement_words(bp.requirements)
        gives = EFFECTS.texts(list(bp.reward))
        scene.card(f"bp-{letter}", x, by, CARD_W, CARD_H, f"{letter}: {bp.name}", f"Needs {needs}. Gives {gives}.",
                   "blueprint", label=f"Blueprint {letter}: {bp.name}", tip=f"{bp.name}: needs {needs}",
                   detail=[f"Blueprint {letter}, {bp.name}.", f"Needs {needs}.", f"Gives {gives}."])


TECH_W, TECH_H, TECH_PITCH = 92, 116, 95
TECH_REGION_H = 44 + 3 * (TECH_H + 26) + 4


def draw_tech(scene: Scene, state: PhoenixState, ox: float, oy: float) -> None:
    cat = catalog()
    scene.rect("tech-bg", ox, oy, L.COLUMN, TECH_REGION_H, "group", r=10, label="Technology cards")
    L.title(scene, "tech-title", ox, oy, "Technology cards on offer")
    for row, cards in enumerate(state.tech_row):
        y = oy + 44 + row * (TECH_H + 26)
        scene.text(f"tech-row-{row}", ox + 14, y + 14, f"Level {ROMAN[row + 2]}", "muted", size=L.SMALL, bold=True)
        for i, card in enumerate(cards[:4]):
            tech = cat.technologies[card]
            words = tech_words(card)
            body = words.split(": ", 1)[-1]
            scene.card(f"card-{card}", ox + 6 + i * TECH_PITCH, y + 22, TECH_W, TECH_H, tech.name, body, "tech",
                       label=f"Technology {tech.name}", tip=f"{tech.name}: {body}",
                       detail=[f"Level {ROMAN[tech.level]} technology {tech.name}.", body])
        if not cards:
            scene.text(f"tech-none-{row}", ox + 14, y + 60, f"No level {ROMAN[row + 2]} card left", "muted",
                       size=L.SMALL)
