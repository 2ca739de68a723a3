"""Text as a reader sees it, and what every text the bot sends must be.

The isolates (FSI … PDI) the bot puts around every name are invisible, so tests that read a
message for its words compare it without them (`plain`). `text_problems` and
`message_problems` say what is wrong with a text or a whole message: past one of Discord's
limits, a control character, a bidi control a player could have put there, or an isolate left
open, nested, or spanning a line break. `bare_names` says where a message shows a name otherwise
than every message writes it (`locales.names`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from bot.posts.messages import Outgoing
from locales.names import FSI, PDI, isolate, written

# Discord's limits (https://discord.com/developers/docs/resources/message, …/components)
CONTENT = 2000
BUTTON_LABEL = 80
OPTION_LABEL = 100
OPTIONS = 25
THREAD_NAME = 100
ALT_TEXT = 1024
EMBED = {"title": 256, "description": 4096}
FIELD = {"name": 256, "value": 1024}
FOOTER, AUTHOR, FIELDS, EMBED_TOTAL = 2048, 256, 25, 6000
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067")


def plain(text: str | None) -> str:
    """`text` without the isolates around names ("" for None)."""
    return (text or "").replace(FSI, "").replace(PDI, "")


def text_problems(text: str, where: str, limit: int | None = None) -> list[str]:
    """What is wrong with one text: past `limit`, a control (other than a line break), a line
    separator, a bidi control other than the bot's isolates, or an isolate not closed on its
    own line, nested, or closed without being opened."""
    problems = [] if limit is None or len(text) <= limit else [f"{where}: {len(text)} > {limit}"]
    depth = 0
    for ch in text:
        category = unicodedata.category(ch)
        if (category == "Cc" and ch != "\n") or category in ("Zl", "Zp") or ch in BIDI_CONTROLS:
            problems.append(f"{where}: {ch!r} in {text!r}")
        elif ch == FSI:
            depth += 1
            if depth > 1:
                problems.append(f"{where}: nested isolate in {text!r}")
        elif ch == PDI:
            depth -= 1
            if depth < 0:
                problems.append(f"{where}: PDI without FSI in {text!r}")
                depth = 0
        elif ch == "\n" and depth:
            problems.append(f"{where}: an isolate spans a line break in {text!r}")
            depth = 0
    if depth:
        problems.append(f"{where}: an isolate left open in {text!r}")
    return problems


def embed_problems(embed: dict[str, Any], where: str = "embed") -> list[str]:
    problems: list[str] = []
    total = 0
    for key, limit in EMBED.items():
        value = embed.get(key) or ""
        problems += text_problems(value, f"{where}.{key}", limit)
        total += len(value)
    fields = embed.get("fields") or []
    if len(fields) > FIELDS:
        problems.append(f"{where}: {len(fields)} fields")
    for i, field in enumerate(fields):
        for key, limit in FIELD.items():
            value = field.get(key) or ""
            if not value.strip():
                problems.append(f"{where}.fields[{i}].{key} is empty")
            problems += text_problems(value, f"{where}.fields[{i}].{key}", limit)
            total += len(value)
    for key, limit in (("footer", FOOTER), ("author", AUTHOR)):
        value = (embed.get(key) or {}).get("text" if key == "footer" else "name") or ""
        problems += text_problems(value, f"{where}.{key}", limit)
        total += len(value)
    if total > EMBED_TOTAL:
        problems.append(f"{where}: {total} characters in all")
    return problems


def message_problems(
    content: str,
    embeds: list[dict[str, Any]],
    labels: list[str],
    options: list[list[str]],
    alts: list[str],
) -> list[str]:
    """What is wrong with a message: its text, embeds, button labels, select options (one list
    per select) and attachments' alt text."""
    problems = text_problems(content, "content", CONTENT)
    for i, embed in enumerate(embeds):
        problems += embed_problems(embed, f"embeds[{i}]")
    for label in labels:
        problems += text_problems(label, "button label", BUTTON_LABEL)
    for select in options:
        if not 1 <= len(select) <= OPTIONS:
            problems.append(f"a select of {len(select)} options")
        for label in select:
            problems += text_problems(label, "select option", OPTION_LABEL)
    for alt in alts:
        problems += text_problems(alt, "alt text", ALT_TEXT)
    return problems


Parts = tuple[str, list[dict[str, Any]], list[str], list[list[str]], list[str]]


def outgoing_parts(out: Outgoing) -> Parts:
    """A message the bot builds (`bot.posts.messages.Outgoing`) as `message_problems` takes it:
    content, embeds, button labels, select options (one list per select), alt texts."""
    return (
        out.content,
        [out.embed.to_dict()] if out.embed is not None else [],
        [b.label for b in out.buttons],
        [[label for label, _ in out.select.options]] if out.select else [],
        [out.picture.alt] if out.picture is not None else [],
    )


def posted_parts(message: Any) -> Parts:
    """A message as Discord holds it (simcord's discord.Message), as `outgoing_parts`."""
    labels: list[str] = []
    options: list[list[str]] = []
    for row in message.components:
        row = row if isinstance(row, dict) else row.to_dict()
        for child in row["components"]:
            if child.get("type") == 2:
                labels.append(child.get("label") or "")
            elif "options" in child:
                options.append([o["label"] for o in child["options"]])
    embeds = [e.to_dict() for e in message.embeds]
    alts = [a.description or "" for a in message.attachments]
    return message.content or "", embeds, labels, options, alts


def outgoing_texts(out: Outgoing) -> list[str]:
    """Every text of a message the bot builds: content, embed, labels, options, alt text."""
    formatted, shown = texts_of(outgoing_parts(out))
    return formatted + shown


def outgoing_problems(out: Outgoing) -> list[str]:
    """`message_problems` of a message the bot builds (`bot.posts.messages.Outgoing`)."""
    return message_problems(*outgoing_parts(out))


def posted_problems(message: Any) -> list[str]:
    """`message_problems` of a message as Discord holds it (simcord's discord.Message)."""
    return message_problems(*posted_parts(message))


def texts_of(parts: Parts) -> tuple[list[str], list[str]]:
    """A message's texts Discord formats as Markdown (content, the embeds' titles,
    descriptions and fields), and those it shows as they are (the embeds' footers and
    authors, button labels, select options, alt texts)."""
    content, embeds, labels, options, alts = parts
    formatted, shown = [content], [*labels, *(o for select in options for o in select), *alts]
    for embed in embeds:
        formatted += [embed.get("title", ""), embed.get("description", "")]
        formatted += [f[key] for f in embed.get("fields", []) for key in ("name", "value")]
        footer, author = embed.get("footer") or {}, embed.get("author") or {}
        shown += [footer.get("text", ""), author.get("name", "")]
    return formatted, shown


def bare_names(texts: tuple[list[str], list[str]], names: Sequence[str]) -> list[str]:
    """Every text of `texts` (as `texts_of` gives them) that shows one of `names` otherwise
    than every message writes it: in Markdown only as `locales.names.written` (escaped,
    isolated), elsewhere only isolated (`isolate`, as typed). A name is found by its words."""
    formatted, shown = texts
    words = [w for name in names for w in re.findall(r"\w{3,}", name)]
    out = []
    for kind, write, group in (("markdown", written, formatted), ("plain", isolate, shown)):
        for text in group:
            rest = text
            for name in names:
                rest = rest.replace(write(name), "")
            if any(word in rest for word in words):
                out.append(f"{kind}: {text!r}")
    return out
