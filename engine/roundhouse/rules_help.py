"""Rules help: every topic a player can look up, in words, from the game's own data.

The general topics' words live in data/rules_help.toml; their numbers, and every room, tile,
expert, order card, pirate token, temple and amulet kind, come from components.toml. This is
what a front end asks the game for ("the rules topics"); it only searches and shows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator

from engine.common.tomlfile import read, validate
from locales.words import ENGLISH, Words, words_for

from .content import (
    BASIC,
    RESOURCE_NAMES,
    Components,
    Expert,
    Order,
    Strict,
    Tile,
    components,
    newest_rules,
)
from .datafile import derived
from .names import amulet_name, cost_text, resource_name, reward_text
from .rules_values import join, values

HELP_FILE = Path(__file__).parent / "data" / "rules_help.toml"


@dataclass(frozen=True)
class Topic:
    """One rules topic: a stable key, a title (≤ 100 characters), Markdown text, and the
    lower-case words it is found by besides its title."""

    key: str  # "worship", "room:delivery", "tile:bank", "expert:elder", "order:R1", …
    title: str
    text: str
    words: tuple[str, ...] = ()
    group: str = "guide"


class Guide(Strict):
    """A general topic of the data file; its text may hold {placeholders} (rules_values)."""

    key: str = Field(min_length=1, max_length=100)
    title: str = Field(min_length=1, max_length=100)
    words: list[str]
    text: str = Field(min_length=1)

    @field_validator("words")
    @classmethod
    def _lower_case(cls, words: list[str]) -> list[str]:
        if any(w != w.lower() or not w.strip() for w in words):
            raise ValueError("words are lower case and not empty")
        return words


class HelpFile(Strict):
    guides: list[Guide] = Field(min_length=1)
    templates: dict[str, str]
    abilities: dict[Literal["coins", "more", "vp", "vp_or_more"], str]


def load_help(path: Path = HELP_FILE) -> HelpFile:
    """Read and validate a rules-help file; raise ContentError naming the bad entry."""
    return validate(HelpFile, read(path), str(path))


@cache
def help_data() -> HelpFile:
    """The rules-help data file (loaded once)."""
    return load_help()


def template(which: str, **fields: object) -> str:
    """A sentence template of the data file, filled in."""
    return help_data().templates[which].format(**fields)


def ability_words(words: Words, order: Order) -> str:
    """An order's ability in a sentence: 'when you gain Celadon, gain 2 prestige.'"""
    ab = order.ability
    specific = ab.res in BASIC or ab.res == "G"
    res = resource_name(words, str(ab.res)) if specific else words("roundhouse_help.any_resource")
    return words(f"roundhouse_help.ability.{ab.kind}", n=ab.n, res=res)


def order_text(order: Order) -> str:
    """An order card in words: cost, prestige at the end, ability once fulfilled."""
    ability = ability_words(words_for(ENGLISH), order)
    kind = template("order_start" if order.start else "order_regular")
    cubes = any(getattr(order.cost, res) for res in BASIC)
    gold = template("order_gold") if cubes else ""
    cost = cost_text(words_for(ENGLISH), order.cost)
    return template("order", kind=kind, cost=cost, gold=gold, vp=order.vp, ability=ability)


def order_title(order: Order) -> str:
    start = "starting; " if order.start else ""
    return f"Order {order.id} ({start}{cost_text(words_for(ENGLISH), order.cost)} → {order.vp} prestige)"


def expert_text(expert: Expert, hand_limit: int) -> str:
    """An expert card: its effect, then how it is used (single-use, kept as amulet, permanent)."""
    if expert.use == "permanent":
        how = template("expert_permanent", hand_limit=hand_limit)
    elif expert.amulet:
        how = template(
            "expert_single_amulet",
            amulet=amulet_name(words_for(ENGLISH), expert.amulet),
            hand_limit=hand_limit,
        )
    else:
        how = template("expert_single")
    return f"{expert.text}\n\n{how}"


def tile_text(tile: Tile, c: Components) -> str:
    """A room tile: its action, then its size and whether every game has it."""
    sizes = c.house.outer_sizes
    slots = sizes.count(tile.size)
    count = sum(1 for t in c.tiles if t.size == tile.size)
    if count <= slots:
        in_play = template("tile_always")
    else:
        in_play = template("tile_sometimes", slots=slots, count=count, size=tile.size)
    where = template("tile", size=tile.size, slots=slots, in_play=in_play)
    return f"{tile.text}\n\n{where}"


def amulet_text(kind: str, c: Components, set_table: str) -> str:
    """An amulet kind: how many tokens, which experts carry it, how sets count it."""
    name = amulet_name(words_for(ENGLISH), kind)
    if kind in c.amulets.kinds:
        parts = [template("amulet_token", name=name, copies=c.amulets.copies)]
    else:
        parts = [template("amulet_expert_only", name=name)]
    carriers = [e.name for e in c.experts if e.amulet == kind]
    if carriers:
        parts.append(
            template("amulet_carriers", name=name, experts=join(words_for(ENGLISH), carriers))
        )
    parts.append(template("amulet_sets", name=name, set_table=set_table))
    return "\n\n".join(parts)


def guide_topics(filled: dict[str, str]) -> list[Topic]:
    """The general topics of the data file, numbers filled in from the components."""
    return [
        Topic(g.key, g.title, g.text.strip().format(**filled), tuple(g.words))
        for g in help_data().guides
    ]


def place_topics(c: Components) -> list[Topic]:
    """Inner rooms and room tiles."""
    inner = template("room_inner", chairs=c.house.chairs_per_room)
    out = [
        Topic(f"room:{r.id}", r.name, f"{r.text}\n\n{inner}", _id_words(r.id, "room"), "room")
        for r in c.rooms
    ]
    out += [
        Topic(
            f"tile:{t.id}",
            f"{t.name} (room tile)",
            tile_text(t, c),
            _id_words(t.id, "tile", "room tile"),
            "tile",
        )
        for t in c.tiles
    ]
    return out


def card_topics(c: Components) -> list[Topic]:
    """Experts and order cards."""
    limit = c.house.expert_hand_limit
    out = [
        Topic(
            f"expert:{e.id}",
            f"{e.name} (expert, {'single-use' if e.use == 'single' else 'permanent'})",
            expert_text(e, limit),
            _id_words(e.id, "expert"),
            "expert",
        )
        for e in c.experts
    ]
    out += [
        Topic(f"order:{o.id}", order_title(o), order_text(o), (o.id.lower(), "order"), "order")
        for o in c.orders
    ]
    return out


def token_topics(c: Components, set_table: str) -> list[Topic]:
    """Pirate tokens, temple tiles and amulet kinds."""
    out = []
    for p in c.pirates:
        reward = reward_text(words_for(ENGLISH), p.reward)
        text = template("pirate", id=p.id, reward=reward)
        title = f"Pirate token {p.id} ({reward})"
        out.append(
            Topic(f"pirate:{p.id}", title, text, (p.id.lower(), "pirate", "smuggle"), "pirate")
        )
    for t in c.temples:
        reward = reward_text(words_for(ENGLISH), t.reward)
        text = template("temple", id=t.id, reward=reward)
        words = ("temple", "worship")
        out.append(Topic(f"temple:{t.id}", f"Temple {t.id} ({reward})", text, words, "temple"))
    for kind in c.amulets.kinds + c.amulets.expert_only_kinds:
        text = amulet_text(kind, c, set_table)
        words = (kind.replace("_", " "), "amulet")
        out.append(
            Topic(
                f"amulet:{kind}",
                f"{amulet_name(words_for(ENGLISH), kind)} (amulet)",
                text,
                words,
                "amulet",
            )
        )
    return out


def _id_words(ident: str, *extra: str) -> tuple[str, ...]:
    return (ident.replace("_", " "), *extra)


@derived
@cache
def rules_topics(rules: int | None = None) -> tuple[Topic, ...]:
    """Every rules topic of rules version `rules` (None: the newest), general ones first, then
    by kind of component; keys are unique."""
    c = components(rules or newest_rules())
    filled = values(c)
    topics = guide_topics(filled) + place_topics(c) + card_topics(c)
    topics += token_topics(c, filled["set_table"])
    return tuple(topics)
