"""Pure ASGI middleware: request ids, the body size limit, 503 when a backing service is down,
the last-resort 500 (JSON, or an HTML page for a browser outside /api/), and each request's
metrics and log line (observability/requests.py).

Written against ASGI directly (not BaseHTTPMiddleware) to keep the per-request cost small.
"""

import json
import logging
import re
import time
import uuid
from collections.abc import Callable

import redis.exceptions
import sqlalchemy.exc
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from humanizer.api.errors import error_body, wants_html_page
from humanizer.observability import metrics, requests
from humanizer.observability.logs import describe_exception

log = logging.getLogger("humanizer.api")

_SANE_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")


class _BodyTooLarge(Exception):
    pass


# A backing service that cannot be reached: the request is answered 503 with Retry-After
# (DECISIONS.md §8), and nothing was charged, since a charge is the last step of a request.
_UNAVAILABLE = (
    redis.exceptions.ConnectionError,
    redis.exceptions.TimeoutError,
    sqlalchemy.exc.OperationalError,
    sqlalchemy.exc.InterfaceError,
)
RETRY_AFTER_SECONDS = 5

# On every answer: pages load nothing from elsewhere and cannot be framed; no MIME sniffing; no
# full URL in the Referer sent to other sites.
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        b"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    ),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
]


class RequestContextMiddleware:
    """Gives every request an id (a sane incoming `X-Request-ID` is kept), puts it on every
    response, refuses bodies over `max_body_bytes` before they are parsed, and turns an
    unexpected exception into a JSON 500 that reveals nothing. `error_page(status, request_id)`,
    when given, is the HTML body of these answers for a browser asking for a page."""

    def __init__(
        self,
        app: ASGIApp,
        max_body_bytes: int,
        error_page: Callable[[int, str], bytes] | None = None,
    ) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.error_page = error_page

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        began = time.perf_counter()
        request_id = _incoming_request_id(scope) or uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = request_id
        header = (b"x-request-id", request_id.encode())
        started = False
        status = 0
        requests.started()

        async def send_with_id(message: Message) -> None:
            nonlocal started, status
            if message["type"] == "http.response.start":
                started = True
                status = message["status"]
                message["headers"] = [*message.get("headers", []), header, *SECURITY_HEADERS]
            await send(message)

        try:
            await self._answer(scope, receive, send_with_id, request_id, lambda: started)
        finally:
            requests.finish(scope, request_id, status, time.perf_counter() - began)

    async def _answer(
        self,
        scope: Scope,
        receive: Receive,
        send_with_id: Send,
        request_id: str,
        has_started: Callable[[], bool],
    ) -> None:
        """The request itself, with the refusals and last-resort answers."""
        declared = _content_length(scope)
        if declared is not None and declared > self.max_body_bytes:
            await self._refuse(
                scope, send_with_id, 413, "payload_too_large", self._too_large(), request_id
            )
            return

        received = 0

        async def counted_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_body_bytes:
                    raise _BodyTooLarge
            return message

        try:
            await self.app(scope, counted_receive, send_with_id)
        except _BodyTooLarge:
            if not has_started():
                await self._refuse(
                    scope, send_with_id, 413, "payload_too_large", self._too_large(), request_id
                )
        except _UNAVAILABLE as error:
            metrics.BACKING_SERVICE_ERRORS.labels(_service(error)).inc()
            where = describe_exception(error)
            log.error("backing service unavailable in request %s: %s", request_id, where)
            requests.note(scope, error=where)
            if not has_started():
                message = "The service is briefly unavailable. Nothing was charged; try again."
                retry = [(b"retry-after", str(RETRY_AFTER_SECONDS).encode())]
                await self._refuse(
                    scope, send_with_id, 503, "service_unavailable", message, request_id, retry
                )
        except Exception as error:
            # The type and where it was raised, never the message: a message may quote the
            # customer's text (an exception's arguments often hold the input).
            where = describe_exception(error)
            log.error("unexpected error in request %s: %s", request_id, where)
            requests.note(scope, error=where)
            if not has_started():
                message = "An unexpected error occurred. Nothing was charged."
                await self._refuse(scope, send_with_id, 500, "internal_error", message, request_id)

    def _too_large(self) -> str:
        return f"The request body is larger than {self.max_body_bytes} bytes."

    async def _refuse(
        self,
        scope: Scope,
        send: Send,
        status: int,
        code: str,
        message: str,
        request_id: str,
        headers: list[tuple[bytes, bytes]] | None = None,
    ) -> None:
        if self.error_page is not None and wants_html_page(scope):
            body = self.error_page(status, request_id)
            content_type = b"text/html; charset=utf-8"
        else:
            body = json.dumps(error_body(code, message, request_id)).encode()
            content_type = b"application/json"
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [
                    (b"content-type", content_type),
                    (b"content-length", str(len(body)).encode()),
                    *(headers or []),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


def _service(error: BaseException) -> str:
    return "redis" if isinstance(error, redis.exceptions.RedisError) else "database"


def _incoming_request_id(scope: Scope) -> str | None:
    for name, value in scope.get("headers", []):
        if name == b"x-request-id":
            candidate = value.decode("latin-1")
            return candidate if _SANE_REQUEST_ID.fullmatch(candidate) else None
    return None


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
