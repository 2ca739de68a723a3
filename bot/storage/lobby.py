"""What a lobby was opened with (step 4 of `bot.storage.schema.MIGRATIONS`): the table size,
the game's setup options and, for a rematch, the earlier game and the people asked back.

A game without a row has the defaults: any table size in the game's range, no option on.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from bot.storage.database import Row, upsert
from bot.storage.store import Store

_COLUMNS = "game_id, seats, options, rematch_of, invited"


@dataclass(frozen=True)
class LobbySetup:
    game_id: int
    seats: int | None = None  # the table size the lobby waits for; None: any in the range
    options: Mapping[str, bool] = field(default_factory=dict)  # the game's setup options
    rematch_of: int | None = None  # the finished game this lobby is a rematch of
    invited: tuple[int, ...] = ()  # that game's people, asked to click Join

    def for_game(self, game_id: int) -> LobbySetup:
        return replace(self, game_id=game_id)

    @classmethod
    def from_row(cls, row: Row) -> LobbySetup:
        return cls(
            game_id=row["game_id"],
            seats=row["seats"],
            options={str(k): bool(v) for k, v in json.loads(row["options"]).items()},
            rematch_of=row["rematch_of"],
            invited=tuple(int(u) for u in json.loads(row["invited"])),
        )


class LobbyStore:
    """Queries of `lobby_setup`, on the game database's connection."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def get(self, game_id: int) -> LobbySetup:
        row = await self.store.fetch_one(
            f"SELECT {_COLUMNS} FROM lobby_setup WHERE game_id = ?", (game_id,)
        )
        return LobbySetup(game_id) if row is None else LobbySetup.from_row(row)

    async def save(self, setup: LobbySetup) -> None:
        await self.store.execute(
            upsert("lobby_setup", _COLUMNS, key="game_id"),
            (
                setup.game_id,
                setup.seats,
                json.dumps(dict(sorted(setup.options.items()))),
                setup.rematch_of,
                json.dumps(list(setup.invited)),
            ),
        )
