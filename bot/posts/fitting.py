"""A post's lines fitted into its room: when they do not all fit, the oldest make way, so that
the newest and decisive ones (a turn's last line, a reveal) stay; a header stays on top, and a
line in their place says how many were left out."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from bot.game.text import clip

LINES_LIMIT = 3500  # characters of a post's lines, of an embed description's 4,096


def bulleted(lines: Iterable[str]) -> list[str]:
    """Each line as a post lists it: "• Ann took the Gold."."""
    return [f"• {line}" for line in lines]


def fit_lines(
    lines: Sequence[str],
    limit: int,
    left_out: Callable[[int], str],
    head: Sequence[str] = (),
) -> str:
    """`head`, then `lines`, one a line, in at most `limit` characters. If they do not fit,
    the oldest of `lines` are left out for `left_out(count)`, which says how many, between
    the header and the newest lines kept (at least the newest, clipped if it alone is too
    long)."""
    whole = "\n".join([*head, *lines])
    if len(whole) <= limit:
        return whole
    room = limit - len("\n".join([*head, left_out(len(lines))]))  # the count at its widest
    kept, used = 1, (len(lines[-1]) + 1 if lines else 0)  # the newest stays, clipped if need be
    while kept < len(lines) and used + len(lines[-kept - 1]) + 1 <= room:
        kept += 1
        used += len(lines[-kept]) + 1
    if kept >= len(lines):  # nothing to leave out: the header or the one line is too long
        return clip(whole, limit)
    return clip("\n".join([*head, left_out(len(lines) - kept), *lines[-kept:]]), limit)
