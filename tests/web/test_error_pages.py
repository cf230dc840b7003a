"""Error answers as a person and as a program see them, over real HTTP against `humanizer serve`:
a browser asking for a page outside /api/ gets an HTML page (404, 405, 500, 503); the API, and
any client that does not ask for HTML, keep the JSON of DECISIONS.md §1."""

import json
import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import psycopg
import pytest

from tests.support.server import TEST_PLANS, Environment, Server, free_port, running, start_server

BROWSER = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}
PASSWORD = "correct horse battery staple"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    environment = Environment(data_dir=Path(tmp_path_factory.mktemp("error-pages")))
    server = start_server(environment)
    yield server
    server.stop()


def assert_page(response: httpx.Response, status: int, heading: str) -> None:
    assert response.status_code == status
    assert response.headers["content-type"].startswith("text/html")
    assert f"<h1>{heading}</h1>" in response.text
    assert response.headers["x-request-id"] in response.text  # a reference for the operator
    assert 'href="/static/app.css"' in response.text  # a page of the site, not a bare message


def assert_json(response: httpx.Response, status: int, code: str) -> None:
    assert response.status_code == status
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"]["code"] == code


def sign_up(client: httpx.Client, email: str) -> None:
    page = client.get("/signup")
    token = re.search(r'name="csrf_token" value="([^"]+)"', page.text)
    assert token, page.text
    answer = client.post(
        "/signup", data={"email": email, "password": PASSWORD, "csrf_token": token.group(1)}
    )
    assert answer.status_code == 303


def test_a_wrong_address_is_a_page_for_a_browser(server: Server) -> None:
    assert_page(httpx.get(f"{server.url}/no/such/page", headers=BROWSER), 404, "Page not found")


def test_a_wrong_method_is_a_page_for_a_browser(server: Server) -> None:
    response = httpx.put(f"{server.url}/signin", headers=BROWSER)
    assert_page(response, 405, "Not allowed")
    assert "GET" in response.headers["allow"]


def test_an_unreadable_form_is_a_page_for_a_browser(server: Server) -> None:
    with httpx.Client(base_url=server.url, headers=BROWSER) as client:
        sign_up(client, "form@example.com")
        assert_page(client.post("/app/keys/not-a-number/revoke"), 400, "Something is missing")


def test_a_body_too_large_is_a_page_for_a_browser(server: Server) -> None:
    big = {"email": "x@example.com", "password": "p" * (1024 * 1024 + 1)}
    assert_page(httpx.post(f"{server.url}/signin", data=big, headers=BROWSER), 413, "Too large")
    assert_json(httpx.post(f"{server.url}/signin", data=big), 413, "payload_too_large")


@pytest.mark.parametrize("path", ["/no/such/page", "/signin/nowhere"])
def test_programs_still_get_json_outside_the_api(server: Server, path: str) -> None:
    assert_json(httpx.get(f"{server.url}{path}"), 404, "not_found")
    json_only = {"Accept": "application/json"}
    assert_json(httpx.get(f"{server.url}{path}", headers=json_only), 404, "not_found")


def test_the_api_answers_json_even_to_a_browser(server: Server) -> None:
    assert_json(httpx.get(f"{server.url}/api/v2/humanize", headers=BROWSER), 404, "not_found")
    response = httpx.get(f"{server.url}/api/v1/humanize", headers=BROWSER)
    assert_json(response, 405, "method_not_allowed")
    assert response.headers["allow"] == "POST"


def test_an_account_on_a_removed_plan_is_served_on_the_default_plan(tmp_path: Path) -> None:
    """The operator removed a plan that an account is still on: its pages and its API calls go
    on, on the plans file's default plan (the API did so already), never a 500."""
    environment = Environment(data_dir=tmp_path)
    with running(environment) as server, httpx.Client(base_url=server.url) as client:
        sign_up(client, "gone@example.com")
        cookies = dict(client.cookies)
    environment.cli("accounts", "set-plan", "gone@example.com", "tiny")
    key = environment.cli("keys", "create", "gone@example.com").stdout.strip()
    without_tiny = tmp_path / "plans-without-tiny.json"
    plans = {k: v for k, v in TEST_PLANS.items() if k != "tiny"}
    without_tiny.write_text(
        json.dumps({"plans": plans, "default_plan": "basic", "first_start_plan": "unlimited"})
    )
    environment.extra["HUMANIZER_PLANS_FILE"] = str(without_tiny)
    with running(environment) as server:
        pages = [
            httpx.get(f"{server.url}{path}", headers=BROWSER, cookies=cookies)
            for path in ("/app", "/app/plan", "/app/usage")
        ]
        usage = httpx.get(f"{server.url}/api/v1/usage", headers={"Authorization": f"Bearer {key}"})
    assert [page.status_code for page in pages] == [200, 200, 200]
    assert "7,500" in pages[1].text or "7500" in pages[1].text  # the default plan's words
    assert usage.status_code == 200 and usage.json()["words_per_month"] == 7500


def test_an_unexpected_failure_is_a_page_for_a_browser_and_json_for_a_program(
    tmp_path: Path, postgres_url: str
) -> None:
    """A real fault: a botched migration left the database without a column this version
    reads (PostgreSQL reports it as a programming error, not as an unreachable service)."""
    environment = Environment(data_dir=tmp_path, database_url=postgres_url)
    environment.cli("db", "upgrade")
    with running(environment) as server, httpx.Client(base_url=server.url) as client:
        sign_up(client, "broken@example.com")
        cookies = dict(client.cookies)
        with psycopg.connect(postgres_url.replace("+psycopg", ""), autocommit=True) as admin:
            admin.execute("ALTER TABLE accounts RENAME COLUMN plan TO plan_before")
        page = httpx.get(f"{server.url}/app/plan", headers=BROWSER, cookies=cookies)
        program = httpx.get(f"{server.url}/app/plan", cookies=cookies)
    assert_page(page, 500, "Something went wrong")
    assert "Nothing was charged" in page.text
    assert "Traceback" not in page.text and "plan_before" not in page.text
    assert_json(program, 500, "internal_error")


def test_an_unreachable_backing_service_is_a_page_for_a_browser(tmp_path: Path) -> None:
    dead_redis = f"redis://127.0.0.1:{free_port()}/0"
    environment = Environment(data_dir=tmp_path, redis_url=dead_redis)
    with running(environment) as server, httpx.Client(base_url=server.url) as client:
        form = client.get("/signin", headers=BROWSER)
        token = re.search(r'name="csrf_token" value="([^"]+)"', form.text)
        assert token
        fields = {"email": "x@example.com", "password": PASSWORD, "csrf_token": token.group(1)}
        page = client.post("/signin", data=fields, headers=BROWSER)
        program = client.post("/signin", data=fields)
    assert_page(page, 503, "Service unavailable")
    assert int(page.headers["retry-after"]) > 0
    assert "redis" not in page.text.lower()
    assert_json(program, 503, "service_unavailable")
    assert int(program.headers["retry-after"]) > 0
