"""What is recorded about every HTTP request: its metrics and its one log line.

The request-id middleware calls `finish` once the answer is sent. Handlers add what only they
know (`note`: the account, the key, the words, the tone, the language) to the request's ASGI
scope. Only the fields named in `NOTED` ever reach the line — never the text, a key, a password
or a session token.
"""

import logging
from typing import Any

from starlette.types import Scope

from humanizer.observability import metrics

log = logging.getLogger("humanizer.requests")

NOTED = (
    "channel",
    "account_id",
    "key_id",
    "key_hint",
    "words",
    "words_charged",
    "tone",
    "language",
    "error",
)
_NOTES = "humanizer.notes"
# Answers produced before routing (413 on the declared length) and paths no route matches.
UNMATCHED = "unmatched"


def note(scope: Scope, **fields: str | int | None) -> None:
    """Adds fields of `NOTED` to the request's log line."""
    notes: dict[str, Any] = scope.setdefault("state", {}).setdefault(_NOTES, {})
    notes.update(fields)


def route_of(scope: Scope) -> str:
    """The template of the route that answered (`/invite/{token}`, never the token itself)."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    return path if isinstance(path, str) and path else UNMATCHED


def started() -> None:
    metrics.IN_PROGRESS.inc()


def finish(scope: Scope, request_id: str, status: int, seconds: float) -> None:
    """Counts the request and writes its line. `status` 0: no answer was sent."""
    metrics.IN_PROGRESS.dec()
    route, method = route_of(scope), str(scope.get("method", ""))
    metrics.REQUESTS.labels(route, method, str(status)).inc()
    metrics.REQUEST_SECONDS.labels(route, method).observe(seconds)
    if not log.isEnabledFor(logging.INFO):
        return
    notes: dict[str, Any] = scope.get("state", {}).get(_NOTES, {})
    fields: dict[str, Any] = {
        "request_id": request_id,
        "method": method,
        "route": route,
        "status": status,
        "duration_ms": round(seconds * 1000, 2),
    }
    fields.update((name, notes[name]) for name in NOTED if notes.get(name) is not None)
    log.info("request", extra={"fields": fields})
