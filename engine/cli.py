"""The command line: `games`, `selfplay`, `arena`, `replay` and `bench` (a contract other tools rely on)."""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys

from . import arena, bench
from .core import bots, savecode
from .core.game import BadOptions
from .core.registry import UnknownGame, all_games, game_infos, get_game
from .core.savecode import SaveCodeError
from .playout import bot_session, play_out


def parse_options(pairs: list[str]) -> dict[str, str]:
    """Turn ['key=value', ...] into a dict, rejecting malformed pairs."""
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"--option expects KEY=VALUE, got {pair!r}")
        options[key] = value
    return options


def cmd_games(_: argparse.Namespace) -> int:
    """Print the registered games as a JSON list."""
    keys = ("id", "title", "min_players", "max_players", "solo")
    print(json.dumps([{k: info[k] for k in keys} for info in game_infos()]))
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    """Play whole games with bots in every seat and print one JSON summary."""
    game = get_game(args.game)
    players = args.players if args.players is not None else game.min_players
    options = game.normalize_options(players, parse_options(args.option))
    finished, errors, decisions, millis, sample = 0, [], [], [], None
    for k in range(args.games):
        seed = args.seed + k
        try:
            playout = play_out(bot_session(game, players, options, seed, args.bot))
        except Exception as exc:  # report, keep playing the other seeds
            errors.append(f"seed {seed}: {type(exc).__name__}: {exc}")
            continue
        finished += 1
        decisions.append(playout.decisions)
        millis.append(playout.seconds * 1000)
        if sample is None:
            sample = savecode.encode(playout.session)
    print(json.dumps({
        "game": game.id, "players": players, "options": options, "bot": args.bot,
        "games": args.games, "finished": finished, "errors": len(errors), "error_messages": errors[:5],
        "mean_decisions": round(statistics.mean(decisions), 1) if decisions else 0,
        "ms_per_game": round(statistics.mean(millis), 1) if millis else 0,
        "sample_code": sample,
    }))
    return 0 if not errors else 1


def cmd_arena(args: argparse.Namespace) -> int:
    """Play games between bots of different kinds or levels and print who won how often, as JSON."""
    game = get_game(args.game)
    players = args.players if args.players is not None else game.min_players
    options = game.normalize_options(players, parse_options(args.option))
    names = [name.strip() for name in args.bots.split(",") if name.strip()]
    try:
        kinds = [arena.bot_kind(name) for name in names]
    except ValueError as exc:
        raise SystemExit(f"--bots: {exc}") from None
    if not kinds:
        raise SystemExit("--bots takes a comma-separated list of bot kinds or levels")
    print(json.dumps(arena.match(game.id, players, options, kinds, args.games, args.seed, args.jobs)))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a save code and print where it ends; a bad code exits 2 with one line."""
    try:
        session = savecode.decode(args.code)
    except SaveCodeError as exc:
        print(f"bad save code: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({"game": session.game.id, "finished": session.over,
                      "scores": session.game.scores(session.state), "decisions": len(session.indices)}))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    """Print speed and size figures for one or every registered game."""
    games = [get_game(args.game)] if args.game else all_games()
    options = parse_options(args.option)
    if (options or args.players is not None) and not args.game:
        raise SystemExit("--option and --players need a game: python -m engine bench GAME --option KEY=VALUE")
    rows = [bench.bench_game(game, games=args.games, players=args.players, options=options) for game in games]
    if args.json:
        for row in rows:
            print(json.dumps(row))
    elif rows:
        print(bench.format_table(rows))
    else:
        print("no games are registered (use --load MODULE to add one)")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `python -m engine`."""
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    parser.add_argument("--load", action="append", default=[], metavar="MODULE",
                        help="import a module that registers extra games (e.g. the test game)")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the registered games as JSON").set_defaults(run=cmd_games)
    play = sub.add_parser("selfplay", help="play whole games with bots")
    play.add_argument("game")
    play.add_argument("--players", type=int)
    play.add_argument("--games", type=int, default=1)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--bot", choices=bots.BOT_KINDS, default="random",
                      help="past the game's patience random and greedy picks mix, so bot games end")
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    play.set_defaults(run=cmd_selfplay)
    duel = sub.add_parser("arena", help="play bots of different kinds against each other")
    duel.add_argument("game")
    duel.add_argument("--players", type=int)
    duel.add_argument("--bots", default="greedy,random",
                      help="comma-separated bot kinds (random, greedy, search) or levels (easy, normal, hard), "
                           "seated in turn")
    duel.add_argument("--games", type=int, default=20)
    duel.add_argument("--seed", type=int, default=1)
    duel.add_argument("--jobs", type=int, default=1, help="worker processes playing games side by side")
    duel.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    duel.set_defaults(run=cmd_arena)
    replay = sub.add_parser("replay", help="replay a save code")
    replay.add_argument("code")
    replay.set_defaults(run=cmd_replay)
    bench_cmd = sub.add_parser("bench", help="speed and size benchmark")
    bench_cmd.add_argument("game", nargs="?")
    bench_cmd.add_argument("--json", action="store_true")
    bench_cmd.add_argument("--games", type=int, default=5, help="games per measurement")
    bench_cmd.add_argument("--players", type=int, help="seats (default: the game's largest count)")
    bench_cmd.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                           help="a game option, e.g. --option tribes=on (default: the game's defaults)")
    bench_cmd.set_defaults(run=cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    for module in args.load:
        importlib.import_module(module)
    try:
        return args.run(args)
    except (UnknownGame, BadOptions) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
