"""`/roundhouse rules`: find a topic among the game's rules topics and word the replies.

The topics (titles, texts, synonyms) come from the game (`capabilities.RulesTopics`); a
`TopicIndex` only searches them and words what Discord shows when nothing matches.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.game import capabilities
from bot.game.protocol import GameRules, RulesHelp, Topic
from bot.game.text import QUOTE_LIMIT, clean, isolate
from locales.formats import number
from locales.words import words_for

__all__ = ["Topic", "TopicIndex"]

MAX_QUERY = 100  # a topic's title and key fit in an autocomplete choice (100 characters)
MAX_CHOICES = 25  # Discord shows at most 25 autocomplete choices
MIN_TEXT_MATCH = 3  # a query this long may also match inside a topic's text

Terms = tuple[str, tuple[str, ...], str, str]


def normalise(text: str) -> str:
    """Lower case, single spaces, typographic apostrophes made plain."""
    return " ".join(text.replace("’", "'").lower().split())


def stem(title: str) -> str:
    """A title without its trailing '(…)': 'Bagua (amulet)' → 'bagua'."""
    return normalise(title.split(" (")[0])


def terms(topic: Topic) -> Terms:
    """A topic's searchable title, words (synonyms and title words), those together, and text."""
    title = normalise(topic.title)
    words = tuple(topic.words) + tuple(title.replace("(", " ").replace(")", " ").split())
    hay = f"{title} {topic.key.lower()} {' '.join(topic.words)}"
    return title, words, hay, normalise(topic.text)


class TopicIndex:
    """A game's rules topics, searchable; read from the game the first time it is asked."""

    def __init__(self, rules: GameRules[Any]) -> None:
        self.rules = rules
        self._help: RulesHelp | None = None
        self._topics: dict[str, Topic] = {}
        self._terms: dict[str, Terms] = {}

    def topics(self) -> dict[str, Topic]:
        """Every rules topic by key, in the game's order (general topics first)."""
        if self._help is None:
            self._help = capabilities.rules_help(self.rules)
            self._topics = {t.key: t for t in self._help.topics}
            self._terms = {t.key: terms(t) for t in self._help.topics}
        return self._topics

    def rank(self, topic: Topic, needle: str) -> int | None:
        """How well `topic` matches a normalised query: 0 best, None not at all."""
        self.topics()
        title, words, hay, text = self._terms[topic.key]
        if title.startswith(needle) or needle in topic.words or stem(topic.title) == needle:
            return 0
        if any(w.startswith(needle) for w in words):
            return 1
        if needle in hay:
            return 2
        if all(part in hay for part in needle.split()):
            return 3
        if len(needle) >= MIN_TEXT_MATCH and needle in text:
            return 4
        return None

    def ranked(self, needle: str) -> list[tuple[int, Topic]]:
        """(rank, topic) for every topic matching a normalised query, best first, stable."""
        every = enumerate(self.topics().values())
        found = [(r, i, t) for i, t in every if (r := self.rank(t, needle)) is not None]
        return [(r, t) for r, _, t in sorted(found, key=lambda x: x[:2])]

    def search(self, text: str, limit: int = MAX_CHOICES) -> list[Topic]:
        """Topics matching `text`, best first (title, synonym, key, then the text itself)."""
        needle = normalise(text)
        if not needle:
            return list(self.topics().values())[:limit]
        if len(text) > MAX_QUERY:
            return []
        return [t for _, t in self.ranked(needle)][:limit]

    def lookup(self, query: str) -> Topic | None:
        """A topic by key, exact title or synonym, else the one clear best match; None if
        unsure."""
        if len(query) > MAX_QUERY:
            return None
        every = self.topics()
        if query.strip() in every:
            return every[query.strip()]
        needle = normalise(query)
        if not needle:
            return None
        for t in every.values():
            if needle in (normalise(t.title), stem(t.title), t.key.lower()):
                return t
        for t in every.values():
            if needle in t.words:
                return t
        found = self.ranked(needle)
        best = [t for r, t in found if r == found[0][0]] if found else []
        if len(found) == 1 or (len(best) == 1 and found[0][0] <= 1):
            return best[0]
        return None

    def not_found(self, query: str) -> str:
        """A short, friendly reply when no topic matches (always under 2,000 characters), in
        the language of the index's rules."""
        every, words = self.topics(), words_for(self.rules.info.language)
        assert self._help is not None
        named = self._help.found_by_name
        by_name = words("bot.topics.by_name", named=named) if named else words("bot.topics.end")
        how = words("bot.topics.how", by_name=by_name)
        if len(query) > MAX_QUERY:
            size = number(words, len(query))
            return words("bot.topics.too_long", size=size, most=MAX_QUERY, how=how)
        guides = " · ".join(t.title for t in every.values() if t.group == "guide")
        cleaned = clean(query, QUOTE_LIMIT)
        shown = discord.utils.escape_mentions(discord.utils.escape_markdown(cleaned))
        no_match = words("bot.topics.no_match", query=isolate(shown))
        head = no_match if shown else words("bot.topics.which")
        return words("bot.topics.not_found", head=head, how=how, guides=guides)
