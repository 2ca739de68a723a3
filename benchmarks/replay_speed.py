"""Time a step of a finished game's replay (issue 20: ≤ 100 ms p95 for a 60-turn Round House
game).

    .venv/bin/python benchmarks/replay_speed.py [--players 5] [--seed 3] [--rounds 3]

A game of Easy computer players is played to its end and saved in a SQLite file through the
store, move by move, as the bot saves one (the first seed from `--seed` whose game has 60
turns at least). Then each step is made as the bot makes it for a click
(`bot.interface.replay.replay_step`: the game loaded, its replay, the step's picture drawn in a
worker process of the picture pool, the stepper message):

- "first_ms": the first step of a process, which makes the game's replay (the move log read,
  its codes replayed in a worker, the states kept);
- "step_*": every turn, in a random order, `--rounds` times over, the replay kept (the steps
  players click through);
- "uncached_step_p95_ms": every turn once, each step making the replay afresh (no replay
  kept: what the cache saves).

Prints one JSON object: the game's turns and moves, the two figures, and "replay_ms", the
replay alone in this process (no pool). The picture pool is started, and each worker has drawn
a turn picture once (its static layer), before anything is timed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.game.capabilities import copied, setup_names
from bot.game.catalogue import Catalogue
from bot.game.log_turns import turns_of
from bot.game.protocol import whose_turn
from bot.game.replay import Replays, replay_turns
from bot.game.service import GameService
from bot.interface.replay import replay_step
from bot.storage.records import Status
from bot.storage.store import Store
from bot.workers import picture
from games.roundhouse import ROUND_HOUSE, RoundHouseRules

WANTED_TURNS = 60


def played(players: int, seed: int) -> tuple[object, list[tuple[int, str, str, str, str]]]:
    """A whole game from `seed` on: its first state and its moves (seat, code, line, turn key,
    state after, as saved)."""
    rules = ROUND_HOUSE
    state = rules.setup([f"Player {n + 1}" for n in range(players)], seed)
    first, moves = copied(rules, state), []
    while (seat := whose_turn(rules, state)) is not None:
        code = rules.computer_move(state, len(moves), "easy", seed)
        key = rules.turn_key(state)
        line = rules.apply(state, code)
        moves.append((seat, code, line, key, rules.to_json(state)))
    return first, moves


def long_game(players: int, seed: int) -> tuple[object, list[tuple[int, str, str, str, str]]]:
    """The first game from `seed` on with `WANTED_TURNS` turns at least."""
    while True:
        first, moves = played(players, seed)
        if _turns(moves) >= WANTED_TURNS:
            return first, moves
        seed += 1


def _turns(moves: list[tuple[int, str, str, str, str]]) -> int:
    return sum(1 for n, m in enumerate(moves) if n == 0 or moves[n - 1][3] != m[3])


async def saved(store: Store, first: object, moves: list[tuple[int, str, str, str, str]]) -> int:
    """The game saved as the bot saves one: its lobby, seats, start and every move."""
    rules = ROUND_HOUSE
    names = setup_names(rules, rules.setup_json(first)) or []
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name=names[0], seat_host=False, game="roundhouse"
    )
    for name in names:
        await store.add_seat(row.id, user_id=None, name=name, computer=True, limit=len(names))
    await store.start(row.id, setup_json=rules.setup_json(first), state_json=rules.to_json(first))
    for version, (seat, code, line, key, state_json) in enumerate(moves):
        last = version == len(moves) - 1
        await store.append_move(
            row.id,
            expected_version=version,
            seat=seat,
            user_id=None,
            code=code,
            line=line,
            turn=key,
            state_json=state_json,
            status=Status.FINISHED if last else Status.PLAYING,
        )
    return row.id


def figures(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    p95 = statistics.quantiles(ordered, n=20, method="inclusive")[-1]
    return {
        "step_p50_ms": round(statistics.median(ordered), 1),
        "step_p95_ms": round(p95, 1),
        "step_max_ms": round(ordered[-1], 1),
        "steps": len(ordered),
    }


async def measure(players: int, seed: int, rounds: int) -> dict[str, object]:
    first, moves = long_game(players, seed)
    await asyncio.wrap_future(picture.POOL.start(RoundHouseRules.__module__))
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(str(Path(folder) / "replay.db"))
        try:
            service = GameService(store, games=Catalogue(ROUND_HOUSE))
            game_id = await saved(store, first, moves)
            game = await service.load(game_id)
            warm = [picture.draw_async(game, [], view="turn") for _ in range(2 * picture.cores())]
            await asyncio.gather(*warm)  # each worker has drawn a turn picture once
            start = time.perf_counter()
            out = await replay_step(service, game_id, 1)
            first_ms = (time.perf_counter() - start) * 1000
            assert out.picture is not None
            turns = turns_of(await store.moves(game_id))
            order = [
                n
                for _ in range(rounds)
                for n in random.sample(range(1, len(turns) + 1), len(turns))
            ]
            times = []
            for number in order:
                start = time.perf_counter()
                await replay_step(service, game_id, number)
                times.append((time.perf_counter() - start) * 1000)
            uncached = []
            for number in order[: len(turns)]:
                service.replays = Replays(store, kept=0)
                start = time.perf_counter()
                await replay_step(service, game_id, number)
                uncached.append((time.perf_counter() - start) * 1000)
            row = (await service.load(game_id)).row
            start = time.perf_counter()
            assert row.setup_json is not None
            replay_turns(ROUND_HOUSE, row.setup_json, [m[1] for m in moves], [t.end for t in turns])
            replay_ms = (time.perf_counter() - start) * 1000
        finally:
            await store.close()
            await picture.shutdown()
    return {
        "players": players,
        "turns": len(turns),
        "moves": len(moves),
        "first_ms": round(first_ms, 1),
        **figures(times),
        "uncached_step_p95_ms": figures(uncached)["step_p95_ms"],
        "replay_ms": round(replay_ms, 1),
        "budget": "step p95 <= 100 ms",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    result = asyncio.run(measure(args.players, args.seed, args.rounds))
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
