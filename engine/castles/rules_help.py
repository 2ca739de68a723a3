"""Rules help in a language: every topic a player can look up, from the catalogue
(games/castles/locales/<language>/castles_help.toml) and the game's data: the general topics, each
room type with its completion reward and its rooms, the King's Favors and the bonus cards listed
whole, and every room by name. The bot wraps these in its RulesHelp
(games/castles: `RulesHelp(topics, found_by_name(words))`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .content import content
from .names import TYPES, bonus, card, favor, money, room, room_type
from .tiles import tile

if TYPE_CHECKING:
    from locales.words import Words

GUIDE = (
    "overview",
    "round",
    "pricing",
    "buying",
    "placing",
    "scoring",
    "completion",
    "end",
    "specials",
)  # the general topics, in the order they are listed
LISTED_PLAYERS = 4  # the player count whose supply of stairs and hallways the help quotes


@dataclass(frozen=True)
class Topic:
    """One rules topic: a stable key, a title, Markdown text, the lower-case words it is found
    by besides its title, and its group ("guide", "types", "lists", "rooms")."""

    key: str
    title: str
    text: str
    words: tuple[str, ...] = ()
    group: str = "guide"


def _search(text: str) -> tuple[str, ...]:
    return tuple(w.strip().lower() for w in text.split(",") if w.strip())


def _values(words: Words) -> dict[str, object]:
    """The game's numbers a general topic quotes, formatted for the language."""
    c = content()
    e = c.economy
    join = words("castles_help.price_join")
    prices = {
        f"prices_{n}": join.join(money(words, p) for p in c.setup(n).prices) for n in (2, 3, 4)
    }
    supply = c.setup(LISTED_PLAYERS)
    return {
        **prices,
        "start": _amount(words, e.start_money),
        "kept": e.bonus_kept,
        "drawn": e.bonus_drawn,
        "coin": _amount(words, e.upkeep_coin),
        "corridor": _amount(words, e.corridor_price),
        "pass_money": _amount(words, e.pass_money),
        "favor_points": "/".join(str(p) for p in c.setup(4).favor_points),
        "depleted": e.depleted_points,
        "money_per_point": _amount(words, e.money_per_point),
        "utility_drawn": e.utility_drawn,
        "utility_kept": e.utility_kept,
        "stairs": supply.stairs,
        "hallways": supply.hallways,
        "players": LISTED_PLAYERS,
    }


def _amount(words: Words, value: int) -> str:
    """An amount of money (whole thousands, as the game's are) as the language's rules help
    writes it: "3,000" in English, "3k" in Chinese as its pictures and buttons do."""
    return words("castles_help.amount", k=f"{value / 1000:g}")


def _guide(words: Words, key: str, **values: object) -> Topic:
    k = f"castles_help.{key}"
    return Topic(
        key, words(f"{k}.title"), words(f"{k}.text", **values), _search(words(f"{k}.words"))
    )


def reward_text(words: Words, type_: str) -> str:
    """A type's completion reward in a sentence, with the game's numbers."""
    e = content().economy
    return words(
        f"castles_help.reward.{type_}",
        points=e.activity_reward,
        money=_amount(words, e.outdoor_reward),
        max=e.sleeping_max,
        drawn=e.utility_drawn,
        kept=e.utility_kept,
    )


def _line(words: Words, text: str) -> str:
    return words("castles_help.list_line", text=text)


def _type_topic(words: Words, type_: str) -> Topic:
    name = room_type(words, type_)
    text = words(
        "castles_help.type.text",
        about=words(f"castles_help.about.{type_}"),
        reward=reward_text(words, type_),
    )
    rooms = [r for r in content().rooms if tile(r).type == type_]
    listed = "\n".join(_line(words, _room_line(words, r)) for r in rooms)
    text += f"\n\n**{words('castles_help.room_list')}**\n{listed}"
    return Topic(
        f"type_{type_}",
        words("castles_help.type.title", type=name),
        text,
        _search(words("castles_help.type.words", type=name)),
        "types",
    )


def _room_line(words: Words, tile_id: str) -> str:
    t = tile(tile_id)
    printed = bonus(words, tile_id)
    extra = words("castles_help.room_bonus", bonus=printed) if printed else ""
    return words(
        "castles_help.room_line",
        room=room(words, tile_id),
        size=t.size,
        points=t.points,
        bonus=extra,
    )


def _room_topic(words: Words, tile_id: str) -> Topic:
    t = tile(tile_id)
    name = room(words, tile_id)
    text = words(
        "castles_help.room.text",
        room=name,
        type=room_type(words, t.type),
        size=t.size,
        shape=words(f"castles_help.shape.{content().shape(tile_id).kind}"),
        points=t.points,
        doors=len(content().tiles[tile_id].doors),
        bonus=bonus(words, tile_id) or words("castles_help.room.no_bonus"),
        reward=reward_text(words, t.type),
    )
    return Topic(
        f"room_{tile_id}",
        words("castles_help.room.title", room=name),
        text,
        _search(words("castles_help.room.words", room=name)),
        "rooms",
    )


def _rewards(words: Words) -> str:
    return "\n".join(
        _line(words, f"**{room_type(words, t)}**: {reward_text(words, t)}") for t in TYPES
    )


def rules_topics(words: Words) -> tuple[Topic, ...]:
    """Every topic, general ones first."""
    c = content()
    values = _values(words)
    guide = [_guide(words, key, **values) for key in GUIDE]
    completion = guide[GUIDE.index("completion")]
    guide[GUIDE.index("completion")] = Topic(
        completion.key, completion.title, f"{completion.text}\n{_rewards(words)}", completion.words
    )
    favors = [favor(words, f) for f in c.favors]  # in the data file's order
    cards = [card(words, b) for b in c.bonus_cards]
    lists = [
        _guide(words, "favors", count=len(favors), **values),
        _guide(words, "cards", count=len(cards), **values),
    ]
    lists = [
        Topic(
            t.key,
            t.title,
            t.text + "\n" + "\n".join(_line(words, x) for x in items),
            t.words,
            "lists",
        )
        for t, items in zip(lists, (favors, cards), strict=True)
    ]
    return (
        *guide,
        *(_type_topic(words, t) for t in TYPES),
        *lists,
        *(_room_topic(words, r) for r in c.rooms),
    )


def found_by_name(words: Words) -> str:
    """What the help finds by name, for the reply when a search finds nothing."""
    return words("castles_help.by_name")
