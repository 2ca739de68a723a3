"""Castles of Mad King Ludwig as the bot plays it (games/castles/docs/bot.md): adapter.py is its
`GameRules`; table.py the state the bot keeps, sight.py what each reader may know of it,
placing.py the menu of legal spots, labels.py and texts.py what its buttons and panels say,
bot_pictures.py its pictures as the bot posts them (drawn by pictures/), rules_help.py its rules
help (engine/castles' topics); render_cli.py is `roundhouse render --game castles`, locales/ its
words, docs/ its documents."""

from .adapter import CASTLES, CastlesRules
from .table import Table

RULES = CASTLES  # the catalogue's entry (games/__init__.py)

__all__ = ["CASTLES", "RULES", "CastlesRules", "Table"]
