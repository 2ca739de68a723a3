"""Castles' rules help (`/roundhouse rules`): the general topics of the catalogue
(`castles_bot.help.*`), then one topic per room type with its completion reward, and the King's
Favors and the bonus cards, each listed whole from the game's data."""

from __future__ import annotations

from functools import cache

from bot.game.protocol import RulesHelp, Topic
from engine.castles.content import content
from locales.words import Words, words_for

from . import names

GUIDE = ("round", "pricing", "buying", "placing", "scoring")  # the general topics, in order
TYPES = ("food", "living", "sleeping", "utility", "activity", "outdoor", "downstairs",
         "corridor")


def _guide(w: Words, key: str) -> Topic:
    return Topic(key, w(f"castles_bot.help.{key}.title"), w(f"castles_bot.help.{key}.text"),
                 tuple(w(f"castles_bot.help.{key}.words").split()))


def _room_type(w: Words, kind: str) -> Topic:
    name = names.room_type(w, kind)
    text = w("castles_bot.help.type_text", type=name, reward=names.reward(w, kind),
             text=w(f"castles_bot.help.types.{kind}"))
    return Topic(f"type_{kind}", w("castles_bot.help.type_title", type=name), text,
                 (name.lower(), kind), group="types")


def _list(w: Words, key: str, lines: list[str]) -> Topic:
    text = w(f"castles_bot.help.{key}.text") + "\n" + "\n".join(f"- {x}" for x in lines)
    return Topic(key, w(f"castles_bot.help.{key}.title"), text,
                 tuple(w(f"castles_bot.help.{key}.words").split()), group="lists")


@cache
def _rules_help(language: str) -> RulesHelp:
    w, c = words_for(language), content()
    favors = [names.favor(w, f) for f in sorted(c.favors)]
    cards = [names.card(w, b) for b in sorted(c.bonus_cards)]
    topics = (
        *(_guide(w, k) for k in GUIDE),
        *(_room_type(w, k) for k in TYPES),
        _list(w, "favors", favors),
        _list(w, "cards", cards),
    )
    return RulesHelp(topics, w("castles_bot.help.by_name"))


def rules_help(words: Words) -> RulesHelp:
    return _rules_help(words.language)
