"""The web application under abuse, over real HTTP against `humanizer serve`: sign-up floods,
sign-in lockouts of the real owner, passwords and e-mails that are not, headers that must not be
believed, and what every page sends to a browser.

Client addresses are set with X-Forwarded-For from a server told to trust the local proxy
(HUMANIZER_TRUSTED_PROXIES), which is what a deployment behind a reverse proxy does."""

import re
import stat
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.server import Environment, Server, start_server

PASSWORD = "correct horse battery staple"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Environment, Server]]:
    environment = Environment(
        data_dir=Path(tmp_path_factory.mktemp("abuse")),
        extra={"HUMANIZER_TRUSTED_PROXIES": "127.0.0.1"},
    )
    server = start_server(environment)
    yield environment, server
    server.stop()


def form(server: Server, path: str, address: str, **fields: str) -> httpx.Response:
    """Fills and posts a signed-out form as a browser at `address` would."""
    headers = {"X-Forwarded-For": address}
    with httpx.Client(base_url=server.url, headers=headers, timeout=30) as client:
        page = client.get(path)
        token = re.search(r'name="csrf_token" value="([^"]+)"', page.text)
        assert token, page.text
        return client.post(path, data={**fields, "csrf_token": token.group(1)})


def new_email() -> str:
    return f"{uuid.uuid4().hex[:10]}@example.com"


def test_sign_ups_from_one_address_are_throttled(site: tuple[Environment, Server]) -> None:
    _environment, server = site
    answers = [
        form(server, "/signup", "10.1.0.1", email=new_email(), password=PASSWORD).status_code
        for _ in range(6)
    ]
    assert answers[:5] == [303] * 5
    assert answers[5] == 429
    # another address is not affected
    assert (
        form(server, "/signup", "10.1.0.2", email=new_email(), password=PASSWORD).status_code == 303
    )


@pytest.mark.parametrize("password", [" " * 12, "\u200b" * 12, "\t\n" * 6, "aaaaaaaaaaaa", "short"])
def test_passwords_that_are_not_are_refused(
    site: tuple[Environment, Server], password: str
) -> None:
    _environment, server = site
    answer = form(server, "/signup", "10.2.0.1", email=new_email(), password=password)
    assert answer.status_code == 400
    assert "password" in answer.text


@pytest.mark.parametrize(
    "email",
    ["", "no-at-sign", "a@", "tab\t@example.com", "new\nline@example.com", "x" * 300 + "@e.com"],
)
def test_emails_that_are_not_are_refused_before_anything_is_stored(
    site: tuple[Environment, Server], email: str
) -> None:
    environment, server = site
    before = environment.cli("accounts", "list").stdout.splitlines()
    answer = form(server, "/signup", "10.3.0.1", email=email, password=PASSWORD)
    assert answer.status_code == 400
    assert "valid e-mail" in answer.text
    assert form(server, "/signin", "10.3.0.1", email=email, password=PASSWORD).status_code == 400
    assert environment.cli("accounts", "list").stdout.splitlines() == before


def test_a_stranger_guessing_passwords_does_not_lock_the_owner_out(
    site: tuple[Environment, Server],
) -> None:
    _environment, server = site
    owner = new_email()
    assert form(server, "/signup", "10.4.0.1", email=owner, password=PASSWORD).status_code == 303
    for _ in range(6):
        form(server, "/signin", "10.4.0.66", email=owner, password="wrong password!")
    stranger = form(server, "/signin", "10.4.0.66", email=owner, password=PASSWORD)
    assert stranger.status_code == 429  # the guesser's own address is throttled
    assert form(server, "/signin", "10.4.0.2", email=owner, password=PASSWORD).status_code == 303


def test_forwarded_headers_are_believed_only_from_a_trusted_proxy(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path)  # no trusted proxy
    server = start_server(environment)
    try:
        for number in range(6):  # a new "address" each time: ignored, all from 127.0.0.1
            form(server, "/signup", f"10.5.0.{number}", email=new_email(), password=PASSWORD)
        refused = form(server, "/signup", "10.5.0.99", email=new_email(), password=PASSWORD)
        assert refused.status_code == 429
    finally:
        server.stop()


def test_every_answer_carries_the_security_headers(site: tuple[Environment, Server]) -> None:
    _environment, server = site
    for path in ("/signin", "/healthz", "/api/v1/humanize"):
        headers = httpx.get(f"{server.url}{path}").headers
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        assert "script-src" not in headers["content-security-policy"]  # 'self' by default-src
        assert headers["x-frame-options"] == "DENY"
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "same-origin"


def test_pages_never_build_urls_from_the_host_header(site: tuple[Environment, Server]) -> None:
    _environment, server = site
    page = httpx.get(f"{server.url}/signin", headers={"Host": "evil.example"})
    assert "evil.example" not in page.text
    assert 'src="/static/app.js"' in page.text


def test_the_database_file_is_readable_by_its_owner_only(site: tuple[Environment, Server]) -> None:
    environment, _server = site
    for name in ("humanizer.db", "humanizer.db-wal"):
        path = environment.data_dir / name
        if path.exists():
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, name
