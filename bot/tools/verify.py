"""`roundhouse verify-db`: replay every stored game from its move log and compare.

The move log is the truth; the saved state is a cache. A game whose cache differs from its
replay (or whose log does not replay, or whose version is not its log length) is reported. Each
game is replayed by the rules of its own game (`GameRow.game`, a key of the catalogue the
command line passes in); a game this program does not host is reported too.

The database is opened for reading only (`open_read_only`): nothing is migrated or written (a
SQLite file is opened read-only), and a database that is not a Round House one, or is damaged,
or was written by a newer program, gets one line on stderr (exit 2), never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

from bot.game.capabilities import setup_names
from bot.game.catalogue import Catalogue
from bot.game.protocol import GameRules, MoveRefused, UnreadableState, whose_turn
from bot.game.text import seat_name
from bot.storage import sqlite
from bot.storage.backends import MIGRATIONS, connect
from bot.storage.database import Database, describe, parse_target
from bot.storage.errors import StoreError
from bot.storage.records import GameRow, Status
from bot.storage.sqlite import SqliteDatabase
from bot.storage.store import Store
from bot.tools.target import add_database_option, existing_database
from locales.words import LANGUAGES

# What a damaged or foreign database raises when read: one line, never a traceback.
DATABASE_ERRORS = (sqlite3.Error, asyncpg.PostgresError, asyncpg.InterfaceError, OSError)


@dataclass(frozen=True)
class Finding:
    game_id: int
    problem: str


class CannotVerify(Exception):
    """The file cannot be verified; the message is the one line `verify-db` prints."""


async def open_read_only(target: str) -> Store:
    """The store `target` names, opened for reading only: no migration, no write. A SQLite
    file no process has open (no `-wal` beside it) is read as immutable, which leaves no
    `-wal`/`-shm` files behind; a live one read-only (`mode=ro`), through its write-ahead log.
    CannotVerify for a database that is not a Round House one or whose schema is newer than
    this program's; an older schema is read as it is. CannotOpen (a StoreError) when there is
    no database to open."""
    kind, location = parse_target(target)
    db = await (_sqlite_read_only(location) if kind == "sqlite" else connect(target))
    try:
        version = await db.schema_version()
    except DATABASE_ERRORS as exc:
        await db.close()
        raise CannotVerify(f"{db.where} is not a readable database: {exc}") from None
    known = len(MIGRATIONS[kind])
    if not 1 <= version <= known:
        await db.close()
        if version == 0:
            raise CannotVerify(f"{db.where} is not a Round House database (it has no games).")
        raise CannotVerify(
            f"{db.where} has database schema {version}, newer than this program's ({known}): "
            "verify it with the program that wrote it."
        )
    return Store(db)


async def _sqlite_read_only(path: str) -> Database:
    mode = "mode=ro" if Path(f"{path}-wal").exists() else "immutable=1"
    uri = f"{Path(path).resolve().as_uri()}?{mode}"
    try:
        connection = await sqlite.connect(uri, uri=True)
    except sqlite3.Error as exc:
        raise CannotVerify(f"cannot open {path}: {exc}") from None
    connection.row_factory = sqlite3.Row
    return SqliteDatabase(connection, path)


async def verify(store: Store, games: Catalogue) -> tuple[int, list[Finding]]:
    """(games checked, findings) over every started game in the store, each by its game's
    rules in `games`. A game that cannot be checked at all (of a game not in `games`, too) is
    a finding; the database's own errors (`DATABASE_ERRORS`) are raised."""
    findings: list[Finding] = []
    checked = 0
    for row in await store.games():
        if row.setup_json is None:
            continue  # a lobby: nothing played yet
        checked += 1
        if row.language not in LANGUAGES:  # (it loads as English)
            findings.append(Finding(row.id, f"no catalogue has its language {row.language!r}"))
        if row.game not in games:
            findings.append(Finding(row.id, f"this program does not host its game {row.game!r}"))
            continue
        try:
            problems = await _check(store, games.rules(row.game), row, row.setup_json)
        except DATABASE_ERRORS:
            raise
        except Exception as exc:  # anything the game's code makes of damaged rows
            problems = [f"cannot be checked: {type(exc).__name__}: {_first_line(exc)}"]
        findings.extend(Finding(row.id, problem) for problem in problems)
    return checked, findings


async def _check(store: Store, rules: GameRules[Any], row: GameRow, setup_json: str) -> list[str]:
    """What is wrong with one started game (nothing: an empty list)."""
    problems = []
    moves = await store.moves(row.id)
    if len(moves) != row.version:
        problems.append(f"version {row.version} but {len(moves)} logged moves")
    if [m.seq for m in moves] != list(range(1, len(moves) + 1)):
        problems.append("the move log has gaps")
    seats = [seat_name(s.name) for s in await store.seats(row.id)]  # as names were cleaned
    named = setup_names(rules, setup_json)
    if named is not None and [seat_name(name) for name in named] != seats:
        problems.append(f"the seats {seats} are not the setup's players")
    try:
        replayed = rules.replay(setup_json, [m.code for m in moves])
    except MoveRefused as exc:
        return [*problems, f"the move log does not replay: {exc}"]
    replayed_json = rules.to_json(replayed)
    if row.state_json is None or replayed_json != _up_to_date(rules, row.state_json):
        problems.append(_difference(rules, row.state_json, replayed_json))
    elif (row.status == Status.FINISHED) != (whose_turn(rules, replayed) is None):
        problems.append(f"status {row.status} but the replay says otherwise")
    return problems


def _first_line(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return text[0][:200] if text else "no details"


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
    add_database_option(parser)


def run(args: argparse.Namespace, games: Catalogue) -> int:
    target = existing_database(args.database)
    if target is None:
        return 2
    return asyncio.run(_run(target, games))


async def _run(target: str, games: Catalogue) -> int:
    try:
        store = await open_read_only(target)
    except (CannotVerify, StoreError) as exc:  # StoreError: CannotOpen
        print(f"verify-db: {exc}", file=sys.stderr)
        return 2
    try:
        old = await store.schema_version() < len(MIGRATIONS[parse_target(target)[0]])
        checked, findings = await verify(store, games)
    except DATABASE_ERRORS as exc:  # a damaged (e.g. truncated) file
        print(f"verify-db: cannot read {store.where}: {exc}.", file=sys.stderr)
        return 2
    finally:
        await store.close()
    for finding in findings:
        print(f"game {finding.game_id}: {finding.problem}")
    bad = len({f.game_id for f in findings})
    print(
        f"{checked} game(s) checked in {describe(target)}: {checked - bad} match their move "
        f"log, {bad} differ."
    )
    if old:
        print("(An older database schema, verified as it is: the bot updates it when it starts.)")
    return 1 if findings else 0
