"""Text helpers: measured, centred and wrapped text on an ImageDraw."""

from __future__ import annotations

from PIL import ImageDraw, ImageFont

from . import style

Font = ImageFont.FreeTypeFont


def width(text: str, font: Font) -> int:
    return int(font.getlength(text))


def fit(text: str, font: Font, max_width: int) -> str:
    """The text, shortened with an ellipsis if it is wider than max_width."""
    if width(text, font) <= max_width:
        return text
    while text and width(text + "…", font) > max_width:
        text = text[:-1]
    return text + "…"


def wrap(text: str, font: Font, max_width: int) -> list[str]:
    """Greedy word wrap to max_width pixels."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and width(trial, font) > max_width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def block(
    d: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    text: str,
    font: Font,
    max_width: int,
    max_lines: int,
    fill: style.RGB = style.INK,
    leading: int = 3,
    center: bool = False,
) -> int:
    """Draw wrapped text (at most max_lines, the last one shortened); return the height used."""
    lines = wrap(text, font, max_width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = fit(lines[-1] + " …", font, max_width)
    x, y = xy
    step = font.size + leading
    for i, line in enumerate(lines):
        if center:
            d.text((x + max_width // 2, y + i * step), line, font=font, fill=fill, anchor="ma")
        else:
            d.text((x, y + i * step), line, font=font, fill=fill)
    return len(lines) * step
