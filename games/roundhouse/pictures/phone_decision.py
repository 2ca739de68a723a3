"""The decision picture, for a phone: what the turn picture leaves out and a decision needs,
the towns, the worship table and the temples, drawn when the decision a player is asked is
about them (which parts for which decision: decision_parts.toml). The options the decision
offers are outlined: the towns an assistant may go to, the temples face up, the boxes a
chain may end on, the amulets it may take.

800 px wide like the turn picture, as tall as its parts, every text 24 px or more;
`draw_decision` returns the `Layout` (the picture and the record the tests measure).
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PIL import Image

from engine.roundhouse import current_decision
from engine.roundhouse.content import for_game
from engine.roundhouse.merchant import MerchantAction, MerchantOn
from engine.roundhouse.names import town_name
from engine.roundhouse.state import Decision, GameState
from engine.roundhouse.worship import AmuletSpot, Ancestors, Chain, VisitTemple
from locales.words import Words

from . import icons, phone_table, style, text
from . import phone_style as ps
from .geometry import Box
from .layout import Layout
from .names import keeping, pictures
from .phone_player import title_bar

PARTS = Path(__file__).with_name("decision_parts.toml")
PAD, GAP = 16, 18
HEADING = 40
TOWN_H, TEMPLE_H = 96, 104
LINE = 32


@cache
def _parts() -> dict[str, tuple[str, ...]]:
    with PARTS.open("rb") as f:
        return {kind: tuple(parts) for kind, parts in tomllib.load(f).items()}


def decision_parts(state: GameState) -> tuple[str, ...]:
    """The parts the current decision needs ('towns', 'table', 'temples'); () for none."""
    d = current_decision(state)
    return () if d is None else _parts().get(d.kind, ())


def asked(state: GameState, seat: int) -> tuple[Decision, tuple[str, ...]] | None:
    """`seat`'s decision now and the parts of the board it needs; None when `seat` is not
    deciding or its decision needs no part the turn picture leaves out."""
    d, parts = current_decision(state), decision_parts(state)
    if d is None or not parts or state.over or state.turn.seat != seat:
        return None
    return d, parts


@keeping
def draw_decision(state: GameState, words: Words, seat: int) -> Layout | None:
    """`seat`'s decision picture now; None when it is not deciding or its decision needs no
    part of the board the turn picture leaves out."""
    found = asked(state, seat)
    if found is None:
        return None
    d, parts = found
    lay = Layout(Image.new("RGB", (ps.WIDTH, 3000), style.BG))
    y = title_bar(lay, state, words, seat)
    for part in parts:
        y = DRAWN[part](lay, state, words, d, y + GAP)
    y = _key(lay, words, y + GAP) if "table" in parts or "temples" in parts else y
    lay.im = lay.im.crop((0, 0, ps.WIDTH, y + PAD))
    return lay


def _heading(lay: Layout, name: str, y: int, title: str, bottom: int) -> int:
    """A part's region from `y` down to `bottom` and its title; the y under the title."""
    lay.region(name, (0, y, ps.WIDTH, bottom))
    lay.text((PAD, y), title, ps.font(ps.NAME, bold=True))
    return y + HEADING


def _towns(lay: Layout, state: GameState, words: Words, d: Decision, y: int) -> int:
    """A row per town: its name, the Traveling Merchant, each player's assistants."""
    n = len(state.board.towns)
    bottom = y + HEADING + n * (TOWN_H + 8) - 8
    top = _heading(lay, "towns", y, pictures(words, "decision.towns"), bottom)
    options = offered_towns(state, d)
    for t in range(n):
        y0 = top + t * (TOWN_H + 8)
        _town(lay, state, words, (PAD, y0, ps.WIDTH - PAD, y0 + TOWN_H), t, t in options)
    return bottom


def _town(lay: Layout, state: GameState, words: Words, box: Box, t: int, offered: bool) -> None:
    x0, y0, _, y1 = box
    lay.draw.rounded_rectangle(box, 10, fill=(226, 216, 236), outline=style.LINE, width=2)
    if offered:
        lay.draw.rounded_rectangle(box, 10, outline=style.HIGHLIGHT, width=6)
    f = ps.font(ps.TEXT, bold=True)
    cy = y0 + 26
    x = lay.text((x0 + 14, cy), town_name(words, state, t), f, anchor="lm")[2] + 16
    if state.board.merchant == t:
        label = pictures(words, "decision.merchant")
        fm = ps.font(ps.TEXT, bold=True, condensed=True)
        pill = (x, cy - 17, x + text.width(label, fm) + 20, cy + 17)
        lay.draw.rounded_rectangle(pill, 10, fill=(90, 60, 30), outline=style.INK, width=2)
        lay.text(((pill[0] + pill[2]) / 2, cy), label, fm, (255, 255, 255), anchor="mm")
    entries = [(seat, k) for seat, k in enumerate(state.board.towns[t]) if k]
    cy, x = y1 - 26, x0 + 14
    fn = ps.font(ps.NAME, bold=True)
    for seat, k in entries:
        sprite, letter = ps.assistant(words.language, state.players[seat].color)
        lay.piece(sprite, x + sprite.width // 2, cy, letter, "assistant")
        x = lay.text((x + sprite.width + 3, cy), f"×{k}", fn, anchor="lm")[2] + 22
    if not entries:
        lay.text((x, cy), pictures(words, "towns.empty"), ps.font(ps.TEXT), style.MUTED, "lm")


def offered_towns(state: GameState, d: Decision) -> set[int]:
    """The towns the decision's options send an assistant to, move the merchant to or
    worship with."""
    n, merchant = len(state.board.towns), state.board.merchant
    out: set[int] = set()
    for move in d.options(state):
        if isinstance(move, MerchantAction) and move.paid is not None:
            out.add((merchant + move.paid) % n)
        elif isinstance(move, MerchantOn):
            out.add((merchant + move.towns) % n)
        elif isinstance(move, Ancestors) and move.town is not None:
            out.add(move.town)
    return out


def _temples(lay: Layout, state: GameState, words: Words, d: Decision, y: int) -> int:
    """The temples in a row: face up with their rewards, or used."""
    bottom = y + HEADING + TEMPLE_H
    top = _heading(lay, "temples", y, pictures(words, "table.temples"), bottom)
    c, b = for_game(state), state.board
    n = len(b.temples)
    w = (ps.WIDTH - 2 * PAD - (n - 1) * 10) // n
    offered = {m.index for m in d.options(state) if isinstance(m, VisitTemple)}
    for i, (temple_id, up) in enumerate(zip(b.temples, b.temples_up, strict=True)):
        x0 = PAD + i * (w + 10)
        box = (x0, top, x0 + w, top + TEMPLE_H)
        fill = (250, 228, 180) if up else style.FACE_DOWN
        lay.draw.rounded_rectangle(box, 10, fill=fill, outline=style.LINE, width=2)
        if i in offered:
            lay.draw.rounded_rectangle(box, 10, outline=style.HIGHLIGHT, width=6)
        name = pictures(words, "table.temple", id=temple_id)
        f = ps.font(ps.TEXT, bold=True)
        lay.text((x0 + w // 2, top + 10), text.fit(name, f, w - 12), f, anchor="ma")
        cy = top + TEMPLE_H - 32
        if up:
            tokens = icons.reward_tokens(words, c.temple(temple_id).reward)
            phone_table.draw_tokens(
                lay,
                words.language,
                x0 + (w - phone_table.tokens_width(words.language, tokens)) // 2,
                cy,
                tokens,
            )
        else:
            used = pictures(words, "table.used")
            lay.text((x0 + w // 2, cy), used, ps.font(ps.TEXT), style.INK, "mm")
    return bottom


def _table(lay: Layout, state: GameState, words: Words, d: Decision, y: int) -> int:
    """The worship table under its title and how it scores."""
    f = ps.font(ps.TEXT, condensed=True)
    hint = text.wrap(pictures(words, "table.hint"), f, ps.WIDTH - 2 * PAD)
    bottom = y + HEADING + len(hint) * LINE + phone_table.height(state)
    top = _heading(lay, "table", y, pictures(words, "table.title"), bottom)
    for line in hint:
        lay.text((PAD, top), line, f, style.MUTED)
        top += LINE
    ends = d.ends if isinstance(d, Chain) else ()
    spots = d.spots if isinstance(d, AmuletSpot) else ()
    return phone_table.draw_table(lay, state, words, top, (ends, spots))


def _key(lay: Layout, words: Words, y: int) -> int:
    """The key to the rewards' words (★ prestige, Rec Recruit…)."""
    f = ps.font(ps.TEXT, condensed=True)
    lines = text.wrap(icons.legend(words), f, ps.WIDTH - 2 * PAD)
    lay.region("key", (0, y, ps.WIDTH, y + len(lines) * LINE))
    for i, line in enumerate(lines):
        lay.text((PAD, y + i * LINE), line, f, style.MUTED)
    return y + len(lines) * LINE


Part = Callable[[Layout, GameState, Words, Decision, int], int]
DRAWN: dict[str, Part] = {"towns": _towns, "temples": _temples, "table": _table}
