"""Sends pacing's notices to Discord: a DM first, a mention in the game's channel otherwise.

A DM that Discord refuses (error 50007, DMs closed) falls back to a mention in the game's
channel; the player's DMs are marked closed, so no DM is tried again until they switch DMs back
on with `/roundhouse notify`, and the explanation of how to fix it is posted only once.
A turn DM carries the player's decision itself, from their own panel (`dm_items.carried`); it
is remembered in the database (`PacingStore.keep_dm`) and edited once its turn is done
(`settle_dm`), so that no old DM offers a choice of a turn already played.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.game import capabilities
from bot.game.model import Game
from bot.interface import views
from bot.interface.dm_items import dm_view, done_view
from bot.pacing.notices import Notice, jump_url
from bot.posts import messages
from bot.posts.messages import Outgoing
from bot.storage.pacing import PacingStore, TurnDm
from locales.words import words_for

log = logging.getLogger(__name__)

CANNOT_DM = 50007


class Notifier:
    """Sends notices: DM first, the game's channel when DMs are off or closed."""

    def __init__(self, client: discord.Client, db: PacingStore) -> None:
        self.client = client
        self.db = db

    async def deliver(self, game: Game, notice: Notice, *, channel_fallback: bool = True) -> str:
        """Send a notice; "dm", "channel" or "none" (how it went)."""
        prefs = await self.db.prefs(notice.user_id)
        if prefs.dms and not prefs.dms_closed:
            try:
                await self._dm(game, notice)
                return "dm"
            except discord.Forbidden as exc:
                if exc.code != CANNOT_DM:
                    raise
                first = await self.db.mark_dms_closed(notice.user_id)
                log.info("DMs to %s are closed; falling back to the channel", notice.user_id)
                help_ = "\n" + game.words("bot.notice.closed_help") if first else ""
                text = notice.fallback + help_
                await self.channel_post(game, text, mention=notice.user_id)
                return "channel"
        if channel_fallback:
            await self.channel_post(game, notice.fallback, mention=notice.user_id)
            return "channel"
        return "none"

    async def _dm(self, game: Game, notice: Notice) -> None:
        channel = await self.client.create_dm(discord.Object(notice.user_id))
        words = words_for(notice.language)
        board = capabilities.pictures(game.rules) is not None
        seat = game.seat_of(notice.user_id)
        decision = None
        if seat is not None and game.version == notice.version and game.may_act(seat):
            decision = messages.panel(game.speaking(notice.language), seat)
        view = dm_view(
            notice.game_id, notice.version, notice.link, words, board=board, decision=decision
        )
        kwargs: dict[str, Any] = {"content": notice.content, "view": view}
        if notice.picture is not None:
            kwargs["file"] = views.file(Outgoing(picture=notice.picture))
        message = await channel.send(**kwargs)
        if notice.seat is not None and notice.key is not None:
            dm = TurnDm(message.id, channel.id, game.id, notice.seat, notice.key, notice.language)
            await self.db.keep_dm(dm)

    async def settle_dm(self, game: Game, dm: TurnDm) -> None:
        """Edit a turn DM whose turn is done: it says so, and keeps Show board, Stop DMs and the
        link (its picture stays); a DM Discord no longer has (deleted, DMs closed) is let be."""
        mine = game.speaking(dm.language)
        words = words_for(dm.language)
        board = capabilities.pictures(game.rules) is not None
        view = done_view(game.id, jump_url(game), words, board=board)
        content = words("bot.notice.done", title=messages.game_title(mine))
        channel = self.client.get_partial_messageable(
            dm.channel_id, type=discord.ChannelType.private
        )
        try:
            await channel.get_partial_message(dm.message_id).edit(content=content, view=view)
        except (discord.NotFound, discord.Forbidden) as exc:
            log.info("turn DM %s of game %s not edited: %s", dm.message_id, game.id, exc)

    async def channel_post(self, game: Game, text: str, *, mention: int | None = None) -> None:
        channel = self.client.get_partial_messageable(
            game.row.channel_id, guild_id=game.row.guild_id
        )
        users = [discord.Object(mention)] if mention is not None else []
        await channel.send(
            text, allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=users)
        )
