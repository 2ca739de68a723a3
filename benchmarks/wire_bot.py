"""The bot process of `bot_latency.py --burst --wire --profile`: `tests/support/shard_bot.py`,
run as it is, with its event loop's CPU sampled (benchmarks/loopshare.py) between SIGUSR1 and
SIGUSR2. At each SIGUSR2 the samples so far are written as JSON to PROFILE_FILE (replaced
whole, so a reader never sees half of it).

    python benchmarks/wire_bot.py      (from the repository root, with shard_bot's environment)
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
from pathlib import Path

from loopshare import LoopShare

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.support
from tests.support import shard_bot


def save(share: LoopShare, path: Path, stops: int) -> None:
    """The samples so far (after `stops` SIGUSR2), as `read_profile` takes them back."""
    data = {
        "stops": stops,
        "counts": dict(share.counts),
        "places": dict(share.places),
        "cpu": share.cpu,
        "wall": share.wall,
    }
    part = path.with_suffix(".part")
    part.write_text(json.dumps(data))
    part.replace(path)


def stops_saved(path: Path) -> int:
    """How many SIGUSR2 the saved samples follow (0: none saved yet)."""
    try:
        return int(json.loads(path.read_text())["stops"])
    except (OSError, ValueError, KeyError):
        return 0


def read_profile(path: Path) -> LoopShare:
    """A LoopShare holding the samples a profiled bot process saved."""
    data = json.loads(path.read_text())
    share = LoopShare()
    share.counts.update(data["counts"])
    share.places.update(data["places"])
    share.cpu, share.wall = data["cpu"], data["wall"]
    return share


async def main() -> int:
    share, path = LoopShare(), Path(os.environ["PROFILE_FILE"])
    loop = asyncio.get_running_loop()
    stops = 0

    def stop() -> None:
        nonlocal stops
        share.stop()
        stops += 1
        save(share, path, stops)

    loop.add_signal_handler(signal.SIGUSR1, share.start)
    loop.add_signal_handler(signal.SIGUSR2, stop)
    return await shard_bot.main()


if __name__ == "__main__":
    logging.captureWarnings(True)
    sys.exit(shard_bot.run_loop(main()))
