"""GET /api/v1/usage (DECISIONS.md §8): what is left of the month and of the rate window.

A client checks its balance here before sending work, so the call is not itself rate-limited:
it reads the window without counting a hit.
"""

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from humanizer.accounts.ledger import Ledger
from humanizer.accounts.service import Accounts
from humanizer.api.auth import SECURITY, authenticate, rate_bucket
from humanizer.api.quota import quota_headers, rfc3339
from humanizer.api.schemas import ErrorBody, Usage
from humanizer.limits.base import RateLimiter

_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorBody, "description": "missing_api_key, invalid_api_key"},
    403: {"model": ErrorBody, "description": "plan_forbidden: the free plan has no API access"},
    503: {
        "model": ErrorBody,
        "description": "service_unavailable: the database or Redis cannot be reached",
    },
}


def create_usage_router(accounts: Accounts, limiter: RateLimiter, ledger: Ledger) -> APIRouter:
    router = APIRouter()

    @router.get(
        "/api/v1/usage",
        response_model=Usage,
        responses=_ERRORS,
        openapi_extra={"security": SECURITY},
        summary="The month's word quota and the rate window, as they stand",
    )
    async def usage(request: Request) -> JSONResponse:
        caller = await authenticate(request, accounts)
        plan = caller.plan
        quota = caller.quota or ledger.status(caller.account_id, plan)
        body: dict[str, Any] = {
            "plan": plan.name,
            "words_per_month": quota.limit,
            "words_used": quota.used,
            "words_left": quota.remaining,
            "resets_at": rfc3339(quota.resets_at),
            "rate_limit": None,
        }
        headers = quota_headers(quota)
        if plan.rate_limit is not None:
            window = await limiter.peek(rate_bucket(caller), plan.rate_limit)
            body["rate_limit"] = {
                "requests": window.limit,
                "window_seconds": plan.rate_limit.window_seconds,
                "remaining": window.remaining,
                "reset": window.reset_seconds,
            }
            headers.update(window.headers())
        return JSONResponse(body, headers=headers)

    return router
