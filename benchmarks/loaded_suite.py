"""The whole test suite again and again on a machine kept busy, to find flaky tests (issue 19 §5).

Each run starts `cpu_burner.py` (one burner pinned to each core, busy `--share` of it), runs
`pytest -q` once, stops the burner and prints one line: the run, pytest's exit code, its time,
the load average and pytest's closing line. The failing runs' output is kept in `--logs`.

    python benchmarks/loaded_suite.py [--runs 10] [--share 1.0] [--logs DIR] [-- PYTEST ARGS]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def one_run(number: int, share: float, logs: Path, pytest_args: list[str]) -> bool:
    """One loaded run of the suite; whether it passed."""
    burner = subprocess.Popen([sys.executable, str(HERE / "cpu_burner.py"), "--share", str(share)])
    started = time.monotonic()
    try:
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *pytest_args],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
    finally:
        burner.terminate()
        burner.wait()
    seconds = time.monotonic() - started
    lines = run.stdout.strip().splitlines()
    closing = lines[-1] if lines else "(no output)"
    load = os.getloadavg()[0]
    print(f"run {number}: exit {run.returncode}, {seconds:.0f} s, load {load:.1f}: {closing}")
    if run.returncode != 0:
        logs.mkdir(parents=True, exist_ok=True)
        (logs / f"run-{number}.log").write_text(run.stdout + run.stderr)
    return run.returncode == 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--share", type=float, default=1.0, help="of each core the burner takes")
    parser.add_argument("--logs", type=Path, default=Path("loaded-suite-logs"))
    args, pytest_args = parser.parse_known_args()
    passed = sum(
        one_run(n, args.share, args.logs, [a for a in pytest_args if a != "--"])
        for n in range(1, args.runs + 1)
    )
    print(f"{passed} of {args.runs} loaded runs passed")
    return 0 if passed == args.runs else 1


if __name__ == "__main__":
    sys.exit(main())
