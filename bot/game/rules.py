"""`/roundhouse rules`: find a topic among the game's rules topics and word the replies.

The topics (titles, texts, synonyms) come from the game (`engine.rules_help.rules_topics`);
this module only searches them and words what Discord shows when nothing matches.
"""

from __future__ import annotations

from functools import cache

import discord

from engine.rules_help import Topic, rules_topics

__all__ = ["Topic", "lookup", "not_found", "search", "topics"]

MAX_QUERY = 100  # a topic's title and key fit in an autocomplete choice (100 characters)
MAX_CHOICES = 25  # Discord shows at most 25 autocomplete choices
MIN_TEXT_MATCH = 3  # a query this long may also match inside a topic's text


@cache
def topics() -> dict[str, Topic]:
    """Every rules topic by key, in the game's order (general topics first)."""
    return {t.key: t for t in rules_topics()}


def normalise(text: str) -> str:
    """Lower case, single spaces, typographic apostrophes made plain."""
    return " ".join(text.replace("’", "'").lower().split())


def stem(title: str) -> str:
    """A title without its trailing '(…)': 'Bagua (amulet)' → 'bagua'."""
    return normalise(title.split(" (")[0])


@cache
def _terms(key: str) -> tuple[str, tuple[str, ...], str, str]:
    """A topic's searchable title, words (synonyms and title words), those together, and text."""
    t = topics()[key]
    title = normalise(t.title)
    words = tuple(t.words) + tuple(title.replace("(", " ").replace(")", " ").split())
    return title, words, f"{title} {key.lower()} {' '.join(t.words)}", normalise(t.text)


def rank(topic: Topic, needle: str) -> int | None:
    """How well `topic` matches a normalised query: 0 best, None not at all."""
    title, words, hay, text = _terms(topic.key)
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


def ranked(needle: str) -> list[tuple[int, Topic]]:
    """(rank, topic) for every topic matching a normalised query, best first, stable."""
    every = enumerate(topics().values())
    found = [(r, i, t) for i, t in every if (r := rank(t, needle)) is not None]
    return [(r, t) for r, _, t in sorted(found, key=lambda x: x[:2])]


def search(text: str, limit: int = MAX_CHOICES) -> list[Topic]:
    """Topics matching `text`, best first (title, synonym, key, then the text itself)."""
    needle = normalise(text)
    if not needle:
        return list(topics().values())[:limit]
    if len(text) > MAX_QUERY:
        return []
    return [t for _, t in ranked(needle)][:limit]


def lookup(query: str) -> Topic | None:
    """A topic by key, exact title or synonym, else the one clear best match; None if unsure."""
    if len(query) > MAX_QUERY:
        return None
    every = topics()
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
    found = ranked(needle)
    best = [t for r, t in found if r == found[0][0]] if found else []
    if len(found) == 1 or (len(best) == 1 and found[0][0] <= 1):
        return best[0]
    return None


def not_found(query: str) -> str:
    """A short, friendly reply when no topic matches (always under 2,000 characters)."""
    how = (
        "Type a word or two in the *topic* box and pick one of the suggestions: rooms, tiles, "
        "experts, orders, pirate tokens, temples and amulets are there by name."
    )
    if len(query) > MAX_QUERY:
        size = f"{len(query):,} characters long"
        return f"That topic is {size}; a topic is at most {MAX_QUERY}. {how}"
    guides = " · ".join(t.title for t in topics().values() if t.group == "guide")
    shown = discord.utils.escape_mentions(discord.utils.escape_markdown(query.strip()))
    head = f"No rules topic matches “{shown}”." if shown else "Which rules topic?"
    return f"{head} {how}\nGeneral topics: {guides}."
