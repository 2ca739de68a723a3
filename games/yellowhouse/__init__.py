"""The Yellow House as the bot plays it (docs/bot.md, "The Yellow House"): adapter.py is its
`GameRules`; table.py the state the bot keeps, sight.py what each reader may know of it,
words.py what its buttons and panels say, texts.py and help.toml its words and rules help."""

from .adapter import END, YELLOW_HOUSE, YellowHouseRules
from .table import Table

__all__ = ["END", "YELLOW_HOUSE", "Table", "YellowHouseRules"]
