"""Reading a game's saved row into a state, or saying why it cannot be read (`BrokenGame`).

The database gives back whatever was written in a column, so a row edited by hand may hold a
version that is not a number, or not its move log's length, or a state that is not one of the
game's. `check_row` names the first such value; `read_state` parses the state and checks it
against the hash recorded when the bot saved it (`bot.storage.checks`). The service turns each
problem into a `BrokenGame` for that game alone. `GameLoader` does this for the service, and
keeps the saved state of each running game (never an unsaved one: the service plays moves on a
copy). A game's rules are found through its row (`GameRow.game`, a key of the bot's
`Catalogue`); a row naming a game this bot does not host is a `BrokenGame` too. The rules
speak the row's language (`GameRow.language`): `game.rules.info.language` is the game's.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from bot.game.catalogue import Catalogue, UnknownGame
from bot.game.model import BrokenGame, Game, UserError, game_name
from bot.game.protocol import GameRules, whose_turn
from bot.game.said import Said, Value, say
from bot.storage.checks import StateChecks, state_hash
from bot.storage.records import GameRow, SeatRow, Status
from bot.storage.store import Store
from locales.words import ENGLISH, LANGUAGES

log = logging.getLogger("bot.game.service")

GUILDS_REMEMBERED = 100_000  # games whose server `guild_of` keeps (then it starts afresh)
_INTEGERS = ("id", "channel_id", "host_id", "version")
_OPTIONAL_INTEGERS = ("guild_id", "lobby_message_id")


def _integer(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_row(row: GameRow, seats: list[SeatRow]) -> Said | None:
    """The first value of the row or its seats that the bot cannot use, in words; None if
    every one is of its type."""
    for name in _INTEGERS:
        if not _integer(getattr(row, name)):
            return say("bot.broken.not_a_number", name=name)
    for name in _OPTIONAL_INTEGERS:
        value = getattr(row, name)
        if value is not None and not _integer(value):
            return say("bot.broken.not_a_number", name=name)
    if row.version < 0:
        return say("bot.broken.negative_version")
    if row.logged is not None and row.version != row.logged:
        return say("bot.broken.log_mismatch", version=row.version, logged=row.logged)
    if not isinstance(row.status, Status):
        return say("bot.broken.unknown_status")
    started = row.status in (Status.PLAYING, Status.FINISHED)
    for name in ("setup_json", "state_json"):
        value = getattr(row, name)
        if (value is None and started) or (value is not None and not isinstance(value, str)):
            return say("bot.broken.missing" if value is None else "bot.broken.not_text", name=name)
    for number, seat in enumerate(seats, 1):
        if not isinstance(seat.name, str) or (
            seat.user_id is not None and not _integer(seat.user_id)
        ):
            return say("bot.broken.not_a_seat", number=number)
    return None


def replayed_status(row: GameRow, *, over: bool) -> Status:
    """A game's status after its log was replayed: an abandoned game stays abandoned; else the
    replay says whether it is over."""
    if row.status == Status.ABANDONED:
        return Status.ABANDONED
    return Status.FINISHED if over else Status.PLAYING


class Unusable(Exception):
    """Why a saved row cannot be used: `reason` for players (in their words), `detail` for
    the log (English)."""

    def __init__(self, reason: Said, detail: str = "") -> None:
        super().__init__(reason.english())
        self.reason = reason
        self.detail = detail or reason.english()


def read_state(rules: GameRules[Any], row: GameRow, recorded: str | None) -> object:
    """The state saved in `row` (which has one); Unusable if it is not one of the game's, or
    not the state recorded for its version (`recorded`: that hash; None: not checked)."""
    assert row.state_json is not None
    try:
        state = rules.from_json(row.state_json)
    except Exception as exc:  # the game's UnreadableState, or anything a bad value raises
        raise Unusable(say("bot.broken.unreadable"), f"{type(exc).__name__}: {exc}") from exc
    if recorded is not None and state_hash(row.state_json) != recorded:
        raise Unusable(
            say("bot.broken.not_its_log"),
            f"the hash of its saved state at move {row.version} is not the one recorded",
        )
    return state


class GameLoader:
    """Loads a game's row, seats and state (read by the rules of the row's game), keeping the
    saved states of running games."""

    def __init__(self, store: Store, games: Catalogue) -> None:
        self.store = store
        self.games = games
        self.checks = StateChecks(store)
        self._states: dict[int, tuple[int, object]] = {}  # game -> (version, saved state)
        self._reported: set[tuple[int, str]] = set()
        self._guilds: dict[int, int | None] = {}  # game -> its server (it never changes)

    def remember(self, game_id: int, version: int, status: Status, state: object) -> None:
        """A state was just saved (committed) as `version`."""
        if status == Status.PLAYING:  # only running games stay cached
            self._states[game_id] = (version, state)
        else:
            self._states.pop(game_id, None)

    def forget(self, game_id: int) -> None:
        self._states.pop(game_id, None)

    async def load(self, game_id: int) -> Game:
        row, seats = await self.store.game_and_seats(game_id)
        if row is None:
            raise UserError(say("bot.refusal.gone"))
        return await self.from_row(row, seats)

    async def guild_of(self, game_id: int) -> int | None:
        """The server `game_id` was opened in (None: a DM); UserError if there is no such game.
        Remembered once read (at most `GUILDS_REMEMBERED` games), since it never changes."""
        if game_id not in self._guilds:
            row = await self.store.game(game_id)
            if row is None:
                raise UserError(say("bot.refusal.gone"))
            if len(self._guilds) >= GUILDS_REMEMBERED:
                self._guilds.clear()
            self._guilds[game_id] = row.guild_id
        return self._guilds[game_id]

    async def game_in(self, channel_id: int) -> Game | None:
        row = await self.store.active_game_in(channel_id)
        return None if row is None else await self.from_row(row)

    async def load_each(self, game_ids: Iterable[int]) -> tuple[list[Game], list[BrokenGame]]:
        games: list[Game] = []
        broken: list[BrokenGame] = []
        for game_id in game_ids:
            try:
                games.append(await self.load(game_id))
            except BrokenGame as exc:
                broken.append(exc)
        return games, broken

    async def from_row(self, row: GameRow, seats: list[SeatRow] | None = None) -> Game:
        """The game of `row`, with its `seats` (None: read them)."""
        if seats is None:
            seats = await self.store.seats(row.id)
        problem = check_row(row, seats)
        if problem is not None:
            raise self.broken(row.id, Unusable(problem), row)
        rules = self.rules_of(row)
        return Game(row, seats, await self._state(rules, row), rules=rules)

    async def unread(self, game_id: int) -> Game:
        """A game by its row and seats alone, its state unread (a broken game abandoned),
        named by its game's rules (the default game's when the bot does not host it)."""
        row = await self.store.game(game_id)
        assert row is not None
        rules = self.spoken(self.games.hosting(row.game), row)
        return Game(row, await self.store.seats(game_id), None, rules=rules)

    def rules_of(self, row: GameRow) -> GameRules[Any]:
        """The rules of the row's game; BrokenGame if this bot does not host it."""
        try:
            return self.spoken(self.games.rules(row.game), row)
        except UnknownGame as exc:
            why = say("bot.broken.not_hosted", game=repr(exc.key))
            raise self.broken(row.id, Unusable(why), row) from None

    def spoken(self, rules: GameRules[Any], row: GameRow) -> GameRules[Any]:
        """The rules speaking the row's language; a language no catalogue has is English,
        logged once per game."""
        language = row.language
        if language not in LANGUAGES:
            if (row.id, language) not in self._reported:
                self._reported.add((row.id, language))
                log.warning("game %s speaks %r, which no catalogue has: English", row.id, language)
            language = ENGLISH
        return rules.speaking(language)

    async def _state(self, rules: GameRules[Any], row: GameRow) -> object | None:
        if row.state_json is None:
            return None
        cached = self._states.get(row.id)
        if cached is not None and cached[0] == row.version:
            return cached[1]
        recorded = await self.checks.recorded(row.id, row.version)
        try:
            state = read_state(rules, row, recorded)
        except Unusable as exc:
            raise self.broken(row.id, exc, row) from None
        self.remember(row.id, row.version, row.status, state)
        return state

    def broken(self, game_id: int, problem: Unusable, row: GameRow | None = None) -> BrokenGame:
        """The BrokenGame to raise for `game_id` (named by its game when `row` says which one
        this bot hosts), logged once per problem."""
        self._states.pop(game_id, None)
        if (game_id, problem.detail) not in self._reported:
            self._reported.add((game_id, problem.detail))
            log.error("game %s cannot be loaded: %s", game_id, problem.detail)
        return BrokenGame(game_id, problem.reason, name=self.name_of(row))

    def name_of(self, row: GameRow | None) -> Value:
        """The name of the row's game in the reader's words ("Game" if unknown: no row, or a
        game not hosted)."""
        if row is None or row.game not in self.games:
            return say("bot.broken.game")
        return game_name(self.games.rules(row.game))

    async def game_at(self, game_id: int, version: int) -> Game:
        """The game as it was at `version`: as loaded while it is still there, else replayed
        from its move log; BrokenGame if neither works."""
        try:
            game = await self.load(game_id)
            if game.version == version:
                return game
        except BrokenGame:
            pass
        row, seats = await self.store.game_and_seats(game_id)
        moves = await self.store.moves(game_id, through=version)
        if row is None or row.setup_json is None or len(moves) < version:
            reason = say("bot.broken.not_in_log", version=version)
            raise BrokenGame(game_id, reason, name=self.name_of(row))
        rules = self.rules_of(row)
        try:
            state = rules.replay(row.setup_json, [m.code for m in moves])
        except Exception as exc:
            problem = Unusable(say("bot.broken.no_replay"), str(exc))
            raise self.broken(game_id, problem, row) from exc
        status = replayed_status(row, over=whose_turn(rules, state) is None)
        row = replace(row, version=version, status=status, state_json=None)
        return Game(row, seats, state, rules=rules, latest=False)
