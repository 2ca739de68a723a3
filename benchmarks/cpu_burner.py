"""A machine slower by a share: one process per core, each busy `--share` of its core.

Each burner is pinned to its core and alternates `--share` × `--period` ms of busy work with the
rest of the period asleep, so whatever else runs on the machine gets the remaining share of every
core (a burner that sleeps most of its period is woken ahead of busier work, so it keeps its
share). `--share 0.3` emulates a machine 30% slower: a fixed piece of CPU work takes about 1.43×
as long (`--check` measures it). Runs until stopped (SIGTERM or Ctrl-C) or `--seconds` pass.

    python benchmarks/cpu_burner.py --share 0.3 [--period 3] [--seconds S] [--check]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import signal
import statistics
import sys
import time

CHECK_WORK = 10_000_000  # loop steps of the calibration work (about 0.5 s)
CHECK_ROUNDS = 5  # alone and beside the burners, alternately: the medians are compared


def burn(core: int, share: float, period: float, until: float) -> None:
    """In a child: keep `core` busy `share` of each `period` seconds until `until`."""
    os.sched_setaffinity(0, {core})
    busy = share * period
    while time.monotonic() < until:
        start = time.perf_counter()
        while time.perf_counter() - start < busy:
            pass
        time.sleep(max(0.0, period - (time.perf_counter() - start)))


def work_time() -> float:
    """Seconds of wall time a fixed piece of CPU work takes on core 0."""
    os.sched_setaffinity(0, {0})
    start = time.perf_counter()
    total = 0
    for step in range(CHECK_WORK):
        total += step % 7
    return time.perf_counter() - start


def check(share: float, period: float) -> tuple[float, float]:
    """The median wall time of the fixed work alone and beside the burners (alternating, so
    that other load on the machine falls on both alike)."""
    alone, burdened = [], []
    for _ in range(CHECK_ROUNDS):
        alone.append(work_time())
        children = start(share, period, 60)
        try:
            time.sleep(0.1)
            burdened.append(work_time())
        finally:
            stop(children)
    return statistics.median(alone), statistics.median(burdened)


def start(share: float, period: float, seconds: float) -> list[multiprocessing.Process]:
    """One burner per core, started."""
    until = time.monotonic() + seconds
    children = [
        multiprocessing.Process(target=burn, args=(core, share, period, until), daemon=True)
        for core in sorted(os.sched_getaffinity(0))
    ]
    for child in children:
        child.start()
    return children


def stop(children: list[multiprocessing.Process]) -> None:
    for child in children:
        child.terminate()
        child.join()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--share", type=float, default=0.3, help="of each core (0–1)")
    parser.add_argument("--period", type=float, default=3.0, help="milliseconds")
    parser.add_argument("--seconds", type=float, default=3600.0)
    parser.add_argument("--check", action="store_true", help="measure the slowdown and stop")
    args = parser.parse_args()
    if args.check:
        alone, burdened = check(args.share, args.period / 1000)
        print(
            f"a fixed piece of work: {alone:.3f} s alone, {burdened:.3f} s beside the burners "
            f"({burdened / alone:.2f}×; a {args.share:.0%} share predicts "
            f"{1 / (1 - args.share):.2f}×)"
        )
        return 0
    children = start(args.share, args.period / 1000, args.seconds)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # the `finally` stops them
    try:
        for child in children:
            child.join()
    except KeyboardInterrupt:
        pass
    finally:
        stop(children)
    return 0


if __name__ == "__main__":
    sys.exit(main())
