"""The operators' command line, run as a real process: stdout for results, stderr for messages,
exit 1 with one clear line on error."""

import json
from pathlib import Path

from tests.support.server import Environment


def test_accounts_keys_and_usage(tmp_path: Path) -> None:
    env = Environment(data_dir=tmp_path)
    created = env.cli("accounts", "create", "Ana@Example.com", "--plan", "basic")
    assert created.stdout.split("\t")[1:] == ["ana@example.com", "basic\n"]
    assert (
        env.cli("accounts", "set-plan", "ana@example.com", "tiny").stdout.strip().endswith("tiny")
    )
    assert "ana@example.com\ttiny" in env.cli("accounts", "list").stdout

    key = env.cli("keys", "create", "ana@example.com", "--name", "laptop").stdout.strip()
    assert key.startswith("hmz_") and "\n" not in key
    listing = env.cli("keys", "list", "ana@example.com").stdout
    assert "laptop" in listing and key[:8] in listing and key not in listing

    usage = env.cli("usage", "ana@example.com").stdout
    assert "used\t0" in usage and "left\t100" in usage and "resets\t" in usage
    assert "used\t0" in env.cli("usage", "ana@example.com", "--month", "2025-01").stdout

    key_id = listing.splitlines()[1].split("\t")[0]
    assert "revoked" in env.cli("keys", "revoke", key_id).stdout
    second = env.cli("keys", "create", "ana@example.com").stdout.strip()
    assert "revoked" in env.cli("keys", "revoke", second).stdout


def test_errors_exit_1_with_one_line_on_stderr(tmp_path: Path) -> None:
    env = Environment(data_dir=tmp_path)
    env.cli("accounts", "create", "bo@example.com")
    for args in (
        ("accounts", "create", "bo@example.com"),
        ("accounts", "create", "cy@example.com", "--plan", "gold"),
        ("accounts", "set-plan", "nobody@example.com", "basic"),
        ("keys", "create", "nobody@example.com"),
        ("keys", "revoke", "12345"),
        ("usage", "bo@example.com", "--month", "November"),
    ):
        result = env.cli(*args, check=False)
        assert result.returncode == 1, args
        assert result.stdout == ""
        assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, result.stderr


def test_rewrite_a_file_and_stdin_as_json(tmp_path: Path) -> None:
    env = Environment(data_dir=tmp_path)
    source = tmp_path / "in.txt"
    source.write_text("Das Hotel Adler kostete 145 € pro Nacht im Mai 2024.", encoding="utf-8")
    plain = env.cli("rewrite", str(source), "--language", "de", "--tone", "academic")
    assert "145 €" in plain.stdout
    body = json.loads(env.cli("rewrite", str(source), "--language", "de", "--json").stdout)
    assert body["meta"]["language"] == "de" and body["meta"]["input_words"] == 10
    assert (
        body["meta"]["total_tokens"] == body["meta"]["input_tokens"] + body["meta"]["output_tokens"]
    )
    missing = env.cli("rewrite", str(tmp_path / "missing.txt"), check=False)
    assert missing.returncode == 1 and "cannot read" in missing.stderr


def test_serve_refuses_an_unmigrated_external_database(tmp_path: Path, postgres_url: str) -> None:
    env = Environment(data_dir=tmp_path, database_url=postgres_url)
    result = env.cli("accounts", "list", check=False)
    assert result.returncode == 1 and "humanizer db upgrade" in result.stderr
    env.cli("db", "upgrade")
    assert env.cli("accounts", "list").returncode == 0
