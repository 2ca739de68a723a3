"""The end of a game: the score chart by category, the archived result, history, leaderboard.

The final board, the score embed and the winner are posted by the game's own announcer; this
module adds the score chart picture (when the game draws one: `GameRules.score_chart`), archives
the result once (`ap_results`) and a game's own thread after its final post, and answers
`/roundhouse history` and `/roundhouse leaderboard`.
"""

from __future__ import annotations

import asyncio
import io

import discord

from bot.clock import Clock
from bot.game.messages import COLOUR, game_title
from bot.game.model import Game
from bot.storage.results import ResultSeat, ResultStore

HISTORY_LENGTH = 10
LEADERBOARD_LENGTH = 15


def result_seats(game: Game) -> list[ResultSeat]:
    """Each seat's final score and whether it won (ties as the game's rules say)."""
    assert game.state is not None
    totals = [score.total for score in game.rules.scores(game.state)]
    won = set(game.rules.winners(game.state))
    return [
        ResultSeat(game.id, seat, s.user_id, s.name, totals[seat], seat in won)
        for seat, s in enumerate(game.seats)
    ]


class Results:
    """Archives finished games of `name` (the game's name) and posts their score chart."""

    def __init__(self, client: discord.Client, db: ResultStore, clock: Clock, *, name: str) -> None:
        self.client = client
        self.db = db
        self.clock = clock
        self.name = name

    async def game_over(self, game: Game, turn_lines: list[str]) -> None:
        """Hook: archive the result and post the score chart (once per game)."""
        assert game.state is not None
        archived = await self.db.save_result(
            game_id=game.id,
            guild_id=game.row.guild_id,
            channel_id=game.row.channel_id,
            finished_at=self.clock().timestamp(),
            moves=game.version,
            seats=result_seats(game),
        )
        if not archived:
            return
        png = await asyncio.to_thread(game.rules.score_chart, game.state)
        if png is None:
            return  # this game draws no chart
        name = f"scores-{game.id}.png"
        embed = discord.Embed(title=f"{game_title(game)} — score chart", colour=COLOUR)
        embed.set_image(url=f"attachment://{name}")
        embed.set_footer(text="The game is archived: see /roundhouse history and leaderboard.")
        file = discord.File(io.BytesIO(png), filename=name, description=chart_alt(game))
        channel = self.client.get_partial_messageable(
            game.row.channel_id, guild_id=game.row.guild_id
        )
        await channel.send(embed=embed, file=file)

    async def close_thread(self, game: Game, turn_lines: list[str]) -> None:
        """Hook, after the final post: a game played in its own thread archives the thread."""
        channel = self.client.get_channel(game.row.channel_id)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(game.row.channel_id)
            except discord.HTTPException:
                return
        if isinstance(channel, discord.Thread) and not channel.archived:
            await channel.edit(archived=True)

    async def history(self, guild_id: int | None) -> str:
        rows = await self.db.recent_results(guild_id, HISTORY_LENGTH)
        if not rows:
            return f"No {self.name} game has finished on this server yet."
        lines = [f"**Recent {self.name} results**"]
        for game_id, finished_at, moves, seats in rows:
            ranked = sorted(seats, key=lambda s: -s.score)
            scores = ", ".join(f"{_who(s)} {s.score}" for s in ranked)
            winners = " and ".join(_who(s) for s in seats if s.winner)
            lines.append(
                f"**#{game_id}** <t:{int(finished_at)}:d> — won by {winners} ({scores}; "
                f"{moves} moves)"
            )
        return "\n".join(lines)

    async def leaderboard(self, guild_id: int | None) -> str:
        rows = await self.db.leaderboard(guild_id, LEADERBOARD_LENGTH)
        if not rows:
            return f"No {self.name} game has finished on this server yet."
        lines = [f"**{self.name} leaderboard** (wins · games · average score)"]
        for rank, (user_id, wins, games, average) in enumerate(rows, 1):
            lines.append(f"{rank}. <@{user_id}> — {wins} · {games} · {average:.1f}")
        return "\n".join(lines)


def _who(seat: ResultSeat) -> str:
    return f"<@{seat.user_id}>" if seat.user_id is not None else seat.name


def chart_alt(game: Game) -> str:
    """Alt text of the chart: each player's total and categories."""
    assert game.state is not None
    parts = []
    for seat, score in enumerate(game.rules.scores(game.state)):
        detail = ", ".join(f"{name} {points}" for name, points in score.categories)
        parts.append(f"{game.seats[seat].name}: {score.total} ({detail})")
    return ("Score chart. " + "; ".join(parts))[:1024]
