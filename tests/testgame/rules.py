"""Salvage Run's rules: setup, the turn as a chain of choices, the Scavenger automa, scoring."""

from __future__ import annotations

from engine.core.choice import BACK, DONE, Choice, Option, disabled
from engine.core.game import BadOptions, Game, OptionSpec
from engine.core.rng import Rng
from engine.core.state import AUTOMA, PLAYER, Frame

from . import hidden, scene
from .state import HAND_LIMIT, SITES, SUITS, TOKENS, VALUES, SalvageState, card_label, card_value


class SalvageRun(Game):
    """The test game's rules object."""

    def setup(self, players: int, options: dict[str, str], seed: int) -> SalvageState:
        """Deal hands, fill the bag and queue the first turn."""
        kinds = [PLAYER] * players + ([AUTOMA] if options["automa"] == "on" else [])
        rng = self.new_rng(seed)
        deck = [f"{suit}-{value}" for suit in SUITS for value in VALUES]
        rng.shuffle(deck)
        state = SalvageState(seat_kinds=kinds, rng=rng, rounds=int(options["rounds"]), deck=deck,
                             bag=[token for token in TOKENS for _ in range(4)])
        state.hands = [[deck.pop() for _ in range(3)] if kind == PLAYER else [] for kind in kinds]
        state.staged = [None] * len(kinds)
        state.stash = [{token: 0 for token in TOKENS} for _ in kinds]
        state.presence = {site: [0] * len(kinds) for site in SITES}
        state.vp = [0] * len(kinds)
        state.say(f"Salvage Run begins: {len(kinds)} seats, {state.rounds} rounds.")
        state.push("turn", seat=0)
        self.flow.settle(state)
        return state

    def check_options(self, players: int, options: dict[str, str]) -> None:
        """A solo game needs the Scavenger."""
        if players == 1 and options["automa"] != "on":
            raise BadOptions("a solo game of Salvage Run needs the Scavenger automa")

    def scores(self, state: SalvageState) -> list[int]:
        """Victory points from sites plus 3 per complete set of fuel, parts and water."""
        return [vp + 3 * min(stash.values()) for vp, stash in zip(state.vp, state.stash)]

    def status(self, state: SalvageState) -> str:
        """Round and seat to play."""
        if state.over:
            return "Game over"
        return f"Round {state.round} of {state.rounds}"

    def automa_pick(self, state: SalvageState) -> int:
        """The Scavenger plays where its card completes a site, else where most is already placed."""
        value = card_value(state.flipped) if state.flipped else 0
        names = list(SITES)

        def preference(i: int) -> tuple:
            site = names[i]
            total = sum(state.presence[site])
            return (total + value >= SITES[site][0], total, -i)

        return max(range(len(names)), key=preference)

    def view(self, state: SalvageState, seat: int) -> SalvageState:
        """What `seat` knows: its own hand; other hands, staged cards and the deck made canonical."""
        return hidden.redact(self, state, seat)

    def shuffle_hidden(self, state: SalvageState, seat: int, rng: Rng) -> SalvageState:
        """Re-deal everything `seat` cannot see (for the conformance suite)."""
        return hidden.reshuffle(self, state, seat, rng)

    def scene(self, state: SalvageState, seat: int):
        """The table as `seat` sees it."""
        return scene.build(self, self.view(state, seat), seat)

    def evaluate(self, state: SalvageState, seat: int) -> float:
        """Score lead plus small credit for cards in hand, partial sets and site majorities."""
        base = super().evaluate(state, seat)
        hand = sum(card_value(c) for c in state.hands[seat]) * 0.1
        sets = sum(1 for v in state.stash[seat].values() if v) * 0.5
        lead = sum(0.3 for site in SITES if state.presence[site][seat] == max(state.presence[site]) > 0)
        return base + hand + sets + lead


GAME = SalvageRun(
    id="testgame", title="Salvage Run (test game)",
    description="A tiny card-and-bag game used to test the engine: play salvage to sites, scavenge sets.",
    min_players=1, max_players=4, solo=True, rules_version="1",
    options=(
        OptionSpec("automa", "The Scavenger (automa seat)", (("off", "Off"), ("on", "On")), "off",
                   "Adds a rules-driven opponent; required for solo play."),
        OptionSpec("rounds", "Length", (("3", "Short: 3 rounds"), ("5", "Long: 5 rounds")), "3"),
    ),
)
flow = GAME.flow


@flow.step("turn")
def _turn(state: SalvageState, seat: int) -> None:
    if state.seat_kinds[seat] == AUTOMA:
        state.schedule(Frame("automa_flip", {"seat": seat}), Frame("end_turn", {"seat": seat}))
    else:
        state.schedule(Frame("action", {"seat": seat}), Frame("end_turn", {"seat": seat}))


@flow.step("end_turn")
def _end_turn(state: SalvageState, seat: int) -> None:
    following = seat + 1
    if following == state.seats:
        following = 0
        state.round += 1
        if state.round > state.rounds:
            state.round = state.rounds
            state.push("final_scoring")
            return
        state.say(f"Round {state.round} begins.")
    state.push("turn", seat=following)


@flow.ask("action")
def _ask_action(state: SalvageState, seat: int) -> Choice:
    options = [
        Option("Play a card", "play") if state.hands[seat] else disabled("Play a card", "your hand is empty", "play"),
        Option("Scavenge from the bag", "scavenge", target="bag") if state.bag
        else disabled("Scavenge from the bag", "the bag is empty", "scavenge"),
    ]
    if not state.deck:
        options.append(disabled("Rest and draw a card", "the deck is empty", "rest"))
    elif len(state.hands[seat]) >= HAND_LIMIT:
        options.append(disabled("Rest and draw a card", f"your hand already holds {HAND_LIMIT} cards", "rest"))
    else:
        options.append(Option("Rest and draw a card", "rest", target="deck"))
    return Choice(seat, "Choose your action", options)


@flow.answer("action")
def _answer_action(state: SalvageState, value: str, seat: int) -> None:
    if value == "play":
        state.push("pick_card", seat=seat)
    elif value == "scavenge":
        token = state.rng.draw_from_bag(state.bag)
        state.stash[seat][token] += 1
        state.say(f"Seat {seat + 1} scavenges {token} from the bag.")
    else:
        card = state.deck.pop()
        state.hands[seat].append(card)
        state.reveal()
        state.say(f"Seat {seat + 1} rests and draws a card.")
        state.say(f"You draw {card_label(card)}.", only=seat)


@flow.ask("pick_card")
def _ask_card(state: SalvageState, seat: int) -> Choice:
    options = [Option(f"Play {card_label(c)}", c, target=f"hand-{c}") for c in state.hands[seat]]
    return Choice(seat, "Pick a card to play", options + [Option(BACK, None)])


@flow.answer("pick_card")
def _answer_card(state: SalvageState, card: str | None, seat: int) -> None:
    if card is None:
        state.push("action", seat=seat)
        return
    state.hands[seat].remove(card)
    state.staged[seat] = card
    state.push("pick_site", seat=seat)


@flow.ask("pick_site")
def _ask_site(state: SalvageState, seat: int) -> Choice:
    options = [Option(f"To the {site}", site, target=f"site-{site}") for site in SITES]
    return Choice(seat, f"Where does {card_label(state.staged[seat])} go?", options + [Option(BACK, None)])


@flow.answer("pick_site")
def _answer_site(state: SalvageState, site: str | None, seat: int) -> None:
    if site is None:
        state.hands[seat].append(state.staged[seat])
        state.staged[seat] = None
        state.push("pick_card", seat=seat)
        return
    state.push("confirm", seat=seat, site=site)


@flow.ask("confirm")
def _ask_confirm(state: SalvageState, seat: int, site: str) -> Choice:
    return Choice(seat, f"Play {card_label(state.staged[seat])} to the {site}?", [Option(DONE, True),
                                                                                   Option(BACK, False)])


@flow.answer("confirm")
def _answer_confirm(state: SalvageState, confirmed: bool, seat: int, site: str) -> None:
    if not confirmed:
        state.push("pick_site", seat=seat)
        return
    card = state.staged[seat]
    state.staged[seat] = None
    state.reveal()
    state.say(f"Seat {seat + 1} plays {card_label(card)} to the {site}.")
    place(state, seat, site, card_value(card))


@flow.step("automa_flip")
def _automa_flip(state: SalvageState, seat: int) -> None:
    if not state.deck:
        state.say("The Scavenger finds nothing: the deck is empty.")
        return
    state.flipped = state.deck.pop()
    state.reveal()
    state.say(f"The Scavenger flips {card_label(state.flipped)}.")
    state.push("automa_site", seat=seat)


@flow.ask("automa_site")
def _ask_automa_site(state: SalvageState, seat: int) -> Choice:
    return Choice(seat, "The Scavenger picks a site", [Option(site, site, target=f"site-{site}") for site in SITES])


@flow.answer("automa_site")
def _answer_automa_site(state: SalvageState, site: str, seat: int) -> None:
    card, state.flipped = state.flipped, None
    state.say(f"The Scavenger sends {card_label(card)} to the {site}.")
    place(state, seat, site, card_value(card))


def place(state: SalvageState, seat: int, site: str, value: int) -> None:
    """Add presence at a site and score the site when its threshold is reached."""
    presence = state.presence[site]
    presence[seat] += value
    threshold, points = SITES[site]
    if sum(presence) < threshold:
        return
    best = max(presence)
    for other, amount in enumerate(presence):
        if amount == best:
            state.vp[other] += points
            state.say(f"The {site} is cleared: seat {other + 1} scores {points}.")
    state.presence[site] = [0] * state.seats


@flow.step("final_scoring")
def _final_scoring(state: SalvageState) -> None:
    state.over = True
    scores = GAME.scores(state)
    state.say("Final scores: " + ", ".join(f"seat {i + 1}: {s}" for i, s in enumerate(scores)) + ".")
