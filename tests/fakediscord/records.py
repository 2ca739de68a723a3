"""The request log: every REST call the client makes, parsed, with waiters for tests."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .patience import PATIENCE

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class RecordedFile:
    """One file part of a multipart request (`files[n]`)."""

    field: str
    filename: str
    content_type: str
    data: bytes

    @property
    def is_png(self) -> bool:
        """Whether the bytes start with the PNG signature."""
        return self.data.startswith(PNG_MAGIC)


@dataclass
class RecordedRequest:
    """One HTTP request as the fake server saw it, and what it answered (the log holds it once
    it was answered; `received_at` is when it arrived)."""

    method: str
    path: str
    route: str
    query: dict[str, str]
    authorization: str | None
    json: Any = None
    files: list[RecordedFile] = field(default_factory=list)
    multipart: bool = False
    status: int = 0
    response: Any = None
    matched: bool = True
    fake_error: str | None = None
    received_at: float = 0.0  # time.perf_counter() when the fake began to read it

    @property
    def payload(self) -> dict[str, Any]:
        """The JSON body as a dict (empty when there was none)."""
        return self.json if isinstance(self.json, dict) else {}

    def is_(self, method: str, route: str) -> bool:
        """Whether this request is `method` on the route template `route`."""
        return self.method == method and self.route == route


Predicate = Callable[[RecordedRequest], bool]


class RequestLog:
    """An append-only list of requests that tests can search and await."""

    def __init__(self) -> None:
        self.items: list[RecordedRequest] = []
        self._waiters: list[tuple[Predicate, asyncio.Future[RecordedRequest]]] = []

    def append(self, request: RecordedRequest) -> None:
        """Record a request and wake every waiter whose predicate matches it."""
        self.items.append(request)
        still_waiting = []
        for predicate, future in self._waiters:
            if future.done():
                continue
            if predicate(request):
                future.set_result(request)
            else:
                still_waiting.append((predicate, future))
        self._waiters = still_waiting

    def find(self, predicate: Predicate) -> list[RecordedRequest]:
        """All recorded requests matching `predicate`, oldest first."""
        return [item for item in self.items if predicate(item)]

    def of(self, method: str, route: str) -> list[RecordedRequest]:
        """All recorded `method` requests on the route template `route`."""
        return self.find(lambda r: r.is_(method, route))

    async def wait_for(
        self, predicate: Predicate, *, timeout: float = PATIENCE, after: int = 0
    ) -> RecordedRequest:
        """The first request from index `after` on that matches, waiting up to `timeout`."""
        for item in self.items[after:]:
            if predicate(item):
                return item
        future: asyncio.Future[RecordedRequest] = asyncio.get_running_loop().create_future()
        self._waiters.append((predicate, future))
        return await asyncio.wait_for(future, timeout)

    @property
    def fake_errors(self) -> list[RecordedRequest]:
        """Requests the fake itself failed on (a bug in the fake; answered 400)."""
        return [item for item in self.items if item.fake_error is not None]

    @property
    def unmatched(self) -> list[RecordedRequest]:
        """Requests on routes the fake does not model (answered 404)."""
        return [item for item in self.items if not item.matched]
