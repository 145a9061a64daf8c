"""Shared setup of the Rise of the Wastelands scenario tests: games, picks, scripted draws, cleared tiles, pieces."""

from __future__ import annotations

from engine.core.rng import Tape
from engine.core.scenario import Pick, Scenario, Script
from engine.games.wastelands.automa.deck import ANY, drawer
from engine.games.wastelands.catalog import catalog
from engine.games.wastelands.game import GAME
from engine.games.wastelands.rules import board
from engine.games.wastelands.state import Hex, Unit, WastelandsState
from engine.games.wastelands.targets import hex_target, slot_target, unit_target

# On the 2-seat map seat 0's Capital tile (outer_1) touches inner_0 and inner_1.


class ScriptedTape(Tape):
    """A tape handing out a test's scripted draws (engine.core.scenario.Script) before the generator's own."""

    def __init__(self) -> None:
        self.script = Script()
        super().__init__(self.script)


def script(state: WastelandsState, *values: int | Pick) -> None:
    """Script the next draws of the game: an int is the next `below(n)` value (a die face minus 1), a Pick the next
    card, event, achievement or tile drawn from a pile holding it. They are used in the order the game draws."""
    tape = state.rng.tape
    if not isinstance(tape, ScriptedTape):
        tape = ScriptedTape()
        state.rng.attach(tape)
    tape.script.values.extend(values)


def put_on_top(state, card: str) -> None:
    """Arrange the Automated Action deck so that `card` is revealed next: one more card on top, which may be any
    card (a rebuilt deck's back), with `card` among those it may be, and the draw scripted to give it."""
    holder = drawer(state)
    holder.deck.append(ANY)
    if card not in holder.bag:
        holder.bag = sorted(holder.bag + [card])
    script(state, Pick(card))


def new(players: int = 2, seed: int = 1, **options: str) -> WastelandsState:
    """A fresh game at seat 0's first action menu (the first seed from `seed` on where seat 0 starts), with no
    automa choice pending."""
    state = Scenario(GAME, players, options, seed).state()
    while state.turn.seat != 0:
        seed += 1
        state = Scenario(GAME, players, options, seed).state()
    return state


def with_tile(tile: str, players: int = 2, **options: str) -> WastelandsState:
    """A Special Tiles game (the first seed) whose map holds `tile`."""
    for seed in range(1, 100):
        state = new(players, seed, special_tiles="on", **options)
        if any(s.tile == tile for s in state.slots):
            return state
    raise AssertionError(f"no seed lays {tile}")


def labels(state: WastelandsState) -> list[str]:
    """Labels of the pending options (the choice rebuilt first, after a test's edits)."""
    GAME.flow.refresh(state)
    return [o.label for o in state.pending.options] if state.pending else []


def option(state: WastelandsState, label: str):
    """The pending option whose label starts with `label`."""
    GAME.flow.refresh(state)
    return next(o for o in state.pending.options if o.label.startswith(label))


def pick(state: WastelandsState, label: str) -> None:
    """Apply the first pending option whose label starts with `label`, then settle automa choices."""
    GAME.flow.refresh(state)
    for i, candidate in enumerate(state.pending.options):
        if candidate.label.startswith(label):
            GAME.advance(state, i)
            return
    raise AssertionError(f"no option {label!r} in {labels(state)}")


def pick_at(state: WastelandsState, where: Hex | str, label: str = "") -> None:
    """Apply the first pending option targeting `where` (a map space, or a scene item id) whose label starts with
    `label`: options name spaces in words, so tests find them by the item they target."""
    GAME.flow.refresh(state)
    target = hex_target(*where) if isinstance(where, tuple) else where
    for i, candidate in enumerate(state.pending.options):
        if candidate.target == target and candidate.label.startswith(label):
            GAME.advance(state, i)
            return
    raise AssertionError(f"no option at {target!r} in {labels(state)}")


def spaces_offered(state: WastelandsState, label: str = "") -> dict[Hex, str]:
    """The map spaces the pending options target (label starting with `label`) -> their labels."""
    GAME.flow.refresh(state)
    return {(int(q), int(r)): o.label for o in state.pending.options if o.target and o.target.startswith("hex:")
            and o.label.startswith(label) for q, r in [o.target[4:].split(",")]}


def settle(state: WastelandsState) -> None:
    """Resolve every pending automated choice (as the session does)."""
    GAME.run_automa(state)


def prompt(state: WastelandsState) -> str:
    """The pending prompt ('' when nothing is pending)."""
    return state.pending.prompt if state.pending else ""


def end_turn(state: WastelandsState) -> None:
    """End the active player's turn (from its action menu)."""
    pick(state, "End turn")


def rig(state: WastelandsState, *faces: int) -> None:
    """Script the next d6 rolls (or Loot die faces, 1 = water ... 6 = Power card) to show `faces`."""
    script(state, *(face - 1 for face in faces))


def slot_index(state: WastelandsState, slot: str) -> int:
    """Index of a tile position by its name."""
    return next(i for i, s in enumerate(state.slots) if s.slot == slot)


def reveal(state: WastelandsState, index: int, tile: str | None = None) -> None:
    """Put a tile face up on a tile position, unturned: `tile`, or for a face-down position the first map tile not
    seen yet (taken from the unseen pile, as a flip would)."""
    place = state.slots[index]
    if tile is None and not place.face_up:
        tile = state.box_tiles[0]
    if tile is not None:
        if tile in state.box_tiles:
            state.box_tiles.remove(tile)
        place.tile = tile
    place.face_up = True
    board.lay_tile(state, index)


def field(state: WastelandsState, slot: str, terrain: str = "plain") -> list[Hex]:
    """Turn a tile position face up and make all seven spaces `terrain` with no icons; its spaces, centre first
    then clockwise from the north."""
    index = slot_index(state, slot)
    reveal(state, index)
    board.lay_tile(state, index)
    hexes = board.slot_hexes(state.slots[index])
    for hex_ in hexes:
        state.terrain[hex_] = terrain
        state.icons.pop(hex_, None)
    return hexes


def lay(state: WastelandsState, slot: str, tile: str) -> list[Hex]:
    """Put a given tile face up (unturned) on a tile position; its spaces, centre first."""
    index = slot_index(state, slot)
    reveal(state, index, tile)
    return board.slot_hexes(state.slots[index])


def explore(state: WastelandsState, slot: str, rotation: int = 0) -> None:
    """Put the active seat's Scout on its Capital tile next to a face-down tile position and explore that (script
    the tile and the event beforehand with `script` to choose them)."""
    seat = state.turn.seat
    index = slot_index(state, slot)
    home = state.slots[board.capital_slot(state, seat)]
    scout = units_of(state, seat, "scout")[0]
    scout.hex = next(h for h in board.slot_hexes(home) if index in board.face_down_adjacent(state, h)
                     and (h == scout.hex or board.is_valid_end(state, h, seat)))
    pick(state, "Explore")
    if prompt(state) == "Explore which tile?":
        pick_at(state, slot_target(slot))
    pick(state, f"Rotate {60 * rotation} degrees")


def add_unit(state: WastelandsState, owner: int, kind: str, hex_: Hex) -> Unit:
    """Put a new Scout or Army on a space."""
    unit = Unit(id=state.next_unit, owner=owner, kind=kind, hex=hex_)
    state.next_unit += 1
    state.units.append(unit)
    return unit


def units_of(state: WastelandsState, seat: int, kind: str | None = None) -> list[Unit]:
    """A seat's units on the map (of one kind)."""
    return [u for u in state.units if u.owner == seat and kind in (None, u.kind)]


def log_text(state: WastelandsState) -> str:
    """The whole log as one text."""
    return "\n".join(line.text for line in state.log)


# ---------------------------------------------------------------- leaders, cards and achievements


def achievements() -> dict:
    """Achievement cards by id."""
    return catalog().achievements


def leaders() -> dict:
    """Leaders by id."""
    return catalog().leaders


def second_turn(players: int = 2, seed: int = 1, **options: str) -> WastelandsState:
    """A fresh game at seat 0's second action menu (every seat ended one turn), so seat 0 may claim."""
    state = new(players, seed, **options)
    for _ in range(players):
        end_turn(state)
    assert state.turn.seat == 0 and state.players[0].turns_taken == 2
    return state


def claimable(state: WastelandsState) -> list[str]:
    """End the active player's actions and return the enabled 'Claim ...' options ([] when no claim is asked)."""
    end_turn(state)
    if prompt(state) != "Claim achievements?":
        return []
    return [o.label for o in state.pending.options if o.enabled and o.label.startswith("Claim ")]


def enabled(state: WastelandsState, label: str) -> bool:
    """Whether the pending option starting with `label` can be picked."""
    return option(state, label).enabled


def place_outpost(state: WastelandsState, seat: int, hex_: Hex, resource: str = "water",
                  expansion: bool = False) -> Hex:
    """Put an Outpost (with or without its Expansion) on a space."""
    from engine.games.wastelands.state import Outpost
    state.outposts[hex_] = Outpost(owner=seat, resource=resource, expansion=expansion)
    return hex_


def home_spaces(state: WastelandsState, seat: int, terrain: str) -> list[Hex]:
    """Spaces of a seat's Capital tile with the given terrain."""
    home = state.slots[board.capital_slot(state, seat)]
    return [h for h, t, _ in board.tile_spaces(home) if t == terrain]


def rich(state: WastelandsState, seat: int, amount: int = 6) -> None:
    """Fill a seat's resource tracks."""
    state.players[seat].resources = {r: amount for r in ("water", "ammunition", "energy", "metal")}


def fight_out(state: WastelandsState) -> None:
    """Resolve a combat in progress: the first card offered, no modifier card, no Leader cubes."""
    while state.combat is not None and state.pending is not None:
        text = prompt(state)
        if text.startswith("Pick a power card"):
            GAME.advance(state, 0)
        elif text.startswith("Play a combat card"):
            pick(state, "Done")
        else:
            pick(state, "Commit 0")


def clash(target: str = "army", cards: tuple[str, ...] = ("war_hero_1", "supply_drop_1"), in_hand: bool = False):
    """Seat 0's Army on the centre of a cleared plain tile (inner_0), seat 1's `target` (army, scout, outpost, or a
    Raider Toll neutral unit: basic rank +1) on its north space, the only target in reach. The next Power cards
    drawn are `cards`, the last one first (as if stacked on the deck); with `in_hand`, each side holds the card it
    would draw and the deck is empty, so the combat draws no card. Returns the state, the Army and the target's space."""
    from engine.games.wastelands.state import Neutral, Outpost
    state = new()
    spaces = field(state, "inner_0")
    army = add_unit(state, 0, "army", spaces[0])
    there = spaces[1]
    if target in ("army", "scout"):
        add_unit(state, 1, target, there)
    elif target == "outpost":
        state.outposts[there] = Outpost(owner=1, resource="water")
    elif target == "neutral":
        state.neutrals[there] = Neutral(source="raider_toll", piece="raiders")
    if in_hand:
        state.players[0].hand, state.players[1].hand, state.power_deck = [cards[-1]], list(cards[:-1]), []
    else:
        script(state, *(Pick(card) for card in reversed(cards)))
    return state, army, there


def fight(state: WastelandsState, attacker: int = 0, defender: int = 0) -> None:
    """Play the rest of a combat whose power cards are picked: no modifier cards, then the secret Combat Tactics
    picks (asked only of a side with Leader cubes)."""
    while state.combat is not None:
        if prompt(state) == "Play a combat card as a modifier?":
            pick(state, "Done")
        elif prompt(state).startswith("Secretly"):
            pick(state, f"Commit {attacker if state.pending.seat == state.combat.attacker.seat else defender}")
        else:
            return


def strengths(state: WastelandsState) -> tuple[int, int]:
    """The attacker's and the defender's total strength of the last combat, as the log reveals them."""
    line = next(line.text for line in reversed(state.log) if line.text.startswith("Combat: attacker"))
    words = line.rstrip(".").split()
    return int(words[2]), int(words[-1])


def move_offers(state: WastelandsState, unit: Unit) -> dict[Hex, int]:
    """Where the Move action offers to take `unit`: space -> Move actions needed. Backs out to the menu."""
    pick(state, "Move")
    if prompt(state) == "Move which unit?":
        pick_at(state, unit_target(unit.id))
    offers = {hex_: int(label.rsplit(" (", 1)[1].split()[0]) for hex_, label in spaces_offered(state, "To ").items()}
    while not prompt(state).startswith("Choose an action"):
        pick(state, "Back")
    return offers


def board_of(seat: int, **values):
    """An arrangement (a function of the state) that sets fields of `seat`'s player board."""
    def arrange(state: WastelandsState) -> None:
        for name, value in values.items():
            setattr(state.players[seat], name, value)
    return arrange
