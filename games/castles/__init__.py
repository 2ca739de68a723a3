"""Castles of Mad King Ludwig as the bot plays it (games/castles/docs/bot.md): adapter.py is its
`GameRules`; table.py the state the bot keeps, sight.py what each reader may know of it,
placing.py the menu of legal spots, labels.py and texts.py what its buttons and panels say,
pictures.py its pictures, rules_help.py its rules help (engine/castles' topics)."""

from .adapter import CASTLES, CastlesRules
from .table import Table

__all__ = ["CASTLES", "CastlesRules", "Table"]
