"""Configuration, read once from the `HUMANIZER_*` environment variables.

Every command and the server read the same variables, so that an operator configures the service
in one place. Defaults give the embedded set-up: SQLite in a data directory, in-process limits and
the built-in engine.
"""

import os
from dataclasses import dataclass, field
from pathlib import Path


def _default_data_dir() -> Path:
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg else Path.home() / ".local" / "share"
    return base / "humanizer"


def _env(name: str, default: str | None = None) -> str | None:
    value = os.environ.get(f"HUMANIZER_{name}")
    return value if value not in (None, "") else default


@dataclass(frozen=True)
class Settings:
    """The service's configuration. Build it with `Settings.from_env()`."""

    data_dir: Path = field(default_factory=_default_data_dir)
    database_url: str | None = None
    # PostgreSQL connections per process: kept open, and opened beyond that at peaks.
    db_pool_size: int = 20
    db_max_overflow: int = 20
    redis_url: str | None = None
    # Every Redis key the service writes starts with this, so that deployments (or test runs)
    # can share one Redis database without touching each other's keys.
    redis_prefix: str = "humanizer:"
    # "memory" (one process), "database" (several workers sharing the database) or "redis".
    # Unset: "redis" when a Redis URL is given, else "memory"; `serve --workers N` picks "database".
    rate_limiter: str | None = None
    secret_key: str | None = None
    plans_file: Path | None = None
    engine: str = "builtin"
    engine_timeout_seconds: float = 30.0
    # Processes of the built-in engine (0: one per core).
    engine_workers: int = 0
    max_body_bytes: int = 1024 * 1024
    # Addresses of reverse proxies whose X-Forwarded-For / -Proto are believed ("" : none).
    trusted_proxies: str = ""
    first_start_account: bool = True
    session_hours: float = 24 * 7
    cookie_secure: bool = False
    # Where people reach the web application: the base of `accounts invite` links.
    public_url: str = "http://127.0.0.1:8000"
    # E-mail confirmation of web sign-ups: on when an SMTP server is named (see humanizer.web.mail).
    smtp_url: str | None = None
    mail_from: str | None = None
    # Logs: "json" (one object per line) or "text"; a logging level name.
    log_format: str = "json"
    log_level: str = "info"
    # Bearer token of GET /metrics (None: no metrics endpoint, 404).
    metrics_token: str | None = None
    # LLM engine (HUMANIZER_ENGINE=llm)
    llm_base_url: str | None = None
    llm_model: str | None = None
    llm_api_key: str | None = None
    llm_timeout_seconds: float = 60.0
    llm_concurrency: int = 4
    llm_chunk_tokens: int = 1200
    llm_fallback: bool = True

    @classmethod
    def from_env(cls) -> "Settings":
        data_dir = _env("DATA_DIR")
        plans_file = _env("PLANS_FILE")
        return cls(
            data_dir=Path(data_dir) if data_dir else _default_data_dir(),
            database_url=_env("DATABASE_URL"),
            db_pool_size=int(_env("DB_POOL_SIZE", "20") or 20),
            db_max_overflow=int(_env("DB_MAX_OVERFLOW", "20") or 20),
            redis_url=_env("REDIS_URL"),
            redis_prefix=_env("REDIS_PREFIX", "humanizer:") or "humanizer:",
            rate_limiter=_env("RATE_LIMITER"),
            secret_key=_env("SECRET_KEY"),
            plans_file=Path(plans_file) if plans_file else None,
            engine=_env("ENGINE", "builtin") or "builtin",
            engine_timeout_seconds=float(_env("ENGINE_TIMEOUT", "30") or 30),
            engine_workers=int(_env("ENGINE_WORKERS", "0") or 0),
            max_body_bytes=int(_env("MAX_BODY_BYTES", str(1024 * 1024)) or 1024 * 1024),
            trusted_proxies=_env("TRUSTED_PROXIES", "") or "",
            first_start_account=_flag(_env("FIRST_START_ACCOUNT", "1")),
            session_hours=float(_env("SESSION_HOURS", "168") or 168),
            cookie_secure=_flag(_env("COOKIE_SECURE", "0")),
            public_url=_env("PUBLIC_URL", "http://127.0.0.1:8000") or "http://127.0.0.1:8000",
            smtp_url=_env("SMTP_URL"),
            mail_from=_env("MAIL_FROM"),
            log_format=(_env("LOG_FORMAT", "json") or "json").strip().lower(),
            log_level=(_env("LOG_LEVEL", "info") or "info").strip().lower(),
            metrics_token=_env("METRICS_TOKEN"),
            llm_base_url=_env("LLM_BASE_URL"),
            llm_model=_env("LLM_MODEL"),
            llm_api_key=_env("LLM_API_KEY"),
            llm_timeout_seconds=float(_env("LLM_TIMEOUT", "60") or 60),
            llm_concurrency=int(_env("LLM_CONCURRENCY", "4") or 4),
            llm_chunk_tokens=int(_env("LLM_CHUNK_TOKENS", "1200") or 1200),
            llm_fallback=_flag(_env("LLM_FALLBACK", "1")),
        )

    @property
    def effective_database_url(self) -> str:
        """The configured database, or the SQLite file in the data directory."""
        return self.database_url or f"sqlite:///{self.data_dir / 'humanizer.db'}"

    @property
    def effective_rate_limiter(self) -> str:
        if self.rate_limiter:
            return self.rate_limiter
        return "redis" if self.redis_url else "memory"

    @property
    def uses_embedded_database(self) -> bool:
        return self.database_url is None


def _flag(value: str | None) -> bool:
    return (value or "").strip().lower() not in ("0", "false", "no", "off", "")
