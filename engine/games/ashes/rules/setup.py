"""Game setup (3.1, 3.2, 4.): boards by player count, tiles, decks, colonies, characters, starting combinations."""

from __future__ import annotations

from typing import cast

from engine.core.choice import Choice, Option, disabled
from engine.core.rng import Rng
from engine.core.state import AUTOMA, PLAYER
from engine.core.words import count

from .. import targets
from ..catalog import catalog
from ..schema.phoenix import PlayerCountKey
from ..state import EXTRA_COLUMN, ROWS, AshesState, PlayerState
from . import decks
from .colony import limit, name
from .effects import describe, queue
from .flow import FLOW
from .words import ZONE_NAMES

COLORS = ("green", "purple", "yellow", "white")


def build(players: int, options: dict[str, str], rng: Rng) -> AshesState:
    """Build the table for `players` colonies and queue the setup decisions (characters, combinations)."""
    t = catalog()
    kinds = [PLAYER] * players + ([AUTOMA] if players == 1 else [])  # 13.2 the Rival takes an automa seat
    state = AshesState(seat_kinds=kinds, rng=rng, options=dict(options), player_count=players)
    small = players <= 2
    state.board_side = "side_1_2" if small else "side_3_4"
    state.phoenix_side = "phoenix_1_2" if small else "phoenix_3_4"
    three = players == 3
    _board(state, rng, three)
    _phoenix(state, rng, three)
    _cards(state, rng)
    state.players = [PlayerState(color=COLORS[i]) for i in range(players)]
    for p in state.players:
        card = t.starting_card[p.color]
        p.shelter_cards.append(card)
        p.pods.append([None] * len(t.pod_bonus[card]))
    # 4. turn order: seat order from the first player; 1/2/3 data to the 2nd/3rd/4th colony
    state.order = list(range(len(kinds)))  # 13.2 solo: the Rival's vehicle is second
    for position, seat in enumerate(state.order[:players]):
        state.players[seat].data += position
    _characters(state, rng, options.get("first_game", "yes") != "no")
    _combos(state, rng, players)
    state.say(f"ASHES begins with {count(players, 'colony')}: "
              + ", ".join(name(state, seat) for seat in range(players)) + ".")
    state.push("round_start")
    for seat in state.order[:players]:  # 4. combinations go in reverse turn order: push the first chooser last
        state.push("choose_combo", seat=seat)
    if options.get("first_game", "yes") == "no":
        for seat in reversed(range(players)):
            state.push("choose_character", seat=seat)
    return state


def _board(state: AshesState, rng: Rng, three: bool) -> None:
    """3.1 site tiles, blocked site tiles and area tiles by level on the side in play."""
    t = catalog()
    side = t.sides[state.board_side]
    tiles = sorted(t.site_tiles)
    rng.shuffle(tiles)
    for site, tile in zip(side.site_spaces, tiles):
        state.site_tiles[site.id] = tile
        if three and site.blocked_3p_first_space:
            state.blocked_spaces.append(t.site_tiles[tile].construction_spaces[0].id)
    state.areas = [a.id for a in side.areas if not (three and a.blocked_3p)]
    for level in (1, 2, 3, 4):
        pool = sorted(x for x, tile in t.area_tiles.items() if tile.level == level)
        rng.shuffle(pool)
        for area in [a for a in state.areas if t.areas[state.board_side][a].tile_level == level]:
            state.area_tiles[area] = pool.pop()
    state.survivors = {a: [0, 0] for a in state.areas}


def _phoenix(state: AshesState, rng: Rng, three: bool) -> None:
    """3.1 technologies on the Phoenix levels, scoring tiles, achievement faces, milestones, knowledge discs."""
    t = catalog()
    side = t.phoenix_sides[state.phoenix_side]
    scoring = sorted(x.id for x in t.content.technologies.scoring_technologies)
    production = sorted(x.id for x in t.content.technologies.production_technologies)
    rng.shuffle(scoring)
    rng.shuffle(production)
    for space in side.spaces:
        if three and space.blocked_3p:
            state.phoenix_blocked.append(space.id)
            state.phoenix_tech[space.id] = None
        else:
            pool = production if t.levels[space.level].technology == "production" else scoring
            state.phoenix_tech[space.id] = pool.pop()
    tiles = sorted(t.scoring_tiles)
    rng.shuffle(tiles)
    for row in ROWS:
        state.milestone_tiles[row] = tiles.pop()
    for row in ROWS:
        state.endgame_tiles[row] = tiles.pop()
    players = state.player_count
    wide = [2, 2, 1] if players == 3 else [2, 2, 2] if players == 4 else [1, 1, 1]
    rng.shuffle(wide)
    stones = sorted(t.milestones)
    rng.shuffle(stones)
    # cast: player_count is 1 to 4, the keys of every knowledge track's starts
    start = side.knowledge_track.starts[cast(PlayerCountKey, str(players))]
    for row, spaces in zip(ROWS, wide):
        state.achievement_spaces[row] = spaces
        state.milestones[row] = stones.pop()
        state.claims[row] = []
        state.knowledge[row] = start


def _cards(state: AshesState, rng: Rng) -> None:
    """3.1 shelter and mission decks with their face-up displays."""
    t = catalog()
    state.shelter_deck = sorted(x.id for x in t.content.shelter_cards.shelter_cards)
    state.shelter_display = [_drawn(decks.draw_shelter(state)) for _ in range(3)]
    state.mission_deck = sorted(t.missions)
    state.mission_display = [_drawn(decks.draw_mission(state)) for _ in range(4)]


def _drawn(card: str | None) -> str:
    """A card drawn from a full pile at setup: only an empty pile draws None, and each pile holds far more
    cards than its display."""
    assert card is not None
    return card


def _characters(state: AshesState, rng: Rng, first_game: bool) -> None:
    """4. first game: one starred character each; otherwise two each to choose from."""
    t = catalog()
    if not first_game:
        pool = sorted(t.characters)
        rng.shuffle(pool)
        state.character_offers = [[pool.pop(), pool.pop()] for _ in state.players]
    else:
        pool = sorted(c for c, x in t.characters.items() if x.first_game)
        rng.shuffle(pool)
        for p in state.players:
            assign_character(p, pool.pop())


def assign_character(p: PlayerState, character: str) -> None:
    """Give a colony its character (App. I: the Archivist brings a fourth closed-shelter column)."""
    p.character = character
    if catalog().characters[character].ability.kind == "extra_column":
        p.columns[EXTRA_COLUMN] = []


def _combos(state: AshesState, rng: Rng, players: int) -> None:
    """4. reveal one more starting resource card than players, each paired with a starting technology."""
    t = catalog()
    cards = sorted(t.start_cards)
    techs = sorted(x.id for x in t.content.technologies.starting_production_technologies)
    rng.shuffle(cards)
    rng.shuffle(techs)
    state.combos = [[cards.pop(), techs.pop()] for _ in range(players + 1)]


@FLOW.ask("choose_character")
def _ask_character(state: AshesState, seat: int) -> Choice:
    t = catalog()
    options = [Option(f"{t.characters[c].name}: {t.characters[c].text}", c) for c in state.character_offers[seat]]
    return Choice(seat, "Choose your special character", options, rule="characters")


@FLOW.answer("choose_character")
def _answer_character(state: AshesState, value: str, seat: int) -> None:
    assign_character(state.players[seat], value)
    state.say(f"{name(state, seat)} chooses {catalog().characters[value].name}.")


@FLOW.ask("choose_combo")
def _ask_combo(state: AshesState, seat: int) -> Choice:
    t = catalog()
    options = [Option(f"{describe(t.start_effects[card])} with {t.techs[tech].name} "
                      f"({describe(t.tech_effects[tech])})", i) for i, (card, tech) in enumerate(state.combos)]
    return Choice(seat, "Choose a starting combination", options, rule="setup")


@FLOW.answer("choose_combo")
def _answer_combo(state: AshesState, value: int, seat: int) -> None:
    t = catalog()
    card, tech = state.combos.pop(value)
    p = state.players[seat]
    state.say(f"{name(state, seat)} takes {t.start_cards[card].name} and {t.techs[tech].name}.")
    char = t.characters[p.character] if p.character else None
    if char is not None:
        state.say(f"{name(state, seat)} plays {char.name}.")
        queue(state, seat, list(char.starting_effects))
        if char.special_technology:
            state.push("place_tech", seat=seat, tech=char.special_technology)
    queue(state, seat, t.start_effects[card])
    state.push("place_tech", seat=seat, tech=tech)


@FLOW.ask("place_tech", inside=True)
def _ask_place_tech(state: AshesState, seat: int, tech: str) -> Choice:
    p = state.players[seat]
    cap = limit(p, "stack_limit")
    t = catalog()
    options = []
    full = all(len(s) >= cap for s in p.slots)
    for k, stack in enumerate(p.slots, start=1):
        where = f"slot {k} (with the {ZONE_NAMES[k]} zone)"
        if len(stack) < cap:
            options.append(Option(f"Place {t.techs[tech].name} in {where}", k, targets.slot_target(seat, k)))
        elif full:  # 8.3.1 replacing is allowed only once every slot is full
            options.append(Option(f"Replace {t.techs[stack[-1]].name} on top of {where}", k,
                                  targets.slot_target(seat, k)))
        else:
            options.append(disabled(f"Place {t.techs[tech].name} in {where}", "this slot is full", k,
                                    targets.slot_target(seat, k)))
    if full:
        options.append(Option(f"Discard {t.techs[tech].name}", 0))
    return Choice(seat, f"Assign {t.techs[tech].name} ({describe(t.tech_effects[tech])}) to a slot", options,
                  rule="activate")


@FLOW.answer("place_tech")
def _answer_place_tech(state: AshesState, value: int, seat: int, tech: str) -> None:
    p = state.players[seat]
    t = catalog()
    if value == 0:
        state.say(f"{name(state, seat)} discards {t.techs[tech].name}.")
        return
    stack = p.slots[value - 1]
    if len(stack) >= limit(p, "stack_limit"):
        old = stack.pop()
        state.say(f"{name(state, seat)} discards {t.techs[old].name} from slot {value}.")
    stack.append(tech)
    state.say(f"{name(state, seat)} places {t.techs[tech].name} in slot {value}.")
