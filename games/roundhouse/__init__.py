"""Round House as the bot plays it (docs/bot.md): adapter.py is its `GameRules`, over
engine/roundhouse (the rules) and pictures/ (its pictures); render_cli.py is `roundhouse
render`, locales/ its words, docs/ its documents."""

from .adapter import ROUND_HOUSE, RoundHouseRules

__all__ = ["ROUND_HOUSE", "RoundHouseRules"]
