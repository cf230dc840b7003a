"""The service's Prometheus metrics, and their text exposition for /metrics.

Labels take few values (a route template, never a raw path; a language, a tone, a channel), so
the number of series stays bounded whatever clients send. Under `humanizer serve` every process
writes its counts into the run's directory (metrics_dir.py) and /metrics sums them, whichever
worker answers it; elsewhere (tests, tools) the counts live in the process.
"""

import os
from pathlib import Path

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

from humanizer.observability.metrics_dir import ENVIRONMENT_VARIABLE

_SECONDS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)

REQUESTS = Counter(
    "humanizer_http_requests",
    "HTTP requests answered, by route template, method and status.",
    ["route", "method", "status"],
)
REQUEST_SECONDS = Histogram(
    "humanizer_http_request_duration_seconds",
    "Time from a request's arrival to the end of its answer, by route template and method.",
    ["route", "method"],
    buckets=_SECONDS,
)
IN_PROGRESS = Gauge(
    "humanizer_http_requests_in_progress",
    "Requests being answered now, over the live processes.",
    multiprocess_mode="livesum",
)
ENGINE_SECONDS = Histogram(
    "humanizer_engine_duration_seconds",
    "Time the engine took for a rewrite that finished, by engine, language and tone.",
    ["engine", "language", "tone"],
    buckets=_SECONDS,
)
ENGINE_FAILURES = Counter(
    "humanizer_engine_failures",
    "Rewrites that failed (503 engine_unavailable, nothing charged), by engine and reason: "
    "timeout (the service's time limit) or unavailable (a worker stopped, the model server "
    "is down).",
    ["engine", "reason"],
)
WORDS_CHARGED = Counter(
    "humanizer_words_charged",
    "Words deducted from the accounts' monthly quotas, by channel (api, web).",
    ["channel"],
)
REFUSALS = Counter(
    "humanizer_refusals",
    "Requests refused by a limit, by reason (quota_exceeded, text_too_long, rate_limited, "
    "sign_in_throttled, sign_up_throttled) and channel (api, web).",
    ["reason", "channel"],
)
LIMIT_REASONS = frozenset(
    ("quota_exceeded", "text_too_long", "rate_limited", "sign_in_throttled", "sign_up_throttled")
)
BACKING_SERVICE_ERRORS = Counter(
    "humanizer_backing_service_errors",
    "Requests answered 503 because the database or Redis could not be reached, by service.",
    ["service"],
)
LLM_REQUESTS = Counter("humanizer_llm_requests", "Rewrites sent to the LLM engine.")
LLM_CHUNKS = Counter("humanizer_llm_chunks", "Chunks sent to the model server.")
LLM_RETRIES = Counter(
    "humanizer_llm_retries", "Chunks sent a second time after the guardrails rejected them."
)
LLM_REJECTIONS = Counter(
    "humanizer_llm_rejections",
    "Model answers the guardrails rejected, by problem (facts, language, length, structure, "
    "meaning).",
    ["problem"],
)
LLM_CHUNKS_REPLACED = Counter(
    "humanizer_llm_chunks_replaced",
    "Chunks rejected twice and rewritten by the built-in engine instead.",
)
LLM_SERVER_FALLBACKS = Counter(
    "humanizer_llm_server_fallbacks",
    "Rewrites for which the model server was down or timed out (then rewritten by the built-in "
    "engine, or 503 with HUMANIZER_LLM_FALLBACK=0).",
)


def count_refusal(reason: str, channel: str) -> None:
    """Counts a refusal by a limit; other refusals (an engine failure, …) are counted elsewhere."""
    if reason in LIMIT_REASONS:
        REFUSALS.labels(reason, channel).inc()


def current(metric: Counter, **labels: str) -> float:
    """This process's count of `metric` with the `labels` given, summed over the other labels
    (tests and bench/llm.py read differences)."""
    total = 0.0
    for family in metric.collect():
        for sample in family.samples:
            if sample.name.endswith("_total") and all(
                sample.labels.get(name) == value for name, value in labels.items()
            ):
                total += sample.value
    return total


def exposition() -> tuple[bytes, str]:
    """The metrics in Prometheus' text format, and its content type: the sum over the run's
    processes under `humanizer serve`, this process's own counts otherwise."""
    directory = os.environ.get(ENVIRONMENT_VARIABLE)
    if not directory:
        return generate_latest(REGISTRY), CONTENT_TYPE_LATEST
    mark_dead_processes(Path(directory))
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry, path=directory)  # type: ignore[no-untyped-call]
    return generate_latest(registry), CONTENT_TYPE_LATEST


def mark_dead_processes(directory: Path) -> None:
    """Drops the live gauges of processes that are gone (a worker killed and restarted): their
    requests in progress ended with them. Their counters stay: totals never go down."""
    for path in directory.glob("gauge_live*_*.db"):
        pid = path.stem.rpartition("_")[2]
        if pid.isdigit() and not _alive(int(pid)):
            multiprocess.mark_process_dead(int(pid), str(directory))  # type: ignore[no-untyped-call]


def mark_this_process_dead() -> None:
    directory = os.environ.get(ENVIRONMENT_VARIABLE)
    if directory:
        multiprocess.mark_process_dead(os.getpid(), directory)  # type: ignore[no-untyped-call]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
