"""`humanizer.client` against a real `humanizer serve`: typed results, the API's errors as
exceptions, and retries that honour `Retry-After` on 429 and 503."""

import uuid
from collections.abc import Iterator
from datetime import UTC
from pathlib import Path

import httpx
import pytest

from humanizer.client import (
    AsyncHumanizerClient,
    AuthenticationError,
    HumanizerClient,
    HumanizerConnectionError,
    IdempotencyKeyReused,
    InvalidRequest,
    PlanForbidden,
    QuotaExceeded,
    RateLimited,
    RetryPolicy,
    ServiceUnavailable,
    TextTooLong,
)
from humanizer.counting import count_words
from tests.support.server import Environment, Server, free_port, running, start_server

TEXT = "Cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Environment, Server]]:
    environment = Environment(data_dir=Path(tmp_path_factory.mktemp("client")))
    server = start_server(environment)
    yield environment, server
    server.stop()


def key_on(deployment: tuple[Environment, Server], plan: str) -> str:
    return deployment[0].account_with_key(f"{uuid.uuid4().hex[:10]}@example.com", plan)


class Counted:
    """An httpx client that remembers the requests it sent (the client accepts your own)."""

    def __init__(self, base_url: str) -> None:
        self.sent: list[httpx.Request] = []
        self.http = httpx.Client(
            base_url=base_url, timeout=60, event_hooks={"request": [self.sent.append]}
        )


def test_a_call_returns_typed_results(deployment: tuple[Environment, Server]) -> None:
    server = deployment[1]
    with HumanizerClient(server.url, key_on(deployment, "basic")) as client:
        answer = client.humanize(TEXT, tone="professional")
        usage = client.usage()
    assert answer.text and answer.text != TEXT
    assert answer.meta.tone == "professional" and answer.meta.language == "es"
    assert answer.meta.input_words == count_words(TEXT)
    assert answer.meta.detected_language == "es"
    assert answer.quota is not None and answer.quota.limit == 7500
    assert answer.quota.remaining == 7500 - count_words(TEXT)
    assert answer.quota.resets_at.tzinfo is not None
    assert answer.rate_limit is not None and answer.rate_limit.remaining == 5
    assert answer.request_id and not answer.replayed
    assert usage.plan == "basic" and usage.words_left == answer.quota.remaining
    assert usage.resets_at == answer.quota.resets_at.astimezone(UTC)
    assert usage.rate_limit is not None and usage.rate_limit.remaining == 5


def test_every_call_carries_an_idempotency_key_and_yours_is_kept(
    deployment: tuple[Environment, Server],
) -> None:
    server = deployment[1]
    counted = Counted(server.url)
    client = HumanizerClient(server.url, key_on(deployment, "basic"), http=counted.http)
    client.humanize(TEXT)
    client.humanize(TEXT)
    made = [request.headers["idempotency-key"] for request in counted.sent]
    assert len(set(made)) == 2  # one per call: the same text sent twice is two calls
    first = client.humanize(TEXT, idempotency_key="order-17")
    again = client.humanize(TEXT, idempotency_key="order-17")
    assert counted.sent[-1].headers["idempotency-key"] == "order-17"
    assert again.replayed and again.text == first.text
    assert first.quota is not None and again.quota is not None
    assert again.quota.remaining == first.quota.remaining  # charged once
    with pytest.raises(IdempotencyKeyReused) as reused:
        client.humanize(TEXT + " Otra frase.", idempotency_key="order-17")
    assert reused.value.status == 409
    client.close()


def test_api_errors_are_exceptions_named_after_their_codes(
    deployment: tuple[Environment, Server],
) -> None:
    url = deployment[1].url
    cases: list[tuple[str, dict[str, str], type[Exception], str]] = [
        ("hmz_" + "A" * 43, {"text": TEXT}, AuthenticationError, "invalid_api_key"),
        (key_on(deployment, "free"), {"text": TEXT}, PlanForbidden, "plan_forbidden"),
        (key_on(deployment, "basic"), {"text": "corto"}, InvalidRequest, "text_too_short"),
        (key_on(deployment, "basic"), {"text": TEXT, "tone": "x"}, InvalidRequest, "invalid_tone"),
        (key_on(deployment, "basic"), {"text": "palabra " * 700}, TextTooLong, "text_too_long"),
        (key_on(deployment, "tiny"), {"text": "palabra " * 101}, QuotaExceeded, "quota_exceeded"),
    ]
    for key, body, kind, code in cases:
        with HumanizerClient(url, key) as client, pytest.raises(kind) as raised:
            client.humanize(**body)
        assert raised.value.code == code
        assert raised.value.request_id and raised.value.message
        assert key not in str(raised.value)


def test_a_429_is_retried_after_its_retry_after(deployment: tuple[Environment, Server]) -> None:
    server = deployment[1]
    counted = Counted(server.url)
    key = key_on(deployment, "burst")  # 2 requests per 2 s
    client = HumanizerClient(server.url, key, http=counted.http)
    answers = [client.humanize(TEXT) for _ in range(3)]
    assert len(answers) == 3
    assert len(counted.sent) == 4  # the third call was refused once, then served
    # A Retry-After beyond what the caller accepts to wait is raised at once.
    other = key_on(deployment, "burst")
    impatient = HumanizerClient(server.url, other, retry=RetryPolicy(max_wait=0.1))
    impatient.humanize(TEXT)
    impatient.humanize(TEXT)
    with pytest.raises(RateLimited) as limited:
        impatient.humanize(TEXT)
    assert limited.value.retry_after is not None and limited.value.retry_after >= 1
    client.close()
    impatient.close()


def test_a_503_with_retry_after_is_retried_then_raised(tmp_path: Path) -> None:
    dead_redis = f"redis://127.0.0.1:{free_port()}/0"
    environment = Environment(data_dir=tmp_path, redis_url=dead_redis)
    key = environment.account_with_key("redis-down@example.com", "basic")
    with running(environment) as server:
        counted = Counted(server.url)
        client = HumanizerClient(
            server.url, key, http=counted.http, retry=RetryPolicy(max_retries=1)
        )
        with pytest.raises(ServiceUnavailable) as unavailable:
            client.humanize(TEXT)
    assert unavailable.value.retry_after is not None and unavailable.value.retry_after > 0
    assert len(counted.sent) == 2


def test_a_server_that_cannot_be_reached_is_retried_then_raised() -> None:
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    counted = Counted(url)
    retry = RetryPolicy(max_retries=2, backoff=0.01)
    client = HumanizerClient(url, "hmz_" + "A" * 43, http=counted.http, retry=retry)
    with pytest.raises(HumanizerConnectionError) as failed:
        client.humanize(TEXT)
    assert len(counted.sent) == 3
    assert isinstance(failed.value.__cause__, httpx.ConnectError)


async def test_the_async_client(deployment: tuple[Environment, Server]) -> None:
    server = deployment[1]
    async with AsyncHumanizerClient(server.url, key_on(deployment, "basic")) as client:
        answer = await client.humanize("The Miramar hotel cost 120 euros a night.", language="en")
        usage = await client.usage()
        with pytest.raises(InvalidRequest):
            await client.humanize(TEXT, language="xx")
    assert answer.meta.language == "en" and answer.quota is not None
    assert usage.words_used == answer.meta.input_words
