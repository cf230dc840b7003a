"""The operators' command line: stdout for results, stderr for messages, exit 1 with one clear
line on error. Most commands run in-process through typer's CliRunner (same code, same
environment variables, much faster); `serve` and the installed entry point run as real processes."""

import json
import os
import re
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner, Result

from humanizer.accounts.keys import load_or_create_secret, looks_like_key
from humanizer.accounts.ledger import Ledger
from humanizer.accounts.service import Accounts
from humanizer.cli import app
from humanizer.counting import count_words
from humanizer.plans import load_plans
from humanizer.settings import Settings
from humanizer.storage.database import create_db_engine
from tests.support.server import TEST_PLANS, Environment, free_port, running


class Cli:
    """Runs `humanizer …` in-process with exactly the HUMANIZER_* variables of `environment`."""

    def __init__(self, environment: Environment) -> None:
        self.environment = environment
        self.runner = CliRunner()

    def env(self) -> dict[str, str | None]:
        cleared: dict[str, str | None] = {k: None for k in os.environ if k.startswith("HUMANIZER_")}
        wanted = self.environment.variables()
        return cleared | {k: v for k, v in wanted.items() if k.startswith("HUMANIZER_")}

    def __call__(self, *args: str, code: int = 0, stdin: str | None = None) -> Result:
        result = self.runner.invoke(app, list(args), env=self.env(), input=stdin)
        assert result.exit_code == code, (args, result.stdout, result.stderr, result.exception)
        return result

    def fails(self, *args: str, stdin: str | None = None) -> str:
        """The one line an error prints on stderr (nothing on stdout)."""
        result = self(*args, code=1, stdin=stdin)
        assert result.stdout == ""
        assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, result.stderr
        return result.stderr

    def services(self) -> tuple[Accounts, Ledger]:
        """The same database and secret as the commands, to check what they did."""
        settings = Settings(
            data_dir=self.environment.data_dir,
            database_url=self.environment.database_url,
            secret_key=self.environment.variables().get("HUMANIZER_SECRET_KEY"),
        )
        db = create_db_engine(settings.effective_database_url)
        plans = load_plans(self.environment.data_dir / "plans.json")
        return Accounts(db, load_or_create_secret(settings), plans), Ledger(db)


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    return Cli(Environment(data_dir=tmp_path))


def test_accounts_create_set_plan_and_list(cli: Cli) -> None:
    created = cli("accounts", "create", "Ana@Example.com", "--plan", "basic")
    assert created.stdout == "1\tana@example.com\tbasic\n"
    assert cli("accounts", "create", "bo@example.com").stdout == "2\tbo@example.com\tfree\n"
    assert cli("accounts", "set-plan", "ANA@example.com", "tiny").stdout == (
        "1\tana@example.com\ttiny\n"
    )
    listed = cli("accounts", "list").stdout.splitlines()
    assert [line.split("\t")[:3] for line in listed] == [
        ["1", "ana@example.com", "tiny"],
        ["2", "bo@example.com", "free"],
    ]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", listed[0].split("\t")[3])


def test_account_errors(cli: Cli) -> None:
    cli("accounts", "create", "bo@example.com")
    assert "bo@example.com already exists" in cli.fails("accounts", "create", "BO@example.com")
    assert "unknown plan 'gold'" in cli.fails("accounts", "create", "cy@x.com", "--plan", "gold")
    assert "unknown plan 'gold'" in cli.fails("accounts", "set-plan", "bo@example.com", "gold")
    assert "no account with e-mail nobody@x.com" in cli.fails(
        "accounts", "set-plan", "nobody@x.com", "basic"
    )
    assert "not an e-mail address" in cli.fails("accounts", "create", "not-an-address")
    assert cli("accounts", "list").stdout.count("\n") == 1


def test_keys_create_list_and_revoke(cli: Cli) -> None:
    cli("accounts", "create", "ana@example.com", "--plan", "basic")
    created = cli("keys", "create", "ana@example.com", "--name", "laptop")
    key = created.stdout.removesuffix("\n")
    assert looks_like_key(key) and created.stdout == key + "\n", "the key alone on stdout"
    second = cli("keys", "create", "ana@example.com").stdout.strip()

    accounts, ledger = cli.services()
    caller = accounts.authenticate(key)
    assert caller is not None and caller.email == "ana@example.com", "a working key"
    ledger.charge(
        account_id=caller.account_id,
        key_id=caller.key_id,
        plan=caller.plan,
        words=12,
        input_tokens=20,
        output_tokens=21,
        tone="casual",
        language="es",
        channel="api",
    )

    listing = cli("keys", "list", "ana@example.com").stdout
    assert key not in listing and key[8:] not in listing and second[8:] not in listing
    header, first_row, second_row = (line.split("\t") for line in listing.splitlines())
    assert header == ["id", "name", "hint", "created", "last_used", "revoked"]
    assert first_row[1:3] == ["laptop", key[:8] + "…"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", first_row[4]), "last used is set"
    assert first_row[5] == "-" and second_row[1] == "-" and second_row[4] == "-"

    assert (
        cli("keys", "revoke", first_row[0]).stdout == f"revoked key {first_row[0]} ({key[:8]}…)\n"
    )
    assert accounts.authenticate(key) is None
    assert cli("keys", "revoke", second).stdout.startswith(f"revoked key {second_row[0]} ")
    assert accounts.authenticate(second) is None
    revoked = cli("keys", "list", "ana@example.com").stdout.splitlines()[1:]
    assert all(re.search(r"\tZ?\d{4}-\d\d-\d\dT[\d:]+Z$", row) for row in revoked)


def test_key_errors(cli: Cli) -> None:
    assert "no account with e-mail nobody@x.com" in cli.fails("keys", "create", "nobody@x.com")
    assert "no account" in cli.fails("keys", "list", "nobody@x.com")
    assert "no such API key" in cli.fails("keys", "revoke", "12345")
    assert "no such API key" in cli.fails("keys", "revoke", "hmz_" + "a" * 43)
    assert "the API key itself or its id" in cli.fails("keys", "revoke", "banana")


def test_usage(cli: Cli) -> None:
    cli("accounts", "create", "ana@example.com", "--plan", "tiny")
    accounts, ledger = cli.services()
    caller = accounts.caller_for_account(1)
    for words in (30, 12):
        ledger.charge(
            account_id=1,
            key_id=None,
            plan=caller.plan,
            words=words,
            input_tokens=1,
            output_tokens=1,
            tone="casual",
            language="es",
            channel="web",
        )
    now = ledger.status(1, caller.plan)
    lines = dict(line.split("\t") for line in cli("usage", "ana@example.com").stdout.splitlines())
    assert lines == {
        "month": now.month,
        "plan": "tiny",
        "used": "42",
        "limit": "100",
        "left": "58",
        "resets": now.resets_at.strftime("%Y-%m-%dT00:00:00Z"),
    }
    past = cli("usage", "ana@example.com", "--month", "2025-12").stdout
    assert "month\t2025-12\n" in past and "used\t0\n" in past and "left\t100\n" in past
    assert "resets\t2026-01-01T00:00:00Z" in past
    assert "2026-11, not 'November'" in cli.fails("usage", "ana@example.com", "--month", "November")
    assert "no account" in cli.fails("usage", "nobody@example.com")


def test_configuration_errors_are_one_line(tmp_path: Path) -> None:
    bad_plans = Cli(Environment(data_dir=tmp_path))
    bad_plans.environment.extra["HUMANIZER_PLANS_FILE"] = str(tmp_path / "plans.toml")
    (tmp_path / "plans.toml").write_text("[plans.x\n")
    assert "is not valid TOML" in bad_plans.fails("accounts", "list")

    no_secret = Cli(Environment(data_dir=tmp_path, database_url="postgresql+psycopg://h/db"))
    no_secret.environment.extra["HUMANIZER_SECRET_KEY"] = ""
    assert "HUMANIZER_SECRET_KEY must be set" in no_secret.fails("accounts", "list")

    unreachable = Cli(
        Environment(data_dir=tmp_path, database_url="postgresql+psycopg://u:hunter2@127.0.0.1:1/d")
    )
    for args in (("accounts", "list"), ("db", "upgrade")):
        message = unreachable.fails(*args)
        assert "cannot use the database postgresql+psycopg://u:***@127.0.0.1:1/d" in message
        assert "hunter2" not in message


def test_external_database_needs_db_upgrade(tmp_path: Path, postgres_url: str) -> None:
    cli = Cli(Environment(data_dir=tmp_path, database_url=postgres_url))
    assert "run `humanizer db upgrade`" in cli.fails("accounts", "list")
    assert "run `humanizer db upgrade`" in cli.fails("accounts", "create", "ana@example.com")
    assert cli("db", "upgrade").stderr == "database schema is current\n"
    assert cli("db", "upgrade").exit_code == 0, "idempotent"
    cli("accounts", "create", "ana@example.com", "--plan", "basic")
    assert looks_like_key(cli("keys", "create", "ana@example.com").stdout.strip())
    assert not (tmp_path / "secret.key").exists(), "the configured secret, not a local one"


# -- rewrite -----------------------------------------------------------------------------------


def test_rewrite_a_file_and_stdin(cli: Cli, tmp_path: Path) -> None:
    source = tmp_path / "in.txt"
    source.write_text("Das Hotel Adler kostete 145 € pro Nacht im Mai 2024.", encoding="utf-8")
    plain = cli("rewrite", str(source), "--language", "de", "--tone", "academic").stdout
    assert "145 €" in plain and "Adler" in plain and not plain.startswith("{")

    body = json.loads(cli("rewrite", str(source), "--language", "de", "--json").stdout)
    assert set(body) == {"result", "meta"} and "145 €" in body["result"]
    meta = body["meta"]
    assert (meta["language"], meta["tone"], meta["input_words"]) == ("de", "casual", 10)
    assert meta["input_tokens"] > 0 and meta["output_tokens"] > 0
    assert meta["total_tokens"] == meta["input_tokens"] + meta["output_tokens"]
    assert isinstance(meta["processing_ms"], int) and isinstance(meta["output_words"], int)

    spanish = "Cabe destacar que el hotel es fundamental para la zona y sus vecinos."
    from_stdin = json.loads(cli("rewrite", "--json", stdin=spanish).stdout)
    assert from_stdin["meta"]["language"] == "es" and from_stdin["meta"]["input_words"] == 13


def test_rewrite_errors(cli: Cli, tmp_path: Path) -> None:
    assert "cannot read" in cli.fails("rewrite", str(tmp_path / "missing.txt"))
    assert "no text to rewrite" in cli.fails("rewrite", stdin="   \n")
    bad_language = cli("rewrite", "--language", "xx", stdin="Some text here.", code=2)
    assert "'xx' is not one of" in bad_language.stderr
    unknown_engine = Cli(cli.environment)
    unknown_engine.environment.extra["HUMANIZER_ENGINE"] = "nonsense"
    assert "HUMANIZER_ENGINE='nonsense'" in unknown_engine.fails("rewrite", stdin="Some text.")


# -- real processes ----------------------------------------------------------------------------


def test_installed_entry_point(tmp_path: Path) -> None:
    env = Environment(data_dir=tmp_path).variables()
    done = subprocess.run(
        ["humanizer", "accounts", "create", "x@example.com", "--plan", "gold"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == (
        "error: unknown plan 'gold' (the plans are free, basic, tiny, burst, unlimited)\n"
    )


def test_serve_first_start_prints_a_working_key_once(tmp_path: Path) -> None:
    # The built-in plan table (DECISIONS.md §4), where the first account gets `pro`.
    first_start = {"HUMANIZER_FIRST_START_ACCOUNT": "1", "HUMANIZER_PLANS_FILE": ""}
    environment = Environment(data_dir=tmp_path, extra=first_start)
    with running(environment, name="first") as server:
        log = server.log.read_text()
        key = re.search(r"^\s+(hmz_\S+)$", log, re.MULTILINE)
        assert key is not None, log
        assert "local@localhost (plan pro)" in log
        assert f"Authorization: Bearer {key[1]}" in log and "/api/v1/humanize" in log
        answer = httpx.post(
            f"{server.url}/api/v1/humanize",
            headers={"Authorization": f"Bearer {key[1]}"},
            json={"text": "Cabe destacar que el hotel es fundamental para la zona."},
            timeout=30,
        )
        assert answer.status_code == 200, answer.text
    with running(environment, name="second") as server:
        assert "hmz_" not in server.log.read_text(), "only on the very first start"
    assert Cli(environment)("accounts", "list").stdout.count("local@localhost\tpro") == 1


def test_a_second_server_with_in_process_limits_on_one_data_directory_is_refused(
    tmp_path: Path,
) -> None:
    environment = Environment(data_dir=tmp_path)
    with running(environment):
        second = environment.cli("serve", "--port", str(free_port()), check=False)
    assert second.returncode == 1
    assert "already uses" in second.stderr and "HUMANIZER_RATE_LIMITER=database" in second.stderr
    # with limits shared through the database, a second server is fine
    shared = Environment(data_dir=tmp_path, extra={"HUMANIZER_RATE_LIMITER": "database"})
    with running(shared, name="one"), running(shared, name="two") as server:
        assert server.process.poll() is None


def test_serve_first_start_can_be_turned_off(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path)  # HUMANIZER_FIRST_START_ACCOUNT=0
    with running(environment) as server:
        assert "hmz_" not in server.log.read_text()
    assert Cli(environment)("accounts", "list").stdout == ""


def _rate_hits(data_dir: Path) -> int:
    with sqlite3.connect(data_dir / "humanizer.db") as connection:
        return int(connection.execute("SELECT count(*) FROM rate_hits").fetchone()[0])


@pytest.mark.parametrize(("workers", "shared"), [("1", False), ("2", True)])
def test_serve_workers_share_the_limit_through_the_database(
    tmp_path: Path, workers: str, shared: bool
) -> None:
    environment = Environment(data_dir=tmp_path)
    key = environment.account_with_key("ana@example.com", "basic")
    with running(environment, "--workers", workers) as server:
        answer = httpx.post(
            f"{server.url}/api/v1/humanize",
            headers={"Authorization": f"Bearer {key}"},
            json={"text": "Cabe destacar que el hotel es fundamental para la zona."},
            timeout=30,
        )
        assert answer.status_code == 200, answer.text
        assert (_rate_hits(tmp_path) > 0) is shared


def test_serve_refuses_an_unmigrated_external_database(tmp_path: Path, postgres_url: str) -> None:
    environment = Environment(
        data_dir=tmp_path,
        database_url=postgres_url,
        extra={"HUMANIZER_FIRST_START_ACCOUNT": "1"},
    )
    refused = environment.cli("serve", "--port", str(free_port()), check=False)
    assert refused.returncode == 1 and refused.stdout == ""
    assert "run `humanizer db upgrade`" in refused.stderr
    environment.cli("db", "upgrade")
    with running(environment) as server:
        assert httpx.get(f"{server.url}/readyz", timeout=10).status_code == 200
    # No first-start account on an external database, even when asked for.
    assert environment.cli("accounts", "list").stdout == ""


def test_a_plans_file_without_its_named_plans_is_refused_at_start(tmp_path: Path) -> None:
    plans = tmp_path / "custom.json"
    plans.write_text(
        json.dumps({"plans": {"free": TEST_PLANS["free"], "team": TEST_PLANS["basic"]}})
    )
    environment = Environment(
        data_dir=tmp_path,
        extra={"HUMANIZER_PLANS_FILE": str(plans), "HUMANIZER_FIRST_START_ACCOUNT": "1"},
    )
    refused = environment.cli("serve", "--port", str(free_port()), check=False)
    assert (refused.returncode, refused.stdout) == (1, "")
    assert refused.stderr == (
        f"error: plans file {plans}: first_start_plan 'pro' (the default), the plan of the"
        " first-start account, is not one of its plans (free, team); set first_start_plan to one"
        " of them\n"
    )
    assert not (tmp_path / "humanizer.db").exists(), "nothing was created"

    # Named, they are used: no `free` and no `pro` needed.
    named = {"default_plan": "trial", "first_start_plan": "team"}
    table = {"trial": TEST_PLANS["free"], "team": TEST_PLANS["basic"]}
    plans.write_text(json.dumps({"plans": table} | named))
    with running(environment) as server:
        assert "local@localhost (plan team)" in server.log.read_text()
        with httpx.Client(base_url=server.url, timeout=30) as browser:
            form = browser.get("/signup").text
            token = re.search(r'name="csrf_token" value="([^"]+)"', form)
            assert token, form
            signed_up = browser.post(
                "/signup",
                data={
                    "email": "web@example.com",
                    "password": "a long password",
                    "csrf_token": token[1],
                },
            )
            assert signed_up.status_code == 303, signed_up.text
    cli = Cli(environment)
    assert "web@example.com\ttrial" in cli("accounts", "list").stdout, "web sign-up: default_plan"
    assert cli("accounts", "create", "ana@example.com").stdout.endswith(
        "\tana@example.com\ttrial\n"
    )


def test_keys_create_warns_when_the_plan_has_no_api_access(cli: Cli) -> None:
    cli("accounts", "create", "ana@example.com")  # the default plan, free: no API access
    created = cli("keys", "create", "ana@example.com")
    assert looks_like_key(created.stdout.strip()), "the key alone on stdout, as always"
    assert created.stderr == (
        "warning: the free plan has no API access, so this key gets 403 until the account moves"
        " to a plan with it (basic, tiny, burst, unlimited): humanizer accounts set-plan\n"
    )
    cli("accounts", "set-plan", "ana@example.com", "basic")
    assert cli("keys", "create", "ana@example.com").stderr == ""


def _one_line_error(done: subprocess.CompletedProcess[str]) -> str:
    assert (done.returncode, done.stdout) == (1, ""), done
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1, done.stderr
    return done.stderr


def test_file_and_database_problems_are_one_line(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path)
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes("Un café con leche, por favor, y la cuenta.".encode("latin-1"))
    assert _one_line_error(environment.cli("rewrite", str(latin1), check=False)) == (
        f"error: {latin1} is not UTF-8 text (byte 0xe9 at offset 6)\n"
    )
    from_stdin = subprocess.run(
        [sys.executable, "-m", "humanizer", "rewrite"],
        input=latin1.read_bytes(),
        env=environment.variables(),
        capture_output=True,
        timeout=120,
    )
    assert from_stdin.returncode == 1 and from_stdin.stderr == (
        b"error: stdin is not UTF-8 text (byte 0xe9 at offset 6)\n"
    )

    a_file = tmp_path / "a-file"
    a_file.write_text("")
    unusable = Environment(data_dir=tmp_path, extra={"HUMANIZER_DATA_DIR": str(a_file / "data")})
    assert "cannot use the data directory" in _one_line_error(
        unusable.cli("accounts", "list", check=False)
    )

    for url, reason in (
        ("mysql://u@127.0.0.1/d", "no driver installed"),
        (f"sqlite:///{tmp_path}", "Is a directory"),
        ("postgresql+psycopg://u:hunter2@127.0.0.1:1/d", "Connection refused"),
    ):
        external = Environment(data_dir=tmp_path, database_url=url)
        for args in (("accounts", "list"), ("db", "upgrade"), ("serve", "--port", "1")):
            message = _one_line_error(external.cli(*args, check=False))
            assert "error: cannot use the database" in message and reason in message, message
            assert "hunter2" not in message


def test_a_file_problem_no_command_expected_is_still_one_line(tmp_path: Path) -> None:
    (tmp_path / "serve.lock").mkdir()  # where `serve` keeps its lock file
    environment = Environment(data_dir=tmp_path)
    refused = environment.cli("serve", "--port", str(free_port()), check=False)
    assert _one_line_error(refused) == f"error: {tmp_path / 'serve.lock'}: Is a directory\n"


def test_serve_on_a_port_in_use_is_one_line_and_creates_nothing(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path, extra={"HUMANIZER_FIRST_START_ACCOUNT": "1"})
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        for workers in ("1", "2"):
            refused = environment.cli(
                "serve", "--port", str(port), "--workers", workers, check=False
            )
            assert _one_line_error(refused) == (
                f"error: cannot listen on 127.0.0.1:{port}: Address already in use\n"
            )
    assert "hmz_" not in refused.stderr
    assert Cli(environment)("accounts", "list").stdout == "", "no first-start account"


@pytest.mark.parametrize("workers", ["1", "2"])
def test_serve_says_it_serves_only_once_it_answers(tmp_path: Path, workers: str) -> None:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "humanizer", "serve", "--port", str(port), "--workers", workers],
        env=Environment(data_dir=tmp_path).variables(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        assert line == f"humanizer: serving on http://127.0.0.1:{port} ({workers} worker(s))\n"
        # Said only now: the very first request is answered.
        assert httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=10).status_code == 200
    finally:
        process.terminate()
        process.wait(timeout=30)


# -- report, call and the detected language ------------------------------------------------------

ENGLISH = "The Miramar hotel cost 120 euros a night in March 2024, with breakfast included."
SPANISH = "Cabe destacar que el hotel Miramar costaba 120 € por noche en marzo de 2024."


def test_rewrite_notes_a_text_that_looks_like_another_language(cli: Cli) -> None:
    result = cli("rewrite", "--json", stdin=ENGLISH)
    meta = json.loads(result.stdout)["meta"]
    assert (meta["language"], meta["detected_language"]) == ("es", "en")
    assert "looks like en, but was rewritten as es (use --language en)" in result.stderr
    assert cli("rewrite", "--language", "en", stdin=ENGLISH).stderr == ""


def test_call_rewrites_through_a_remote_server(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path)
    key = environment.account_with_key("caller@example.com", "basic")
    source = tmp_path / "text.txt"
    source.write_text(SPANISH, encoding="utf-8")
    with running(environment) as server:
        plain = environment.cli("call", str(source), "--url", server.url, "--key", key)
        environment.extra["HUMANIZER_API_KEY"] = key  # the key kept out of the command line
        as_json = environment.cli(
            "call", "--url", server.url, "--json", "--language", "en", input=ENGLISH
        )
        del environment.extra["HUMANIZER_API_KEY"]
        wrong_key = environment.cli(
            "call", str(source), "--url", server.url, "--key", "hmz_" + "A" * 43, check=False
        )
        usage = environment.cli("usage", "caller@example.com").stdout
    assert "120 €" in plain.stdout and "Miramar" in plain.stdout
    words = count_words(SPANISH)
    assert f"{7500 - words} words left this month" in plain.stderr
    body = json.loads(as_json.stdout)
    assert body["meta"]["language"] == "en" and body["meta"]["detected_language"] == "en"
    assert f"used\t{words + count_words(ENGLISH)}\n" in usage
    assert wrong_key.returncode == 1 and wrong_key.stdout == ""
    assert wrong_key.stderr.startswith("error: invalid_api_key: ")
    assert wrong_key.stderr.count("\n") == 1 and "hmz_" not in wrong_key.stderr


def test_call_without_a_key_or_server_is_one_line(cli: Cli) -> None:
    assert "no API key" in cli.fails("call", stdin=SPANISH)
    unreachable = f"http://127.0.0.1:{free_port()}"
    message = cli.fails("call", "--url", unreachable, "--key", "hmz_" + "A" * 43, stdin=SPANISH)
    assert "connection_failed" in message


def test_report_lists_a_months_words_per_account_channel_and_language(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path)
    ana = environment.account_with_key("ana@example.com", "basic")
    bruno = environment.account_with_key("bruno@example.com", "basic")
    with running(environment) as server:
        for key, text, language in [
            (ana, SPANISH, "es"),
            (ana, SPANISH, "es"),
            (ana, ENGLISH, "en"),
            (bruno, ENGLISH, "en"),
        ]:
            answer = httpx.post(
                f"{server.url}/api/v1/humanize",
                headers={"Authorization": f"Bearer {key}"},
                json={"text": text, "language": language},
                timeout=30,
            )
            assert answer.status_code == 200
    cli = Cli(environment)
    report = json.loads(cli("report", "--format", "json").stdout)
    rows = [
        (row["email"], row["channel"], row["language"], row["calls"], row["words"])
        for row in report["rows"]
    ]
    spanish, english = count_words(SPANISH), count_words(ENGLISH)
    assert rows == [
        ("ana@example.com", "api", "en", 1, english),
        ("ana@example.com", "api", "es", 2, 2 * spanish),
        ("bruno@example.com", "api", "en", 1, english),
    ]
    as_csv = cli("report").stdout.splitlines()
    assert as_csv[0] == (
        "month,account_id,email,plan,channel,language,calls,words,input_tokens,output_tokens"
    )
    assert len(as_csv) == 4 and as_csv[2].split(",")[6:8] == ["2", str(2 * spanish)]
    assert cli("report", "--month", "2020-01").stdout.splitlines() == [as_csv[0]]
    assert "--month" in cli.fails("report", "--month", "2020-13")
