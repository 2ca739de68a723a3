"""A bot in its own process against the fake Discord (`tests/support/shard_bot.py`): started,
READY awaited, stopped by SIGTERM (killed if it does not stop). Used by the sharding test and by
`benchmarks/wire_burst.py`."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


SHARD_BOT = ("-m", "tests.support.shard_bot")


class BotProcess:
    """One `shard_bot` subprocess, its settings in `env`, its log (stderr) in `log`; `args`:
    what follows the Python interpreter (run from the repository root), e.g. a runner that
    wraps shard_bot's `main`."""

    def __init__(
        self, name: str, env: dict[str, str], log: Path, args: tuple[str, ...] = SHARD_BOT
    ) -> None:
        self.name, self.env, self.log, self.args = name, env, log, args
        self.process: asyncio.subprocess.Process | None = None

    @property
    def pid(self) -> int:
        assert self.process is not None, "not started"
        return self.process.pid

    async def start(self) -> None:
        with self.log.open("wb") as err:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                *self.args,
                cwd=ROOT,
                env=self.env,
                stdout=asyncio.subprocess.PIPE,
                stderr=err,
                start_new_session=True,  # a Ctrl-C reaches the caller, which stops it
            )

    async def ready(self, timeout: float = 60) -> None:
        assert self.process is not None and self.process.stdout is not None
        line = await asyncio.wait_for(self.process.stdout.readline(), timeout)
        assert line.strip() == b"READY", f"{self.name} did not start:\n{self.log.read_text()}"

    async def stop(self, patience: float = 20) -> int | None:
        """SIGTERM, then SIGKILL after `patience` s, or at once if this wait is cancelled (a
        second Ctrl-C): it is never left running. The exit code (None if it had to be killed)."""
        if self.process is None or self.process.returncode is not None:
            return None if self.process is None else self.process.returncode
        self.process.terminate()
        try:
            return await asyncio.wait_for(self.process.wait(), patience)
        except TimeoutError:
            self.process.kill()
            await self.process.wait()
            return None
        except asyncio.CancelledError:
            self.process.kill()
            raise

    def problems(self) -> list[str]:
        """Lines of its log at ERROR or worse, and tracebacks."""
        text = self.log.read_text(errors="replace")
        return [line for line in text.splitlines() if " ERROR " in line or "Traceback" in line]
