"""Soak: many games of computer players through the game service, with faults injected.

A worker process plays `--games` games (`--parallel` at a time) of computer players through
`GameService` on a SQLite file, its posts going to a file that stands for Discord (`posts.jsonl`:
like Discord with a message's nonce, a post whose nonce is already there is not posted again;
such resends are counted). Meanwhile this process injects faults: it kills the worker with
SIGKILL at random moments and restarts it, and locks the database from another process for
0.5–3 s; the worker itself makes the disk "full" now and then (`PRAGMA max_page_count`). At the
end it reports games completed, moves lost (a move acknowledged after its commit but missing
from the database: must be 0), duplicate posts (must be 0), posts missing (a saved move whose
post never went out: must be 0) and `verify-db` (must be clean). With `--refusals` the worker
also has a game's channel refuse every post for a few seconds now and then (a 403: the bot's
permission taken away, then given back); every post refused must go out later
(`refused_posts`). With `--crashes` a second bot process in another place runs beside it and
is killed while it holds unsent posts, which the first must send within a minute
(benchmarks/soak_second.py); the first then runs as `shards 0/2`, one of several processes.
With `--deploys` each worker's life ends in a rolling deploy instead of a plain kill: a new
worker, running every shard as the old one does, is started first, and the old one is killed
once it holds unsent posts, which the new one must send within a minute
(benchmarks/soak_deploy.py). With `--postgres` the database is PostgreSQL (a server the soak
starts: benchmarks/soak_db.py) instead of a SQLite file; the locks and full-disk spells, which
are SQLite's, are left out. A worker that fails by itself (not killed) `FAILED_STARTS` times in a
row ends the soak (exit 1), its log's end printed.

    .venv/bin/python benchmarks/soak.py [--games 200] [--parallel 8] [--seed 1] [--minutes 60]
        [--folder DIR] [--refusals] [--crashes] [--deploys] [--postgres]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from soak_db import is_postgres, new_database  # benchmarks/soak_db.py
from soak_deploy import LOG as DEPLOY_LOG  # benchmarks/soak_deploy.py
from soak_deploy import Deploys
from soak_second import SecondProcess, lateness  # benchmarks/soak_second.py
from soak_worker import SECOND_GUILD  # benchmarks/soak_worker.py

from bot.sharding import ALL_SHARDS
from bot.storage.outbox import OutboxStore
from bot.storage.records import Status
from bot.storage.store import Store
from bot.tools.verify import verify
from games import catalogue

FAILED_STARTS = 3  # worker lives in a row that end by themselves, failing, before the soak stops
FIRST = "shards 0/2"  # the first worker's place beside a second process (`--crashes`)

LOCKER = (
    "import sqlite3, sys, time\n"
    "db = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)\n"
    "db.execute('BEGIN EXCLUSIVE')\n"
    "time.sleep(float(sys.argv[2]))\n"
    "db.execute('ROLLBACK')\n"
)


class Faults:
    """Kills and locks, at random moments from one seeded generator."""

    def __init__(self, folder: Path, database: str, args: argparse.Namespace) -> None:
        self.folder, self.database, self.args = folder, database, args
        self.random = random.Random(args.seed)
        self.kills = self.locks = self.restarts = self.failed = 0
        self.owner = FIRST if args.crashes else ALL_SHARDS
        self.crashes: SecondProcess | None = None  # `--crashes`
        self.deploys = Deploys(folder, database, self.worker) if args.deploys else None

    def worker(self) -> subprocess.Popen:
        self.restarts += 1
        return self.spawn(self.owner, self.args.parallel, self.restarts, guild=1)

    def second_worker(self, owner: str, parallel: int, life: int) -> subprocess.Popen:
        """The second process's `life`th start, in place `owner` (benchmarks/soak_second.py)."""
        return self.spawn(owner, parallel, 500 + life, guild=SECOND_GUILD)

    def spawn(self, owner: str, parallel: int, life: int, *, guild: int) -> subprocess.Popen:
        command = [sys.executable, __file__, "--worker", str(self.folder), "--owner", owner]
        command += ["--database", self.database]
        command += ["--games", str(self.args.games), "--parallel", str(parallel)]
        command += ["--seed", str(self.args.seed * 1000 + life), "--guild", str(guild)]
        command += ["--refusals"] if self.args.refusals and guild == 1 else []
        log = open(self.folder / f"worker-{guild}.log", "a")  # noqa: SIM115 (its stderr)
        return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True)

    def lock(self) -> subprocess.Popen:
        self.locks += 1
        seconds = f"{self.random.uniform(0.5, 3.0):.2f}"
        return subprocess.Popen([sys.executable, "-c", LOCKER, self.database, seconds])


def run_faults(args: argparse.Namespace, folder: Path, database: str) -> Faults:
    """Run workers until one reports every game finished, killing (or, with `--deploys`,
    replacing) and locking meanwhile (for `--minutes`; then one last worker finishes the games
    undisturbed). A worker that keeps failing by itself ends the soak (`FAILED_STARTS`)."""
    faults = Faults(folder, database, args)
    stop_at = time.monotonic() + args.minutes * 60
    lockers: list[subprocess.Popen] = []
    second = (
        SecondProcess(folder, database, args.seed, faults.second_worker) if args.crashes else None
    )
    locking = not is_postgres(database)  # another process holding SQLite's write lock
    successor: subprocess.Popen | None = None  # started by a deploy, before the kill
    try:
        while True:
            process, successor = successor or faults.worker(), None
            calm = time.monotonic() >= stop_at
            life = faults.random.uniform(2.0, 12.0) if faults.random.random() < 0.8 else 60.0
            kill_at = float("inf") if calm else time.monotonic() + life
            next_lock = time.monotonic() + faults.random.uniform(1.0, 6.0)
            killed = False
            while process.poll() is None:
                now = time.monotonic()
                if second is not None:
                    second.tick(calm)
                if killed := now >= kill_at:
                    if faults.deploys is not None:
                        successor = faults.deploys.replace(process)
                    else:
                        process.send_signal(signal.SIGKILL)
                    faults.kills += 1
                    break
                if locking and not calm and now >= next_lock:
                    lockers = [locker for locker in lockers if locker.poll() is None]
                    lockers.append(faults.lock())
                    next_lock = now + faults.random.uniform(2.0, 8.0)
                time.sleep(0.05)
            process.wait()
            out = process.stdout.read() if process.stdout else ""
            progress(folder, faults)
            if process.returncode == 0 and "all games finished" in out:
                break
            check_failures(faults, killed)
    finally:
        if second is not None and second.process is not None:
            second.kill()
        for locker in lockers:
            locker.wait()
    faults.crashes = second
    return faults


def check_failures(faults: Faults, killed: bool) -> None:
    """Count a worker that ended by itself without finishing; stop the soak (exit 1) after
    `FAILED_STARTS` of them in a row, with the end of its log."""
    faults.failed = 0 if killed else faults.failed + 1
    if faults.failed >= FAILED_STARTS:
        log = (faults.folder / "worker-1.log").read_text(errors="replace").splitlines()
        sys.exit(
            f"the soak's worker failed {faults.failed} times in a row (not killed); "
            "the end of its log:\n" + "\n".join(log[-20:])
        )


def progress(folder: Path, faults: Faults) -> None:
    """One line per worker that ended: how far the soak is (for a run watched as it goes)."""
    acks = folder / "acks.log"
    moves = len(acks.read_text().splitlines()) if acks.exists() else 0
    print(
        f"[{time.strftime('%H:%M:%S')}] a worker ended ({faults.restarts} started); "
        f"{faults.kills} kills, "
        f"{faults.locks} locks, {moves} moves acknowledged so far",
        flush=True,
    )


async def check(folder: Path, database: str) -> dict[str, object]:
    """The figures: games completed, moves lost, duplicate and missing posts, verify-db."""
    store = await Store.open(database)
    try:
        games = await store.games()
        logged = {(row.id, m.seq): m.code for row in games for m in await store.moves(row.id)}
        acks = (folder / "acks.log").read_text().splitlines()
        acked = [tuple(line.split()[:3]) for line in acks]  # game, version, code (and its worker)
        lost = {a for a in acked if logged.get((int(a[0]), int(a[1]))) != a[2]}
        posts = [json.loads(line) for line in (folder / "posts.jsonl").read_text().splitlines()]
        sent = Counter(p["nonce"] for p in posts if not p.get("resent"))
        expected = await expected_nonces(store, games)
        checked, findings = await verify(store, catalogue())
        unsent = await OutboxStore(store).unsent(limit=10_000)
        faults = folder / "faults.log"
        full = len(faults.read_text().splitlines()) if faults.exists() else 0
    finally:
        await store.close()
    return {
        "full-disk spells (worker)": full,
        "games completed": sum(row.status == Status.FINISHED for row in games),
        "games": len(games),
        "moves saved": len(logged),
        "moves acknowledged": len(set(acked)),
        "moves lost": len(lost),
        "posts": sum(sent.values()),
        "duplicate posts": sum(n - 1 for n in sent.values() if n > 1),
        "posts resent after a kill, absorbed by their nonce": sum(
            p.get("resent", 0) for p in posts
        ),
        "posts missing": len(expected - set(sent)),
        "outbox rows unsent": len(unsent),
        "verify-db": f"{checked} checked, {len(findings)} differ",
        **refused_posts(folder, set(sent)),
        **lateness(folder, expected),
        **lateness(folder, expected, DEPLOY_LOG, "a deploy's old process"),
    }


def refused_posts(folder: Path, sent: set[str]) -> dict[str, int]:
    """With `--refusals`: the posts a channel refused, and how many of them never went out
    later (must be 0)."""
    path = folder / "refused.log"
    if not path.exists():
        return {}
    refused = path.read_text().split()
    return {
        "posts refused by a channel (times)": len(refused),
        "refused posts, each": len(set(refused)),
        "refused posts never sent later": len(set(refused) - sent),
    }


async def expected_nonces(store: Store, games: list) -> set[str]:
    """The nonce of every public post the saved moves need (computer seats: turn posts and the
    final post)."""
    from bot.sending.announcement import Announcement, nonce

    wanted = set()
    for row in games:
        rows = await store.fetch_all(
            "SELECT version, payload FROM outbox WHERE game_id = ?", (row.id,)
        )
        for entry in rows:
            note = Announcement.from_json(entry["payload"])
            final = row.status == Status.FINISHED and entry["version"] == row.version
            if final:
                wanted.add(nonce(row.id, entry["version"], "over"))
            elif note.kind == "start" or note.turn_ended:
                wanted.add(nonce(row.id, entry["version"], "turn"))
    return wanted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--parallel", type=int, default=8, help="games in play at a time")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=60, help="stop injecting after this")
    parser.add_argument(
        "--folder", type=Path, help="keep the database and logs here (default: a temporary one)"
    )
    parser.add_argument(
        "--refusals", action="store_true", help="channels refuse posts now and then (403)"
    )
    parser.add_argument(
        "--crashes",
        action="store_true",
        help="a second process, killed while it holds unsent posts",
    )
    parser.add_argument(
        "--deploys",
        action="store_true",
        help="each worker is replaced by a new one started before it is killed",
    )
    parser.add_argument(
        "--postgres", action="store_true", help="on PostgreSQL (a server it starts) instead"
    )
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--database", help=argparse.SUPPRESS)
    parser.add_argument("--owner", default=ALL_SHARDS, help=argparse.SUPPRESS)
    parser.add_argument("--guild", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker is not None:
        from soak_worker import work  # benchmarks/soak_worker.py

        signal.signal(signal.SIGUSR1, signal.SIG_IGN)  # until it listens (`--deploys`)
        work_args = (args.worker, args.database, args.games, args.parallel, args.seed)
        sys.exit(asyncio.run(work(*work_args, args.refusals, args.owner, args.guild)))
    with tempfile.TemporaryDirectory() as name:
        folder = args.folder or Path(name)
        folder.mkdir(parents=True, exist_ok=True)
        database, server = new_database(folder, args.postgres)
        try:
            started = time.monotonic()
            faults = run_faults(args, folder, database)
            figures = asyncio.run(check(folder, database))
            minutes = (time.monotonic() - started) / 60
        finally:
            if server is not None:
                server.cleanup()  # type: ignore[attr-defined]
    print(
        f"Soak on {'PostgreSQL' if server else 'SQLite'}: {args.games} games asked, "
        f"{args.parallel} at a time, {minutes:.1f} min; "
        f"{faults.restarts} worker starts, {faults.kills} kills (SIGKILL), "
        f"{faults.locks} locks from another process"
        + (f", {faults.crashes.summary()}" if faults.crashes else "")
        + (f", {faults.deploys.summary()}" if faults.deploys else "")
    )
    for key, value in figures.items():
        print(f"  {key}: {value}")


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
