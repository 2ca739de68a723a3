"""The lists as messages: `/roundhouse games`, `mygames`, `history` and `leaderboard`, a page
at a time, with page buttons (`bot.posts.ids.page`).

A page holds a fixed number of items, so that a page button shows the same slice of the list
after a restart. Every page fits Discord's 2,000 characters whatever the list holds: a name is
written as every message writes it (`bot.game.text.named`: at most 32 characters, isolated),
and should a page still be too long its lines are shortened, never cut inside a mention, a time
stamp, a link or a name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.game.levels import computer_tag
from bot.game.model import Game
from bot.game.sight import clock
from bot.game.text import FSI, PDI, named
from bot.posts import ids
from bot.posts.messages import CONTENT_LIMIT, ButtonSpec, Outgoing, game_title
from bot.storage.records import Status
from bot.storage.results import Result, Standing
from locales.words import ENGLISH, Words, words_for

PAGE_BUTTONS = ("first", "f"), ("previous", "p"), ("next", "n"), ("last", "l")  # bot.page.*


@dataclass(frozen=True)
class Page:
    """One page of a list: its number (from 1), how many there are, and its items' slice."""

    number: int
    count: int
    start: int
    end: int

    @property
    def items(self) -> slice:
        return slice(self.start, self.end)


def page_of(total: int, wanted: int, per_page: int) -> Page:
    """Page `wanted` of `total` items, `per_page` a page (the last page when past the end)."""
    count = max(1, -(-total // per_page))
    number = min(max(1, wanted), count)
    start = (number - 1) * per_page
    return Page(number, count, start, min(total, start + per_page))


def clip_line(text: str, limit: int) -> str:
    """`text` in at most `limit` characters, ending in "…" when shortened; a mention, time
    stamp, link or name (`<…>`, `https://…`, FSI…PDI) is dropped whole rather than cut."""
    if len(text) <= limit:
        return text
    cut = text[: max(0, limit - 1)]
    if cut.rfind("<") > cut.rfind(">"):
        cut = cut[: cut.rfind("<")]
    if cut.rfind(FSI) > cut.rfind(PDI):
        cut = cut[: cut.rfind(FSI)]
    if (link := cut.rfind("https://")) > cut.rfind(" "):
        cut = cut[:link]
    if cut.count("**") % 2:
        cut = cut[: cut.rfind("**")]
    return cut.rstrip() + "…"


def list_page(
    kind: str,
    title: str,
    lines: list[str],
    page: Page,
    of: str | None = None,
    *,
    words: Words | None = None,
) -> Outgoing:
    """One page of list `kind` (`ids.LISTS`; of game `of`, a key, for a game's results), in
    `words` (the reader's; None: English): the title, "page 2 of 9", the lines, and First /
    Previous / Next / Last buttons when there is more than one page."""
    words = words or words_for(ENGLISH)
    head = clip_line(title, 200)
    if page.count > 1:
        head += words("bot.page.of", number=page.number, count=page.count)
    room = (CONTENT_LIMIT - len(head)) // max(1, len(lines)) - 1  # each line and its newline
    content = "\n".join([head, *(clip_line(line, room) for line in lines)])
    if page.count == 1:
        return Outgoing(content)
    targets = {"f": 1, "p": page.number - 1, "n": page.number + 1, "l": page.count}
    buttons = [
        ButtonSpec(
            words(f"bot.page.{label}"),
            ids.page(kind, max(1, min(targets[move], page.count)), move, of),
            "secondary",
            disabled=targets[move] == page.number or not 1 <= targets[move] <= page.count,
        )
        for label, move in PAGE_BUTTONS
    ]
    return Outgoing(content, buttons=buttons)


# -- the lines of each list -------------------------------------------------------------------


def game_line(game: Game) -> str:
    """A game of `/roundhouse games` (in the words of `game`'s rules): its channel, and its
    seats or whose turn it is."""
    words = game.words
    who = words("bot.list.separator").join(map(game.name_of, range(len(game.seats))))
    where = words("bot.lists.where", title=game_title(game), channel=game.row.channel_id)
    if game.status == Status.LOBBY:
        return words("bot.lists.lobby_line", where=where, who=who)
    return words(
        "bot.lists.game_line", where=where, clock=clock(game), names=game.waiting_on(), who=who
    )


def inbox_line(
    game: Game,
    user_id: int,
    *,
    link: str,
    paused: bool,
    deadlines: Mapping[int, float | None],
) -> str:
    """A game of `/roundhouse mygames` (in the words of `game`'s rules): whose turn it is,
    its deadline, a link to it. `deadlines`: each seat's the game waits on (several at a
    simultaneous decision); the line shows the one of the seat it names."""
    words = game.words
    title = f"**{game_title(game)}**"
    if game.status == Status.LOBBY:
        return words("bot.lists.in_lobby", title=title, link=link)
    mine = game.seat_of(user_id)  # several may decide at once: the user first
    seat = mine if mine in game.deciders() else game.current_seat()
    who = words("bot.lists.you") if game.user_of(seat) == user_id else game.name_of(seat)
    if seat is not None and game.is_computer(seat):
        who += computer_tag(game, seat)
    parts = [words("bot.lists.to_play", title=title, clock=clock(game), who=who)]
    if paused:
        parts.append(words("bot.lists.paused"))
    elif seat is not None and (deadline_at := deadlines.get(seat)) is not None:
        parts.append(words("bot.lists.deadline", when=int(deadline_at)))
    parts.append(link)
    return " · ".join(parts)


def _who(user_id: int | None, seat_name: str) -> str:
    return f"<@{user_id}>" if user_id is not None else named(seat_name)


def result_line(result: Result, length: str = "", *, words: Words | None = None) -> str:
    """A finished game of `/roundhouse history`, in `words` (None: English): when, who won,
    every score and, when known, how long it went in the game's own clock (`length`: "Round 8
    of 8 · turn 40")."""
    words = words or words_for(ENGLISH)
    ranked = sorted(result.seats, key=lambda s: -s.score)
    scores = words("bot.list.separator").join(
        f"{_who(s.user_id, s.name)} {s.score}" for s in ranked
    )
    winners = words("bot.post.winners_and").join(
        _who(s.user_id, s.name) for s in result.seats if s.winner
    )
    length = words("bot.lists.length", length=length) if length else ""
    when = int(result.finished_at)
    return words(
        "bot.lists.result",
        id=result.game_id,
        when=when,
        winners=winners,
        scores=scores,
        length=length,
    )


def standing_line(rank: int, standing: Standing, words: Words) -> str:
    """A person of `/roundhouse leaderboard`: wins · games · average score (one decimal)."""
    average = f"{standing.average:.1f}"  # (zh-TW writes decimals as English does)
    return words(
        "bot.lists.standing",
        rank=rank,
        user=standing.user_id,
        wins=standing.wins,
        games=standing.games,
        average=average,
    )
