"""Which components file the engine reads, and the caches built from it.

`use_file(path)` switches every later game to another components file (a copy of
engine/roundhouse/data/components.toml with changed values, as benchmarks/balance.py `--data`
plays), and `use_file(None)` back to the engine's own. Functions that cache what they build from the
data are marked `@derived` (above `@cache`), so a switch clears them with `components` itself and
nothing built from the old file survives it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, TypeVar

from . import content


class Clearable(Protocol):
    def cache_clear(self) -> None: ...


C = TypeVar("C", bound=Clearable)
ENGINE_FILE = content.DATA_FILE  # the engine's own components file
DERIVED: list[Clearable] = []  # caches built from the component data (see `derived`)


def derived(cached: C) -> C:
    """Mark a cached function (`functools.cache`) whose results are built from the component
    data, so that `use_file` clears it."""
    DERIVED.append(cached)
    return cached


def use_file(path: Path | str | None) -> None:
    """Read the component data from `path` from now on (None: the engine's own file).

    Every rules version in the file is validated first: a bad file raises ContentError and
    changes nothing. Then `components` and every `derived` cache are cleared.
    """
    new = ENGINE_FILE if path is None else Path(path)
    for version in range(1, content.load(new).version + 1):
        content.load(new, version)
    content.DATA_FILE = new
    content.components.cache_clear()
    for cached in DERIVED:
        cached.cache_clear()


def current_file() -> Path:
    """The components file the engine reads now."""
    return content.DATA_FILE
