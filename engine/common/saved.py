"""Reading a saved game's JSON with its pydantic adapter: the one place where a document that
does not validate becomes a BadState naming where it is wrong."""

from __future__ import annotations

from typing import TypeVar

from pydantic import TypeAdapter, ValidationError

from engine.common.errors import BadState

T = TypeVar("T")


def parsed(adapter: TypeAdapter[T], text: str | bytes, *, strict: bool | None = None) -> T:
    """`text` validated by `adapter`; BadState("saved game is invalid at …") if it does not
    validate. Each engine then checks its schema version and its own consistency."""
    try:
        return adapter.validate_json(text, strict=strict)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise BadState(f"saved game is invalid at {where or 'top level'}: {first['msg']}") from exc
