"""`roundhouse repair --game N`: rebuild one game's saved state from its move log.

The move log is the truth and the saved state a cache. When a game's cache is unreadable,
of the wrong type, or not what its log replays to (the bot then refuses to load it), repair
replays the log by the rules of the row's game (of the catalogue the command line passes in; a
game it does not host is reported, and nothing changes) and saves the result as the game's
state, version and status, with the state's check. A log that does not replay is reported, and
nothing changes. The bot may keep running meanwhile: the write is refused if the game changed
since it was read.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass

from bot.game.catalogue import Catalogue
from bot.game.loading import replayed_status
from bot.game.protocol import whose_turn
from bot.storage.checks import StateChecks, state_hash
from bot.storage.errors import StoreError
from bot.storage.records import GameRow, Status
from bot.storage.store import Store
from bot.tools.target import add_database_option, existing_database
from bot.tools.verify import differing_parts


@dataclass(frozen=True)
class Outcome:
    """What repair did: `ok` (repaired, or nothing to repair) and the report in words."""

    ok: bool
    text: str


async def repair(store: Store, game_id: int, games: Catalogue) -> Outcome:
    """Rebuild game `game_id` from its move log, by its game's rules in `games`."""
    row = await store.game(game_id)
    if row is None:
        return Outcome(False, f"game {game_id}: there is no such game.")
    if row.game not in games:
        return Outcome(
            False,
            f"game {game_id}: this program does not host its game {row.game!r}; nothing "
            "was changed.",
        )
    rules = games.rules(row.game)
    if not isinstance(row.setup_json, str):
        return Outcome(False, f"game {game_id}: it has not started, so there is nothing to replay.")
    moves = await store.moves(game_id)
    if [m.seq for m in moves] != list(range(1, len(moves) + 1)):
        return Outcome(False, f"game {game_id}: its move log has gaps; nothing was changed.")
    try:
        state = rules.replay(row.setup_json, [m.code for m in moves])
    except Exception as exc:  # MoveRefused, or a setup the game cannot read
        return Outcome(
            False,
            f"game {game_id}: its move log does not replay ({exc}), so it cannot be rebuilt; "
            "nothing was changed. The host (or someone with Manage Server) can end it with "
            "`/roundhouse abandon`.",
        )
    state_json = rules.to_json(state)
    status = replayed_status(row, over=whose_turn(rules, state) is None)
    changes = _changes(row, state_json, len(moves), status)
    checks = StateChecks(store)
    if await checks.recorded(game_id, len(moves)) != state_hash(state_json):
        changes.append("its state check")
    if not changes:
        return Outcome(True, f"game {game_id}: it matches its move log ({len(moves)} moves).")
    written = await checks.rewrite(
        game_id,
        was_updated_at=row.updated_at,
        version=len(moves),
        state_json=state_json,
        status=status,
    )
    if not written:
        return Outcome(False, f"game {game_id}: it changed while being repaired; run it again.")
    return Outcome(
        True,
        f"game {game_id}: rebuilt from its move log ({len(moves)} moves): {'; '.join(changes)}.",
    )


def _changes(row: GameRow, state_json: str, version: int, status: Status) -> list[str]:
    """What the rebuilt row changes, in words."""
    changes = []
    if row.state_json != state_json:
        if not isinstance(row.state_json, str):
            changes.append("its state (missing)")
        else:
            try:
                parts = differing_parts(row.state_json, state_json)
            except ValueError:  # not JSON at all
                parts = []
            changes.append(f"its state ({', '.join(parts) or 'unreadable'})")
    if row.version != version:
        changes.append(f"its version ({row.version!r} → {version})")
    if row.status != status:
        changes.append(f"its status ({row.status} → {status})")
    return changes


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", type=int, required=True, help="the game's number (#N)")
    add_database_option(parser)


def run(args: argparse.Namespace, games: Catalogue) -> int:
    target = existing_database(args.database)
    if target is None:
        return 2
    try:
        outcome = asyncio.run(_run(target, args.game, games))
    except StoreError as exc:  # it cannot be opened, or refuses the write: nothing changed
        print(f"roundhouse repair: {exc}; nothing was changed.", file=sys.stderr)
        return 2
    print(outcome.text, file=sys.stdout if outcome.ok else sys.stderr)
    return 0 if outcome.ok else 1


async def _run(target: str, game_id: int, games: Catalogue) -> Outcome:
    store = await Store.open(target)
    try:
        return await repair(store, game_id, games)
    finally:
        await store.close()
