"""Rewards and costs as short rows of icons: cubes, coins and words (★ = prestige)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.roundhouse.content import RESOURCES, Cost, Reward
from locales.words import Words

from . import sprites, style, text
from .frames import frame
from .names import pictures

# (kind, value): kind "cube" (value = resource letter), "coin" (value = amount), "text".
Token = tuple[str, str]


def legend(words: Words) -> str:
    """The key to the tokens' words: '★ prestige · Rec Recruit · …'."""
    return pictures(words, "token.legend")


def reward_tokens(words: Words, reward: Reward) -> list[Token]:
    """Tokens for a Reward: '2 coins' is one coin icon with '2', '2 Tea' two cubes."""
    tokens: list[Token] = []
    for key, n in reward.items():
        if key == "coins":
            tokens.append(("coin", str(n)))
        elif key == "vp":
            tokens.append(("text", f"{n}★"))
        elif key in RESOURCES:
            tokens.extend([("cube", key)] * n)
        elif key == "basic":
            tokens.extend([("cube", "B")] * n)
        else:
            word = pictures(words, f"token.{key}")
            tokens.append(
                ("text", word if n == 1 else pictures(words, "token.count", n=n, word=word))
            )
    return tokens


def cost_tokens(cost: Cost) -> list[Token]:
    """A Cost: resources as cubes, coins as a coin."""
    tokens: list[Token] = []
    for key in RESOURCES:
        tokens.extend([("cube", key)] * getattr(cost, key))
    if cost.coins:
        tokens.append(("coin", str(cost.coins)))
    return tokens


SLOT = 30  # an empty box on the board that a cube or coins may fill


def _token_width(language: str, kind: str, value: str, size: int) -> int:
    if kind == "text":
        return text.width(value, style.font(size, bold=True))
    if kind == "cube":  # 24, or more for a mark wider than the cube
        return max(24, sprites.cube(language, value, 22).width + 2)
    return SLOT if kind == "slot" else 24


def tokens_width(language: str, tokens: list[Token], size: int = 17, gap: int = 4) -> int:
    """The width of a row of tokens as `draw_tokens` draws it."""
    total = sum(_token_width(language, kind, value, size) + gap for kind, value in tokens)
    return max(0, total - gap)


def slot_centers(
    language: str, x: int, tokens: list[Token], size: int = 17, gap: int = 4
) -> dict[str, int]:
    """x centre of every slot token when the row starts at x."""
    out: dict[str, int] = {}
    for kind, value in tokens:
        w = _token_width(language, kind, value, size)
        if kind == "slot":
            out[value] = x + w // 2
        x += w + gap
    return out


def draw_tokens(
    language: str,
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    x: int,
    cy: int,
    tokens: list[Token],
    size: int = 17,
    gap: int = 4,
    fill: style.RGB = style.INK,
) -> int:
    """Draw tokens left to right, vertically centred on cy; return the x after the last one."""
    f = style.font(size, bold=True)
    for kind, value in tokens:
        if kind == "text":
            text.write(d, (x, cy), value, f, fill, anchor="lm")
            x += text.width(value, f)
        elif kind == "slot":
            frame(d, (x, cy - SLOT // 2, x + SLOT, cy + SLOT // 2), style.PAPER, radius=5)
            x += SLOT
        elif kind == "coin":
            sprites.paste(im, sprites.coin(value, 24), x + 12, cy)
            x += 24
        else:
            w = _token_width(language, kind, value, size)
            sprites.paste(im, sprites.cube(language, value, 22), x + w // 2, cy)
            x += w
        x += gap
    return x - gap


def draw_tokens_centered(
    language: str,
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    cx: int,
    cy: int,
    tokens: list[Token],
    size: int = 17,
) -> None:
    """Draw tokens centred on (cx, cy)."""
    draw_tokens(language, im, d, cx - tokens_width(language, tokens, size) // 2, cy, tokens, size)
