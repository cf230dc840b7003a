"""HTML error pages for browsers: a person who mistypes an address, or meets a failure, gets a
page of the site with one plain sentence, not the API's JSON. Only requests that `wants_html_page`
(outside /api/, `Accept: text/html`) get them; everyone else keeps the JSON of DECISIONS.md §1."""

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from humanizer.api.errors import INVALID_FIELDS, error_response, http_error, wants_html_page
from humanizer.web.templating import TEMPLATES

# status → (heading, sentence); the sentences say what happened and what to do next.
PAGE_TEXT = {
    400: ("Something is missing", "The form was not filled in as expected. Go back and try again."),
    403: ("Not allowed", "This page cannot be used from here. Start again from the home page."),
    404: (
        "Page not found",
        "There is no page at this address. Check the address, or start from the home page.",
    ),
    405: ("Not allowed", "This page cannot be used that way. Start again from the home page."),
    413: ("Too large", "What was sent is too large. Shorten the text and try again."),
    500: (
        "Something went wrong",
        "An unexpected error occurred on our side. Nothing was charged. Please try again.",
    ),
    503: (
        "Service unavailable",
        "The service is briefly unavailable. Nothing was charged. Please try again in a moment.",
    ),
}


def render_error_page(status: int, request_id: str) -> bytes:
    """The page for `status`; needs no request, database or session, so that the middleware can
    answer with it when those are what failed."""
    heading, message = PAGE_TEXT.get(status, ("Something went wrong", PAGE_TEXT[500][1]))
    html = TEMPLATES.get_template("error.html").render(
        code=status, heading=heading, message=message, request_id=request_id
    )
    return html.encode()


def install_error_pages(app: FastAPI) -> None:
    """Routing errors (404, 405) and unreadable forms (400) as pages for browsers, as JSON for
    everyone else. Call after `install_error_handlers`: these handlers replace its two."""

    def page(request: Request, status: int, headers: dict[str, str]) -> Response:
        request_id = str(request.scope.get("state", {}).get("request_id", ""))
        return HTMLResponse(render_error_page(status, request_id), status, headers=headers)

    async def on_http_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, StarletteHTTPException)
        answer = http_error(error)
        if wants_html_page(request.scope):
            return page(request, answer.status, answer.headers)
        return error_response(request, answer)

    async def on_validation_error(request: Request, error: Exception) -> Response:
        if wants_html_page(request.scope):
            return page(request, 400, {})
        return error_response(request, INVALID_FIELDS)

    app.add_exception_handler(StarletteHTTPException, on_http_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
