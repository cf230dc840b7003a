"""The application factory: wires storage, accounts, limits, engine, API and web pages."""

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import anyio
import sqlalchemy as sa
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

import humanizer
from humanizer import detection
from humanizer.accounts.keys import load_or_create_secret
from humanizer.accounts.ledger import Ledger
from humanizer.accounts.service import Accounts
from humanizer.api.auth import SECURITY_SCHEMES
from humanizer.api.docs import install_docs
from humanizer.api.errors import ApiError, error_response, install_error_handlers
from humanizer.api.examples import add_examples, answer_examples
from humanizer.api.humanize import create_humanize_router
from humanizer.api.metrics import create_metrics_router
from humanizer.api.middleware import RequestContextMiddleware
from humanizer.api.usage import create_usage_router
from humanizer.engine.registry import create_engine
from humanizer.humanizing import Humanizer
from humanizer.limits.base import RateLimiter
from humanizer.limits.database import DatabaseRateLimiter
from humanizer.limits.memory import MemoryRateLimiter
from humanizer.limits.redis import RedisRateLimiter
from humanizer.observability.metrics import mark_this_process_dead
from humanizer.plans import load_plans
from humanizer.settings import Settings
from humanizer.storage.database import create_db_engine, database_is_ready
from humanizer.web.error_pages import install_error_pages, render_error_page
from humanizer.web.mail import Mailer, smtp_server
from humanizer.web.routes import WebServices, create_web_router, install_web_handlers
from humanizer.web.sessions import Sessions

log = logging.getLogger("humanizer")

STATIC = Path(__file__).resolve().parent.parent / "web" / "static"


class UnknownRateLimiter(ValueError):
    """HUMANIZER_RATE_LIMITER names no limiter, or one whose settings are missing."""


def create_limiter(settings: Settings, db: sa.Engine) -> RateLimiter:
    kind = settings.effective_rate_limiter
    if kind == "memory":
        return MemoryRateLimiter()
    if kind == "redis":
        if not settings.redis_url:
            raise UnknownRateLimiter("HUMANIZER_RATE_LIMITER=redis needs HUMANIZER_REDIS_URL")
        return RedisRateLimiter(settings.redis_url, prefix=settings.redis_prefix)
    if kind == "database":
        return DatabaseRateLimiter(db)
    raise UnknownRateLimiter(f"HUMANIZER_RATE_LIMITER={kind!r} is not memory, database or redis")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings.from_env()
    db = create_db_engine(
        settings.effective_database_url, settings.db_pool_size, settings.db_max_overflow
    )
    plans = load_plans(settings.plans_file)
    secret = load_or_create_secret(settings)
    accounts = Accounts(db, secret, plans)
    ledger = Ledger(db)
    limiter = create_limiter(settings, db)
    engine = create_engine(settings)
    humanizer_ = Humanizer(engine, ledger, settings.engine_timeout_seconds)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await engine.warm_up()
        await anyio.to_thread.run_sync(detection.warm_up)
        if engine.name == "builtin":  # its answers are the same every time: show them
            app.state.answer_examples = await answer_examples(engine)
        yield
        await engine.aclose()
        await limiter.aclose()
        db.dispose()
        mark_this_process_dead()

    app = FastAPI(
        title="Humanizer API",
        version=humanizer.__version__,
        description="Rewrites text in six languages so that it reads as written by a person.",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
    )
    app.add_middleware(
        RequestContextMiddleware,
        max_body_bytes=settings.max_body_bytes,
        error_page=render_error_page,
    )
    install_error_handlers(app)
    install_error_pages(app)
    app.include_router(create_humanize_router(accounts, limiter, humanizer_))
    app.include_router(create_usage_router(accounts, limiter, ledger))
    app.include_router(create_metrics_router(settings.metrics_token))
    _document(app)
    install_docs(app)

    @app.get("/healthz", include_in_schema=False)
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/readyz", include_in_schema=False)
    async def readyz(request: Request) -> JSONResponse:
        checks = {
            "database": await anyio.to_thread.run_sync(database_is_ready, db),
            "rate_limiter": await limiter.is_ready(),
        }
        if all(checks.values()):
            return JSONResponse({"status": "ready", "checks": checks})
        failing = ", ".join(name for name, ok in checks.items() if not ok)
        return error_response(request, ApiError(503, "not_ready", f"Not reachable: {failing}."))

    web = WebServices(
        accounts=accounts,
        ledger=ledger,
        plans=plans,
        humanizer=humanizer_,
        limiter=limiter,
        sessions=Sessions(db, timedelta(hours=settings.session_hours)),
        secret=secret,
        secure_cookies=settings.cookie_secure,
        mailer=_mailer(settings),
        public_url=settings.public_url,
    )
    app.include_router(create_web_router(web))
    install_web_handlers(app)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    app.state.accounts = accounts
    app.state.ledger = ledger
    app.state.engine = engine
    return app


def _mailer(settings: Settings) -> Mailer | None:
    """The SMTP server's mailer when e-mail confirmation is on (HUMANIZER_SMTP_URL)."""
    server = smtp_server(settings)
    return Mailer(server) if server else None


def _document(app: FastAPI) -> None:
    """Adds to the OpenAPI document the Bearer API key scheme (the routes read the header
    themselves, so FastAPI would not declare it) and the examples of every call and error."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = generate()
            schema.setdefault("components", {})["securitySchemes"] = SECURITY_SCHEMES
            add_examples(schema, getattr(app.state, "answer_examples", {}))
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
