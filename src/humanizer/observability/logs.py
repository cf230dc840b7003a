"""Logging set-up: one format (`HUMANIZER_LOG_FORMAT=json|text`) and level for every process.

JSON is one object per line, for a log shipper; text is for a person at a terminal. Neither ever
prints an exception's message, only its type and where it was raised: a message may quote the
customer's text (an exception's arguments often hold the input).
"""

import json
import logging
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

LOG_FORMATS = ("json", "text")
LOG_LEVELS = ("debug", "info", "warning", "error", "critical")


def describe_exception(error: BaseException) -> str:
    """`Type at file:line in function <- …`, innermost first; never the message."""
    frames = traceback.extract_tb(error.__traceback__)
    trail = " <- ".join(f"{Path(f.filename).name}:{f.lineno} in {f.name}" for f in frames[::-1][:8])
    return f"{type(error).__name__} at {trail or 'an unknown place'}"


def _fields(record: logging.LogRecord) -> dict[str, Any]:
    fields: dict[str, Any] = getattr(record, "fields", {})
    return fields


class JsonFormatter(logging.Formatter):
    """A JSON object per record: time (UTC), level, logger, pid, message and the record's
    `fields` (passed as `extra={"fields": {...}}`)."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "pid": record.process,
            "message": record.getMessage(),
            **_fields(record),
        }
        if record.exc_info and record.exc_info[1] is not None:
            entry["error"] = describe_exception(record.exc_info[1])
        return json.dumps(entry, ensure_ascii=False, default=str)


class TextFormatter(logging.Formatter):
    """`time level logger [pid] message key=value …`."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s [%(process)d] %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        fields = " ".join(f"{k}={v}" for k, v in _fields(record).items() if v is not None)
        return f"{line} {fields}" if fields else line

    def formatException(self, ei: Any) -> str:
        error = ei[1]
        return describe_exception(error) if isinstance(error, BaseException) else ""

    def formatStack(self, stack_info: str) -> str:
        return ""


def logging_config(log_format: str, level: str) -> dict[str, Any]:
    """The `logging.config.dictConfig` of the server's processes (uvicorn applies it in every
    worker). Libraries' messages (uvicorn, Alembic, httpx) stay at warning and above: the CLI
    says when it serves, and the request lines replace uvicorn's access log."""
    formatter = JsonFormatter if log_format == "json" else TextFormatter
    quiet = max(logging.WARNING, logging.getLevelName(level.upper()))
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"humanizer": {"()": f"{formatter.__module__}.{formatter.__qualname__}"}},
        "handlers": {
            "stderr": {
                "class": "logging.StreamHandler",
                "formatter": "humanizer",
                "stream": "ext://sys.stderr",
            }
        },
        "root": {"handlers": ["stderr"], "level": level.upper()},
        "loggers": {
            name: {"handlers": [], "propagate": True, "level": quiet}
            for name in ("uvicorn", "uvicorn.error", "alembic", "httpx", "httpcore")
        },
    }
