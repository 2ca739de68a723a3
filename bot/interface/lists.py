"""The paged lists: `/roundhouse games`, `mygames`, `history`, `leaderboard` and their page
buttons (`rh:pg:<list>:<page>:<f|p|n|l>`).

A list is always of the one who asks: the server the command or click comes from, or the user
who clicks. `games` and `mygames` name each game ("Tic-tac-toe #3"); `history` and `leaderboard`
are of one game. A page button carries only the list, the page and (for one game's results)
the game's key, so it keeps working after a restart, and a forged one shows nothing that its
clicker could not list themselves.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.game.model import BrokenGame, UserError
from bot.game.protocol import GameRules
from bot.game.said import say
from bot.game.service import GameService
from bot.game.sight import clock
from bot.interface.readers import reader_words
from bot.pacing.notices import jump_url
from bot.pacing.service import PacingService
from bot.posts import ids, listing
from bot.posts.messages import Outgoing
from bot.storage.records import ACTIVE
from bot.storage.results import ResultStore
from locales.words import Words

GAMES_PER_PAGE = 7
MINE_PER_PAGE = 7
HISTORY_PER_PAGE = 5
HISTORY_KEPT = 100  # history lists this many of the latest results
TOP_PER_PAGE = 15
TOP_KEPT = 100  # the leaderboard ranks this many people


def broken_line(broken: BrokenGame, words: Words) -> str:
    """A list's line for a game that cannot be loaded (the service logged why)."""
    name = broken.name(words) if callable(broken.name) else broken.name
    return words("bot.lists.broken", name=name, id=broken.game_id, reason=broken.reason(words))


class Lists:
    """Builds each page of each list from the store."""

    def __init__(self, service: GameService, pacing: PacingService, results: ResultStore) -> None:
        self.service = service
        self.pacing = pacing
        self.results = results

    async def show(
        self,
        kind: str,
        interaction: discord.Interaction[Any],
        page: int,
        of: str | None = None,
    ) -> Outgoing:
        """Page `page` of list `kind` (`bot.posts.ids.LISTS`) for whoever asks; a list of
        results is of the game whose key is `of` (None: the default game). In the words of
        whoever asks."""
        words = await reader_words(interaction)
        if kind == "mine":
            return await self.mine(interaction.user.id, words, page)
        guild_id = interaction.guild_id
        if guild_id is None:
            raise UserError(say("bot.lists.server_only"))
        if kind == "games":
            return await self.games(guild_id, words, page)
        rules = self.service.games.rules(of).speaking(words.language)
        if kind == "history":
            return await self.history(guild_id, rules, words, page)
        return await self.leaderboard(guild_id, rules, words, page)

    async def clicked(
        self, interaction: discord.Interaction[Any], params: dict[str, str]
    ) -> Outgoing:
        """The page a page button (`ids.PAGE`: its list, page and game) shows."""
        page = ids.number(params["page"])
        return await self.show(params["list"], interaction, page, params.get("of"))

    async def games(self, guild_id: int, words: Words, page: int = 1) -> Outgoing:
        """This server's games in a lobby or in play, oldest first."""
        nouns = self.service.games.noun_in(words, many=True)
        rows = await self.service.store.games(guild_id=guild_id, statuses=ACTIVE)
        if not rows:
            return Outgoing(words("bot.lists.none_running", noun=self.service.games.noun_in(words)))
        at = listing.page_of(len(rows), page, GAMES_PER_PAGE)
        lines = []
        for row in rows[at.items]:
            try:
                game = await self.service.load(row.id)
                lines.append(listing.game_line(game.speaking(words.language)))
            except BrokenGame as exc:  # named, and the others still listed
                lines.append(broken_line(exc, words))
        nouns = nouns[:1].upper() + nouns[1:]
        title = words("bot.lists.games_title", nouns=nouns, count=len(rows))
        return listing.list_page("games", title, lines, at, words=words)

    async def mine(self, user_id: int, words: Words, page: int = 1) -> Outgoing:
        """Every game the user is in, across servers: whose turn, deadline, jump link."""
        game_ids = await self.service.store.games_of(user_id)
        if not game_ids:
            return Outgoing(words("bot.lists.none_mine", noun=self.service.games.noun_in(words)))
        at = listing.page_of(len(game_ids), page, MINE_PER_PAGE)
        lines = []
        for game_id in game_ids[at.items]:
            try:
                game = (await self.service.load(game_id)).speaking(words.language)
            except BrokenGame as exc:  # named, and the others still listed
                lines.append(broken_line(exc, words))
                continue
            waits = await self.pacing.db.waits(game_id)
            settings = await self.pacing.db.settings(game_id)
            lines.append(
                listing.inbox_line(
                    game,
                    user_id,
                    link=jump_url(game),
                    paused=settings.paused,
                    deadlines={wait.seat: wait.deadline_at for wait in waits},
                )
            )
        nouns = self.service.games.noun_in(words, many=True)
        title = words("bot.lists.mine_title", nouns=nouns, count=len(game_ids))
        return listing.list_page("mine", title, lines, at, words=words)

    async def history(
        self, guild_id: int, rules: GameRules[Any], words: Words, page: int = 1
    ) -> Outgoing:
        """This server's latest results of the game `rules`, newest first."""
        results = await self.results.recent_results(guild_id, HISTORY_KEPT + 1, game=rules.info.key)
        if not results:
            return Outgoing(words("bot.lists.none_finished", game=rules.info.name))
        title = words("bot.lists.history_title", game=rules.info.name)
        if len(results) > HISTORY_KEPT:
            results = results[:HISTORY_KEPT]
            title += words("bot.lists.the_last", count=HISTORY_KEPT)
        at = listing.page_of(len(results), page, HISTORY_PER_PAGE)
        lines = [
            listing.result_line(r, await self.length(r.game_id, words), words=words)
            for r in results[at.items]
        ]
        return listing.list_page("history", title, lines, at, rules.info.key, words=words)

    async def length(self, game_id: int, words: Words) -> str:
        """How long a finished game went, in its own clock ("Round 8 of 8 · turn 40"); "" if
        it cannot be loaded any more."""
        try:
            game = await self.service.load(game_id)
        except UserError:  # gone, or broken (logged)
            return ""
        return clock(game.speaking(words.language))

    async def leaderboard(
        self, guild_id: int, rules: GameRules[Any], words: Words, page: int = 1
    ) -> Outgoing:
        """This server's people at the game `rules` by wins, then average score, then games
        played."""
        standings = await self.results.leaderboard(guild_id, TOP_KEPT, game=rules.info.key)
        if not standings:
            return Outgoing(words("bot.lists.none_finished", game=rules.info.name))
        at = listing.page_of(len(standings), page, TOP_PER_PAGE)
        lines = [
            listing.standing_line(rank, s, words)
            for rank, s in enumerate(standings[at.items], at.start + 1)
        ]
        title = words("bot.lists.top_title", game=rules.info.name)
        return listing.list_page("top", title, lines, at, rules.info.key, words=words)
