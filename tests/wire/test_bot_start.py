"""`roundhouse bot` (and `make run`) as a newcomer starts it, in a real process: a start that
cannot go on says why in one line of its own, with no traceback and no warning to ignore.

Without a token the bot stops with the one message (exit status NO_TOKEN, which `make run` takes
for a clean stop); with a token, discord.py is pointed (`tests.support.shard_bot.point_at`) at a
closed port, at a host no DNS knows, or at the fake Discord, which refuses the token.
"""

from __future__ import annotations

import asyncio
import errno
import os
import shutil
import socket
import sys
from pathlib import Path

import pytest
from fakediscord import FakeDiscord

from bot.config import TOKEN_HELP
from bot.tools.run import NO_TOKEN

ROOT = Path(__file__).resolve().parents[2]
# `roundhouse ARGS` with discord.py's REST and gateway pointed at URL (`python -c POINTED URL ARGS`)
POINTED = (
    "import sys; from tests.support.shard_bot import point_at; point_at(sys.argv[1]); "
    "from cli.main import main; sys.exit(main(sys.argv[2:]))"
)
UNHEARD = ("Traceback", "WARNING", "ERROR", "PyNaCl", "davey")  # nothing a newcomer must ignore
PATIENCE = 120  # seconds a process may take before the test gives up on it


async def started(folder: Path, *command: str, token: str | None) -> tuple[int, str]:
    """Run `command` (after the interpreter, or `make …`) in `folder`, with `token` (None: no
    DISCORD_TOKEN) and no other bot setting; its exit status and its output (stdout, stderr)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DISCORD", "DATABASE", "SHARD", "LOG_LEVEL", "DEV_GUILD"))
        and key not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS")  # a newcomer's make, not a sub-make
    }
    env |= {"PYTHONPATH": str(ROOT), "DATABASE_PATH": str(folder / "games.db")}
    if token is not None:
        env["DISCORD_TOKEN"] = token
    program = command if command[0] == "make" else (sys.executable, *command)
    process = await asyncio.create_subprocess_exec(
        *program,
        cwd=folder,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(process.communicate(), PATIENCE)
    assert process.returncode is not None
    return process.returncode, out.decode()


async def pointed_at(url: str, folder: Path, token: str) -> tuple[int, str]:
    """`roundhouse bot` with `token`, discord.py pointed at `url`."""
    return await started(folder, "-c", POINTED, url, "bot", token=token)


def closed_port() -> int:
    """A port of 127.0.0.1 nothing listens on (it was free a moment ago)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def last_line(output: str) -> str:
    assert not [line for line in output.splitlines() if any(w in line for w in UNHEARD)], output
    return output.splitlines()[-1]


async def test_without_a_token_the_bot_says_how_to_get_one_and_nothing_else(tmp_path):
    status, output = await started(tmp_path, "-m", "cli", "bot", token=None)
    assert status == NO_TOKEN != 0
    assert output == f"roundhouse bot: {TOKEN_HELP}\n"


@pytest.mark.skipif(shutil.which("make") is None, reason="no make on this machine")
async def test_make_run_without_a_token_stops_cleanly_after_the_one_message(tmp_path):
    """The Makefile's run recipe, with the bot's environment taken as built (`-o`)."""
    bin_dir = Path(sys.executable).parent
    command = ("make", "-f", str(ROOT / "Makefile"), "-o", ".venv/.runtime", f"BIN={bin_dir}")
    status, output = await started(tmp_path, *command, "run", token=None)
    assert (status, output) == (0, f"roundhouse bot: {TOKEN_HELP}\n")


async def test_a_refused_connection_is_one_sentence_and_no_traceback(tmp_path):
    port = closed_port()
    status, output = await pointed_at(f"http://127.0.0.1:{port}", tmp_path, "a.b.c")
    assert status == 1
    line = last_line(output)
    refused = os.strerror(errno.ECONNREFUSED)  # "Connection refused"
    assert line.startswith(
        f"roundhouse bot: could not reach Discord at 127.0.0.1:{port} ({refused});"
    )
    assert line.endswith(
        "check this machine's internet connection, its DNS and any firewall "
        "or proxy in the way, then start the bot again."
    )


async def test_a_host_no_dns_knows_is_one_sentence_and_no_traceback(tmp_path):
    status, output = await pointed_at("http://discord.invalid", tmp_path, "a.b.c")
    assert status == 1
    assert last_line(output).startswith(
        "roundhouse bot: could not reach Discord at discord.invalid:80 ("
    )


async def test_a_token_discord_rejects_is_one_sentence_and_no_traceback(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    status, output = await pointed_at(fake.base_url, tmp_path, "not-the-token")
    assert status == 2
    assert last_line(output) == (
        "roundhouse bot: Discord rejected DISCORD_TOKEN. Reset the token on your application's "
        "Bot page and update .env."
    )
