"""Custom ids of every component: `rh:<kind>:<game>:...`, at most 100 characters.

They carry everything a click needs (game, version, move code), so a button works after a
restart with nothing re-registered. The templates are the DynamicItem patterns. A number read
back from a click goes through `number`: a custom id can be forged, and a number past what the
database holds is refused, never passed on.
"""

from __future__ import annotations

from bot.game.model import UserError
from bot.game.said import say
from bot.game.text import whole_number

CODE = r"[A-Za-z0-9:._-]{1,40}"
LISTS = ("games", "mine", "history", "top")  # the paged lists (`bot.interface.lists`)
PAGE_MOVES = {"f": "first", "p": "previous", "n": "next", "l": "last"}
LARGEST = 2**63 - 1  # the largest integer the database stores

MOVE = rf"rh:m:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<code>{CODE})"
SELECT = r"rh:s:(?P<game>[0-9]+):(?P<version>[0-9]+)"
UNDO = r"rh:u:(?P<game>[0-9]+):(?P<version>[0-9]+)"
# Undo on the panel of a turn that has ended (`TakeBackEnd`): takes its end back.
TAKE_BACK = r"rh:k:(?P<game>[0-9]+):(?P<version>[0-9]+)"
BOARD = r"rh:b:(?P<game>[0-9]+)"
ME = r"rh:p:(?P<game>[0-9]+)"  # the clicking player's own board
TURN = r"rh:t:(?P<game>[0-9]+):(?P<version>[0-9]+)"
# The lobby's buttons and the host's options menu (`option`); `rematch` is the final post's
# button, which opens the next game's lobby (the game in the id is the finished one).
LOBBY = r"rh:l:(?P<game>[0-9]+):(?P<action>join|leave|cpu|start|option|rematch)"
# A level button of "Add computer player" (a game with several computer levels).
LEVEL = r"rh:c:(?P<game>[0-9]+):(?P<level>[a-z0-9_-]{1,20})"
# A step of a finished game's replay (`bot.interface.replay`): shows turn `turn`; `move` (o: the
# final post's Replay, f, p, c, n, l: the stepper's ⏮ ◀ counter ▶ ⏭) keeps one message's ids apart.
REPLAY = r"rh:r:(?P<game>[0-9]+):(?P<turn>[0-9]+):(?P<move>[ofpcnl])"
# A list of one game's results (history, top) names the game's key (none: the default game).
PAGE = (
    rf"rh:pg:(?P<list>{'|'.join(LISTS)}):(?P<page>[0-9]+):(?P<move>[{''.join(PAGE_MOVES)}])"
    r"(?::(?P<of>[a-z0-9_]{1,20}))?"
)


class BadId(UserError):
    """A custom id whose number no real button carries."""


def number(text: str) -> int:
    """A number from a custom id (a run of ASCII digits); BadId past what the database can
    hold."""
    value = whole_number(text, LARGEST)
    if value is None:
        raise BadId(say("bot.refusal.bad_id"))
    return value


def move(game: int, version: int, code: str) -> str:
    return f"rh:m:{game}:{version}:{code}"


def select(game: int, version: int) -> str:
    return f"rh:s:{game}:{version}"


def undo(game: int, version: int) -> str:
    return f"rh:u:{game}:{version}"


def take_back(game: int, version: int) -> str:
    return f"rh:k:{game}:{version}"


def board(game: int) -> str:
    return f"rh:b:{game}"


def me(game: int) -> str:
    return f"rh:p:{game}"


def turn(game: int, version: int) -> str:
    return f"rh:t:{game}:{version}"


def lobby(game: int, action: str) -> str:
    return f"rh:l:{game}:{action}"


def level(game: int, key: str) -> str:
    return f"rh:c:{game}:{key}"


def page(kind: str, number: int, move: str, of: str | None = None) -> str:
    """A page button of a list (`LISTS`): shows page `number`; `move` (f, p, n, l) keeps the
    ids of one message apart when two buttons lead to the same page; `of`: the key of the game
    whose results it lists."""
    return f"rh:pg:{kind}:{number}:{move}" + ("" if of is None else f":{of}")


def replay(game: int, turn: int, move: str) -> str:
    """A replay step: turn `turn` of finished game `game` (`move`: see `REPLAY`)."""
    return f"rh:r:{game}:{turn}:{move}"
