"""The Yellow House as the bot plays it (docs/bot.md, "The Yellow House"): adapter.py is its
`GameRules`; table.py the state the bot keeps, sight.py what each reader may know of it,
words.py what its buttons and panels say, texts.py its rules help; pictures/ draws it,
render_cli.py is `roundhouse render --game yellowhouse`, locales/ its words, docs/ its
documents."""

from .adapter import END, YELLOW_HOUSE, YellowHouseRules
from .table import Table

RULES = YELLOW_HOUSE  # the catalogue's entry (games/__init__.py)

__all__ = ["END", "RULES", "YELLOW_HOUSE", "Table", "YellowHouseRules"]
