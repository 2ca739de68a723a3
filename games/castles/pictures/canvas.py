"""A picture being drawn with the record of its text (each line's box and font size), so a
test can check from the record that every text is phone-readable and inside the picture; and
the text helpers: fitting, wrapping, and names made drawable."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.common import fonts, names, terms, textfit
from games.common.bidi import right_to_left
from games.common.glyphs import drawable
from locales.words import Words

from .style import BG, INK, RGB, WIDTH, Font

Box = tuple[int, int, int, int]
TEXT_SPRITES = 4096  # lines of text kept drawn


@dataclass(frozen=True)
class TextBox:
    """A line drawn: its text, box, font size and the height of its ink (measured on what
    was drawn)."""

    text: str
    box: Box
    size: int
    ink: int = 0


@dataclass
class Canvas:
    """An RGB image and the record of the text drawn on it."""

    im: Image.Image
    texts: list[TextBox] = field(default_factory=list)

    @classmethod
    def new(cls, height: int, width: int = WIDTH, color: RGB = BG) -> Canvas:
        return cls(Image.new("RGB", (width, max(1, height)), color))

    @property
    def draw(self) -> ImageDraw.ImageDraw:
        return ImageDraw.Draw(self.im)

    def text(
        self, xy: tuple[float, float], s: str, f: Font, color: RGB = INK, anchor: str = "la"
    ) -> Box:
        """Draw one line and record it; returns its ink box."""
        x, y = round(xy[0]), round(xy[1])
        if not s:
            return (x, y, x, y)
        sprite, left, top = _sprite(s, f, color, anchor)
        self.im.paste(sprite, (x + left, y + top), sprite)
        box = (x + left, y + top, x + left + sprite.width, y + top + sprite.height)
        drawn = sprite.getchannel("A").getbbox()
        ink = drawn[3] - drawn[1] if drawn else 0
        self.texts.append(TextBox(s, box, int(f.size), ink))
        return box

    def paste(self, other: Canvas, xy: tuple[int, int]) -> None:
        """Another canvas pasted at `xy`, its text record moved with it."""
        self.im.paste(other.im, xy)
        dx, dy = xy
        for t in other.texts:
            x0, y0, x1, y1 = t.box
            self.texts.append(TextBox(t.text, (x0 + dx, y0 + dy, x1 + dx, y1 + dy), t.size, t.ink))

    def smallest_text(self) -> int:
        return min((t.size for t in self.texts), default=0)


@lru_cache(maxsize=TEXT_SPRITES)
def _sprite(s: str, f: Font, color: RGB, anchor: str) -> tuple[Image.Image, int, int]:
    """A line of text drawn once as an RGBA sprite, and its offset from the anchor point
    (lines repeat from picture to picture: names, rooms, prices). A line DejaVu cannot draw
    alone (Chinese) is drawn through games/common/fonts.py, DejaVu then Noto Sans CJK."""
    if not latin(s, f):
        return _chain_sprite(s, f, color, anchor)
    x0, y0, x1, y1 = f.getbbox(s, anchor=anchor)
    left, top = math.floor(x0), math.floor(y0)
    im = Image.new("RGBA", (max(1, math.ceil(x1) - left), max(1, math.ceil(y1) - top)), (*color, 0))
    ImageDraw.Draw(im).text((-left, -top), s, font=f, fill=(*color, 255), anchor=anchor)
    return im, left, top


def _chain_sprite(s: str, f: Font, color: RGB, anchor: str) -> tuple[Image.Image, int, int]:
    size, chain = int(f.size), chain_of(f)
    w = max(1, math.ceil(fonts.width(s, size, chain)))
    ascent, descent = fonts.metrics(size, chain)
    im = Image.new("RGBA", (w, ascent + descent), (*color, 0))
    fonts.draw_text(ImageDraw.Draw(im), (0, 0), s, size, (*color, 255), chain)
    left = {"l": 0, "m": -w // 2, "r": -w}[anchor[0]]
    top = {"a": 0, "s": -ascent, "m": -(ascent + descent) // 2, "d": -ascent - descent}[anchor[1]]
    return im, left, top


@lru_cache(maxsize=16)
def chain_of(f: Font) -> fonts.Chain:
    """The font chain of a DejaVu font's weight and width (DejaVu, then Noto Sans CJK)."""
    file = str(f.path)
    return fonts.chain(bold="Bold" in file, condensed="Condensed" in file)


@lru_cache(maxsize=TEXT_SPRITES)
def latin(s: str, f: Font) -> bool:
    """Whether DejaVu draws every character of `s` itself, left to right (Pillow alone then, as
    before; a right-to-left script goes through the bidi layout of games/common/fonts.py)."""
    return all(drawable(ch, f) for ch in s) and not right_to_left(s)


def check_seat(players: int, seat: int) -> None:
    """ValueError unless `seat` is one of the game's `players` seats (-1 is not)."""
    if not 0 <= seat < players:
        raise ValueError(f"no seat {seat} in a {players}-player game")


@lru_cache(maxsize=TEXT_SPRITES)
def width(s: str, f: Font) -> int:
    if not latin(s, f):
        return math.ceil(fonts.width(s, int(f.size), chain_of(f)))
    return math.ceil(f.getlength(s))


def fit(s: str, f: Font, max_width: int) -> str:
    """`s`, shortened with an ellipsis if wider than `max_width` (`textfit.truncate`: whole
    graphemes)."""
    if width(s, f) <= max_width:
        return s
    return textfit.truncate(s, max_width, int(f.size), chain_of(f))


def wrap(s: str, f: Font, max_width: int, whole: bool = False) -> list[str] | None:
    """`s` wrapped to `max_width` (`games.common.textfit.wrap`), or None if a Latin word (or
    if `whole`, any word, a room's name) alone is too wide."""
    if latin(s, f) and any(width(word, f) > max_width for word in s.split()):
        return None
    found = textfit.wrap(" ".join(s.split()), max_width, int(f.size), chain_of(f), whole)
    return found if all(width(line, f) <= max_width for line in found) else None


def printable(name: str, f: Font, fallback: str) -> str:
    """A player's name as the picture draws it (`games.common.names.drawn`, in the font's
    chain); `fallback` if nothing is left."""
    return names.drawn(name, fallback, chain_of(f))


ROOM_KEYS = ("castles.room.", "castles.the_room.")  # the catalogue's room names


def kept(words: Words, view: Any, *_: object, **__: object) -> set[str]:
    """What a picture's lines never split: the glossary's terms, the rooms' names and the
    players' names (`view` a public view or a state)."""
    seats = view["players"] if isinstance(view, dict) else [{"name": p.name} for p in view.players]
    shown = [names.drawn(p["name"], names.seat(words, i)) for i, p in enumerate(seats)]
    return terms.unsplit(words, shown, ROOM_KEYS)


keeping = terms.keeping(kept)
