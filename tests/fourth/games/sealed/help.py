"""Sealed Bids' rules help, from its catalogue (`sealed.help.*`)."""

from __future__ import annotations

from bot.game.protocol import RulesHelp, Topic
from locales.words import Words

TOPICS = ("overview", "hidden")


def rules_help(words: Words) -> RulesHelp:
    def topic(key: str) -> Topic:
        said = words(f"sealed.help.{key}.words").replace("，", ",")
        found = tuple(w.strip() for w in said.split(",") if w.strip())
        title, text = words(f"sealed.help.{key}.title"), words(f"sealed.help.{key}.text")
        return Topic(key, title, text, found)

    return RulesHelp(tuple(topic(key) for key in TOPICS))
