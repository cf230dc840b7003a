"""The web application in a real headless browser (Debian's Chromium driven by Playwright):
a new user's whole journey, one quota shared with the API, the notices, the counter, the chart,
the error pages, /docs, and the security checks.

Every page is looked at at desktop and at phone width: a screenshot of each is saved under
pytest's temporary directory (the path is printed), and a page fails if it is wider than the
window. Every browser context refuses, and reports, any request to anywhere but the server."""

import itertools
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy as sa

from humanizer.counting import count_characters, count_words
from tests.support.server import Environment, Server, start_server

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
TEXT = (
    "Cabe destacar que el hotel Miramar de Valencia costaba 120 € por noche en marzo de 2024. "
    "Además, el desayuno incluía 14 productos locales."
)
API_TEXT = "Además, el museo abre a las 9:30 y la entrada general cuesta 12 € por persona."
PASSWORD = "correct horse battery staple"

ADDRESSES = itertools.count()  # one client address per browser context
Page = Any  # playwright.sync_api.Page, imported lazily (the module skips without Chromium)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
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
    # Each browser context comes from its own address (X-Forwarded-For from a trusted local
    # proxy), so that the tests' sign-ups do not meet the per-address sign-up limit.
    environment = Environment(
        data_dir=Path(tmp_path_factory.mktemp("web")),
        extra={"HUMANIZER_TRUSTED_PROXIES": "127.0.0.1"},
    )
    server = start_server(environment)
    yield environment, server
    server.stop()


@pytest.fixture(scope="module")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("screenshots")
    print(f"screenshots of the web pages: {directory}")
    return directory


@pytest.fixture
def new_page(browser: Any, site: tuple[Environment, Server]) -> Iterator[Callable[..., Page]]:
    """Opens pages in fresh contexts that let only requests to the server through; the test
    fails if any page asked for anything elsewhere (a CDN, a font, a validator)."""
    _environment, server = site
    contexts, outside = [], []

    def route(request_route: Any) -> None:
        url = request_route.request.url
        if url.startswith(f"{server.url}/") or url == server.url:
            request_route.continue_()
        else:
            outside.append(url)
            request_route.abort()

    def open_page(viewport: dict[str, int] = PHONE) -> Page:
        number = next(ADDRESSES)
        address = f"10.20.{number // 250}.{number % 250 + 1}"
        context = browser.new_context(
            viewport=viewport, extra_http_headers={"X-Forwarded-For": address}
        )
        context.route("**/*", route)
        contexts.append(context)
        return context.new_page()

    yield open_page
    for context in contexts:
        context.close()
    assert outside == [], f"pages requested resources outside the server: {outside}"


@pytest.fixture
def look(screenshots: Path) -> Callable[[Page, str], None]:
    """Screenshots the page at desktop and at phone width; fails if it overflows either."""

    def look_at(page: Page, name: str) -> None:
        original = page.viewport_size
        for label, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            page.set_viewport_size(viewport)
            page.screenshot(path=str(screenshots / f"{name}-{label}.png"), full_page=True)
            widths = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            assert widths[0] <= widths[1], f"{name} overflows at {label} width: {widths}"
        page.set_viewport_size(original)

    return look_at


def sign_up(page: Page, url: str, email: str) -> None:
    page.goto(f"{url}/signup")
    page.fill("#email", email)
    page.fill("#password", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{url}/app?notice=welcome")


def notice(page: Page) -> str:
    return str(page.inner_text("p.notice"))


def test_a_new_user_from_sign_up_to_sign_out(
    new_page: Callable[..., Page],
    look: Callable[[Page, str], None],
    site: tuple[Environment, Server],
) -> None:
    environment, server = site
    page = new_page()

    page.goto(f"{server.url}/signup")
    look(page, "01-sign-up")
    sign_up(page, server.url, "ana@example.com")
    assert notice(page) == "Welcome! Your account is ready."
    assert page.inner_text("[data-testid=words-left]") == "500"
    look(page, "02-humanize-empty")

    page.fill("#text", TEXT)
    page.select_option("#tone", "professional")
    page.click("form.card button[type=submit]")
    result = page.input_value("[data-testid=result]")
    for fact in ("Miramar", "Valencia", "120 €", "marzo de 2024", "14"):
        assert fact in result
    assert "Cabe destacar" not in result
    words_left = int(page.inner_text("[data-testid=words-left]"))
    assert words_left < 500
    look(page, "03-humanize-result")
    # The last choice of tone is remembered.
    page.goto(f"{server.url}/app")
    assert page.input_value("#tone") == "professional"

    page.goto(f"{server.url}/app/keys")
    assert "403" in page.inner_text("main")  # free plan: told why keys would be refused
    look(page, "04-api-keys-free-plan")
    environment.cli("accounts", "set-plan", "ana@example.com", "basic")
    page.goto(f"{server.url}/app/keys")
    page.fill("#name", "laptop")
    page.click("form.card button[type=submit]")
    key = page.input_value("[data-testid=new-key]")
    assert key.startswith("hmz_")
    assert "will not be shown again" in page.inner_text(".new-key")
    look(page, "05-api-keys-new")

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
    look(page, "06-usage")

    page.goto(f"{server.url}/app/plan")
    assert page.inner_text("[data-testid=current-plan]") == "basic"
    assert "humanizer accounts set-plan" in page.inner_text("main")
    look(page, "07-plan")

    page.goto(f"{server.url}/app/keys")
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("button.danger")
    page.wait_for_url(f"{server.url}/app/keys?notice=key-revoked")
    assert "programs that use it now get HTTP 401" in notice(page)
    revoked = page.locator("tr.revoked [data-testid=revoked]")
    assert revoked.inner_text().startswith("Revoked ")
    look(page, "08-api-keys-revoked")
    response = httpx.post(
        f"{server.url}/api/v1/humanize",
        headers={"Authorization": f"Bearer {key}"},
        json={"text": API_TEXT},
    )
    assert response.status_code == 401

    page.click("text=Sign out")
    page.wait_for_url(f"{server.url}/signin?notice=signed-out")
    assert notice(page) == "You have signed out."
    look(page, "09-signed-out")
    page.goto(f"{server.url}/app")
    assert page.url == f"{server.url}/signin?notice=signin-required"
    assert notice(page) == "Sign in to see that page."


def test_a_long_email_neither_widens_the_page_nor_wraps_sign_out_on_a_phone(
    new_page: Callable[..., Page],
    look: Callable[[Page, str], None],
    site: tuple[Environment, Server],
) -> None:
    _environment, server = site
    page = new_page(PHONE)
    sign_up(page, server.url, "a.rather.long.address.for.a.phone@subdomain.example-company.com")
    page.goto(f"{server.url}/app/plan")
    look(page, "16-long-email")
    sign_out = page.locator("form.signout button").bounding_box()
    line = float(
        page.eval_on_selector(
            "form.signout button", "el => parseFloat(getComputedStyle(el).lineHeight)"
        )
    )
    assert sign_out["height"] < 1.5 * line, "Sign out wraps"
    assert sign_out["x"] + sign_out["width"] <= PHONE["width"]


def test_a_revoked_key_is_marked_at_a_glance(
    new_page: Callable[..., Page], site: tuple[Environment, Server]
) -> None:
    """Not only a word: the revoked row looks different from a live one."""
    _environment, server = site
    page = new_page(DESKTOP)
    sign_up(page, server.url, "marks@example.com")
    for name in ("live", "old"):
        page.goto(f"{server.url}/app/keys")
        page.fill("#name", name)
        page.click("form.card button[type=submit]")
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("tr:has-text('old') button.danger")
    page.wait_for_url("**/app/keys?notice=key-revoked")
    style = "el => [getComputedStyle(el).color, getComputedStyle(el).textDecorationLine]"
    live = page.eval_on_selector("tr:has-text('live') code", style)
    old = page.eval_on_selector("tr.revoked code", style)
    assert old[1] == "line-through" and live[1] == "none"
    badge = page.eval_on_selector("tr.revoked .badge", "el => getComputedStyle(el).borderStyle")
    assert badge == "solid"


def test_the_counter_shows_words_and_characters_against_the_plans_limits(
    new_page: Callable[..., Page],
    look: Callable[[Page, str], None],
    site: tuple[Environment, Server],
) -> None:
    _environment, server = site
    page = new_page()
    sign_up(page, server.url, "counter@example.com")
    counter = page.locator("[data-testid=counter]")
    assert counter.inner_text() == "0 words (500 left this month) · 0 of 1,000 characters"
    typed = "Hola, ¿qué tal?\n\nMuy bien — 2024 ✓ 🙂."
    page.fill("#text", typed)
    sent = typed.replace("\n", "\r\n")  # what the form sends: line breaks as CR LF
    words, characters = count_words(sent), count_characters(sent)
    assert (words, characters) == (6, 39)  # "—", "✓" and "🙂." are no words; 🙂 is one character
    expected = f"{words} words (500 left this month) · {characters} of 1,000 characters"
    assert counter.inner_text() == expected
    assert "over" not in (counter.get_attribute("class") or "")

    page.fill("#text", "palabra " * 150)  # 1,200 characters, 150 words
    assert counter.inner_text().endswith("1,200 of 1,000 characters — 200 characters too long")
    assert "over" in (counter.get_attribute("class") or "")
    look(page, "10-counter-over")
    page.click("form.card button[type=submit]")
    error = page.inner_text("p.error")
    assert error == (
        "Your text has 1,200 characters; the free plan takes up to 1,000 per text. "
        "Shorten it or split it in two."
    )
    assert "`" not in error
    look(page, "11-text-too-long")


ENGLISH = "The Miramar hotel cost 120 euros a night in March 2024, with breakfast included."


def test_the_language_follows_the_text_until_the_person_picks_one(
    new_page: Callable[..., Page],
    look: Callable[[Page, str], None],
    site: tuple[Environment, Server],
) -> None:
    _environment, server = site
    page = new_page()
    sign_up(page, server.url, "detect@example.com")
    assert page.input_value("#language") == "es"  # the specification's default
    page.fill("#text", ENGLISH)
    from playwright.sync_api import expect  # waits without eval, which the CSP forbids

    expect(page.locator("#language")).to_have_value("en")
    assert page.inner_text("[data-testid=detected]") == "Detected: English"
    # Picked by hand, the language stays, whatever the text looks like.
    page.select_option("#language", "es")
    page.fill("#text", ENGLISH + " It was lovely.")
    page.wait_for_timeout(1200)
    assert page.input_value("#language") == "es"
    page.click("form.card button[type=submit]")
    mismatch = page.locator("[data-testid=language-mismatch]")
    assert "This looks like English, but it was rewritten as Español." in mismatch.inner_text()
    look(page, "12-language-mismatch")
    mismatch.locator("button").click()
    page.wait_for_selector("[data-testid=result]")
    assert page.locator("[data-testid=language-mismatch]").count() == 0
    assert page.input_value("#language") == "en"
    assert "120 euros" in page.input_value("[data-testid=result]")


def test_the_usage_chart_has_a_scale_readable_days_and_the_numbers(
    new_page: Callable[..., Page], site: tuple[Environment, Server]
) -> None:
    _environment, server = site
    page = new_page(PHONE)
    sign_up(page, server.url, "chart@example.com")
    page.fill("#text", TEXT)
    page.click("form.card button[type=submit]")
    used = 500 - int(page.inner_text("[data-testid=words-left]"))
    page.goto(f"{server.url}/app/usage")

    ticks = page.locator(".chart .axis span").all_inner_texts()
    assert ticks[0] == "0" and int(ticks[-1].replace(",", "")) >= used
    assert len(ticks) >= 2
    # The day's bar stands as high as its words on the scale, not the whole height.
    heights = [bar.bounding_box()["height"] for bar in page.locator(".chart .day .web").all()]
    plot = page.locator(".chart .bars").bounding_box()["height"]
    assert max(heights) == pytest.approx(plot * used / int(ticks[-1].replace(",", "")), abs=2)

    # On a phone the day labels shown keep a readable size and do not overlap.
    labels = page.locator(".chart .days span.major").all()
    sizes = [
        float(label.evaluate("el => parseFloat(getComputedStyle(el).fontSize)")) for label in labels
    ]
    assert min(sizes) >= 12
    boxes = [label.bounding_box() for label in labels]
    for left, right in itertools.pairwise(boxes):
        assert left["x"] + left["width"] <= right["x"], "day labels overlap"

    # The numbers, as a table.
    page.click(".numbers summary")
    rows = page.locator("[data-testid=per-day-table] tbody tr").all_inner_texts()
    assert len(rows) == 1
    assert rows[0].split("\t")[1:] == [str(used), "0", str(used)]


def test_notices_after_a_redirect_from_a_protected_page(
    new_page: Callable[..., Page], site: tuple[Environment, Server]
) -> None:
    environment, server = site
    page = new_page()
    page.goto(f"{server.url}/app/usage")
    assert page.url == f"{server.url}/signin?notice=signin-required"
    assert notice(page) == "Sign in to see that page."
    page.goto(f"{server.url}/signin?notice=<b>owned</b>")
    assert page.locator("p.notice").count() == 0  # only the site's own notices are shown

    sign_up(page, server.url, "old@example.com")
    engine = sa.create_engine(f"sqlite:///{environment.data_dir / 'humanizer.db'}")
    with engine.begin() as connection:
        connection.execute(sa.text("UPDATE web_sessions SET expires_at = '2000-01-01 00:00:00'"))
    engine.dispose()
    page.goto(f"{server.url}/app/usage")
    assert page.url == f"{server.url}/signin?notice=session-ended"
    assert notice(page) == "Your session has ended. Sign in again to go on."


def test_a_wrong_address_is_a_page_of_the_site(
    new_page: Callable[..., Page],
    look: Callable[[Page, str], None],
    site: tuple[Environment, Server],
) -> None:
    _environment, server = site
    page = new_page()
    response = page.goto(f"{server.url}/app/nowhere")
    assert response.status == 404
    assert page.inner_text("h1") == "Page not found"
    look(page, "12-not-found")
    page.click("text=Go to the home page")
    page.wait_for_url(f"{server.url}/signin")


def test_the_api_documentation_works_without_internet(
    new_page: Callable[..., Page],
    look: Callable[[Page, str], None],
    site: tuple[Environment, Server],
) -> None:
    """Swagger UI comes from the server itself, and "Try it out" sends the Bearer key."""
    environment, server = site
    key = environment.account_with_key("docs@example.com", "basic")
    page = new_page(DESKTOP)
    page.goto(f"{server.url}/docs")
    page.wait_for_selector(".opblock-summary-path")
    assert page.inner_text(".opblock-summary-path") == "/api/v1/humanize"
    look(page, "13-docs")

    page.click("button.authorize")
    page.fill(".auth-container input", key)
    page.click(".auth-btn-wrapper button.authorize")
    page.click(".btn-done")
    page.click(".opblock-summary")
    page.click("button.try-out__btn")
    page.fill(".body-param textarea", '{"text": "' + API_TEXT + '", "language": "es"}')
    page.click("button.execute")
    page.wait_for_selector(".live-responses-table tbody .response-col_status")
    assert page.inner_text(".live-responses-table tbody .response-col_status").strip() == "200"
    assert '"input_words"' in page.inner_text(".live-responses-table")


def test_forms_without_the_right_csrf_token_are_refused(
    new_page: Callable[..., Page],
    look: Callable[[Page, str], None],
    site: tuple[Environment, Server],
) -> None:
    _environment, server = site
    page = new_page(DESKTOP)
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
    look(page, "14-csrf-refused")
    # A cross-site POST carries no token at all.
    cookies = {c["name"]: c["value"] for c in page.context.cookies()}
    forged = httpx.post(f"{server.url}/app/keys", data={"name": "evil"}, cookies=cookies)
    assert forged.status_code == 403


def test_failed_sign_ins_are_throttled_without_telling_which_emails_exist(
    new_page: Callable[..., Page],
    look: Callable[[Page, str], None],
    site: tuple[Environment, Server],
) -> None:
    _environment, server = site
    page = new_page(DESKTOP)
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
    look(page, "15-throttled")


def test_sign_up_by_mail_from_the_form_to_the_confirmed_account(
    browser: Any, look: Callable[[Page, str], None], tmp_path: Path
) -> None:
    """With an SMTP server set, sign-up sends a mail; its link's page takes the password chosen
    at sign-up and signs in (tests/web/test_email_confirmation.py has the details)."""
    from tests.support.mail import smtp_server

    with smtp_server() as (inbox, port):
        environment = Environment(
            data_dir=tmp_path,
            extra={
                "HUMANIZER_SMTP_URL": f"smtp://127.0.0.1:{port}",
                "HUMANIZER_MAIL_FROM": "no-reply@humanizer.example",
            },
        )
        server = start_server(environment)
        context = browser.new_context(viewport=PHONE)
        outside: list[str] = []

        def route(request_route: Any) -> None:
            if request_route.request.url.startswith(f"{server.url}/"):
                request_route.continue_()
            else:
                outside.append(request_route.request.url)
                request_route.abort()

        context.route("**/*", route)
        try:
            page = context.new_page()
            page.goto(f"{server.url}/signup")
            assert "mail you a link" in page.inner_text("main")
            page.fill("#email", "maria@example.com")
            page.fill("#password", PASSWORD)
            page.click("button[type=submit]")
            assert page.inner_text("h1") == "Check your inbox"
            assert "maria@example.com" in page.inner_text("main")
            look(page, "20-check-your-inbox")

            _subject, body = inbox.only_mail_to("maria@example.com")
            [link] = re.findall(r"\S+/invite/\S+", body)
            page.goto(server.url + link[link.index("/invite/") :])
            assert page.inner_text("h1") == "Confirm your e-mail address"
            look(page, "21-confirm-your-e-mail")
            page.fill("#password", PASSWORD)
            page.click("button[type=submit]")
            page.wait_for_url(f"{server.url}/app?notice=confirmed")
            assert "e-mail address is confirmed" in notice(page)
            assert page.inner_text("[data-testid=words-left]") == "500"
        finally:
            context.close()
            server.stop()
    assert outside == [], f"pages requested resources outside the server: {outside}"
