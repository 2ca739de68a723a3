"""What Discord says of locales, for tests through simcord: each user's client locale and a
server's preferred one (simcord's interactions say en-US for every user and server)."""

from __future__ import annotations

from typing import Any

import pytest
import simcord.interactions


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each user's Discord locale, by user id (default en-US); a server's is its preferred one."""
    users: dict[int, str] = {}
    real = simcord.interactions.base_payload

    def base_payload(backend: Any, **fields: Any) -> Any:
        record, payload = real(backend, **fields)
        payload["locale"] = users.get(fields["user_id"], "en-US")
        if fields["guild_id"] is not None:
            server = backend.get_guild(fields["guild_id"]).preferred_locale
            payload["guild_locale"] = server
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)
    return users


def taiwanese_server(table: Any) -> None:
    table.env.backend.get_guild(table.guild.id).preferred_locale = "zh-TW"
