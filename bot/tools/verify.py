"""`roundhouse verify-db`: replay every stored game from its move log and compare.

The move log is the truth; the saved state is a cache. A game whose cache differs from its
replay (or whose log does not replay, or whose version is not its log length) is reported.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass
from pathlib import Path

import engine
from bot.config import ConfigError, Settings
from bot.game.service import replay_game, setup_from_json
from bot.storage.database import BadTarget, describe, parse_target
from bot.storage.errors import StoreError
from bot.storage.records import Status
from bot.storage.store import Store


@dataclass(frozen=True)
class Finding:
    game_id: int
    problem: str


async def verify(store: Store) -> tuple[int, list[Finding]]:
    """(games checked, findings) over every started game in the store."""
    findings: list[Finding] = []
    checked = 0
    for row in await store.games():
        if row.setup_json is None:
            continue  # a lobby: nothing played yet
        checked += 1
        moves = await store.moves(row.id)
        if len(moves) != row.version:
            findings.append(Finding(row.id, f"version {row.version} but {len(moves)} logged moves"))
        if [m.seq for m in moves] != list(range(1, len(moves) + 1)):
            findings.append(Finding(row.id, "the move log has gaps"))
        seats = [s.name for s in await store.seats(row.id)]
        if setup_from_json(row.setup_json).names != seats:
            findings.append(Finding(row.id, f"the seats {seats} are not the setup's players"))
        try:
            replayed = replay_game(row.setup_json, [m.code for m in moves])
        except engine.EngineError as exc:
            findings.append(Finding(row.id, f"the move log does not replay: {exc}"))
            continue
        if row.state_json is None or engine.to_json(replayed) != _up_to_date(row.state_json):
            findings.append(Finding(row.id, _difference(row.state_json, replayed)))
        elif (row.status == Status.FINISHED) != engine.is_over(replayed):
            findings.append(Finding(row.id, f"status {row.status} but the replay says otherwise"))
    return checked, findings


def _up_to_date(saved_json: str) -> str:
    """The saved state as this engine writes it: a game saved by an older engine differs in its
    text only by what later schemas add (the engine migrates it on loading); unreadable text is
    returned as it is, and so differs from the replay."""
    try:
        return engine.to_json(engine.from_json(saved_json))
    except engine.BadState:
        return saved_json


def _difference(saved_json: str | None, replayed: engine.GameState) -> str:
    if saved_json is None:
        return "no saved state"
    try:
        saved = engine.from_json(saved_json)
    except engine.BadState as exc:
        return f"the saved state is unreadable: {exc}"
    fields = [
        name
        for name in replayed.__dataclass_fields__
        if getattr(saved, name) != getattr(replayed, name)
    ]
    return "the saved state differs from the replay in: " + (", ".join(fields) or "encoding")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database",
        help="a SQLite file, sqlite:///FILE or postgresql://… (default: DATABASE_URL, else "
        "DATABASE_PATH, else roundhouse.db)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        target = args.database or Settings.from_env().database
        kind, location = parse_target(target)
    except (ConfigError, BadTarget) as exc:
        print(exc, file=sys.stderr)
        return 2
    if kind == "sqlite" and not Path(location).is_file():
        print(f"No database at {location}.", file=sys.stderr)
        return 2
    return asyncio.run(_run(target))


async def _run(target: str) -> int:
    try:
        store = await Store.open(target)
    except StoreError as exc:
        print(exc, file=sys.stderr)
        return 2
    try:
        checked, findings = await verify(store)
    finally:
        await store.close()
    for finding in findings:
        print(f"game {finding.game_id}: {finding.problem}")
    bad = len({f.game_id for f in findings})
    print(
        f"{checked} game(s) checked in {describe(target)}: {checked - bad} match their move "
        f"log, {bad} differ."
    )
    return 1 if findings else 0
