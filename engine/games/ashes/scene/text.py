"""Short on-table wording: compact effect codes, truncation to a width, and tooltip text from the content."""

from __future__ import annotations

from engine.core.textfit import fit, wrap  # noqa: F401  (re-exported for the scene modules)

from ..rules.effects import describe
from ..rules.tables import T

# short names that fit a 90-unit area at 14 units per letter
SHORT = {
    "fuel": "fuel", "data": "data", "antirad": "dose", "strength": "str", "happiness": "happy",
    "plastic": "plastic", "metal": "metal", "cable": "cable", "mushroom": "mush", "tool": "tool",
    "circuit_board": "circuit", "grow_lamp": "lamp", "drone": "drone", "greenhouse": "grnhouse",
}
# one or two letters (tokens, pods, tree nodes)
CODE = {
    "fuel": "F", "data": "D", "antirad": "R", "strength": "S", "happiness": "H",
    "plastic": "Pl", "metal": "Me", "cable": "Ca", "mushroom": "Mu", "tool": "To", "circuit_board": "Ci",
    "grow_lamp": "La", "drone": "Dr", "greenhouse": "Gh",
}
ABBR = {"plastic": "PLAS", "metal": "METL", "cable": "CABL", "mushroom": "MUSH", "tool": "TOOL",
        "circuit_board": "CIRC", "grow_lamp": "LAMP", "drone": "DRON", "greenhouse": "GRNH"}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
LEGEND = "F fuel  D data  R anti-rad dose  S strength  H happiness  A active / E essential survivor"


def short_effect(e: dict) -> str:
    """One effect in a few characters: '+2 data', '-1 fuel', '3 VP', 'any trk+1'."""
    (key, v), = e.items()
    if key in ("gain", "pay"):
        sign = "+" if key == "gain" else "-"
        return " ".join(f"{sign}{n} {SHORT.get(g, g)}" for g, n in v.items())
    if key in ("gain_material", "pay_material"):
        sign = "+" if key == "gain_material" else "-"
        return f"{sign}{v['count']} mat {ROMAN[v['level']]}"
    if key == "vp":
        return f"{v} VP"
    if key == "lose_vp":
        return f"-{v} VP"
    if key == "production":
        return " ".join(f"{SHORT.get(g, g)} trk+{n}" for g, n in v.items())
    if key == "production_choice":
        return f"any trk+{v}"
    if key == "survivors":
        return f"+{v['count']} surv"
    if key == "shelter_card":
        return "shelter card"
    if key == "mission_card":
        return "mission card"
    if key == "main_action":
        return f"{v}" if v != "any" else "main action"
    if key == "move":
        return "free move" if v.get("free") else "move"
    if key == "additional_action":
        return v["action"].replace("_", " ")
    if key == "pass_step":
        return v.replace("_", " ")
    if key == "vp_per":
        return f"{v['vp']}VP/{v['count'].split('_')[0]}"
    if key == "column_scoring":
        return f"{v} column"
    return key


def short_list(effects: list[dict]) -> list[str]:
    """Each effect of a list as a short line (a `gain` of several goods gives one line per good)."""
    out: list[str] = []
    for e in effects:
        (key, v), = e.items()
        if key in ("gain", "pay") and len(v) > 1:
            out.extend(short_effect({key: {g: n}}) for g, n in v.items())
        else:
            out.append(short_effect(e))
    return out


def code(effects: list[dict]) -> str:
    """At most three characters for an effect list (pod and tree tokens): 'H', '2F', 'Pl', '1VP'."""
    if not effects:
        return ""
    (key, v), = effects[0].items()
    if key == "gain" and len(v) == 1:
        (g, n), = v.items()
        c = CODE.get(g, g[:2])
        return c if n == 1 else f"{n}{c}"[:3]
    if key == "vp":
        return f"{v}VP" if v < 10 else f"{v}V"
    if key == "gain_material":
        return f"M{ROMAN[v['level']]}"[:3]
    if key == "production_choice":
        return "T+"
    if key == "shelter_card":
        return "SC"
    if key == "mission_card":
        return "MC"
    return "*"


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
        line = f"Pod {k + 1}: decontaminate for {describe(bonus)}"
        if income:
            at = f"happiness {base + income[0]}+" if base is not None else f"slot level +{income[0]}"
            line += f"; income at {at}: {describe(income[1])}"
        lines.append(line)
    return "\n".join(lines)


def mission_tip(card_id: str) -> str:
    """Tooltip of a mission card."""
    m = T().missions[card_id]
    return f"{m.name}. {m.text}"
