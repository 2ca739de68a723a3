"""Text in any script for the pictures: per-grapheme font fallback drawn on one baseline, in the
order Discord shows it.

A `Chain` is a list of font files tried in order (DejaVu for Latin, Greek, Cyrillic, Hebrew and
Arabic, then the shipped Noto subsets: Sans CJK TC, Thai, Devanagari, the kaomoji symbols, and
Color Emoji). Each grapheme is drawn by the first font that covers its first character (an emoji
of U+1F000 and up, an emoji sequence, a flag, a keycap or a character asked as emoji by U+FE0F
by the emoji font first); a grapheme no font covers is drawn as MISSING_MARK, never as a box. A
line is laid out by the bidirectional algorithm once (games/common/bidi.py, a left-to-right
paragraph as in Discord): `runs` are in visual order, each drawn with its direction given, so
raqm never guesses one. Emoji are the colour bitmaps of a fixed strike, scaled to the size drawn
(on a mask, their ink). The line box (ascent, descent) is the first font's, so a Latin-only text
sits exactly where DejaVu alone would put it and every other glyph shares its baseline. Widths
use the same runs; truncation and wrapping are `games.common.textfit`'s.
Knows no game.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from games.common.bidi import levels, visual
from games.common.graphemes import graphemes

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
CJK_FILES = {False: "NotoSansCJKtc-Regular-subset.otf", True: "NotoSansCJKtc-Bold-subset.otf"}
SCRIPT_FILES = ("NotoSansThai-{weight}-subset.ttf", "NotoSansDevanagari-{weight}-subset.ttf")
KAOMOJI_FONTS = (  # one weight each: a few symbols of common kaomoji (assets/fonts/kaomoji.txt)
    *("NotoSans", "NotoSansGujarati", "NotoSansOriya", "NotoSansKannada", "NotoSansSinhala"),
    *("NotoSerifTibetan", "NotoSansCanadianAboriginal", "NotoSansYi", "NotoSansJavanese"),
)
KAOMOJI_FILES = tuple(f"{name}-kaomoji.ttf" for name in KAOMOJI_FONTS)
EMOJI_FILE = "NotoColorEmoji-32px.ttf"
EMOJI_STRIKE = 32  # px: the one size the emoji font's bitmaps have
EMOJI_FIRST = ("\ufe0f", "\u200d", "\u20e3")  # in a grapheme: drawn by the emoji font first
EMOJI_PLANE = (0x1F000, 0x1FFFF)  # emoji and pictographs: drawn by the emoji font first
UNSHAPED = frozenset(CJK_FILES.values())  # no layout tables: drawn a cached glyph at a time
MISSING_MARK = "·"  # drawn for a grapheme no font covers; "" leaves it out
PROBE_SIZE = 16  # px: the size at which a glyph is compared with the font's .notdef box
NOT_A_CHARACTER = "\U0010ffff"  # mapped by no font: draws the .notdef glyph
RUN_CACHE = 4096  # texts whose runs are kept
WIDTH_CACHE = 16384  # (text, size, chain) widths kept; wrapping measures many prefixes
GLYPH_CACHE = 8192  # (font, size, character) bitmaps kept for the fallback fonts' runs
VERTICAL_ANCHORS = "atsmbd"  # ascender, ink top, baseline, middle, ink bottom, descender
HORIZONTAL_ANCHORS = "lmr"
INVISIBLE = ("Cc", "Cf")  # control and format characters (bidi isolates, marks) are not drawn

Fill = str | int | tuple[int, ...]


@dataclass(frozen=True)
class Chain:
    """Font files tried in order for each grapheme."""

    files: tuple[Path, ...]


@dataclass(frozen=True)
class Run:
    """Consecutive graphemes drawn with one font of a chain (its index in `Chain.files`), in
    their logical order, and whether they are laid out right to left."""

    text: str
    font: int
    rtl: bool = False

    @property
    def direction(self) -> str:
        return "rtl" if self.rtl else "ltr"


def chain(bold: bool = False, condensed: bool = False) -> Chain:
    """DejaVu Sans (bold, condensed as asked), then Noto Sans CJK TC, Thai and Devanagari of the
    same weight, the kaomoji symbols and Noto Color Emoji."""
    latin = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "") + ".ttf"
    weight = "Bold" if bold else "Regular"
    scripts = tuple(name.format(weight=weight) for name in SCRIPT_FILES)
    names = (latin, CJK_FILES[bold], *scripts, *KAOMOJI_FILES, EMOJI_FILE)
    return Chain(tuple(FONT_DIR / name for name in names))


def is_emoji_font(path: Path) -> bool:
    return path.name == EMOJI_FILE


REGULAR = chain()
BOLD = chain(bold=True)


@cache
def face(path: Path, size: int) -> ImageFont.FreeTypeFont:
    """The font file at a pixel size, loaded once (the emoji font at its strike, whatever the
    size: `_scale` says how much to scale what it draws)."""
    return ImageFont.truetype(str(path), EMOJI_STRIKE if is_emoji_font(path) else size)


def _scale(path: Path, size: int) -> float:
    return size / EMOJI_STRIKE if is_emoji_font(path) else 1.0


@cache
def _probe(path: Path) -> tuple[ImageFont.FreeTypeFont, bytes]:
    """A plain-layout copy of the font, and the bitmap of its .notdef glyph."""
    size = EMOJI_STRIKE if is_emoji_font(path) else PROBE_SIZE
    font = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)
    return font, _bitmap(font, NOT_A_CHARACTER)


def _bitmap(font: ImageFont.FreeTypeFont, char: str) -> bytes:
    left, top, right, bottom = (int(edge) for edge in font.getbbox(char))
    image = Image.new("L", (max(right - left, 1) + 2, max(bottom - top, 1) + 2))
    ImageDraw.Draw(image).text((1 - left, 1 - top), char, font=font, fill=255)
    return repr((image.size, font.getlength(char))).encode() + image.tobytes()


@cache
def covers(path: Path, char: str) -> bool:
    """True when the font file has a glyph of its own for the character (not its .notdef)."""
    font, notdef = _probe(path)
    return _bitmap(font, char) != notdef


def covered(char: str, fonts: Chain = REGULAR) -> bool:
    """True when some font of the chain covers the character."""
    return any(covers(path, char) for path in fonts.files)


@lru_cache(maxsize=RUN_CACHE)
def _first_cover(char: str, fonts: Chain, emoji_first: bool = False) -> int | None:
    """The index of the first font of the chain that covers the character (the emoji font
    tried first if asked)."""
    order = sorted(range(len(fonts.files)), key=lambda i: not is_emoji_font(fonts.files[i]))
    tried = order if emoji_first else range(len(fonts.files))
    return next((index for index in tried if covers(fonts.files[index], char)), None)


def _wants_emoji(cluster: str) -> bool:
    """An emoji or pictograph (U+1F000 and up: 😀, a flag), a keycap, a ZWJ sequence or a
    character asked as emoji (U+FE0F): DejaVu's monochrome few never draw those."""
    low, high = EMOJI_PLANE
    return any(c in cluster for c in EMOJI_FIRST) or low <= ord(cluster[0]) <= high


def _grapheme_run(cluster: str, fonts: Chain) -> Run | None:
    """The grapheme as the first covering font draws it (marks that font lacks left out; an
    emoji font draws the whole sequence)."""
    index = _first_cover(cluster[0], fonts, _wants_emoji(cluster))
    if index is None:
        return Run(MISSING_MARK, 0) if MISSING_MARK else None
    path = fonts.files[index]
    if len(cluster) == 1 or is_emoji_font(path):
        return Run(cluster, index)
    return Run("".join(c for c in cluster if covers(path, c)), index)


def drawn_graphemes(text: str) -> list[str]:
    """The graphemes a line draws: NFC, control and format characters left out."""
    text = unicodedata.normalize("NFC", text)
    return [c for c in graphemes(text) if unicodedata.category(c[0]) not in INVISIBLE]


def grapheme_levels(drawn: list[str]) -> list[int]:
    """Each grapheme's bidi level in a left-to-right paragraph (its first character's)."""
    char_levels, at, out = levels("".join(drawn)), 0, []
    for cluster in drawn:
        out.append(char_levels[at])
        at += len(cluster)
    return out


@lru_cache(maxsize=RUN_CACHE)
def runs(text: str, fonts: Chain = REGULAR) -> tuple[Run, ...]:
    """The text (NFC, control and format characters left out) as runs of one font and one
    bidi level, in visual order (left to right); each run's text in logical order."""
    drawn = drawn_graphemes(text)
    found = zip(drawn, grapheme_levels(drawn), strict=True)
    pieces = [(_grapheme_run(cluster, fonts), level) for cluster, level in found]
    merged: list[tuple[Run, int]] = []
    for index in visual(drawn, [level for _, level in pieces]):
        run, level = pieces[index]
        if run is None:
            continue
        if merged and merged[-1][0].font == run.font and merged[-1][1] == level:
            last = merged[-1][0]
            joined = run.text + last.text if level % 2 else last.text + run.text
            merged[-1] = (Run(joined, run.font, bool(level % 2)), level)
        else:
            merged.append((Run(run.text, run.font, bool(level % 2)), level))
    return tuple(run for run, _ in merged)


@lru_cache(maxsize=WIDTH_CACHE)
def _run_width(path: Path, size: int, text: str, direction: str = "ltr") -> float:
    return face(path, size).getlength(text, direction=direction) * _scale(path, size)


@lru_cache(maxsize=WIDTH_CACHE)
def width(text: str, size: int, fonts: Chain = REGULAR) -> float:
    """The drawn width of a one-line text, in pixels."""
    return sum(
        _run_width(fonts.files[run.font], size, run.text, run.direction)
        for run in runs(text, fonts)
    )


def metrics(size: int, fonts: Chain = REGULAR) -> tuple[int, int]:
    """(ascent, descent) of a line: the first font's, as Pillow gives them."""
    return face(fonts.files[0], size).getmetrics()


@lru_cache(maxsize=GLYPH_CACHE)
def _glyph(path: Path, size: int, char: str) -> tuple[Image.Image, int, int]:
    """A character's bitmap and its offset from the pen on the baseline."""
    font = face(path, size)
    left, top, right, bottom = (int(edge) for edge in font.getbbox(char, anchor="ls"))
    mask = Image.new("L", (max(right - left, 1), max(bottom - top, 1)), 0)
    ImageDraw.Draw(mask).text((-left, -top), char, font=font, fill=255, anchor="ls")
    return mask, left, top


@lru_cache(maxsize=GLYPH_CACHE)
def _emoji(path: Path, size: int, text: str) -> tuple[Image.Image, int, int]:
    """An emoji sequence's colour bitmap scaled to `size`, and its offset from the pen."""
    font = face(path, size)
    left, top, right, bottom = (int(edge) for edge in font.getbbox(text, anchor="ls"))
    image = Image.new("RGBA", (max(right - left, 1), max(bottom - top, 1)))
    ImageDraw.Draw(image).text((-left, -top), text, font=font, anchor="ls", embedded_color=True)
    scale = _scale(path, size)
    scaled = (max(1, round(image.width * scale)), max(1, round(image.height * scale)))
    return image.resize(scaled, Image.Resampling.LANCZOS), round(left * scale), round(top * scale)


def _paste_emoji(canvas: ImageDraw.ImageDraw, xy: tuple[int, int], image: Image.Image) -> None:
    """A colour bitmap onto the canvas; onto a mask ("L"), its ink (alpha, lighter where the
    emoji is light), so the text's colour draws it."""
    alpha = image.getchannel("A")
    if canvas.mode in ("L", "1", "LA"):
        light = image.convert("L").point(lambda v: 255 - v * 3 // 4)
        canvas.bitmap(xy, Image.composite(light, alpha.point(lambda _: 0), alpha), fill=255)
        return
    box = (*xy, xy[0] + image.width, xy[1] + image.height)
    canvas.im.paste(image.convert("RGB").convert(canvas.mode).im, box, alpha.im)


def _draw_run(
    canvas: ImageDraw.ImageDraw,
    x: float,
    baseline: float,
    run: Run,
    size: int,
    fill: Fill,
    fonts: Chain,
) -> None:
    """A run as Pillow and raqm lay it out, its direction given (kerning, marks, shaping,
    mirrored brackets); an unshaped font's runs (CJK: no layout tables in the shipped subset) a
    cached glyph at a time, which is faster; an emoji run as scaled colour bitmaps."""
    path = fonts.files[run.font]
    if is_emoji_font(path):
        for cluster in graphemes(run.text):
            image, left, top = _emoji(path, size, cluster)
            _paste_emoji(canvas, (round(x) + left, round(baseline) + top), image)
            x += _run_width(path, size, cluster)
        return
    if path.name not in UNSHAPED:
        font, direction = face(path, size), run.direction
        canvas.text((x, baseline), run.text, font=font, fill=fill, anchor="ls", direction=direction)
        return
    for char in reversed(run.text) if run.rtl else run.text:
        mask, left, top = _glyph(path, size, char)
        canvas.bitmap((round(x) + left, round(baseline) + top), mask, fill=fill)
        x += _run_width(path, size, char)


def ink_box(text: str, size: int, fonts: Chain = REGULAR) -> tuple[float, float, float, float]:
    """The text's ink box from the pen's start on the baseline (Pillow's getbbox, anchor "ls")."""
    boxes, x = [], 0.0
    for run in runs(text, fonts):
        path = fonts.files[run.font]
        scale = _scale(path, size)
        box = face(path, size).getbbox(run.text, anchor="ls", direction=run.direction)
        left, top, right, bottom = (edge * scale for edge in box)
        boxes.append((x + left, top, x + right, bottom))
        x += _run_width(path, size, run.text, run.direction)
    if not boxes:
        return (0.0, 0.0, 0.0, 0.0)
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def origin(
    xy: tuple[float, float], text: str, size: int, fonts: Chain = REGULAR, anchor: str = "la"
) -> tuple[float, float]:
    """Where the pen starts on the baseline for a text drawn at `xy` by a Pillow anchor (l/m/r
    then a/t/s/m/b/d: ascender, ink top, baseline, middle, ink bottom, descender), offset by
    whole pixels as Pillow does, so Latin text lands exactly where Pillow puts it."""
    horizontal, vertical = anchor[0], anchor[1]
    if horizontal not in HORIZONTAL_ANCHORS or vertical not in VERTICAL_ANCHORS or anchor[2:]:
        raise ValueError(f"unsupported anchor {anchor!r}")
    total = width(text, size, fonts)
    x = xy[0] - {"l": 0, "m": _pixel(total / 2), "r": _pixel(total)}[horizontal]
    if vertical in "tb":
        _, top, _, bottom = ink_box(text, size, fonts)
        return x, xy[1] - (top if vertical == "t" else bottom)
    ascent, descent = metrics(size, fonts)
    middle = _pixel((ascent - descent) / 2)
    return x, xy[1] + {"a": ascent, "s": 0, "m": middle, "d": -descent}[vertical]


def _pixel(length: float) -> int:
    """A length rounded to whole pixels half up, as Pillow rounds an anchor's offset."""
    return math.floor(length + 0.5)


def draw_text(
    canvas: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: Fill,
    fonts: Chain = REGULAR,
    anchor: str = "la",
) -> float:
    """Draw a one-line text at `xy` by a Pillow anchor (see `origin`); its width."""
    x, baseline = origin(xy, text, size, fonts, anchor)
    for run in runs(text, fonts):
        _draw_run(canvas, x, baseline, run, size, fill, fonts)
        x += _run_width(fonts.files[run.font], size, run.text, run.direction)
    return width(text, size, fonts)
