"""Prometheus metrics at /metrics, over real HTTP against `humanizer serve`: off without
HUMANIZER_METRICS_TOKEN, hidden without the token, the counts of real requests and real faults,
and the sum over `--workers 2` (a killed worker's counts kept, its live gauge dropped)."""

import json
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families

from humanizer.counting import count_words
from tests.support.server import Environment, Server, free_port, running

TOKEN = "scrape-token-for-the-tests"
SCRAPE = {"Authorization": f"Bearer {TOKEN}"}
TEXT = "Cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."
LONG_TEXT = " ".join(["palabra"] * 120)  # more than the tiny plan's 100 words a month


def scrape(server: Server) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    """Every sample of /metrics, by name and labels."""
    response = httpx.get(f"{server.url}/metrics", timeout=30, headers=SCRAPE)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain")
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(response.text)
        for sample in family.samples
    }


def value(
    samples: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str
) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def post(server: Server, key: str, text: str = TEXT, **body: str) -> httpx.Response:
    return httpx.post(
        f"{server.url}/api/v1/humanize",
        headers={"Authorization": f"Bearer {key}"},
        json={"text": text, **body},
        timeout=30,
    )


@pytest.fixture
def environment(tmp_path: Path) -> Environment:
    return Environment(data_dir=tmp_path, extra={"HUMANIZER_METRICS_TOKEN": TOKEN})


def test_without_a_token_configured_there_are_no_metrics(tmp_path: Path) -> None:
    with running(Environment(data_dir=tmp_path)) as server:
        for headers in ({}, {"Authorization": "Bearer"}, {"Authorization": "Bearer anything"}):
            response = httpx.get(f"{server.url}/metrics", timeout=30, headers=headers)
            assert response.status_code == 404
            assert response.json()["error"]["code"] == "not_found"


def test_the_metrics_need_the_token(environment: Environment) -> None:
    with running(environment) as server:
        for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}):
            response = httpx.get(f"{server.url}/metrics", timeout=30, headers=headers)
            assert response.status_code == 404, headers
            assert "humanizer_" not in response.text
        assert "/metrics" not in httpx.get(f"{server.url}/openapi.json", timeout=30).json()["paths"]
        assert scrape(server)


def test_requests_engine_words_and_refusals_are_counted(environment: Environment) -> None:
    key = environment.account_with_key("counted@example.com", "basic")  # 6 requests per 30 s
    tiny = environment.account_with_key("tiny@example.com", "tiny")  # 100 words a month
    with running(environment) as server:
        assert post(server, key, tone="academic", language="en").status_code == 200
        for _ in range(5):
            assert post(server, key).status_code == 200
        assert post(server, key).status_code == 429
        assert post(server, tiny, LONG_TEXT).status_code == 402
        assert post(server, "hmz_not-a-key-at-all").status_code == 401
        assert (
            httpx.get(f"{server.url}/invite/a-secret-looking-token", timeout=30).status_code == 404
        )
        assert httpx.get(f"{server.url}/no/such/page", timeout=30).status_code == 404
        text = httpx.get(f"{server.url}/metrics", timeout=30, headers=SCRAPE).text
        samples = scrape(server)

    requests = "humanizer_http_requests_total"
    humanize = {"route": "/api/v1/humanize", "method": "POST"}
    assert value(samples, requests, **humanize, status="200") == 6
    assert value(samples, requests, **humanize, status="429") == 1
    assert value(samples, requests, **humanize, status="402") == 1
    assert value(samples, requests, **humanize, status="401") == 1
    # Route templates, never raw paths: the series stay few whatever clients send.
    assert value(samples, requests, route="/invite/{token}", method="GET", status="404") == 1
    assert value(samples, requests, route="unmatched", method="GET", status="404") == 1
    assert "a-secret-looking-token" not in text and "/no/such/page" not in text
    latency = "humanizer_http_request_duration_seconds_count"
    assert value(samples, latency, **humanize) == 9

    engine = "humanizer_engine_duration_seconds_count"
    assert value(samples, engine, engine="builtin", language="es", tone="casual") == 5
    assert value(samples, engine, engine="builtin", language="en", tone="academic") == 1
    assert value(samples, "humanizer_words_charged_total", channel="api") == 6 * count_words(TEXT)
    refusals = "humanizer_refusals_total"
    assert value(samples, refusals, reason="rate_limited", channel="api") == 1
    assert value(samples, refusals, reason="quota_exceeded", channel="api") == 1
    # the scrape itself is the one request in progress
    assert value(samples, "humanizer_http_requests_in_progress") == 1


def test_an_unreachable_redis_is_counted(tmp_path: Path) -> None:
    dead_redis = f"redis://127.0.0.1:{free_port()}/0"
    environment = Environment(
        data_dir=tmp_path, redis_url=dead_redis, extra={"HUMANIZER_METRICS_TOKEN": TOKEN}
    )
    key = environment.account_with_key("redis@example.com", "basic")
    with running(environment) as server:
        assert post(server, key).status_code == 503
        samples = scrape(server)
    assert value(samples, "humanizer_backing_service_errors_total", service="redis") == 1
    humanize = {"route": "/api/v1/humanize", "method": "POST", "status": "503"}
    assert value(samples, "humanizer_http_requests_total", **humanize) == 1


@pytest.mark.parametrize("fallback", ["1", "0"])
def test_a_model_server_that_is_down_is_a_fallback_or_an_engine_failure(
    tmp_path: Path, fallback: str
) -> None:
    environment = Environment(
        data_dir=tmp_path,
        extra={
            "HUMANIZER_METRICS_TOKEN": TOKEN,
            "HUMANIZER_ENGINE": "llm",
            "HUMANIZER_LLM_BASE_URL": f"http://127.0.0.1:{free_port()}",  # nothing listens
            "HUMANIZER_LLM_MODEL": "any",
            "HUMANIZER_LLM_FALLBACK": fallback,
        },
    )
    key = environment.account_with_key("llm@example.com", "basic")
    with running(environment) as server:
        status = post(server, key).status_code
        samples = scrape(server)
    assert value(samples, "humanizer_llm_requests_total") == 1
    assert value(samples, "humanizer_llm_server_fallbacks_total") == 1
    failures = value(samples, "humanizer_engine_failures_total", engine="llm", reason="unavailable")
    if fallback == "1":
        assert (status, failures) == (200, 0)  # rewritten by the built-in engine
    else:
        assert (status, failures) == (503, 1)


def worker_pids(server: Server) -> set[int]:
    """The uvicorn workers that answered, from the request lines of the log.

    Only whole lines count: a worker may be writing the last one while the test reads the file.
    """
    pids = set()
    text = server.log.read_text()
    for line in text[: text.rfind("\n") + 1].splitlines():
        if line.startswith("{"):
            entry = json.loads(line)
            if entry.get("message") == "request":
                pids.add(int(entry["pid"]))
    return pids


@pytest.fixture
def two_workers(environment: Environment) -> Iterator[Server]:
    with running(environment, "--workers", "2") as server:
        yield server


# Requests the tests count: a path no route matches (start_server's own checks go to /healthz).
COUNTED = {"route": "unmatched", "method": "GET", "status": "404"}


def counted_request(server: Server) -> None:
    # a new connection each time: the workers take turns at accepting them
    assert httpx.get(f"{server.url}/counted", timeout=30).status_code == 404


def test_the_counts_of_two_workers_add_up(environment: Environment, two_workers: Server) -> None:
    server = two_workers
    sent = 0
    while len(worker_pids(server)) < 2 and sent < 400:
        counted_request(server)
        sent += 1
    assert len(worker_pids(server)) == 2, "both workers answered"
    assert value(scrape(server), "humanizer_http_requests_total", **COUNTED) == sent

    # A worker killed outright: uvicorn starts another; the dead one's counts stay in the sum,
    # its live gauge goes.
    victim = min(worker_pids(server))
    os.kill(victim, signal.SIGKILL)
    directory = next((environment.data_dir / "metrics").iterdir())
    assert (directory / f"gauge_livesum_{victim}.db").exists()
    deadline = time.monotonic() + 60
    while len(worker_pids(server) - {victim}) < 2 and time.monotonic() < deadline:
        counted_request(server)
        sent += 1
    assert len(worker_pids(server) - {victim}) == 2, "a new worker answers"
    samples = scrape(server)
    assert value(samples, "humanizer_http_requests_total", **COUNTED) == sent
    assert value(samples, "humanizer_http_requests_in_progress") == 1
    assert not (directory / f"gauge_livesum_{victim}.db").exists()


def test_each_run_starts_from_zero_in_a_directory_of_its_own(environment: Environment) -> None:
    with running(environment, name="first") as server:
        for _ in range(3):
            counted_request(server)
        first = value(scrape(server), "humanizer_http_requests_total", **COUNTED)
        first_directories = list((environment.data_dir / "metrics").iterdir())
    with running(environment, name="second") as server:
        counted_request(server)
        second = value(scrape(server), "humanizer_http_requests_total", **COUNTED)
        directories = list((environment.data_dir / "metrics").iterdir())
    assert (first, second) == (3, 1)  # the second run counted afresh
    assert len(first_directories) == 1 and len(directories) == 1
    assert directories != first_directories  # the finished run's directory is gone
