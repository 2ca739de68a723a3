"""Moves: a typed value per kind of choice, and the one codec between a move and its code.

A decision's options are `Move` values (engine/roundhouse/state.py `Decision`). `move.code` is the
string the bot stores in its move log and puts in Discord custom ids, so a released code never
changes; `parse(code)` reads a code back (`parse(move.code) == move`).

A code is a head naming the kind of move, then its arguments, dot-separated: "m0.I5" (leader
0 to space I5), "sm.T.G" (sell Tea to the Selling Market, paid with Gold), "pass". Each Move
class lists its heads and writes its own code (`encode`, kept as `code`) and reads it back
(`decode`); the move classes live beside the decision or room that offers them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import Field, dataclass, fields
from functools import cache
from typing import Any, ClassVar, ParamSpec, TypeVar

from engine.common.errors import BadMoveCode

from .content import BASIC, RESOURCES, Basic, Resource

CODECS: dict[str, type[Move]] = {}  # a code's head -> the Move class that reads it
_BASIC: dict[str, Basic] = {r: r for r in BASIC}
_RESOURCE: dict[str, Resource] = {r: r for r in RESOURCES}


class Move:
    """One option of a decision, as a value: subclasses are frozen dataclasses whose `encode`
    writes the code (kept in `code`) and whose `decode` reads it back."""

    __slots__ = ("code",)
    heads: ClassVar[tuple[str, ...]] = ()  # the text before a code's first "."
    code: str  # the move code (stored in databases and Discord custom ids: never change one)
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]  # each subclass is a dataclass

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for head in cls.__dict__.get("heads", ()):
            CODECS[head] = cls

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", self.encode())

    def __reduce__(self) -> tuple[type[Move], tuple[Any, ...]]:
        """Pickled as its fields (`code` is written again)."""
        return type(self), tuple(getattr(self, f.name) for f in fields(self))

    def encode(self) -> str:
        """The move's code."""
        raise NotImplementedError

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Move:
        """The move of a code split at its dots (`head` and the rest); ValueError if bad."""
        raise NotImplementedError


P = ParamSpec("P")
M = TypeVar("M", bound=Move)


def interned(make: Callable[P, M]) -> Callable[P, M]:
    """A move class's constructor that makes each distinct move once (moves are immutable
    values, and a decision's options are listed often): `sale = interned(Sell)`."""
    return cache(make)  # type: ignore[return-value]


def parse(code: str) -> Move:
    """The move a code stands for; BadMoveCode if no move has that code."""
    head, _, rest = code.partition(".")
    kind = CODECS.get(head)
    if kind is None:
        raise BadMoveCode(f"{code!r} is not a move code.")
    try:
        move = kind.decode(head, rest.split(".") if rest else [])
    except (ValueError, KeyError, IndexError) as exc:
        raise BadMoveCode(f"{code!r} is not a move code.") from exc
    if move.code != code:  # e.g. "tm.03" or "b.T.x": readable, but not the code of a move
        raise BadMoveCode(f"{code!r} is not a move code.")
    return move


def basic(text: str) -> Basic:
    """A basic resource's letter ("T", "F", "C"); KeyError otherwise."""
    return _BASIC[text]


def resource(text: str) -> Resource:
    """A resource's letter (a basic one or "G"); KeyError otherwise."""
    return _RESOURCE[text]


def no_args(args: list[str]) -> None:
    if args:
        raise ValueError("this move takes no arguments")


def one(args: list[str]) -> str:
    """The one argument of a code."""
    (arg,) = args
    return arg


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """`pass`: forfeit this choice (a performance, moving the merchant on, ...)."""

    heads = ("pass",)

    def encode(self) -> str:
        return "pass"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Pass:
        no_args(args)
        return PASS


@dataclass(frozen=True, slots=True)
class Done(Move):
    """`done`: end a choice that may be made several times (a tile's steps, orders)."""

    heads = ("done",)

    def encode(self) -> str:
        return "done"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Done:
        no_args(args)
        return DONE


PASS = Pass()
DONE = Done()
