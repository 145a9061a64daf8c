"""Project Kraken's panel (solo): its reserve, the card it turned over with its three rows, the back of the top
card of its deck (choice arrow and numbering), the end-of-round card, and what it did on its last turn."""

from __future__ import annotations

from engine.core.scene import Scene

from ..catalog import catalog
from ..state import PhoenixState
from . import layout as L

ROW_NAMES = (("top", "Level IV"), ("middle", "Level III"), ("low", "Levels I-II"))


def action_words(action) -> str:
    kind, value = action.kind, action.value
    return {"discard": "discard a mission (by the arrow)", "regenerator": f"build a {value} regenerator",
            "building": f"construct a building by a {value} regenerator", "points": f"score {value} points",
            "points_per_round": f"score {value} points per round", "population": f"move a settler up {value}",
            "promote": "promote the commando", "new_card": "turn over a new card for it"}[kind]


def draw(scene: Scene, state: PhoenixState, x: float, y: float) -> None:
    cat = catalog()
    scene.rect("kraken-bg", x, y, L.CONSOLE_W, L.CONSOLE_H, "kraken-panel", r=10, label="Project Kraken")
    reserve = state.k_reserve
    difficulty = next(d for d in cat.content.kraken.difficulties if d.id == state.difficulty)
    head = (f"Project Kraken ({difficulty.name}): {state.vp[state.kraken or 0]} points; reserve "
            f"{reserve.get('bronze', 0)} bronze, {reserve.get('silver', 0)} silver, {reserve.get('gold', 0)} gold, "
            f"{reserve.get('buildings', 0)} buildings, {reserve.get('settlers', 0)} settlers")
    L.label(scene, "kraken-head", x + 12, y + 16, L.CONSOLE_W - 24, head, size=L.TEXT, bold=True,
            style="kraken-panel")
    # the card being resolved
    card = cat.kraken_cards[state.k_card] if state.k_card else None
    scene.rect("kraken-card", x + 12, y + 34, 300, 190, "kraken", r=8, label="Project Kraken's card",
               tip="The card Project Kraken turned over last" if card else "No card turned over yet")
    if card:
        scene.text("kraken-card-n", x + 22, y + 50, card.name, "kraken", size=L.TEXT, bold=True)
        for i, (row, name) in enumerate(ROW_NAMES):
            words = "; ".join(action_words(a) for a in getattr(card.rows, row))
            L.lines(scene, f"kraken-card-{row}", x + 22, y + 72 + i * 50, 280, f"{name}: {words}", count=2,
                    style="kraken")
    # the deck: the back of its top card
    deck = sum(len(p) for p in state.k_deck) + (1 if state.k_back is not None else 0)
    scene.rect("kraken-deck", x + 324, y + 34, 160, 110, "kraken", r=8, label="Project Kraken's deck",
               tip=f"Project Kraken's deck: {deck} cards; {len(state.k_discard)} turned over in the discard pile")
    if state.k_back is not None:
        arrow, order = cat.kraken_backs[state.k_back]
        scene.text("kraken-deck-a", x + 404, y + 64, f"Arrow: {arrow}", "kraken", size=L.TEXT, align="center",
                   bold=True)
        scene.text("kraken-deck-o", x + 404, y + 88, f"Order: {order}", "kraken", size=L.TEXT, align="center",
                   bold=True)
    scene.text("kraken-deck-n", x + 404, y + 118, f"{deck} in the deck", "kraken", size=L.SMALL, align="center")
    # the end-of-round card
    scene.rect("kraken-eor", x + 496, y + 34, 182, 190, "kraken", r=8, label="End-of-round card",
               tip="Applied after rounds 1, 2 and 3")
    scene.text("kraken-eor-t", x + 506, y + 50, "End of round", "kraken", size=L.TEXT, bold=True)
    for i, level in enumerate(cat.content.kraken.end_of_round):
        promos = " and ".join(("I", "II", "III", "IV")[lv - 1] for lv in level.promote)
        words = f"{level.round}: blueprint {level.blueprint}, promote {promos}, a settler"
        L.lines(scene, f"kraken-eor-{level.round}", x + 506, y + 72 + i * 50, 166, words, count=2, style="kraken",
                bold=level.round == state.round)
    # its last turn, step by step
    scene.text("kraken-report-t", x + 12, y + 244, "What Project Kraken did:", "kraken-panel", size=L.SMALL, bold=True)
    for i, line in enumerate(state.k_report[-8:]):
        L.label(scene, f"kraken-report-{i}", x + 12, y + 264 + i * 17, L.CONSOLE_W - 24, f"{i + 1}. {line}",
                size=L.SMALL, style="kraken-panel")
