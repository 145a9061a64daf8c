"""Salvage Run's table as a display list for one seat: the worked example of docs/ui.md's table conventions.

The table is drawn on a grid of 390-unit columns (docs/ui.md, "Regions"): the sites and the bag-and-deck supply
in the first column, the viewer's hand and stash then one region per other seat (the Scavenger included) in the
second. Text is at least 13 units, every target at least 48 units on its short side, resources are icons with
numbers, every seat is drawn in its own `seat{n}` style and named by `seat_ref`, and cards carry their whole
text as `detail`.
"""

from __future__ import annotations

from engine.core.names import seat_ref
from engine.core.scene import Scene
from engine.core.words import count

from .state import SITES, TOKENS, SalvageState, card_label, card_value

COLUMN, GAP = 390, 12
SECOND = COLUMN + GAP
ICON = {"fuel": "fuel", "parts": "gear", "water": "drop"}
SITE_H, SITE_STEP = 116, 124
CARD_W, CARD_H = 118, 100
PALETTE = {
    "salvage": {"fill": "#efe6cf", "stroke": "#5b4a2f", "text": "#2a2418", "width": 2},
    "staged": {"fill": "#ffe7a3", "stroke": "#8a5a00", "text": "#2a2418", "width": 3},
    "flipped": {"fill": "#d9e8f5", "stroke": "#1f4e79", "text": "#10263b", "width": 2},
}


def build(game, state: SalvageState, seat: int) -> Scene:
    """Draw the sites, the supply, the viewer's hand and stash, and every other seat's public board."""
    mine = seat if seat < state.seats else 0
    others = [s for s in range(state.seats) if s != mine]
    mine_h = 100 + 2 * (CARD_H + 10)
    height = max(44 + 3 * SITE_STEP + GAP + 190, mine_h + GAP + len(others) * (120 + GAP) - GAP)
    scene = Scene(SECOND + COLUMN, height, palette=PALETTE)
    sites_h = 44 + 3 * SITE_STEP
    scene.region("sites", 0, 0, COLUMN, sites_h, "Sites")
    scene.region("supply", 0, sites_h + GAP, COLUMN, 190, "Bag and deck")
    scene.region("mine", SECOND, 0, COLUMN, mine_h, "Your hand", seat=mine)
    for k, other in enumerate(others):
        scene.region(f"seat{other}", SECOND, mine_h + GAP + k * (120 + GAP), COLUMN, 120, seat_ref(other),
                     seat=other)
    draw_sites(scene, game, state)
    draw_supply(scene, state, sites_h + GAP)
    draw_mine(scene, game, state, mine, mine_h)
    for k, other in enumerate(others):
        draw_other(scene, game, state, other, mine_h + GAP + k * (120 + GAP))
    scene.bind(game.choice(state), seat)
    return scene


def draw_sites(scene: Scene, game, state: SalvageState) -> None:
    """The three sites, each a target when a card is being placed, with every seat's salvage on it."""
    scene.rect("sites-panel", 0, 0, COLUMN, 44 + 3 * SITE_STEP, "board", r=10)
    scene.text("sites-title", 14, 30, f"Sites · round {state.round} of {state.rounds}", "title", size=20, bold=True)
    for i, (site, (threshold, points)) in enumerate(SITES.items()):
        y = 44 + i * SITE_STEP
        total = sum(state.presence[site])
        name = site.title()
        scene.rect(f"site-{site}", 12, y, COLUMN - 24, SITE_H, "space", r=10, label=f"The {site}",
                   tip=f"The {site}: {total} of {threshold} salvage; clearing it scores {points} victory points.",
                   detail=[f"The {site} is cleared when {threshold} salvage lie on it. Whoever has placed the most "
                           f"salvage here then scores {points} victory points (a tie: all of them score), and the "
                           f"site starts again from nothing.", f"Now: {total} of {threshold}."])
        scene.text(f"site-{site}-name", 28, y + 32, name, size=20, bold=True)
        scene.icon(f"site-{site}-star", COLUMN - 84, y + 25, "star", "title", size=20, tip="Victory points")
        scene.text(f"site-{site}-points", COLUMN - 68, y + 32, str(points), "title", size=20, bold=True)
        scene.text(f"site-{site}-goal", 28, y + 60, f"{total} of {threshold} salvage", "muted", size=15)
        for other, amount in enumerate(state.presence[site]):
            if amount:
                scene.token(f"site-{site}-seat{other}", 46 + other * 52, y + 88, 20, str(amount), f"seat{other}",
                            tip=f"{seat_ref(other)}: {count(amount, 'salvage')} here")


def draw_supply(scene: Scene, state: SalvageState, y: float) -> None:
    """The bag (scavenge) and the deck (rest and draw), and the Scavenger's flipped card."""
    scene.rect("supply-panel", 0, y, COLUMN, 190, "board", r=10)
    scene.text("supply-title", 14, y + 30, "Bag and deck", "title", size=20, bold=True)
    bag = len(state.bag)
    scene.circle("bag", 70, y + 110, 48, "token", label="The bag", tip=f"The bag: {count(bag, 'token')} left",
                 detail=["Scavenging draws one token from the bag at random: fuel, parts or water.",
                         f"{count(bag, 'token')} left."])
    scene.text("bag-count", 70, y + 118, str(bag), "card", size=24, align="center", bold=True, z=3)
    deck = len(state.deck)
    scene.card("deck", 140, y + 50, 84, 120, "Deck", "", "card-back", face_up=False, label="The deck",
               tip=f"The deck: {count(deck, 'card')} left",
               detail=["Resting draws the top card of the deck into your hand.", f"{count(deck, 'card')} left."])
    scene.text("deck-count", 182, y + 185, count(deck, "card"), "muted", size=13, align="center")
    if state.flipped:
        scene.card(f"hand-{state.flipped}", 250, y + 50, CARD_W, 120, card_label(state.flipped),
                   f"Worth {card_value(state.flipped)} salvage", "flipped", label=card_label(state.flipped),
                   tip="The Scavenger's flipped card")


def draw_mine(scene: Scene, game, state: SalvageState, seat: int, height: float) -> None:
    """The viewer's hand (each card a target when one is played), the card being played and the stash."""
    scene.rect("mine-panel", SECOND, 0, COLUMN, height, "panel", r=10)
    scene.rect("mine-edge", SECOND + 2, 2, COLUMN - 4, height - 4, f"seat{seat}-ring", r=9)
    scene.text("mine-title", SECOND + 14, 30, f"{seat_ref(seat)}: your hand", "title", size=20, bold=True)
    stash_row(scene, game, state, seat, "mine", SECOND + 14, 62)
    cards = list(state.hands[seat]) if seat < len(state.hands) else []
    staged = state.staged[seat] if seat < len(state.staged) else None
    for k, card in enumerate(cards + ([staged] if staged else [])):
        x = SECOND + 12 + (k % 3) * (CARD_W + 8)
        y = 90 + (k // 3) * (CARD_H + 10)
        being_played = card == staged
        scene.card(f"hand-{card}", x, y, CARD_W, CARD_H, card_label(card),
                   "Being played" if being_played else f"Worth {card_value(card)} salvage",
                   "staged" if being_played else "salvage", label=card_label(card),
                   tip=f"{card_label(card)}: adds {card_value(card)} salvage to a site",
                   detail=[f"Play it to a site to add {card_value(card)} salvage there."])


def stash_row(scene: Scene, game, state: SalvageState, seat: int, prefix: str, x: float, y: float) -> None:
    """Victory points and the stash as icons with numbers."""
    scene.icon(f"{prefix}-vp-icon", x + 10, y - 5, "star", "title", size=20, tip="Victory points")
    scene.text(f"{prefix}-vp", x + 26, y + 2, str(game.scores(state)[seat]), "title", size=18, bold=True)
    for k, token in enumerate(TOKENS):
        tx = x + 80 + k * 70
        amount = state.stash[seat][token]
        scene.icon(f"{prefix}-{token}-icon", tx + 10, y - 5, ICON[token], "text", size=20,
                   tip=f"{token.title()}: {amount}")
        scene.text(f"{prefix}-{token}", tx + 26, y + 2, str(amount), size=18, bold=True)


def draw_other(scene: Scene, game, state: SalvageState, seat: int, y: float) -> None:
    """Another seat's public board: name, victory points, stash, and its hand face down."""
    scene.rect(f"seat{seat}-panel", SECOND, y, COLUMN, 120, "panel", r=10)
    scene.rect(f"seat{seat}-edge", SECOND + 2, y + 2, COLUMN - 4, 116, f"seat{seat}-ring", r=9)
    scene.circle(f"seat{seat}-colour", SECOND + 26, y + 26, 12, f"seat{seat}")
    scene.text(f"seat{seat}-name", SECOND + 46, y + 33, seat_ref(seat), size=18, bold=True)
    stash_row(scene, game, state, seat, f"seat{seat}", SECOND + 14, y + 86)
    hand = len(state.hands[seat])
    for k in range(hand):
        scene.card(f"seat{seat}-back{k}", SECOND + 290 + k * 16, y + 62, 20, 30, "", "", "card-back",
                   face_up=False)
    if hand:
        scene.text(f"seat{seat}-hand", SECOND + COLUMN - 14, y + 33, count(hand, "card"), "muted", size=14,
                   align="right")
