"""Pure ASGI middleware: request ids, the body size limit, and the last-resort 500.

Written against ASGI directly (not BaseHTTPMiddleware) to keep the per-request cost small.
"""

import json
import logging
import re
import uuid

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from humanizer.api.errors import error_body

log = logging.getLogger("humanizer.api")

_SANE_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")


class _BodyTooLarge(Exception):
    pass


class RequestContextMiddleware:
    """Gives every request an id (a sane incoming `X-Request-ID` is kept), puts it on every
    response, refuses bodies over `max_body_bytes` before they are parsed, and turns an
    unexpected exception into a JSON 500 that reveals nothing."""

    def __init__(self, app: ASGIApp, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _incoming_request_id(scope) or uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = request_id
        header = (b"x-request-id", request_id.encode())
        started = False

        async def send_with_id(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = [*message.get("headers", []), header]
            await send(message)

        declared = _content_length(scope)
        if declared is not None and declared > self.max_body_bytes:
            await self._refuse(
                send_with_id, 413, "payload_too_large", self._too_large(), request_id
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
            if not started:
                await self._refuse(
                    send_with_id, 413, "payload_too_large", self._too_large(), request_id
                )
        except Exception:
            log.exception("unexpected error in request %s", request_id)
            if not started:
                message = "An unexpected error occurred. Nothing was charged."
                await self._refuse(send_with_id, 500, "internal_error", message, request_id)

    def _too_large(self) -> str:
        return f"The request body is larger than {self.max_body_bytes} bytes."

    @staticmethod
    async def _refuse(send: Send, status: int, code: str, message: str, request_id: str) -> None:
        body = json.dumps(error_body(code, message, request_id)).encode()
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


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
