"""Discord's documented limits on what a client sends, so the fake refuses what Discord would.

Each function returns a list of problems (empty when the body is acceptable); the REST layer
answers a non-empty list with 400 / 50035 "Invalid Form Body", as Discord does.
"""

from __future__ import annotations

import re
from typing import Any

COMPONENTS_V2 = 1 << 15
_NAME = re.compile(r"^[-_\w]{1,32}$")
ACTION_ROW, BUTTON, LINK_STYLE, PREMIUM_STYLE = 1, 2, 5, 6
SELECTS = {3, 5, 6, 7, 8}
EMBED_LIMITS = {"title": 256, "description": 4096}
FIELD_LIMITS = {"name": 256, "value": 1024}


def _too_long(where: str, value: Any, limit: int) -> list[str]:
    if isinstance(value, str) and len(value) > limit:
        return [f"{where}: {len(value)} characters, at most {limit}"]
    return []


def embed_problems(embeds: list[dict[str, Any]]) -> list[str]:
    """Limits on embeds: 10 per message, per-field lengths and 6000 characters in all."""
    problems = [] if len(embeds) <= 10 else [f"embeds: {len(embeds)}, at most 10"]
    total = 0
    for i, embed in enumerate(embeds):
        for key, limit in EMBED_LIMITS.items():
            problems += _too_long(f"embeds[{i}].{key}", embed.get(key), limit)
            total += len(embed.get(key) or "")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            problems.append(f"embeds[{i}].fields: {len(fields)}, at most 25")
        for j, field in enumerate(fields):
            for key, limit in FIELD_LIMITS.items():
                value = field.get(key)
                if not value:
                    problems.append(f"embeds[{i}].fields[{j}].{key}: must not be empty")
                problems += _too_long(f"embeds[{i}].fields[{j}].{key}", value, limit)
                total += len(value or "")
        footer = (embed.get("footer") or {}).get("text")
        author = (embed.get("author") or {}).get("name")
        problems += _too_long(f"embeds[{i}].footer.text", footer, 2048)
        problems += _too_long(f"embeds[{i}].author.name", author, 256)
        total += len(footer or "") + len(author or "")
    if total > 6000:
        problems.append(f"embeds: {total} characters in all, at most 6000")
    return problems


def _component_problems(where: str, item: dict[str, Any], seen: set[str]) -> list[str]:
    problems: list[str] = []
    custom_id = item.get("custom_id")
    if custom_id is not None:
        if not 1 <= len(custom_id) <= 100:
            problems.append(f"{where}.custom_id: {len(custom_id)} characters, 1 to 100")
        if custom_id in seen:
            problems.append(f"{where}.custom_id: {custom_id!r} is used twice in the message")
        seen.add(custom_id)
    if item.get("type") == BUTTON:
        style = item.get("style")
        if style == LINK_STYLE and not item.get("url"):
            problems.append(f"{where}: a link button needs a url")
        if style not in (LINK_STYLE, PREMIUM_STYLE) and not custom_id:
            problems.append(f"{where}: a button needs a custom_id")
        if not item.get("label") and not item.get("emoji"):
            problems.append(f"{where}: a button needs a label or an emoji")
        problems += _too_long(f"{where}.label", item.get("label"), 80)
    if item.get("type") in SELECTS:
        problems += _too_long(f"{where}.placeholder", item.get("placeholder"), 150)
        options = item.get("options")
        if item.get("type") == 3 and not 1 <= len(options or []) <= 25:
            problems.append(f"{where}.options: {len(options or [])}, 1 to 25")
        for k, option in enumerate(options or []):
            for key in ("label", "value", "description"):
                problems += _too_long(f"{where}.options[{k}].{key}", option.get(key), 100)
    return problems


def component_problems(components: list[dict[str, Any]], flags: int = 0) -> list[str]:
    """Limits on classic components: 5 action rows of 5 buttons or one select; unique ids."""
    if flags & COMPONENTS_V2:
        return []  # a different layout system with its own rules; not modelled
    problems = [] if len(components) <= 5 else [f"components: {len(components)} rows, at most 5"]
    seen: set[str] = set()
    for i, row in enumerate(components):
        where = f"components[{i}]"
        if row.get("type") != ACTION_ROW:
            problems.append(f"{where}: top-level components must be action rows")
            continue
        items = row.get("components") or []
        if not 1 <= len(items) <= 5:
            problems.append(f"{where}: {len(items)} components, 1 to 5")
        if any(item.get("type") in SELECTS for item in items) and len(items) != 1:
            problems.append(f"{where}: a select menu must be alone in its row")
        for j, item in enumerate(items):
            problems += _component_problems(f"{where}.components[{j}]", item, seen)
    return problems


def message_problems(
    body: dict[str, Any], files: int, *, creating: bool, flags: int = 0
) -> list[str]:
    """Limits on a create or edit message body (with `files` uploaded files)."""
    problems = _too_long("content", body.get("content"), 2000)
    problems += embed_problems(body.get("embeds") or [])
    problems += component_problems(body.get("components") or [], int(body.get("flags") or flags))
    for i, attachment in enumerate(body.get("attachments") or []):
        problems += _too_long(f"attachments[{i}].description", attachment.get("description"), 1024)
    has_something = any(
        body.get(key) for key in ("content", "embeds", "components", "sticker_ids", "poll")
    )
    if creating and not has_something and files == 0:
        problems.append("Cannot send an empty message")
    return problems


def choice_problems(choices: list[dict[str, Any]]) -> list[str]:
    """Limits on autocomplete answers: 25 choices, names 1–100, string values up to 100."""
    problems = [] if len(choices) <= 25 else [f"choices: {len(choices)}, at most 25"]
    for i, choice in enumerate(choices):
        name = choice.get("name") or ""
        if not 1 <= len(name) <= 100:
            problems.append(f"choices[{i}].name: {len(name)} characters, 1 to 100")
        problems += _too_long(f"choices[{i}].value", choice.get("value"), 100)
    return problems


def _option_problems(where: str, options: list[dict[str, Any]]) -> list[str]:
    problems = [] if len(options) <= 25 else [f"{where}.options: {len(options)}, at most 25"]
    optional_seen = False
    for i, option in enumerate(options):
        at = f"{where}.options[{i}]"
        problems += _name_problems(at, option)
        if option.get("type") in (1, 2):
            problems += _option_problems(at, option.get("options") or [])
            continue
        if option.get("required"):
            if optional_seen:
                problems.append(f"{at}: required options must come before optional ones")
        else:
            optional_seen = True
        problems += choice_problems(option.get("choices") or [])
    return problems


def _name_problems(where: str, item: dict[str, Any]) -> list[str]:
    problems = []
    name = item.get("name") or ""
    if not _NAME.match(name) or name != name.lower():
        problems.append(f"{where}.name: {name!r} is not a valid lower-case command name")
    description = item.get("description") or ""
    if not 1 <= len(description) <= 100:
        problems.append(f"{where}.description: {len(description)} characters, 1 to 100")
    return problems


def command_problems(commands: list[dict[str, Any]]) -> list[str]:
    """Limits on application commands: names, descriptions, option order and counts."""
    problems = [] if len(commands) <= 100 else [f"commands: {len(commands)}, at most 100"]
    for i, command in enumerate(commands):
        if command.get("type", 1) != 1:
            continue
        problems += _name_problems(f"[{i}]", command)
        problems += _option_problems(f"[{i}]", command.get("options") or [])
    return problems
