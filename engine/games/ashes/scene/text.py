"""Short on-table wording in players' words: effects in a few words or as an icon with a number, truncation to a
width, and tooltip text from the content.

No abbreviations (docs/ui.md, "Icons and words instead of abbreviations"): a good is written out ("anti-rad",
"circuit board"), victory points are "points" on the table and "victory points" in tips, and where a space is
too small for words the effect is an icon with a number (`glyph`), each icon explained in the glossary.
"""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.textfit import fit, wrap  # noqa: F401  (re-exported for the scene modules)
from engine.core.words import count

from ..rules.effects import PASS_STEPS, describe
from ..rules.tables import T
from ..rules.words import good

# the words for goods on the table (anti-rad doses are "anti-rad" where room is short)
WORD = {"antirad": "anti-rad"}
# icons of the goods an icon with a number can stand for (each is in help.json's glossary)
GOOD_ICON = {"fuel": "fuel", "data": "bolt", "antirad": "drop", "strength": "sword", "happiness": "heart"}
ACTION_WORD = {"build": "build a shelter", "rescue": "rescue survivors", "install": "install an upgrade",
               "rest": "rest", "any": "a main action"}
COUNTED_WORD = {"closed_shelter_cards": "closed card", "shelters_built": "shelter", "missions_completed": "mission",
                "level_2_materials": "level 2 material", "phoenix_upgrades": "upgrade"}


def word(key: str) -> str:
    """A good as the table names it: "fuel", "anti-rad", "grow lamp"."""
    return WORD.get(key, good(key))


def points(n: int) -> str:
    """Victory points on the table: "1 point", "3 points"."""
    return count(n, "point")


def short_effect(e: dict) -> str:
    """One effect in a few words: "+2 data", "-1 fuel", "3 points", "any track +1"."""
    (key, v), = e.items()
    if key in ("gain", "pay"):
        sign = "+" if key == "gain" else "-"
        return ", ".join(f"{sign}{n} {word(g)}" for g, n in v.items())
    if key in ("gain_material", "pay_material"):
        sign = "+" if key == "gain_material" else "-"
        return f"{sign}{v['count']} material{'s' if v['count'] != 1 else ''} of level {v['level']}"
    if key == "vp":
        return points(v)
    if key == "lose_vp":
        return f"-{points(v)}"
    if key == "production":
        return ", ".join(f"{word(g)} track +{n}" for g, n in v.items())
    if key == "production_choice":
        return f"any track +{v}"
    if key == "survivors":
        kind = "" if v["kind"] == "any" else v["kind"] + " "
        return f"+{count(v['count'], kind + 'survivor')}"
    if key == "shelter_card":
        return "shelter card" if v == 1 else count(v, "shelter card")
    if key == "mission_card":
        return "mission card" if v == 1 else count(v, "mission card")
    if key == "main_action":
        action: str = v
        return ACTION_WORD.get(action, action)
    if key == "move":
        return "free move" if v.get("free") else "move"
    if key == "additional_action":
        return v["action"].replace("_", " ")
    if key == "pass_step":
        step: str = v
        return PASS_STEPS.get(step, step.replace("_", " "))
    if key == "vp_per":
        return f"{points(v['vp'])} per {COUNTED_WORD.get(v['count'], v['count'].replace('_', ' '))}"
    if key == "column_scoring":
        return "score a column" if v == "any" else f"score the {v} column"
    return key.replace("_", " ")


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
        return None, word(g) if n == 1 else f"{n} {word(g)}"
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
    tech = T().techs[tech_id]
    return f"{tech.name} ({tech.kind.replace('_', ' ')} technology). {tech.text}"


def shelter_tip(card_id: str, base: int | None = None) -> str:
    """Tooltip of a shelter card: its text and every pod's bonus and income."""
    t = T()
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
    m = T().missions[card_id]
    return f"{m.name}. {m.text}"
