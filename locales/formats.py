"""Numbers and durations in a language's own way, by Babel (CLDR's data): `number(words, 10000)`
is "10,000" in both languages here; `hours(words, 24)` "24 hr" / "24 小時" (a deadline, an idle
period, a snooze); `duration(words, hours=3)` "3 hours" / "3 小時";
`relative(words, hours=3)` "in 3 hours" / "3 小時後". A moment players see is a Discord
timestamp (`<t:…:R>`), which each reader's own Discord shows in their language and time zone.
"""

from __future__ import annotations

from datetime import timedelta

from babel.dates import format_timedelta
from babel.numbers import format_decimal
from babel.units import format_unit

from locales.words import Words


def number(words: Words, value: int | float) -> str:
    """A number with the language's grouping and decimal signs."""
    return format_decimal(value, locale=words.locale)


def hours(words: Words, count: int) -> str:
    """A whole number of hours, short ("24 hr", "24 小時"): deadlines, reminders, snoozes."""
    return format_unit(count, "duration-hour", length="short", locale=words.locale)


def duration(words: Words, *, hours: float = 0, minutes: float = 0) -> str:
    """A length of time in its largest whole unit ("3 hours", "90 minutes" stays "2 hours")."""
    span = timedelta(hours=hours, minutes=minutes)
    return format_timedelta(span, threshold=1.0, locale=words.locale)


def relative(words: Words, *, hours: float = 0, minutes: float = 0) -> str:
    """A time from now ("in 3 hours"); a negative span is in the past ("3 hours ago")."""
    span = timedelta(hours=hours, minutes=minutes)
    return format_timedelta(span, threshold=1.0, add_direction=True, locale=words.locale)
