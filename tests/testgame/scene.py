"""Salvage Run's table as a display list for one seat."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.state import AUTOMA

from .state import SITES, TOKENS, SalvageState, card_label


def build(game, state: SalvageState, seat: int) -> Scene:
    """Draw sites, the bag, the deck, every seat's stash and hand (others' face down)."""
    scene = Scene(1200, 800)
    scene.text("title", 40, 40, f"Salvage Run - {game.status(state)}", "title", size=28, bold=True)
    for i, (site, (threshold, points)) in enumerate(SITES.items()):
        x = 60 + i * 380
        total = sum(state.presence[site])
        scene.rect(f"site-{site}", x, 80, 340, 200, "space", r=12, label=f"The {site}",
                   tip=f"The {site}: cleared at {threshold} salvage for {points} VP; now {total}.")
        scene.text(f"site-{site}-name", x + 20, 110, site.title(), size=24, bold=True)
        scene.text(f"site-{site}-goal", x + 20, 145, f"{total}/{threshold} - {points} VP", "muted")
        for other, amount in enumerate(state.presence[site]):
            if amount:
                scene.token(f"site-{site}-seat{other}", x + 40 + other * 70, 220, 26, str(amount), f"seat{other}",
                            tip=f"Seat {other + 1} has {amount} here")
    scene.circle("bag", 120, 360, 50, "token", label="Bag", tip=f"Bag: {len(state.bag)} tokens left")
    scene.text("bag-count", 120, 360, str(len(state.bag)), align="center", size=22, bold=True, z=3,
               style="card")
    scene.card("deck", 220, 310, 80, 110, "Deck", f"{len(state.deck)} left", "card-back", face_up=False,
               label="Deck", tip=f"Deck: {len(state.deck)} cards")
    if state.flipped:
        scene.card(f"hand-{state.flipped}", 320, 310, 80, 110, card_label(state.flipped), "flipped",
                   tip="The Scavenger's flipped card")
    for other in range(state.seats):
        y = 460 + other * 80
        name = "Scavenger" if state.seat_kinds[other] == AUTOMA else f"Seat {other + 1}"
        scene.rect(f"seat{other}-panel", 440, y, 720, 70, "panel", r=8)
        scene.circle(f"seat{other}-colour", 470, y + 35, 16, f"seat{other}")
        stash = ", ".join(f"{state.stash[other][t]} {t}" for t in TOKENS)
        scene.text(f"seat{other}-info", 500, y + 35, f"{name}: {game.scores(state)[other]} VP - {stash}")
        if other != seat:
            for k in range(len(state.hands[other])):
                scene.card(f"seat{other}-back{k}", 980 + k * 34, y + 8, 30, 54, "", "", "card-back",
                           face_up=False)
    for k, card in enumerate(state.hands[seat] if seat < state.seats else []):
        scene.card(f"hand-{card}", 40 + k * 80, 640, 72, 110, card_label(card), "salvage", tip=card_label(card),
                   label=card_label(card))
    staged = state.staged[seat] if seat < state.seats else None
    if staged:
        scene.card(f"hand-{staged}", 40, 470, 72, 110, card_label(staged), "staged", tip="Card being played")
    scene.bind(game.choice(state), seat)
    return scene
