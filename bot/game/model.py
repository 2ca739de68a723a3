"""A game as the service hands it out, what a move did, and the refusals a player is shown."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from bot.game.protocol import GameRules, whose_turn
from bot.game.said import Said, Value, say
from bot.game.text import listed, named
from bot.storage.records import GameRow, SeatRow, Status
from locales.words import Words, words_for


class UserError(Exception):
    """A request that cannot be done. Raised with `Said` words (`say(key, ...)`), it is told
    to the user in their language (`text(words)`); `str` is English (the log's). A plain
    string is shown as is."""

    def __init__(self, message: str | Said) -> None:
        self.said = message if isinstance(message, Said) else None
        super().__init__(message if isinstance(message, str) else message.english())

    def text(self, words: Words) -> str:
        """What the user reads, in `words`."""
        return self.said(words) if self.said is not None else str(self)


class NotSeated(UserError):
    pass


class OutOfTurn(UserError):
    pass


class StalePanel(UserError):
    """A click on a panel built for an older version of the game."""

    def __init__(self, panel_version: int, game_version: int) -> None:
        super().__init__(say("bot.refusal.stale_panel", panel=panel_version, game=game_version))
        self.panel_version = panel_version
        self.game_version = game_version


class BrokenGame(UserError):
    """A game whose saved row cannot be used: an unreadable state, a value of the wrong type,
    or a state that is not the one its move log leads to. Only this game is affected; the host
    (or Manage Server) can abandon it, and `roundhouse repair` rebuilds it from its move log."""

    def __init__(self, game_id: int, reason: Said, *, name: Value) -> None:
        super().__init__(say("bot.refusal.broken_game", name=name, id=game_id, reason=reason))
        self.game_id = game_id
        self.reason = reason  # in the reader's words: `reason(words)`
        self.name = name


@dataclass
class Game:
    """A game as loaded: its row, its seats, (once started) its state, and the rules that
    read that state (the bot never looks inside it). `latest` is False for the game as it was
    at an earlier move, replayed to post that move late: what keeps the game's waits in step
    leaves it alone, and its posts ping nobody."""

    row: GameRow
    seats: list[SeatRow]
    state: object | None = None
    rules: GameRules[Any] = field(kw_only=True)
    latest: bool = field(default=True, kw_only=True)

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def status(self) -> Status:
        return self.row.status

    def seat_of(self, user_id: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.user_id == user_id), None)

    def current_seat(self) -> int | None:
        if self.state is None or self.row.status != Status.PLAYING:
            return None
        return whose_turn(self.rules, self.state)

    def deciders(self) -> tuple[int, ...]:
        """The seats the game waits on now (several at a simultaneous decision); () unless it
        is in play."""
        if self.state is None or self.row.status != Status.PLAYING:
            return ()
        return self.rules.deciders(self.state)

    def may_act(self, seat: int | None) -> bool:
        """Whether `seat` has a decision now: it must decide, or may still change the choice
        it made at a simultaneous decision."""
        if seat is None or self.state is None or self.row.status != Status.PLAYING:
            return False
        return seat in self.deciders() or bool(self.rules.legal_moves(self.state, seat))

    def waiting_on(self) -> str:
        """The names of the seats the game waits on: "Ann", "Ann and Bo", "nobody"."""
        names = [self.name_of(seat) for seat in self.deciders()]
        return listed(names, self.words) if names else self.words("bot.seat.nobody")

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].computer

    def user_of(self, seat: int | None) -> int | None:
        return None if seat is None else self.seats[seat].user_id

    def name_of(self, seat: int | None) -> str:
        """The seat's name as messages write it (`bot.game.text.named`: cleaned, isolated)."""
        return self.words("bot.seat.nobody") if seat is None else named(self.seats[seat].name)

    def against(self, seat: int | None) -> str:
        """Whom `seat` plays against, for its own views ("against Bo and Chen"); "" for a
        reader holding no seat."""
        others = [self.name_of(s) for s in range(len(self.seats)) if s != seat]
        if seat is None or not others:
            return ""
        return self.words("bot.seat.against", names=listed(others, self.words))

    @property
    def words(self) -> Words:
        """The words of the game's rules' language: a public post's (the bot binds a game's
        rules to its language), or the reader's for a game `speaking` theirs."""
        return words_for(self.rules.info.language)

    def speaking(self, language: str) -> Game:
        """The same game, its rules and so its messages in `language` (a private answer)."""
        rules = self.rules.speaking(language)
        return self if rules is self.rules else replace(self, rules=rules)


def seat_deciding(game: Game, user_id: int, panel_version: int | None = None) -> int:
    """The user's seat if they may decide now; else the UserError saying why not."""
    if game.status != Status.PLAYING:
        raise UserError(
            say("bot.refusal.game_is", status=status_word(game.status))
            if game.status != Status.LOBBY
            else say("bot.refusal.not_started")
        )
    seat = game.seat_of(user_id)
    if seat is None:
        raise NotSeated(say("bot.refusal.not_playing"))
    if panel_version is not None and panel_version != game.version:
        raise StalePanel(panel_version, game.version)
    if not game.may_act(seat):
        raise OutOfTurn(say("bot.refusal.out_of_turn", names=lambda w: _waiting(game, w)))
    return seat


def _waiting(game: Game, words: Words) -> str:
    return game.speaking(words.language).waiting_on()


def status_word(status: Status) -> Callable[[Words], str]:
    """A game's status in the reader's words ("finished")."""
    return lambda words: words(f"bot.state.{status}")


def game_name(rules: GameRules[Any]) -> Callable[[Words], str]:
    """The game's name in the reader's words ("Round House", 「圓樓」)."""
    return lambda words: rules.speaking(words.language).info.name


def seat_range(rules: GameRules[Any]) -> str:
    """How many players a game takes, in words: "2–5" (or "2")."""
    low, high = rules.info.min_seats, rules.info.max_seats
    return str(low) if low == high else f"{low}–{high}"


def wait_key(game: Game, seat: int | None = None) -> str | None:
    """Identifies one wait: the turn and a seat the game waits on in it (`seat`; None: the
    deciding seat); None when that seat is not waited on."""
    seat = game.current_seat() if seat is None else seat
    if game.state is None or seat not in game.deciders():
        return None
    return f"{game.rules.turn_key(game.state)}/{seat}"


@dataclass(frozen=True)
class MoveResult:
    """What one accepted move did."""

    game: Game
    seat: int | None
    code: str
    line: str
    turn_ended: bool
    turn_lines: list[str]  # the finished turn in words (when turn_ended), else []
    decider_changed: bool  # the decision passed to another seat within the turn
    forced: tuple[str, ...] = ()  # the labels of the one-option decisions played after it
    auto_ended: bool = False  # the player's auto-end setting ended the turn (`turn_flow`)
    took_back: bool = False  # it follows the player taking the end of their turn back
    earlier: tuple[MoveResult, ...] = ()  # moves before it with posts of their own, in order

    @property
    def game_over(self) -> bool:
        return self.game.status == Status.FINISHED
