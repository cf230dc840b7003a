"""POST /api/v1/humanize over real HTTP: every row of DECISIONS.md's error table, the order of
checks, the headers and the meta fields. One real `humanizer serve` on SQLite for the module."""

import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from humanizer.counting import count_words
from tests.support.server import Environment, Server, start_server

TEXT = "Cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Environment, Server]]:
    environment = Environment(data_dir=Path(tmp_path_factory.mktemp("api")))
    server = start_server(environment)
    yield environment, server
    server.stop()


@pytest.fixture(scope="module")
def server(deployment: tuple[Environment, Server]) -> Server:
    return deployment[1]


@pytest.fixture(scope="module")
def environment(deployment: tuple[Environment, Server]) -> Environment:
    return deployment[0]


def new_key(environment: Environment, plan: str) -> str:
    return environment.account_with_key(f"{uuid.uuid4().hex[:10]}@example.com", plan)


@pytest.fixture(scope="module")
def key(environment: Environment) -> str:
    return new_key(environment, "unlimited")


def post(
    server: Server,
    key: str | None,
    body: object = None,
    *,
    content: bytes | Iterator[bytes] | None = None,
    headers: dict[str, str] | None = None,
) -> httpx.Response:
    sent = {"Authorization": f"Bearer {key}"} if key else {}
    sent.update(headers or {})
    if body is not None:
        return httpx.post(f"{server.url}/api/v1/humanize", headers=sent, json=body, timeout=30)
    return httpx.post(f"{server.url}/api/v1/humanize", headers=sent, content=content, timeout=30)


def assert_error(response: httpx.Response, status: int, code: str) -> dict[str, str]:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert error["code"] == code
    assert error["message"]
    assert error["request_id"] == response.headers["x-request-id"]
    return error  # type: ignore[no-any-return]


# -- success ----------------------------------------------------------------------------------


def test_success_has_result_and_every_meta_field(server: Server, key: str) -> None:
    response = post(server, key, {"text": TEXT, "tone": "professional", "language": "es"})
    assert response.status_code == 200
    body = response.json()
    meta = body["meta"]
    assert meta["tone"] == "professional"
    assert meta["language"] == "es"
    assert meta["input_words"] == count_words(TEXT)
    assert meta["output_words"] == count_words(body["result"])
    assert meta["input_tokens"] > 0 and meta["output_tokens"] > 0
    assert meta["total_tokens"] == meta["input_tokens"] + meta["output_tokens"]
    assert isinstance(meta["processing_ms"], int) and meta["processing_ms"] >= 0
    for fact in ("Miramar", "120 €", "marzo de 2024"):
        assert fact in body["result"]
    assert response.headers["x-request-id"]
    assert response.headers["x-ratelimit-limit"] == "1000000"
    assert int(response.headers["x-ratelimit-remaining"]) < 1000000
    assert "x-ratelimit-reset" in response.headers


def test_defaults_are_casual_and_spanish_and_unknown_fields_are_ignored(
    server: Server, key: str
) -> None:
    response = post(server, key, {"text": TEXT, "extra": [1, 2]})
    assert response.status_code == 200
    assert response.json()["meta"]["tone"] == "casual"
    assert response.json()["meta"]["language"] == "es"


def test_a_sane_incoming_request_id_is_kept(server: Server, key: str) -> None:
    response = post(server, key, {"text": TEXT}, headers={"X-Request-ID": "client-42"})
    assert response.headers["x-request-id"] == "client-42"


# -- 400 --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"{not json", "invalid_json"),
        (b"[1, 2, 3]", "invalid_json"),
        (b"\xff\xfe", "invalid_json"),
        (b'{"tone": "casual"}', "invalid_field"),
        (b'{"text": 12345678901}', "invalid_field"),
        (b'{"text": "long enough text", "tone": 3}', "invalid_field"),
        (b'{"text": "long enough text", "language": null}', "invalid_field"),
        (b'{"text": "   short   "}', "text_too_short"),
        (b'{"text": "' + b"." * 30_000 + b'"}', "no_words"),
        (b'{"text": "long enough \\ud800 text"}', "invalid_field"),
        (b'{"text": "long enough text", "tone": "\\udfff"}', "invalid_field"),
        (b'{"text": ' + b"[" * 10_000 + b"]" * 10_000 + b"}", "invalid_json"),
        ('{"text": "— … ¡¿!? -- ** 😊 ~~"}'.encode(), "no_words"),
        (b'{"text": "long enough text", "tone": "funny"}', "invalid_tone"),
        (b'{"text": "long enough text", "language": "ES"}', "unsupported_language"),
        (b'{"text": "long enough text", "language": "nl"}', "unsupported_language"),
    ],
)
def test_bad_bodies(server: Server, key: str, content: bytes, code: str) -> None:
    response = post(server, key, content=content)
    error = assert_error(response, 400, code)
    if code == "text_too_short":
        assert "10" in error["message"] and "got 5" in error["message"]
    if code == "invalid_tone":
        assert "casual, academic, professional" in error["message"]
    if code == "unsupported_language":
        assert "es, en, pt, fr, it, de" in error["message"]


def test_a_text_with_no_word_is_refused_before_any_work_and_charges_nothing(
    environment: Environment, server: Server
) -> None:
    email = f"{uuid.uuid4().hex[:10]}@example.com"
    key = environment.account_with_key(email, "unlimited")
    refused = post(server, key, {"text": "." * 30_000})
    assert_error(refused, 400, "no_words")
    assert refused.elapsed.total_seconds() < 5  # refused before the engine, not after it
    assert "used\t0" in environment.cli("usage", email).stdout


def test_an_idempotency_key_is_answered_again_uncharged(
    environment: Environment, server: Server
) -> None:
    email = f"{uuid.uuid4().hex[:10]}@example.com"
    key = environment.account_with_key(email, "unlimited")
    once = {"Idempotency-Key": f"invoice-{uuid.uuid4().hex}"}
    first = post(server, key, {"text": TEXT}, headers=once)
    again = post(server, key, {"text": TEXT}, headers=once)
    assert first.status_code == again.status_code == 200
    assert "idempotent-replayed" not in first.headers
    assert again.headers["idempotent-replayed"] == "true"
    assert again.json()["result"] == first.json()["result"]
    assert f"used\t{count_words(TEXT)}\n" in environment.cli("usage", email).stdout
    other = post(server, key, {"text": TEXT + " Y otra frase."}, headers=once)
    assert_error(other, 409, "idempotency_key_reused")
    # without a key, or with another key, the same text is charged again
    assert post(server, key, {"text": TEXT}).status_code == 200
    assert f"used\t{2 * count_words(TEXT)}\n" in environment.cli("usage", email).stdout


@pytest.mark.parametrize("bad", ["", "has space", "x" * 256])
def test_a_malformed_idempotency_key_is_refused(server: Server, key: str, bad: str) -> None:
    answer = post(server, key, {"text": TEXT}, headers={"Idempotency-Key": bad})
    assert_error(answer, 400, "invalid_field")


# -- 401 / 403 ---------------------------------------------------------------------------------


def test_missing_key(server: Server) -> None:
    assert_error(post(server, None, {"text": TEXT}), 401, "missing_api_key")
    response = httpx.post(
        f"{server.url}/api/v1/humanize", headers={"Authorization": "Basic abc"}, json={"text": TEXT}
    )
    assert_error(response, 401, "missing_api_key")


@pytest.mark.parametrize("bad", ["nope", "hmz_short", "hmz_" + "A" * 43, "xyz_" + "A" * 43])
def test_malformed_or_unknown_keys_get_one_answer(server: Server, bad: str) -> None:
    error = assert_error(post(server, bad, {"text": TEXT}), 401, "invalid_api_key")
    assert bad not in error["message"]


def test_revoked_key(server: Server, environment: Environment) -> None:
    key = new_key(environment, "unlimited")
    assert post(server, key, {"text": TEXT}).status_code == 200
    environment.cli("keys", "revoke", key)
    assert_error(post(server, key, {"text": TEXT}), 401, "invalid_api_key")


def test_free_plan_is_forbidden(server: Server, environment: Environment) -> None:
    key = new_key(environment, "free")
    response = post(server, key, {"text": TEXT})
    assert_error(response, 403, "plan_forbidden")
    assert "x-ratelimit-limit" not in response.headers


# -- 402 ---------------------------------------------------------------------------------------


def test_text_over_the_plan_limit(server: Server, environment: Environment) -> None:
    key = new_key(environment, "basic")
    error = assert_error(post(server, key, {"text": "palabra " * 700}), 402, "text_too_long")
    assert "5000" in error["message"]


def test_quota_exceeded_says_what_is_left_and_when_it_resets(
    server: Server, environment: Environment
) -> None:
    key = new_key(environment, "tiny")  # 100 words a month
    text = " ".join(["palabra"] * 60)
    assert post(server, key, {"text": text}).status_code == 200
    error = assert_error(post(server, key, {"text": text}), 402, "quota_exceeded")
    assert "40" in error["message"] and "resets on" in error["message"]
    # A text that fits what is left still passes.
    assert post(server, key, {"text": " ".join(["palabra"] * 40)}).status_code == 200


# -- 405 / 404 / 413 ---------------------------------------------------------------------------


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE", "PATCH"])
def test_other_methods_on_the_humanize_path(server: Server, method: str) -> None:
    response = httpx.request(method, f"{server.url}/api/v1/humanize")
    assert_error(response, 405, "method_not_allowed")


def test_unknown_route_is_json(server: Server) -> None:
    assert_error(httpx.get(f"{server.url}/api/v2/humanize"), 404, "not_found")


def test_body_over_one_mebibyte_is_refused_before_parsing(server: Server, key: str) -> None:
    response = post(server, key, content=b"{" + b" " * (1024 * 1024 + 10) + b"}")
    assert_error(response, 413, "payload_too_large")


def test_streamed_body_without_length_over_the_limit(server: Server, key: str) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(20):
            yield b" " * 65536

    response = httpx.post(
        f"{server.url}/api/v1/humanize",
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        content=chunks(),
    )
    assert_error(response, 413, "payload_too_large")


# -- 429 and the order of checks -----------------------------------------------------------------


def test_seventh_request_in_thirty_seconds_is_rate_limited(
    server: Server, environment: Environment
) -> None:
    key = new_key(environment, "basic")
    statuses = [post(server, key, {"text": TEXT}).status_code for _ in range(6)]
    assert statuses == [200] * 6
    response = post(server, key, {"text": TEXT})
    assert_error(response, 429, "rate_limited")
    assert 1 <= int(response.headers["retry-after"]) <= 30
    assert response.headers["x-ratelimit-remaining"] == "0"


def test_order_401_before_everything(server: Server) -> None:
    assert_error(post(server, None, content=b"{bad"), 401, "missing_api_key")


def test_order_403_before_400(server: Server, environment: Environment) -> None:
    key = new_key(environment, "free")
    assert_error(post(server, key, content=b"{bad"), 403, "plan_forbidden")


def test_order_429_before_400_and_every_request_counts(
    server: Server, environment: Environment
) -> None:
    key = new_key(environment, "basic")
    # Invalid requests of a paying account count towards its limit too.
    for _ in range(6):
        assert_error(post(server, key, content=b"{bad"), 400, "invalid_json")
    assert_error(post(server, key, content=b"{bad"), 429, "rate_limited")


def test_order_400_before_402(server: Server, environment: Environment) -> None:
    key = new_key(environment, "basic")
    body = {"text": "palabra " * 700, "tone": "funny"}
    assert_error(post(server, key, body), 400, "invalid_tone")


def test_order_text_too_long_before_quota_exceeded(
    server: Server, environment: Environment
) -> None:
    key = new_key(environment, "tiny")
    assert post(server, key, {"text": " ".join(["palabra"] * 100)}).status_code == 200
    assert_error(post(server, key, {"text": "palabra " * 700}), 402, "text_too_long")
    assert_error(post(server, key, {"text": TEXT}), 402, "quota_exceeded")


def test_authenticated_errors_carry_rate_limit_headers(
    server: Server, environment: Environment
) -> None:
    key = new_key(environment, "basic")
    response = post(server, key, content=b"{bad")
    assert response.headers["x-ratelimit-limit"] == "6"
    assert response.headers["x-ratelimit-remaining"] == "5"


# -- OpenAPI and health ------------------------------------------------------------------------


def test_openapi_describes_request_success_and_every_error(server: Server) -> None:
    document = httpx.get(f"{server.url}/openapi.json").json()
    operation = document["paths"]["/api/v1/humanize"]["post"]
    schema = operation["requestBody"]["content"]["application/json"]["schema"]
    assert set(schema["properties"]) == {"text", "tone", "language"}
    assert schema["properties"]["text"]["minLength"] == 10
    assert operation["security"] == [{"ApiKey": []}]
    assert document["components"]["securitySchemes"]["ApiKey"] == {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key (hmz_…) in `Authorization: Bearer <key>`.",
    }
    for status in ("200", "400", "401", "402", "403", "413", "429", "503"):
        assert status in operation["responses"], status
    assert httpx.get(f"{server.url}/docs").status_code == 200


ERROR_CODES = {
    "invalid_json", "invalid_field", "text_too_short", "no_words", "invalid_tone",
    "unsupported_language", "missing_api_key", "invalid_api_key", "text_too_long",
    "quota_exceeded", "plan_forbidden", "method_not_allowed", "idempotency_key_reused",
    "payload_too_large", "rate_limited", "internal_error", "engine_unavailable",
    "service_unavailable",
}  # fmt: skip


def test_openapi_examples_are_real_calls_in_every_language_and_tone(
    server: Server, key: str
) -> None:
    operation = httpx.get(f"{server.url}/openapi.json").json()["paths"]["/api/v1/humanize"]
    requests = operation["post"]["requestBody"]["content"]["application/json"]["examples"]
    answers = operation["post"]["responses"]["200"]["content"]["application/json"]["examples"]
    sent = [example["value"] for example in requests.values()]
    assert {body.get("language", "es") for body in sent} == {"es", "en", "pt", "fr", "it", "de"}
    assert {body.get("tone", "casual") for body in sent} == {"casual", "academic", "professional"}
    for name, answer in answers.items():
        response = post(server, key, requests[name]["value"])
        assert response.status_code == 200
        real, shown = response.json(), answer["value"]
        assert real["result"] == shown["result"]  # the built-in engine's own answer
        del real["meta"]["processing_ms"], shown["meta"]["processing_ms"]
        assert real["meta"] == shown["meta"]
    shown_codes = {
        code
        for response in operation["post"]["responses"].values()
        for code in response["content"]["application/json"].get("examples", {})
        if code in ERROR_CODES
    }
    assert shown_codes == ERROR_CODES


def test_health_and_readiness(server: Server) -> None:
    assert httpx.get(f"{server.url}/healthz").json() == {"status": "ok"}
    ready = httpx.get(f"{server.url}/readyz")
    assert ready.status_code == 200 and ready.json()["checks"]["database"] is True
