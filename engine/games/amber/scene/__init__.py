"""Ashes & Amber's table for one seat (docs/ui.md): the seat's cities (the main region, two columns), its hand,
the public area in two regions ("This era": the Catastrophe and the cards to claim; "Achievement and Moments"),
then every other seat's cities, one column each, packed on the 390-unit grid. Drawn from `view(state, seat)`
only; options target the items named in targets.py."""

from __future__ import annotations

from engine.core.names import seat_ref
from engine.core.scene import Scene

from .. import targets
from ..rules.common import hand, name
from ..rules.targeting import target_words
from ..state import AmberState
from .cards import draw_card, project_card
from .cities import cities, seat_header
from .layout import CARD_H, CARD_W, COLUMN, COLUMNS, GAP, HEADER, PAD, PITCH_Y, SPACE, TEXT, WIDE, heading, pack, title
from .palette import PALETTE
from .public import goals, lands, this_era, tribes


def _wanted(state: AmberState, seat: int) -> set[str]:
    choice = state.pending
    if choice is None or choice.seat != seat:
        return set()
    return {o.target for o in choice.options if o.target}


def build(game, state: AmberState, seat: int) -> Scene:
    """Draw the table as `seat` sees it and make the seat's options tappable."""
    wanted = _wanted(state, seat)
    others = [s for s in range(state.players) if s != seat]
    sizes: list[tuple[str, float, float]] = [("mine", WIDE, HEADER + cities(None, state, seat, 0, 0, WIDE, True, wanted)),
             ("hand", COLUMN, _hand(None, state, seat, 0, 0)),
             ("era", COLUMN, this_era(None, state, 0, 0)),
             ("goals", COLUMN, goals(None, state, 0, 0))]
    if state.lands_on:
        sizes.append(("lands", COLUMN, lands(None, state, 0, 0)))
    if state.tribes_on:
        sizes.append(("tribes", COLUMN, tribes(None, state, 0, 0)))
    sizes += [(f"seat{s}", COLUMN, HEADER + cities(None, state, s, 0, 0, COLUMN, False, wanted)) for s in others]
    places = pack(sizes)
    height = max(places[rid][1] + h for rid, _, h in sizes)
    scene = Scene(COLUMNS * COLUMN + (COLUMNS - 1) * GAP, height, palette=PALETTE)
    for rid, w, h in sizes:
        x, y = places[rid]
        if rid == "mine":
            scene.region("mine", x, y, w, h, "Your cities", seat=seat)
            scene.rect("bg-mine", x, y, w, h, "board", r=8)
            seat_header(scene, state, seat, x, y, w, "Your cities", room=140)
            cities(scene, state, seat, x, y + HEADER, w, True, wanted)
            if targets.PASS in wanted:
                scene.rect(targets.PASS, x + w - 130, y + 8, 120, 48, "slot", r=8, label="Pass",
                           tip="Pass for the rest of the era")
                scene.text("pass-text", x + w - 70, y + 38, "Pass", "slot", size=16, align="center", bold=True)
        elif rid == "hand":
            scene.region("hand", x, y, w, h, "Your hand", seat=seat)
            scene.rect("bg-hand", x, y, w, h, "panel", r=8)
            _hand(scene, state, seat, x, y)
        elif rid == "era":
            scene.region("era", x, y, w, h, "This era")
            scene.rect("bg-era", x, y, w, h, "panel", r=8)
            this_era(scene, state, x, y)
        elif rid == "lands":
            scene.region("lands", x, y, w, h, "The Long Reach")
            scene.rect("bg-lands", x, y, w, h, "panel", r=8)
            lands(scene, state, x, y)
        elif rid == "tribes":
            scene.region("tribes", x, y, w, h, "Tribes")
            scene.rect("bg-tribes", x, y, w, h, "panel", r=8)
            tribes(scene, state, x, y)
        elif rid == "goals":
            scene.region("goals", x, y, w, h, "Achievement and Moments")
            scene.rect("bg-goals", x, y, w, h, "panel", r=8)
            goals(scene, state, x, y)
        else:
            s = int(rid[4:])
            scene.region(rid, x, y, w, h, seat_ref(s), seat=s)
            scene.rect(f"bg-{rid}", x, y, w, h, "panel", r=8)
            seat_header(scene, state, s, x, y, w, seat_ref(s))
            cities(scene, state, s, x, y + HEADER, w, False, wanted)
    scene.bind(game.choice(state), seat)
    return scene


def _hand(scene: Scene | None, state: AmberState, seat: int, x0: float, y0: float) -> float:
    """The seat's hand, the cards it draws to keep one of, its Projects: two cards to a row, each group under its
    heading. Returns the region's height."""
    y = y0 + 44
    if scene is not None:
        title(scene, "hand-title", x0, y0, COLUMN, "Your hand")
    groups = [("hand", None, hand(state, seat), None),
              ("looking", "Drawn: keep one of them", state.looking[seat], "Drawn: keep one"),
              ("projects", "Your Project" if len(state.projects[seat]) == 1 else "Your Projects",
               state.projects[seat], None),
              ("project-look", "Projects: keep one of them", state.project_look[seat], None)]
    for key, head, ids, tip in groups:
        if head is not None:
            if not ids:
                continue
            if scene is not None:
                heading(scene, f"{key}-title", x0 + 14, y, COLUMN - 28, head)
            y += 24
        elif not ids:
            if scene is not None:
                scene.text("hand-none", x0 + 14, y + 15, "No cards in hand", "muted", size=TEXT)
            y += 24
        for k, cid in enumerate(ids):
            if scene is None:
                continue
            cx, cy = x0 + PAD + (k % 2) * (CARD_W + SPACE), y + (k // 2) * PITCH_Y
            if key.startswith("project"):
                project_card(scene, cid, cx, cy, CARD_W, CARD_H)
            else:
                draw_card(scene, state, cid, cx, cy, CARD_W, CARD_H, tip=tip)
        y += PITCH_Y * ((len(ids) + 1) // 2)
    return y + PAD - y0


__all__ = ["build", "name", "target_words"]
