"""Placing a room without a mouse: the legal spots as a menu, best first, lettered as the
private preview picture letters them (games/castles/pictures: `render_preview`).

Up to PAGE spots, the menu is the spots themselves: one click places the room, its rotation
with it. Past PAGE (a menu's 25 options), the panel first offers the best spot and the pages
of spots ("Spots Z–AX: +3 to +1"); a page's choice (`pg:<k>`, a move of the bot's own, which
the engine never sees) shows that page's spots and picture, and Undo goes back to the pages.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace

import engine.castles as ca
from bot.game.protocol import Move
from engine.castles.castle import Castle
from engine.castles.geometry import N, S
from engine.castles.labels import spot_host, spot_more, spot_side, spot_where
from engine.castles.names import the_room
from engine.castles.state import Place, castle_of
from locales.words import Words

from .labels import SEPARATOR
from .table import Table

PAGE = 25  # spots per page: a Discord menu's options (games.castles.pictures.PAGE, the same)
PAGE_HEAD = "pg"  # the code of a page: pg:<k>


def placing(table: Table) -> Place | None:
    """The pending placement, if that is the decision now."""
    d = ca.current_decision(table.game)
    return d if isinstance(d, Place) else None


def spots(table: Table) -> list[ca.Placement]:
    d = placing(table)
    return [] if d is None else ca.placements(table.game, d.seat, d.tile)


def page_count(count: int) -> int:
    return max(1, math.ceil(count / PAGE))


def paged(table: Table) -> bool:
    """Whether the spots come in pages (more than one menu holds)."""
    return len(spots(table)) > PAGE


def shown_page(table: Table) -> int:
    """The page the preview picture shows now."""
    return table.page or 0


def page_code(page: int) -> str:
    return f"{PAGE_HEAD}:{page}"


def page_of(code: str) -> int | None:
    """The page a `pg:<k>` code names, or None if it is not a page's code."""
    head, _, rest = code.partition(":")
    if head != PAGE_HEAD or not rest.isdigit() or page_code(int(rest)) != code:
        return None
    return int(rest)


def spot_letter(i: int) -> str:
    """The letter of the i-th spot (best first), as the preview picture marks it."""
    from games.castles.pictures import spot_label  # Pillow on first use

    return spot_label(i)


def spot_move(words: Words, castle: Castle, index: int, p: ca.Placement, where: str) -> Move:
    """A spot's option: its letter, what it scores and `where` it is, then what else it does,
    which a label too long leaves out."""
    text = words("castles_bot.place.where", points=f"{p.points:+d}", where=where)
    label = words("castles_bot.place.spot", letter=spot_letter(index), text=text)
    comma, host = words("castles.comma"), spot_host(castle, p)
    others = replace(p, links=tuple(t for t in p.links if t != host))  # the door says it
    return Move(p.code, label, tuple(comma + part for part in spot_more(words, others)))


def wheres(words: Words, castle: Castle, found: list[ca.Placement]) -> list[str]:
    """Where each spot is, in words (`spot_where`); spots at the same door, turned alike,
    numbered from the left (a door above or below) or from the top (at its side)."""
    said = [spot_where(words, castle, p) for p in found]
    out = []
    for p, where in zip(found, said, strict=True):
        alike = [q for q, w in zip(found, said, strict=True) if w == where]
        if len(alike) == 1:
            out.append(where)
            continue
        across = spot_side(castle, p) in (N, S)
        alike.sort(key=lambda q: (q.x, q.y) if across else (q.y, q.x))
        key = "castles.spot.from_left" if across else "castles.spot.from_top"
        nth = words(key, n=alike.index(p) + 1, count=len(alike))
        out.append(words("castles.comma").join([where, nth]))
    return out


def page_move(words: Words, castle: Castle, page: int, found: list[ca.Placement]) -> Move:
    """A page's option: its letters and what its spots score ("Spots Z–AX: +1 each"), then the
    rooms they are by, the most spots' first, which a label too long leaves out from the last
    (pages that score alike differ by where their spots are)."""
    first, last = page * PAGE, min(len(found), (page + 1) * PAGE) - 1
    high, low = found[first].points, found[last].points
    letters = {"first": spot_letter(first), "last": spot_letter(last)}
    label = (
        words("castles_bot.place.page_even", points=f"{high:+d}", **letters)
        if high == low
        else words("castles_bot.place.page", high=f"{high:+d}", low=f"{low:+d}", **letters)
    )
    hosts = Counter(spot_host(castle, p) for p in found[first : last + 1])
    rooms = [the_room(words, h) for h, _ in hosts.most_common() if h is not None]
    if not rooms:
        return Move(page_code(page), label)
    near = SEPARATOR + words("castles_bot.place.page_near", room=rooms[0])
    between = words("castles_bot.place.page_rooms")
    return Move(page_code(page), label, (near, *(between + room for room in rooms[1:])))


def moves(table: Table, words: Words) -> list[Move]:
    """The placement's menu now: every spot; or the best one and the pages; or a page."""
    found, decision = spots(table), placing(table)
    if decision is None:
        return []
    castle = castle_of(table.game.players[decision.seat])
    said = wheres(words, castle, found)
    if len(found) <= PAGE:
        return [spot_move(words, castle, i, p, said[i]) for i, p in enumerate(found)]
    if table.page is None:
        pages = [page_move(words, castle, k, found) for k in range(page_count(len(found)))]
        return [spot_move(words, castle, 0, found[0], said[0]), *pages]
    first = table.page * PAGE
    shown = range(first, min(len(found), first + PAGE))
    return [spot_move(words, castle, i, found[i], said[i]) for i in shown]


def turn_page(table: Table, page: int) -> None:
    """Look at page `page` of the spots; ValueError if there is no such page to choose now."""
    if not paged(table) or table.page is not None:
        raise ValueError("no pages of spots to choose from now")
    if not 0 <= page < page_count(len(spots(table))):
        raise ValueError(f"no page {page}")
    table.page = page
