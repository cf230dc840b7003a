"""Fuzzing POST /api/v1/humanize from its own OpenAPI document (schemathesis), with a valid key,
against a real server: whatever the body, never a 5xx."""

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error

from tests.support.server import Environment, Server, start_server


@pytest.fixture(scope="module")
def fuzz_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, str]]:
    environment = Environment(data_dir=Path(tmp_path_factory.mktemp("fuzz")))
    key = environment.account_with_key("fuzz@example.com", "unlimited")
    server = start_server(environment)
    yield server, key
    server.stop()


def test_no_server_errors_on_cases_generated_from_the_openapi_document(
    fuzz_server: tuple[Server, str],
) -> None:
    server, key = fuzz_server
    schema = schemathesis.openapi.from_url(f"{server.url}/openapi.json")
    operation = schema["/api/v1/humanize"]["POST"]

    @given(case=operation.as_strategy())
    @settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
    def check(case: schemathesis.Case) -> None:
        response = case.call(base_url=server.url, headers={"Authorization": f"Bearer {key}"})
        assert response.status_code < 500, response.text
        case.validate_response(response, checks=[not_a_server_error])

    check()


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
_bodies = st.one_of(
    st.binary(max_size=300),
    _json.map(lambda value: json.dumps(value).encode()),
    st.fixed_dictionaries(
        {"text": st.text(max_size=400)},
        optional={
            "tone": _json | st.sampled_from(["casual", "academic", "professional"]),
            "language": _json | st.sampled_from(["es", "en", "pt", "fr", "it", "de"]),
        },
    ).map(lambda value: json.dumps(value).encode()),
)


@given(body=_bodies)
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
def test_arbitrary_bodies_never_get_a_server_error(
    body: bytes, fuzz_server: tuple[Server, str]
) -> None:
    server, key = fuzz_server
    response = httpx.post(
        f"{server.url}/api/v1/humanize",
        content=body,
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        timeout=30,
    )
    assert response.status_code in (200, 400, 402), response.text
    assert "error" in response.json() or "result" in response.json()
