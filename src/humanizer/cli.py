"""The operators' command line: `humanizer serve`, `db`, `accounts`, `keys`, `usage`, `rewrite`.

Results go to stdout, messages to stderr; an error exits non-zero with one clear line. Every
command reads the same `HUMANIZER_*` environment as the server.
"""

import asyncio
import csv
import fcntl
import getpass
import json
import os
import socket
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, NoReturn

import httpx
import sqlalchemy as sa
import typer

from humanizer.accounts import AccountError
from humanizer.accounts.keys import SecretMissing, load_or_create_secret
from humanizer.accounts.ledger import REPORT_COLUMNS, Ledger, month_of
from humanizer.accounts.service import Accounts
from humanizer.counting import count_words
from humanizer.detection import detect_language
from humanizer.observability.logs import LOG_FORMATS, LOG_LEVELS, logging_config
from humanizer.observability.metrics_dir import prepare_metrics_dir
from humanizer.options import Language, Tone
from humanizer.plans import PlansFileError, UnknownPlan, load_plans
from humanizer.settings import Settings
from humanizer.storage.database import create_db_engine, schema_is_current, upgrade_database
from humanizer.web.mail import MailSettingsError, smtp_server


class _OneLineErrors(typer.Typer):
    """The last safety net: a file or database problem that no command caught is one line and
    exit 1, never a traceback. Argument errors keep Click's usage box and exit 2."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().__call__(*args, **kwargs)
        except OSError as error:
            where = f"{error.filename}: " if error.filename else ""
            typer.echo(f"error: {where}{error.strerror or error}", err=True)
        except sa.exc.SQLAlchemyError as error:
            typer.echo(f"error: database: {_first_line(error)}", err=True)
        raise SystemExit(1)


app = _OneLineErrors(help="Text humanizing service.", no_args_is_help=True, add_completion=False)
db_app = typer.Typer(help="Database schema.", no_args_is_help=True)
accounts_app = typer.Typer(help="Accounts and plans.", no_args_is_help=True)
keys_app = typer.Typer(help="API keys.", no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(accounts_app, name="accounts")
app.add_typer(keys_app, name="keys")

FIRST_ACCOUNT = "local@localhost"
# What an operation refuses with a clear message of its own: printed as is, exit 1.
REFUSALS = (AccountError, UnknownPlan)
_EXAMPLE_BODY = json.dumps(
    {"text": "Cabe destacar que el hotel es fundamental para la zona.", "tone": "casual"},
    ensure_ascii=False,
)


def fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(1)


def _first_line(error: BaseException) -> str:
    """The driver's own message when there is one (SQLAlchemy wraps it), first line only."""
    text = str(getattr(error, "orig", None) or error).strip()
    return text.splitlines()[0] if text else type(error).__name__


@contextmanager
def _database_errors(url: str) -> Iterator[None]:
    """A database that cannot be reached or used is one clear line, never a traceback: an
    unreachable server, a missing driver, an SQLite file that cannot be created."""
    try:
        yield
    except sa.exc.SQLAlchemyError as error:
        fail(f"cannot use the database {_shown_url(url)}: {_first_line(error)}")
    except ImportError as error:
        fail(f"cannot use the database {_shown_url(url)}: no driver installed ({error})")
    except OSError as error:
        fail(f"cannot use the database {_shown_url(url)}: {error.strerror}: {error.filename}")


def _shown_url(url: str) -> str:
    try:
        return sa.make_url(url).render_as_string(hide_password=True)
    except sa.exc.ArgumentError:
        return "(unparsable URL)"


def _services(settings: Settings) -> tuple[Accounts, Ledger]:
    """Accounts and ledger on a database whose schema is current.

    The embedded SQLite database is migrated on the spot; an external one must have been
    upgraded by the operator (`humanizer db upgrade`), once per release, not by every instance.
    """
    url = settings.effective_database_url
    try:
        plans = load_plans(settings.plans_file)
        secret = load_or_create_secret(settings)
        smtp_server(settings)  # a mail set-up that cannot work stops every command, like plans
    except (SecretMissing, PlansFileError, MailSettingsError) as error:
        fail(str(error))
    except OSError as error:
        fail(f"cannot use the data directory {settings.data_dir}: {error.strerror}")
    with _database_errors(url):
        if settings.uses_embedded_database:
            upgrade_database(url)
        db = create_db_engine(url)
        if not settings.uses_embedded_database and not schema_is_current(db):
            fail("the database schema is not current: run `humanizer db upgrade`")
    return Accounts(db, secret, plans), Ledger(db)


# -- serve -------------------------------------------------------------------------------------


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    workers: Annotated[int, typer.Option(min=1, help="Server processes.")] = 1,
) -> None:
    """Run the API and the web application."""
    import uvicorn

    settings = Settings.from_env()
    log_config = _log_config(settings)
    accounts, _ledger = _services(settings)
    if workers > 1 and not settings.redis_url and not settings.rate_limiter:
        # Workers are separate processes: they share the limit through the database.
        os.environ["HUMANIZER_RATE_LIMITER"] = "database"
    elif settings.effective_rate_limiter == "memory":
        _hold_the_in_process_limit(settings)
    _check_the_address(host, port)
    if (
        settings.uses_embedded_database
        and settings.first_start_account
        and not accounts.has_accounts()
    ):
        _first_start(accounts, host, port)
    prepare_metrics_dir(settings.data_dir)  # before any process imports prometheus-client
    _announce_once_listening(
        host, port, f"humanizer: serving on http://{_url_host(host)}:{port} ({workers} worker(s))"
    )
    uvicorn.run(
        "humanizer.api.app:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_config=log_config,
        access_log=False,  # the request lines replace it (observability/requests.py)
        # Forwarded headers only from the proxies the operator names (HUMANIZER_TRUSTED_PROXIES).
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=settings.trusted_proxies or None,
    )


def _log_config(settings: Settings) -> dict[str, Any]:
    if settings.log_format not in LOG_FORMATS:
        fail(f"HUMANIZER_LOG_FORMAT={settings.log_format!r} is not one of {', '.join(LOG_FORMATS)}")
    if settings.log_level not in LOG_LEVELS:
        fail(f"HUMANIZER_LOG_LEVEL={settings.log_level!r} is not one of {', '.join(LOG_LEVELS)}")
    return logging_config(settings.log_format, settings.log_level)


def _family(host: str) -> socket.AddressFamily:
    return socket.AF_INET6 if ":" in host else socket.AF_INET


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _check_the_address(host: str, port: int) -> None:
    """Binds the address as uvicorn will, and lets it go: a port in use or an address this
    machine does not have is one line and exit 1, before anything is created or printed."""
    with socket.socket(_family(host)) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            fail(f"cannot listen on {_url_host(host)}:{port}: {error.strerror or error}")


def _announce_once_listening(host: str, port: int, message: str) -> None:
    """Prints `message` once a connection to the server succeeds: uvicorn starts listening
    only after the application has started, in one worker or several."""
    address = {"0.0.0.0": "127.0.0.1", "::": "::1"}.get(host, host)

    def wait_and_announce() -> None:
        while True:
            try:
                socket.create_connection((address, port), timeout=1).close()
            except OSError:
                time.sleep(0.05)
                continue
            typer.echo(message, err=True)
            return

    threading.Thread(target=wait_and_announce, name="announce", daemon=True).start()


_held_locks: list[int] = []  # open for the life of the process: the lock lasts as long


def _hold_the_in_process_limit(settings: Settings) -> None:
    """In-process rate limits hold for one server only: a second `serve` on the same data
    directory would double every limit, so it is refused."""
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(settings.data_dir / "serve.lock", os.O_CREAT | os.O_RDWR, 0o600)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(descriptor)
        fail(
            f"another `humanizer serve` already uses {settings.data_dir} with in-process rate "
            "limits; run one server with --workers N, or set HUMANIZER_RATE_LIMITER=database "
            "(or a Redis URL) so that servers share the limits"
        )
    _held_locks.append(descriptor)


def _first_start(accounts: Accounts, host: str, port: int) -> None:
    """A local account and key, printed once, so that a new user can call the API at once."""
    plan = accounts.plans.get(accounts.plans.first_start_plan)
    try:
        accounts.create_account(FIRST_ACCOUNT, plan.name)
    except AccountError:
        return  # another process got there first
    _info, key = accounts.create_key(FIRST_ACCOUNT, "first start")
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    typer.echo(
        "\n".join(
            [
                "",
                f"First start: created the account {FIRST_ACCOUNT} (plan {plan.name}) and this"
                " API key.",
                "It is shown only now; keep it (HUMANIZER_FIRST_START_ACCOUNT=0 turns this off):",
                "",
                f"    {key}",
                "",
                "Try it:",
                "",
                f"    curl -s http://{shown}:{port}/api/v1/humanize \\",
                f"      -H 'Authorization: Bearer {key}' -H 'Content-Type: application/json' \\",
                f"      -d '{_EXAMPLE_BODY}'",
                "",
            ]
        ),
        err=True,
    )


# -- db ----------------------------------------------------------------------------------------


@db_app.command("upgrade")
def db_upgrade() -> None:
    """Apply pending migrations (needed once per release on PostgreSQL)."""
    url = Settings.from_env().effective_database_url
    with _database_errors(url):
        upgrade_database(url)
    typer.echo("database schema is current", err=True)


# -- accounts ----------------------------------------------------------------------------------


@accounts_app.command("create")
def accounts_create(
    email: str,
    plan: Annotated[
        str | None,
        typer.Option(help="Plan name; default: the plans file's default_plan (free)."),
    ] = None,
) -> None:
    """Create an account."""
    accounts, _ = _services(Settings.from_env())
    try:
        account = accounts.create_account(email, plan)
    except REFUSALS as error:
        fail(str(error))
    typer.echo(f"{account.id}\t{account.email}\t{account.plan}")


@accounts_app.command("set-plan")
def accounts_set_plan(email: str, plan: str) -> None:
    """Change an account's plan."""
    accounts, _ = _services(Settings.from_env())
    try:
        account = accounts.set_plan(email, plan)
    except REFUSALS as error:
        fail(str(error))
    typer.echo(f"{account.id}\t{account.email}\t{account.plan}")


@accounts_app.command("list")
def accounts_list() -> None:
    """List accounts: id, e-mail, plan, created."""
    accounts, _ = _services(Settings.from_env())
    for account in accounts.list_accounts():
        typer.echo(
            f"{account.id}\t{account.email}\t{account.plan}\t{account.created_at:%Y-%m-%d %H:%M}"
        )


@accounts_app.command("set-password")
def accounts_set_password(email: str) -> None:
    """Set an account's web password, from the terminal or stdin; ends its web sessions.

    Never from an argument: arguments are visible to every user of the machine.
    """
    from humanizer.web.security import hash_password, password_problem  # argon2: when needed

    accounts, _ = _services(Settings.from_env())
    try:
        account = accounts.require_account(email)
    except REFUSALS as error:
        fail(str(error))
    password = _read_password()
    problem = password_problem(password)
    if problem:
        fail(problem[0].lower() + problem[1:].rstrip("."))  # the web sign-up's own rules
    accounts.set_password(account.id, hash_password(password))
    typer.echo(f"password set for {account.email}; its web sessions were signed out", err=True)


def _read_password() -> str:
    """Twice, unechoed, from a terminal; else the first line of stdin."""
    if sys.stdin.isatty():
        password = getpass.getpass("New password: ")
        if getpass.getpass("Again: ") != password:
            fail("the two passwords differ")
        return password
    return sys.stdin.readline().removesuffix("\n").removesuffix("\r")


@accounts_app.command("invite")
def accounts_invite(
    email: str,
    base_url: Annotated[
        str | None,
        typer.Option(help="Where the web application is reached; default HUMANIZER_PUBLIC_URL."),
    ] = None,
    hours: Annotated[int, typer.Option(min=1, max=720, help="How long the link works.")] = 24,
) -> None:
    """Print a one-time sign-in link: opening it lets the person choose a web password."""
    from humanizer.web.sign_in_links import SignInLinks

    settings = Settings.from_env()
    base = (base_url or settings.public_url).rstrip("/")
    if not base.startswith(("http://", "https://")):
        fail(f"the base URL {base!r} must start with http:// or https://")
    accounts, _ = _services(settings)
    try:
        account = accounts.require_account(email)
    except REFUSALS as error:
        fail(str(error))
    token = SignInLinks(accounts.db).issue(account.id, timedelta(hours=hours))
    typer.echo(f"{base}/invite/{token}")
    typer.echo(
        f"a sign-in link for {account.email}, usable once within {hours} hour(s); it lets them"
        " choose a password (any earlier link of theirs no longer works)",
        err=True,
    )


# -- keys --------------------------------------------------------------------------------------


@keys_app.command("create")
def keys_create(
    email: str, name: Annotated[str | None, typer.Option(help="A name to recognise it by.")] = None
) -> None:
    """Create an API key and print it, alone, once."""
    accounts, _ = _services(Settings.from_env())
    try:
        info, key = accounts.create_key(email, name)
    except REFUSALS as error:
        fail(str(error))
    typer.echo(key)
    plan = accounts.caller_for_account(info.account_id).plan
    if not plan.api_access:
        with_api = ", ".join(p.name for p in accounts.plans if p.api_access)
        typer.echo(
            f"warning: the {plan.name} plan has no API access, so this key gets 403 until the "
            f"account moves to a plan with it ({with_api}): humanizer accounts set-plan",
            err=True,
        )


@keys_app.command("list")
def keys_list(email: str) -> None:
    """List an account's keys: id, name, hint, created, last used, revoked. Never the key."""
    accounts, _ = _services(Settings.from_env())
    try:
        keys = accounts.list_keys(email)
    except REFUSALS as error:
        fail(str(error))
    typer.echo("id\tname\thint\tcreated\tlast_used\trevoked")
    for key in keys:
        typer.echo(
            "\t".join(
                [
                    str(key.id),
                    key.name or "-",
                    key.hint,
                    _moment(key.created_at),
                    _moment(key.last_used_at),
                    _moment(key.revoked_at),
                ]
            )
        )


def _moment(value: datetime | None) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ") if value else "-"


@keys_app.command("revoke")
def keys_revoke(key_or_id: str) -> None:
    """Revoke a key, given as the key itself or its id."""
    accounts, _ = _services(Settings.from_env())
    try:
        key = accounts.revoke_key(key_or_id)
    except REFUSALS as error:
        fail(str(error))
    typer.echo(f"revoked key {key.id} ({key.hint})")


# -- usage -------------------------------------------------------------------------------------


@app.command()
def usage(
    email: str,
    month: Annotated[str | None, typer.Option(help="YYYY-MM (UTC); default this month.")] = None,
) -> None:
    """Words used and left in a month, and when the quota resets."""
    accounts, ledger = _services(Settings.from_env())
    try:
        account = accounts.require_account(email)
    except REFUSALS as error:
        fail(str(error))
    plan = accounts.caller_for_account(account.id).plan
    try:
        status = (
            ledger.status(account.id, plan)
            if month is None
            else ledger.month_status(account.id, plan, month)
        )
    except ValueError as error:
        fail(f"--month: {error}")
    for label, value in (
        ("month", status.month),
        ("plan", plan.name),
        ("used", status.used),
        ("limit", status.limit),
        ("left", status.remaining),
        ("resets", _moment(status.resets_at)),
    ):
        typer.echo(f"{label}\t{value}")


class ReportFormat(StrEnum):
    CSV = "csv"
    JSON = "json"


@app.command()
def report(
    month: Annotated[str | None, typer.Option(help="YYYY-MM (UTC); default this month.")] = None,
    output: Annotated[ReportFormat, typer.Option("--format", help="csv or json.")] = (
        ReportFormat.CSV
    ),
) -> None:
    """Words per account, channel and language in a month, for billing (on stdout)."""
    _accounts, ledger = _services(Settings.from_env())
    chosen = month or month_of(datetime.now(UTC))
    try:
        rows = ledger.month_report(chosen)
    except ValueError as error:
        fail(f"--month: {error}")
    records = [row._asdict() for row in rows]
    if output is ReportFormat.JSON:
        typer.echo(json.dumps({"month": chosen, "rows": records}, indent=2))
        return
    writer = csv.DictWriter(sys.stdout, fieldnames=REPORT_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(records)


# -- rewrite -----------------------------------------------------------------------------------


def _read_text(file: Path | None) -> str:
    """The UTF-8 text of `file`, or of stdin; one line and exit 1 when there is none."""
    source = str(file) if file else "stdin"
    try:
        raw = file.read_bytes() if file else sys.stdin.buffer.read()
        text = raw.decode("utf-8")
    except OSError as error:
        fail(f"cannot read {source}: {error.strerror}")
    except UnicodeDecodeError as error:
        fail(f"{source} is not UTF-8 text (byte {raw[error.start]:#04x} at offset {error.start})")
    if not text.strip():
        fail("no text to rewrite")
    return text


def _warn_if_another_language(detected: str | None, applied: str) -> None:
    """The language the text looks written in, when it is not the one applied (on stderr)."""
    if detected is not None and detected != applied:
        typer.echo(
            f"note: the text looks like {detected}, but was rewritten as {applied} "
            f"(use --language {detected})",
            err=True,
        )


@app.command()
def rewrite(
    file: Annotated[Path | None, typer.Argument(help="Text file; stdin when omitted.")] = None,
    language: Annotated[Language, typer.Option(help="Language of the text.")] = Language.ES,
    tone: Annotated[Tone, typer.Option(help="Tone to apply.")] = Tone.CASUAL,
    as_json: Annotated[bool, typer.Option("--json", help="Print the API's response body.")] = False,
) -> None:
    """Rewrite a text locally with the configured engine; no account needed."""
    from humanizer.engine.base import EngineUnavailable
    from humanizer.engine.registry import create_engine

    text = _read_text(file)

    async def run() -> tuple[str, int, int]:
        engine = create_engine(Settings.from_env())
        try:
            result = await engine.rewrite(text, tone, language)
        finally:
            await engine.aclose()
        return result.text, result.input_tokens, result.output_tokens

    started = time.perf_counter()
    try:
        result, input_tokens, output_tokens = asyncio.run(run())
    except (EngineUnavailable, ValueError) as error:
        fail(str(error))
    detected = detect_language(text)
    _warn_if_another_language(detected.value if detected else None, language.value)
    if not as_json:
        typer.echo(result)
        return
    body = {
        "result": result,
        "meta": {
            "tone": tone.value,
            "language": language.value,
            "input_words": count_words(text),
            "output_words": count_words(result),
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "total_tokens": input_tokens + output_tokens,
            "processing_ms": int((time.perf_counter() - started) * 1000),
            "detected_language": detected.value if detected else None,
        },
    }
    typer.echo(json.dumps(body, ensure_ascii=False, indent=2))


@app.command()
def call(
    file: Annotated[Path | None, typer.Argument(help="Text file; stdin when omitted.")] = None,
    url: Annotated[
        str, typer.Option(envvar="HUMANIZER_URL", help="The server's base URL.")
    ] = "http://127.0.0.1:8000",
    key: Annotated[
        str, typer.Option(envvar="HUMANIZER_API_KEY", help="API key (better: the env variable).")
    ] = "",
    language: Annotated[Language | None, typer.Option(help="Default: the API's (es).")] = None,
    tone: Annotated[Tone | None, typer.Option(help="Default: the API's (casual).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the response body.")] = False,
) -> None:
    """Rewrite a text on a remote server through its API (humanizer.client)."""
    from humanizer.client import HumanizerClient, HumanizerError

    if not key:
        fail("no API key: pass --key or set HUMANIZER_API_KEY")
    text = _read_text(file)
    try:
        with HumanizerClient(url, key) as client:
            answer = client.humanize(
                text,
                tone=tone.value if tone else None,
                language=language.value if language else None,
            )
    except HumanizerError as error:
        where = f" (request {error.request_id})" if error.request_id else ""
        fail(f"{error.code}: {error.message}{where}")
    except (httpx.InvalidURL, ValueError) as error:  # not a URL httpx can use
        fail(f"--url: {error}")
    _warn_if_another_language(answer.meta.detected_language, answer.meta.language)
    if as_json:
        body = {"result": answer.text, "meta": answer.meta.model_dump()}
        typer.echo(json.dumps(body, ensure_ascii=False, indent=2))
    else:
        typer.echo(answer.text)
    if answer.quota is not None:
        typer.echo(f"{answer.quota.remaining} words left this month", err=True)
