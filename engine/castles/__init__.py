"""Castles of Mad King Ludwig rules engine (placeholder while the API is written)."""
