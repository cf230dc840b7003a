"""GET /metrics: the Prometheus metrics, for a scraper holding `HUMANIZER_METRICS_TOKEN`.

Without the token configured the path does not exist (404); a request without the right
`Authorization: Bearer` token gets the same 404, so that outsiders learn nothing.
"""

import hmac

import anyio
from fastapi import APIRouter, Request, Response
from starlette.exceptions import HTTPException

from humanizer.observability.metrics import exposition


def create_metrics_router(token: str | None) -> APIRouter:
    router = APIRouter(include_in_schema=False)
    expected = f"Bearer {token}".encode() if token else None

    @router.get("/metrics")
    async def metrics(request: Request) -> Response:
        sent = request.headers.get("authorization", "").encode()
        if expected is None or not hmac.compare_digest(sent, expected):
            raise HTTPException(404)
        body, content_type = await anyio.to_thread.run_sync(exposition)
        return Response(body, media_type=content_type, headers={"Cache-Control": "no-store"})

    return router
