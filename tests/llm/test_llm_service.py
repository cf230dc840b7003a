"""The humanize service running the LLM engine against the real llama.cpp server."""

from pathlib import Path

import httpx
import pytest

from tests.llm.conftest import MODEL_CALL_TIMEOUT, LLMServer, fell_back
from tests.support.server import Environment, free_port, running
from tests.test_concurrency import ledger_rows

pytestmark = pytest.mark.llm

TEXT = "Además, cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."


def llm_environment(tmp_path: Path, base_url: str, model: str, *, fallback: bool) -> Environment:
    return Environment(
        data_dir=tmp_path,
        extra={
            "HUMANIZER_ENGINE": "llm",
            "HUMANIZER_LLM_BASE_URL": base_url,
            "HUMANIZER_LLM_MODEL": model,
            "HUMANIZER_LLM_TIMEOUT": str(MODEL_CALL_TIMEOUT),
            # A retry is a second call: room for both.
            "HUMANIZER_ENGINE_TIMEOUT": str(2 * MODEL_CALL_TIMEOUT + 30),
            "HUMANIZER_LLM_FALLBACK": "1" if fallback else "0",
        },
    )


def call(url: str, key: str) -> httpx.Response:
    return httpx.post(
        f"{url}/api/v1/humanize",
        headers={"Authorization": f"Bearer {key}"},
        json={"text": TEXT},
        timeout=2 * MODEL_CALL_TIMEOUT + 60,
    )


def test_served_end_to_end_with_the_servers_token_usage(
    tmp_path: Path, llm_server: LLMServer
) -> None:
    # Without fallback, a model call that fails or times out answers 503 instead of the built-in
    # engine's rewrite: the test then says so rather than failing on the token counts.
    environment = llm_environment(tmp_path, llm_server.base_url, llm_server.model, fallback=False)
    key = environment.account_with_key("llm@example.com", "unlimited")
    with running(environment) as server:
        response = call(server.url, key)
    if response.status_code == 503:
        reasons = [line for line in server.log.read_text().splitlines() if "model server" in line]
        pytest.fail(fell_back("; ".join(reasons) or "no reason in the log"))
    assert response.status_code == 200
    meta = response.json()["meta"]
    # Only the model server's usage can be counted here: there is no fallback.
    assert meta["input_tokens"] > 0 and meta["output_tokens"] > 0
    assert meta["total_tokens"] == meta["input_tokens"] + meta["output_tokens"]
    for fact in ("Miramar", "120 €", "marzo de 2024"):
        assert fact in response.json()["result"]
    assert ledger_rows(environment) == 1


def test_a_dead_model_server_gives_503_and_charges_nothing_when_fallback_is_off(
    tmp_path: Path,
) -> None:
    dead = f"http://127.0.0.1:{free_port()}"  # nothing listens here
    environment = llm_environment(tmp_path, dead, "any", fallback=False)
    key = environment.account_with_key("down@example.com", "unlimited")
    with running(environment) as server:
        response = call(server.url, key)
        assert response.status_code == 503
        assert response.json()["error"]["code"] == "engine_unavailable"
        usage = environment.cli("usage", "down@example.com").stdout
    assert "used\t0" in usage
    assert ledger_rows(environment) == 0


def test_a_dead_model_server_falls_back_to_the_builtin_engine(tmp_path: Path) -> None:
    dead = f"http://127.0.0.1:{free_port()}"
    environment = llm_environment(tmp_path, dead, "any", fallback=True)
    key = environment.account_with_key("fallback@example.com", "unlimited")
    with running(environment) as server:
        response = call(server.url, key)
    assert response.status_code == 200
    assert "cabe destacar" not in response.json()["result"].lower()
    assert ledger_rows(environment) == 1
