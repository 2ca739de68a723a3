"""The Yellow House's rules help, from the catalogue
(`games/yellowhouse/locales/*/yellowhouse_help.toml`): one topic per table, in the order of
TOPICS."""

from __future__ import annotations

from bot.game.protocol import RulesHelp, Topic
from locales.words import Words

TOPICS = (
    "overview",
    "setup",
    "exchange",
    "trick",
    "claim",
    "strengthen",
    "supports",
    "pass",
    "round_end",
    "game_end",
    "canvas",
    "variant",
    "hidden",
    "discord",
)


def topic(words: Words, key: str) -> Topic:
    said = words(f"yellowhouse_help.{key}.words")
    return Topic(
        key,
        words(f"yellowhouse_help.{key}.title"),
        words(f"yellowhouse_help.{key}.text"),
        tuple(word.strip() for word in said.split(",") if word.strip()),
    )


def rules_help(words: Words) -> RulesHelp:
    """Every topic, in its order."""
    return RulesHelp(tuple(topic(words, key) for key in TOPICS))
