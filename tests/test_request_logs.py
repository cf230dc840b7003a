"""Request logs over real HTTP against `humanizer serve`: one JSON line per request with its
facts, and — over a full run of API calls and every API error, the web pages, a 500, a 503 and a
killed engine worker — never a text, a key, a password or a session token."""

import json
import os
import re
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import httpx
import psycopg
import pytest

from humanizer.counting import count_words
from tests.support.server import Environment, Server, free_port, running

# Each text carries a word of its own, so that a log holding any piece of it is caught.
TEXT = "Cabe destacar que el hotel Quetzalmarino costaba 120 € por noche en marzo de 2024."
WEB_TEXT = "Additionally, the Zanzibarquux report plays a crucial role in the team's plans."
PASSWORD = "Kumquat-Vortex-Password-9"
WRONG_PASSWORD = "Wrong-Pangolin-Password-7"
FAKE_KEY = "hmz_" + "Q" * 40
BAD_JSON = b'{"text": "Jabberwockyplatz would be here if the JSON were whole'
LONG = "Llamatronic " * 600  # over the 5,000 characters of the plans
HUGE = "Brobdingnagian " * 80_000  # over the 1 MiB body limit
WORDY = " ".join(["Quokkaberry"] * 120)  # more words than the tiny plan's month
METRICS_TOKEN = "scrape-token-of-the-log-test"


@dataclass
class Run:
    """The requests of the test, each with its own X-Request-ID, and what they should log."""

    expected: dict[str, tuple[str, int]] = field(default_factory=dict)
    secrets: set[str] = field(default_factory=set)
    _next: str = ""
    _count: int = 0

    def client(self, server: Server) -> httpx.Client:
        return httpx.Client(base_url=server.url, timeout=30, event_hooks={"request": [self._tag]})

    def _tag(self, request: httpx.Request) -> None:
        self._count += 1
        self._next = f"log-test-{self._count}"
        request.headers["X-Request-ID"] = self._next

    def expect(self, response: httpx.Response, route: str, status: int) -> httpx.Response:
        assert response.status_code == status, (route, response.text[:300])
        assert response.headers["x-request-id"] == self._next
        self.expected[self._next] = (route, status)
        return response


def csrf_of(page: httpx.Response) -> str:
    token = re.search(r'name="csrf_token" value="([^"]+)"', page.text)
    assert token, page.text
    return token.group(1)


def engine_workers(server_pid: int) -> list[int]:
    """The built-in engine's worker processes: the children of the server's fork server (the
    server's child that runs `multiprocessing.forkserver`), which share its command line."""
    processes: dict[int, tuple[int, bytes]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            parent = int((entry / "stat").read_text().rpartition(")")[2].split()[1])
            processes[int(entry.name)] = (parent, (entry / "cmdline").read_bytes())
        except (OSError, IndexError, ValueError):
            continue  # gone meanwhile
    servers = {
        pid
        for pid, (parent, command) in processes.items()
        if parent == server_pid and b"multiprocessing.forkserver" in command
    }
    return [pid for pid, (parent, _) in processes.items() if parent in servers]


def request_lines(*logs: Path) -> list[dict[str, object]]:
    lines = []
    for log in logs:
        for line in log.read_text().splitlines():
            # Besides the JSON lines: the CLI's "serving on" and, at shutdown, Python's own
            # resource tracker warning about the semaphores of killed engine workers.
            if not line.startswith("{"):
                assert "request" not in line, line
                continue
            entry = json.loads(line)
            if entry["message"] == "request":
                lines.append(entry)
    return lines


def api(run: Run, client: httpx.Client, key: str | None, body: object, status: int) -> str:
    """POST /api/v1/humanize; its request id."""
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    response = client.post("/api/v1/humanize", headers=headers, json=body)
    return run.expect(response, "/api/v1/humanize", status).headers["x-request-id"]


@pytest.fixture
def environment(tmp_path: Path) -> Environment:
    return Environment(
        data_dir=tmp_path,
        extra={"HUMANIZER_ENGINE_WORKERS": "1", "HUMANIZER_METRICS_TOKEN": METRICS_TOKEN},
    )


def test_a_full_run_logs_every_request_and_no_secret(
    environment: Environment, tmp_path: Path, postgres_url: str
) -> None:
    run = Run()
    keys = {
        plan: environment.account_with_key(f"{plan}@example.com", plan)
        for plan in ("basic", "free", "tiny")
    }
    keys["limited"] = environment.account_with_key("limited@example.com", "basic")
    run.secrets |= {*keys.values(), FAKE_KEY, PASSWORD, WRONG_PASSWORD, METRICS_TOKEN}
    run.secrets |= {TEXT, WEB_TEXT, "Quetzalmarino", "Zanzibarquux", "Jabberwockyplatz"}
    run.secrets |= {"Llamatronic", "Brobdingnagian", "Quokkaberry"}
    humanize = "/api/v1/humanize"

    with running(environment, name="first") as server, run.client(server) as client:
        # The API: a success and every error.
        api(run, client, keys["basic"], {"text": TEXT}, 200)
        api(run, client, None, {"text": TEXT}, 401)
        api(run, client, FAKE_KEY, {"text": TEXT}, 401)
        api(run, client, keys["free"], {"text": TEXT}, 403)
        api(run, client, keys["basic"], {"text": LONG}, 402)
        api(run, client, keys["tiny"], {"text": WORDY}, 402)
        api(run, client, keys["basic"], {"text": TEXT, "tone": "Zanzibarquux"}, 400)
        for status in (200, 200, 200, 200, 200, 200, 429):  # 6 requests per 30 s
            api(run, client, keys["limited"], {"text": TEXT}, status)
        broken = client.post(
            humanize,
            content=BAD_JSON,
            headers={"Authorization": f"Bearer {keys['basic']}"},
        )
        run.expect(broken, humanize, 400)
        huge = client.post(humanize, json={"text": HUGE})
        run.expect(huge, "unmatched", 413)  # refused before routing, on its declared length
        run.expect(client.get(humanize), humanize, 405)
        run.expect(client.get("/no/such/page"), "unmatched", 404)
        usage = client.get("/api/v1/usage", headers={"Authorization": f"Bearer {keys['basic']}"})
        run.expect(usage, "/api/v1/usage", 200)
        run.expect(
            client.get("/metrics", headers={"Authorization": f"Bearer {METRICS_TOKEN}"}),
            "/metrics",
            200,
        )

        # A killed engine worker: 503 for the request it should have served, then replaced.
        (worker,) = engine_workers(server.process.pid)
        os.kill(worker, signal.SIGKILL)
        time.sleep(0.5)
        engine_failure = api(run, client, keys["basic"], {"text": TEXT}, 503)
        api(run, client, keys["basic"], {"text": TEXT}, 200)

        # The web application: sign-up, humanize, a new key, sign-out, sign-in.
        page = run.expect(client.get("/signup"), "/signup", 200)
        fields = {"email": "web@example.com", "password": PASSWORD, "csrf_token": csrf_of(page)}
        run.secrets.add(csrf_of(page))
        run.expect(client.post("/signup", data=fields), "/signup", 303)
        session = client.cookies["hmz_session"]
        run.secrets.add(session)
        page = run.expect(client.get("/app"), "/app", 200)
        form = {"text": WEB_TEXT, "tone": "casual", "language": "en", "csrf_token": csrf_of(page)}
        run.expect(client.post("/app", data=form), "/app", 200)
        created = client.post("/app/keys", data={"name": "ci", "csrf_token": csrf_of(page)})
        run.expect(created, "/app/keys", 200)
        web_key = re.search(r"hmz_[A-Za-z0-9_-]{20,}", created.text)
        assert web_key
        run.secrets.add(web_key.group(0))
        run.expect(client.post("/signout", data={"csrf_token": csrf_of(page)}), "/signout", 303)
        page = run.expect(client.get("/signin"), "/signin", 200)
        wrong = {
            "email": "web@example.com",
            "password": WRONG_PASSWORD,
            "csrf_token": csrf_of(page),
        }
        run.expect(client.post("/signin", data=wrong), "/signin", 400)
        right = {**wrong, "password": PASSWORD}
        run.expect(client.post("/signin", data=right), "/signin", 303)
        second_session = client.cookies["hmz_session"]
        run.secrets.add(second_session)
        # A one-time sign-in link: its route's template is logged, never the token.
        link = environment.cli("accounts", "invite", "basic@example.com").stdout.strip()
        token = link.rpartition("/invite/")[2]
        run.secrets.add(token)
        run.expect(client.get(f"/invite/{token}"), "/invite/{token}", 200)

    # A 500: a botched migration left PostgreSQL without a column this version reads.
    broken = Environment(
        data_dir=tmp_path / "postgres", database_url=postgres_url, extra=environment.extra
    )
    broken.data_dir.mkdir()
    broken.cli("db", "upgrade")
    with running(broken, name="second") as crashing, run.client(crashing) as client:
        page = run.expect(client.get("/signup"), "/signup", 200)
        fields = {"email": "pg@example.com", "password": PASSWORD, "csrf_token": csrf_of(page)}
        run.secrets.add(csrf_of(page))
        run.expect(client.post("/signup", data=fields), "/signup", 303)
        run.secrets.add(client.cookies["hmz_session"])
        with psycopg.connect(postgres_url.replace("+psycopg", ""), autocommit=True) as admin:
            admin.execute("ALTER TABLE accounts RENAME COLUMN plan TO plan_before")
        internal = run.expect(client.get("/app/plan"), "/app/plan", 500)

    # A 503: Redis cannot be reached.
    environment.redis_url = f"redis://127.0.0.1:{free_port()}/0"
    with running(environment, name="third") as unavailable, run.client(unavailable) as client:
        redis_down = api(run, client, keys["basic"], {"text": TEXT}, 503)

    logs = (server.log, crashing.log, unavailable.log)
    logged = "\n".join(log.read_text() for log in logs)
    for secret in run.secrets:
        assert secret not in logged, secret[:60]
    assert "Traceback" not in logged

    lines = {str(line["request_id"]): line for line in request_lines(*logs)}
    for request_id, (route, status) in run.expected.items():
        line = lines[request_id]
        assert (line["route"], line["status"]) == (route, status), line
        datetime.fromisoformat(str(line["time"]))
        assert isinstance(line["duration_ms"], float | int) and line["duration_ms"] >= 0
    tagged = [line for line in request_lines(*logs) if str(line["request_id"]).startswith("log-")]
    assert len(tagged) == len(run.expected), "one line per request"

    first = lines["log-test-1"]
    assert first["channel"] == "api" and first["key_hint"] == keys["basic"][:8] + "…"
    assert isinstance(first["account_id"], int) and isinstance(first["key_id"], int)
    assert (first["tone"], first["language"]) == ("casual", "es")
    assert first["words"] == first["words_charged"] == count_words(TEXT)
    web = next(
        line for line in lines.values() if line["route"] == "/app" and line["method"] == "POST"
    )
    assert (web["channel"], web["tone"], web["language"]) == ("web", "casual", "en")
    assert web["words_charged"] == count_words(WEB_TEXT)
    # Unexpected errors name their type and place (never their message); a refusal does not.
    assert str(lines[internal.headers["x-request-id"]]["error"]).startswith("ProgrammingError at ")
    assert str(lines[redis_down]["error"]).startswith("ConnectionError at ")
    assert "error" not in lines[engine_failure]


@pytest.fixture
def text_logs(tmp_path: Path) -> Iterator[Server]:
    environment = Environment(data_dir=tmp_path, extra={"HUMANIZER_LOG_FORMAT": "text"})
    with running(environment) as server:
        yield server


def test_text_logs_are_one_line_per_request(text_logs: Server) -> None:
    httpx.get(f"{text_logs.url}/healthz", timeout=30, headers={"X-Request-ID": "text-format-1"})
    time.sleep(0.2)
    (line,) = [line for line in text_logs.log.read_text().splitlines() if "text-format-1" in line]
    assert " INFO humanizer.requests [" in line
    assert "request_id=text-format-1 method=GET route=/healthz status=200 duration_ms=" in line


def test_the_log_level_and_format_are_checked(tmp_path: Path) -> None:
    quiet = Environment(data_dir=tmp_path, extra={"HUMANIZER_LOG_LEVEL": "warning"})
    with running(quiet) as server:
        httpx.get(f"{server.url}/healthz", timeout=30)
        assert "request" not in server.log.read_text().replace("humanizer: serving on", "")
    for name, value in (("LOG_FORMAT", "xml"), ("LOG_LEVEL", "loud")):
        wrong = Environment(data_dir=tmp_path, extra={f"HUMANIZER_{name}": value})
        refused = wrong.cli("serve", "--port", str(free_port()), check=False)
        assert refused.returncode == 1
        assert refused.stderr.startswith(f"error: HUMANIZER_{name}={value!r} is not one of")
        assert refused.stderr.count("\n") == 1
