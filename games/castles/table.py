"""The state the bot keeps for a game of Castles of Mad King Ludwig: the engine's state and the
little the bot adds around it, saved as one JSON object.

`Table.game` is the engine's `GameState`. `news` holds the public reports of the moves of the
latest turn that ended, then of the turn under way (the first `ended` are the ended turn's),
for the turn post's picture: what a turn bought, placed and scored. Undo, which stays within a
turn, takes the last one off. `turn_start` is how many moves had been played when the current
turn began (undo stops there); `page` is the page of spots a player placing a room has chosen
to look at (None: the list of pages, when there are more spots than a menu holds). `truth`:
the saved state, not a view; `reader`: whose view it is (None: the public's).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from pydantic import TypeAdapter

import engine.castles as ca
from engine.castles import events

EVENTS: dict[str, type[Any]] = {  # every kind of event, by its class name
    cls.__name__: cls for cls in events.Event.__args__
}
KEYS = {"game", "news", "ended", "turn_start", "page"}


@dataclass
class Table:
    game: ca.GameState
    news: list[ca.Report] = field(default_factory=list)
    ended: int = 0
    turn_start: int = 0
    page: int | None = None
    truth: bool = True
    reader: int | None = None


def copy(table: Table) -> Table:
    return Table(
        ca.clone(table.game),
        list(table.news),
        table.ended,
        table.turn_start,
        table.page,
        table.truth,
        table.reader,
    )


def report_json(report: ca.Report) -> dict[str, Any]:
    return {
        "seat": report.seat,
        "move": None if report.move is None else report.move.code,
        "events": [{"kind": type(e).__name__, **asdict(e)} for e in report.events],
    }


def event_from(data: dict[str, Any]) -> events.Event:
    """An event back from `report_json`'s dict; ValueError if it is not one."""
    kind = data.pop("kind", None)
    if kind not in EVENTS:
        raise ValueError(f"unknown event kind {kind!r}")
    event: events.Event = TypeAdapter(EVENTS[kind]).validate_python(data)
    return event


def report_from(data: dict[str, Any]) -> ca.Report:
    move = None if data["move"] is None else ca.parse_move(data["move"])
    return ca.Report(int(data["seat"]), move, tuple(event_from(dict(e)) for e in data["events"]))


def to_json(table: Table) -> str:
    """The saved state (the truth only is ever saved)."""
    assert table.truth, "a view is never saved"
    return json.dumps(
        {
            "game": json.loads(ca.to_json(table.game)),
            "news": [report_json(r) for r in table.news],
            "ended": table.ended,
            "turn_start": table.turn_start,
            "page": table.page,
        },
        separators=(",", ":"),
    )


def from_json(text: str) -> Table:
    """A saved state back; `ca.BadState` or ValueError if it is not one."""
    data = json.loads(text)
    if not isinstance(data, dict) or set(data) != KEYS:
        raise ValueError("not a saved Castles table")
    start, page, ended = data["turn_start"], data["page"], data["ended"]
    news = [report_from(r) for r in data["news"]]
    if not all(isinstance(n, int) and n >= 0 for n in (start, ended)) or ended > len(news):
        raise ValueError("a bad turn record")
    if not (page is None or isinstance(page, int)):
        raise ValueError("a bad page")
    game = ca.from_json(json.dumps(data["game"]))
    return Table(game, news, ended, start, page)
