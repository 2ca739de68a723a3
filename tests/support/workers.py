"""Jobs for the picture workers' tests: top-level, so a worker process can import them."""

from __future__ import annotations

import os
from typing import Any


def worker_pid(rules: Any) -> int:
    """The process id of the worker that runs this job."""
    return os.getpid()
