"""DECISIONS.md §8 over real HTTP: the `X-Quota-*` headers, `GET /api/v1/usage` and
`meta.detected_language`. One real `humanizer serve` on SQLite for the module."""

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import httpx
import pytest

from humanizer.counting import count_words
from tests.support.server import Environment, Server, start_server

SPANISH = "El hotel Miramar costaba 120 € por noche en marzo de 2024, con desayuno incluido."
ENGLISH = "The Miramar hotel cost 120 euros a night in March 2024, breakfast included."


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Environment, Server]]:
    environment = Environment(data_dir=Path(tmp_path_factory.mktemp("usage")))
    server = start_server(environment)
    yield environment, server
    server.stop()


def account(deployment: tuple[Environment, Server], plan: str) -> str:
    environment, _ = deployment
    return environment.account_with_key(f"{uuid.uuid4().hex[:10]}@example.com", plan)


def humanize(
    server: Server, key: str, body: dict[str, str], headers: dict[str, str] | None = None
) -> httpx.Response:
    sent = {"Authorization": f"Bearer {key}", **(headers or {})}
    return httpx.post(f"{server.url}/api/v1/humanize", headers=sent, json=body, timeout=30)


def usage(server: Server, key: str | None) -> httpx.Response:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    return httpx.get(f"{server.url}/api/v1/usage", headers=headers, timeout=30)


def next_month_start() -> str:
    now = datetime.now(UTC)
    year, month = (now.year + 1, 1) if now.month == 12 else (now.year, now.month + 1)
    return f"{year:04d}-{month:02d}-01T00:00:00Z"


# -- X-Quota-* ---------------------------------------------------------------------------------


def test_every_success_says_what_is_left_after_the_call(
    deployment: tuple[Environment, Server],
) -> None:
    server, key = deployment[1], account(deployment, "tiny")  # 100 words a month
    words = count_words(SPANISH)
    first = humanize(server, key, {"text": SPANISH})
    second = humanize(server, key, {"text": SPANISH})
    assert first.status_code == second.status_code == 200
    assert first.headers["x-quota-limit"] == "100"
    assert first.headers["x-quota-remaining"] == str(100 - words)
    assert second.headers["x-quota-remaining"] == str(100 - 2 * words)
    assert first.headers["x-quota-reset"] == next_month_start()


def test_a_replayed_call_reports_the_quota_it_did_not_touch(
    deployment: tuple[Environment, Server],
) -> None:
    server, key = deployment[1], account(deployment, "tiny")
    once = {"Idempotency-Key": uuid.uuid4().hex}
    first = humanize(server, key, {"text": SPANISH}, once)
    again = humanize(server, key, {"text": SPANISH}, once)
    assert again.headers["idempotent-replayed"] == "true"
    assert again.headers["x-quota-remaining"] == first.headers["x-quota-remaining"]


def test_errors_carry_no_quota_headers(deployment: tuple[Environment, Server]) -> None:
    server, key = deployment[1], account(deployment, "tiny")
    refused = humanize(server, key, {"text": "palabra " * 101})
    assert refused.status_code == 402
    assert "x-quota-remaining" not in refused.headers


# -- GET /api/v1/usage --------------------------------------------------------------------------


def test_usage_reports_the_month_and_the_rate_window(
    deployment: tuple[Environment, Server],
) -> None:
    server, key = deployment[1], account(deployment, "basic")  # 7,500 words, 6 per 30 s
    fresh = usage(server, key)
    assert fresh.status_code == 200
    assert fresh.json() == {
        "plan": "basic",
        "words_per_month": 7500,
        "words_used": 0,
        "words_left": 7500,
        "resets_at": next_month_start(),
        "rate_limit": {"requests": 6, "window_seconds": 30, "remaining": 6, "reset": 0},
    }
    assert humanize(server, key, {"text": SPANISH}).status_code == 200
    after = usage(server, key).json()
    assert after["words_used"] == count_words(SPANISH)
    assert after["words_left"] == 7500 - count_words(SPANISH)
    assert after["rate_limit"]["remaining"] == 5
    assert 1 <= after["rate_limit"]["reset"] <= 30


def test_usage_does_not_count_against_the_rate_limit(
    deployment: tuple[Environment, Server],
) -> None:
    server, key = deployment[1], account(deployment, "basic")
    for _ in range(8):
        answer = usage(server, key)
        assert answer.status_code == 200
        assert answer.headers["x-ratelimit-remaining"] == "6"
    statuses = [humanize(server, key, {"text": SPANISH}).status_code for _ in range(7)]
    assert statuses == [200] * 6 + [429]
    assert usage(server, key).json()["rate_limit"]["remaining"] == 0


def test_web_and_api_words_are_one_balance(deployment: tuple[Environment, Server]) -> None:
    environment, server = deployment
    email = f"{uuid.uuid4().hex[:10]}@example.com"
    key = environment.account_with_key(email, "tiny")
    assert humanize(server, key, {"text": SPANISH}).status_code == 200
    reported = usage(server, key).json()
    assert f"used\t{reported['words_used']}\n" in environment.cli("usage", email).stdout


def test_usage_errors_follow_the_error_table(deployment: tuple[Environment, Server]) -> None:
    server = deployment[1]
    for answer, status, code in [
        (usage(server, None), 401, "missing_api_key"),
        (usage(server, "hmz_" + "A" * 43), 401, "invalid_api_key"),
        (usage(server, account(deployment, "free")), 403, "plan_forbidden"),
        (httpx.post(f"{server.url}/api/v1/usage"), 405, "method_not_allowed"),
    ]:
        assert answer.status_code == status, answer.text
        assert answer.json()["error"]["code"] == code


def test_usage_is_in_the_openapi_document(deployment: tuple[Environment, Server]) -> None:
    document = httpx.get(f"{deployment[1].url}/openapi.json").json()
    operation = document["paths"]["/api/v1/usage"]["get"]
    assert operation["security"] == [{"ApiKey": []}]
    assert {"200", "401", "403"} <= set(operation["responses"])
    meta = document["components"]["schemas"]["Meta"]["properties"]
    assert "detected_language" in meta


# -- meta.detected_language ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "applied", "detected"),
    [
        ({"text": ENGLISH}, "es", "en"),  # the default language applied, the text's reported
        ({"text": ENGLISH, "language": "en"}, "en", "en"),
        ({"text": SPANISH}, "es", "es"),
        ({"text": "Ein kurzer Satz, geschrieben auf Deutsch für den Test."}, "es", "de"),
        # Catalan is not one of the six: no supported language is detected with confidence
        ({"text": "Bon dia, com estàs? Avui fa molt de sol a Barcelona."}, "es", None),
        ({"text": "12345 67890 ok"}, "es", None),
    ],
)
def test_the_detected_language_is_reported_and_never_applied(
    deployment: tuple[Environment, Server],
    body: dict[str, str],
    applied: str,
    detected: str | None,
) -> None:
    server, key = deployment[1], account(deployment, "unlimited")
    meta = humanize(server, key, body).json()["meta"]
    assert meta["language"] == applied
    assert meta["detected_language"] == detected
