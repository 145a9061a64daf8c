"""Short on-table wording in players' words: effects in a few words or as an icon with a number, truncation to a
width, and tooltip text from the content.

No abbreviations (docs/ui.md, "Icons and words instead of abbreviations"): a good is written out ("anti-rad",
"circuit board"), victory points are "points" on the table and "victory points" in tips, and where a space is
too small for words the effect is an icon with a number (`glyph`), each icon explained in the glossary.
"""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.textfit import fit, wrap  # noqa: F401  (re-exported for the scene modules)

from ..catalog import catalog
from ..rules.effects import describe, short_effect
from ..rules.words import short_good

# icons of the goods an icon with a number can stand for (each is in help.json's glossary)
GOOD_ICON = {"fuel": "fuel", "data": "bolt", "antirad": "drop", "strength": "sword", "happiness": "heart"}


def short_list(effects: list[dict]) -> list[str]:
    """Each effect of a list as a short phrase (a `gain` of several goods gives one phrase per good)."""
    out: list[str] = []
    for e in effects:
        (key, v), = e.items()
        if key in ("gain", "pay") and len(v) > 1:
            out.extend(short_effect({key: {g: n}}) for g, n in v.items())
        else:
            out.append(short_effect(e))
    return out


def short(effects: list[dict]) -> str:
    """An effect list in a few words, "+1 fuel, 2 points"; "nothing" when empty."""
    return ", ".join(short_list(effects)) or "nothing"


def glyph(effects: list[dict]) -> tuple[str | None, str]:
    """The first effect of a list as (icon, number) for a small space, or (None, a word or two) when no icon
    stands for it (a named material): ("heart", "+1"), ("star", "2"), (None, "plastic")."""
    if not effects:
        return None, ""
    (key, v), = effects[0].items()
    if key == "gain" and len(v) == 1:
        (g, n), = v.items()
        if g in GOOD_ICON:
            return GOOD_ICON[g], f"+{n}"
        return None, short_good(g) if n == 1 else f"{n} {short_good(g)}"
    if key == "vp":
        return "star", str(v)
    if key == "gain_material":
        return None, f"level {v['level']} material"
    if key == "production_choice":
        return "arrow", f"+{v}"
    if key == "shelter_card":
        return "house", f"+{v}"
    if key == "mission_card":
        return "card", f"+{v}"
    if key == "survivors":
        return "person", f"+{v['count']}"
    return None, short_effect(effects[0])


def draw_glyph(scene: Scene, item_id: str, x: float, y: float, effects: list[dict], style: str, *,
               width: float = 48, z: int = 3) -> None:
    """An effect list drawn small, centred on (x, y) in a box about `width` wide: an icon over its number, or a
    word or two."""
    icon, text = glyph(effects)
    if icon is not None:
        scene.icon(f"{item_id}-icon", x, y - 7, icon, style, size=18, z=z)
        scene.text(f"{item_id}-n", x, y + 17, text, style, size=14, align="center", bold=True, z=z)
        return
    lines = wrap(text, width, 13, lines=2)
    top = y + 5 - 8 * (len(lines) - 1)
    for k, line in enumerate(lines):
        scene.text(f"{item_id}-l{k}", x, top + 16 * k, line, style, size=13, align="center", z=z)


def long(effects: list[dict]) -> str:
    """The rules' own readable summary of an effect list."""
    return describe(effects)


def tech_tip(tech_id: str) -> str:
    """Tooltip of a technology tile."""
    tech = catalog().techs[tech_id]
    return f"{tech.name} ({tech.kind.replace('_', ' ')} technology). {tech.text}"


def shelter_tip(card_id: str, base: int | None = None) -> str:
    """Tooltip of a shelter card: its text and every pod's bonus and income."""
    t = catalog()
    card = t.shelter_cards[card_id]
    lines = [f"{card.name}. {card.text}"]
    for k, (bonus, income) in enumerate(zip(t.pod_bonus[card_id], t.pod_income[card_id])):
        line = f"Pod {k + 1}: decontaminate a survivor here for {describe(bonus)}"
        if income:
            at = (f"happiness {base + income[0]} or more" if base is not None
                  else f"happiness {income[0]} above the card's space or more")
            line += f"; when you pass with {at}: {describe(income[1])}"
        lines.append(line)
    return "\n".join(lines)


def mission_tip(card_id: str) -> str:
    """Tooltip of a mission card."""
    m = catalog().missions[card_id]
    return f"{m.name}. {m.text}"
