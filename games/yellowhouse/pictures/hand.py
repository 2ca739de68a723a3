"""'My hand': one player's hand as four stacks of identical cards, each with its count, the
element's level on the Canvas, and the Supports the player may still use this round; then,
when there is one, the exchange choice it may still change, the cards it knows its opponent
holds and the card it must answer for an Inspiration. Drawn from that seat's view."""

from __future__ import annotations

from engine.yellowhouse.content import KEYS, RULES
from engine.yellowhouse.views import SeatView
from locales.words import Words

from . import banner, names, shapes
from .sheet import Sheet, wrap
from .style import (
    BG,
    BIG,
    INK,
    LINE,
    MARGIN,
    MUTED,
    NAME,
    TEXT,
    WIDTH,
    font,
)
from .words import Namer, P, cards, element, joined, letter, prompt, round_text, task

STACK_W, CARD_W, CARD_H, LAYER = 192, 128, 172, 7
STACKS_H = CARD_H + 3 * LAYER + 130
LINE_H = 36
SUPPORT_W, SUPPORT_H = 40, 56


@names.keeping
def draw_hand(words: Words, view: SeatView) -> Sheet:
    f = font(TEXT)
    room = WIDTH - 2 * MARGIN - 16
    lines = [line for note in notes(words, view) for line in wrap(note, f, room, 2)]
    height = banner.HEIGHT + 16 + STACKS_H + 80 + LINE_H * len(lines) + 16
    sheet = Sheet.blank(WIDTH, height, BG)
    f_name = font(NAME, bold=True)

    def name(seat: int) -> str:
        return names.drawn(view.names[seat], names.fallback(words, seat), f_name)

    _header(words, sheet, view, name(view.seat), name)
    y = banner.HEIGHT + 16
    sheet.region("stacks", (MARGIN, y, WIDTH - MARGIN, y + STACKS_H))
    for i, key in enumerate(KEYS):
        _stack(words, sheet, MARGIN + i * STACK_W, y, key, view)
    y += STACKS_H
    sheet.region("supports", (MARGIN, y, WIDTH - MARGIN, y + 80))
    _supports(words, sheet, y + 40, view)
    y += 80
    sheet.region("notes", (MARGIN, y, WIDTH - MARGIN, y + LINE_H * len(lines) + 8))
    for i, line in enumerate(lines):
        sheet.text((MARGIN + 8, y + LINE_H // 2 + i * LINE_H), line, f, INK, "lm")
    return sheet


def _header(words: Words, sheet: Sheet, view: SeatView, me: str, name: Namer) -> None:
    banner.band(sheet, words(f"{P}header.hand", name=me))
    if view.seat in view.deciding:
        say = words(f"{P}prompt.yours", task=task(words, view))
    else:
        say = prompt(words, view, name)
    banner.lines(sheet, round_text(words, view), say)


def _stack(words: Words, sheet: Sheet, x: int, y: int, key: str, view: SeatView) -> None:
    """A stack of `count` cards (up to four drawn), its count, name and level."""
    n = view.hand[key]
    cx = x + STACK_W // 2
    top = y + 3 * LAYER
    if n == 0:
        sheet.draw.rounded_rectangle(
            (cx - CARD_W // 2, top, cx + CARD_W // 2, top + CARD_H), 10, outline=LINE, width=2
        )
        sheet.sprite(shapes.ghost(key, CARD_W - 20), cx, top + CARD_H // 2, f"empty {key}")
    for layer in reversed(range(min(n, 4))):
        sprite = shapes.card(key, CARD_W, CARD_H, BIG, letter(words, key))
        sheet.sprite(sprite, cx + layer * LAYER, top + CARD_H // 2 - layer * LAYER, f"hand {key}")
    below = top + CARD_H + 14
    sheet.text((cx, below), f"×{n}", font(BIG + 8, bold=True), INK if n else MUTED, "ma")
    sheet.text((cx, below + 58), element(words, key), font(TEXT, bold=True), INK, "ma")
    level = words(f"{P}hand.level", level=view.levels[key])
    sheet.text((cx, below + 88), level, font(TEXT), MUTED, "ma")


def _supports(words: Words, sheet: Sheet, cy: int, view: SeatView) -> None:
    """'Supports left this round: [↑][↑][ ] 2 (pile: 3)'."""
    f, f_count = font(TEXT), font(NAME, bold=True)
    total = sum(view.hand.values())
    said = words.plural(f"{P}cards", total)
    x = sheet.text((MARGIN + 8, cy), said, font(BIG, bold=True), INK, "lm")[2]
    x = sheet.text((x + 30, cy), words(f"{P}hand.supports_left"), f, MUTED, "lm")[2] + 12
    left = view.supports_left[view.seat]
    for i in range(RULES.supports.per_player_round):
        sheet.sprite(
            shapes.support(SUPPORT_W, SUPPORT_H, i < left), x + SUPPORT_W // 2, cy, "support"
        )
        x += SUPPORT_W + 6
    sheet.text((x + 6, cy), str(left), f_count, INK, "lm")


def notes(words: Words, view: SeatView) -> list[str]:
    """The lines under the hand: the exchange choice, what the opponent surely holds, the
    card given for an Inspiration."""
    seat = 1 - view.seat
    other = names.drawn(view.names[seat], names.fallback(words, seat), font(TEXT))
    out = []
    if view.choice is not None:
        chosen = cards(words, [k for k in KEYS for _ in range(view.choice[k])])
        out.append(words(f"{P}hand.choice", cards=chosen, other=other))
    known = [
        words("yellowhouse.panel.known", count=n, element=element(words, k))
        for k, n in view.known.items()
        if n
    ]
    if known:
        out.append(words(f"{P}hand.knows", other=other, known=joined(words, known)))
    if view.gift is not None and view.phase == "back":
        out.append(words(f"{P}hand.gift", element=element(words, view.gift)))
    return out
