"""Text as a reader sees it: the isolates (FSI … PDI) the bot puts around every name are
invisible, so tests that read a message for its words compare it without them."""

from __future__ import annotations

from bot.game.text import FSI, PDI


def plain(text: str | None) -> str:
    """`text` without the isolates around names ("" for None)."""
    return (text or "").replace(FSI, "").replace(PDI, "")
