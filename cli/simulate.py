"""`roundhouse simulate`: headless games between computer players, with figures.

`--strategy` names one level or strategy for every seat, or a comma-separated list that the
seats take in turn (`strong,normal`: seats 1, 3, ... strong, seats 2, 4, ... normal). With a
list, the seating rotates one place each game so every strategy sits in every seat, and the
result adds each strategy's wins and mean score.

`--game` picks one of the registry's games (`games.GAMES`, the default first): the loop below
plays cli/headless.py's `play_game` over its engine (`games.engine(key)`, the contract of
engine/common/contract.py), for as many players as its `GameType` seats (`--players` defaults to
its `default_seats`, `--strategy` to its easiest level).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections.abc import Sequence
from typing import Any

import games as registry
from cli import headless
from engine.common.contract import Engine


def strategy_list(text: str, levels: Sequence[str]) -> list[str]:
    """Parse `--strategy`: one name of `levels` or a comma-separated list; argparse-friendly
    errors."""
    names = [part.strip() for part in text.split(",")]
    bad = [n for n in names if n not in levels]
    if bad:
        raise argparse.ArgumentTypeError(
            f"unknown strategy {', '.join(map(repr, bad))}; "
            f"choose from {', '.join(levels)} (or a comma-separated list of them)"
        )
    return names


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", choices=registry.GAMES, default=registry.GAMES[0])  # read now
    parser.add_argument(
        "--players", type=int, help="within the game's own seat range (default: the game's)"
    )
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--strategy",
        metavar="LEVEL[,LEVEL...]",
        help="one of the game's levels or strategies (default: the game's), or a comma-separated "
        "list the seats take in turn",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def seating(players: int, strategies: Sequence[str], game: int) -> list[str]:
    """The strategy of each seat in game number `game` (the list rotates one seat a game)."""
    k = len(strategies)
    return [strategies[(seat + game) % k] for seat in range(players)]


def simulate(
    players: int,
    games: int,
    seed: int,
    strategy: str | Sequence[str],
    game: Engine[Any, Any, Any, Any] | None = None,
) -> dict:
    """`games` games of `game` (None: the default game's) from `seed` on, and their figures."""
    game = registry.engine(registry.GAMES[0]) if game is None else game
    kind = game.game_type
    strategies = (
        strategy_list(strategy, kind.levels) if isinstance(strategy, str) else list(strategy)
    )
    started = time.perf_counter()
    completed = errors = decisions = 0
    sums = dict.fromkeys((*kind.categories, "total"), 0)
    scored = 0
    wins = dict.fromkeys(strategies, 0)
    by_strategy = dict.fromkeys(strategies, 0)
    seats_of = dict.fromkeys(strategies, 0)
    for g in range(games):
        game_seed = seed + g
        seats = seating(players, strategies, g)
        played = _played(game, players, game_seed, seats)
        if played is None:
            errors += 1
            continue
        rows, n, won = played
        completed += 1
        decisions += n
        for name, row in zip(seats, rows, strict=True):
            scored += 1
            by_strategy[name] += row["total"]
            seats_of[name] += 1
            for k in sums:
                sums[k] += row[k]
        for name in {seats[s] for s in won}:
            wins[name] += 1
    seconds = time.perf_counter() - started
    mean = {k: round(v / scored, 2) if scored else 0.0 for k, v in sums.items()}
    result = {
        "players": players,
        "games": games,
        "strategy": ",".join(strategies),
        "completed": completed,
        "errors": errors,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "decisions_per_second": round(decisions / seconds, 1) if seconds else 0.0,
        "games_per_second": round(completed / seconds, 3) if seconds else 0.0,
        "mean_score": mean.pop("total"),
        "mean_breakdown": mean,
    }
    if len(set(strategies)) > 1:  # mixed seats: each strategy's own figures
        result["wins"] = wins  # games a seat of that strategy won (a shared win counts for each)
        result["mean_score_by_strategy"] = {
            k: round(by_strategy[k] / seats_of[k], 2) if seats_of[k] else 0.0 for k in strategies
        }
    return result


def _played(
    game: Engine[Any, Any, Any, Any], players: int, seed: int, seats: Sequence[str]
) -> headless.GameResult | None:
    """One game's result; None (its traceback on stderr) if it failed."""
    try:
        return headless.play_game(game, players, seed, seats)
    except Exception:
        print(f"game with seed {seed} failed:", file=sys.stderr)
        traceback.print_exc()
        return None


def checked(args: argparse.Namespace, game: Engine[Any, Any, Any, Any]) -> tuple[int, list[str]]:
    """`--players` (within `--game`'s seat range) and `--strategy` for `game`, or exit 2 saying
    what is wrong."""
    kind = game.game_type
    players = kind.default_seats if args.players is None else args.players
    low, high = kind.min_seats, kind.max_seats
    try:
        if not low <= players <= high:
            raise argparse.ArgumentTypeError(
                f"--game {args.game} is for {low} to {high} players"
                if high > low
                else f"--game {args.game} is for {low} players only"
            )
        return players, strategy_list(args.strategy or kind.levels[0], kind.levels)
    except argparse.ArgumentTypeError as error:
        print(f"roundhouse simulate: error: {error}", file=sys.stderr)
        raise SystemExit(2) from None


def run(args: argparse.Namespace) -> int:
    game = registry.engine(args.game)
    players, strategies = checked(args, game)
    result = simulate(players, args.games, args.seed, strategies, game)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>22}: {value}")
    return 1 if result["errors"] else 0
