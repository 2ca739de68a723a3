"""The state the bot keeps for a game of The Yellow House: the engine's state and the little
the bot adds around it, saved as one JSON object.

`Table.game` is the engine's `State`. `waiting` is the seat whose move is made but whose turn
it has not ended yet (End turn; until then Undo may take the move back); `turns` counts the
turns that ended (`GameRules.turn_key`); `news` holds the public facts of the moves of the
latest turn, one group per move, for the pictures' "What just happened". `sight` says whose
hands are real: both in the saved state; one seat's in its view; none in the public view.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

import engine.yellowhouse as yh
from engine.yellowhouse.events import Event, Fact

BOTH = (0, 1)
FACTS: dict[str, type[Fact]] = {cls.kind: cls for cls in Fact.__subclasses__()}  # every kind


@dataclass
class Table:
    game: yh.State
    waiting: int | None = None
    turns: int = 0
    news: list[tuple[Fact, ...]] = field(default_factory=list)
    fresh: bool = False  # the latest turn has ended: the next move starts new news
    sight: tuple[int, ...] = BOTH

    @property
    def truth(self) -> bool:
        """Whether every hand is real (the saved state, not a view)."""
        return self.sight == BOTH

    def events(self) -> list[Event]:
        """The latest turn's public facts as the pictures read them."""
        return [Event(-1, "", group) for group in self.news]


def copy(table: Table) -> Table:
    return Table(
        yh.clone(table.game),
        table.waiting,
        table.turns,
        list(table.news),
        table.fresh,
        table.sight,
    )


def fact_json(fact: Fact) -> dict[str, Any]:
    return {"kind": fact.kind, **asdict(fact)}


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def fact_from(data: dict[str, Any]) -> Fact:
    """A fact back from `fact_json`'s dict; ValueError if it is not one."""
    kind = data.pop("kind", None)
    if kind not in FACTS:
        raise ValueError(f"unknown fact kind {kind!r}")
    return FACTS[kind](**{k: _tuples(v) for k, v in data.items()})


def to_json(table: Table) -> str:
    """The saved state (the truth only is ever saved)."""
    assert table.truth, "a view is never saved"
    return json.dumps(
        {
            "game": json.loads(yh.to_json(table.game)),
            "waiting": table.waiting,
            "turns": table.turns,
            "news": [[fact_json(f) for f in group] for group in table.news],
            "fresh": table.fresh,
        },
        separators=(",", ":"),
    )


def from_json(text: str) -> Table:
    """A saved state back; `yh.BadState` or ValueError if it is not one."""
    data = json.loads(text)
    if not isinstance(data, dict) or set(data) != {"game", "waiting", "turns", "news", "fresh"}:
        raise ValueError("not a saved Yellow House table")
    waiting, turns = data["waiting"], data["turns"]
    if waiting not in (None, *BOTH) or not isinstance(turns, int) or turns < 0:
        raise ValueError("a bad turn record")
    news = [tuple(fact_from(dict(f)) for f in group) for group in data["news"]]
    game = yh.from_json(json.dumps(data["game"]))
    return Table(game, waiting, turns, news, bool(data["fresh"]))
