"""Solo Mode: the automated players of Rise of the Wastelands (rulebook section "Solo Mode").

NOTE FOR THE RULES ENGINEER (game.py): import this module once after the rules modules so that its frame
handlers register on `rules.flow.FLOW` (it imports only `rules.*`, never `game`, so there is no cycle):
    from . import automated
and wire:
    - setup: call `automated.setup_automated(state)` at the end of `setup_state` (after `state.order`);
    - `Game.automa_pick(state)`: `return automated.automa_pick(state)`;
    - `Game.view` / `Game.shuffle_hidden`: call `automated.redact_automa(seen, seat)` /
      `automated.reshuffle_automa(other, seat, rng)` on the copied state (they edit it in place);
    - options `automated=0|1|2`, `difficulty=easy|medium|hard`.

What this module does (frames `automated_turn` and `automated_combat_pick`, pushed by rules/turn.py and
rules/combat.py):
- Setup: the three difficulty deck builds (solo.json `difficulties`), Start card on top, then Beginning,
  Middle, End; automated players have no Leader board, so their Leader cube pool starts empty.
- The turn: (1) influence is allocated by rules/influence.py (automated givers follow the turn order from the
  next seat, `AutomatedState.influence_next`); (2) the first automated player in turn order draws a card;
  (3) the upper half is done by the first automated player, the lower half by the second; (4) a claiming
  card claims an achievement picked by a d6 (1-2 left, 3-4 middle, 5-6 right).
- Places: tiles are taken clockwise from 12 o'clock, 12 o'clock being behind the automated Capital.
- Combat: a fresh Power card read at the side's combat rank, modifiers as usual, and 0/1/2 Leader cubes
  for a Beginning/Middle/End card (as many as it has).
Every decision and every card it reveals is logged.
"""

from __future__ import annotations

import functools
import math

from engine.core.choice import BACK, DONE, Choice
from engine.core.rng import Rng
from engine.core.state import AUTOMA, Frame

from .rules import board, economy
from .rules.economy import seat_name
from .rules.flow import FLOW
from .schema import content
from .state import RESOURCES, AutomatedState, Hex, Outpost, WastelandsState

SKIP = "Skip"
POSITIONS = ("left", "middle", "right")


# ---------------------------------------------------------------- content


@functools.cache
def cards() -> dict:
    """Automated action cards by id."""
    return {c.id: c for c in content().solo.cards}


def solo():
    """The solo.json content."""
    return content().solo


def card_name(card_id: str) -> str:
    """How the log names an automated action card."""
    card = cards()[card_id]
    return f"{card.name} ({card.set} set)"


# ---------------------------------------------------------------- who is who


def automated_seats(state: WastelandsState) -> list[int]:
    """Automated seats in turn order: the first draws the cards and does the upper halves."""
    order = state.order or list(range(state.seats))
    return [s for s in order if state.seat_kinds[s] == AUTOMA]


def drawer(state: WastelandsState) -> AutomatedState | None:
    """The automated state that holds the shared Automated Action deck (the first automated player's)."""
    seats = automated_seats(state)
    if not seats:
        return None
    return state.automated.setdefault(seats[0], AutomatedState())


def last_card(state: WastelandsState) -> str | None:
    """The last revealed automated action card."""
    holder = drawer(state)
    return None if holder is None else holder.card


# ---------------------------------------------------------------- setup: the deck by difficulty


def build_deck(difficulty: str, rng: Rng) -> list[str]:
    """Prepare the Automated Action deck (Solo Mode, Setup). Returns card ids, top card last."""
    steps = solo().difficulties[difficulty]
    sets: dict[str, list[str]] = {name: [c.id for c in solo().cards if c.set == name]
                                  for name in ("start", "beginning", "middle", "end")}
    aside: dict[str, list[str]] = {}
    for step in steps:
        pool = sets[step.set]
        if step.op == "return_set_aside":
            pool.extend(aside.pop(step.set, []))
            continue
        for _ in range(step.count):
            kinds = [c for c in pool if step.which in (None, "any")
                     or cards()[c].claiming == (step.which == "claiming")]
            picked = kinds[rng.below(len(kinds))]
            pool.remove(picked)
            if step.op == "set_aside":
                aside.setdefault(step.set, []).append(picked)
    for name in ("beginning", "middle", "end"):
        sets[name].sort()
        rng.shuffle(sets[name])
    # End at the bottom, Middle in the middle, Beginning on top, then the Starting card (top = list end).
    return sets["end"] + sets["middle"] + sets["beginning"] + sets["start"]


def setup_automated(state: WastelandsState) -> None:
    """Give every automated seat its state, build the shared deck for the difficulty option, and empty their
    Leader cube pools (automated players have no Leader board: Solo Mode, Setup; rules notes Automa 1)."""
    seats = automated_seats(state)
    if not seats:
        return
    for seat in seats:
        state.automated.setdefault(seat, AutomatedState())
        state.players[seat].leader_cubes = 0
    holder = state.automated[seats[0]]
    if holder.deck or holder.card or holder.discard:
        return
    difficulty = state.options.get("difficulty", "medium")
    holder.deck = build_deck(difficulty, state.rng)
    state.say(f"The Automated Action deck is prepared for {difficulty} difficulty ({len(holder.deck)} cards).")


# ---------------------------------------------------------------- clockwise order


def _pixel(hex_: Hex) -> tuple[float, float]:
    q, r = hex_
    return 1.5 * q, math.sqrt(3) * (r + q / 2)


def _clockwise(origin: Hex, noon: Hex, point: Hex) -> float:
    """Clockwise angle (0 to 2 pi) of `point` seen from `origin`, 12 o'clock pointing at `noon`.
    Screen y grows downwards, so a growing atan2 angle turns clockwise."""
    ox, oy = _pixel(origin)
    nx, ny = _pixel(noon)
    px, py = _pixel(point)
    angle = (math.atan2(py - oy, px - ox) - math.atan2(ny - oy, nx - ox)) % (2 * math.pi)
    return 0.0 if angle > 2 * math.pi - 1e-9 else round(angle, 9)


def noon(state: WastelandsState, seat: int) -> tuple[Hex, Hex]:
    """(centre of the Capital tile, Capital space): 12 o'clock is behind the Capital, away from the map."""
    slot = state.slots[board.capital_slot(state, seat)]
    return (slot.q, slot.r), state.players[seat].capital


def tile_order(state: WastelandsState, seat: int, indices) -> list[int]:
    """Tile positions sorted as the automated player takes them: its Capital tile first, then clockwise from
    12 o'clock (the nearer tile first when two lie in the same direction)."""
    centre, capital = noon(state, seat)
    home = board.capital_slot(state, seat)

    def key(index: int) -> tuple:
        if index == home:
            return (-1.0, 0, index)
        slot = state.slots[index]
        return (_clockwise(centre, capital, (slot.q, slot.r)), board.tile_distance(state, home, index), index)

    return sorted(set(indices), key=key)


def space_order(state: WastelandsState, seat: int, index: int) -> list[Hex]:
    """The spaces of a tile in the automated player's order: the centre, then clockwise from its 12 o'clock."""
    centre, capital = noon(state, seat)
    slot = state.slots[index]
    middle = (slot.q, slot.r)
    ring = [h for h in board.slot_hexes(slot) if h != middle]
    # 12 o'clock of the tile points the same way as 12 o'clock of the Capital tile.
    aim = (middle[0] + capital[0] - centre[0], middle[1] + capital[1] - centre[1])
    return [middle] + sorted(ring, key=lambda h: _clockwise(middle, aim, h))


# ---------------------------------------------------------------- where: candidate tiles


def _around(state: WastelandsState, tiles: set[int]) -> set[int]:
    """The tiles and every tile position next to them."""
    found = set(tiles)
    for index, slot in enumerate(state.slots):
        for tile in tiles:
            if board.tile_distance(state, tile, index) == 1:
                found.add(index)
    return found


def candidate_tiles(state: WastelandsState, seat: int, where: str) -> list[int]:
    """Tile positions a card's `where` allows, in the automated player's clockwise order.

    near_capital: the Capital tile and the tiles next to it; near_outpost: the tiles of its Outposts and the
    tiles next to them; anywhere / frontier: every tile (frontier is re-sorted by `frontier_order`)."""
    if where == "near_capital":
        tiles = _around(state, {board.capital_slot(state, seat)})
    elif where == "near_outpost":
        tiles = _around(state, {board.tile_key(state, h) for h, _ in board.own_outposts(state, seat)})
    else:
        tiles = set(range(len(state.slots)))
    return tile_order(state, seat, tiles)


def rival_tiles(state: WastelandsState, seat: int) -> set[int]:
    """Tiles holding another seat's Capital or Outposts."""
    found = {board.capital_slot(state, s) for s in range(state.seats) if s != seat}
    found |= {board.tile_key(state, h) for h, o in state.outposts.items() if o.owner != seat}
    return found


def frontier_order(state: WastelandsState, seat: int, tiles: list[int]) -> list[int]:
    """'The tile nearest a rival': fewest tiles away from a rival Capital or Outpost, then clockwise; a rival's
    Capital tile itself is not a candidate (rules notes Automa 4)."""
    rivals = rival_tiles(state, seat)
    homes = {board.capital_slot(state, s) for s in range(state.seats) if s != seat}
    tiles = [t for t in tiles if t not in homes]
    if not rivals:
        return tiles
    rank = {t: i for i, t in enumerate(tiles)}
    return sorted(tiles, key=lambda t: (min(board.tile_distance(state, t, r) for r in rivals), rank[t]))


# ---------------------------------------------------------------- the turn


@FLOW.step("automated_turn")
def automated_turn(state: WastelandsState, seat: int) -> None:
    """Steps 2-4 of an automated turn (step 1, Allocate Influence, runs before this frame)."""
    player = state.players[seat]
    player.turns_taken += 1
    seats = automated_seats(state)
    holder = drawer(state)
    if not (holder.deck or holder.card or holder.discard):
        setup_automated(state)
    if seats and seats[0] == seat:
        draw_card(state, seat)
    card = holder.card
    auto = state.automated.setdefault(seat, AutomatedState())
    if card is None:
        state.say(f"{seat_name(state, seat)} (automated) has no action card: it does nothing this turn.")
        return
    auto.card, auto.card_set = card, cards()[card].set
    half = "upper" if seats.index(seat) == 0 else "lower"
    action = getattr(cards()[card], half)
    state.say(f"{seat_name(state, seat)} (automated) follows the {half} half of {card_name(card)}: {action.text}")
    frames = [Frame("automated_action", {"seat": seat, "card": card, "half": half})]
    if action.claim_achievement:
        frames.append(Frame("automated_claim", {"seat": seat}))
    state.schedule(*frames)


def draw_card(state: WastelandsState, seat: int) -> None:
    """Step 2: the first automated player draws the next card (the last one goes to the discard pile).

    An empty deck is rebuilt from the discard pile without the Starting card (rules notes Automa 6)."""
    holder = drawer(state)
    if holder.card is not None:
        holder.discard.append(holder.card)
        holder.card = holder.card_set = None
    if not holder.deck:
        again = sorted(c for c in holder.discard if cards()[c].set != "start")
        if not again:
            state.say("The Automated Action deck is empty.")
            return
        holder.discard = [c for c in holder.discard if cards()[c].set == "start"]
        state.rng.shuffle(again)
        holder.deck = again
        state.say("The Automated Action deck is empty: its discard pile (without the Starting card) is shuffled "
                  "into a new deck.")
    holder.card = holder.deck.pop()
    holder.card_set = cards()[holder.card].set
    state.reveal()
    state.say(f"{seat_name(state, seat)} (automated) reveals {card_name(holder.card)}.")


@FLOW.step("automated_action")
def automated_action(state: WastelandsState, seat: int, card: str, half: str) -> None:
    """Step 3: do the half's action, or nothing when it cannot be done."""
    action = getattr(cards()[card], half)
    done = ACTIONS[action.action](state, seat, action)
    if not done:
        state.say(f"{seat_name(state, seat)} (automated) cannot do its action ({action.action.replace('_', ' ')}): "
                  "it does nothing this turn.")


def _explore(state: WastelandsState, seat: int, action) -> bool:
    """Explore: flip the first face-down tile of the candidates, as printed (rotation 0), then draw an
    Exploration Event (the first option of a choice: see `automa_pick`)."""
    from .rules.actions.explore import answer_rotation, tile_names
    tiles = [t for t in candidate_tiles(state, seat, action.where) if not state.slots[t].face_up]
    if not tiles:
        return False
    index = tiles[0]
    slot = state.slots[index]
    slot.face_up = True
    state.reveal()
    state.players[seat].tiles_explored += 1
    state.say(f"{seat_name(state, seat)} (automated) explores tile {slot.slot}: it is {tile_names()[slot.tile]}.")
    answer_rotation(state, 0, seat, index)
    return True


def outpost_spaces(state: WastelandsState, seat: int, where: str) -> list[Hex]:
    """Free ruined cities on the candidate tiles, in order."""
    found = []
    for index in candidate_tiles(state, seat, where):
        if not state.slots[index].face_up:
            continue
        found += [h for h in space_order(state, seat, index)
                  if state.terrain.get(h) == "ruined_city" and board.is_valid_end(state, h, seat)]
    return found


def _build_outpost(state: WastelandsState, seat: int, action) -> bool:
    """Build an Outpost: the first type left of water, ammunition, energy, metal, on the first free ruined city;
    the automated player gains 1 resource of that type."""
    placed = {o.resource for o in state.outposts.values() if o.owner == seat}
    left = [r for r in solo().outpost_order if r not in placed]
    spaces = outpost_spaces(state, seat, action.where)
    if not left or not spaces:
        return False
    resource, hex_ = left[0], spaces[0]
    state.outposts[hex_] = Outpost(owner=seat, resource=resource)
    got = economy.gain(state, seat, resource, 1)
    state.say(f"{seat_name(state, seat)} (automated) builds its {resource} Outpost at {hex_[0]},{hex_[1]} "
              f"(+{got} {resource}).")
    return True


def army_spaces(state: WastelandsState, seat: int, where: str) -> list[Hex]:
    """Valid spaces without radioactivity (nor a Toxic Cloud) on the candidate tiles, in order."""
    tiles = [t for t in candidate_tiles(state, seat, where) if state.slots[t].face_up]
    if where == "frontier":
        tiles = frontier_order(state, seat, tiles)
    found = []
    for index in tiles:
        found += [h for h in space_order(state, seat, index)
                  if board.is_valid_end(state, h, seat) and not board.has_icon(state, h, "radioactivity")
                  and not board.under_cloud(state, h)]
    return found


def _place_army(state: WastelandsState, seat: int, action) -> bool:
    """Place an Army from the board (3 at most on the map) on the first valid space without radioactivity."""
    from .rules.actions.buy import place_unit
    supply = economy.items()["army"].supply
    if sum(1 for u in state.units if u.owner == seat and u.kind == "army") >= supply:
        return False
    spaces = army_spaces(state, seat, action.where)
    if not spaces:
        return False
    place_unit(state, seat, "army", spaces[0])
    return True


def _build_comms_tower(state: WastelandsState, seat: int, action) -> bool:
    """Build the Comms Tower (free for automated players), unless it stands already."""
    player = state.players[seat]
    if "comms_tower" in player.buildings:
        return False
    player.buildings.append("comms_tower")
    state.say(f"{seat_name(state, seat)} (automated) builds the Comms Tower.")
    return True


def next_upgrade(state: WastelandsState, seat: int, upgrades: list[str]) -> str | None:
    """The first upgrade of the card's list it can still take (Superior Combat needs Medium Combat first;
    automated players need no Tech Lab: rules notes Automa 3)."""
    player = state.players[seat]
    for upgrade in upgrades:
        if upgrade in player.upgrades:
            continue
        missing = [r for r in economy.items()[upgrade].requires if r != "tech_lab" and r not in player.upgrades]
        if not missing:
            return upgrade
    return None


def _combat_upgrade(state: WastelandsState, seat: int, action) -> bool:
    """Get a combat upgrade, the first one of the card's priority list still available (free)."""
    upgrade = next_upgrade(state, seat, action.upgrades)
    if upgrade is None:
        return False
    state.players[seat].upgrades.append(upgrade)
    state.say(f"{seat_name(state, seat)} (automated) takes the {economy.items()[upgrade].name} upgrade.")
    return True


ACTIONS = {"explore": _explore, "build_outpost": _build_outpost, "place_army": _place_army,
           "build_comms_tower": _build_comms_tower, "combat_upgrade": _combat_upgrade}


# ---------------------------------------------------------------- claiming an achievement


def claim_position(roll: int) -> str:
    """The achievement a d6 names: 1-2 left, 3-4 middle, 5-6 right."""
    return next(p for p, faces in solo().achievement_roll.items() if roll in faces)


def row_at(state: WastelandsState, position: str) -> str | None:
    """The achievement at a row position (None when that place is empty).

    A row of three may hold "" where a claimed card was not replaced; a shorter row is read from the left
    (rules notes Automa 5)."""
    index = POSITIONS.index(position)
    row = state.achievement_row
    if index >= len(row):
        return None
    return row[index] or None


@FLOW.step("automated_claim")
def automated_claim(state: WastelandsState, seat: int) -> None:
    """Step 4: roll a d6 and claim the named achievement with the leftmost pool token, with no condition
    to meet; nothing when the named place is empty or no token is left."""
    player = state.players[seat]
    if player.influence_pool <= 0:
        state.say(f"{seat_name(state, seat)} (automated) has no Influence token left to claim with.")
        return
    roll = state.rng.roll(6)
    position = claim_position(roll)
    card = row_at(state, position)
    if card is None:
        state.say(f"{seat_name(state, seat)} (automated) rolls {roll} for the {position} achievement: "
                  "there is none, so it claims nothing.")
        return
    tokens = state.achievement_tokens.setdefault(card, [])
    name = content_achievement_name(card)
    if seat in tokens:
        state.say(f"{seat_name(state, seat)} (automated) rolls {roll}: it already claimed {name}.")
        return
    player.influence_pool -= 1
    player.claims += 1
    tokens.append(seat)
    state.automated.setdefault(seat, AutomatedState()).claimed.append(card)
    if player.claims == 5:
        state.fifth_claims.append(seat)
    state.say(f"{seat_name(state, seat)} (automated) rolls {roll} and claims the {position} achievement, "
              f"{name} (claim {player.claims}).")


def content_achievement_name(card: str) -> str:
    """An achievement's name."""
    for a in content().achievements.achievements:
        if a.id == card:
            return a.name
    return card


# ---------------------------------------------------------------- combat


def combat_cubes(state: WastelandsState, seat: int) -> int:
    """Leader cubes an automated player adds: 0 / 1 / 2 for a Beginning / Middle / End last card (the Starting
    card counts as Beginning), never more than it has."""
    card = last_card(state)
    card_set = cards()[card].set if card else "start"
    wanted = solo().leader_cubes_in_combat.get(card_set, 0)
    return min(wanted, state.players[seat].leader_cubes)


@FLOW.step("automated_combat_pick")
def automated_combat_pick(state: WastelandsState, seat: int, side: str, **_: object) -> None:
    """Combat Against Automated Players: draw a Power card and use it (never a card from the hand), read at the
    side's combat rank; Leader cubes by the last card's set. The card stays face down until the reveal."""
    me = getattr(state.combat, side)
    if me.card is None and me.fixed is None:
        card = economy.take_power(state)
        me.drawn = me.card = card
        if card is None:
            state.say(f"{seat_name(state, seat)} (automated) finds no Power card to draw for the combat.")
        else:
            state.say(f"{seat_name(state, seat)} (automated) draws a Power card for the combat and lays it face down.")
    if me.cubes is None:
        me.cubes = combat_cubes(state, seat)
        card = last_card(state)
        state.say(f"{seat_name(state, seat)} (automated) commits {me.cubes} Leader cube{'s' * (me.cubes != 1)} "
                  f"(last card from the {cards()[card].set if card else 'start'} set).")
    if me.card is not None:
        # Name the card just before the combat is resolved (both sides reveal at once).
        at = next((i for i in range(len(state.stack) - 1, -1, -1) if state.stack[i].name == "combat_resolve"), None)
        if at is not None:
            state.stack.insert(at + 1, Frame("automated_combat_reveal", {"seat": seat, "side": side}))


@FLOW.step("automated_combat_reveal")
def automated_combat_reveal(state: WastelandsState, seat: int, side: str) -> None:
    """Log the automated player's Power card as the combat is revealed."""
    if state.combat is None:
        return
    me = getattr(state.combat, side)
    if me.card is None:
        return
    spec = economy.power_cards()[me.card]
    value = getattr(spec.combat, me.rank)
    state.say(f"{seat_name(state, seat)} (automated) reveals {spec.name}: {value} at {me.rank} combat rank.")


# ---------------------------------------------------------------- automa decisions inside shared rules


def automa_pick(state: WastelandsState) -> int:
    """The option an automated seat takes when a shared rule asks it (Game.automa_pick delegates here).

    Exploration Event choice: the first option (the second only when the first cannot be paid); a resource:
    the Outpost order water, ammunition, energy, metal; another player: the next one in turn order; free
    actions, moves and optional extras: Skip / Done; Leader cubes: by the last card's set; otherwise the first
    option that can be picked."""
    choice: Choice = state.pending
    frame = state.stack[-1]
    enabled = choice.enabled_indices()
    if not enabled:
        raise ValueError("the automated player has nothing it may pick")
    name, args = frame.name, frame.args
    seat = choice.seat
    if name == "event_choice":
        from .rules.actions.explore import events
        from .rules.effects import can_pay
        event = events()[args["event"]]
        for i in enabled:
            effects = [e.model_dump(exclude_none=True) for e in event.options[choice.options[i].value].effects]
            if can_pay(state, seat, effects) is None:
                return i
        return enabled[0]
    if name == "pick_effects":
        return enabled[0]
    if name == "pick_resource":
        order = list(solo().outpost_order) if args.get("mode") == "gain" else list(RESOURCES)
        return min(enabled, key=lambda i: order.index(choice.options[i].value))
    if name in ("pick_player", "allocate_pick"):
        at = state.order.index(seat) if seat in state.order else seat
        turn = [state.order[(at + k) % len(state.order)] for k in range(1, len(state.order))] or list(range(state.seats))
        return min(enabled, key=lambda i: turn.index(choice.options[i].value)
                   if choice.options[i].value in turn else len(turn))
    if name == "combat_cubes":
        cubes = combat_cubes(state, seat)
        return max((i for i in enabled if choice.options[i].value <= cubes), default=enabled[0])
    for i in enabled:
        if choice.options[i].label in (SKIP, DONE):
            return i
    for i in enabled:
        if choice.options[i].label != BACK:
            return i
    return enabled[0]


# ---------------------------------------------------------------- hidden information


def _unseen_by_set(state: WastelandsState) -> dict[str, list[str]]:
    """Cards of each set whose identity nobody has seen: not revealed (current card, discard pile)."""
    seen = set()
    for auto in state.automated.values():
        seen |= set(auto.discard)
        if auto.card:
            seen.add(auto.card)
    pools: dict[str, list[str]] = {}
    for card in solo().cards:
        if card.id not in seen:
            pools.setdefault(card.set, []).append(card.id)
    return pools


def _redeal(state: WastelandsState, rng: Rng | None) -> None:
    """Replace every deck card by an unseen card of the same set (the backs show the set): sorted when `rng`
    is None, at random otherwise. Which cards were removed at setup is hidden too, so the whole unseen pool
    of a set is used."""
    for auto in state.automated.values():
        if not auto.deck:
            continue
        pools = _unseen_by_set(state)
        for name, pool in pools.items():
            pool.sort()
            if rng is not None:
                rng.shuffle(pool)
        new = []
        for card in reversed(auto.deck):  # from the top down, so the top gets the first of its pool
            new.append(pools[cards()[card].set].pop(0))
        auto.deck = list(reversed(new))


def redact_automa(state: WastelandsState, seat: int) -> None:
    """Make the Automated Action deck canonical in a copied state (no seat knows its order or contents)."""
    _redeal(state, None)


def reshuffle_automa(state: WastelandsState, seat: int, rng: Rng) -> None:
    """Re-deal the Automated Action deck at random in a copied state, keeping each position's set."""
    _redeal(state, rng)
