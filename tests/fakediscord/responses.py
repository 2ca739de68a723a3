"""What the fake server's handlers answer with, as Discord does: JSON bodies, errors, 204, and
the request keys the server's middleware fills (the JSON body, the attached files)."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

API_PREFIX = "/api/v10"
BODY = web.RequestKey("body", object)
FILES = web.RequestKey("files", list)


def json_response(data: Any, status: int = 200) -> web.Response:
    """A JSON response with exactly `application/json`, as discord.py's parser requires."""
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json"},
    )


def error(status: int, code: int, message: str) -> web.Response:
    """A Discord-style error body."""
    return json_response({"message": message, "code": code}, status)


def invalid(problems: list[str]) -> web.Response:
    """400 / 50035 with the problems in Discord's nested `errors` shape."""
    errors = {"fake": {"_errors": [{"code": "FAKE_LIMIT", "message": p} for p in problems]}}
    return json_response({"code": 50035, "message": "Invalid Form Body", "errors": errors}, 400)


def no_content() -> web.Response:
    """204 No Content."""
    return web.Response(status=204)
