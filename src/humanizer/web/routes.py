"""Pages of the web application.

Every page is plain server-rendered HTML with forms that work without JavaScript. Every form
carries a CSRF token; signed-in pages need a live session. Humanizing goes through the same use
case as the API (character limit, monthly quota, ledger with channel "web") but not through the
API's rate limit.
"""

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import anyio
from fastapi import APIRouter, FastAPI, Form, Request
from fastapi.responses import JSONResponse, RedirectResponse, Response

from humanizer.accounts import AccountError, AccountExists
from humanizer.accounts.ledger import Ledger
from humanizer.accounts.service import Account, Accounts, is_valid_email, normalize_email
from humanizer.counting import count_characters, count_words
from humanizer.detection import detect_language
from humanizer.humanizing import Humanizer, HumanizeRefused, TextTooLong
from humanizer.limits.base import RateLimiter
from humanizer.observability.metrics import count_refusal
from humanizer.observability.requests import note
from humanizer.options import DEFAULT_LANGUAGE, DEFAULT_TONE, Language, Tone
from humanizer.plans import Plan, PlanTable, RateLimit
from humanizer.web.charts import daily_chart
from humanizer.web.email_confirmation import LINK_LIFETIME, EmailConfirmation
from humanizer.web.mail import Mailer, MailNotSent
from humanizer.web.security import (
    MAX_PASSWORD_LENGTH,
    MIN_PASSWORD_LENGTH,
    csrf_matches,
    csrf_token,
    hash_password,
    new_token,
    password_problem,
    throttle_key,
    verify_password,
)
from humanizer.web.sessions import Session, Sessions
from humanizer.web.sign_in_links import SignInLinks
from humanizer.web.templating import TEMPLATES

SESSION_COOKIE = "hmz_session"
FORM_COOKIE = "hmz_form"  # double-submit CSRF token of the signed-out forms
LANGUAGE_NAMES = {
    "es": "Español",
    "en": "English",
    "pt": "Português",
    "fr": "Français",
    "it": "Italiano",
    "de": "Deutsch",
}
# Failed or not, sign-in attempts are throttled per (e-mail, client address) and per address, so
# that a stranger guessing passwords locks out only himself; past a higher number of attempts on
# one e-mail from anywhere, each further attempt is slowed down rather than refused, so that the
# owner still gets in. Keys hold a digest of the e-mail, never the address itself.
SIGN_IN_PER_EMAIL_AND_ADDRESS = RateLimit(requests=5, window_seconds=15 * 60)
SIGN_IN_PER_ADDRESS = RateLimit(requests=30, window_seconds=15 * 60)
SIGN_IN_PER_EMAIL = RateLimit(requests=20, window_seconds=15 * 60)
SIGN_IN_SLOW_DOWN_SECONDS = 2.0
# Each new account is free words: at most a few sign-ups per client address and hour.
SIGN_UP_PER_ADDRESS = RateLimit(requests=5, window_seconds=60 * 60)
GENERIC_SIGN_IN_ERROR = "That e-mail and password do not match an account."
# Notices shown after a redirect: the query names one (?notice=signed-out), so the text shown is
# always ours, never something a link could make the page say.
NOTICES = {
    "welcome": "Welcome! Your account is ready.",
    "confirmed": "Your e-mail address is confirmed. Welcome! Your account is ready.",
    "signed-out": "You have signed out.",
    "signin-required": "Sign in to see that page.",
    "session-ended": "Your session has ended. Sign in again to go on.",
    "key-revoked": "The key is revoked: programs that use it now get HTTP 401.",
}


@dataclass
class WebServices:
    accounts: Accounts
    ledger: Ledger
    plans: PlanTable
    humanizer: Humanizer
    limiter: RateLimiter
    sessions: Sessions
    secret: bytes
    secure_cookies: bool
    # E-mail confirmation of sign-ups (HUMANIZER_SMTP_URL); None: sign-up signs in at once.
    mailer: Mailer | None = None
    public_url: str = "http://127.0.0.1:8000"


def create_web_router(services: WebServices) -> APIRouter:
    router = APIRouter(include_in_schema=False)
    web = _Pages(services)
    router.add_api_route("/", web.home, methods=["GET"])
    router.add_api_route("/signup", web.signup_form, methods=["GET"])
    router.add_api_route("/signup", web.signup, methods=["POST"])
    router.add_api_route("/signin", web.signin_form, methods=["GET"])
    router.add_api_route("/signin", web.signin, methods=["POST"])
    router.add_api_route("/signout", web.signout, methods=["POST"])
    router.add_api_route("/invite/{token}", web.invite_form, methods=["GET"])
    router.add_api_route("/invite/{token}", web.invite, methods=["POST"])
    router.add_api_route("/app", web.humanize_form, methods=["GET"])
    router.add_api_route("/app", web.humanize, methods=["POST"])
    router.add_api_route("/app/detect", web.detect, methods=["POST"])
    router.add_api_route("/app/usage", web.usage, methods=["GET"])
    router.add_api_route("/app/keys", web.keys, methods=["GET"])
    router.add_api_route("/app/keys", web.create_key, methods=["POST"])
    router.add_api_route("/app/keys/{key_id}/revoke", web.revoke_key, methods=["POST"])
    router.add_api_route("/app/plan", web.plan, methods=["GET"])
    return router


class _SignedOut(Exception):
    """The request has no live session: send the browser to the sign-in page."""


class _Pages:
    def __init__(self, services: WebServices) -> None:
        self.s = services
        self.links = SignInLinks(services.accounts.db)
        self.confirmation = (
            EmailConfirmation(services.accounts, self.links, services.mailer, services.public_url)
            if services.mailer
            else None
        )

    # -- helpers ----------------------------------------------------------------------------

    def _session(self, request: Request) -> Session:
        session = self.s.sessions.find(request.cookies.get(SESSION_COOKIE))
        if session is None:
            raise _SignedOut
        note(request.scope, channel="web", account_id=session.account_id)
        return session

    def _page(self, request: Request, template: str, status: int = 200, **context: Any) -> Response:
        context.setdefault("notice", NOTICES.get(request.query_params.get("notice", "")))
        return TEMPLATES.TemplateResponse(request, template, context, status_code=status)

    def _signed_in_page(
        self, request: Request, session: Session, template: str, page: str, **context: Any
    ) -> Response:
        account = self._account(session)
        plan = self.s.accounts.plan_of(account.plan)
        return self._page(
            request,
            template,
            account=account,
            plan=plan,
            page=page,
            csrf=csrf_token(self.s.secret, session.token),
            **context,
        )

    def _account(self, session: Session) -> Account:
        account = self.s.accounts.get_account_by_id(session.account_id)
        if account is None or account.pending_confirmation:
            raise _SignedOut
        return account

    def _check_csrf(self, session: Session, token: str | None) -> bool:
        return csrf_matches(csrf_token(self.s.secret, session.token), token)

    def _signed_out_form(
        self, request: Request, template: str, status: int = 200, **context: Any
    ) -> Response:
        token = request.cookies.get(FORM_COOKIE) or new_token()
        response = self._page(
            request, template, status, csrf=token, min_password=MIN_PASSWORD_LENGTH, **context
        )
        response.set_cookie(
            FORM_COOKIE, token, httponly=True, samesite="lax", secure=self._secure(request)
        )
        return response

    def _secure(self, request: Request) -> bool:
        return self.s.secure_cookies or request.url.scheme == "https"

    def _start_session(self, request: Request, account_id: int, target: str = "/app") -> Response:
        session = self.s.sessions.start(account_id)
        response = RedirectResponse(target, status_code=303)
        max_age = int((session.expires_at - datetime.now(UTC)).total_seconds())
        response.set_cookie(
            SESSION_COOKIE,
            session.token,
            max_age=max_age,
            httponly=True,
            samesite="lax",
            secure=self._secure(request),
        )
        response.delete_cookie(FORM_COOKIE)
        return response

    # -- signed out -------------------------------------------------------------------------

    async def home(self, request: Request) -> Response:
        signed_in = self.s.sessions.find(request.cookies.get(SESSION_COOKIE)) is not None
        return RedirectResponse("/app" if signed_in else "/signin", status_code=303)

    async def signup_form(self, request: Request) -> Response:
        return self._signed_out_form(
            request,
            "signin.html",
            heading="Create an account",
            action="/signup",
            by_mail=self.confirmation is not None,
        )

    async def signin_form(self, request: Request) -> Response:
        return self._signed_out_form(request, "signin.html", heading="Sign in", action="/signin")

    async def signup(
        self,
        request: Request,
        email: str = Form(""),
        password: str = Form(""),
        csrf_token: str = Form(""),
    ) -> Response:
        form = {"heading": "Create an account", "action": "/signup", "email": email[:254]}
        if not csrf_matches(request.cookies.get(FORM_COOKIE) or "", csrf_token):
            return self._signed_out_form(request, "signin.html", 403, error=_CSRF_ERROR, **form)
        email = normalize_email(email)
        if not is_valid_email(email):
            return self._signed_out_form(
                request, "signin.html", 400, error="Enter a valid e-mail address.", **form
            )
        problem = password_problem(password)
        if problem:
            return self._signed_out_form(request, "signin.html", 400, error=problem, **form)
        decision = await self.s.limiter.hit(f"signup:ip:{_address(request)}", SIGN_UP_PER_ADDRESS)
        if not decision.allowed:
            count_refusal("sign_up_throttled", "web")
            message = "Too many new accounts from this address. Try again later."
            return self._signed_out_form(request, "signin.html", 429, error=message, **form)
        # argon2 takes tens of milliseconds of CPU: off the event loop.
        password_hash = await anyio.to_thread.run_sync(hash_password, password)
        if self.confirmation is not None:
            return await self._sign_up_by_mail(request, email, password_hash, form)
        # Without mail, the answer tells whether the e-mail has an account (README).
        try:
            account = self.s.accounts.create_account(email, password_hash=password_hash)
        except AccountExists:
            # Say nothing that tells whether the address has an account.
            message = (
                "We could not create an account with that e-mail. If you already have one, sign in."
            )
            return self._signed_out_form(request, "signin.html", 400, error=message, **form)
        note(request.scope, channel="web", account_id=account.id)
        return self._start_session(request, account.id, "/app?notice=welcome")

    async def _sign_up_by_mail(
        self, request: Request, email: str, password_hash: str, form: dict[str, str]
    ) -> Response:
        """The same answer whether the e-mail is new or taken: what differs is in the mail."""
        assert self.confirmation is not None
        try:
            await self.confirmation.sign_up(email, password_hash)
        except MailNotSent:
            message = (
                "We could not send you an e-mail just now, so no account was created. "
                "Try again in a few minutes."
            )
            response = self._signed_out_form(request, "signin.html", 503, error=message, **form)
            response.headers["Retry-After"] = "60"
            return response
        hours = int(LINK_LIFETIME.total_seconds() // 3600)
        response = self._page(request, "check_inbox.html", email=email, hours=hours)
        response.headers["Cache-Control"] = "no-store"
        return response

    async def signin(
        self,
        request: Request,
        email: str = Form(""),
        password: str = Form(""),
        csrf_token: str = Form(""),
    ) -> Response:
        form = {"heading": "Sign in", "action": "/signin", "email": email[:254]}
        if not csrf_matches(request.cookies.get(FORM_COOKIE) or "", csrf_token):
            return self._signed_out_form(request, "signin.html", 403, error=_CSRF_ERROR, **form)
        email = normalize_email(email)
        if not is_valid_email(email) or len(password) > MAX_PASSWORD_LENGTH:
            # Nothing is stored or looked up for what cannot be an account.
            return self._signed_out_form(
                request, "signin.html", 400, error=GENERIC_SIGN_IN_ERROR, **form
            )
        address, digest = _address(request), throttle_key(email)
        for key, rule in (
            (f"signin:pair:{digest}:{address}", SIGN_IN_PER_EMAIL_AND_ADDRESS),
            (f"signin:ip:{address}", SIGN_IN_PER_ADDRESS),
        ):
            decision = await self.s.limiter.hit(key, rule)
            if not decision.allowed:
                count_refusal("sign_in_throttled", "web")
                minutes = max(1, -(-decision.reset_seconds // 60))
                unit = "minute" if minutes == 1 else "minutes"
                message = f"Too many sign-in attempts. Try again in {minutes} {unit}."
                return self._signed_out_form(request, "signin.html", 429, error=message, **form)
        if not (await self.s.limiter.hit(f"signin:email:{digest}", SIGN_IN_PER_EMAIL)).allowed:
            await anyio.sleep(SIGN_IN_SLOW_DOWN_SECONDS)
        account = self.s.accounts.get_account(email)
        matches = await anyio.to_thread.run_sync(
            verify_password, account.password_hash if account else None, password
        )
        if not matches or account is None:
            return self._signed_out_form(
                request, "signin.html", 400, error=GENERIC_SIGN_IN_ERROR, **form
            )
        if account.pending_confirmation:
            # Only whoever knows the password learns that the account waits for confirmation.
            return self._signed_out_form(
                request, "signin.html", 403, error=_PENDING_SIGN_IN, **form
            )
        note(request.scope, channel="web", account_id=account.id)
        return self._start_session(request, account.id)

    async def signout(self, request: Request, csrf_token: str = Form("")) -> Response:
        session = self._session(request)
        if not self._check_csrf(session, csrf_token):
            return self._error(request, 403, "Request refused", _CSRF_ERROR)
        self.s.sessions.end(session.token)
        response = RedirectResponse("/signin?notice=signed-out", status_code=303)
        response.delete_cookie(SESSION_COOKIE)
        return response

    # -- one-time sign-in links (`humanizer accounts invite`) -----------------------------------

    async def invite_form(self, request: Request, token: str) -> Response:
        account_id = self.links.account_of(token)
        account = self.s.accounts.get_account_by_id(account_id) if account_id else None
        if account is None:
            return self._dead_link(request)
        template = "confirm.html" if account.pending_confirmation else "invite.html"
        response = self._signed_out_form(request, template, email=account.email)
        response.headers["Cache-Control"] = "no-store"
        return response

    async def invite(
        self,
        request: Request,
        token: str,
        password: str = Form(""),
        csrf_token: str = Form(""),
    ) -> Response:
        account_id = self.links.account_of(token)
        account = self.s.accounts.get_account_by_id(account_id) if account_id else None
        if account is None:
            return self._dead_link(request)
        form = {"email": account.email}
        if account.pending_confirmation:
            return await self._confirm(request, token, account, password, csrf_token)
        if not csrf_matches(request.cookies.get(FORM_COOKIE) or "", csrf_token):
            return self._signed_out_form(request, "invite.html", 403, error=_CSRF_ERROR, **form)
        problem = password_problem(password)
        if problem:
            return self._signed_out_form(request, "invite.html", 400, error=problem, **form)
        password_hash = await anyio.to_thread.run_sync(hash_password, password)
        if self.links.consume(token) != account.id:  # used meanwhile, in another tab
            return self._dead_link(request)
        self.s.accounts.set_password(account.id, password_hash)
        return self._start_session(request, account.id)

    async def _confirm(
        self, request: Request, token: str, account: Account, password: str, csrf_token: str
    ) -> Response:
        """A pending account's link: the password chosen at sign-up confirms the e-mail."""
        form = {"email": account.email}
        if not csrf_matches(request.cookies.get(FORM_COOKIE) or "", csrf_token):
            return self._signed_out_form(request, "confirm.html", 403, error=_CSRF_ERROR, **form)
        if len(password) > MAX_PASSWORD_LENGTH or not await anyio.to_thread.run_sync(
            verify_password, account.password_hash, password
        ):
            message = (
                "That is not the password this account was created with. Forgot it? Create "
                "the account again with the same e-mail: a new link comes by mail."
            )
            return self._signed_out_form(request, "confirm.html", 400, error=message, **form)
        if self.links.consume(token) != account.id:  # used meanwhile, in another tab
            return self._dead_link(request)
        self.s.accounts.confirm_email(account.id)
        return self._start_session(request, account.id, "/app?notice=confirmed")

    def _dead_link(self, request: Request) -> Response:
        again = (
            "Create the account again with the same e-mail for a new one."
            if self.confirmation
            else "Ask the operator for a new one."
        )
        return self._error(
            request,
            404,
            "This link no longer works",
            f"Sign-in links work once and for a limited time. {again}",
        )

    # -- signed in --------------------------------------------------------------------------

    async def humanize_form(self, request: Request) -> Response:
        session = self._session(request)
        account = self._account(session)
        return self._humanize_page(request, session, account)

    def _humanize_page(
        self,
        request: Request,
        session: Session,
        account: Account,
        *,
        status: int = 200,
        **context: Any,
    ) -> Response:
        plan = self.s.accounts.plan_of(account.plan)
        context.setdefault("tone", account.last_tone or DEFAULT_TONE.value)
        context.setdefault("language", account.last_language or DEFAULT_LANGUAGE.value)
        response = self._signed_in_page(
            request,
            session,
            "humanize.html",
            "humanize",
            quota=self.s.ledger.status(account.id, plan),
            tones=[t.value for t in Tone],
            languages=list(LANGUAGE_NAMES.items()),
            language_names=LANGUAGE_NAMES,
            **context,
        )
        response.status_code = status
        return response

    async def humanize(
        self,
        request: Request,
        text: str = Form(""),
        tone: str = Form(DEFAULT_TONE.value),
        language: str = Form(DEFAULT_LANGUAGE.value),
        csrf_token: str = Form(""),
    ) -> Response:
        session = self._session(request)
        account = self._account(session)
        if not self._check_csrf(session, csrf_token):
            return self._error(request, 403, "Request refused", _CSRF_ERROR)
        try:
            chosen_tone, chosen_language = Tone(tone), Language(language)
        except ValueError:
            return self._humanize_page(
                request,
                session,
                account,
                status=400,
                text=text,
                error="Choose a tone and a language from the lists.",
            )
        self.s.accounts.remember_choices(account.id, chosen_tone.value, chosen_language.value)
        note(request.scope, tone=chosen_tone.value, language=chosen_language.value)
        keep: dict[str, Any] = {
            "text": text,
            "tone": chosen_tone.value,
            "language": chosen_language.value,
        }
        if len(text.strip()) < 10:
            return self._humanize_page(
                request,
                session,
                account,
                status=400,
                error="The text must be at least 10 characters long.",
                **keep,
            )
        if count_words(text) == 0:
            return self._humanize_page(
                request,
                session,
                account,
                status=400,
                error="The text holds no word: there is nothing to rewrite.",
                **keep,
            )
        caller = self.s.accounts.caller_for_account(account.id)
        try:
            result = await self.s.humanizer.humanize(
                caller, text, chosen_tone, chosen_language, channel="web"
            )
        except HumanizeRefused as refusal:
            count_refusal(refusal.code, "web")
            return self._humanize_page(
                request,
                session,
                account,
                status=refusal.status,
                error=_plain_refusal(refusal, text, self.s.accounts.plan_of(account.plan)),
                **keep,
            )
        note(request.scope, words=result.input_words, words_charged=result.input_words)
        return self._humanize_page(request, session, account, result=result, **keep)

    async def detect(self, request: Request, text: str = Form("")) -> Response:
        """The language the text box appears to hold, for the form's selector (app.js). It
        reads and changes nothing; it needs a session only to be of no use to strangers."""
        self._account(self._session(request))
        language = detect_language(text)
        code = language.value if language else None
        return JSONResponse({"language": code, "name": LANGUAGE_NAMES.get(code or "")})

    async def usage(self, request: Request) -> Response:
        session = self._session(request)
        account = self._account(session)
        plan = self.s.accounts.plan_of(account.plan)
        quota = self.s.ledger.status(account.id, plan)
        days = self.s.ledger.usage_by_day(account.id, quota.month)
        year, month = (int(part) for part in quota.month.split("-"))
        chart = daily_chart(days, year, month)
        percent = min(100, round(100 * quota.used / quota.limit)) if quota.limit else 100
        return self._signed_in_page(
            request,
            session,
            "usage.html",
            "usage",
            quota=quota,
            totals=self.s.ledger.month_totals(account.id, quota.month),
            chart=chart,
            percent=percent,
        )

    def _keys_page(self, request: Request, session: Session, **context: Any) -> Response:
        account = self._account(session)
        api_plans = [p.name for p in self.s.plans if p.api_access]
        return self._signed_in_page(
            request,
            session,
            "keys.html",
            "keys",
            keys=self.s.accounts.list_keys(account.email),
            api_plans=api_plans,
            **context,
        )

    async def keys(self, request: Request) -> Response:
        return self._keys_page(request, self._session(request))

    async def create_key(
        self, request: Request, name: str = Form(""), csrf_token: str = Form("")
    ) -> Response:
        session = self._session(request)
        if not self._check_csrf(session, csrf_token):
            return self._error(request, 403, "Request refused", _CSRF_ERROR)
        account = self._account(session)
        name = name.strip()[:80] or "unnamed"
        _info, key = self.s.accounts.create_key(account.email, name)
        response = self._keys_page(request, session, new_key=key, new_key_name=name)
        response.headers["Cache-Control"] = "no-store"
        return response

    async def revoke_key(
        self, request: Request, key_id: int, csrf_token: str = Form("")
    ) -> Response:
        session = self._session(request)
        if not self._check_csrf(session, csrf_token):
            return self._error(request, 403, "Request refused", _CSRF_ERROR)
        account = self._account(session)
        try:
            if not 0 < key_id < 2**63:  # no database integer is larger: no such key
                raise AccountError(key_id)
            self.s.accounts.revoke_key(str(key_id), email=account.email)
        except AccountError:
            return self._error(request, 404, "No such key", "That key is not one of yours.")
        return RedirectResponse("/app/keys?notice=key-revoked", status_code=303)

    async def plan(self, request: Request) -> Response:
        session = self._session(request)
        return self._signed_in_page(request, session, "plan.html", "plan", plans=list(self.s.plans))

    def _error(self, request: Request, status: int, heading: str, message: str) -> Response:
        return self._page(
            request, "error.html", status, code=status, heading=heading, message=message
        )


def _plain_refusal(refusal: HumanizeRefused, text: str, plan: Plan) -> str:
    """The refusal in a sentence for a person: the API's message names the `text` field."""
    if isinstance(refusal, TextTooLong):
        return (
            f"Your text has {count_characters(text):,} characters; the {plan.name} plan takes up "
            f"to {plan.max_characters:,} per text. Shorten it or split it in two."
        )
    return refusal.message


def _address(request: Request) -> str:
    """The client's address (the proxy's forwarded one only from trusted proxies)."""
    return request.client.host if request.client else "unknown"


_PENDING_SIGN_IN = (
    "Confirm your e-mail address first: open the link in the mail we sent you. No mail? Create "
    "the account again with the same e-mail and password: a new link comes by mail."
)
_CSRF_ERROR = "This form has expired or did not come from this site. Reload the page and try again."


def install_web_handlers(app: FastAPI) -> None:
    """A page that needs a session sends a signed-out browser to the sign-in page, saying why."""

    async def on_signed_out(request: Request, _error: Exception) -> Response:
        notice = "session-ended" if request.cookies.get(SESSION_COOKIE) else "signin-required"
        response = RedirectResponse(f"/signin?notice={notice}", status_code=303)
        response.delete_cookie(SESSION_COOKIE)
        return response

    app.add_exception_handler(_SignedOut, on_signed_out)
