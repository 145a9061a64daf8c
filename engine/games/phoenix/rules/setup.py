"""Game setup (General Setup, Player Setup; Appendix I 1. for the solo game): sides by player count, removed
components, the closed region at three players, closed tasks, tasks by level and mark, four technology cards a
level, blueprints, level II missions, intercoms, initial regenerators, connection tapes, population bonuses, and the
mission + initial program pairs chosen in reverse turn order."""

from __future__ import annotations

from engine.core.choice import Choice, Option
from engine.core.rng import Rng
from engine.core.state import AUTOMA, PLAYER, Frame

from .. import targets
from ..catalog import catalog
from ..schema import tile_in_game
from ..state import INITIAL, PhoenixState
from ..vocabulary import EFFECTS
from .cards import mission_words
from .common import give, is_kraken, open_area, who
from .flow import FLOW


def table_count(players: int) -> int:
    """The player count the components are chosen for: a solo game is set up as a two-player game."""
    return 2 if players == 1 else players


def setup_state(players: int, options: dict[str, str], rng: Rng) -> PhoenixState:
    """Build the table, deal what is dealt at random, and queue the pair choices and the first round."""
    cat = catalog()
    solo = players == 1
    kinds = [PLAYER] * players + ([AUTOMA] if solo else [])
    seats = len(kinds)
    count = table_count(players)
    four = count == 4
    side = "small" if count <= 2 else "large"
    state = PhoenixState(seat_kinds=kinds, rng=rng, players=players, kraken=players if solo else None,
                         difficulty=options.get("kraken", "easy"), side=side)
    console = cat.content.console
    state.passed = [False] * seats
    state.fuel = [0] * seats
    state.vp = [0] * seats
    state.energy = [1] * seats
    state.dev = [[1, 1] for _ in range(seats)]
    state.insignia = [[0, 0, 0] for _ in range(seats)]
    state.built_regens = [[] for _ in range(seats)]
    state.built_buildings = [[] for _ in range(seats)]
    start = cat.content.tracks.population.start
    state.track = [[start] for _ in range(seats)]
    state.black = [not is_kraken(state, seat) for seat in range(seats)]
    state.crossed = [False] * seats
    state.console_settlers = [0 if is_kraken(state, seat) else console.settler_spaces for seat in range(seats)]
    state.waiting = [0] * seats
    state.released = [0] * seats
    state.lost = [0] * seats
    state.commandos = [["I", "I", "I"] for _ in range(seats)]
    state.tech = [[None, None, None, None] for _ in range(seats)]
    state.known = [[] for _ in range(seats)]
    state.secret = [[[], []] for _ in range(seats)]
    state.completed = [[] for _ in range(seats)]

    # the task panel: closed task markers, then the tiles of each level at random on the open spaces
    panel = cat.panels[side]
    for level in (1, 2, 3, 4):
        spaces = [space for space in panel.side.tasks if space.level == level]
        tiles = sorted(t.id for t in cat.tasks.values() if t.level == level and tile_in_game(t.mark, count))
        for space in spaces:
            if count in space.closed_for:
                state.closed.append(space.id)
            else:
                state.task_at[space.id] = rng.draw_from_bag(tiles)
    # four technology cards of each level
    for level in (2, 3, 4):
        pool = sorted(t.id for t in cat.technologies.values() if t.level == level and (four or not t.four_players))
        state.tech_row.append([rng.draw_from_bag(pool) for _ in range(4)])
    # one blueprint of each letter
    for letter in cat.content.tracks.blueprint_spaces:
        pool = sorted(b.id for b in cat.blueprints.values() if b.letter == letter and (four or not b.four_players))
        state.blueprint_at[letter] = rng.draw_from_bag(pool)
        state.blueprint_by[letter] = None
    # missions: four level II face up, the level II and level III decks face down
    level2 = sorted(m.id for m in cat.missions.values() if m.level == 2 and (four or not m.four_players))
    level3 = sorted(m.id for m in cat.missions.values() if m.level == 3 and (four or not m.four_players))
    state.mission_row = [rng.draw_from_bag(level2) for _ in range(4)]
    state.decks = [level2, level3]
    # three end-game-scoring intercoms at each of 10.1, 10.2, 10.3
    intercoms = sorted(i.id for i in cat.intercoms.values() if four or not i.four_players)
    for position in cat.content.tracks.intercom_positions:
        for slot in position.slots:
            state.intercom_card[slot] = rng.draw_from_bag(intercoms)
            state.intercom_seats[slot] = []
    # the white initial regenerators (R3 only with four players)
    board = cat.boards[side]
    for initial in cat.content.board.initial_regenerators:
        if count >= initial.min_players:
            space = next(s.id for s in board.regens.values() if s.initial == initial.id)
            state.regen_at[space] = INITIAL
    # connection tapes, yellow side up, on the spaces in play
    tapes = sorted(cat.tapes)
    for tape_space, (a, b) in board.tapes.items():
        if open_area(state, a) and open_area(state, b):
            state.tape_at[tape_space] = rng.draw_from_bag(tapes)
            state.tape_flipped[tape_space] = False
            state.tape_got[tape_space] = []
    # population bonuses: five blue on the blue spaces, three red on the red ones
    for colour in ("blue", "red"):
        pool = sorted(b.id for b in cat.bonuses.values() if b.colour == colour)
        for space in cat.content.tracks.population.spaces:
            if space.bonus == colour:
                state.bonus_at[space.id] = rng.draw_from_bag(pool)
    # mission + initial program pairs: as many as players plus one
    level1 = sorted(m.id for m in cat.missions.values() if m.level == 1 and (four or not m.four_players))
    programs = sorted(cat.programs)
    state.pairs = [[rng.draw_from_bag(level1), rng.draw_from_bag(programs)] for _ in range(players + 1)]
    # turn order: a random first player, the others clockwise; alone, Project Kraken first
    if solo:
        state.order = [players, 0]
        setup_kraken(state)
    else:
        first = rng.below(players)
        state.order = [(first + k) % players for k in range(players)]
    state.say(f"Phoenix New Horizon: {players} player{'s' if players > 1 else ''}"
              f"{' against Project Kraken' if solo else ''}. {who(state, state.order[0])} plays first.")
    frames = [Frame("setup_pair", {"seat": seat}) for seat in reversed(state.order) if not is_kraken(state, seat)]
    state.schedule(*frames, Frame("setup_done"), Frame("round_start"))
    return state


def setup_kraken(state: PhoenixState) -> None:
    """Appendix I 1.: a reserve instead of a command console, a settler at the start of the population track,
    the deck shuffled (drawn at random card by card) with its top card's back showing."""
    from ..automa.deck import draw_top

    cat = catalog()
    kraken = cat.content.kraken
    state.k_reserve = {**kraken.regenerators, "buildings": kraken.buildings, "settlers": kraken.settlers - 1}
    state.k_deck = [[] for _ in cat.kraken_backs]
    for card in sorted(cat.kraken_cards):
        state.k_deck[cat.back_of(card)].append(card)
    draw_top(state)


@FLOW.ask("setup_pair", rule="setup")
def _ask_pair(state: PhoenixState, seat: int) -> Choice:
    cat = catalog()
    options = []
    for i, pair in enumerate(state.pairs):
        if pair:
            mission, program = pair
            options.append(Option(f"{mission_words(mission)} with the program {cat.programs[program].name} "
                                  f"({EFFECTS.texts(list(cat.programs[program].effects))})", i, target=targets.pair(i)))
    return Choice(seat, "Choose a level I mission and the initial program beside it", options)


@FLOW.answer("setup_pair")
def _answer_pair(state: PhoenixState, index: int, seat: int) -> None:
    mission, program = state.pairs[index]
    state.pairs[index] = []
    state.known[seat].append(mission)
    cat = catalog()
    state.say(f"{who(state, seat)} chooses the mission {cat.missions[mission].name} and the program "
              f"{cat.programs[program].name}.")
    give(state, seat, list(cat.programs[program].effects))


@FLOW.step("setup_done")
def _setup_done(state: PhoenixState) -> None:
    state.pairs = []
