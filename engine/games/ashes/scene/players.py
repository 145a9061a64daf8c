"""Shared status around the boards: the header (round, bag, scores), the turn order track, every other colony
at a glance (their hands face down), and the solo Rival.

Seats are named by reference (`seat_ref`, through `rules.colony.name`), so the page shows each player's name;
their pieces carry the seat's number ("R" for the Rival) in the seat's colour.
"""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.words import count

from .. import targets
from ..catalog import catalog
from ..rules.colony import closed_cards, level_count, name, phoenix_count, strength
from ..rules.words import points, short_good
from ..schema import RivalMain
from ..state import AshesState
from .cards import back, card
from .layout import MAP_RIGHT, SIDE_W, SIDE_X, SIDE_Y, TURN_H, TURN_W, TURN_X, TURN_Y
from .palette import mark, seat_style
from .text import fit, short, wrap

ROUND_ROW = {1: "top", 2: "bottom", 3: "top"}
ROW_ROUNDS = {"top": ("Rounds 1 and 3", "rounds 1 and 3"), "bottom": ("Round 2", "round 2")}
MINI_H = 212
RIVAL_H = 250
ACTION_WORDS = {"build": "build a shelter", "rescue": "rescue survivors", "install": "install an upgrade",
                "move": "move its vehicle"}
SECONDARY_WORDS = {"discard_missions": "discard two mission cards", "colony_scoring": "score a column"}
ORDINAL_WORDS = {"from_top": "from the top", "from_bottom": "from the bottom", "from_left": "from the left",
                 "from_right": "from the right"}


def header(scene: Scene, game, state: AshesState, viewer: int) -> None:
    """Title with round and player to move, the round track, the bag and every score."""
    scene.text("title", 12, 30, fit(game.status(state), 360, 18, True), "title", size=18, bold=True)
    scene.text("round-label", 380, 30, "Round", "muted", size=14)
    for r in (1, 2, 3):
        x = 428 + (r - 1) * 40
        scene.rect(f"round-{r}", x, 10, 36, 28, "current" if r == state.round else "turn-space", r=4,
                   tip=f"Round {r}: survivors emerge in sectors {r} and {r + 1}")
        scene.text(f"round-{r}-t", x + 18, 30, str(r), "text", size=15, align="center", bold=r == state.round)
    a, e = state.bag
    scene.text("bag", MAP_RIGHT, 30, f"Bag: {a} active, {e} essential", "text", size=14, align="right",
               tip=f"The survivor bag holds {a} active and {e} essential survivors")


def _compact(effects: list[dict]) -> str:
    """Turn order rewards in words: "+2 fuel, +1 anti-rad"."""
    return short(effects)


def turn_order(scene: Scene, state: AshesState) -> None:
    """The turn order track: this round's row holds the colonies still playing; passed ones sit on the next row."""
    t = catalog()
    x, y = TURN_X, TURN_Y
    scene.rect("turn-panel", x, y, TURN_W, TURN_H, "panel", r=8, label="Turn order track")
    now = ROUND_ROW.get(state.round, "top")
    scene.text("turn-title", x + 10, y + 22, "Turn order", "title", size=15, bold=True)
    space_w = (TURN_W - 20 - 3 * 6) / 4
    row_y = {"top": y + 52, "bottom": y + 156}  # each row's spaces, 80 units tall, under its name

    def space_left(position: int) -> float:
        return x + 10 + (position - 1) * (space_w + 6)

    for row in ("top", "bottom"):
        ry = row_y[row]
        title, words = ROW_ROUNDS[row]
        scene.text(f"turn-{row}-label", x + 10, ry - 6, title + (" (now)" if row == now else ""), "muted", size=14,
                   bold=row == now)
        for space in t.turn_rows[row].spaces:
            sx = space_left(space.position)
            blocked = space.blocked_3p and state.player_count == 3
            rewards = t.turn_rewards[(row, space.position)]
            style = "turn-blocked" if blocked else ("current" if row == now else "turn-space")
            scene.rect(targets.turn_target(row, space.position), sx, ry, space_w, 80, style, r=6,
                       label=f"Turn order, {words}, place {space.position}",
                       tip=f"Turn order for {words}, place {space.position}: passing onto it gives "
                           f"{_compact(rewards)}{' (blocked with 3 players)' if blocked else ''}.")
            scene.text(f"turn-{row}-{space.position}-p", sx + 8, ry + 21, str(space.position), style, size=16,
                       bold=True)
            for k, line in enumerate(wrap(_compact(rewards), space_w - 10, 14, lines=3)):
                scene.text(f"turn-{row}-{space.position}-t{k}", sx + 5, ry + 40 + 16 * k, line, style, size=14)
    nxt = "top" if state.round == 2 else "bottom"
    for pos, s in sorted(state.next_order.items()):
        _order_token(scene, state, s, space_left(pos) + space_w - 16, row_y[nxt] + 16)
    passed = {s for s, p in enumerate(state.players) if p.passed}
    for k, s in enumerate(state.order):
        if s in passed or s in state.next_order.values():
            continue
        _order_token(scene, state, s, space_left(k + 1) + space_w - 16, row_y[now] + 16)


def _order_token(scene: Scene, state: AshesState, s: int, x: float, y: float) -> None:
    scene.token(f"order-{s}", x, y, 13, mark(state, s), seat_style(state, s),
                tip=f"{name(state, s)}'s turn order marker", z=3)


def others(scene: Scene, state: AshesState, main: int, viewer: int, y: float = SIDE_Y) -> float:
    """Every other colony at a glance; returns the y below the last panel."""
    t = catalog()
    x = SIDE_X
    for s, p in enumerate(state.players):
        if s == main:
            continue
        style = seat_style(state, s)
        to_move = state.pending is not None and state.pending.seat == s
        scene.rect(f"seat{s}-mini", x, y, SIDE_W, MINI_H - 12, "current" if to_move else "panel", r=8,
                   label=f"{name(state, s)}'s colony")
        scene.rect(f"seat{s}-mini-stripe", x, y, 8, MINI_H - 12, style, r=3)
        char = t.characters[p.character].name if p.character else "no character yet"
        flag = ", passed" if p.passed else (", to play" if to_move else "")
        width = SIDE_W - 26
        scene.text(f"seat{s}-mini-name", x + 16, y + 20, fit(f"{name(state, s)}: {points(p.vp)}{flag}", width, 15, True),
                   "title", size=15, bold=True)
        scene.text(f"seat{s}-mini-char", x + 16, y + 40, fit(char, width), "muted", size=14)
        a, e = p.entrance
        mats = sum(p.materials.values())
        techs = "; ".join(t.techs[x_].name for st in p.slots for x_ in st) or "none"
        goods = [f"{short_good(g).capitalize()} {n}" for g, n in (("fuel", p.fuel), ("data", p.data),
                                                                 ("antirad", p.antirad), ("strength", strength(p)),
                                                                 ("happiness", p.happiness))]
        progress = [count(p.discs_built, "shelter"), count(phoenix_count(state, s), "upgrade"),
                    count(len(p.completed), "mission") + " done", count(closed_cards(p), "closed card"),
                    count(mats, "material") + f" ({level_count(p, 2)} of level 2)"]
        for k, (left, right) in enumerate(zip(goods, progress)):
            scene.text(f"seat{s}-mini-g{k}", x + 16, y + 60 + 18 * k, left, "text", size=14)
            scene.text(f"seat{s}-mini-p{k}", x + 140, y + 60 + 18 * k, fit(right, SIDE_W - 150), "text", size=14,
                       tip=f"Technologies: {techs}. Shelter cards: {len(p.shelter_cards)}." if k == 4 else None)
        scene.text(f"seat{s}-mini-entrance", x + 16, y + 60 + 18 * 5, f"Entrance: {a} active, {e} essential",
                   "muted", size=14)
        n = len(p.hand)
        for k in range(min(n, 5)):
            back(scene, f"seat{s}-hand-{k}", x + 16 + k * 14, y + 166, 22, 30,
                 f"{name(state, s)} holds {n} mission card{'s' if n != 1 else ''}", z=k)
        hand_x = x + 16 + (min(n, 5) * 14 + 16 if n else 0)
        scene.text(f"seat{s}-hand-n", hand_x, y + 188, f"{count(n, 'mission card')} in hand", "muted", size=14)
        y += MINI_H
    return y


def rival(scene: Scene, state: AshesState, y: float) -> None:
    """The solo Rival: difficulty, score, rival track with its marker, the revealed action card and its pieces."""
    r = state.rival
    if r is None:
        return
    t = catalog()
    x = SIDE_X
    h = RIVAL_H - 6
    seat = len(state.players)
    scene.rect("rival-panel", x, y, SIDE_W, h, "panel", r=8, label="The Rival")
    scene.rect("rival-stripe", x, y, 8, h, seat_style(state, seat), r=3)
    scene.text("rival-name", x + 16, y + 20, fit(f"The Rival ({r.difficulty}): {points(r.vp)}"
                                                 f"{', passed' if r.passed else ''}", SIDE_W - 24, 15, True),
               "title", size=15, bold=True)
    track = t.content.rival.rival_track
    scene.text("rival-track-t", x + 16, y + 50, "Track", "muted", size=14)
    pitch = min(46.0, (SIDE_W - 80) / track.spaces)
    for k in range(track.spaces):
        cx = x + 64 + k * pitch
        scene.rect(f"rival-track-{k}", cx, y + 30, pitch - 4, 30, "current" if k == r.marker else "turn-space", r=4,
                   tip=f"Rival track space {k + 1}{' (on the top space the Rival passes)' if k == track.spaces - 1 else ''}")
        if k == r.marker:
            scene.token("rival-marker", cx + (pitch - 4) / 2, y + 45, 13, "", "disc", tip="The Rival's marker", z=3)
    scene.text("rival-bits", x + 16, y + 82, fit(
        f"{count(r.discs_built, 'shelter')}, {count(len(r.upgrades_used), 'upgrade')}, "
        f"{count(sum(len(v) for v in r.columns.values()), 'closed card')}", SIDE_W - 24), "text", size=14)
    scene.text("rival-deck", x + 16, y + 100, f"{count(len(r.deck), 'card')} in its deck", "muted", size=14)
    if r.revealed:
        c = next((a for a in t.content.rival.action_cards if a.id == r.revealed), None)
        if c is not None:
            def act(m: RivalMain) -> str:
                extra = f" ({m.column} column)" if m.column else (f" ({m.row.replace('_', ' ')} row)" if m.row else "")
                return ACTION_WORDS.get(m.action, m.action) + extra

            second = SECONDARY_WORDS.get(c.secondary.kind, c.secondary.kind.replace("_", " ")) if c.secondary else "nothing"
            lines = [f"Rounds 1 and 3: {act(c.main_rounds_1_3)}", f"Round 2: {act(c.main_round_2)}",
                     f"Then: {second}",
                     f"Counts {c.numeric} {ORDINAL_WORDS.get(c.ordinal, c.ordinal.replace('_', ' '))}, "
                     f"{c.sector} sector",
                     f"Arrow: {c.activator or 'none'}"]
            card(scene, "rival-card", x + 16, y + 110, SIDE_W - 32, min(124, h - 116), c.name, lines, "card-rival",
                 f"{c.name}: {c.text}\n" + "\n".join(lines))
