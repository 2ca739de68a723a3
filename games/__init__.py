"""The games the bot can play: one module per game, adapting its rules (engine/<game>/) and
pictures (render/<game>/) to the bot's `GameRules` (bot/game/protocol.py); games/roundhouse.py
is Round House.

The catalogue, the games a bot offers by name, is to live here (a later step); until then the
bot's default game is named in bot/game/default.py.
"""
