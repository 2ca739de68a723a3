"""`bot_latency.py --burst --wire` at a tiny size: the bot in its own process, every answer counted.

Never asserts on timing (the benchmark prints figures); only that the experiment is complete:
every burst click ended a turn and its post reached the game's thread, every probe was answered,
the fake refused nothing and modelled every request, no turn DM was sent (they are off), and
the bot logged no error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


async def test_a_tiny_wire_burst_counts_every_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    from wire_burst import Options, run_wire  # benchmarks/wire_burst.py

    report = await run_wire(Options(games=3, probes=1, bursts=1, limit=20), quiet=True)
    samples = report.samples
    assert report.expected_posts == 3
    assert len(samples.posts) == 3 and report.own_answered == 3
    assert len(samples.own_panels) == 3
    assert report.probes_sent > 0 and report.probes_answered == report.probes_sent
    assert len(samples.early) + len(samples.probes) == report.probes_sent
    assert samples.clicks == 3 + report.probes_sent
    assert (report.failed, report.unmatched, report.bot_problems) == (0, 0, [])
    assert report.dms == 0  # turn DMs are off unless --dms
    assert report.cpu.children > 0  # the bot drew its pictures in its process pool
