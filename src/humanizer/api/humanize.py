"""POST /api/v1/humanize, with the checks in DECISIONS.md §2's order:
401 → 403 → 429 → 400 → 402 (text_too_long) → 402 (quota_exceeded) → rewrite → 200."""

import hashlib
import json
import re
import time
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from starlette.types import Receive, Scope, Send

from humanizer.accounts.ledger import IdempotencyKey, Ledger, QuotaStatus
from humanizer.accounts.service import Accounts, Caller
from humanizer.api.auth import SECURITY, authenticate, rate_bucket
from humanizer.api.errors import ApiError, error_body
from humanizer.api.quota import quota_headers
from humanizer.api.schemas import ErrorBody, HumanizeRequest, HumanizeResponse
from humanizer.counting import has_words
from humanizer.humanizing import Humanized, Humanizer, HumanizeRefused
from humanizer.limits.base import RateLimiter
from humanizer.observability.metrics import count_refusal
from humanizer.observability.requests import note
from humanizer.options import DEFAULT_LANGUAGE, DEFAULT_TONE, Language, Tone

MIN_TEXT_CHARACTERS = 10
_TONES = ", ".join(t.value for t in Tone)
_LANGUAGES = ", ".join(language.value for language in Language)

_ERRORS: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorBody, "description": description}
    for status, description in {
        400: "invalid_json, invalid_field, text_too_short, no_words, invalid_tone, "
        "unsupported_language",
        401: "missing_api_key, invalid_api_key",
        402: "text_too_long (over the plan's character limit), quota_exceeded",
        403: "plan_forbidden: the free plan does not include the API",
        405: "method_not_allowed",
        413: "payload_too_large: body over 1 MiB",
        409: "idempotency_key_reused: the Idempotency-Key came with another request",
        429: "rate_limited: more than the plan's requests in its rolling window",
        500: "internal_error",
        503: "engine_unavailable: the engine failed or timed out; service_unavailable: the "
        "database or Redis cannot be reached (Retry-After). Nothing was charged",
    }.items()
}
_REQUEST_BODY = {
    "requestBody": {
        "required": True,
        "content": {"application/json": {"schema": HumanizeRequest.model_json_schema()}},
    },
    "security": SECURITY,
}


def create_humanize_router(
    accounts: Accounts, limiter: RateLimiter, humanizer: Humanizer
) -> APIRouter:
    router = APIRouter()

    @router.post(
        "/api/v1/humanize",
        response_model=HumanizeResponse,
        responses=_ERRORS,
        openapi_extra=_REQUEST_BODY,
        summary="Rewrite a text so that it reads as written by a person",
    )
    async def humanize(request: Request) -> JSONResponse:
        started = time.perf_counter()
        caller = await authenticate(request, accounts)
        rate_headers: dict[str, str] = {}
        rule = caller.plan.rate_limit
        if rule is not None:
            decision = await limiter.hit(rate_bucket(caller), rule)
            rate_headers = decision.headers()
            if not decision.allowed:
                count_refusal("rate_limited", "api")
                retry = max(decision.reset_seconds, 1)
                raise ApiError(
                    429,
                    "rate_limited",
                    f"More than {rule.requests} requests in {rule.window_seconds:g} seconds; "
                    f"retry in {retry} s.",
                    {**rate_headers, "Retry-After": str(retry)},
                )
        try:
            idempotency = _idempotency_key(request)
            text, tone, language = _validate(await request.body())
            note(request.scope, tone=tone.value, language=language.value)
            replay = False
            if idempotency is not None:
                idempotency = IdempotencyKey(idempotency.key, _request_hash(text, tone, language))
                replay = _is_replay(humanizer.ledger, caller.account_id, idempotency)
            result = await humanizer.rewrite(caller, text, tone, language, replay=replay)
        except ApiError as error:
            error.headers.update(rate_headers)
            raise
        except HumanizeRefused as refusal:
            count_refusal(refusal.code, "api")
            raise ApiError(refusal.status, refusal.code, refusal.message, rate_headers) from None
        note(request.scope, words=result.input_words)
        body = {
            "result": result.text,
            "meta": {
                "tone": result.tone.value,
                "language": result.language.value,
                "input_words": result.input_words,
                "output_words": result.output_words,
                "input_tokens": result.input_tokens,
                "output_tokens": result.output_tokens,
                "total_tokens": result.total_tokens,
                "processing_ms": int((time.perf_counter() - started) * 1000),
                "detected_language": _code(result.detected_language),
            },
        }
        if replay:
            note(request.scope, words_charged=0)
            quota = caller.quota or humanizer.ledger.status(caller.account_id, caller.plan)
            headers = {**rate_headers, **quota_headers(quota), "Idempotent-Replayed": "true"}
            return JSONResponse(body, headers=headers)
        return ChargeOnSendResponse(
            body,
            headers=rate_headers,
            charge=lambda: _charge(humanizer, caller, result, idempotency),
            words=result.input_words,
        )

    return router


# The month's quota after a charge, and whether the call was a replay (nothing charged).
Charged = tuple[QuotaStatus, bool]


def _charge(
    humanizer: Humanizer, caller: Caller, result: Humanized, idempotency: IdempotencyKey | None
) -> Charged:
    charged = humanizer.charge(caller, result, "api", idempotency)
    if isinstance(charged, QuotaStatus):
        return charged, False
    return humanizer.ledger.status(caller.account_id, caller.plan), True


def _code(language: Language | None) -> str | None:
    return None if language is None else language.value


class ChargeOnSendResponse(JSONResponse):
    """A 200 whose words are charged at the moment it is sent.

    The body is rendered first; the charge (one short transaction) runs right before the bytes
    are handed to the server, with no await in between. A process killed mid-request has then
    either charged nothing or already written the answer. If concurrent calls spent the quota
    meanwhile, a 402 goes out instead.
    """

    def __init__(
        self,
        content: Any,
        *,
        headers: dict[str, str],
        charge: Callable[[], Charged],
        words: int,
    ) -> None:
        super().__init__(content, headers=headers)
        self._charge = charge
        self._words = words
        self._rate_headers = headers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            quota, replayed = self._charge()
            note(scope, words_charged=0 if replayed else self._words)
            headers = quota_headers(quota)
            if replayed:  # a retry with the same key was charged first
                headers["Idempotent-Replayed"] = "true"
            self.raw_headers += [(k.lower().encode(), v.encode()) for k, v in headers.items()]
        except HumanizeRefused as refusal:
            count_refusal(refusal.code, "api")
            request_id = str(scope.get("state", {}).get("request_id", ""))
            refused = JSONResponse(
                error_body(refusal.code, refusal.message, request_id),
                status_code=refusal.status,
                headers=self._rate_headers,
            )
            await refused(scope, receive, send)
            return
        await super().__call__(scope, receive, send)


def _validate(raw: bytes) -> tuple[str, Tone, Language]:
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise ApiError(400, "invalid_json", "The request body is not valid JSON.") from None
    except RecursionError:
        raise ApiError(400, "invalid_json", "The request body is nested too deeply.") from None
    if not isinstance(data, dict):
        raise ApiError(400, "invalid_json", "The request body must be a JSON object.")
    text = data.get("text")
    if not isinstance(text, str):
        problem = "is missing" if text is None else f"must be a string, not {_json_type(text)}"
        raise ApiError(400, "invalid_field", f"`text` {problem}.")
    for field in ("tone", "language"):
        if field in data and not isinstance(data[field], str):
            raise ApiError(
                400, "invalid_field", f"`{field}` must be a string, not {_json_type(data[field])}."
            )
    for field in ("text", "tone", "language"):
        if isinstance(data.get(field), str) and not _encodable(data[field]):
            raise ApiError(
                400,
                "invalid_field",
                f"`{field}` holds a lone surrogate (a \\ud800–\\udfff escape that is not half of "
                "a pair), which is not a character.",
            )
    stripped = len(text.strip())
    if stripped < MIN_TEXT_CHARACTERS:
        raise ApiError(
            400,
            "text_too_short",
            f"`text` must be at least {MIN_TEXT_CHARACTERS} characters long (got {stripped}).",
        )
    if not has_words(text):
        raise ApiError(
            400, "no_words", "`text` holds no word: nothing to rewrite, and nothing was charged."
        )
    tone_value = data.get("tone", DEFAULT_TONE.value)
    try:
        tone = Tone(tone_value)
    except ValueError:
        raise ApiError(
            400, "invalid_tone", f"`tone` must be one of {_TONES} (got {_shown(tone_value)})."
        ) from None
    language_value = data.get("language", DEFAULT_LANGUAGE.value)
    try:
        language = Language(language_value)
    except ValueError:
        raise ApiError(
            400,
            "unsupported_language",
            f"`language` must be one of {_LANGUAGES} (got {_shown(language_value)}).",
        ) from None
    return text, tone, language


_IDEMPOTENCY_KEY = re.compile(r"[\x21-\x7e]{1,255}")


def _idempotency_key(request: Request) -> IdempotencyKey | None:
    """The `Idempotency-Key` header (DECISIONS.md §8): 1–255 visible ASCII characters."""
    value = request.headers.get("idempotency-key")
    if value is None:
        return None
    if not _IDEMPOTENCY_KEY.fullmatch(value):
        raise ApiError(
            400,
            "invalid_field",
            "`Idempotency-Key` must be 1 to 255 visible ASCII characters (no spaces).",
        )
    return IdempotencyKey(value, "")


def _request_hash(text: str, tone: Tone, language: Language) -> str:
    """What makes two calls the same request: the text, tone and language — hashed, never kept."""
    payload = json.dumps([text, tone.value, language.value], ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _is_replay(ledger: Ledger, account_id: int, idempotency: IdempotencyKey) -> bool:
    """True when the key was charged for this same request; 409 when for another one."""
    earlier = ledger.idempotent_call(account_id, idempotency.key)
    if earlier is None:
        return False
    if earlier.request_hash != idempotency.request_hash:
        raise ApiError(
            409,
            "idempotency_key_reused",
            "This `Idempotency-Key` was used in the last 24 hours with a different request.",
        )
    return True


def _encodable(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(value: str) -> str:
    return json.dumps(value[:40] + ("…" if len(value) > 40 else ""), ensure_ascii=False)


def _json_type(value: object) -> str:
    names = {
        bool: "a boolean",
        int: "a number",
        float: "a number",
        list: "an array",
        dict: "an object",
    }
    return "null" if value is None else names.get(type(value), "another type")
