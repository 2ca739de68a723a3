"""The numbers and lists the rules-help texts quote, worked out from components.toml.

`values` gives every {placeholder} of data/rules_help.toml its words, so a corrected
component value shows up in the help without touching the text.
"""

from __future__ import annotations

from locales.words import ENGLISH, words_for

from .content import BASIC, RESOURCE_NAMES, Components
from .names import amulet_name, column_letter, join, reward_text, spot_name, town_label

__all__ = ["join", "values"]
ORDINALS = ("1st", "2nd", "3rd")


def ordinal(n: int) -> str:
    return ORDINALS[n - 1] if n <= len(ORDINALS) else f"{n}th"


def stairs(c: Components) -> str:
    """The edges that change circle (or lead from the hall down), in words."""
    h = c.house

    def place(space: str) -> str:
        if space[0] == "O":
            i = int(space[1:])
            return f"the {ordinal(i + 1)} outer room (a {h.outer_sizes[i]} tile)"
        return f"the {c.room_name(space)}"

    out = []
    for a, b in h.edges:
        changes_circle = a[0] != b[0] and h.hall not in (a, b)
        if changes_circle or (a == h.hall and b[0] == "I"):
            way = "down" if b[0] == "I" else "up"
            out.append(f"from {place(a)} {way} to {place(b)}")
    return "; ".join(out)


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


def track_scores(c: Components) -> str:
    """Family points by the number of assistants left on the track."""
    vals = c.player.track_values
    n = len(vals)
    score = [sum(vals[: n - left]) for left in range(n + 1)]  # index: assistants left
    zero = min(left for left in range(n + 1) if score[left] == 0)
    parts = [f"0 with {zero} or more assistants left on it"]
    for left in range(zero - 1, -1, -1):
        parts.append(f"{score[left]} with {'none' if left == 0 else left} left")
    return join(words_for(ENGLISH), parts)


def worship_values(c: Components) -> dict[str, str]:
    w = c.worship
    cols, rows = enumerate(w.column_rewards), enumerate(w.row_rewards, 1)
    sources = [f"the top of column {column_letter(i)}" for i, r in cols if r.perm_helper]
    sources += [f"the left end of row {i}" for i, r in rows if r.perm_helper]
    sources += [f"temple {t.id}" for t in c.temples if t.reward.perm_helper]
    return {
        "worship_grid": worship_grid(c),
        "column_letters": f"{column_letter(0)}–{column_letter(w.cols - 1)}",
        "rows": str(w.rows),
        "column_rewards": " · ".join(reward_text(words_for(ENGLISH), r) for r in w.column_rewards),
        "row_rewards": " · ".join(reward_text(words_for(ENGLISH), r) for r in w.row_rewards),
        "amulet_spots": join(
            words_for(ENGLISH), [spot_name(words_for(ENGLISH), s) for s in w.amulet_spots]
        ),
        "temples": "; ".join(
            f"{t.id}: {reward_text(words_for(ENGLISH), t.reward)}" for t in c.temples
        ),
        "perm_helper_sources": f"the worship table ({join(words_for(ENGLISH), sources) or 'nowhere'})",
    }


def amulet_values(c: Components) -> dict[str, str]:
    a = c.amulets
    trades = c.black_market_trades
    kept = [
        f"{e.name} → {amulet_name(words_for(ENGLISH), e.amulet)}" for e in c.experts if e.amulet
    ]
    return {
        "set_table": set_table(c),
        "token_kinds": join(
            words_for(ENGLISH), [amulet_name(words_for(ENGLISH), k) for k in a.kinds]
        ),
        "copies": str(a.copies),
        "token_count": str(a.copies * len(a.kinds)),
        "expert_only_kinds": join(
            words_for(ENGLISH), [amulet_name(words_for(ENGLISH), k) for k in a.expert_only_kinds]
        ),
        "expert_amulets": ", ".join(kept),
        "buy_amulet": str(trades["amulet"].pay_coins),
        "sell_amulet": str(trades["sell_amulet"].gain_coins),
    }


def people_values(c: Components) -> dict[str, str]:
    """Players, neutrals, assistants and experts."""
    p, h = c.player, c.house
    cubes = {res: color for color, res in p.neutral_cube.items()}
    return {
        "two_player_colors": join(words_for(ENGLISH), p.two_player_colors),
        "neutral_leaders": join(words_for(ENGLISH), [f"a {color}" for color in p.neutral_colors])
        + " leader",
        "neutral_cubes": ", ".join(f"{RESOURCE_NAMES[r]} for {cubes[r]}" for r in BASIC),
        "assistants_total": str(p.score_track + p.supply + p.track),
        "supply": str(p.supply),
        "track": str(p.track),
        "track_scores": track_scores(c),
        "hand_limit": str(h.expert_hand_limit),
        "permanent_experts": join(
            words_for(ENGLISH), [e.name for e in c.experts if e.use == "permanent"]
        ),
        "fire_experts": join(words_for(ENGLISH), [e.name for e in c.experts if e.fire]),
        "fire_coins": str(c.black_market_trades["fire"].gain_coins),
    }


def house_values(c: Components) -> dict[str, str]:
    """The house, the round track, the score track and the cards."""
    h = c.house
    ends = sorted(c.round_track.end_space.items())
    return {
        "inner_rooms": join(words_for(ENGLISH), [r.name for r in c.rooms]),
        "stairs": stairs(c),
        "lobby_coins": str(h.lobby_entry_coins),
        "money_lender_refill": str(h.money_lender_refill),
        "chairs": str(h.chairs_per_room),
        "max_extra": str(h.max_extra_performances),
        "towns": join(
            words_for(ENGLISH),
            [
                f"{town_label(words_for(ENGLISH), c, t)} ({corner})"
                for t, corner in enumerate(h.towns)
            ],
        ),
        "first_town": town_label(words_for(ENGLISH), c, 0),
        "end_spaces": join(words_for(ENGLISH), [f"space {s} with {n} players" for n, s in ends]),
        "bonus_thresholds": join(words_for(ENGLISH), [str(t) for t in c.score_bonuses.thresholds]),
        "order_ids": join(words_for(ENGLISH), [o.id for o in c.orders]),
        "pirate_list": "; ".join(
            f"{pt.id}: {reward_text(words_for(ENGLISH), pt.reward)}" for pt in c.pirates
        ),
    }


def values(c: Components) -> dict[str, str]:
    """Every placeholder of the rules-help texts, filled in."""
    return {**house_values(c), **people_values(c), **worship_values(c), **amulet_values(c)}
