"""`roundhouse migrate-db --from SOURCE --to TARGET`: copy every game to another database.

Copies every game, seat, move, setting, preference, wait, result and log line (the source's
schema is brought up to date first, the target's made), then replays each game on the target by
its game's rules (`verify-db`) and prints the counts. Running it again changes nothing; a target
that already holds other data is refused, untouched. Stop the bot before: rows written during
the copy would be missed (the counts would then differ, and the command says so).

    roundhouse migrate-db --from sqlite:///roundhouse.db --to postgresql://user:pw@host/roundhouse
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from bot.game.catalogue import Catalogue
from bot.storage.database import BadTarget, describe, parse_target
from bot.storage.errors import StoreError
from bot.storage.store import Store
from bot.storage.transfer import TABLES, CopyReport, copy_database, count
from bot.tools.verify import verify


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--from", dest="source", required=True, help="sqlite:///FILE, a SQLite path, or a URL"
    )
    parser.add_argument(
        "--to", dest="target", required=True, help="postgresql://USER:PASSWORD@HOST/NAME"
    )


def problem(source: str, target: str) -> str | None:
    """Why these two targets cannot be used (None: they can)."""
    try:
        kinds = parse_target(source), parse_target(target)
    except BadTarget as exc:
        return str(exc)
    if kinds[0] == kinds[1]:
        return "--from and --to name the same database"
    if kinds[0][0] == "sqlite" and not Path(kinds[0][1]).is_file():
        return f"No database at {kinds[0][1]}."
    return None


def run(args: argparse.Namespace, games: Catalogue) -> int:
    if (reason := problem(args.source, args.target)) is not None:
        print(f"roundhouse migrate-db: {reason}", file=sys.stderr)
        return 2
    return asyncio.run(migrate(args.source, args.target, games))


async def migrate(source_target: str, target_target: str, games: Catalogue) -> int:
    """Copy, verify, print; the exit status (0 all copied and matching, 1 otherwise)."""
    try:
        source = await Store.open(source_target)
    except StoreError as exc:
        print(f"roundhouse migrate-db: {exc}", file=sys.stderr)
        return 1
    try:
        target = await Store.open(target_target)
    except StoreError as exc:
        await source.close()
        print(f"roundhouse migrate-db: {exc}", file=sys.stderr)
        return 1
    try:
        return await _copy_and_check(source, target, games)
    finally:
        await target.close()
        await source.close()


async def _copy_and_check(source: Store, target: Store, games: Catalogue) -> int:
    try:
        report = await copy_database(source, target)
    except StoreError as exc:
        print(f"roundhouse migrate-db: {exc}", file=sys.stderr)
        return 1
    after = {table.name: await count(target, table) for table in TABLES}
    checked, findings = await verify(target, games)
    _print(source, target, report, after)
    for finding in findings:
        print(f"game {finding.game_id}: {finding.problem}")
    bad = len({f.game_id for f in findings})
    print(f"verify-db on {target.where}: {checked} started game(s) replayed, {bad} differ.")
    if after != report.counts:
        print("The source changed during the copy: stop the bot and run migrate-db again.")
    return 1 if findings or after != report.counts else 0


def _print(source: Store, target: Store, report: CopyReport, after: dict[str, int]) -> None:
    verb = "copied to" if report.copied else "already in"
    print(f"{describe(source.where)} → {target.where}: every row {verb} the target.")
    width = max(len(name) for name in report.counts)
    print(f"  {'table':<{width}}  {'source':>8}  {'target':>8}")
    for name, rows in report.counts.items():
        print(f"  {name:<{width}}  {rows:>8}  {after[name]:>8}")
