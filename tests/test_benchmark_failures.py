"""Benchmarks that meet a failure end (issue 19, part 7): each runs in a subprocess that must
exit, saying what failed, well before a generous timeout."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 120  # seconds: a run that has not ended by then hangs

# The burst benchmark with picture workers that cannot start (a pool of -1 processes): the posts
# go out without their pictures, and closing must still close the database after the workers
# that never started (an SQLite store left open keeps its thread, and the process, alive).
FAILING_BURST = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, "benchmarks")
    if __name__ == "__main__":
        import bot_latency
        from bot.workers import picture
        picture.PROCESSES = -1
        sys.argv = ["bot_latency.py", "--burst", "--games", "1", "--probes", "1", "--bursts", "1"]
        bot_latency.main()
    """
)


def run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT
    )


def test_a_latency_benchmark_whose_picture_workers_failed_exits():
    done = run(["-c", FAILING_BURST])  # TimeoutExpired if it hangs
    assert "max_workers must be greater than 0" in done.stderr  # why its workers never started


def test_a_soak_whose_worker_keeps_failing_stops(tmp_path):
    (tmp_path / "soak.db").mkdir()  # no database can be opened there: every worker fails
    done = run(["benchmarks/soak.py", "--games", "2", "--minutes", "0", "--folder", str(tmp_path)])
    assert done.returncode == 1
    assert "the soak's worker failed 3 times in a row" in done.stderr
    assert "the end of its log" in done.stderr
    assert "unable to open database file" in (tmp_path / "worker-1.log").read_text()  # why
