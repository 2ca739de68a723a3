"""Reading a game's TOML data files: every fault is one ContentError that names the file and
the bad entry."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

M = TypeVar("M", bound=BaseModel)


class ContentError(ValueError):
    """A data file is missing or invalid."""


def read(path: Path) -> dict[str, Any]:
    """The file's TOML table; ContentError if it cannot be read or parsed."""
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ContentError(f"{path}: {exc}") from exc


def validate(model: type[M], raw: dict[str, Any], where: str) -> M:
    """`raw` as a `model`; ContentError "`where`: entry: message" for the first bad entry
    (`where` may hold "{entry}" to place the entry inside it)."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        entry = ".".join(str(p) for p in first["loc"]) or "top level"
        place = where.replace("{entry}", entry) if "{entry}" in where else f"{where}: {entry}"
        raise ContentError(f"{place}: {first['msg']}") from exc


def load(model: type[M], path: Path) -> M:
    """Read and validate a data file as a `model`."""
    return validate(model, read(path), str(path))
