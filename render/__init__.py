"""The games' pictures: a package per game (render/roundhouse/ draws Round House), pure
functions from a game's state to PNG bytes and alt text (Pillow; no Discord). Nothing is exported
here: import a game's package.
"""
