"""The public area, in two regions: "This era" (the era, the First Player card, the decks, the Catastrophe and
the Wonder and Resilience cards to claim) and "Achievement and Moments" (the Achievement, the Ambitions on their
Civilization cards, the Decisive Moments). Each function draws from a region's origin, or with no scene only
measures; both return the region's height."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.names import seat_ref
from engine.core.scene import Scene
from engine.core.textfit import fit
from engine.core.words import count

from .. import targets
from ..catalog import ERA_NAMES, catalog
from ..rules.common import WORD, card, name
from ..rules.effects import effects_text
from ..rules.moments import METRIC_WORDS
from ..rules.pay import cost_words
from ..rules.tribes import next_faces, tribe_set
from ..rules.turn import group_cost
from ..state import AmberState
from ..vocabulary import EFFECTS
from .cards import draw_card
from .layout import CARD_H, CARD_W, COLUMN, PAD, PITCH_Y, SMALL, SPACE, TEXT, heading, title

WHOLE = COLUMN - 2 * PAD  # a card as wide as the region
MOMENT_H = 78
PERMANENT = {"pass_death": "During Era 5, passing takes a Death card.",
             "draw_plus": "During Era 5, every draw draws one card more.",
             "no_new_city": "During Era 5, no new city may be created.",
             "ash_one": "During Era 5, one Ash card lets any regular card stand for a resource of a cost."}


def _grid(n: int) -> float:
    """The height of `n` cards two to a row."""
    return PITCH_Y * ((n + 1) // 2)


def this_era(scene: Scene | None, state: AmberState, x0: float, y0: float) -> float:
    """The era, the First Player card, the decks, the Catastrophe and the cards to claim."""
    era = state.era or 1
    y = y0 + 108
    if scene is not None:
        title(scene, "era-title", x0, y0, COLUMN, "This era")
        scene.text("era", x0 + 14, y0 + 56, fit(f"Era {era} of 5: {ERA_NAMES[era]}", COLUMN - 28, 15, True),
                   "heading", size=15, bold=True)
        first = "in the middle" if state.first is None else f"held by {seat_ref(state.first)}"
        line = "Solo game: no First Player card" if state.solo else f"First Player card {first}"
        scene.text("first", x0 + 14, y0 + 78, fit(line, COLUMN - 28, TEXT), "text", size=TEXT)
        scene.text("decks", x0 + 14, y0 + 98, fit(f"Deck: {count(len(state.decks[era - 1]), 'card')}, discards: "
                                                 f"{len(state.discards[era - 1])}", COLUMN - 28, SMALL),
                   "muted", size=SMALL)
    if state.catastrophe:
        if scene is not None:
            c = catalog().catastrophes[state.catastrophe]
            steps = [EFFECTS.text(step) for step in c.steps]
            scene.card("catastrophe", x0 + PAD, y, WHOLE, CARD_H, f"Catastrophe: {c.name}", "; then ".join(steps),
                       "catastrophe", label=f"Catastrophe {c.name}",
                       detail=[f"At the end of the era, step {i + 1}: {text}." for i, text in enumerate(steps)])
        y += CARD_H + SPACE
    y = card_rows(scene, state, "offer", "Cards to claim", "Nothing left to claim this era", state.offer, x0, y,
                  lambda cid: f"Claim for {cost_words(group_cost([cid]))}")
    if state.tribes_on and state.past_offer:
        y = card_rows(scene, state, "past", "Left unclaimed by past eras", "", state.past_offer, x0, y,
                      lambda cid: f"A Tribe card may claim it for {cost_words(group_cost([cid]))}")
    if state.remnants_on:
        y = card_rows(scene, state, "remnants", "Remnants on the table", "None left: a burning Amber turns to Ash",
                      state.remnants, x0, y, lambda cid: "Takes the place of an Amber that burns")
    return y + PAD - y0


def card_rows(scene: Scene | None, state: AmberState, key: str, head: str, none: str, ids: list[str], x0: float,
              y: float, tip: Callable[[str], str]) -> float:
    """A heading and cards two to a row under it (`none` said when there is no card); returns the y below."""
    if scene is not None:
        heading(scene, f"{key}-title", x0 + 14, y, COLUMN - 28, head)
    y += 24
    if not ids:
        if scene is not None:
            scene.text(f"{key}-none", x0 + 14, y + 15, fit(none, COLUMN - 28, TEXT), "muted", size=TEXT)
        return y + 24
    for k, cid in enumerate(ids):
        if scene is not None:
            draw_card(scene, state, cid, x0 + PAD + (k % 2) * (CARD_W + SPACE), y + (k // 2) * PITCH_Y, CARD_W,
                      CARD_H, tip=tip(cid))
    return y + _grid(len(ids))


def lands(scene: Scene | None, state: AmberState, x0: float, y0: float) -> float:
    """The Long Reach: the revealed Lands in their order (only the first may be claimed) and the deck left."""
    y = y0 + 64
    if scene is not None:
        title(scene, "lands-title", x0, y0, COLUMN, "The Long Reach")
        scene.text("lands-deck", x0 + 14, y0 + 56, fit(f"Land deck: {count(len(state.land_deck), 'card')} left, in "
                                                      "order", COLUMN - 28, SMALL), "muted", size=SMALL)

    def tip(lid: str) -> str:
        words = ", ".join(WORD[s] for s in card(lid).requires)
        if lid == state.land_row[0]:
            return f"Claim it instead of a card: show {words} on different cards, discard 1 regular card"
        return f"Needs {words}; claimable once the Lands before it are taken"
    y = card_rows(scene, state, "landrow", "Lands revealed (the first is next)", "Every Land has been claimed",
                  state.land_row, x0, y, tip)
    return y + PAD - y0


def tribes(scene: Scene | None, state: AmberState, x0: float, y0: float) -> float:
    """Tribes: the sets still to choose while players choose them, then every seat's set and both faces of its
    next card."""
    y = y0 + 44
    if scene is not None:
        title(scene, "tribes-title", x0, y0, COLUMN, "Tribes")
    if "" in state.tribe_sets:
        if scene is not None:
            heading(scene, "tribes-free", x0 + 14, y, COLUMN - 28, "Tribe sets to choose")
        y += 24
        for t in catalog().content.tribes.sets:
            if t.id in state.tribe_sets:
                continue
            if scene is not None:
                scene.card(targets.tribe(t.id), x0 + PAD, y, WHOLE, MOMENT_H, t.name, t.style, "tribe",
                           label=f"Tribe set {t.name}", detail=[t.style] + [
                               f"Card {c.number}: {c.faces[0].name} or {c.faces[1].name}." for c in t.cards])
            y += MOMENT_H + SPACE
    for s in range(state.players):
        sid = state.tribe_sets[s]
        if not sid:
            continue
        faces = next_faces(state, s)
        head = (f"{seat_ref(s)}: {tribe_set(sid).name}, card {state.tribe_next[s]} of 5 next" if faces
                else f"{seat_ref(s)}: {tribe_set(sid).name}, every card played")
        if scene is not None:
            heading(scene, f"tribe-seat-{s}", x0 + 14, y, COLUMN - 28, head)
        y += 24
        for k, face in enumerate(faces):
            if scene is not None:
                draw_card(scene, state, face, x0 + PAD + k * (CARD_W + SPACE), y, CARD_W, CARD_H,
                          tip=f"Face {'AB'[k]} of Tribe card {state.tribe_next[s]}")
        y += PITCH_Y if faces else 0
    return y + PAD - y0


def goals(scene: Scene | None, state: AmberState, x0: float, y0: float) -> float:
    """The Achievement, the Ambitions (each on its Civilization card), the Decisive Moments."""
    cat = catalog()
    y = y0 + 44
    if scene is not None:
        title(scene, "goals-title", x0, y0, COLUMN, "Achievement and Moments")
        a = cat.achievements[state.achievement]
        steps = "; then ".join(EFFECTS.text(step) for step in a.steps)
        scene.card("achievement", x0 + PAD, y, WHOLE, CARD_H, f"Achievement: {a.name}", steps, "ambition",
                   label=f"Achievement {a.name}", detail=[f"When resolved: {steps}."] + [
                       PERMANENT[p] for p in a.permanent] + (["Resolved."] if state.achieved else []))
    y += CARD_H + SPACE
    if state.groups:
        pairs = any(len(group) > 1 for group in state.groups)
        if scene is not None:
            heading(scene, "groups-title", x0 + 14, y, COLUMN - 28,
                    "Ambitions, claimed in Era 5" if pairs else "Civilizations, claimed in Era 5")
        y += 24
        places = []
        for k, group in enumerate(state.groups):
            if pairs:
                places += [(cid, group, j, k) for j, cid in enumerate(group)]
            else:
                places.append((group[0], group, k % 2, k // 2))
        for cid, group, col, row in places:
            if scene is not None:
                ambition = cat.achievements[state.achievement].name + ": "
                face = f"Ambition: {name(state, cid)[len(ambition):]}" if name(state, cid).startswith(ambition) else None
                draw_card(scene, state, cid, x0 + PAD + col * (CARD_W + SPACE), y + row * PITCH_Y, CARD_W, CARD_H,
                          face=face, tip=f"Claimed together in Era 5 for {cost_words(group_cost(group))}" if len(group) > 1
                          else f"Claimed in Era 5 for {cost_words(group_cost(group))}")
        y += PITCH_Y * (len(state.groups) if pairs else (len(state.groups) + 1) // 2)
    if state.moments:
        if scene is not None:
            heading(scene, "moments-title", x0 + 14, y, COLUMN - 28, "Decisive Moments")
        y += 24
        for k, mid in enumerate(state.moments):
            if scene is not None:
                m = cat.moments[mid]
                right = ("ignored in the solo game" if state.solo
                         else f"reward for {METRIC_WORDS[m.right['most']]}")
                scene.card(f"moment-{k}", x0 + PAD, y, WHOLE, MOMENT_H, f"End of Era {k + 2}: {m.name}",
                           f"{effects_text(list(m.left))}; {right}", "moment", label=f"Decisive Moment {m.name}",
                           detail=[f"Each player may: {effects_text(list(m.left))}.", f"Right part: {right}."])
            y += MOMENT_H + SPACE
    return y + PAD - y0
