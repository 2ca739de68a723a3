"""The Yellow House pictures' look: sizes, colours, fonts and the four elements' signs.

Every picture is WIDTH px wide, for a phone: shown about 390 points wide, 24 px is 11.7
points, so no text is under MIN_TEXT px (`font` refuses smaller). Colour is never the only
cue: each element has its own shape and letter besides its colour, and the colours are from
the Okabe–Ito set, told apart with every common colour-vision deficiency.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PIL import ImageFont

from engine.yellowhouse.content import KEYS
from games.common import fonts

WIDTH = 800
MARGIN = 16
MIN_TEXT = 24  # px: 11.7 points on a 390-point phone
TEXT = 24  # body text, captions
NAME = 28  # player names
TITLE = 32  # the header's title
BIG = 40  # rounds won, counts in the hand

RGB = tuple[int, int, int]
BG: RGB = (250, 243, 220)  # warm cream
PAPER: RGB = (255, 252, 243)
INK: RGB = (32, 28, 24)
MUTED: RGB = (96, 88, 76)
LINE: RGB = (150, 128, 96)
NIGHT: RGB = (27, 39, 78)  # the header: a night-blue sky over the yellow house
SUN: RGB = (250, 208, 64)  # yellow on the night blue
WHITE: RGB = (255, 255, 255)
FRAME: RGB = (122, 84, 44)  # the Canvas's wooden frame
LINEN: RGB = (242, 233, 208)  # the Canvas
PAST_TOP: RGB = (226, 214, 232)  # variant: levels past the Canvas's top
TO_PLAY: RGB = (200, 40, 120)  # the seat to play: ring and badge (magenta)
CARD_BACK: RGB = (44, 62, 120)
SUPPORT: RGB = (92, 92, 110)


@dataclass(frozen=True)
class Font:
    """A text size and the chain of fonts it is drawn with (DejaVu first)."""

    size: int
    chain: fonts.Chain

    @property
    def latin(self) -> ImageFont.FreeTypeFont:
        """The chain's first font (DejaVu) at this size."""
        return fonts.face(self.chain.files[0], self.size)


@dataclass(frozen=True)
class Look:
    """How an element is drawn: its colour, the ink on that colour and its shape ("heart",
    "diamond", "coin", "star"); its name and letter are words (yellowhouse_pictures.letter)."""

    color: RGB
    on: RGB
    shape: str
    tint: RGB  # a pale form of the colour, for a card's face


LOOKS: dict[str, Look] = {
    "passion": Look((213, 94, 0), WHITE, "heart", (250, 224, 204)),
    "skill": Look((0, 114, 178), WHITE, "diamond", (208, 230, 244)),
    "money": Look((230, 159, 0), INK, "coin", (250, 236, 196)),
    "inspiration": Look((0, 158, 115), INK, "star", (204, 238, 224)),
}
assert set(LOOKS) == set(KEYS), "every element of the rules data needs a look"


@cache
def font(size: int = TEXT, bold: bool = False, condensed: bool = False) -> Font:
    """DejaVu Sans then Noto Sans CJK TC (games/common/fonts.py); ValueError under MIN_TEXT px."""
    if size < MIN_TEXT:
        raise ValueError(f"{size} px text is under the phone minimum of {MIN_TEXT} px")
    return Font(size, fonts.chain(bold, condensed))
