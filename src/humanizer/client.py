"""A Python client of the humanize API, sync and async (httpx).

    from humanizer.client import HumanizerClient

    with HumanizerClient("https://humanizer.example.com", api_key="hmz_…") as client:
        answer = client.humanize("Cabe destacar que …", tone="professional")
        print(answer.text, answer.meta.input_words, answer.quota.remaining)

Errors of the API (DECISIONS.md §1) are raised as exceptions named after their codes. A 429 or a
503 is retried after the `Retry-After` the server sends (or a short backoff when it sends none),
and so is a request that never got an answer; every humanize call carries an `Idempotency-Key`
(yours, or one made per call), so a retry of a call whose answer was lost is never charged twice.
"""

import asyncio
import time
import uuid
from dataclasses import dataclass
from datetime import datetime
from types import TracebackType
from typing import Any, Self

import httpx

from humanizer.api.schemas import Meta, Usage

__all__ = [
    "AsyncHumanizerClient",
    "AuthenticationError",
    "EngineUnavailable",
    "Humanized",
    "HumanizerClient",
    "HumanizerConnectionError",
    "HumanizerError",
    "IdempotencyKeyReused",
    "InvalidRequest",
    "PlanForbidden",
    "Quota",
    "QuotaExceeded",
    "RateLimited",
    "RateWindow",
    "ServiceUnavailable",
    "TextTooLong",
    "Usage",
]


class HumanizerError(Exception):
    """An error answer of the API: `code` is DECISIONS.md §1's, `message` is for people."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        request_id: str = "",
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.request_id = request_id
        self.retry_after = retry_after


class AuthenticationError(HumanizerError):
    """missing_api_key, invalid_api_key."""


class PlanForbidden(HumanizerError):
    """plan_forbidden: the account's plan does not include the API."""


class InvalidRequest(HumanizerError):
    """A 400 (the text, tone or language), 405 or 413: the request itself must change."""


class TextTooLong(HumanizerError):
    """text_too_long: over the plan's characters per request."""


class QuotaExceeded(HumanizerError):
    """quota_exceeded: the month's words are spent."""


class IdempotencyKeyReused(HumanizerError):
    """idempotency_key_reused: the key came with another request in the last 24 hours."""


class RateLimited(HumanizerError):
    """rate_limited, after the retries allowed."""


class EngineUnavailable(HumanizerError):
    """engine_unavailable, after the retries allowed; nothing was charged."""


class ServiceUnavailable(HumanizerError):
    """service_unavailable (the server's database or Redis), after the retries allowed."""


class HumanizerConnectionError(HumanizerError):
    """No answer from the server at all (refused, reset, timed out), after the retries allowed."""


_ERRORS: dict[str, type[HumanizerError]] = {
    "missing_api_key": AuthenticationError,
    "invalid_api_key": AuthenticationError,
    "plan_forbidden": PlanForbidden,
    "text_too_long": TextTooLong,
    "quota_exceeded": QuotaExceeded,
    "idempotency_key_reused": IdempotencyKeyReused,
    "rate_limited": RateLimited,
    "engine_unavailable": EngineUnavailable,
    "service_unavailable": ServiceUnavailable,
}
_RETRIED = (RateLimited, EngineUnavailable, ServiceUnavailable, HumanizerConnectionError)


@dataclass(frozen=True, slots=True)
class Quota:
    """The month's words after the call (`X-Quota-*`)."""

    limit: int
    remaining: int
    resets_at: datetime


@dataclass(frozen=True, slots=True)
class RateWindow:
    """The rate window after the call (`X-RateLimit-*`)."""

    limit: int
    remaining: int
    reset_seconds: int


@dataclass(frozen=True, slots=True)
class Humanized:
    text: str
    meta: Meta
    quota: Quota | None
    rate_limit: RateWindow | None
    request_id: str
    replayed: bool  # answered again for an Idempotency-Key, charged nothing


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How many times a retryable failure is tried again, and the longest wait accepted: a
    `Retry-After` longer than `max_wait` is raised at once rather than slept through."""

    max_retries: int = 2
    max_wait: float = 60.0
    backoff: float = 0.5  # the first wait when the server names none; doubled each time

    def delay(self, error: HumanizerError, attempt: int) -> float | None:
        """Seconds to wait before attempt `attempt + 1`, or None to give up with `error`."""
        if not isinstance(error, _RETRIED) or attempt >= self.max_retries:
            return None
        wait = error.retry_after if error.retry_after is not None else self.backoff * 2**attempt
        return wait if wait <= self.max_wait else None


class _Calls:
    """What the sync and async clients share: the requests they build, the answers they read."""

    def __init__(self, api_key: str, retry: RetryPolicy | None) -> None:
        self.headers = {"Authorization": f"Bearer {api_key}"}
        self.retry = retry or RetryPolicy()

    def humanize_request(
        self, text: str, tone: str | None, language: str | None, idempotency_key: str | None
    ) -> tuple[dict[str, Any], dict[str, str]]:
        body: dict[str, Any] = {"text": text}
        if tone is not None:
            body["tone"] = tone
        if language is not None:
            body["language"] = language
        key = idempotency_key or f"client-{uuid.uuid4()}"
        return body, {**self.headers, "Idempotency-Key": key}

    @staticmethod
    def humanized(response: httpx.Response) -> Humanized:
        data = response.json()
        headers = response.headers
        quota = None
        if "x-quota-remaining" in headers:
            quota = Quota(
                limit=int(headers["x-quota-limit"]),
                remaining=int(headers["x-quota-remaining"]),
                resets_at=datetime.fromisoformat(headers["x-quota-reset"]),
            )
        window = None
        if "x-ratelimit-remaining" in headers:
            window = RateWindow(
                limit=int(headers["x-ratelimit-limit"]),
                remaining=int(headers["x-ratelimit-remaining"]),
                reset_seconds=int(headers["x-ratelimit-reset"]),
            )
        return Humanized(
            text=data["result"],
            meta=Meta.model_validate(data["meta"]),
            quota=quota,
            rate_limit=window,
            request_id=headers.get("x-request-id", ""),
            replayed=headers.get("idempotent-replayed") == "true",
        )

    @staticmethod
    def error(response: httpx.Response) -> HumanizerError:
        try:
            detail = response.json()["error"]
            code, message = str(detail["code"]), str(detail["message"])
        except (ValueError, KeyError, TypeError):
            code, message = "unexpected_answer", response.text[:200] or response.reason_phrase
        retry_after = response.headers.get("retry-after")
        kind = _ERRORS.get(code, InvalidRequest if 400 <= response.status_code < 500 else None)
        return (kind or HumanizerError)(
            response.status_code,
            code,
            message,
            response.headers.get("x-request-id", ""),
            float(retry_after) if retry_after and retry_after.isdigit() else None,
        )

    @staticmethod
    def unreachable(problem: httpx.TransportError) -> HumanizerConnectionError:
        error = HumanizerConnectionError(0, "connection_failed", type(problem).__name__)
        error.__cause__ = problem
        return error


class HumanizerClient:
    """The API from synchronous code. `http` lets you pass your own `httpx.Client` (proxies,
    event hooks); its base URL is then yours to set."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 120.0,
        retry: RetryPolicy | None = None,
        http: httpx.Client | None = None,
    ) -> None:
        self._calls = _Calls(api_key, retry)
        self._http = http or httpx.Client(base_url=base_url, timeout=timeout)

    def humanize(
        self,
        text: str,
        *,
        tone: str | None = None,
        language: str | None = None,
        idempotency_key: str | None = None,
    ) -> Humanized:
        """Rewrites `text`; omitted tone and language take the API's defaults (casual, es)."""
        body, headers = self._calls.humanize_request(text, tone, language, idempotency_key)
        return self._calls.humanized(self._send("POST", "/api/v1/humanize", body, headers))

    def usage(self) -> Usage:
        """The month's words and the rate window; not counted against the rate limit."""
        response = self._send("GET", "/api/v1/usage", None, self._calls.headers)
        return Usage.model_validate(response.json())

    def _send(
        self, method: str, path: str, body: dict[str, Any] | None, headers: dict[str, str]
    ) -> httpx.Response:
        attempt = 0
        while True:
            try:
                response = self._http.request(method, path, json=body, headers=headers)
                if response.is_success:
                    return response
                error = self._calls.error(response)
            except httpx.TransportError as problem:
                error = self._calls.unreachable(problem)
            delay = self._calls.retry.delay(error, attempt)
            if delay is None:
                raise error
            time.sleep(delay)
            attempt += 1

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


class AsyncHumanizerClient:
    """The same API from asyncio code."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 120.0,
        retry: RetryPolicy | None = None,
        http: httpx.AsyncClient | None = None,
    ) -> None:
        self._calls = _Calls(api_key, retry)
        self._http = http or httpx.AsyncClient(base_url=base_url, timeout=timeout)

    async def humanize(
        self,
        text: str,
        *,
        tone: str | None = None,
        language: str | None = None,
        idempotency_key: str | None = None,
    ) -> Humanized:
        body, headers = self._calls.humanize_request(text, tone, language, idempotency_key)
        return self._calls.humanized(await self._send("POST", "/api/v1/humanize", body, headers))

    async def usage(self) -> Usage:
        response = await self._send("GET", "/api/v1/usage", None, self._calls.headers)
        return Usage.model_validate(response.json())

    async def _send(
        self, method: str, path: str, body: dict[str, Any] | None, headers: dict[str, str]
    ) -> httpx.Response:
        attempt = 0
        while True:
            try:
                response = await self._http.request(method, path, json=body, headers=headers)
                if response.is_success:
                    return response
                error = self._calls.error(response)
            except httpx.TransportError as problem:
                error = self._calls.unreachable(problem)
            delay = self._calls.retry.delay(error, attempt)
            if delay is None:
                raise error
            await asyncio.sleep(delay)
            attempt += 1

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.aclose()
