"""Shared status around the boards: the header (round, bag, scores), the turn order track, every other colony
at a glance (their hands face down), and the solo Rival."""

from __future__ import annotations

from engine.core.scene import Scene

from .. import targets
from ..rules.colony import closed_cards, level_count, phoenix_count, strength
from ..rules.tables import T
from ..state import AshesState
from .cards import back, card
from .layout import SIDE_W, SIDE_X
from .palette import initial, player_style
from .text import CODE, fit

ROUND_ROW = {1: "top", 2: "bottom", 3: "top"}


def compact(effects: list[dict]) -> str:
    """'+2F+1R' style rewards of the turn order track."""
    out = []
    for e in effects:
        (key, v), = e.items()
        if key == "gain":
            out.extend(f"+{n}{CODE.get(g, g[:2])}" for g, n in v.items())
    return "".join(out)


def header(scene: Scene, game, state: AshesState, viewer: int) -> None:
    """Title with round and player to move, the round track, the bag and every score."""
    scene.text("title", 12, 30, fit(f"ASHES - {game.status(state)}", 560, 20, True), "title", size=20, bold=True)
    scene.text("round-label", 592, 30, "Round", "muted", size=14)
    for r in (1, 2, 3):
        x = 640 + (r - 1) * 40
        scene.rect(f"round-{r}", x, 10, 36, 28, "current" if r == state.round else "turn-space", r=4,
                   tip=f"Round {r}: survivors emerge in sectors {r} and {r + 1}")
        scene.text(f"round-{r}-t", x + 18, 30, str(r), "text", size=15, align="center", bold=r == state.round)
    a, e = state.bag
    scene.text("bag", 770, 30, f"Bag {a}A {e}E", "text", size=15,
               tip=f"The survivor bag holds {a} active and {e} essential survivors")
    x = 900
    for s, p in enumerate(state.players):
        mark = " (you)" if s == viewer else ""
        scene.token(f"score-{s}", x + 12, 24, 12, initial(p.color), player_style(p.color),
                    tip=f"{p.color.title()}{mark}: {p.vp} VP")
        scene.text(f"score-{s}-t", x + 28, 30, f"{p.vp}", "text", size=16, bold=s == viewer)
        x += 70
    if state.rival is not None:
        scene.token("score-rival", x + 12, 24, 12, "R", player_style(state.rival.color),
                    tip=f"Rival: {state.rival.vp} VP")
        scene.text("score-rival-t", x + 28, 30, f"{state.rival.vp}", "text", size=16)
    scene.text("legend", 1590, 30, "A active  E essential  F fuel  D data  R dose  S str  H happy", "muted",
               size=14, align="right")


def turn_order(scene: Scene, state: AshesState, y: float) -> None:
    """The turn order track: this round's row holds the colonies still playing; passed ones sit on the next row."""
    t = T()
    x = SIDE_X
    scene.rect("turn-panel", x, y, SIDE_W, 140, "panel", r=8)
    now = ROUND_ROW.get(state.round, "top")
    scene.text("turn-title", x + 10, y + 20, "Turn order", "title", size=15, bold=True)
    scene.text("turn-hint", x + SIDE_W - 10, y + 20, f"round {state.round} plays the {now} row", "muted", size=14,
               align="right")
    pos_now = {k + 1: s for k, s in enumerate(state.order)}
    passed = {s for s, p in enumerate(state.players) if p.passed}
    for r, row in enumerate(("top", "bottom")):
        ry = y + 30 + r * 54
        scene.text(f"turn-{row}-label", x + 10, ry + 28, "R1,3" if row == "top" else "R2", "muted", size=14)
        for space in t.turn_rows[row].spaces:
            sx = x + 52 + (space.position - 1) * 94
            blocked = space.blocked_3p and state.player_count == 3
            rewards = t.turn_rewards[(row, space.position)]
            style = "turn-blocked" if blocked else ("current" if row == now else "turn-space")
            scene.rect(targets.turn_target(row, space.position), sx, ry, 88, 46, style, r=6,
                       tip=f"Turn order {row} row, position {space.position}: take {compact(rewards)} when you pass "
                           f"here{' (blocked with 3 players)' if blocked else ''}.")
            scene.text(f"turn-{row}-{space.position}-t", sx + 6, ry + 29, fit(f"{space.position} {compact(rewards)}", 80),
                       style, size=14, bold=True)
    rows = {"top": 0, "bottom": 1}
    nxt = "top" if state.round == 2 else "bottom"
    for pos, s in sorted(state.next_order.items()):
        _order_token(scene, state, s, x + 52 + (pos - 1) * 94 + 80, y + 30 + rows[nxt] * 54 + 4)
    for pos, s in pos_now.items():
        if s in passed or s in state.next_order.values():
            continue
        _order_token(scene, state, s, x + 52 + (pos - 1) * 94 + 80, y + 30 + rows[now] * 54 + 4)


def _order_token(scene: Scene, state: AshesState, s: int, x: float, y: float) -> None:
    if s < len(state.players):
        color, name = state.players[s].color, state.players[s].color.title()
    else:
        color, name = (state.rival.color if state.rival else ""), "Rival"
    scene.token(f"order-{s}", x, y, 11, initial(color) if s < len(state.players) else "R", player_style(color),
                tip=f"{name}'s turn order vehicle", z=3)


def others(scene: Scene, state: AshesState, main: int, viewer: int, y: float) -> float:
    """Every other colony at a glance; returns the y below the last panel."""
    t = T()
    x = SIDE_X
    for s, p in enumerate(state.players):
        if s == main:
            continue
        style = player_style(p.color)
        to_move = state.pending is not None and state.pending.seat == s
        scene.rect(f"seat{s}-mini", x, y, SIDE_W, 94, "current" if to_move else "panel", r=8,
                   label=f"{p.color.title()} colony")
        scene.rect(f"seat{s}-mini-stripe", x, y, 8, 94, style, r=3)
        char = t.characters[p.character].name if p.character else "-"
        flag = " - passed" if p.passed else (" - to play" if to_move else "")
        scene.text(f"seat{s}-mini-name", x + 16, y + 20, fit(f"{p.color.title()} {p.vp} VP{flag}", 220, 15, True),
                   "title", size=15, bold=True)
        scene.text(f"seat{s}-mini-char", x + SIDE_W - 10, y + 20, fit(char, 180), "muted", size=14, align="right")
        a, e = p.entrance
        scene.text(f"seat{s}-mini-res", x + 16, y + 44,
                   f"F{p.fuel} D{p.data} R{p.antirad} S{strength(p)} H{p.happiness}  entr {a}A {e}E", "text", size=14)
        mats = sum(p.materials.values())
        scene.text(f"seat{s}-mini-prog", x + 16, y + 66,
                   fit(f"discs {p.discs_built}  px {phoenix_count(state, s)}  done {len(p.completed)}  closed "
                       f"{closed_cards(p)}  mats {mats} (II {level_count(p, 2)})", 300), "text", size=14)
        techs = "; ".join(t.techs[x_].name for st in p.slots for x_ in st) or "none"
        scene.text(f"seat{s}-mini-more", x + 16, y + 86, fit(
            f"shelter cards {len(p.shelter_cards)}  zones used {len(p.zones_used)}", 300), "muted", size=14,
            tip=f"Technologies: {techs}")
        n = len(p.hand)
        for k in range(min(n, 5)):
            back(scene, f"seat{s}-hand-{k}", x + SIDE_W - 118 + k * 14, y + 32, 40, 56,
                 f"{p.color.title()} holds {n} mission card(s)", z=k)
        if n:
            scene.text(f"seat{s}-hand-n", x + SIDE_W - 12, y + 86, f"{n} cards", "muted", size=14, align="right", z=8)
        y += 100
    return y


def rival(scene: Scene, state: AshesState, y: float) -> None:
    """The solo Rival: difficulty, score, rival track with its marker, the revealed action card and its pieces."""
    r = state.rival
    if r is None:
        return
    t = T()
    x = SIDE_X
    h = 994 - y
    scene.rect("rival-panel", x, y, SIDE_W, h, "panel", r=8, label="Rival")
    scene.rect("rival-stripe", x, y, 8, h, player_style(r.color), r=3)
    scene.text("rival-name", x + 16, y + 20, f"Rival ({r.difficulty}) {r.vp} VP{' - passed' if r.passed else ''}",
               "title", size=15, bold=True)
    track = t.c.rival.rival_track
    scene.text("rival-track-t", x + 16, y + 46, "Track", "muted", size=14)
    for k in range(track.spaces):
        cx = x + 64 + k * 46
        scene.rect(f"rival-track-{k}", cx, y + 28, 42, 28, "current" if k == r.marker else "turn-space", r=4,
                   tip=f"Rival track space {k + 1}{' (top: the Rival passes)' if k == track.spaces - 1 else ''}")
        if k == r.marker:
            scene.token("rival-marker", cx + 21, y + 42, 11, "M", "disc", tip="Rival marker", z=3)
    scene.text("rival-bits", x + 16, y + 78, fit(
        f"discs {r.discs_built}  upgrades {len(r.upgrades_used)}  closed "
        f"{sum(len(v) for v in r.columns.values())}  deck {len(r.deck)}", SIDE_W - 24), "text", size=14)
    if r.revealed:
        c = next((a for a in t.c.rival.action_cards if a.id == r.revealed), None)
        if c is not None:
            def act(m) -> str:
                extra = m.column or m.row or ""
                return f"{m.action} {extra}".strip()
            lines = [f"R1/3: {act(c.main_rounds_1_3)}", f"R2: {act(c.main_round_2)}",
                     f"then: {c.secondary.kind.replace('_', ' ') if c.secondary else '-'}",
                     f"{c.ordinal.replace('_', ' ')}, #{c.numeric}, {c.sector} sector",
                     f"arrow: {c.activator or 'none'}"]
            card(scene, "rival-card", x + 16, y + 90, 260, min(130, h - 100), c.name, lines, "card-rival",
                 f"{c.name}: {c.text}")
