"""Starts real `humanizer serve` processes for the tests, on free loopback ports."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

# Plans for tests: the DECISIONS.md table plus a small quota, a short window and a high rate.
TEST_PLANS = {
    "free": {"words_per_month": 500, "max_characters": 1000, "api_access": False},
    "basic": {
        "words_per_month": 7500,
        "max_characters": 5000,
        "api_access": True,
        "rate_limit": {"requests": 6, "window_seconds": 30},
    },
    "tiny": {
        "words_per_month": 100,
        "max_characters": 5000,
        "api_access": True,
        "rate_limit": {"requests": 1000, "window_seconds": 30},
    },
    "burst": {
        "words_per_month": 100_000,
        "max_characters": 5000,
        "api_access": True,
        "rate_limit": {"requests": 2, "window_seconds": 2},
    },
    "unlimited": {
        "words_per_month": 100_000_000,
        "max_characters": 30000,
        "api_access": True,
        "rate_limit": {"requests": 1_000_000, "window_seconds": 1},
    },
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def write_plans(directory: Path) -> Path:
    path = directory / "plans.json"
    # No `pro` in this table: the first-start account gets the plan named here.
    path.write_text(json.dumps({"plans": TEST_PLANS, "first_start_plan": "unlimited"}))
    return path


@dataclass
class Environment:
    """The HUMANIZER_* variables of one deployment (one database, maybe one Redis)."""

    data_dir: Path
    database_url: str | None = None
    redis_url: str | None = None
    redis_prefix: str | None = None
    extra: dict[str, str] = field(default_factory=dict)

    def variables(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("HUMANIZER_")}
        env["HUMANIZER_DATA_DIR"] = str(self.data_dir)
        env["HUMANIZER_PLANS_FILE"] = str(write_plans(self.data_dir))
        env["HUMANIZER_FIRST_START_ACCOUNT"] = "0"
        if self.database_url:
            env["HUMANIZER_DATABASE_URL"] = self.database_url
            env["HUMANIZER_SECRET_KEY"] = "test-secret-shared-by-all-instances"
        if self.redis_url:
            env["HUMANIZER_REDIS_URL"] = self.redis_url
        if self.redis_prefix:
            env["HUMANIZER_REDIS_PREFIX"] = self.redis_prefix
        env.update(self.extra)
        return env

    def cli(
        self, *args: str, check: bool = True, input: str | None = None
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "humanizer", *args],
            env=self.variables(),
            input=input,
            capture_output=True,
            text=True,
            check=check,
            timeout=120,
        )

    def account_with_key(self, email: str, plan: str) -> str:
        """Creates an account on `plan` and returns a new API key for it."""
        self.cli("accounts", "create", email, "--plan", plan)
        return self.cli("keys", "create", email).stdout.strip()


@dataclass
class Server:
    url: str
    process: subprocess.Popen[bytes]
    log: Path

    def kill(self) -> None:
        """kill -9: the process gets no chance to finish anything."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


START_SECONDS = 240


def start_server(environment: Environment, *extra_args: str, name: str = "server") -> Server:
    port = free_port()
    log = environment.data_dir / f"{name}-{port}.log"
    process = subprocess.Popen(
        [sys.executable, "-m", "humanizer", "serve", "--port", str(port), *extra_args],
        env=environment.variables(),
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    # Room for a busy machine: the server's engine loads six languages' data (several
    # CPU-seconds) before it answers, beside whatever else the cores are running.
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"humanizer serve exited:\n{log.read_text()}")
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return Server(url, process, log)
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"humanizer serve did not start:\n{log.read_text()}")


@contextmanager
def running(environment: Environment, *extra_args: str, name: str = "server") -> Iterator[Server]:
    server = start_server(environment, *extra_args, name=name)
    try:
        yield server
    finally:
        server.stop()
