"""`roundhouse verify-db`: replay every stored game from its move log and compare.

The move log is the truth; the saved state is a cache. A game whose cache differs from its
replay (or whose log does not replay, or whose version is not its log length) is reported.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.config import ConfigError, Settings
from bot.game.default import default_rules
from bot.game.protocol import GameRules, MoveRefused, UnreadableState
from bot.storage.records import Status
from bot.storage.store import Store


@dataclass(frozen=True)
class Finding:
    game_id: int
    problem: str


async def verify(store: Store, rules: GameRules[Any] | None = None) -> tuple[int, list[Finding]]:
    """(games checked, findings) over every started game in the store (games of `rules`,
    default Round House)."""
    rules = default_rules() if rules is None else rules
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
        if rules.seat_names(row.setup_json) != seats:
            findings.append(Finding(row.id, f"the seats {seats} are not the setup's players"))
        try:
            replayed = rules.replay(row.setup_json, [m.code for m in moves])
        except MoveRefused as exc:
            findings.append(Finding(row.id, f"the move log does not replay: {exc}"))
            continue
        replayed_json = rules.to_json(replayed)
        if row.state_json is None or replayed_json != _up_to_date(rules, row.state_json):
            findings.append(Finding(row.id, _difference(rules, row.state_json, replayed_json)))
        elif (row.status == Status.FINISHED) != (rules.whose_turn(replayed) is None):
            findings.append(Finding(row.id, f"status {row.status} but the replay says otherwise"))
    return checked, findings


def _up_to_date(rules: GameRules[Any], saved_json: str) -> str:
    """The saved state as these rules write it: a game saved by an older version differs in its
    text only by what later schemas add (the game brings it up to date on loading); unreadable
    text is returned as it is, and so differs from the replay."""
    try:
        return rules.to_json(rules.from_json(saved_json))
    except UnreadableState:
        return saved_json


def _difference(rules: GameRules[Any], saved_json: str | None, replayed_json: str) -> str:
    if saved_json is None:
        return "no saved state"
    try:
        saved = rules.from_json(saved_json)
    except UnreadableState as exc:
        return f"the saved state is unreadable: {exc}"
    parts = differing_parts(rules.to_json(saved), replayed_json)
    return "the saved state differs from the replay in: " + (", ".join(parts) or "encoding")


def differing_parts(saved_json: str, replayed_json: str) -> list[str]:
    """The top-level members of two saved states (JSON objects) whose values differ, in the
    replay's order; none when either is not an object."""
    saved, replayed = json.loads(saved_json), json.loads(replayed_json)
    if not isinstance(saved, dict) or not isinstance(replayed, dict):
        return []
    keys = [*replayed, *(k for k in saved if k not in replayed)]
    return [k for k in keys if saved.get(k) != replayed.get(k)]


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database", help="SQLite file to check (default: DATABASE_PATH or roundhouse.db)"
    )


def run(args: argparse.Namespace) -> int:
    try:
        path = args.database or Settings.from_env().database_path
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    if not Path(path).is_file():
        print(f"No database at {path}.", file=sys.stderr)
        return 2
    return asyncio.run(_run(path))


async def _run(path: str) -> int:
    store = await Store.open(path)
    try:
        checked, findings = await verify(store)
    finally:
        await store.close()
    for finding in findings:
        print(f"game {finding.game_id}: {finding.problem}")
    bad = len({f.game_id for f in findings})
    print(
        f"{checked} game(s) checked in {path}: {checked - bad} match their move log, {bad} differ."
    )
    return 1 if findings else 0
