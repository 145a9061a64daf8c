"""Cards on the table: one drawing helper, the shelter and mission displays, and mission hands."""

from __future__ import annotations

from engine.core.scene import Scene

from .. import targets
from ..catalog import catalog
from ..rules.decks import shelter_pile_size
from ..state import AshesState
from .text import fit, mission_tip, shelter_tip, short, short_list, wrap

BAND = 14  # height of a card's coloured band (the painter's band for cards of this size)


def card(scene: Scene, item_id: str, x: float, y: float, w: float, h: float, title: str, lines: list[str],
         style: str, tip: str | None, *, label: str | None = None, z: int = 0, band: float = BAND) -> None:
    """A face-up card: the painter's frame and band, then our own title and lines at a readable size (each line
    wrapped to the card's width while there is room). A tap opens the whole text (`detail`)."""
    detail = [title] + (tip.split("\n") if tip else [])
    scene.card(item_id, x, y, w, h, "", "", style, tip=tip, label=label or title, z=z, detail=detail)
    top = y + max(band, 6)
    scene.text(f"{item_id}-title", x + 6, top + 16, fit(title, w - 10, 14, True), "ink", size=14, bold=True,
               z=z + 1)
    room = max(0, int((y + h - 4 - (top + 33)) // 17) + 1)
    shown: list[str] = []
    for k, line in enumerate(lines):
        left = room - len(shown)
        if left <= 0:
            break
        rest = len(lines) - k - 1
        shown += wrap(line, w - 10, 14, lines=max(1, left - rest))
    for k, line in enumerate(shown[:room]):
        scene.text(f"{item_id}-l{k}", x + 6, top + 33 + 17 * k, line, "ink-muted", size=14, z=z + 1)


def back(scene: Scene, item_id: str, x: float, y: float, w: float, h: float, tip: str, *, text: str = "",
         z: int = 0) -> None:
    """A face-down card (its face is never sent to this seat)."""
    scene.card(item_id, x, y, w, h, "", "", "card-back", face_up=False, tip=tip, label=tip, z=z)
    if text:
        scene.text(f"{item_id}-n", x + w / 2, y + h / 2 + 6, text, "text", size=16, align="center", bold=True,
                   z=z + 1)


def mission_lines(card_id: str) -> list[str]:
    """Requirement, costs and rewards of a mission in short lines."""
    t = catalog()
    req = "Power a shelter" if t.missions[card_id].requirement == "power_shelter" else "Vehicle"
    costs = short_list(t.mission_costs[card_id])
    return [f"{req}: " + (", ".join(costs) if costs else "free"), "Gives " + short(t.mission_rewards[card_id])]


def mission(scene: Scene, card_id: str, x: float, y: float, w: float, h: float, *, z: int = 0) -> None:
    """A face-up mission card whose id is the mission target."""
    card(scene, targets.mission_target(card_id), x, y, w, h, catalog().missions[card_id].name, mission_lines(card_id),
         "card-mission", mission_tip(card_id), z=z)


def shelter_lines(card_id: str) -> list[str]:
    """Pods of a shelter card: bonus, and the income a pod pays when its happiness is reached."""
    t = catalog()
    out = []
    for k, (bonus, income) in enumerate(zip(t.pod_bonus[card_id], t.pod_income[card_id])):
        line = f"Pod {k + 1}: {short(bonus)}"
        if income:
            line += f"; pays {short(income[1])}"
        out.append(line)
    return out


def displays(scene: Scene, state: AshesState, x: float, y: float, w: float) -> None:
    """The three face-up shelter cards and the four face-up missions, with their deck sizes."""
    scene.text("shelters-head", x, y + 14, f"Shelter cards ({shelter_pile_size(state)} in the pile)", "title",
               size=15, bold=True)
    cw = (w - 10) / 3
    for k in range(3):
        cx = x + k * (cw + 5)
        if k < len(state.shelter_display):
            cid = state.shelter_display[k]
            card(scene, targets.shelter_card_target(cid), cx, y + 20, cw, 88, catalog().shelter_cards[cid].name,
                 shelter_lines(cid), "card-shelter", shelter_tip(cid))
        else:
            scene.rect(f"shelter-display-{k}", cx, y + 20, cw, 88, "slot", r=6, tip="Empty display space")
    my = y + 112
    scene.text("missions-head", x, my + 14, f"Mission cards ({len(state.mission_deck)} in the pile)", "title",
               size=15, bold=True)
    mw = (w - 15) / 4
    for k in range(4):
        cx = x + k * (mw + 5)
        if k < len(state.mission_display):
            mission(scene, state.mission_display[k], cx, my + 20, mw, 112 - 20 - 4)
        else:
            scene.rect(f"mission-display-{k}", cx, my + 20, mw, 88, "slot", r=6, tip="Empty display space")


def hand(scene: Scene, state: AshesState, owner: int, viewer: int, x: float, y: float, w: float, h: float) -> None:
    """A colony's mission hand: face up for its owner, backs for everyone else."""
    cards = state.players[owner].hand
    scene.text(f"seat{owner}-hand-head", x, y + 14, f"Missions in hand ({len(cards)})", "title", size=15, bold=True)
    scene.rect(targets.hand_target(owner), x, y + 20, w, h - 20, "slot", r=6, label="Mission cards in hand",
               tip=f"{len(cards)} mission card{'s' if len(cards) != 1 else ''} in hand"
                   + ("" if cards else ": activation zone 1 takes one from the display"))
    if not cards:
        scene.text(f"seat{owner}-hand-none", x + 10, y + 50, "none yet: activation zone 1 takes one", "muted",
                   size=14)
        return
    cw = min(150.0, w)
    step = cw + 6 if len(cards) * (cw + 6) <= w else (w - cw) / (len(cards) - 1)
    for k, cid in enumerate(cards):
        cx = x + k * step
        if owner == viewer:
            mission(scene, cid, cx, y + 20, cw, h - 20, z=k)
        else:
            back(scene, f"seat{owner}-hand-{k}", cx, y + 20, cw, h - 20, "A mission card in another hand", z=k)
