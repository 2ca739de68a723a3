"""What Round House's pieces are marked with, in the picture's language: a colour's letter on a
player's pieces, a good's on a cube, the merchant's mark (`roundhouse_pictures.piece.*`).

English marks with initials (Y P B R G for the colours, T F C Au for the goods, "TM"), no two
alike at a five-player table (gold is Au, as green is G); Chinese with the one-character word
(黃 紫 藍 紅 綠, 茶 果 瓷 金, 商隊), which needs no legend. A Gold cube counted as another good
('GT': Gold sold as Tea) is drawn in gold with the mark of the good it counts as (T, 茶): two
marks would not fit a market's box.
"""

from __future__ import annotations

from functools import cache

from locales.words import words_for

LEGEND = "legend"  # the courtyard key's grey pieces: no mark


@cache
def colour(language: str, color: str) -> str:
    """The mark on `color`'s pieces ("" on the key's grey ones)."""
    return "" if color == LEGEND else words_for(language)(f"roundhouse_pictures.piece.{color}")


@cache
def good(language: str, value: str) -> str:
    """The mark on a cube: `value` is a resource code (T F C G, B for any basic) or two
    ('GT': the cube's good, then the good it counts as, whose mark it shows)."""
    return words_for(language)(f"roundhouse_pictures.piece.{value[-1]}")


@cache
def merchant(language: str) -> str:
    """The mark on the Traveling Merchant."""
    return words_for(language)("roundhouse_pictures.piece.merchant")
