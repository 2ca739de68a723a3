"""Balance report: where computer players' leaders go and what it brings them.

    .venv/bin/python benchmarks/balance.py [--games 150] [--players 2 3 4 5] [--seed 0]
        [--strategy strong|greedy|turn|...] [--data FILE] [--jobs 2] [--json]

Plays `--games` games per player count with the chosen computer player: by default "strong",
the strongest (engine.roundhouse.players, at REPORT_BUDGET); any other level of
engine.roundhouse.players; or "turn", the greedy player that judges each move by the whole turn it
leads to. It observes them through the public API only: the move code of each leader move
("m<i>.<space>") names where the leader ended, and the state before and after each turn gives what
the turn earned. Prints, per room and tile, the visit rate and the prestige it led to; the share of
final prestige per source (score_breakdown); the order take and fulfilment rates; the game length;
and the outliers by the rule in games/roundhouse/docs/balance.md. `--data FILE` plays with another
components file (a copy of engine/roundhouse/data/components.toml with changed values) through the
engine's seam for it (engine/roundhouse/datafile.py `use_file`), in this process and in every
worker. Definitions and the measured reports: games/roundhouse/docs/balance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.roundhouse import apply, clone, legal_codes, new_game, score_breakdown
from engine.roundhouse.content import ContentError, components
from engine.roundhouse.datafile import ENGINE_FILE, use_file
from engine.roundhouse.players import STRATEGIES, evaluate, greedy, pick_move, strong_player
from engine.roundhouse.scoring import CATEGORIES
from engine.roundhouse.search import Budget

HALL = "hall"
LOW, HIGH = 1 / 3, 3.0  # the rule: under a third of, or over three times, the mean rate
MIN_OFFERS = 10  # an order offered fewer times than this is not judged
DEFAULT_DATA = ENGINE_FILE
# The strong player at a tenth of its default budget: a 150-game report of every player count
# takes about 20 minutes on 2 cores instead of hours (its strength:
# games/roundhouse/docs/balance.md).
REPORT_BUDGET = Budget(nodes=300, candidates=3, playout_steps=600)
STRONG = strong_player(REPORT_BUDGET)

# ---------------------------------------------------------------- a stronger player


def finish_turn(state, number: int):
    """Play the rest of turn `number` with the greedy player's choices; return the state."""
    while not state.over and state.turn.number == number:
        apply(state, greedy(state, legal_codes(state)))
    return state


def turn_move(state) -> str:
    """The "turn" player: each option of the turn's start (expert, neutral, leader move) is
    judged by playing the rest of the turn greedily and evaluating the seat at its end
    (engine.roundhouse.players.evaluate); the turn's later decisions are the greedy player's."""
    codes = legal_codes(state)
    if state.turn.stack[-1].kind != "start" or len(codes) == 1:
        return greedy(state, codes)
    seat, number = state.turn.seat, state.turn.number
    values = []
    for code in codes:
        trial = clone(state)
        apply(trial, code)
        values.append(evaluate(finish_turn(trial, number), seat))
    return codes[values.index(max(values))]


def choose(state, strategy: str, seed: int) -> str:
    if strategy == "turn":
        return turn_move(state)
    if strategy == "strong":
        return STRONG(state, seed)
    return pick_move(state, strategy, seed)


# ---------------------------------------------------------------- observing one game


def space_room(state, space: str) -> str:
    """Room or tile id of a space ("hall" for the Ancestral Hall)."""
    c = components()
    if space == c.house.hall:
        return HALL
    if space[0] == "I":
        return c.house.inner[int(space[1:])]
    return state.board.tiles[int(space[1:])]


def observe_step(state, code: str, game: dict, turn: dict) -> None:
    """Note what one decision tells: where a leader ended, a bonus taken, an order fulfilled."""
    top = state.turn.stack[-1]
    kind = top.kind
    if kind == "start" and code.startswith("m"):
        turn["room"] = space_room(state, code.split(".", 1)[1])
    elif kind == "act" and top.data["room"] == turn["room"] and code not in ("pass", "done"):
        turn["actions"] += 1
    elif kind == "bonus":
        offered = list(state.decks.order_display)
        game["offers"].extend(offered)
        taken = offered[int(code[4:])] if code.startswith("bo.o") else None
        game["bonuses"].append("order" if taken else "amulet" if code != "pass" else "pass")
        if taken:
            game["taken"].append(taken)
    elif kind == "orders" and code.startswith("fo."):
        game["fulfilled"].append(code[3:])


def close_turn(state, turn: dict, game: dict) -> None:
    """Record a finished turn: where its leader ended and what the turn earned."""
    seat, before = turn["seat"], turn["before"]
    after = score_breakdown(state)[seat]
    if turn["room"] is not None:
        game["visits"].append(dict(
            seat=seat, room=turn["room"], prestige=after["play"] - before["play"],
            score=after["total"] - before["total"], actions=turn["actions"],
            coins=state.players[seat].coins - turn["coins"],
        ))  # fmt: skip


def play_observed(players: int, seed: int, strategy: str = "greedy") -> dict:
    """One game between computer players, observed turn by turn."""
    state = new_game([f"P{i + 1}" for i in range(players)], seed)
    game = dict(
        players=players, seed=seed, tiles=list(state.board.tiles), decisions=0,
        dealt=[p.orders[0] for p in state.players], visits=[], offers=[], bonuses=[], taken=[],
        fulfilled=[],
    )  # fmt: skip
    turn = None
    while not state.over:
        if turn is None or turn["number"] != state.turn.number:
            seat = state.turn.seat
            turn = dict(
                number=state.turn.number, seat=seat, room=None, actions=0,
                before=score_breakdown(state)[seat], coins=state.players[seat].coins,
            )  # fmt: skip
        code = choose(state, strategy, seed)
        observe_step(state, code, game, turn)
        apply(state, code)
        game["decisions"] += 1
        if state.over or state.turn.number != turn["number"]:
            close_turn(state, turn, game)
    game["turns"] = state.turn.number
    game["rounds"] = state.board.round
    game["final"] = score_breakdown(state)
    return game


# ---------------------------------------------------------------- the report


def mean(total: float, n: int) -> float:
    return total / n if n else 0.0


def space_rows(games: list[dict]) -> dict[str, dict]:
    """Per room and tile: visits, visit share and rate, prestige and score per visit."""
    c = components()
    ids = [HALL, *c.house.inner, *(t.id for t in c.tiles)]
    moves = sum(len(g["visits"]) for g in games)
    rows = {}
    for rid in ids:
        present = [g for g in games if rid in g["tiles"] or rid == HALL or rid in c.house.inner]
        visits = [v for g in present for v in g["visits"] if v["room"] == rid]
        moves_present = sum(len(g["visits"]) for g in present)
        rows[rid] = {
            "games_present": len(present),
            "visits": len(visits),
            "share": mean(len(visits), moves),
            "rate": mean(len(visits), moves_present),
            "prestige_per_visit": mean(sum(v["prestige"] for v in visits), len(visits)),
            "score_per_visit": mean(sum(v["score"] for v in visits), len(visits)),
            "coins_per_visit": mean(sum(v["coins"] for v in visits), len(visits)),
            "actions_per_visit": mean(sum(v["actions"] for v in visits), len(visits)),
            "prestige_share": 0.0,
        }
    earned = sum(v["prestige"] for g in games for v in g["visits"])
    for row in rows.values():
        row["prestige_share"] = mean(row["prestige_per_visit"] * row["visits"], earned)
    return rows


def order_rows(games: list[dict]) -> dict[str, dict]:
    """Per order card: times offered at a bonus, taken, held (dealt or taken), fulfilled."""
    rows = {}
    for o in components().orders:
        offered = sum(g["offers"].count(o.id) for g in games)
        taken = sum(g["taken"].count(o.id) for g in games)
        held = taken + sum(g["dealt"].count(o.id) for g in games)
        fulfilled = sum(g["fulfilled"].count(o.id) for g in games)
        rows[o.id] = {
            "offered": offered,
            "taken": taken,
            "take_rate": mean(taken, offered),
            "held": held,
            "fulfilled": fulfilled,
            "fulfil_rate": mean(fulfilled, held),
        }
    return rows


def score_sources(games: list[dict]) -> dict[str, dict]:
    """Mean final prestige per player by score_breakdown category, and its share of the total."""
    rows = [row for g in games for row in g["final"]]
    total = sum(r["total"] for r in rows)
    return {
        k: {
            "per_player": mean(sum(r[k] for r in rows), len(rows)),
            "share": mean(sum(r[k] for r in rows), total),
        }
        for k in (*CATEGORIES, "total")
    }


def summary(games: list[dict]) -> dict:
    """Game length and the order figures, per game and per player."""
    n, seats = len(games), sum(g["players"] for g in games)
    bonuses = [b for g in games for b in g["bonuses"]]
    held = sum(len(g["dealt"]) + len(g["taken"]) for g in games)
    fulfilled = sum(len(g["fulfilled"]) for g in games)
    return {
        "games": n,
        "turns": mean(sum(g["turns"] for g in games), n),
        "turns_per_player": mean(sum(g["turns"] for g in games), seats),
        "rounds": mean(sum(g["rounds"] for g in games), n),
        "decisions": mean(sum(g["decisions"] for g in games), n),
        "bonuses_per_player": mean(len(bonuses), seats),
        "bonus_orders": mean(bonuses.count("order"), len(bonuses)),
        "bonus_amulets": mean(bonuses.count("amulet"), len(bonuses)),
        "orders_held_per_player": mean(held, seats),
        "orders_fulfilled_per_player": mean(fulfilled, seats),
        "order_fulfil_rate": mean(fulfilled, held),
    }


def outliers(report: dict) -> dict[str, list[str]]:
    """The issue's rule: a room or tile (not the hall, whose visits the round track paces)
    visited under a third of or over three times the mean rate; orders chosen at under a third
    of an even share of the score bonuses; an order never taken though offered, or fulfilled
    at under a third of the cards' mean fulfilment rate (MIN_OFFERS offers or holds to judge)."""
    rates = {k: r["rate"] for k, r in report["spaces"].items() if k != HALL}
    avg = mean(sum(rates.values()), len(rates))
    spaces = [
        f"{rid}: visit rate {rate:.1%} = {rate / avg:.2f} x the mean {avg:.1%}"
        for rid, rate in rates.items()
        if rate < avg * LOW or rate > avg * HIGH
    ]
    orders = []
    share = report["summary"]["bonus_orders"]  # orders against amulets: even would be 1/2
    if share < LOW / 2:
        orders.append(f"orders as a whole: chosen at {share:.1%} of score bonuses (amulets "
                      f"{report['summary']['bonus_amulets']:.1%}); even would be 50%")  # fmt: skip
    held = [o for o in report["orders"].values() if o["held"] >= MIN_OFFERS]
    fulfil = mean(sum(o["fulfil_rate"] for o in held), len(held))
    for oid, o in report["orders"].items():
        if o["offered"] >= MIN_OFFERS and not o["taken"]:
            orders.append(f"{oid}: offered {o['offered']} times, never taken")
        if o["held"] >= MIN_OFFERS and o["fulfil_rate"] < fulfil * LOW:
            orders.append(f"{oid}: fulfilled {o['fulfilled']} of {o['held']} held = "
                          f"{o['fulfil_rate']:.1%}, cards' mean {fulfil:.1%}")  # fmt: skip
    return {"spaces": spaces, "orders": orders}


def report(games: list[dict]) -> dict:
    """The balance report of a list of observed games (one player count, or several)."""
    out = {
        "summary": summary(games),
        "spaces": space_rows(games),
        "sources": score_sources(games),
        "orders": order_rows(games),
    }
    out["outliers"] = outliers(out)
    return out


# ---------------------------------------------------------------- running and printing


def _play(task: tuple[int, int, str]) -> dict:
    return play_observed(*task)


def run(counts: list[int], games: int, seed: int, strategy: str, data: str | None, jobs: int):
    """Play and report every player count, timing each; `data`: another components file."""
    if data:
        use_file(data)  # here too: the report lists the rooms, tiles and orders of that file
    result = {"strategy": strategy, "games": games, "seed": seed, "jobs": jobs,
              "data": str(data or DEFAULT_DATA), "seconds": {}, "by_players": {}}  # fmt: skip
    pooled: list[dict] = []
    started = time.perf_counter()
    init, args = (use_file, (data,)) if data else (None, ())
    with ProcessPoolExecutor(jobs, initializer=init, initargs=args) as pool:
        for n in counts:
            t0 = time.perf_counter()
            tasks = [(n, seed + g, strategy) for g in range(games)]
            played = list(pool.map(_play, tasks, chunksize=max(1, games // (4 * jobs))))
            result["seconds"][str(n)] = round(time.perf_counter() - t0, 1)
            result["by_players"][str(n)] = report(played)
            pooled += played
    result["seconds"]["total"] = round(time.perf_counter() - started, 1)
    result["all"] = report(pooled)
    return result


def table(title: str, rows: list[tuple[str, list[str]]], heads: list[str]) -> list[str]:
    width = max(len(r[0]) for r in rows)
    lines = ["", title, " " * width + "".join(f"{h:>10}" for h in heads)]
    return lines + [name.ljust(width) + "".join(f"{v:>10}" for v in vals) for name, vals in rows]


SPACE_TABLES = (  # key, title, format
    ("rate", "Visit rate (turns whose leader ended there; a tile: in games with it)", "{:.1%}"),
    ("prestige_per_visit", "Prestige per visit (score track, over the visit's turn)", "{:.2f}"),
    ("score_per_visit", "Final-score value per visit (score_breakdown total, same turn)", "{:.2f}"),
    ("prestige_share", "Share of all prestige earned in turns", "{:.1%}"),
    ("coins_per_visit", "Coins per visit (change over the turn)", "{:.2f}"),
    ("actions_per_visit", "Actions per visit (steps of the room's own action)", "{:.2f}"),
)


def text(result: dict) -> str:
    """The report as aligned plain-text tables, one column per player count."""
    reps = list(result["by_players"].values())
    heads = [f"{n}p" for n in result["by_players"]]
    out = [f"Balance report: {result['strategy']} player, {result['games']} games per player "
           f"count, seed {result['seed']}, data {result['data']}",
           "seconds: " + ", ".join(f"{k} {v}" for k, v in result["seconds"].items())]  # fmt: skip
    keys = list(reps[0]["summary"])[1:]
    out += table("Game (means)", [(k, [f"{r['summary'][k]:.2f}" for r in reps]) for k in keys],
                 heads)  # fmt: skip
    for key, title, f in SPACE_TABLES:
        rows = [(i, [f.format(r["spaces"][i][key]) for r in reps]) for i in reps[0]["spaces"]]
        out += table(title, rows, heads)
    rows = [(k, [f"{r['sources'][k]['per_player']:.1f} {r['sources'][k]['share']:.0%}"
                 for r in reps]) for k in reps[0]["sources"]]  # fmt: skip
    out += table("Final prestige per player by source (share of the total)", rows, heads)
    cols = ["offered", "taken", "take_rate", "held", "fulfilled", "fulfil_rate"]
    rows = [(k, [f"{v[c]:.1%}" if c.endswith("rate") else str(v[c]) for c in cols])
            for k, v in result["all"]["orders"].items()]  # fmt: skip
    out += table("Orders (all player counts pooled)", rows, cols)
    out += ["", "Outliers (the rule: games/roundhouse/docs/balance.md)"]
    for n, r in result["by_players"].items():
        out += [f"  {n}p: {line}" for line in r["outliers"]["spaces"]] or [f"  {n}p: none"]
    out += [f"  orders: {line}" for line in result["all"]["outliers"]["orders"]]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add = parser.add_argument
    add("--games", type=int, default=150, help="games per player count")
    add("--players", type=int, nargs="+", default=[2, 3, 4, 5], choices=range(2, 6))
    add("--seed", type=int, default=0, help="game seeds are seed, seed+1, ...")
    add("--strategy", choices=(*STRATEGIES, "turn"), default="strong")
    add("--data", help="a components file to play with instead of the engine's")
    add("--jobs", type=int, default=min(2, os.cpu_count() or 1), help="worker processes")
    add("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    try:
        result = run(args.players, args.games, args.seed, args.strategy, args.data, args.jobs)
    except ContentError as exc:
        parser.error(str(exc))
    print(json.dumps(result) if args.json else text(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
