"""What every game's adapter (`games/<game>/adapter.py`, the bot's `GameRules`) writes the same
way, written once: what it reads from its engine's `GameType` (key, seat range, the computer
levels a lobby offers: `Adapter`, `Levels`), and, for a game whose bot state is a `Table` of
its own beside the engine's state, replay as a loop of its own `apply`, saving, reading back,
copying and the view with the end-of-game reveal (`Tabled`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol, TypeVar

from bot.game.capabilities import Copies
from bot.game.protocol import GameInfo, GameOption, Level, UnreadableState
from engine.common.contract import GameType
from locales.words import Words


class Levels:
    """The computer levels of `game_type` a lobby offers, worded by the catalogue keys `label`
    and `help` (each with `{key}` for the level's key)."""

    def __init__(self, game_type: GameType, label: str, help: str) -> None:
        self.keys = game_type.offered_levels()
        self.default = game_type.proposed_level()
        self.name, self._label, self._help = game_type.key, label, help

    def of(self, words: Words) -> tuple[Level, ...]:
        """The levels as a lobby offers them, in the language of `words`."""
        return tuple(
            Level(k, words(self._label.format(key=k)), words(self._help.format(key=k)))
            for k in self.keys
        )

    def key(self, level: str | None) -> str:
        """The offered level `level` (None: the default); ValueError for another."""
        key = self.default if level is None else level
        if key not in self.keys:
            raise ValueError(f"{self.name} has no computer level {key!r}.")
        return key


class Adapter:
    """The `GameRules` attributes a game's engine states (`GameType`): a game's rules class
    names its type and its levels' catalogue keys, `class X(Adapter, ..., game_type=GAME_TYPE,
    level_words=("x.level.{key}", "x.level.{key}_help"))`; `described` is its `GameInfo`,
    `offered` checks a level asked for."""

    game_type: ClassVar[GameType]
    default_level: str
    offered: ClassVar[Levels]

    def __init_subclass__(
        cls,
        *,
        game_type: GameType | None = None,
        level_words: tuple[str, str] = ("", ""),
        **kwargs: Any,
    ) -> None:
        """Read `game_type` (None: a subclass of a game's rules class keeps its game's)."""
        super().__init_subclass__(**kwargs)
        if game_type is None:
            return
        cls.game_type = game_type
        cls.offered = Levels(game_type, *level_words)
        cls.default_level = cls.offered.default

    def described(
        self, name: str, options: tuple[GameOption, ...] = (), *, reveals_at_end: bool
    ) -> GameInfo:
        """What the game is (`GameRules.info`): its engine's key and seat range, its `name` and
        `options` (in the rules' language)."""
        kind = self.game_type
        return GameInfo(kind.key, name, kind.min_seats, kind.max_seats, options, reveals_at_end)


class Ending(Protocol):
    """An engine state that says whether its game is over."""

    @property
    def over(self) -> bool: ...


class Table(Protocol):
    """A game's bot state: the engine's state and what the bot keeps beside it."""

    @property
    def game(self) -> Ending: ...


T = TypeVar("T", bound=Table)


class TableModule(Protocol[T]):
    """A game's table module (games/<game>/table.py): its saving and copying."""

    def to_json(self, table: T) -> str: ...

    def from_json(self, text: str) -> T: ...

    def copy(self, table: T) -> T: ...


class Tabled(ABC, Copies[T]):
    """The saving and the sight of a game whose bot state is a `Table` (`T`): `table` is its
    table module and `unreadable` the errors by which it says a saved text is no table; the
    game writes `started` (the table of a setup, before any move), `apply`, `sight` (what a
    seat may see of a table) and `unread` (the error for a text that is no table). Its
    copy is the table module's (`Copies`)."""

    table: ClassVar[TableModule[Any]]
    unreadable: ClassVar[tuple[type[Exception], ...]]
    info: GameInfo

    @abstractmethod
    def started(self, setup_json: str) -> T:
        """The table of a saved setup, before any move; MoveRefused if it is not one."""

    @abstractmethod
    def apply(self, state: T, code: str, seat: int | None = None) -> str:
        """Play `code` for `seat`; the public line (`GameRules.apply`)."""

    @abstractmethod
    def sight(self, state: T, seat: int | None) -> T:
        """What `seat` (None: the public) may see of a game under way."""

    @abstractmethod
    def unread(self, exc: Exception) -> UnreadableState:
        """The error that says why a saved text is not a table of this game."""

    def replay(self, setup_json: str, codes: Sequence[str]) -> T:
        out = self.started(setup_json)
        for code in codes:
            self.apply(out, code)
        return out

    def to_json(self, state: T) -> str:
        return self.table.to_json(state)

    def from_json(self, text: str) -> T:
        errors: tuple[type[Exception], ...] = (*self.unreadable, ValueError, TypeError, KeyError)
        try:
            table: T = self.table.from_json(text)
        except errors as exc:
            raise self.unread(exc) from exc
        return table

    def copy(self, state: T) -> T:
        table: T = self.table.copy(state)
        return table

    def view(self, state: T, seat: int | None) -> T:
        """What `seat` may see; everything once the game is over, if the game shows it then."""
        if state.game.over and self.info.reveals_at_end:
            return state
        return self.sight(state, seat)
