"""The Claims row of the current trick: its cards in the order they were played, each with
its claimer's name under it. Before the trick's first Claim it says who leads, and in a
round's first trick what the exchange revealed."""

from __future__ import annotations

from engine.yellowhouse.content import KEYS, RULES
from engine.yellowhouse.views import PublicView
from locales.words import Words

from . import shapes
from .sheet import Box, Sheet, fit, wrap
from .style import INK, LINE, MUTED, NAME, PAPER, TEXT, TO_PLAY, font
from .words import Namer, P, element, joined, letter

TITLE_H = 46
CARD_W, CARD_H, GAP = 150, 112, 34
SMALL_W, SMALL_H = 50, 66
HEIGHT = TITLE_H + CARD_H + 54


def draw(words: Words, sheet: Sheet, box: Box, view: PublicView, name: Namer) -> None:
    sheet.region("trick", box)
    sheet.draw.rounded_rectangle(box, 12, fill=PAPER, outline=LINE, width=2)
    title = "title"
    if view.claims:
        _claims(words, sheet, box, view, name)
    elif view.phase == "exchange":
        title = "exchange"
        _words(sheet, box, words(f"{P}trick.exchange_text", count=RULES.deal.exchange))
    elif view.phase == "over" and view.winner is not None:
        title = "winner"
        _won(words, sheet, box, view, name(view.winner))
    elif first_trick(view):
        title = "revealed"
        _exchanged(words, sheet, box, view, name)
    elif view.deciding:
        _words(sheet, box, words(f"{P}trick.no_claim", name=name(view.deciding[0])))
    said = words(f"{P}trick.{title}")
    sheet.text((box[0] + 18, box[1] + TITLE_H // 2 + 4), said, font(NAME, bold=True), INK, "lm")


def first_trick(view: PublicView) -> bool:
    """Whether no card has been played since the exchange (its cards are still worth showing):
    every trick that ends sends its Claims to the discard pile."""
    return view.phase == "play" and not view.claims and not any(view.discard.values())


def _words(sheet: Sheet, box: Box, say: str) -> None:
    f = font(TEXT)
    for i, line in enumerate(wrap(say, f, box[2] - box[0] - 36, 3)):
        sheet.text((box[0] + 18, box[1] + TITLE_H + 18 + i * 32), line, f, MUTED)


def _claims(words: Words, sheet: Sheet, box: Box, view: PublicView, name: Namer) -> None:
    """The cards left to right, an arrow between two, the claimer under each."""
    x, cy = box[0] + 18, box[1] + TITLE_H + 8 + CARD_H // 2
    f, f_arrow = font(TEXT), font(NAME, bold=True)
    for i, (seat, key) in enumerate(view.claims):
        if i:
            sheet.text((x - GAP // 2, cy), "›", f_arrow, MUTED, "mm")
        sheet.sprite(
            shapes.card(key, CARD_W, CARD_H, NAME, letter(words, key)),
            x + CARD_W // 2,
            cy,
            f"claim {key}",
        )
        last = i == len(view.claims) - 1
        label = fit(name(seat), f, CARD_W + GAP - 6)
        sheet.text(
            (x + CARD_W // 2, cy + CARD_H // 2 + 8), label, f, TO_PLAY if last else INK, "ma"
        )
        x += CARD_W + GAP


def _exchanged(words: Words, sheet: Sheet, box: Box, view: PublicView, name: Namer) -> None:
    """'Marco gave [P][M]' for each seat: the round's revealed exchange."""
    f = font(TEXT)
    for seat, given in enumerate(view.exchanged):
        y = box[1] + TITLE_H + 14 + seat * (SMALL_H + 8) + SMALL_H // 2
        end = sheet.text(
            (box[0] + 18, y), fit(words(f"{P}trick.gave", name=name(seat)), f, 400), f, INK, "lm"
        )[2]
        x = end + 12
        for key in KEYS:
            for _ in range(given[key]):
                sheet.sprite(
                    shapes.card(key, SMALL_W, SMALL_H, 24, letter(words, key)),
                    x + SMALL_W // 2,
                    y,
                    f"gave {key}",
                )
                x += SMALL_W + 6
        said = joined(words, [element(words, k) for k in KEYS for _ in range(given[k])])
        sheet.text((x + 8, y), said, f, MUTED, "lm")


def _won(words: Words, sheet: Sheet, box: Box, view: PublicView, winner: str) -> None:
    """The winner's reward cards, large, and why they won."""
    assert view.winner is not None
    rewards = view.rewards[view.winner]
    x, cy = box[0] + 18, box[1] + TITLE_H + 8 + CARD_H // 2
    for key in rewards:
        sheet.sprite(
            shapes.card(key, CARD_H * 3 // 4, CARD_H, NAME, letter(words, key)),
            x + CARD_H * 3 // 8,
            cy,
            f"won {key}",
        )
        x += CARD_H * 3 // 4 + 10
    pair = next((k for k in KEYS if rewards.count(k) >= RULES.ending.same_element), None)
    if pair:
        why = words(f"{P}trick.why_same", count=rewards.count(pair), element=element(words, pair))
    else:
        why = words(f"{P}trick.why_any", count=len(rewards))
    f = font(TEXT)
    lines = wrap(words(f"{P}trick.won", name=winner, why=why), f, box[2] - x - 30, 3)
    for i, line in enumerate(lines):
        sheet.text((x + 16, cy - 16 * len(lines) + 32 * i + 16), line, f, INK, "lm")
