"""The numbers and lists the rules-help texts quote, worked out from components.toml.

`values` gives every {placeholder} of the rules-help texts (the catalogue's
`roundhouse_help.guide.*.text`) its words, so a corrected component value shows up in the help
without touching the text.
"""

from __future__ import annotations

from locales.words import Words

from .content import BASIC, Components
from .names import (
    amulet_name,
    column_letter,
    expert_name,
    join,
    resource_name,
    reward_text,
    room_name,
    spot_name,
    town_label,
)

__all__ = ["join", "values"]
KEY = "roundhouse_help.value"
ORDINALS = 3  # the ordinals with words of their own (value.ordinal_1 …); then ordinal_n


def ordinal(words: Words, n: int) -> str:
    """'1st', '2nd', '3rd', '4th'…"""
    return words(f"{KEY}.ordinal_{n}" if n <= ORDINALS else f"{KEY}.ordinal_n", n=n)


def stairs(words: Words, c: Components) -> str:
    """The edges that change circle (or lead from the hall down), in words."""
    h = c.house

    def place(space: str) -> str:
        if space[0] == "O":
            i = int(space[1:])
            size = words(f"roundhouse_help.size.{h.outer_sizes[i]}")
            return words(f"{KEY}.outer_room", n=ordinal(words, i + 1), size=size)
        name = (
            words("roundhouse.room.hall") if space == h.hall else room_name(words, _room(c, space))
        )
        return words(f"{KEY}.the_room", room=name)

    out = []
    for a, b in h.edges:
        changes_circle = a[0] != b[0] and h.hall not in (a, b)
        if changes_circle or (a == h.hall and b[0] == "I"):
            way = "down" if b[0] == "I" else "up"
            out.append(words(f"{KEY}.stairs_{way}", start=place(a), end=place(b)))
    return words(f"{KEY}.semicolon").join(out)


def _room(c: Components, space: str) -> str:
    return c.house.inner[int(space[1:])]


def worship_grid(c: Components) -> str:
    """The worship table's box numbers, one row a line, under the column letters and after
    the row numbers (the boxes' names: B1 is column B, row 1)."""
    w = c.worship
    rows = ["    " + " ".join(f"{column_letter(col):>3}" for col in range(w.cols))]
    for r in range(w.rows):
        values = " ".join(f"{w.value(r * w.cols + col):>3}" for col in range(w.cols))
        rows.append(f"{r + 1:>3} {values}")
    return "\n".join(rows)


def set_table(c: Components) -> str:
    """Amulet set sizes and their prestige, '1 → 1 · 2 → 3 · …'."""
    return " · ".join(f"{n} → {v}" for n, v in enumerate(c.amulets.set_values) if n)


def track_scores(words: Words, c: Components) -> str:
    """Family points by the number of assistants left on the track."""
    vals = c.player.track_values
    n = len(vals)
    score = [sum(vals[: n - left]) for left in range(n + 1)]  # index: assistants left
    zero = min(left for left in range(n + 1) if score[left] == 0)
    parts = [words(f"{KEY}.track_zero", left=zero)]
    for left in range(zero - 1, -1, -1):
        if left:
            parts.append(words(f"{KEY}.track_left", score=score[left], left=left))
        else:
            parts.append(words(f"{KEY}.track_none", score=score[left]))
    return join(words, parts)


def worship_values(words: Words, c: Components) -> dict[str, str]:
    w = c.worship
    cols, rows = enumerate(w.column_rewards), enumerate(w.row_rewards, 1)
    sources = [
        words(f"{KEY}.column_top", column=column_letter(i)) for i, r in cols if r.perm_helper
    ]
    sources += [words(f"{KEY}.row_left", row=i) for i, r in rows if r.perm_helper]
    sources += [words(f"{KEY}.temple", id=t.id) for t in c.temples if t.reward.perm_helper]
    where = join(words, sources) or words(f"{KEY}.nowhere")
    temples = [
        words(f"{KEY}.id_reward", id=t.id, reward=reward_text(words, t.reward)) for t in c.temples
    ]
    return {
        "worship_grid": worship_grid(c),
        "column_letters": f"{column_letter(0)}–{column_letter(w.cols - 1)}",
        "rows": str(w.rows),
        "column_rewards": " · ".join(reward_text(words, r) for r in w.column_rewards),
        "row_rewards": " · ".join(reward_text(words, r) for r in w.row_rewards),
        "amulet_spots": join(words, [spot_name(words, s) for s in w.amulet_spots]),
        "temples": words(f"{KEY}.semicolon").join(temples),
        "perm_helper_sources": words(f"{KEY}.table_sources", sources=where),
    }


def amulet_values(words: Words, c: Components) -> dict[str, str]:
    a = c.amulets
    trades = c.black_market_trades
    kept = [
        words(f"{KEY}.kept", expert=expert_name(words, e.id), amulet=amulet_name(words, e.amulet))
        for e in c.experts
        if e.amulet
    ]
    return {
        "set_table": set_table(c),
        "token_kinds": join(words, [amulet_name(words, k) for k in a.kinds]),
        "copies": str(a.copies),
        "token_count": str(a.copies * len(a.kinds)),
        "expert_only_kinds": join(words, [amulet_name(words, k) for k in a.expert_only_kinds]),
        "expert_amulets": words("roundhouse.list.comma").join(kept),
        "buy_amulet": str(trades["amulet"].pay_coins),
        "sell_amulet": str(trades["sell_amulet"].gain_coins),
    }


def people_values(words: Words, c: Components) -> dict[str, str]:
    """Players, neutrals, assistants and experts."""
    p, h = c.player, c.house
    cubes = {res: color for color, res in p.neutral_cube.items()}
    color = {k: words(f"roundhouse.color.{k}") for k in p.colors}
    neutrals = join(words, [words(f"{KEY}.a_color", color=color[k]) for k in p.neutral_colors])
    cube_colors = [
        words(f"{KEY}.cube_for", resource=resource_name(words, r), color=color[cubes[r]])
        for r in BASIC
    ]
    return {
        "two_player_colors": join(words, [color[k] for k in p.two_player_colors]),
        "neutral_leaders": words(f"{KEY}.leaders", colors=neutrals),
        "neutral_cubes": words("roundhouse.list.comma").join(cube_colors),
        "assistants_total": str(p.score_track + p.supply + p.track),
        "supply": str(p.supply),
        "track": str(p.track),
        "track_scores": track_scores(words, c),
        "hand_limit": str(h.expert_hand_limit),
        "permanent_experts": join(
            words, [expert_name(words, e.id) for e in c.experts if e.use == "permanent"]
        ),
        "fire_experts": join(words, [expert_name(words, e.id) for e in c.experts if e.fire]),
        "fire_coins": str(c.black_market_trades["fire"].gain_coins),
    }


def house_values(words: Words, c: Components) -> dict[str, str]:
    """The house, the round track, the score track and the cards."""
    h = c.house
    ends = sorted(c.round_track.end_space.items())
    towns = [
        words(f"{KEY}.town", town=town_label(words, c, t), corner=words(f"{KEY}.corner.{corner}"))
        for t, corner in enumerate(h.towns)
    ]
    pirates = [
        words(f"{KEY}.id_reward", id=pt.id, reward=reward_text(words, pt.reward))
        for pt in c.pirates
    ]
    return {
        "inner_rooms": join(words, [room_name(words, r.id) for r in c.rooms]),
        "stairs": stairs(words, c),
        "lobby_coins": str(h.lobby_entry_coins),
        "money_lender_refill": str(h.money_lender_refill),
        "chairs": str(h.chairs_per_room),
        "max_extra": str(h.max_extra_performances),
        "towns": join(words, towns),
        "first_town": town_label(words, c, 0),
        "end_spaces": join(words, [words(f"{KEY}.end_space", space=s, n=n) for n, s in ends]),
        "bonus_thresholds": join(words, [str(t) for t in c.score_bonuses.thresholds]),
        "order_ids": join(words, [o.id for o in c.orders]),
        "pirate_list": words(f"{KEY}.semicolon").join(pirates),
    }


def values(words: Words, c: Components) -> dict[str, str]:
    """Every placeholder of the rules-help texts, filled in."""
    return {
        **house_values(words, c),
        **people_values(words, c),
        **worship_values(words, c),
        **amulet_values(words, c),
    }
