"""Taps per member turn (issue 30): whole games of every game of the catalogue through the bot,
in simcord, two members playing each other the way a sensible player would.

At each decision the member plays what the Normal computer player would choose there (the
game's `computer_move` on the seat's own view, level "normal"), found on what Discord shows it
and clicked: a button, a select menu's option, or first the page that holds it. A turn starts
on the panel still open if it offers the decision (the same member going on), else on the turn
DM that came since the member's last turn, else on the latest public post; a DM or post that
does not carry the move itself is opened with its Take my turn. The turn ends when its turn key
changes or the member has nothing more to decide (a secret choice made). Taps are counted per
member turn and by step kind; the messages a turn brings (from its first tap to the next
turn's) are counted per member: DMs, public posts, and the new ephemeral messages its taps
got (a panel edited in place is not a new message).

    .venv/bin/python benchmarks/taps.py [--games 3] [--seed 1] [--turns N] [--json]

`--turns N` stops each game after N member turns (for the tests). The figures (a turn as
counted, the mean, p90… of a row) are in taps_figures.py. Pictures are real, drawn in
threads; the clock is simcord's (a minute between turns).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import sys
import tempfile
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import simcord

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.support
sys.path.insert(0, str(Path(__file__).resolve().parent))  # its figures, beside it
from taps_figures import Turn, report, summary  # benchmarks/taps_figures.py

from bot.app import create_bot
from bot.config import Settings
from bot.game import capabilities
from bot.game.model import Game
from bot.posts import ids
from bot.storage.store import Store
from bot.workers import picture, thinking
from games import catalogue
from tests.support import playing
from tests.support.tables import PacingTable, public_posts

LEVEL = "normal"  # the sensible player: the Normal computer's choice


@dataclass(frozen=True)
class Row:
    """One line of the table: a game of the catalogue (its key), with the members' auto-end
    setting (None: the default a new player gets)."""

    title: str
    game: str
    auto_end: str | None = None  # "on", "off"


ROWS = (
    Row("Round House, 2 seats", "roundhouse"),
    Row("Round House, auto-end on", "roundhouse", auto_end="on"),
    Row("Round House, auto-end off", "roundhouse", auto_end="off"),
    Row("The Yellow House", "yellowhouse"),
    Row("Castles, 2 seats", "castles"),
)


# -- what Discord shows a member --------------------------------------------------------------


def components(message: Any) -> Iterator[dict[str, Any]]:
    """Every component of a message, nested ones (action rows, V2 containers, sections'
    accessories) included."""
    stack = [c if isinstance(c, dict) else c.to_dict() for c in message.components]
    while stack:
        item = stack.pop(0)
        yield item
        inner = list(item.get("components", []))
        if "accessory" in item:
            inner.append(item["accessory"])
        stack[0:0] = inner


@dataclass(frozen=True)
class Target:
    """Something to tap: a button (its custom id), or a select menu's option (the menu's id and
    the option's value), and the label the member reads."""

    custom_id: str
    label: str
    value: str | None = None  # a menu's option


def offered(message: Any, game: Game) -> dict[str, Target]:
    """The moves a message offers at the game's current version, by code."""
    out = {}
    head = ids.move(game.id, game.version, "")
    menu = ids.select(game.id, game.version)
    for item in components(message):
        custom_id = item.get("custom_id", "")
        if item.get("type") == 2 and custom_id.startswith(head):
            out[custom_id[len(head) :]] = Target(custom_id, item.get("label", ""))
        elif item.get("type") == 3 and custom_id == menu:
            for option in item["options"]:
                out[option["value"]] = Target(custom_id, option["label"], option["value"])
    return out


def take_my_turn(message: Any, game: Game) -> str | None:
    """The custom id of the message's Take my turn for this game (of any version), if any."""
    head = f"{ids.turn(game.id, game.version).rsplit(':', 1)[0]}:"
    return next(
        (
            c["custom_id"]
            for c in components(message)
            if c.get("type") == 2 and c.get("custom_id", "").startswith(head)
        ),
        None,
    )


def channel_of(message: Any) -> int:
    """The channel of a message, a discord.Message or an interaction's answer."""
    return int(message.channel_id if hasattr(message, "channel_id") else message.channel.id)


# -- a game played and counted ----------------------------------------------------------------


def sensible(game: Game, seat: int) -> str:
    """The move a sensible player makes: the Normal computer's, on the seat's own view."""
    rules = game.rules
    view = rules.view(game.state, seat)
    return rules.computer_move(view, game.version, LEVEL, game.row.computer_seed, seat)


class Enough(Exception):
    """A game played to its turn limit."""


class Counted:
    """One game at a simcord table, its member turns played and counted."""

    def __init__(self, table: PacingTable, game_id: int, limit: int | None) -> None:
        self.table = table
        self.game_id = game_id
        self.limit = limit
        self.turns: list[Turn] = []
        self.panels: dict[int, Any] = {}  # member id -> its latest panel
        self.seen_dm = {m.id: 0 for m in self.members}  # the last DM each has seen
        self.users: list[int] = []  # each seat's member's id
        self.counts = self.snapshot()

    @property
    def members(self) -> tuple[Any, ...]:
        return (self.table.ann, self.table.bo)

    def dms(self, member: Any) -> list[Any]:
        return [m for m in member.user.dm_channel.history() if not m.flags.ephemeral]

    def snapshot(self) -> dict[str, int]:
        """How many messages each place holds now: public posts, each member's DMs."""
        out = {"posts": len(public_posts(self.table.channel))}
        for member in self.members:
            out[f"dms:{member.id}"] = len(self.dms(member))
        return out

    def settle(self) -> None:
        """The messages since the last snapshot go to the turn played last."""
        now = self.snapshot()
        if self.turns:
            turn = self.turns[-1]
            for member in self.members:
                sent = now[f"dms:{member.id}"] - self.counts[f"dms:{member.id}"]
                player = member.id == self.users[turn.seat]
                turn.messages["dms_player" if player else "dms_others"] += sent
            turn.messages["posts"] += now["posts"] - self.counts["posts"]
        self.counts = now

    async def play(self) -> list[Turn]:
        game = await self.table.game(self.game_id)
        self.users = [game.user_of(seat) for seat in range(len(game.seats))]
        await self.play_out()
        self.settle()
        return self.turns

    async def play_out(self) -> None:
        """Member turns (tests/support/playing.py) to the game's end, or to `limit` turns."""

        async def turn(member: Any) -> bool:
            if self.limit is not None and len(self.turns) >= self.limit:
                raise Enough
            return await self.take_turn(member)

        with contextlib.suppress(Enough):
            await playing.play_out(self.table, self.game_id, turn)

    def latest_dm(self, member: Any) -> int:
        dms = self.dms(member)
        return dms[-1].id if dms else 0

    def surface(self, member: Any, game: Game) -> tuple[str, Any]:
        """Where the member starts its turn (a `STARTS` and the message): its panel if it still
        offers this decision, else the turn DM that came since its last turn, else the latest
        public post of the game."""
        panel = self.panels.get(member.id)
        if panel is not None and offered(panel, game):
            return "panel", panel
        dms = [m for m in self.dms(member) if m.id > self.seen_dm[member.id]]
        self.seen_dm[member.id] = self.latest_dm(member)
        for dm in reversed(dms):
            if offered(dm, game) or take_my_turn(dm, game):
                return "dm", dm
        post = next(
            p
            for p in reversed(public_posts(self.table.channel))
            if offered(p, game) or take_my_turn(p, game)
        )
        return "post", post

    async def take_turn(self, member: Any) -> bool:
        """The member plays its turn to its end; True (it played)."""
        self.settle()
        game = await self.table.game(self.game_id)
        seat = self.users.index(member.id)
        key = game.rules.turn_key(game.state)
        start, message = self.surface(member, game)
        turn = Turn(seat, start)
        self.turns.append(turn)
        while seat in game.deciders() and game.rules.turn_key(game.state) == key:
            message = await self.tap(member, message, game, seat, turn)
            game = await self.table.game(self.game_id)
        self.panels[member.id] = message
        return True

    async def tap(self, member: Any, message: Any, game: Game, seat: int, turn: Turn) -> Any:
        """One tap towards the sensible move on `message`; the panel it answers with."""
        code = sensible(game, seat)
        moves = offered(message, game)
        if code in moves:
            kind = (
                "end_turn"
                if code == capabilities.ending_move(game.rules, game.state)
                else "forced"
                if len(moves) == 1
                else "choice"
            )
        elif (opener := take_my_turn(message, game)) is not None:
            return await self.click(
                member, message, Target(opener, "Take my turn"), "take_turn", turn
            )
        else:
            code, kind = self.page_to(game, seat, code, moves), "page"
        return await self.click(member, message, moves[code], kind, turn)

    @staticmethod
    def page_to(game: Game, seat: int, code: str, moves: dict[str, Target]) -> str:
        """The offered move that brings `code` on the panel (a page of options)."""
        rules = game.rules
        for candidate in moves:
            state = capabilities.copied(rules, game.state)
            rules.apply(state, candidate, seat)
            if code in {m.code for m in rules.legal_moves(state, seat)[:25]}:
                return candidate
        raise AssertionError(f"{code!r} is not on the panel, nor on any of its pages")

    async def click(self, member: Any, message: Any, target: Target, kind: str, turn: Turn) -> Any:
        """Tap `target` on `message` as the member (in a DM: as the user); the private answer."""
        actor = member if channel_of(message) == self.table.channel.id else member.user
        if target.value is None:
            result = await actor.click(message, custom_id=target.custom_id)
        else:
            result = await actor.select(message, [target.value], custom_id=target.custom_id)
        turn.steps.append((kind, target.label))
        answers = [a for a in (result.response, *result.followups) if a is not None]
        new = [a for a in answers if a.ephemeral and a.id != message.id]  # not the panel edited
        turn.messages["ephemeral_player"] += len(new)
        assert answers and answers[-1].ephemeral, f"{target.label!r}: no private answer"
        return answers[-1]


# -- the runs ---------------------------------------------------------------------------------


@contextlib.asynccontextmanager
async def table_for(folder: str) -> AsyncIterator[PacingTable]:
    """A bot hosting the whole catalogue on a new SQLite file in `folder`, run by simcord; a
    table."""
    settings = Settings(
        database_path=str(Path(folder) / "games.db"), computer_delay=30, shard_count=1
    )
    store = await Store.open(settings.database_path)
    try:
        bot = create_bot(settings, store=store, games=catalogue())
        async with simcord.run(bot) as env:
            with env.time_context():
                yield PacingTable(env)
    finally:
        await store.close()


async def play_game(row: Row, seed: int, limit: int | None, folder: str) -> list[Turn]:
    """One game of `row`'s game between ann and bo, counted (in a folder of its own)."""
    async with table_for(tempfile.mkdtemp(dir=folder)) as table:
        if row.auto_end:
            for member in (table.ann, table.bo):
                await member.slash(table.channel, "roundhouse notify", auto_end=row.auto_end)
        table.service.new_seed = lambda: seed
        game = await table.start(humans=(table.bo,), game=row.game)
        return await Counted(table, game.id, limit).play()


async def run(rows: Sequence[Row], games: int, seed: int, limit: int | None) -> dict[str, Any]:
    out = {}
    with tempfile.TemporaryDirectory() as folder:
        for row in rows:
            turns: list[Turn] = []
            for k in range(games):
                turns += await play_game(row, seed + k, limit, folder)
                print(f"{row.title}: game {k + 1} of {games} played", file=sys.stderr)
            out[row.title] = summary(turns)
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per row")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--turns", type=int, default=None, help="member turns per game at most")
    parser.add_argument("--json", action="store_true", help="the figures as JSON")
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)
    picture.PROCESSES = thinking.PROCESSES = 0  # in threads: nothing to start
    figures = asyncio.run(run(ROWS, args.games, args.seed, args.turns))
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print("\n".join(report(title, f) for title, f in figures.items()))


if __name__ == "__main__":
    main()
