"""The JSON facade the web worker and tools call: validated requests in, table snapshots out.

`handle(request_json)` takes `{"op": ..., ...args}` and returns `{"ok": true, "result": ...}` or
`{"ok": false, "error": {"kind": ..., "message": ...}}`; a failed request changes nothing.
The contract is written down in docs/web-protocol.md.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from .core import bots, savecode, snapshot
from .core.choice import IllegalMove
from .core.game import BadOptions, Game
from .core.help import HelpError, guide
from .core.names import render_names, render_tree
from .core.registry import UnknownGame, game_infos, get_game
from .core.rng import fresh_seed
from .core.savecode import PlayerName, SaveCodeError
from .core.session import BOT, HUMAN, SeatSetup, Session

LOG_LINES_SENT = 300


class ApiError(Exception):
    """A request that cannot be served; `kind` names the class of problem for the UI."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class _Request(BaseModel):
    # Built on first use, not at import: the worker reports "ready" sooner, and ops a visit never sends cost
    # nothing (python-re: these patterns are simple, and the default regex engine is slow to build them).
    model_config = ConfigDict(extra="forbid", defer_build=True, regex_engine="python-re")


class NoArgs(_Request):
    """A request without arguments."""


class ViewRequest(_Request):
    """A request for the table as one seat sees it."""

    seat: int | None = Field(default=None, ge=0, le=15)


class NewGameRequest(_Request):
    """Start a game: which game, how many player seats, who sits where, options, seed."""

    game: str = Field(max_length=32)
    players: int = Field(ge=1, le=8)
    seats: list[Literal["human", "bot"]] | None = None
    names: list[PlayerName] | None = None
    options: dict[str, str] = Field(default_factory=dict)
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    practice: bool = False
    bot: Literal["random", "greedy", "search"] = "greedy"
    colors: list[Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]] | None = None


class ActRequest(_Request):
    """A human seat picks an option of its pending choice."""

    index: int = Field(ge=-(2**31), lt=2**31)
    seat: int = Field(ge=0, le=15)


# How long a hard bot may think over one decision, when the page asks for a limit (milliseconds).
ThinkMs = Annotated[int, Field(ge=100, le=60_000)]


class BotStepRequest(_Request):
    """One bot decision; `think_ms` caps a search bot's thinking (whole sampled worlds: the first always runs)."""

    seat: int | None = Field(default=None, ge=0, le=15)
    think_ms: ThinkMs | None = None


class BotRunRequest(_Request):
    """Let bots play until a human seat must decide, the game ends, or `max_steps` decisions were made;
    `think_ms` caps each search decision as in `bot_step`."""

    max_steps: int = Field(default=1000, ge=1, le=100_000)
    seat: int | None = Field(default=None, ge=0, le=15)
    think_ms: ThinkMs | None = None


class BeatRequest(_Request):
    """One position inside the last decision's automa turns, for the page to show them step by step."""

    index: int = Field(ge=0, lt=10_000)
    seat: int | None = Field(default=None, ge=0, le=15)


class ResumeRequest(_Request):
    """Reopen a saved game: from its engine snapshot when that is valid for this code, else by replaying the code."""

    code: str = Field(max_length=200_000)
    snapshot: str | None = Field(default=None, max_length=8_000_000)


class GameRequest(_Request):
    """A request about one game by id (its How-to-play guide)."""

    game: str = Field(max_length=32)


class PrepareRequest(_Request):
    """Import a game's rules and content now (a warm-up), so that its first new_game or load_code is quick."""

    game: str = Field(max_length=32)


class LoadCodeRequest(_Request):
    """Load a game from a save code or a share link."""

    code: str = Field(max_length=200_000)


def new_seed() -> int:
    """A fresh random seed (from the operating system, also in the browser)."""
    return fresh_seed()


def known_game(game_id: str) -> Game:
    """The game with this id (its rules imported on first use); an unknown id is a BadRequest."""
    try:
        return get_game(game_id)
    except UnknownGame as exc:
        raise ApiError("BadRequest", str(exc)) from None


def start_session(req: NewGameRequest) -> Session:
    """Build a session from a validated new-game request."""
    game = known_game(req.game)
    seats = list(req.seats or [HUMAN] + [BOT] * (req.players - 1))
    names = list(req.names or [f"Player {i + 1}" for i in range(req.players)])
    if len(seats) != req.players or len(names) != req.players:
        raise ApiError("BadRequest", f"give exactly {req.players} seats and {req.players} names")
    if req.colors is not None and (len(req.colors) != req.players or len(set(req.colors)) != req.players):
        raise ApiError("BadRequest", f"give {req.players} different colours, one per seat")
    seed = new_seed() if req.seed is None else req.seed
    try:
        return Session(game, req.players, req.options, seed, SeatSetup(names, seats, req.bot, req.colors), practice=req.practice)
    except BadOptions as exc:
        raise ApiError("BadRequest", str(exc)) from None


def table(session: Session, viewer: int | None = None, beat: int | None = None,
          code: str | None = None) -> dict[str, Any]:
    """Everything the page shows for one seat: scene, its choice, log, scores, turn and seats.

    With `beat`, the position inside the last decision's automa turns that `session.beats[beat]` kept (no
    choice is offered there: the page plays those positions back, then shows the live table). `code`: the
    session's save code when the caller already holds it (a resume from a snapshot of that code), so it is
    not encoded again."""
    game = session.game
    state = session.state if beat is None else session.beats[beat].state
    live = beat is None
    choice = game.choice(state) if live else None
    turn = choice.seat if choice else (session.beats[beat].seat if beat is not None else None)
    if viewer is None:
        viewer = default_viewer(session)
    if not 0 <= viewer < state.seats:
        raise ApiError("BadRequest", f"there is no seat {viewer}: seats are 0 to {state.seats - 1}")
    over = live and session.over
    first = state.log_start()
    result = {
        "game": game.id,
        "title": game.title,
        "step": len(session.indices),
        "code": savecode.encode(session) if code is None else code,
        "seats": [{"name": session.seat_name(s), "controller": session.controller(s),
                   "color": session.seat_color(s)} for s in range(state.seats)],
        "viewer": viewer,
        "turn": turn,
        "turn_controller": session.controller(turn) if turn is not None else None,
        "choice": choice.to_json() if choice and choice.seat == viewer else None,
        "scene": seat_colored(game.scene(state, viewer).to_json(), session),
        "log": [{"n": first + k, "step": line.step, "text": line.text} for k, line in enumerate(state.log)
                if line.only is None or line.only == viewer][-LOG_LINES_SENT:],
        "scores": game.scores(state),
        "over": over,
        "winners": game.winners(state) if over else [],
        "final": {"rows": [{"label": label, "values": values} for label, values in game.score_rows(state)],
                  "outcome": game.outcome(state)} if over else None,
        "status": game.status(state),
        "beats": len(session.beats) if live else 0,
        "beat": beat,
        "can_undo": live and session.can_undo(),
        "undo_why_not": session.undo_blocker() if live else "the opponent's turn is being shown",
        "can_redo": live and session.can_redo(),
        "practice": session.practice,
        "setup": {"players": session.players, "options": dict(session.options), "bot": session.seats.bot},
    }
    namer = seat_namer(session)
    render_tree(result, namer, TEXT_KEYS)
    for item in result["scene"]["items"]:
        if item.get("detail"):
            item["detail"] = [render_names(text, namer) for text in item["detail"]]
    return result


# Fields of a table whose text may name seats by reference (engine/core/names.py).
TEXT_KEYS = frozenset({"text", "title", "tip", "label", "prompt", "why_not", "status", "outcome",
                       "undo_why_not"})


def seat_namer(session: Session) -> Callable[[int], str]:
    """Name a seat for text shown to players: the chosen name, or the game's own name for automa seats."""
    seats = session.state.seats
    return lambda seat: session.seat_name(seat) if seat < seats else f"seat {seat + 1}"


def play_bot_decision(session: Session, think_ms: int | None = None) -> None:
    """Let the bot whose turn it is make one decision, from its own view, with a replayable PRNG; a search bot
    begins no new sampled world once `think_ms` have passed (the decision is recorded in the save code)."""
    seat = session.game.pending(session.state).seat
    rng = bots.bot_rng(session.seed, len(session.indices), seat)
    session.apply(bots.choose(session.game, session.state, session.seats.bot, rng, bots.think_deadline(think_ms)))


def seat_colored(scene: dict[str, Any], session: Session) -> dict[str, Any]:
    """Paint the scene's seat styles (`seat0`, `seat1`, ... and `seat0-ring`, ...) in the seats' colours (the ones
    the players chose; automa seats a colour no player wears)."""
    palette = scene["palette"]
    for seat in range(session.state.seats):
        color = session.seat_color(seat)
        style = palette.get(f"seat{seat}")
        if style is not None:
            palette[f"seat{seat}"] = {**style, "fill": color, "text": readable_text_color(color)}
        ring = palette.get(f"seat{seat}-ring")
        if ring is not None:
            palette[f"seat{seat}-ring"] = {**ring, "stroke": color, "text": color}
    return scene


def readable_text_color(fill: str) -> str:
    """Near-black text on light fills, white on dark ones (relative luminance of a #rrggbb colour)."""
    red, green, blue = (int(fill[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return "#111111" if 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.55 else "#ffffff"


def default_viewer(session: Session) -> int:
    """The seat to move if a human holds it, else the first human seat, else seat 0."""
    choice = session.choice()
    if choice is not None and session.controller(choice.seat) == HUMAN:
        return choice.seat
    humans = [s for s in range(session.state.seats) if session.controller(s) == HUMAN]
    return humans[0] if humans else 0


class Api:
    """Holds the current game of one worker and serves the ops of docs/web-protocol.md."""

    def __init__(self) -> None:
        self.session: Session | None = None

    def _current(self) -> Session:
        if self.session is None:
            raise ApiError("NoGame", "no game is in progress: start or load one first")
        return self.session

    def games(self, _: NoArgs) -> dict:
        return {"games": game_infos()}

    def prepare(self, req: PrepareRequest) -> dict:
        return {"game": known_game(req.game).id}

    def new_game(self, req: NewGameRequest) -> dict:
        self.session = start_session(req)
        return table(self.session)

    def table(self, req: ViewRequest) -> dict:
        return table(self._current(), req.seat)

    def act(self, req: ActRequest) -> dict:
        session = self._current()
        choice = session.choice()
        if choice is None:
            raise ApiError("IllegalMove", "the game is over")
        if choice.seat != req.seat:
            raise ApiError("IllegalMove", f"it is {session.seat_name(choice.seat)}'s turn, not seat {req.seat}'s")
        if session.controller(req.seat) != HUMAN:
            raise ApiError("IllegalMove", f"seat {req.seat} is played by a bot")
        session.apply(req.index)
        return table(session, req.seat)

    def bot_step(self, req: BotStepRequest) -> dict:
        session = self._current()
        choice = session.choice()
        if choice is None or session.controller(choice.seat) != BOT:
            raise ApiError("IllegalMove", "it is not a bot's turn")
        play_bot_decision(session, req.think_ms)
        return table(session, req.seat)

    def bot_run(self, req: BotRunRequest) -> dict:
        session = self._current()
        for _ in range(req.max_steps):
            choice = session.choice()
            if choice is None or session.controller(choice.seat) != BOT:
                break
            play_bot_decision(session, req.think_ms)
        return table(session, req.seat)

    def undo(self, req: ViewRequest) -> dict:
        session = self._current()
        session.undo()
        return table(session, req.seat)

    def redo(self, req: ViewRequest) -> dict:
        session = self._current()
        session.redo()
        return table(session, req.seat)

    def beat(self, req: BeatRequest) -> dict:
        session = self._current()
        if req.index >= len(session.beats):
            raise ApiError("BadRequest", f"there is no step {req.index} of the last turn: it kept "
                                         f"{len(session.beats)}")
        return table(session, req.seat, beat=req.index)

    def save_code(self, _: NoArgs) -> dict:
        return {"code": savecode.encode(self._current())}

    def snapshot(self, _: NoArgs) -> dict:
        session = self._current()
        code = savecode.encode(session)
        return {"code": code, "snapshot": snapshot.take(session, code)}

    def load_code(self, req: LoadCodeRequest) -> dict:
        self.session = savecode.decode(req.code)  # raises before replacing the current game
        return table(self.session)

    def resume(self, req: ResumeRequest) -> dict:
        """Reopen a save: the snapshot when it matches the code and this version, else the code replayed."""
        source, reason = "code", None
        session = None
        code = savecode.clean_code(req.code)
        if req.snapshot is not None:
            try:
                session = snapshot.restore(req.snapshot, code)
                source = "snapshot"
            except snapshot.SnapshotError as exc:
                reason = str(exc)
        if session is None:
            session = savecode.decode(req.code)  # raises before replacing the current game
        self.session = session
        # the snapshot matched this very code, so the table's code is the save's own (not encoded again)
        known = code if source == "snapshot" else None
        return {**table(session, code=known), "resumed_from": source, "snapshot_refused": reason}

    def help(self, req: GameRequest) -> dict:
        try:
            return {"game": req.game, **guide(req.game)}
        except UnknownGame as exc:
            raise ApiError("BadRequest", str(exc)) from None
        except HelpError as exc:
            raise ApiError("NoHelp", str(exc)) from None


_OPS: dict[str, tuple[type[BaseModel], Callable[[Api, Any], dict]]] = {
    "games": (NoArgs, Api.games),
    "prepare": (PrepareRequest, Api.prepare),
    "new_game": (NewGameRequest, Api.new_game),
    "table": (ViewRequest, Api.table),
    "act": (ActRequest, Api.act),
    "bot_step": (BotStepRequest, Api.bot_step),
    "bot_run": (BotRunRequest, Api.bot_run),
    "undo": (ViewRequest, Api.undo),
    "redo": (ViewRequest, Api.redo),
    "beat": (BeatRequest, Api.beat),
    "save_code": (NoArgs, Api.save_code),
    "snapshot": (NoArgs, Api.snapshot),
    "load_code": (LoadCodeRequest, Api.load_code),
    "resume": (ResumeRequest, Api.resume),
    "help": (GameRequest, Api.help),
}

_DEFAULT_API = Api()


def _describe_validation(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "request"
    return f"{where}: {first['msg']}"


def call(api: Api, request: dict[str, Any]) -> dict[str, Any]:
    """Serve one request dict; returns the reply dict (never raises)."""
    try:
        if not isinstance(request, dict):
            raise ApiError("BadRequest", "a request must be a JSON object")
        args = dict(request)
        op = args.pop("op", None)
        if op not in _OPS:
            raise ApiError("BadRequest", f"unknown op {op!r}: use one of {', '.join(_OPS)}")
        model, method = _OPS[op]
        try:
            parsed = model.model_validate(args)
        except ValidationError as exc:
            raise ApiError("BadRequest", _describe_validation(exc)) from None
        return {"ok": True, "result": method(api, parsed)}
    except ApiError as exc:
        return {"ok": False, "error": {"kind": exc.kind, "message": str(exc)}}
    except IllegalMove as exc:
        return {"ok": False, "error": {"kind": "IllegalMove", "message": str(exc)}}
    except SaveCodeError as exc:
        return {"ok": False, "error": {"kind": "SaveCodeError", "message": str(exc)}}
    except Exception as exc:  # a bug: report it without killing the worker
        return {"ok": False, "error": {"kind": "Internal", "message": f"{type(exc).__name__}: {exc}"}}


def handle(request_json: str) -> str:
    """Serve one JSON request for the worker's current game and return the JSON reply."""
    try:
        request = json.loads(request_json)
    except (TypeError, json.JSONDecodeError) as exc:
        reply = {"ok": False, "error": {"kind": "BadRequest", "message": f"the request is not valid JSON: {exc}"}}
    else:
        reply = call(_DEFAULT_API, request)
    return json.dumps(reply, separators=(",", ":"))
