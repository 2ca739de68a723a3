"""The games' rules: a package per game (engine/roundhouse/ is Round House's), each pure: no
Discord, Pillow, SQL, asyncio or clock, deterministic given the seed and the moves. What games
share, knowing no game, is in engine/common/. Nothing is exported here: import a game's package.
"""
