"""The operators' command line: `humanizer serve`, `db`, `accounts`, `keys`, `usage`, `rewrite`.

Results go to stdout, messages to stderr; an error exits non-zero with one clear line. Every
command reads the same `HUMANIZER_*` environment as the server.
"""

import asyncio
import fcntl
import json
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, NoReturn

import sqlalchemy as sa
import typer

from humanizer.accounts import AccountError
from humanizer.accounts.keys import SecretMissing, load_or_create_secret
from humanizer.accounts.ledger import Ledger
from humanizer.accounts.service import Accounts
from humanizer.counting import count_words
from humanizer.options import Language, Tone
from humanizer.plans import Plan, PlansFileError, PlanTable, UnknownPlan, load_plans
from humanizer.settings import Settings
from humanizer.storage.database import create_db_engine, schema_is_current, upgrade_database

app = typer.Typer(help="Text humanizing service.", no_args_is_help=True, add_completion=False)
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


@contextmanager
def _database_errors(url: str) -> Iterator[None]:
    """A database that cannot be reached or used is one clear line, never a traceback."""
    try:
        yield
    except sa.exc.SQLAlchemyError as error:
        shown = sa.make_url(url).render_as_string(hide_password=True)
        reason = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
        fail(f"cannot use the database {shown}: {reason}")


def _services(settings: Settings) -> tuple[Accounts, Ledger]:
    """Accounts and ledger on a database whose schema is current.

    The embedded SQLite database is migrated on the spot; an external one must have been
    upgraded by the operator (`humanizer db upgrade`), once per release, not by every instance.
    """
    url = settings.effective_database_url
    try:
        plans = load_plans(settings.plans_file)
        secret = load_or_create_secret(settings)
    except (SecretMissing, PlansFileError) as error:
        fail(str(error))
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
    accounts, _ledger = _services(settings)
    if (
        settings.uses_embedded_database
        and settings.first_start_account
        and not accounts.has_accounts()
    ):
        _first_start(accounts, host, port)
    if workers > 1 and not settings.redis_url and not settings.rate_limiter:
        # Workers are separate processes: they share the limit through the database.
        os.environ["HUMANIZER_RATE_LIMITER"] = "database"
    elif settings.effective_rate_limiter == "memory":
        _hold_the_in_process_limit(settings)
    typer.echo(f"humanizer: serving on http://{host}:{port} ({workers} worker(s))", err=True)
    uvicorn.run(
        "humanizer.api.app:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level="warning",
        access_log=False,
        # Forwarded headers only from the proxies the operator names (HUMANIZER_TRUSTED_PROXIES).
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=settings.trusted_proxies or None,
    )


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
    plan = _first_start_plan(accounts.plans)
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


def _first_start_plan(plans: PlanTable) -> Plan:
    """`pro`, or with a custom plan table the API plan with the most words."""
    if "pro" in plans:
        return plans.get("pro")
    with_api = [plan for plan in plans if plan.api_access] or list(plans)
    return max(with_api, key=lambda plan: plan.words_per_month)


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
    email: str, plan: Annotated[str, typer.Option(help="Plan name.")] = "free"
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


# -- keys --------------------------------------------------------------------------------------


@keys_app.command("create")
def keys_create(
    email: str, name: Annotated[str | None, typer.Option(help="A name to recognise it by.")] = None
) -> None:
    """Create an API key and print it, alone, once."""
    accounts, _ = _services(Settings.from_env())
    try:
        _info, key = accounts.create_key(email, name)
    except REFUSALS as error:
        fail(str(error))
    typer.echo(key)


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


# -- rewrite -----------------------------------------------------------------------------------


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

    try:
        text = file.read_text(encoding="utf-8") if file else sys.stdin.read()
    except OSError as error:
        fail(f"cannot read {file}: {error.strerror}")
    if not text.strip():
        fail("no text to rewrite")

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
        },
    }
    typer.echo(json.dumps(body, ensure_ascii=False, indent=2))
