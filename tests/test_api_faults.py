"""Real faults behind a running `humanizer serve`: an engine that refuses connections or never
answers (503, nothing charged), an unreachable Redis (readiness 503, requests 503 with Retry-After
that reveal nothing), and the request id on every kind of answer."""

import socket
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.server import Environment, free_port, running
from tests.test_concurrency import ledger_rows

TEXT = "Cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A TCP port that accepts connections (the kernel's backlog) and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        listener.close()


def llm_engine_at(tmp_path: Path, base_url: str) -> Environment:
    """The LLM engine pointed at `base_url`, without its built-in fallback, and a 1 s limit."""
    return Environment(
        data_dir=tmp_path,
        extra={
            "HUMANIZER_ENGINE": "llm",
            "HUMANIZER_LLM_BASE_URL": base_url,
            "HUMANIZER_LLM_MODEL": "any",
            "HUMANIZER_LLM_FALLBACK": "0",
            "HUMANIZER_ENGINE_TIMEOUT": "1",
        },
    )


@pytest.mark.parametrize("fault", ["refuses connections", "never answers"])
def test_engine_failure_is_503_and_charges_nothing(
    tmp_path: Path, fault: str, request: pytest.FixtureRequest
) -> None:
    if fault == "refuses connections":
        base_url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    else:
        base_url = request.getfixturevalue("silent_server")
    environment = llm_engine_at(tmp_path, base_url)
    key = environment.account_with_key("engine@example.com", "basic")
    with running(environment) as server:
        response = httpx.post(
            f"{server.url}/api/v1/humanize",
            headers={"Authorization": f"Bearer {key}"},
            json={"text": TEXT},
            timeout=30,
        )
        assert response.elapsed.total_seconds() < 10
        usage = environment.cli("usage", "engine@example.com").stdout
    assert response.status_code == 503, response.text
    error = response.json()["error"]
    assert error["code"] == "engine_unavailable"
    assert "Nothing was charged" in error["message"]
    if fault == "never answers":
        assert "within 1 s" in error["message"]  # the service's own time limit struck
    assert error["request_id"] == response.headers["x-request-id"]
    assert response.headers["x-ratelimit-remaining"] == "5"  # the call counted towards the limit
    assert ledger_rows(environment) == 0
    assert "used\t0" in usage


def test_unreachable_redis_gives_503_with_retry_after_and_reveals_nothing(
    tmp_path: Path,
) -> None:
    dead_redis = f"redis://127.0.0.1:{free_port()}/0"
    environment = Environment(data_dir=tmp_path, redis_url=dead_redis)
    key = environment.account_with_key("redis-down@example.com", "basic")
    with running(environment) as server:
        assert httpx.get(f"{server.url}/healthz").status_code == 200  # the process answers
        ready = httpx.get(f"{server.url}/readyz")
        response = httpx.post(
            f"{server.url}/api/v1/humanize",
            headers={"Authorization": f"Bearer {key}"},
            json={"text": TEXT},
            timeout=30,
        )
        logged = server.log.read_text()
    assert ready.status_code == 503
    assert ready.json()["error"]["code"] == "not_ready"
    assert "rate_limiter" in ready.json()["error"]["message"]
    assert ready.json()["error"]["request_id"] == ready.headers["x-request-id"]

    assert response.status_code == 503
    assert int(response.headers["retry-after"]) > 0
    error = response.json()["error"]
    assert error["code"] == "service_unavailable"
    assert "Nothing was charged" in error["message"]
    assert error["request_id"] == response.headers["x-request-id"]
    for detail in ("redis", "Redis", "Connection", str(dead_redis.split(":")[2])):
        assert detail not in response.text
    assert error["request_id"] in logged  # the operator can find the cause by the request id
    assert "ConnectionError" in logged
    assert key not in logged
    assert TEXT not in logged and "Miramar" not in logged
    assert ledger_rows(environment) == 0


@pytest.fixture(scope="module")
def server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    environment = Environment(data_dir=Path(tmp_path_factory.mktemp("faults")))
    with running(environment) as server:
        yield server.url


@pytest.mark.parametrize(
    "incoming", [b"", b"has spaces in it", b"x" * 65, "ünïcode".encode(), b'quote"d', b"a/b"]
)
def test_an_unusable_incoming_request_id_is_replaced(server_url: str, incoming: bytes) -> None:
    response = httpx.get(f"{server_url}/healthz", headers={"X-Request-ID": incoming})
    assert response.headers["x-request-id"].encode() != incoming
    assert len(response.headers["x-request-id"]) == 32


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("GET", "/healthz", 200),
        ("GET", "/nowhere", 404),
        ("GET", "/api/v1/humanize", 405),
        ("POST", "/api/v1/humanize", 401),
    ],
)
def test_every_answer_has_a_request_id(
    server_url: str, method: str, path: str, status: int
) -> None:
    response = httpx.request(method, f"{server_url}{path}")
    assert response.status_code == status
    assert len(response.headers["x-request-id"]) == 32
    if status >= 400:
        assert response.json()["error"]["request_id"] == response.headers["x-request-id"]


def test_method_not_allowed_says_which_method_is(server_url: str) -> None:
    response = httpx.get(f"{server_url}/api/v1/humanize")
    assert response.headers["allow"] == "POST"
    assert "POST" in response.json()["error"]["message"]
