"""The paged lists: `/roundhouse games`, `mygames`, `history`, `leaderboard` and their page
buttons (`rh:pg:<list>:<page>:<f|p|n|l>`).

A list is always of the one who asks: the server the command or click comes from, or the user
who clicks. A page button carries only the list and the page, so it keeps working after a
restart, and a forged one shows nothing that its clicker could not list themselves.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.game import listing
from bot.game.messages import Outgoing
from bot.game.model import BrokenGame, UserError
from bot.game.service import GameService
from bot.pacing.notices import jump_url
from bot.pacing.service import PacingService
from bot.storage.records import ACTIVE
from bot.storage.results import ResultStore

GAMES_PER_PAGE = 7
MINE_PER_PAGE = 7
HISTORY_PER_PAGE = 5
HISTORY_KEPT = 100  # history lists this many of the latest results
TOP_PER_PAGE = 15
TOP_KEPT = 100  # the leaderboard ranks this many people


def broken_line(name: str, broken: BrokenGame) -> str:
    """A list's line for a game that cannot be loaded (the service logged why)."""
    return (
        f"**{name} #{broken.game_id}** — cannot be loaded ({broken.reason}); its host can "
        "`/roundhouse abandon` it"
    )


class Lists:
    """Builds each page of each list from the store."""

    def __init__(self, service: GameService, pacing: PacingService, results: ResultStore) -> None:
        self.service = service
        self.pacing = pacing
        self.results = results

    @property
    def name(self) -> str:
        return self.service.rules.name

    async def show(self, kind: str, interaction: discord.Interaction[Any], page: int) -> Outgoing:
        """Page `page` of list `kind` (`bot.game.ids.LISTS`) for whoever asks."""
        if kind == "mine":
            return await self.mine(interaction.user.id, page)
        guild_id = interaction.guild_id
        if guild_id is None:
            raise UserError("This list is of a server's games: use it in the server.")
        if kind == "games":
            return await self.games(guild_id, page)
        if kind == "history":
            return await self.history(guild_id, page)
        return await self.leaderboard(guild_id, page)

    async def games(self, guild_id: int, page: int = 1) -> Outgoing:
        """This server's games in a lobby or in play, oldest first."""
        rows = await self.service.store.games(guild_id=guild_id, statuses=ACTIVE)
        if not rows:
            return Outgoing(
                f"No {self.name} game is running on this server. Start one with `/roundhouse new`."
            )
        at = listing.page_of(len(rows), page, GAMES_PER_PAGE)
        lines = []
        for row in rows[at.items]:
            try:
                lines.append(listing.game_line(await self.service.load(row.id)))
            except BrokenGame as exc:  # named, and the others still listed
                lines.append(broken_line(self.name, exc))
        title = f"**{self.name} games on this server** ({len(rows)})"
        return listing.list_page("games", title, lines, at)

    async def mine(self, user_id: int, page: int = 1) -> Outgoing:
        """Every game the user is in, across servers: whose turn, deadline, jump link."""
        game_ids = await self.service.store.games_of(user_id)
        if not game_ids:
            return Outgoing(
                f"You are not in any {self.name} game. Join one with `/roundhouse join`."
            )
        at = listing.page_of(len(game_ids), page, MINE_PER_PAGE)
        lines = []
        for game_id in game_ids[at.items]:
            try:
                game = await self.service.load(game_id)
            except BrokenGame as exc:  # named, and the others still listed
                lines.append(broken_line(self.name, exc))
                continue
            wait = await self.pacing.db.wait(game_id)
            settings = await self.pacing.db.settings(game_id)
            lines.append(
                listing.inbox_line(
                    game,
                    user_id,
                    link=jump_url(game),
                    paused=settings.paused,
                    deadline_at=None if wait is None else wait.deadline_at,
                )
            )
        title = f"**Your {self.name} games** ({len(game_ids)})"
        return listing.list_page("mine", title, lines, at)

    async def history(self, guild_id: int, page: int = 1) -> Outgoing:
        """This server's latest results, newest first."""
        results = await self.results.recent_results(guild_id, HISTORY_KEPT + 1)
        if not results:
            return Outgoing(f"No {self.name} game has finished on this server yet.")
        title = f"**Recent {self.name} results**"
        if len(results) > HISTORY_KEPT:
            results, title = results[:HISTORY_KEPT], f"{title} (the last {HISTORY_KEPT})"
        at = listing.page_of(len(results), page, HISTORY_PER_PAGE)
        lines = [listing.result_line(r, await self.length(r.game_id)) for r in results[at.items]]
        return listing.list_page("history", title, lines, at)

    async def length(self, game_id: int) -> str:
        """How long a finished game went, in its own clock ("Round 8 of 8 · turn 40"); "" if
        it cannot be loaded any more."""
        try:
            return listing.clock(await self.service.load(game_id))
        except UserError:  # gone, or broken (logged)
            return ""

    async def leaderboard(self, guild_id: int, page: int = 1) -> Outgoing:
        """This server's people by wins, then average score, then games played."""
        standings = await self.results.leaderboard(guild_id, TOP_KEPT)
        if not standings:
            return Outgoing(f"No {self.name} game has finished on this server yet.")
        at = listing.page_of(len(standings), page, TOP_PER_PAGE)
        lines = [
            listing.standing_line(rank, s)
            for rank, s in enumerate(standings[at.items], at.start + 1)
        ]
        title = f"**{self.name} leaderboard** (wins · games · average score)"
        return listing.list_page("top", title, lines, at)
