"""Round House as the bot plays it (docs/bot.md): adapter.py is its `GameRules`, over
engine/roundhouse (the rules); pictures/ draws it, render_cli.py is `roundhouse render`,
locales/ its words, docs/ its documents."""

from .adapter import ROUND_HOUSE, RoundHouseRules

RULES = ROUND_HOUSE  # the catalogue's entry (games/__init__.py)

__all__ = ["ROUND_HOUSE", "RULES", "RoundHouseRules"]
