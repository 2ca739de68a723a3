"""The end of a game: the score chart by category, the archived result, history, leaderboard.

The final board, the score embed and the winner are posted by the game's own announcer; this
module adds the score chart picture (when the game draws one: `GameRules.score_chart`, given
each seat's score after every turn from the game's replay: `bot.game.replay`), archives the
result once (`ap_results`) and a game's own thread after its final post. `/roundhouse history`
and `leaderboard` read the archive in `bot.interface.lists`.
"""

from __future__ import annotations

import io
import logging

import discord

from bot.clock import Clock
from bot.game.model import Game
from bot.game.protocol import ScoreTimeline
from bot.game.replay import Replays
from bot.game.text import clip, seat_name
from bot.posts.messages import COLOUR, game_title
from bot.sending.announcement import nonce
from bot.sending.delivery import posting
from bot.storage.results import ResultSeat, ResultStore
from bot.workers.picture import ALT_TEXT_LIMIT, chart_async, or_none
from locales.names import unescaped

log = logging.getLogger(__name__)


def result_seats(game: Game) -> list[ResultSeat]:
    """Each seat's final score and whether it won (ties as the game's rules say)."""
    assert game.state is not None
    outcome = game.rules.outcome(game.state)
    totals, won = [score.total for score in outcome.scores], set(outcome.winners)
    return [
        ResultSeat(game.id, seat, s.user_id, seat_name(s.name), totals[seat], seat in won)
        for seat, s in enumerate(game.seats)
    ]


class Results:
    """Archives finished games and posts their score chart, with the score over time from
    `replays` (None: without it)."""

    def __init__(
        self,
        client: discord.Client,
        db: ResultStore,
        clock: Clock,
        *,
        replays: Replays | None = None,
    ) -> None:
        self.client = client
        self.db = db
        self.clock = clock
        self.replays = replays

    async def game_over(self, game: Game, turn_lines: list[str]) -> None:
        """Hook: archive the result (once per game) and post the score chart. A chart Discord
        did not take is tried again with the final post (`bot.sending.delivery`); its nonce keeps
        one sent again soon after from being doubled."""
        assert game.state is not None
        await self.db.save_result(
            game_id=game.id,
            guild_id=game.row.guild_id,
            channel_id=game.row.channel_id,
            finished_at=self.clock().timestamp(),
            moves=game.version,
            seats=result_seats(game),
        )
        timeline = await self.timeline(game)
        png = await or_none(game, chart_async(game, timeline))
        if png is None:
            return  # this game draws no chart, or it failed (logged)
        name = f"scores-{game.id}.png"
        words = game.words
        title = words("bot.chart.title", title=game_title(game))
        embed = discord.Embed(title=title, colour=COLOUR)
        embed.set_footer(text=words("bot.chart.archived"))
        file = discord.File(io.BytesIO(png), filename=name, description=chart_alt(game, timeline))
        channel = self.client.get_partial_messageable(
            game.row.channel_id, guild_id=game.row.guild_id
        )
        chart = nonce(game.id, game.version, "chart")
        await posting(channel.send(embed=embed, file=file, nonce=chart))

    async def timeline(self, game: Game) -> ScoreTimeline:
        """Each seat's score after every turn, from the game's replay; () when there is none
        (the chart goes out without it, the cause logged)."""
        if self.replays is None:
            return ()
        try:
            return (await self.replays.of(game)).timeline
        except Exception as exc:
            log.warning("game %s: no score over time for its chart (%s)", game.id, exc)
            return ()

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


def chart_alt(game: Game, timeline: ScoreTimeline = ()) -> str:
    """Alt text of the chart: each player's total and categories (and that the score over time
    is drawn, when it is)."""
    assert game.state is not None
    words = game.words
    separator = words("bot.list.separator")
    parts = []
    for seat, score in enumerate(game.rules.outcome(game.state).scores):
        detail = separator.join(f"{name} {points}" for name, points in score.categories)
        name, total = game.name_of(seat), score.total
        parts.append(words("bot.chart.seat", name=name, total=total, detail=detail))
    lines = words("bot.chart.lines", turns=len(timeline) - 1) if len(timeline) > 1 else ""
    text = words("bot.chart.alt", seats=words("bot.chart.separator").join(parts), lines=lines)
    return clip(unescaped(text), ALT_TEXT_LIMIT)
