"""Setting the table up (Setup): era decks, pools of this game's Catastrophes, Wonders and Resilience cards, the
Achievement with its Ambitions over Civilization cards, three Decisive Moments, Fire on Amber as each player's
first city, two Projects to keep one of."""

from __future__ import annotations

from engine.core.choice import Choice, Option
from engine.core.rng import Rng
from engine.core.state import PLAYER, Frame

from .. import targets
from ..catalog import catalog
from ..state import AmberState
from .common import who
from .flow import FLOW
from .long_reach import MOMENT, setup_lands
from .tribes import setup_tribes


def setup_state(players: int, options: dict[str, str], rng: Rng) -> AmberState:
    """The state before the first choice: components in place, every player choosing a Project."""
    cat = catalog()
    content = cat.content
    family = options.get("family") == "on"
    first_game = options.get("first_game") == "yes"
    state = AmberState(seat_kinds=[PLAYER] * players, rng=rng, players=players, solo=players == 1, family=family)
    state.eras = [1, 2, 4, 5] if family else [1, 2, 3, 4, 5]
    state.decks = [[cid for cid in cat.era_decks[era] if not (first_game and cid in cat.cracked)]
                   for era in range(1, 6)]
    state.discards = [[] for _ in range(5)]
    state.hands = [[[] for _ in range(5)] for _ in range(players)]
    state.claimed = [[] for _ in range(players)]
    state.looking = [[] for _ in range(players)]
    state.ash_supply = [a.id for a in content.components.ash]
    state.du_supply = [d.id for d in content.components.death_utopia]
    long_reach = options.get("long_reach") == "on"
    state.catastrophe_pool = [[c.id for c in content.catastrophes.cards if c.era == era] for era in range(1, 5)]
    if long_reach:  # its Catastrophe is shuffled in with those of its era (rules notes R34)
        reach = content.long_reach.catastrophe
        state.catastrophe_pool[reach.era - 1].append(reach.id)
    state.wonder_pool = [[w.id for w in content.wonders.cards if w.era == era] for era in range(1, 6)]
    state.resilience_pool = [[r.id for r in content.resilience.cards if r.era == era] for era in range(1, 5)]
    achievements = sorted(cat.achievements)
    state.achievement = rng.pick(achievements)
    ambitions = [a.id for a in cat.achievements[state.achievement].ambitions]
    civs = [c.id for c in content.achievements.civilizations]
    for k in range(players):
        civ = civs[k]
        state.groups.append([civ] if family else [rng.draw_from_bag(ambitions), civ])
    if not family:
        moments = sorted(m for m in cat.moments if long_reach or m != MOMENT)
        state.moments = [rng.draw_from_bag(moments) for _ in range(3)]
        state.moments_done = [False, False, False]
    fires = [f.id for f in content.components.fire]
    ambers = [a.id for a in content.components.amber]
    state.cities = [[[fires[s], ambers[s]]] for s in range(players)]
    state.first = None if state.solo else rng.below(players)
    state.starter = state.first or 0
    state.project_deck = sorted(cat.projects)
    state.projects = [[] for _ in range(players)]
    state.project_look = [[] for _ in range(players)]
    state.passed = [False] * players
    if long_reach:
        setup_lands(state)
    if options.get("remnants") == "on":
        state.remnants_on = True
        state.remnants = [r.id for r in content.remnants.cards]
        state.amber_out = [""] * players
    state.say(f"The Achievement of this game is {cat.achievements[state.achievement].name}.")
    if state.first is not None:
        state.say(f"{who(state, state.first)} takes the First Player card.")
    picks = setup_tribes(state) if options.get("tribes") == "on" else []
    state.schedule(*picks, *[Frame("projects_deal", {"seat": s}) for s in range(players)], Frame("era_start"))
    return state


@FLOW.step("projects_deal")
def _deal(state: AmberState, seat: int) -> None:
    for _ in range(min(2, len(state.project_deck))):
        state.reveal()
        state.project_look[seat].append(state.rng.draw_from_bag(state.project_deck))
    state.project_look[seat].sort()
    state.push("project_keep", seat=seat)


@FLOW.ask("project_keep", rule="projects")
def _ask_keep(state: AmberState, seat: int) -> Choice:
    cat = catalog()
    options = [Option(f"Keep the Project {cat.projects[p].name}", p, target=targets.card(p))
               for p in state.project_look[seat]]
    return Choice(seat, "Choose the Project you keep (the other goes back into the deck)", options)


@FLOW.answer("project_keep")
def _answer_keep(state: AmberState, pick: str, seat: int) -> None:
    for p in state.project_look[seat]:
        (state.projects[seat] if p == pick else state.project_deck).append(p)
    state.project_deck.sort()
    state.project_look[seat] = []
    state.say(f"{who(state, seat)} keeps a Project.")
