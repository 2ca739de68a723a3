"""Rules help: every topic a player can look up, in words, from the game's own data.

The general topics are listed, in order, in data/rules_help.toml; their words (title, search
words, text) and the sentence templates of the component topics are the catalogue's
`roundhouse_help` (games/roundhouse/locales/<language>/roundhouse_help.toml). Their numbers, and
every room, tile, expert, order card, pirate token, temple and amulet kind, come from
components.toml. This is what a front end asks the game for ("the rules topics"); it only searches
and shows them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pydantic import Field

from engine.common.tomlfile import read, validate
from locales.words import Words, words_for

from .content import (
    BASIC,
    Components,
    Expert,
    Order,
    Strict,
    Tile,
    components,
    newest_rules,
)
from .datafile import derived
from .names import (
    action_text,
    amulet_name,
    cost_text,
    expert_name,
    resource_name,
    reward_text,
    room_name,
)
from .rules_values import join, values

HELP_FILE = Path(__file__).parent / "data" / "rules_help.toml"
KEY = "roundhouse_help"


@dataclass(frozen=True)
class Topic:
    """One rules topic: a stable key, a title (≤ 100 characters), Markdown text, and the
    lower-case words it is found by besides its title."""

    key: str  # "worship", "room:delivery", "tile:bank", "expert:elder", "order:R1", …
    title: str
    text: str
    words: tuple[str, ...] = ()
    group: str = "guide"


class HelpFile(Strict):
    """The general topics' keys, in the order they are listed."""

    guides: list[str] = Field(min_length=1)


def load_help(path: Path = HELP_FILE) -> HelpFile:
    """Read and validate a rules-help file; raise ContentError naming the bad entry."""
    return validate(HelpFile, read(path), str(path))


@cache
def help_data() -> HelpFile:
    """The rules-help data file (loaded once)."""
    return load_help()


def guide_key(key: str) -> str:
    """A general topic's catalogue table: 'roundhouse_help.guide.action_tm' for 'action:tm'."""
    return f"{KEY}.guide.{key.replace(':', '_')}"


def template(words: Words, which: str, **fields: object) -> str:
    """A sentence template of the catalogue, filled in."""
    return words(f"{KEY}.template.{which}", **fields)


def ability_words(words: Words, order: Order) -> str:
    """An order's ability in a sentence: 'when you gain Celadon, gain 2 prestige.'"""
    ab = order.ability
    res = resource_name(words, ab.res) if ab.res in BASIC else words(f"{KEY}.any_resource")
    return words(f"{KEY}.ability.{ab.kind}", n=ab.n, res=res)


def order_text(words: Words, order: Order) -> str:
    """An order card in words: cost, prestige at the end, ability once fulfilled."""
    ability = ability_words(words, order)
    kind = template(words, "order_start" if order.start else "order_regular")
    cubes = any(getattr(order.cost, res) for res in BASIC)
    gold = template(words, "order_gold") if cubes else ""
    cost = cost_text(words, order.cost)
    return template(words, "order", kind=kind, cost=cost, gold=gold, vp=order.vp, ability=ability)


def order_title(words: Words, order: Order) -> str:
    cost = cost_text(words, order.cost)
    which = "title_order_start" if order.start else "title_order"
    return template(words, which, id=order.id, cost=cost, vp=order.vp)


def expert_text(words: Words, expert: Expert, hand_limit: int) -> str:
    """An expert card: its effect, then how it is used (single-use, kept as amulet, permanent)."""
    if expert.use == "permanent":
        how = template(words, "expert_permanent", hand_limit=hand_limit)
    elif expert.amulet:
        amulet = amulet_name(words, expert.amulet)
        how = template(words, "expert_single_amulet", amulet=amulet, hand_limit=hand_limit)
    else:
        how = template(words, "expert_single")
    return f"{words(f'roundhouse.expert_text.{expert.id}')}\n\n{how}"


def tile_text(words: Words, tile: Tile, c: Components) -> str:
    """A room tile: its action, then its size and whether every game has it."""
    sizes = c.house.outer_sizes
    slots = sizes.count(tile.size)
    count = sum(1 for t in c.tiles if t.size == tile.size)
    size = words(f"{KEY}.size.{tile.size}")
    if count <= slots:
        in_play = template(words, "tile_always")
    else:
        in_play = template(words, "tile_sometimes", slots=slots, count=count, size=size)
    where = template(words, "tile", size=size, slots=slots, in_play=in_play)
    return f"{action_text(words, c, tile.id)}\n\n{where}"


def amulet_text(words: Words, kind: str, c: Components, set_table: str) -> str:
    """An amulet kind: how many tokens, which experts carry it, how sets count it."""
    name = amulet_name(words, kind)
    if kind in c.amulets.kinds:
        parts = [template(words, "amulet_token", name=name, copies=c.amulets.copies)]
    else:
        parts = [template(words, "amulet_expert_only", name=name)]
    carriers = [expert_name(words, e.id) for e in c.experts if e.amulet == kind]
    if carriers:
        parts.append(template(words, "amulet_carriers", name=name, experts=join(words, carriers)))
    parts.append(template(words, "amulet_sets", name=name, set_table=set_table))
    return "\n\n".join(parts)


def guide_topics(words: Words, filled: dict[str, str]) -> list[Topic]:
    """The general topics, numbers filled in from the components."""
    out = []
    for key in help_data().guides:
        table = guide_key(key)
        found = tuple(w.strip() for w in words(f"{table}.words").split(","))
        text = words(f"{table}.text", **filled).strip()
        out.append(Topic(key, words(f"{table}.title"), text, found))
    return out


def place_topics(words: Words, c: Components) -> list[Topic]:
    """Inner rooms and room tiles."""
    inner = template(words, "room_inner", chairs=c.house.chairs_per_room)
    out = [
        Topic(
            f"room:{r.id}",
            room_name(words, r.id),
            f"{action_text(words, c, r.id)}\n\n{inner}",
            _id_words(words, r.id, "room"),
            "room",
        )
        for r in c.rooms
    ]
    out += [
        Topic(
            f"tile:{t.id}",
            template(words, "title_tile", name=room_name(words, t.id)),
            tile_text(words, t, c),
            _id_words(words, t.id, "tile", "room_tile"),
            "tile",
        )
        for t in c.tiles
    ]
    return out


def card_topics(words: Words, c: Components) -> list[Topic]:
    """Experts and order cards."""
    limit = c.house.expert_hand_limit
    out = [
        Topic(
            f"expert:{e.id}",
            template(words, f"title_expert_{e.use}", name=expert_name(words, e.id)),
            expert_text(words, e, limit),
            _id_words(words, e.id, "expert"),
            "expert",
        )
        for e in c.experts
    ]
    order = words(f"{KEY}.find.order")
    out += [
        Topic(
            f"order:{o.id}",
            order_title(words, o),
            order_text(words, o),
            (o.id.lower(), order),
            "order",
        )
        for o in c.orders
    ]
    return out


def token_topics(words: Words, c: Components, set_table: str) -> list[Topic]:
    """Pirate tokens, temple tiles and amulet kinds."""
    out = []
    for p in c.pirates:
        reward = reward_text(words, p.reward)
        text = template(words, "pirate", id=p.id, reward=reward)
        title = template(words, "title_pirate", id=p.id, reward=reward)
        found = (p.id.lower(), *_found(words, "pirate", "smuggle"))
        out.append(Topic(f"pirate:{p.id}", title, text, found, "pirate"))
    for t in c.temples:
        reward = reward_text(words, t.reward)
        text = template(words, "temple", id=t.id, reward=reward)
        title = template(words, "title_temple", id=t.id, reward=reward)
        out.append(
            Topic(f"temple:{t.id}", title, text, _found(words, "temple", "worship"), "temple")
        )
    for kind in c.amulets.kinds + c.amulets.expert_only_kinds:
        text = amulet_text(words, kind, c, set_table)
        title = template(words, "title_amulet", name=amulet_name(words, kind))
        out.append(Topic(f"amulet:{kind}", title, text, _id_words(words, kind, "amulet"), "amulet"))
    return out


def _found(words: Words, *kinds: str) -> tuple[str, ...]:
    """The search words of kinds of topic ('room', 'expert'…), in `words`' language."""
    return tuple(words(f"{KEY}.find.{kind}") for kind in kinds)


def _id_words(words: Words, ident: str, *kinds: str) -> tuple[str, ...]:
    return (ident.replace("_", " "), *_found(words, *kinds))


@derived
@cache
def rules_topics(language: str, rules: int | None = None) -> tuple[Topic, ...]:
    """Every rules topic of rules version `rules` (None: the newest) in `language`, general ones
    first, then by kind of component; keys are unique."""
    words = words_for(language)
    c = components(rules or newest_rules())
    filled = values(words, c)
    topics = guide_topics(words, filled) + place_topics(words, c) + card_topics(words, c)
    topics += token_topics(words, c, filled["set_table"])
    return tuple(topics)
