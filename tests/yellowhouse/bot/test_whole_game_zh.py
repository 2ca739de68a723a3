"""A whole game of The Yellow House in Traditional Chinese through discord.py under simcord, in
a server whose locale is zh-TW: bo's Discord is in Chinese, ann's in English. Every public post
is Chinese; ann's panels are English, bo's Chinese; both play by clicking only what their own
panel offers (issue 22)."""

from __future__ import annotations

import random
import re
from typing import Any

from locales.words import Words, words_for
from tests.support.discord_locales import locales, taiwanese_server
from tests.support.playing import play_out
from tests.support.tables import buttons, public_posts

__all__ = ["locales"]  # the fixture

EN, ZH = words_for("en"), words_for("zh-TW")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def others(words: Words) -> set[str]:
    """A panel's buttons that are not moves, in `words`."""
    board = words("bot.button.show_board")
    return {words("bot.button.undo"), board, words("yellowhouse.seat_picture")}


def public_text(post: Any) -> str:
    """What a public post says in words (its content, embeds' texts, buttons); no ids or urls."""
    parts = [post.content or "", *buttons(post)]
    for embed in post.embeds:
        parts += [embed.title or "", embed.description or ""]
        parts += [f"{f.name} {f.value}" for f in embed.fields]
        parts.append(embed.footer.text or "" if embed.footer else "")
    text = re.sub(r"<[@#]\d+>|https?://\S+|\u2068[^\u2069]*\u2069", "", " ".join(parts))
    return re.sub(r"(?<![A-Za-z])(ann|bo)(?![A-Za-z])", "", text)  # the seats' own names


async def take_turn(table: Any, member: Any, words: Words, rng: random.Random) -> str:
    """The member's whole turn from the latest Take my turn post, clicking only what its
    panel offers; the panel's first text."""
    take = ZH("bot.button.take_turn")
    post = next(p for p in reversed(public_posts(table.channel)) if take in buttons(p))
    panel = (await member.click(post, label=take)).response
    assert panel.ephemeral
    first, end = panel.content, words("yellowhouse.label.end_turn")
    chosen = words.entries["yellowhouse.panel.chosen"].split("{")[0]  # a secret choice made
    while offered := [b for b in buttons(panel) if b not in others(words)]:
        label = end if end in offered else rng.choice(offered)
        panel = (await member.click(panel, label=label)).response
        assert panel.ephemeral
        if label == end or chosen in panel.content:
            break
    return first


async def test_a_whole_game_in_chinese_with_one_english_reader(table, locales):
    taiwanese_server(table)
    locales[table.bo.id] = "zh-TW"  # ann's Discord stays en-US
    table.service.new_seed = lambda: 11
    await table.ann.slash(table.channel, "roundhouse new")
    await table.bo.click(public_posts(table.channel)[-1], label=ZH("bot.button.join"))
    await table.ann.click(public_posts(table.channel)[-1], label=ZH("bot.button.start"))
    game = await table.service.game_in(table.channel.id)
    assert game.rules.info.language == "zh-TW"
    rng, panels = random.Random(3), {table.ann.id: [], table.bo.id: []}

    async def turn(member: Any) -> str:
        words = ZH if member is table.bo else EN
        panels[member.id].append(await take_turn(table, member, words, rng))
        return panels[member.id][-1]

    game = await play_out(table, game.id, turn, limit=500)
    assert game.status == "finished"
    for post in public_posts(table.channel):
        assert LATIN_WORD.findall(public_text(post)) == [], public_text(post)
    played = (EN("bot.panel.only_choice").split("{")[0], ZH("bot.panel.only_choice").split("{")[0])
    asked = {m: [t for t in panels[m] if not t.startswith(played)] for m in panels}  # not played
    assert all("your decision" in text for text in asked[table.ann.id])  # on opening (forced)
    assert all("你的決定" in text for text in asked[table.bo.id])
    assert len(panels[table.ann.id]) > 5 and len(panels[table.bo.id]) > 5
