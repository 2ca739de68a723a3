"""Fixtures for the storage suite: every test that asks for `store` or `db_target` runs on a
SQLite file and on a fresh database of a real PostgreSQL server (tests.support.databases)."""

from __future__ import annotations

from tests.support.databases import backend, db_target, store

__all__ = ["backend", "db_target", "store"]
