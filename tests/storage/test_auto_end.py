"""`ap_prefs.auto_end` holds three settings (issue 30), on SQLite and PostgreSQL: 0 the default
(a row from before: the default was off, never chosen), 1 on, 2 off."""

from __future__ import annotations

from bot.storage.pacing import PacingStore, Prefs
from bot.storage.store import Store
from tests.support.databases import drop_postgres_database, new_postgres_database


async def round_trip(store: Store) -> None:
    prefs = PacingStore(store)
    assert (await prefs.prefs(7)).auto_end is None  # nobody chose: the default
    for value in (True, False, None):
        await prefs.save_prefs(Prefs(7, auto_end=value))
        assert (await prefs.prefs(7)).auto_end is value
    await prefs.save_prefs(Prefs(8, auto_end=False))
    stored = await store.db.fetch_all("SELECT user_id, auto_end FROM ap_prefs ORDER BY 1")
    assert [tuple(row) for row in stored] == [(7, 0), (8, 2)]


async def test_sqlite(store):
    await round_trip(store)


async def test_postgres():
    url = await new_postgres_database()
    store = await Store.open(url)
    try:
        await round_trip(store)
    finally:
        await store.close()
        await drop_postgres_database(url)
