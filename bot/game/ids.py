"""Custom ids of every component: `rh:<kind>:<game>:...`, at most 100 characters.

They carry everything a click needs (game, version, move code), so a button works after a
restart with nothing re-registered. The templates are the DynamicItem patterns.
"""

from __future__ import annotations

CODE = r"[A-Za-z0-9:._-]{1,40}"

MOVE = rf"rh:m:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<code>{CODE})"
SELECT = r"rh:s:(?P<game>[0-9]+):(?P<version>[0-9]+)"
UNDO = r"rh:u:(?P<game>[0-9]+):(?P<version>[0-9]+)"
BOARD = r"rh:b:(?P<game>[0-9]+)"
ME = r"rh:p:(?P<game>[0-9]+)"  # the clicking player's own board
TURN = r"rh:t:(?P<game>[0-9]+):(?P<version>[0-9]+)"
# The lobby's buttons and the host's options menu (`option`); `rematch` is the final post's
# button, which opens the next game's lobby (the game in the id is the finished one).
LOBBY = r"rh:l:(?P<game>[0-9]+):(?P<action>join|leave|cpu|start|option|rematch)"


def move(game: int, version: int, code: str) -> str:
    return f"rh:m:{game}:{version}:{code}"


def select(game: int, version: int) -> str:
    return f"rh:s:{game}:{version}"


def undo(game: int, version: int) -> str:
    return f"rh:u:{game}:{version}"


def board(game: int) -> str:
    return f"rh:b:{game}"


def me(game: int) -> str:
    return f"rh:p:{game}"


def turn(game: int, version: int) -> str:
    return f"rh:t:{game}:{version}"


def lobby(game: int, action: str) -> str:
    return f"rh:l:{game}:{action}"
