"""The lists as messages: `/roundhouse games`, `mygames`, `history` and `leaderboard`, a page
at a time, with page buttons (`bot.game.ids.page`).

A page holds a fixed number of items, so that a page button shows the same slice of the list
after a restart. Every page fits Discord's 2,000 characters whatever the list holds: a name is
written as every message writes it (`bot.game.text.named`: at most 32 characters, isolated),
and should a page still be too long its lines are shortened, never cut inside a mention, a time
stamp, a link or a name.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.game import ids
from bot.game.levels import computer_tag
from bot.game.messages import CONTENT_LIMIT, ButtonSpec, Outgoing, game_title
from bot.game.model import Game
from bot.game.text import FSI, PDI, named
from bot.storage.records import Status
from bot.storage.results import Result, Standing

PAGE_BUTTONS = (("⏮ First", "f"), ("◀ Previous", "p"), ("Next ▶", "n"), ("Last ⏭", "l"))


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
    kind: str, title: str, lines: list[str], page: Page, of: str | None = None
) -> Outgoing:
    """One page of list `kind` (`ids.LISTS`; of game `of`, a key, for a game's results): the
    title, "page 2 of 9", the lines, and First / Previous / Next / Last buttons when there is
    more than one page."""
    head = clip_line(title, 200)
    if page.count > 1:
        head += f" · page {page.number} of {page.count}"
    room = (CONTENT_LIMIT - len(head)) // max(1, len(lines)) - 1  # each line and its newline
    content = "\n".join([head, *(clip_line(line, room) for line in lines)])
    if page.count == 1:
        return Outgoing(content)
    targets = {"f": 1, "p": page.number - 1, "n": page.number + 1, "l": page.count}
    buttons = [
        ButtonSpec(
            label,
            ids.page(kind, max(1, min(targets[move], page.count)), move, of),
            "secondary",
            disabled=targets[move] == page.number or not 1 <= targets[move] <= page.count,
        )
        for label, move in PAGE_BUTTONS
    ]
    return Outgoing(content, buttons=buttons)


# -- the lines of each list -------------------------------------------------------------------


def clock(game: Game) -> str:
    """The game's one clock ("Round 3 of 8 · turn 9"), as its posts show it ("" in a lobby)."""
    return "" if game.state is None else game.rules.progress(game.rules.view(game.state, None))


def game_line(game: Game) -> str:
    """A game of `/roundhouse games`: its channel, and its seats or whose turn it is."""
    who = ", ".join(game.name_of(seat) for seat in range(len(game.seats)))
    where = f"**{game_title(game)}** in <#{game.row.channel_id}>"
    if game.status == Status.LOBBY:
        return f"{where}: lobby ({who})"
    return f"{where}: {clock(game)}, {game.waiting_on()} to play ({who})"


def inbox_line(
    game: Game, user_id: int, *, link: str, paused: bool, deadline_at: float | None
) -> str:
    """A game of `/roundhouse mygames`: whose turn it is, its deadline, a link to it."""
    title = f"**{game_title(game)}**"
    if game.status == Status.LOBBY:
        return f"{title} — in its lobby · {link}"
    mine = game.seat_of(user_id)  # several may decide at once: the user first
    seat = mine if mine in game.deciders() else game.current_seat()
    who = "**you**" if game.user_of(seat) == user_id else game.name_of(seat)
    if seat is not None and game.is_computer(seat):
        who += " " + computer_tag(game, seat)
    parts = [f"{title} — {clock(game)}, {who} to play"]
    if paused:
        parts.append("paused")
    elif deadline_at is not None:
        parts.append(f"deadline <t:{int(deadline_at)}:R>")
    parts.append(link)
    return " · ".join(parts)


def _who(user_id: int | None, seat_name: str) -> str:
    return f"<@{user_id}>" if user_id is not None else named(seat_name)


def result_line(result: Result, length: str = "") -> str:
    """A finished game of `/roundhouse history`: when, who won, every score and, when known,
    how long it went in the game's own clock (`length`: "Round 8 of 8 · turn 40")."""
    ranked = sorted(result.seats, key=lambda s: -s.score)
    scores = ", ".join(f"{_who(s.user_id, s.name)} {s.score}" for s in ranked)
    winners = " and ".join(_who(s.user_id, s.name) for s in result.seats if s.winner)
    length = f"; {length}" if length else ""
    return (
        f"**#{result.game_id}** <t:{int(result.finished_at)}:d> — won by {winners} "
        f"({scores}{length})"
    )


def standing_line(rank: int, standing: Standing) -> str:
    """A person of `/roundhouse leaderboard`: wins · games · average score."""
    return (
        f"{rank}. <@{standing.user_id}> — {standing.wins} · {standing.games} · "
        f"{standing.average:.1f}"
    )
