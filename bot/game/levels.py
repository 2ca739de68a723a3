"""Computer levels as the bot uses them: the level a seat plays at, how a seat is named with
it, and who may add a computer player. The levels themselves are the game's
(`ComputerPlayers.levels`); the bot only keeps a seat's key (`SeatRow.level`). A game without
computer players (`bot.game.capabilities`) has no computer seat: adding one is refused.
"""

from __future__ import annotations

from typing import Any

from bot.game import capabilities
from bot.game.capabilities import ComputerPlayers
from bot.game.model import Game, NotSeated, UserError, game_name, status_word, wait_key
from bot.game.protocol import GameRules, Level
from bot.game.said import say
from bot.storage.records import Status
from locales.words import Words


def players_of(rules: GameRules[Any]) -> ComputerPlayers[Any]:
    """The game's computer players; UserError for a game that has none."""
    players = capabilities.computers(rules)
    if players is None:
        raise UserError(say("bot.refusal.no_computers", game=game_name(rules)))
    return players


def level_keys(rules: GameRules[Any]) -> set[str]:
    """The keys of the game's levels (none for a game without computer players)."""
    players = capabilities.computers(rules)
    return set() if players is None else {level.key for level in players.levels}


def find_level(rules: GameRules[Any], key: str | None) -> Level:
    """The game's level of `key` (None: its default); UserError naming the levels if none."""
    players = players_of(rules)
    wanted = players.default_level if key is None else key
    for level in players.levels:
        if level.key == wanted:
            return level

    def have(words: Words) -> str:
        labels = [level.label for level in players_of(rules.speaking(words.language)).levels]
        return words("bot.list.separator").join(labels)

    raise UserError(say("bot.refusal.no_such_level", game=game_name(rules), have=have))


def level_to_keep(game: Game, key: str | None) -> str | None:
    """A finished game's computer seat's level for its rematch: the same, or the default
    (None) when the seat has none or the game no longer has it."""
    return key if key in level_keys(game.rules) else None


def seat_level(game: Game, seat: int) -> Level:
    """The level `seat` plays at: a computer seat's own; the game's default for a person's
    seat the computer plays (a missed deadline, a seat handed over), a seat saved before
    levels, or a level the game no longer has."""
    key = game.seats[seat].level
    if not game.seats[seat].computer or key not in level_keys(game.rules):
        key = None
    return find_level(game.rules, key)


def computer_label(game: Game, seat: int) -> str:
    """ "computer", with the level when the game has several ("computer, Strong")."""
    if len(level_keys(game.rules)) < 2:
        return game.words("bot.seat.computer_tag")
    return game.words("bot.seat.computer_level", level=seat_level(game, seat).label)


def computer_tag(game: Game, seat: int) -> str:
    """What follows a computer-played seat's name: " (computer, Strong)", "（電腦，困難）"."""
    return game.words("bot.seat.tag", tag=computer_label(game, seat))


def seat_tag(game: Game, seat: int, tag: str) -> str:
    """What follows a seat's name in `status`: the game's tag and, for a computer-played seat,
    its label: " (red · computer, Strong)", " (red)" or ""."""
    parts = [tag] if tag else []
    if game.is_computer(seat):
        parts.append(computer_label(game, seat))
    return game.words("bot.seat.tag", tag=" · ".join(parts)) if parts else ""


def computer_name(game: Game, seat: int) -> str:
    """A computer-played seat's name and tag: "Computer 1 (computer, Strong)"."""
    return game.name_of(seat) + computer_tag(game, seat)


def check_may_add_computer(game: Game, user_id: int) -> None:
    """The refusal when `user_id` may not add a computer player: the game is not in its lobby,
    or (NotSeated) the user is neither seated nor the host; or the game has no computer
    players."""
    players_of(game.rules)
    if game.status != Status.LOBBY:
        raise UserError(say("bot.refusal.seats_set", status=status_word(game.status)))
    if game.seat_of(user_id) is None and user_id != game.row.host_id:
        raise NotSeated(say("bot.refusal.seated_adds"))


def computer_plays(game: Game, seat: int, still_waiting: str | None) -> bool:
    """Whether the computer may play `seat` now: the game is in play and `seat` decides, and
    it is a computer seat (without `still_waiting`) or the game still waits on that same
    decision of a person's seat whose deadline passed (`still_waiting`, a `wait_key`). Never
    in a game without computer players."""
    if capabilities.computers(game.rules) is None:
        return False
    if game.state is None or seat not in game.deciders():
        return False
    if still_waiting is None:
        return game.is_computer(seat)
    return wait_key(game, seat) == still_waiting


def new_computer(game: Game, user_id: int, level: str | None, name: str | None) -> tuple[str, str]:
    """The level key and name of a computer seat `user_id` adds (`check_may_add_computer`;
    the level found by `find_level`; no name: "Computer N" in the game's words)."""
    check_may_add_computer(game, user_id)
    number = 1 + sum(s.computer for s in game.seats)
    return find_level(game.rules, level).key, name or game.words("bot.seat.computer", number=number)
