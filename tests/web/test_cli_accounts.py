"""Accounts made on the command line reach the web application too: `accounts set-password`
(from a terminal or a pipe, never an argument) and the one-time link of `accounts invite`, over
real HTTP against `humanizer serve` and real `humanizer` processes."""

import hashlib
import os
import pty
import re
import select
import sqlite3
import sys
import time
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest

from humanizer.storage.database import create_db_engine
from humanizer.web.sign_in_links import SignInLinks
from tests.support.server import Environment, Server, start_server

PASSWORD = "correct horse battery staple"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Environment, Server]]:
    environment = Environment(data_dir=Path(tmp_path_factory.mktemp("cli-accounts")))
    server = start_server(environment)
    yield environment, server
    server.stop()


def new_account(environment: Environment) -> str:
    email = f"{uuid.uuid4().hex[:10]}@example.com"
    environment.cli("accounts", "create", email)
    return email


def csrf(page: httpx.Response) -> str:
    token = re.search(r'name="csrf_token" value="([^"]+)"', page.text)
    assert token, page.text
    return token.group(1)


def sign_in(server: Server, email: str, password: str) -> httpx.Client:
    """A browser-like client after a sign-in attempt; `.cookies` holds the session if any."""
    client = httpx.Client(base_url=server.url, timeout=30)
    page = client.get("/signin")
    client.post("/signin", data={"email": email, "password": password, "csrf_token": csrf(page)})
    return client


def signed_in(client: httpx.Client) -> bool:
    return client.get("/app").status_code == 200


def test_set_password_from_a_pipe_opens_the_web_door(site: tuple[Environment, Server]) -> None:
    environment, server = site
    email = new_account(environment)
    assert not signed_in(sign_in(server, email, PASSWORD)), "no password yet: no way in"

    done = environment.cli("accounts", "set-password", email, input=PASSWORD + "\n")
    assert done.stdout == ""
    assert done.stderr == f"password set for {email}; its web sessions were signed out\n"
    browser = sign_in(server, email, PASSWORD)
    assert signed_in(browser)

    # A new password signs out every session of the old one.
    environment.cli("accounts", "set-password", email, input="another fine password\n")
    assert not signed_in(browser)
    assert not signed_in(sign_in(server, email, PASSWORD))
    assert signed_in(sign_in(server, email, "another fine password"))


def test_set_password_refusals_are_one_line(site: tuple[Environment, Server]) -> None:
    environment, _server = site
    email = new_account(environment)
    for typed, message in (
        ("short\n", "choose a password of at least 10 characters (spaces aside)"),
        ("aaaaaaaaaaaa\n", "choose a password with more than a few different characters"),
        ("", "choose a password of at least 10 characters"),
    ):
        refused = environment.cli("accounts", "set-password", email, input=typed, check=False)
        assert (refused.returncode, refused.stdout) == (1, "")
        assert refused.stderr.startswith(f"error: {message}") and refused.stderr.count("\n") == 1
    unknown = environment.cli(
        "accounts", "set-password", "nobody@example.com", input=PASSWORD, check=False
    )
    assert unknown.returncode == 1 and "no account with e-mail nobody@example.com" in unknown.stderr
    # Never an argument: a password on the command line is visible to every user of the machine.
    as_argument = environment.cli("accounts", "set-password", email, PASSWORD, check=False)
    assert as_argument.returncode == 2 and "unexpected extra argument" in as_argument.stderr.lower()


def _at_a_terminal(
    environment: Environment, args: list[str], answers: list[str], code: int = 0
) -> str:
    """Runs `humanizer ARGS` on a pseudo-terminal, typing each answer after its prompt; returns
    everything the terminal showed."""
    pid, terminal = pty.fork()
    if pid == 0:  # the child: its controlling terminal is the pty
        os.execve(
            sys.executable, [sys.executable, "-m", "humanizer", *args], environment.variables()
        )
    shown = b""
    pending = list(answers)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([terminal], [], [], 1)
        if not ready:
            continue
        try:
            chunk = os.read(terminal, 4096)
        except OSError:  # the child closed the terminal: it exited
            break
        if not chunk:
            break
        shown += chunk
        if pending and shown.rstrip().endswith(b":"):
            # Typed a moment after the prompt, as a person would: on some kernels (gVisor's)
            # the prompt reaches the terminal before getpass's echo-off takes effect.
            time.sleep(1)
            os.write(terminal, pending.pop(0).encode() + b"\n")
    os.close(terminal)
    _pid, status = os.waitpid(pid, 0)
    assert (os.waitstatus_to_exitcode(status), pending) == (code, []), shown
    return shown.decode(errors="replace")


def test_set_password_at_a_terminal_asks_twice_without_echo(
    site: tuple[Environment, Server],
) -> None:
    environment, server = site
    email = new_account(environment)
    shown = _at_a_terminal(environment, ["accounts", "set-password", email], [PASSWORD, PASSWORD])
    assert "New password:" in shown and "Again:" in shown
    assert PASSWORD not in shown, "the password is never echoed"
    assert signed_in(sign_in(server, email, PASSWORD))

    other = new_account(environment)
    shown = _at_a_terminal(
        environment, ["accounts", "set-password", other], [PASSWORD, "a different one!"], code=1
    )
    assert "error: the two passwords differ" in shown
    assert not signed_in(sign_in(server, other, PASSWORD))


def invite(environment: Environment, server: Server, email: str) -> str:
    done = environment.cli("accounts", "invite", email, "--base-url", server.url + "/")
    link = done.stdout.strip()
    assert done.stdout == link + "\n" and link.startswith(f"{server.url}/invite/"), done.stdout
    assert "usable once within 24 hour(s)" in done.stderr
    return link


def choose_password(link: str, password: str) -> tuple[httpx.Response, httpx.Client]:
    client = httpx.Client(timeout=30)
    page = client.get(link)
    assert page.status_code == 200, page.text
    return client.post(link, data={"password": password, "csrf_token": csrf(page)}), client


def test_an_invite_link_signs_in_once_and_sets_a_password(
    site: tuple[Environment, Server],
) -> None:
    environment, server = site
    email = new_account(environment)
    link = invite(environment, server, email)

    page = httpx.get(link, timeout=30)
    assert page.status_code == 200 and email in page.text and "Choose a password" in page.text
    assert page.headers["cache-control"] == "no-store"
    assert httpx.get(link, timeout=30).status_code == 200, "opening the link does not use it"

    weak, _client = choose_password(link, "short")
    assert weak.status_code == 400 and "at least 10 characters" in weak.text

    chosen, client = choose_password(link, PASSWORD)
    assert chosen.status_code == 303 and chosen.headers["location"] == "/app"
    client.base_url = httpx.URL(server.url)
    assert signed_in(client), "the link signed the person in"
    assert signed_in(sign_in(server, email, PASSWORD)), "and the password works from now on"

    for used in (httpx.get(link, timeout=30), httpx.post(link, timeout=30)):
        assert used.status_code == 404 and "no longer works" in used.text


def test_only_the_newest_link_works_and_none_after_it_expires(
    site: tuple[Environment, Server],
) -> None:
    environment, server = site
    email = new_account(environment)
    first = invite(environment, server, email)
    second = invite(environment, server, email)
    assert httpx.get(first, timeout=30).status_code == 404
    assert httpx.get(second, timeout=30).status_code == 200

    account_id = int(
        next(
            line.split("\t")[0]
            for line in environment.cli("accounts", "list").stdout.splitlines()
            if f"\t{email}\t" in line
        )
    )
    db = create_db_engine(f"sqlite:///{environment.data_dir / 'humanizer.db'}")
    expired = SignInLinks(db).issue(account_id, timedelta(seconds=-1))
    db.dispose()
    assert httpx.get(f"{server.url}/invite/{expired}", timeout=30).status_code == 404
    assert httpx.get(second, timeout=30).status_code == 404, "the newer link replaced it"
    assert httpx.get(f"{server.url}/invite/not-a-token", timeout=30).status_code == 404


def test_the_link_is_stored_only_as_a_digest(site: tuple[Environment, Server]) -> None:
    environment, server = site
    token = invite(environment, server, new_account(environment)).rsplit("/", 1)[1]
    with sqlite3.connect(environment.data_dir / "humanizer.db") as connection:
        stored = [row[0] for row in connection.execute("SELECT token_hash FROM sign_in_links")]
    assert hashlib.sha256(token.encode()).hexdigest() in stored
    assert token not in stored


def test_invite_refusals_and_the_public_url(site: tuple[Environment, Server]) -> None:
    environment, _server = site
    unknown = environment.cli("accounts", "invite", "nobody@example.com", check=False)
    assert unknown.returncode == 1 and unknown.stderr.startswith("error: no account")
    email = new_account(environment)
    bad = environment.cli("accounts", "invite", email, "--base-url", "example.com", check=False)
    assert bad.returncode == 1 and "must start with http:// or https://" in bad.stderr
    assert environment.cli("accounts", "invite", email).stdout.startswith(
        "http://127.0.0.1:8000/invite/"
    )
    environment.extra["HUMANIZER_PUBLIC_URL"] = "https://humanizer.example.org"
    try:
        public = environment.cli("accounts", "invite", email).stdout
    finally:
        del environment.extra["HUMANIZER_PUBLIC_URL"]
    assert public.startswith("https://humanizer.example.org/invite/")
