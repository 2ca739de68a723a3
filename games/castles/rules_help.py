"""Castles' rules help for `/roundhouse rules`, in a language: engine/castles/rules_help.py's
topics (general ones, each room type, the King's Favors and bonus cards, every room by name)
as the bot's RulesHelp, built once per language."""

from __future__ import annotations

from functools import cache

from bot.game.protocol import RulesHelp, Topic
from engine.castles.rules_help import found_by_name, rules_topics
from locales.words import Words, words_for


@cache
def _rules_help(language: str) -> RulesHelp:
    words = words_for(language)
    topics = tuple(Topic(t.key, t.title, t.text, t.words, t.group) for t in rules_topics(words))
    return RulesHelp(topics, found_by_name(words))


def rules_help(words: Words) -> RulesHelp:
    """Every rules topic in `words`' language (the adapter's `rules_help`)."""
    return _rules_help(words.language)
