"""Each player's row, their Palette: the Palette token and their name with "▶ to play" and
"Dealer" badges, the rounds they have won; their reward cards (under the Palette), the size of
their hand (a card back and a count, never the cards), the Supports they used this round out
of the most they may use; and what they did this trick or at the exchange. The final picture
adds their hand, as four counts."""

from __future__ import annotations

from collections.abc import Mapping

from engine.yellowhouse.content import KEYS, RULES
from engine.yellowhouse.views import PublicView
from locales.words import Words

from . import shapes
from .sheet import Box, Sheet, fit, width
from .style import BIG, INK, LINE, LOOKS, MUTED, NAME, PAPER, SUN, TEXT, TO_PLAY, WHITE, font
from .words import Namer, P, element, joined, letter

HEIGHT = 214
HAND_H = 60  # the final picture's extra line
CARD_W, CARD_H = 50, 66
SUPPORT_W, SUPPORT_H = 40, 56
SIGN = 44
PALETTE_COLORS = tuple(LOOKS[k].color for k in KEYS)


def draw(
    words: Words,
    sheet: Sheet,
    box: Box,
    view: PublicView,
    seat: int,
    name: Namer,
    hand: Mapping[str, int] | None = None,
) -> None:
    """The row of `seat`; `hand`: its cards, shown only in the final picture."""
    sheet.region(f"player {seat}", box)
    x0, y0, x1, _ = box
    deciding = seat in view.deciding
    sheet.draw.rounded_rectangle(
        box, 12, fill=PAPER, outline=TO_PLAY if deciding else LINE, width=5 if deciding else 2
    )
    cy = y0 + 40
    sheet.sprite(shapes.palette(60, PALETTE_COLORS), x0 + 46, cy, "palette")
    won = len(view.rewards[seat])
    right = _rounds(words, sheet, x1 - 18, cy, won)
    x = _badges(words, sheet, x0 + 86, cy, view, seat)
    f = font(NAME, bold=True)
    sheet.text((x, cy), fit(name(seat), f, right - 16 - x), f, INK, "lm")
    _holdings(words, sheet, x0 + 20, y0 + 66, view, seat)
    f_doing = font(TEXT)
    sheet.text(
        (x0 + 20, y0 + 188),
        fit(doing(words, view, seat), f_doing, x1 - x0 - 40),
        f_doing,
        MUTED,
        "lm",
    )
    if hand is not None:
        holds = words(f"{P}palette.holds")
        counts(words, sheet, x0 + 20, y0 + HEIGHT + HAND_H // 2 - 14, hand, holds)


def _rounds(words: Words, sheet: Sheet, right: int, cy: int, won: int) -> int:
    """'1 round won' at the right; returns its left edge."""
    caption = words.plural(f"{P}palette.won", won)
    left = sheet.text((right, cy + 4), caption, font(TEXT), MUTED, "rm")[0]
    return sheet.text((left - 8, cy), str(won), font(BIG, bold=True), INK, "rm")[0]


def _badges(words: Words, sheet: Sheet, x: int, cy: int, view: PublicView, seat: int) -> int:
    """'▶' (must decide), 'Dealer' and 'Winner' badges; returns the x after them."""
    f = font(TEXT, bold=True)
    marks = [("▶", TO_PLAY, WHITE)] if seat in view.deciding else []
    dealer, winner = words(f"{P}palette.dealer"), words(f"{P}palette.winner")
    marks += [(dealer, INK, WHITE)] if seat == view.dealer and view.phase != "over" else []
    marks += [(winner, SUN, INK)] if seat == view.winner else []
    for mark, fill, ink in marks:
        w = width(mark, f) + 16
        sheet.draw.rounded_rectangle((x, cy - 18, x + w, cy + 18), 9, fill=fill)
        sheet.text((x + w // 2, cy), mark, f, ink, "mm")
        x += w + 10
    return x


def _holdings(words: Words, sheet: Sheet, x: int, y: int, view: PublicView, seat: int) -> None:
    """Captions, then the reward cards, the hand's size and the Supports used."""
    f, f_count = font(TEXT), font(NAME, bold=True)
    cy = y + 26 + CARD_H // 2
    sheet.text((x, y), words(f"{P}palette.rewards"), f, MUTED)
    rewards = view.rewards[seat]
    for i, key in enumerate(rewards):
        sheet.sprite(
            shapes.card(key, CARD_W, CARD_H, 24, letter(words, key)),
            x + CARD_W // 2 + i * (CARD_W + 6),
            cy,
            f"reward {key}",
        )
    if not rewards:
        sheet.text((x, cy), words(f"{P}palette.none_yet"), f, MUTED, "lm")
    hx = x + 250
    sheet.text((hx, y), words(f"{P}palette.hand"), f, MUTED)
    sheet.sprite(shapes.card(None, CARD_W, CARD_H, 24, ""), hx + CARD_W // 2, cy, "hand")
    n = view.hand_sizes[seat]
    sheet.text((hx + CARD_W + 10, cy), words.plural(f"{P}cards", n), f_count, INK, "lm")
    sx = x + 460
    most = RULES.supports.per_player_round
    sheet.text((sx, y), words(f"{P}palette.supports_used"), f, MUTED)
    used = view.supports[seat]
    for i in range(most):
        sprite = shapes.support(SUPPORT_W, SUPPORT_H, i < used)
        sheet.sprite(sprite, sx + SUPPORT_W // 2 + i * (SUPPORT_W + 6), cy, "support")
    sheet.text((sx + most * (SUPPORT_W + 6) + 6, cy), f"{used}/{most}", f_count, INK, "lm")


def doing(words: Words, view: PublicView, seat: int) -> str:
    """What the seat has on the table this trick, or where it is in the exchange."""
    if view.phase == "exchange":
        return words(f"{P}palette.{'chosen' if view.chosen[seat] else 'choosing'}")
    raised = view.strengthened[seat]
    paid = [
        words("yellowhouse.panel.known", count=raised[k], element=element(words, k))
        for k in KEYS
        if raised[k]
    ]
    if paid:
        return words(f"{P}palette.strengthened", paid=joined(words, paid))
    return words(f"{P}palette.no_strengthening")


def counts(words: Words, sheet: Sheet, x: int, cy: int, pile: Mapping[str, int], label: str) -> int:
    """'Hand  ♥ 3  ◆ 2  ● 0  ★ 4': a sign and a count per element; returns the x after."""
    f, f_count = font(TEXT), font(NAME, bold=True)
    x = sheet.text((x, cy), label, f, MUTED, "lm")[2] + 14
    for key in KEYS:
        sheet.sprite(
            shapes.sign(key, SIGN, TEXT, letter(words, key)), x + SIGN // 2, cy, f"count {key}"
        )
        x = sheet.text((x + SIGN + 6, cy), str(pile[key]), f_count, INK, "lm")[2] + 20
    return x
