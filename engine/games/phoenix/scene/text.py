"""Short words for the table: rewards in a few characters (tooltips carry the full words), seat styles."""

from __future__ import annotations

from ..state import PhoenixState

SHORT = {"fuel": "F", "points": "P", "energy": "E", "develop": "D", "population": "Pop", "insignia": "Ins",
         "release": "Rel", "mission": "M", "promote": "Up", "complete_free": "M!", "score_buildings": "Score",
         "regenerator_reward": "R+", "paid_regenerator_reward": "R+", "central_fuel": "F/lvl"}


ROMAN = {2: "II", 3: "III", 4: "IV"}


def short(effects: list) -> str:
    """A reward in a few characters: "2F 1P" (legend on the table: F fuel, P points, E energy...)."""
    parts = []
    for effect in effects:
        kind, value = next(iter(effect.items()))
        code = SHORT.get(kind)
        if kind == "build_regenerator":
            parts.append("Regen" + (" free" if value.get("free") else "") + ("+R" if value.get("extra_reward") else ""))
        elif kind == "build":
            parts.append(f"{value.get('count', 1)}Bld" + (" any" if value.get("unrestricted") else "")
                         + (" free" if value.get("free") else "") + (" diff" if value.get("different") else ""))
        elif kind == "technology":
            parts.append(f"Tech {ROMAN[value]}")
        elif kind == "choose":
            parts.append(" / ".join(short(alternative) for alternative in value))
        elif kind == "per":
            parts.append(f"{value['each']}{'F' if value['gain'] == 'fuel' else 'P'}/each")
        elif code is None:
            parts.append(kind)
        elif isinstance(value, int) and not isinstance(value, bool):
            parts.append(f"{value}{code}")
        else:
            parts.append(code)
    return " ".join(parts)


def seat_style(state: PhoenixState, seat: int) -> str:
    """A seat's palette style: seat0..seat3, Project Kraken its own."""
    return "kraken" if state.kraken == seat else f"seat{seat}"


LEGEND = ("F fuel, P points, E energy, D development, Pop population, Ins insignia, Rel release a settler, "
          "M mission card, S/C/M scientific/civic/military")
