"""Colony primitives: limits from upgrades, VP and happiness with their floors, materials, survivors, tracks."""

from __future__ import annotations

from engine.core.names import seat_ref

from ..catalog import ability_of, catalog, known_ability
from ..schema import ExtraColumn, ForbidClass2
from ..state import ACTIVE, COLUMNS, ESSENTIAL, EXTRA_COLUMN, AshesState, PlayerState


def limit(p: PlayerState, name: str) -> int:
    """A colony limit (App. II): the printed value, replaced by the value revealed under a used upgrade tile."""
    initial, by_tile = catalog().limits[name]
    result = initial
    for uid, value in by_tile:  # class I before class II, so the later reveal wins
        if uid in p.upgrades_used:
            result = value
    if name == "scoring_areas" and p.character == "char_archivist":
        # App. I: the Archivist scores 3/4/5 areas instead of 2/3/4
        steps = known_ability("char_archivist", ExtraColumn).scoring_areas
        result = steps[min(2, max(0, result - 2))]
    return int(result)


def strength(p: PlayerState) -> int:
    """5.2 colony strength: the level of the marker's node."""
    return catalog().nodes[p.strength_node].level


def add_vp(state: AshesState, seat: int, n: int) -> None:
    """5.4 score or lose VP; the score never goes below 0."""
    p = state.players[seat]
    p.vp = max(0, p.vp + n)


def change_happiness(state: AshesState, seat: int, n: int) -> None:
    """5.5 move the happiness disc; +1 VP per step above 9, -2 VP per step below 0."""
    p = state.players[seat]
    target = p.happiness + n
    if target > 9:
        add_vp(state, seat, target - 9)
        target = 9
    elif target < 0:
        add_vp(state, seat, 2 * target)
        target = 0
    p.happiness = target


def room(p: PlayerState, material: str) -> int:
    """5.3 free places in a material's storage slot."""
    return limit(p, "material_capacity") - p.materials[material]


def gain_material(state: AshesState, seat: int, material: str) -> bool:
    """5.3 store one material if its slot has room (a full slot means the reward is lost)."""
    p = state.players[seat]
    if room(p, material) <= 0:
        state.say(f"{name(state, seat)} has no room for {label(material)}.")
        return False
    p.materials[material] += 1
    return True


def level_count(p: PlayerState, level: int) -> int:
    """Materials of one level in the pyramid."""
    return level_counts(p)[level]


def level_counts(p: PlayerState) -> dict[int, int]:
    """Materials of every level in the pyramid (1, 2 and 3), counted in one pass."""
    lv = catalog().material_level
    counts = {1: 0, 2: 0, 3: 0}
    for m, n in p.materials.items():
        counts[lv[m]] += n
    return counts


def entrance_room(p: PlayerState) -> int:
    """9.2 free spaces at the colony entrance."""
    return limit(p, "entrance") - sum(p.entrance)


def draw_survivor(state: AshesState) -> int | None:
    """Draw one survivor from the bag at random: ACTIVE, ESSENTIAL, or None when the bag is empty (5.7)."""
    total = state.bag[0] + state.bag[1]
    if total == 0:
        return None
    kind = ACTIVE if state.rng.below(total) < state.bag[0] else ESSENTIAL
    state.bag[kind] -= 1
    return kind


def take_kind(state: AshesState, kind: int) -> bool:
    """Take a survivor of a given kind from the bag (False when none of that kind is left)."""
    if state.bag[kind] == 0:
        return False
    state.bag[kind] -= 1
    return True


def to_entrance(state: AshesState, seat: int, kind: int) -> None:
    """Place a survivor at the entrance, or return it to the bag when there is no room (rules notes)."""
    p = state.players[seat]
    if entrance_room(p) > 0:
        p.entrance[kind] += 1
    else:
        state.bag[kind] += 1
        state.say(f"{name(state, seat)}'s colony entrance is full: the survivor goes back to the bag.")


def production_up(state: AshesState, seat: int, track: str, steps: int) -> None:
    """8.3.2 move a production disc up; 2 VP for each step past the top."""
    p = state.players[seat]
    top = len(catalog().track_values[track]) - 1
    over = max(0, p.production[track] + steps - top)
    p.production[track] = min(top, p.production[track] + steps)
    if over:
        add_vp(state, seat, 2 * over)


def production_output(p: PlayerState, track: str) -> int:
    """8.3.2 resources produced by a track at the disc's height."""
    return catalog().track_values[track][p.production[track]]


def columns(p: PlayerState) -> list[str]:
    """Closed shelter columns of a colony (App. I: the Archivist adds a fourth)."""
    return list(COLUMNS) + ([EXTRA_COLUMN] if p.character == "char_archivist" else [])


def closed_cards(p: PlayerState) -> int:
    """10.1.2 closed shelter cards in all columns."""
    return sum(len(v) for v in p.columns.values())


def phoenix_count(state: AshesState, seat: int, row: str | None = None) -> int:
    """9.3 upgrades this seat installed in the Phoenix Project (in one row when given)."""
    t = catalog()
    px = t.px[state.phoenix_side]
    return sum(1 for sid, s in state.phoenix_upgrades.items() if s == seat and (row is None or px[sid].row == row))


def class_2_ok(p: PlayerState) -> tuple[bool, str]:
    """8.3.1 / 10.2.2 prerequisite shared by every class II choice: one production disc on its third space."""
    if max(p.production.values()) >= 2:
        return True, ""
    return False, "a production disc must reach its third space first"


def upgrade_choices(p: PlayerState) -> list[tuple[str, bool, str]]:
    """Upgrade tiles still on the colony board, each with (enabled, why not)."""
    t = catalog()
    ok2, why2 = class_2_ok(p)
    out = []
    for uid in t.upgrade_order:
        if uid in p.upgrades_used:
            continue
        tile = t.upgrades[uid]
        if tile.upgrade_class == 1:
            out.append((uid, True, ""))
            continue
        first = next(u for u in t.upgrade_order if t.upgrades[u].category == tile.category
                     and t.upgrades[u].upgrade_class == 1)
        forbidden = ability_of(p.character, ForbidClass2)
        if forbidden is not None and forbidden.category == tile.category:
            out.append((uid, False, "your character may never take this upgrade"))
        elif first not in p.upgrades_used:
            out.append((uid, False, "take the class I upgrade of this row first"))
        else:
            out.append((uid, ok2, why2))
    return out


def name(state: AshesState, seat: int) -> str:
    """How the log names a seat: a player by reference (the api puts the chosen name there), the Rival by name."""
    if seat >= len(state.players):
        return "The Rival"
    return seat_ref(seat)


def label(key: str) -> str:
    """A readable name for a material, resource or track id."""
    return key.replace("_", " ")
