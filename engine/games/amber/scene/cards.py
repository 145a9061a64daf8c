"""How one card is drawn: its face (name, bottom symbols, what it does) and its full text in the detail panel."""

from __future__ import annotations

from engine.core.scene import Scene
from engine.core.textfit import fit

from ..catalog import catalog
from ..rules.common import WORD, card, name, symbols
from ..rules.effects import effects_text
from ..rules.pay import cost_words
from ..rules.tribes import ARROW, LIMIT, rule_words, tribe_name
from ..state import AmberState
from ..vocabulary import EFFECTS
from .palette import KIND_STYLE

TYPE_WORDS = {"plain": "", "land": "Land", "action": "Action", "shield": "Resilience", "wonder": "Wonder", "ambition": "Ambition",
              "amber": "Amber"}


def style_of(state: AmberState, cid: str) -> str:
    c = card(cid)
    if cid in state.exhausted:
        return "exhausted"
    if c.kind == "du":
        return "utopia" if state.faces.get(cid) == "utopia" else "death"
    if c.kind == "chronicle" and c.type == "action":
        return "action"
    return KIND_STYLE.get(c.kind, "chronicle")


def symbol_words(state: AmberState, cid: str) -> str:
    return ", ".join(WORD[s] for s in symbols(state, cid)) or "no symbol"


def lines_of(state: AmberState, cid: str) -> list[str]:
    """The whole text of a card, paragraph by paragraph."""
    c = card(cid)
    out = [f"Symbols: {symbol_words(state, cid)}."]
    kind = TYPE_WORDS.get(c.type, "")
    if kind:
        out.append(f"Type: {kind}.")
    if c.era and c.kind == "chronicle":
        out.append(f"Era {c.era}" + (f", {c.trait}" if c.trait else "") + ".")
    if c.cost:
        out.append(f"Cost: {cost_words(list(c.cost))}.")
    if c.effects:
        out.append(f"Exhaust to {effects_text(c.effects)}.")
    if c.type == "shield":
        out.append("Protects the card directly below it during a Catastrophe.")
    if c.power:
        out.append(f"Greater power, once a game, when on top of a city: {EFFECTS.text(c.power)}.")
    if "must_play" in c.marks:
        out.append("Played at once when claimed or received.")
    if "new_city" in c.marks:
        out.append("Played at once as a new city.")
    if c.kind == "amber":
        out.append("While it is in your cities, draw 2 more cards at each income.")
    if c.kind == "ash":
        out.append("Discarded when you pass.")
    if c.kind == "tribe":
        out.append(f"Tribe card {c.id[4]} of {tribe_name(cid)}.")
        out += rule_words(cid)
    if c.kind == "land":
        needs = ", ".join(WORD[s] for s in c.requires)
        out.append(f"A Land, number {int(c.id[4:])} of the Land deck. To claim it, show {needs}, each on a different"
                   " card of your cities, and discard 1 regular card; it starts a new city.")
        out.append("It can be targeted but never burns, and it is never discarded.")
    if c.kind == "remnant":
        out.append("A Remnants card: it took the place of an Amber that burned. Its owner does not draw the "
                   "Amber's 2 cards of income until the Amber is back.")
    if cid in state.exhausted:
        out.append("Exhausted this era.")
    if cid in state.protected:
        out.append("Protected during this resolution.")
    return out


def face_text(state: AmberState, cid: str) -> str:
    c = card(cid)
    bits = [symbol_words(state, cid)]
    if c.effects:
        bits.append(effects_text(c.effects))
    if c.power:
        bits.append("greater power")
    if c.cost:
        bits.append(f"cost {cost_words(list(c.cost))}")
    if c.requires:
        bits.append("needs " + ", ".join(WORD[s] for s in c.requires))
    bits += [ARROW[p] for p in c.permanent] + [LIMIT[x] for x in c.limits]
    return "; ".join(bits)


def draw_card(scene: Scene, state: AmberState, cid: str, x: float, y: float, w: float, h: float,
              tip: str | None = None, strip: bool = False, face: str | None = None) -> None:
    """A card face; `strip`: a card under the top of a city, only its title band shows, with its symbols written
    under it (every card of a city counts its symbols); `face`: a shorter title for the face (the label and the
    detail keep the card's name)."""
    title = name(state, cid)
    style = style_of(state, cid)
    scene.card(f"card-{cid}", x, y, w, h, face or title, "" if strip else face_text(state, cid), style,
               label=title, tip=tip or f"{title}: {symbol_words(state, cid)}", detail=lines_of(state, cid))
    if strip:
        scene.text(f"symbols-{cid}", x + 10, y + h - 7, fit(symbol_words(state, cid), w - 20, 13), style, size=13)
    if cid in state.targeted or cid in state.protected:
        scene.rect(f"mark-{cid}", x - 3, y - 3, w + 6, h + 6, "marked" if cid in state.targeted else "safe",
                   r=6, tip="Targeted by the Catastrophe" if cid in state.targeted else "Protected", z=3)


def project_card(scene: Scene, pid: str, x: float, y: float, w: float, h: float) -> None:
    project = catalog().projects[pid]
    text = project_words(pid)
    scene.card(f"card-{pid}", x, y, w, h, project.name, text, "project", label=f"Project {project.name}",
               detail=[text, "Worth 2 Utopia at the end when it holds, if every Ambition was claimed."])


PROJECT_WORDS = {"cities": "cities", "tallest_city": "cards in your tallest city", "amber_on_top": "",
                 "no_death": "", "wonders": "Wonder cards", "science": "Science cards", "food": "Food cards",
                 "engineering": "Engineering cards", "culture": "Culture cards", "population": "Population cards",
                 "shields": "Resilience cards", "exhausted": "exhausted cards", "ambitions": "Ambition cards",
                 "era1_cards": "Prehistory cards", "utopia": "Utopia", "hand": "cards in hand", "ash": "Ash cards",
                 "fewest_death": "Death cards"}


def project_words(pid: str) -> str:
    project = catalog().projects[pid]
    if project.metric == "amber_on_top":
        return "Your Amber is the top card of a city."
    if project.metric == "no_death":
        return "You have no Death card."
    return f"At least {project.at_least} {PROJECT_WORDS[project.metric]}."
