"""Sealed Bids as the bot plays it (a test game, tests/fourth/: laid out as a real game's
games/<key>/): adapter.py is its `GameRules`, pictures.py draws it, help.py its rules help,
render_cli.py `roundhouse render --game sealed`, locales/ its words; `roundhouse simulate`
plays its engine's contract (engine/sealed/contract.py)."""

from .adapter import SEALED, SealedRules

RULES = SEALED  # the catalogue's entry (games/__init__.py)

__all__ = ["RULES", "SEALED", "SealedRules"]
