"""E-mail confirmation of web sign-ups (HUMANIZER_SMTP_URL), over real HTTP against a real
`humanizer serve` that sends real mail to a real SMTP server (aiosmtpd) run by the test.

Client addresses are set with X-Forwarded-For from a server told to trust the local proxy, so
that each test signs up from its own address (sign-ups are throttled per address)."""

import re
import ssl
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from aiosmtpd.smtp import AuthResult, LoginPassword

from tests.support.mail import Inbox, smtp_server
from tests.support.server import Environment, Server, free_port, start_server

PASSWORD = "correct horse battery staple"
PUBLIC_URL = "https://humanizer.example"
MAIL_FROM = "Humanizer <no-reply@humanizer.example>"


@pytest.fixture(scope="module")
def smtp() -> Iterator[tuple[Inbox, int]]:
    with smtp_server() as (inbox, port):
        yield inbox, port


def mail_environment(data_dir: Path, smtp_url: str) -> Environment:
    return Environment(
        data_dir=data_dir,
        extra={
            "HUMANIZER_TRUSTED_PROXIES": "127.0.0.1",
            "HUMANIZER_SMTP_URL": smtp_url,
            "HUMANIZER_MAIL_FROM": MAIL_FROM,
            "HUMANIZER_PUBLIC_URL": PUBLIC_URL,
        },
    )


@pytest.fixture(scope="module")
def site(
    tmp_path_factory: pytest.TempPathFactory, smtp: tuple[Inbox, int]
) -> Iterator[tuple[Environment, Server, Inbox]]:
    inbox, port = smtp
    environment = mail_environment(
        Path(tmp_path_factory.mktemp("confirm")), f"smtp://127.0.0.1:{port}"
    )
    server = start_server(environment)
    yield environment, server, inbox
    server.stop()


class Browser:
    """A browser at one client address: cookies kept, forms filled with their CSRF token."""

    def __init__(self, server: Server, address: str) -> None:
        self.client = httpx.Client(
            base_url=server.url, headers={"X-Forwarded-For": address}, timeout=60
        )

    def submit(self, path: str, **fields: str) -> httpx.Response:
        page = self.client.get(path)
        token = re.search(r'name="csrf_token" value="([^"]+)"', page.text)
        assert token, page.text
        return self.client.post(path, data={**fields, "csrf_token": token.group(1)})

    def signed_in(self) -> bool:
        return self.client.get("/app").status_code == 200


def new_email() -> str:
    return f"{uuid.uuid4().hex[:12]}@example.com"


def new_address() -> str:
    number = uuid.uuid4().int
    return f"10.{number % 250}.{number // 250 % 250}.{number // 62500 % 250 + 1}"


def link_in(body: str) -> str:
    """The path of the one-time link in a mail, checked to start with the public URL."""
    links = re.findall(r"https?://\S+/invite/\S+", body)
    assert len(links) == 1, body
    assert links[0].startswith(f"{PUBLIC_URL}/invite/")
    return links[0].removeprefix(PUBLIC_URL)


def test_new_and_taken_emails_get_the_same_answer_and_different_mails(
    site: tuple[Environment, Server, Inbox],
) -> None:
    environment, server, inbox = site
    new, taken = new_email(), new_email()
    environment.cli("accounts", "create", taken)
    before = environment.cli("accounts", "list").stdout
    assert "mail you a link" in httpx.get(f"{server.url}/signup").text

    answers = [
        Browser(server, "10.200.0.1").submit("/signup", email=email, password=PASSWORD)
        for email in (new, taken)
    ]
    assert [a.status_code for a in answers] == [200, 200]
    bodies = [
        a.text.replace(email, "EMAIL") for a, email in zip(answers, (new, taken), strict=True)
    ]
    assert bodies[0] == bodies[1]
    assert "Check your inbox" in bodies[0]
    varying = {"date", "x-request-id"}
    headers = [{k: v for k, v in a.headers.items() if k not in varying} for a in answers]
    assert headers[0] == headers[1]
    assert "set-cookie" not in headers[0]  # no session: nobody is signed in

    new_subject, new_body = inbox.only_mail_to(new)
    taken_subject, taken_body = inbox.only_mail_to(taken)
    assert new_subject == "Confirm your e-mail address for Humanizer"
    assert taken_subject == "Your Humanizer account"
    assert f"{PUBLIC_URL}/signin" in taken_body
    for body in (new_body, taken_body):
        link_in(body)
        assert PASSWORD not in body
    [message] = inbox.to(new)
    assert message["From"] == MAIL_FROM

    # Only the new e-mail has a new account, and the taken one still has no web password.
    after = environment.cli("accounts", "list").stdout
    assert after.count("\n") == before.count("\n") + 1 and new in after
    assert (
        not Browser(server, "10.200.0.2")
        .submit("/signin", email=taken, password=PASSWORD)
        .is_redirect
    )


def test_the_link_and_the_password_confirm_the_address_and_sign_in(
    site: tuple[Environment, Server, Inbox],
) -> None:
    _environment, server, inbox = site
    email, browser = new_email(), Browser(server, new_address())
    browser.submit("/signup", email=email, password=PASSWORD)
    link = link_in(inbox.only_mail_to(email)[1])

    # Not confirmed yet: the right password does not sign in, and says why.
    refused = browser.submit("/signin", email=email, password=PASSWORD)
    assert refused.status_code == 403
    assert "Confirm your e-mail address first" in refused.text
    assert not browser.signed_in()

    # Opening the link (as a mail scanner does) uses nothing up.
    for _ in range(2):
        page = browser.client.get(link)
        assert page.status_code == 200 and "Confirm your e-mail address" in page.text
        assert page.headers["cache-control"] == "no-store"
    wrong = browser.submit(link, password="not the password at all")
    assert wrong.status_code == 400 and "not the password" in wrong.text
    assert not browser.signed_in()

    confirmed = browser.submit(link, password=PASSWORD)
    assert confirmed.status_code == 303
    assert confirmed.headers["location"] == "/app?notice=confirmed"
    assert browser.signed_in()
    text = "The committee will meet on Monday to discuss the new budget proposal."
    humanized = browser.submit("/app", text=text, tone="casual", language="en")
    assert humanized.status_code == 200 and "words" in humanized.text

    assert browser.client.get(link).status_code == 404  # used up
    later = Browser(server, new_address())
    assert later.submit("/signin", email=email, password=PASSWORD).status_code == 303
    assert later.signed_in()


def test_an_unconfirmed_account_cannot_sign_in_or_humanize(
    site: tuple[Environment, Server, Inbox],
) -> None:
    _environment, server, inbox = site
    email, browser = new_email(), Browser(server, new_address())
    browser.submit("/signup", email=email, password=PASSWORD)
    assert browser.submit("/signin", email=email, password=PASSWORD).status_code == 403
    assert "hmz_session" not in browser.client.cookies
    attempt = browser.client.post("/app", data={"text": "x" * 40, "csrf_token": "x"})
    assert attempt.status_code == 303
    assert attempt.headers["location"].startswith("/signin")
    assert len(inbox.to(email)) == 1


def test_signing_up_again_replaces_a_pending_account_s_password_and_link(
    site: tuple[Environment, Server, Inbox],
) -> None:
    """Whoever signed up first with somebody else's address loses the account as soon as its
    owner signs up: the owner's password replaces theirs and the earlier link stops working."""
    _environment, server, inbox = site
    email = new_email()
    Browser(server, new_address()).submit("/signup", email=email, password="a stranger's password")
    first_link = link_in(inbox.only_mail_to(email)[1])
    owner = Browser(server, new_address())
    assert owner.submit("/signup", email=email, password=PASSWORD).status_code == 200
    mails = inbox.to(email)
    assert len(mails) == 2
    body = mails[1].get_body(("plain",))
    assert body is not None and "Confirm" in str(mails[1]["Subject"])
    second_link = link_in(body.get_content())

    assert owner.client.get(first_link).status_code == 404
    assert owner.submit(second_link, password="a stranger's password").status_code == 400
    assert owner.submit(second_link, password=PASSWORD).status_code == 303
    assert owner.signed_in()


def test_the_mail_to_a_taken_address_lets_its_owner_choose_a_new_password(
    site: tuple[Environment, Server, Inbox],
) -> None:
    environment, server, inbox = site
    email = new_email()
    environment.cli("accounts", "create", email)
    environment.cli("accounts", "set-password", email, input=PASSWORD + "\n")
    browser = Browser(server, new_address())
    browser.submit("/signup", email=email, password="whatever the stranger typed")
    link = link_in(inbox.only_mail_to(email)[1])

    assert "Choose a password" in browser.client.get(link).text
    assert browser.submit(link, password="a brand new password").status_code == 303
    assert browser.signed_in()
    assert (
        Browser(server, new_address())
        .submit("/signin", email=email, password="a brand new password")
        .status_code
        == 303
    )


def test_the_operator_s_invite_link_confirms_a_pending_account_the_same_way(
    site: tuple[Environment, Server, Inbox],
) -> None:
    environment, server, _inbox = site
    email, browser = new_email(), Browser(server, new_address())
    browser.submit("/signup", email=email, password=PASSWORD)
    link = environment.cli("accounts", "invite", email, "--base-url", server.url).stdout.strip()
    path = link.removeprefix(server.url)
    assert "Confirm your e-mail address" in browser.client.get(path).text
    assert browser.submit(path, password=PASSWORD).status_code == 303
    assert browser.signed_in()


def test_logs_hold_no_link_mail_or_password(site: tuple[Environment, Server, Inbox]) -> None:
    _environment, server, inbox = site
    email = new_email()
    Browser(server, new_address()).submit("/signup", email=email, password=PASSWORD)
    link = link_in(inbox.only_mail_to(email)[1])
    log = server.log.read_text()
    # The route's template ("/invite/{token}") is logged; the token and the link never are.
    for secret in (link.rpartition("/")[2], link, email, PASSWORD, "Someone, probably"):
        assert secret not in log


@pytest.mark.parametrize("problem", ["nothing listens", "password without TLS"])
def test_when_mail_cannot_go_out_the_page_says_so_and_nothing_is_kept(
    tmp_path: Path, smtp: tuple[Inbox, int], problem: str
) -> None:
    inbox, port = smtp
    url = (
        f"smtp://127.0.0.1:{free_port()}"
        if problem == "nothing listens"
        else f"smtp://user:s3cret-smtp@127.0.0.1:{port}"  # aiosmtpd here offers no STARTTLS
    )
    environment = mail_environment(tmp_path, url)
    taken = new_email()
    environment.cli("accounts", "create", taken)
    before = environment.cli("accounts", "list").stdout
    server = start_server(environment)
    try:
        new = new_email()
        answers = [
            Browser(server, "10.201.0.1").submit("/signup", email=email, password=PASSWORD)
            for email in (new, taken)
        ]
        for answer in answers:
            assert answer.status_code == 503
            assert answer.headers["retry-after"] == "60"
            assert "could not send you an e-mail just now" in answer.text
            assert "<form" in answer.text  # the form again, to try later
        assert environment.cli("accounts", "list").stdout == before
        assert not inbox.to(new) and not inbox.to(taken)
        log = server.log.read_text()
        assert "mail not sent" in log
        assert "s3cret-smtp" not in log and new not in log and "Traceback" not in log
    finally:
        server.stop()


def self_signed_certificate(directory: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key, made with the openssl command."""
    certificate, key = directory / "cert.pem", directory / "key.pem"
    subprocess.run(
        [
            *("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"),
            *("-keyout", str(key), "-out", str(certificate), "-subj", "/CN=127.0.0.1"),
            *("-addext", "subjectAltName=IP:127.0.0.1"),
        ],
        check=True,
        capture_output=True,
    )
    return certificate, key


SMTP_USER, SMTP_PASSWORD = "mailer", "p@ss word:/"  # quoted in the URL


# aiosmtpd warns about AUTH without STARTTLS, not knowing that smtps is TLS from the start.
@pytest.mark.filterwarnings("ignore:Requiring AUTH while not requiring TLS")
@pytest.mark.parametrize("scheme", ["smtp", "smtps", "smtps with a wrong password"])
def test_mail_goes_out_over_tls_with_the_url_s_credentials(tmp_path: Path, scheme: str) -> None:
    """smtp:// upgrades with STARTTLS before it logs in, smtps:// speaks TLS from the start; the
    server checks the certificate (SSL_CERT_FILE trusts the test's own) and needs the login."""
    certificate, key = self_signed_certificate(tmp_path)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(certificate, key)
    logins: list[tuple[bytes, bytes]] = []

    def authenticator(
        _server: Any, _session: Any, _envelope: Any, _mechanism: str, data: Any
    ) -> AuthResult:
        assert isinstance(data, LoginPassword)
        logins.append((data.login, data.password))
        return AuthResult(
            success=(data.login, data.password) == (SMTP_USER.encode(), SMTP_PASSWORD.encode())
        )

    # aiosmtpd offers AUTH on an implicit-TLS connection only when told not to wait for STARTTLS.
    tls: dict[str, Any] = (
        {"tls_context": context, "require_starttls": True}
        if scheme == "smtp"
        else {"ssl_context": context, "auth_require_tls": False}
    )
    password = "wrong" if "wrong" in scheme else "p%40ss%20word%3A%2F"
    with smtp_server(authenticator=authenticator, auth_required=True, **tls) as (inbox, port):
        environment = mail_environment(
            tmp_path, f"{scheme.split()[0]}://{SMTP_USER}:{password}@127.0.0.1:{port}"
        )
        environment.extra["SSL_CERT_FILE"] = str(certificate)
        server = start_server(environment)
        try:
            email = new_email()
            answer = Browser(server, "10.202.0.1").submit("/signup", email=email, password=PASSWORD)
        finally:
            server.stop()
    if "wrong" in scheme:
        assert answer.status_code == 503
        assert not inbox.messages and logins == [(SMTP_USER.encode(), b"wrong")]
    else:
        assert answer.status_code == 200
        assert logins == [(SMTP_USER.encode(), SMTP_PASSWORD.encode())]
        link_in(inbox.only_mail_to(email)[1])


@pytest.mark.parametrize(
    ("variables", "message"),
    [
        ({"HUMANIZER_SMTP_URL": "http://mail.example"}, "must start with smtp:// or smtps://"),
        ({"HUMANIZER_SMTP_URL": "smtp://:587"}, "names no host"),
        ({"HUMANIZER_SMTP_URL": "smtp://mail.example:port"}, "port that is not a number"),
        ({"HUMANIZER_SMTP_URL": "smtps://me:s3cret-smtp@mail.example"}, "HUMANIZER_MAIL_FROM"),
        (
            {"HUMANIZER_SMTP_URL": "smtp://mail.example", "HUMANIZER_MAIL_FROM": "nobody"},
            "HUMANIZER_MAIL_FROM",
        ),
    ],
)
def test_a_mail_set_up_that_cannot_work_stops_every_command_with_one_line(
    tmp_path: Path, variables: dict[str, str], message: str
) -> None:
    environment = Environment(data_dir=tmp_path, extra=variables)
    for command in (("accounts", "list"), ("serve", "--port", str(free_port()))):
        done = environment.cli(*command, check=False)
        assert done.returncode != 0
        assert message in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr
        assert "s3cret-smtp" not in done.stderr


def test_without_smtp_sign_up_signs_in_at_once(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path)
    server = start_server(environment)
    try:
        browser = Browser(server, "127.0.0.1")
        form = browser.client.get("/signup").text
        assert "mail you a link" not in form
        answer = browser.submit("/signup", email=new_email(), password=PASSWORD)
        assert answer.status_code == 303 and answer.headers["location"] == "/app?notice=welcome"
        assert browser.signed_in()
    finally:
        server.stop()
