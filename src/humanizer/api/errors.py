"""The error contract (DECISIONS.md §1): every non-2xx answer is
`{"error": {"code", "message", "request_id"}}`, from every route — except that a browser asking
for a page outside /api/ gets an HTML page instead (`wants_html_page`, README "Web application").
"""

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import Scope

log = logging.getLogger("humanizer.api")


class ApiError(Exception):
    """An answer other than 200, with its stable code and a message for people."""

    def __init__(
        self, status: int, code: str, message: str, headers: dict[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers or {}


def error_body(code: str, message: str, request_id: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "request_id": request_id}}


def request_id_of(request: Request) -> str:
    return str(request.scope.get("state", {}).get("request_id", ""))


def error_response(request: Request, error: ApiError) -> JSONResponse:
    return JSONResponse(
        error_body(error.code, error.message, request_id_of(request)),
        status_code=error.status,
        headers=error.headers,
    )


_STATUS_CODES = {
    400: ("bad_request", "The request is malformed."),
    404: ("not_found", "There is nothing at this path. The API lives at POST /api/v1/humanize."),
    405: ("method_not_allowed", "This path does not accept that method."),
    413: ("payload_too_large", "The request body is too large."),
}


def wants_html_page(scope: Scope) -> bool:
    """A browser asking for a page: a path outside /api/ and an Accept header naming text/html.
    Programs (no such Accept header) and everything under /api/ keep the JSON body."""
    if str(scope.get("path", "")).startswith("/api/"):
        return False
    for name, value in scope.get("headers", []):
        if name == b"accept":
            return b"text/html" in value.lower()
    return False


def http_error(error: StarletteHTTPException) -> ApiError:
    """The §1 code and message of a routing error (404, 405, …)."""
    code, message = _STATUS_CODES.get(error.status_code, ("http_error", str(error.detail)))
    if error.status_code == 405:
        allowed = (error.headers or {}).get("Allow") or (error.headers or {}).get("allow")
        if allowed:
            message = f"This path accepts only {allowed}."
    headers = {k: v for k, v in (error.headers or {}).items() if k.lower() == "allow"}
    return ApiError(error.status_code, code, message, headers)


INVALID_FIELDS = ApiError(400, "invalid_field", "The request's fields are not valid.")


def install_error_handlers(app: FastAPI) -> None:
    async def on_api_error(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, ApiError)
        return error_response(request, error)

    async def on_http_error(request: Request, error: Exception) -> JSONResponse:
        assert isinstance(error, StarletteHTTPException)
        return error_response(request, http_error(error))

    async def on_validation_error(request: Request, error: Exception) -> JSONResponse:
        return error_response(request, INVALID_FIELDS)

    app.add_exception_handler(ApiError, on_api_error)
    app.add_exception_handler(StarletteHTTPException, on_http_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
