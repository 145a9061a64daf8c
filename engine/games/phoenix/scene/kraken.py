"""Project Kraken's region (solo): its reserve, the card it turned over with its three rows, the back of the top
card of its deck (choice arrow and numbering), the end-of-round card, and what it did on its last turn."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.words import count

from ..catalog import catalog
from ..state import PhoenixState
from . import layout as L
from .text import ring_style, seat_style

ROW_NAMES = (("top", "Level IV"), ("middle", "Level III"), ("low", "Levels I and II"))
KRAKEN_H = 640


def action_words(action) -> str:
    kind, value = action.kind, action.value
    return {"discard": "discard a mission (by the arrow)", "regenerator": f"build a {value} regenerator",
            "building": f"construct a building by a {value} regenerator", "points": f"score {value} points",
            "points_per_round": f"score {value} points each round", "population": f"move a settler up {value}",
            "promote": "promote the commando", "new_card": "turn over a new card"}[kind]


def draw(scene: Scene, state: PhoenixState, ox: float, oy: float) -> None:
    cat = catalog()
    seat = state.kraken or 0
    scene.rect("kraken-bg", ox, oy, L.COLUMN, KRAKEN_H, "console", r=10, label="Project Kraken")
    scene.rect("kraken-edge", ox + 2, oy + 2, L.COLUMN - 4, KRAKEN_H - 4, ring_style(state, seat), r=9)
    difficulty = next(d for d in cat.content.kraken.difficulties if d.id == state.difficulty)
    scene.circle("kraken-colour", ox + 24, oy + 24, 10, seat_style(state, seat))
    L.label(scene, "kraken-title", ox + 42, oy + 31, L.COLUMN - 56, f"Project Kraken ({difficulty.name})", size=20,
            style="heading", bold=True)
    reserve = state.k_reserve
    scene.icon("kraken-vp-i", ox + 24, oy + 56, "star", "title", size=20, tip="Project Kraken's points")
    scene.text("kraken-vp", ox + 38, oy + 62, str(state.vp[seat]), "title", size=18, bold=True)
    L.lines(scene, "kraken-reserve", ox + 80, oy + 62, L.COLUMN - 94,
            f"Reserve: {reserve.get('bronze', 0)} bronze, {reserve.get('silver', 0)} silver, "
            f"{reserve.get('gold', 0)} gold regenerators, {count(reserve.get('buildings', 0), 'building')}, "
            f"{count(reserve.get('settlers', 0), 'settler')}", count=2, size=L.SMALL)
    # the card being resolved
    card = cat.kraken_cards[state.k_card] if state.k_card else None
    y = oy + 100
    if card:
        rows = [f"{name}: " + "; ".join(action_words(a) for a in getattr(card.rows, row)) + "."
                for row, name in ROW_NAMES]
        scene.card("kraken-card", ox + 6, y, 232, 196, card.name, " ".join(rows), "kraken-card",
                   label=f"Project Kraken's card {card.name}",
                   detail=["The card Project Kraken turned over last. It plays the row of the level its commando "
                           "went to:"] + rows)
    else:
        scene.rect("kraken-card", ox + 6, y, 232, 196, "used", r=8, label="Project Kraken's card",
                   tip="No card turned over yet")
    # the deck: the back of its top card
    deck = sum(len(p) for p in state.k_deck) + (1 if state.k_top is not None else 0)
    back_words = ""
    if state.k_back is not None:
        arrow, order = cat.kraken_backs[state.k_back]
        first, last = order.split("-")
        back_words = f"Arrow {arrow}, areas {first} to {last}"
    scene.card("kraken-deck", ox + 246, y, 138, 196, "Next card", back_words or "No card left", "card-back",
               label="Project Kraken's deck",
               detail=[f"Project Kraken's deck: {count(deck, 'card')}; {count(len(state.k_discard), 'card')} turned "
                       "over in its discard pile.", "The back of the top card shows the choice arrow (which way it "
                       "looks for a task or a card) and the order it numbers the areas in."]
               + ([back_words + "."] if back_words else []))
    scene.text("kraken-deck-n", ox + 315, y + 180, f"{count(deck, 'card')} left", "card-back", size=L.SMALL,
               align="center", z=3)
    # the end-of-round card
    ey = y + 206
    rows = []
    for level in cat.content.kraken.end_of_round:
        promos = " and ".join(("I", "II", "III", "IV")[lv - 1] for lv in level.promote)
        rows.append(f"After round {level.round}: blueprint {level.blueprint}, promote from level {promos}, "
                    "a settler to the best intercom.")
    scene.card("kraken-eor", ox + 6, ey, L.COLUMN - 12, 112, "End of round", " ".join(rows), "kraken-card",
               label="Project Kraken's end-of-round card", detail=rows)
    # its last turn, step by step
    ry = ey + 138
    scene.text("kraken-report-t", ox + 14, ry, "What Project Kraken did last:", "heading", size=L.TEXT, bold=True)
    for i, line in enumerate(state.k_report[-8:]):
        L.label(scene, f"kraken-report-{i}", ox + 14, ry + 24 + i * 19, L.COLUMN - 28, f"{i + 1}. {line}",
                size=L.SMALL)
