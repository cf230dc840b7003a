"""The web application in a real headless browser (Debian's Chromium driven by Playwright):
a new user's whole journey, one quota shared with the API, and the security checks.

Screenshots of every page are saved under artifacts/screenshots/ (kept by CI)."""

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa

from tests.support.server import Environment, Server, start_server

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
SCREENSHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
TEXT = (
    "Cabe destacar que el hotel Miramar de Valencia costaba 120 € por noche en marzo de 2024. "
    "Además, el desayuno incluía 14 productos locales."
)
API_TEXT = "Además, el museo abre a las 9:30 y la entrada general cuesta 12 € por persona."
PASSWORD = "correct horse battery staple"


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    if not Path(CHROMIUM).exists():
        message = "Debian's chromium is not installed: apt-get install chromium"
        if os.environ.get("CI", "").lower() in ("1", "true"):
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
            ],
        )
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Environment, Server]]:
    environment = Environment(data_dir=Path(tmp_path_factory.mktemp("web")))
    server = start_server(environment)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    yield environment, server
    server.stop()


def shot(page: object, name: str) -> None:
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)  # type: ignore[attr-defined]


def sign_up(page: object, url: str, email: str) -> None:
    page.goto(f"{url}/signup")  # type: ignore[attr-defined]
    page.fill("#email", email)  # type: ignore[attr-defined]
    page.fill("#password", PASSWORD)  # type: ignore[attr-defined]
    page.click("button[type=submit]")  # type: ignore[attr-defined]
    page.wait_for_url(f"{url}/app")  # type: ignore[attr-defined]


def test_a_new_user_from_sign_up_to_sign_out(
    browser: object, site: tuple[Environment, Server]
) -> None:
    environment, server = site
    context = browser.new_context(viewport={"width": 390, "height": 844})  # type: ignore[attr-defined]
    page = context.new_page()

    page.goto(f"{server.url}/signup")
    shot(page, "01-sign-up")
    sign_up(page, server.url, "ana@example.com")
    assert page.inner_text("[data-testid=words-left]") == "500"

    page.fill("#text", TEXT)
    page.select_option("#tone", "professional")
    page.click("form.card button[type=submit]")
    result = page.input_value("[data-testid=result]")
    for fact in ("Miramar", "Valencia", "120 €", "marzo de 2024", "14"):
        assert fact in result
    assert "Cabe destacar" not in result
    words_left = int(page.inner_text("[data-testid=words-left]"))
    assert words_left < 500
    shot(page, "02-humanize")
    # The last choice of tone is remembered.
    page.goto(f"{server.url}/app")
    assert page.input_value("#tone") == "professional"

    page.goto(f"{server.url}/app/keys")
    assert "403" in page.inner_text("main")  # free plan: told why keys would be refused
    environment.cli("accounts", "set-plan", "ana@example.com", "basic")
    page.goto(f"{server.url}/app/keys")
    page.fill("#name", "laptop")
    page.click("form.card button[type=submit]")
    key = page.input_value("[data-testid=new-key]")
    assert key.startswith("hmz_")
    assert "will not be shown again" in page.inner_text(".new-key")
    shot(page, "03-api-keys")

    response = httpx.post(
        f"{server.url}/api/v1/humanize",
        headers={"Authorization": f"Bearer {key}"},
        json={"text": API_TEXT},
    )
    assert response.status_code == 200
    api_words = response.json()["meta"]["input_words"]

    page.goto(f"{server.url}/app/usage")
    assert int(page.inner_text("[data-testid=api-words]")) == api_words
    assert int(page.inner_text("[data-testid=web-words]")) == 500 - words_left
    assert int(page.inner_text("[data-testid=words-used]")) == 500 - words_left + api_words
    shot(page, "04-usage")

    page.goto(f"{server.url}/app/plan")
    assert page.inner_text("[data-testid=current-plan]") == "basic"
    assert "humanizer accounts set-plan" in page.inner_text("main")
    shot(page, "05-plan")

    page.goto(f"{server.url}/app/keys")
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("button.danger")
    page.wait_for_url(f"{server.url}/app/keys")
    assert "revoked" in page.inner_text("table.keys")
    response = httpx.post(
        f"{server.url}/api/v1/humanize",
        headers={"Authorization": f"Bearer {key}"},
        json={"text": API_TEXT},
    )
    assert response.status_code == 401

    page.click("text=Sign out")
    page.wait_for_url(f"{server.url}/signin")
    page.goto(f"{server.url}/app")
    assert page.url == f"{server.url}/signin"
    shot(page, "06-signed-out")
    context.close()


def test_forms_without_the_right_csrf_token_are_refused(
    browser: object, site: tuple[Environment, Server]
) -> None:
    _environment, server = site
    context = browser.new_context()  # type: ignore[attr-defined]
    page = context.new_page()
    sign_up(page, server.url, "csrf@example.com")
    page.eval_on_selector("form.card input[name=csrf_token]", "el => el.value = 'forged'")
    page.fill("#text", TEXT)
    response_status = []
    page.on(
        "response", lambda r: response_status.append(r.status) if r.url.endswith("/app") else None
    )
    page.click("form.card button[type=submit]")
    assert 403 in response_status
    assert "did not come from this site" in page.inner_text("main")
    shot(page, "07-csrf-refused")
    # A cross-site POST carries no token at all.
    cookies = {c["name"]: c["value"] for c in context.cookies()}
    forged = httpx.post(f"{server.url}/app/keys", data={"name": "evil"}, cookies=cookies)
    assert forged.status_code == 403
    context.close()


def test_an_expired_session_is_refused(browser: object, site: tuple[Environment, Server]) -> None:
    environment, server = site
    context = browser.new_context()  # type: ignore[attr-defined]
    page = context.new_page()
    sign_up(page, server.url, "old@example.com")
    engine = sa.create_engine(f"sqlite:///{environment.data_dir / 'humanizer.db'}")
    with engine.begin() as connection:
        connection.execute(sa.text("UPDATE web_sessions SET expires_at = '2000-01-01 00:00:00'"))
    engine.dispose()
    page.goto(f"{server.url}/app/usage")
    assert page.url == f"{server.url}/signin"
    context.close()


def test_failed_sign_ins_are_throttled_without_telling_which_emails_exist(
    browser: object, site: tuple[Environment, Server]
) -> None:
    _environment, server = site
    context = browser.new_context()  # type: ignore[attr-defined]
    page = context.new_page()
    sign_up(page, server.url, "bo@example.com")
    page.click("text=Sign out")
    messages = []
    for email in ("bo@example.com", "nobody@example.com"):
        page.goto(f"{server.url}/signin")
        page.fill("#email", email)
        page.fill("#password", "wrong password!")
        page.click("button[type=submit]")
        messages.append(page.inner_text(".error"))
    assert messages[0] == messages[1]  # no account enumeration
    for _ in range(5):  # five attempts per address in 15 minutes; the sixth is refused
        page.fill("#email", "bo@example.com")
        page.fill("#password", "wrong password!")
        page.click("button[type=submit]")
    assert re.search(
        r"Too many sign-in attempts\. Try again in \d+ minutes?\.", page.inner_text(".error")
    )
    # Even the right password waits for the window to pass.
    page.fill("#email", "bo@example.com")
    page.fill("#password", PASSWORD)
    page.click("button[type=submit]")
    assert "Too many sign-in attempts" in page.inner_text(".error")
    shot(page, "08-throttled")
    context.close()


def teardown_module() -> None:
    # Keep the screenshots; drop anything else a failed run may have left.
    for path in SCREENSHOTS.glob("*.tmp"):
        shutil.rmtree(path, ignore_errors=True)
