"""Fixtures for Round House's adapter through the bot: a store on a temporary file and
settings (tests/support)."""

from __future__ import annotations

from tests.support.fixtures import db_path, settings, store

__all__ = ["db_path", "settings", "store"]
