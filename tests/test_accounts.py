"""API keys and accounts on a real SQLite file and a real PostgreSQL database."""

import re
import stat
import string
import threading
from pathlib import Path

import pytest
import sqlalchemy as sa

from humanizer.accounts import (
    AccountExists,
    AccountNotFound,
    InvalidEmail,
    KeyNotFound,
    UnknownPlan,
)
from humanizer.accounts.keys import (
    KEY_PREFIX,
    SecretMissing,
    generate_key,
    hash_key,
    key_hint,
    load_or_create_secret,
    looks_like_key,
)
from humanizer.accounts.ledger import Ledger
from humanizer.accounts.service import Accounts
from humanizer.plans import load_plans
from humanizer.settings import Settings
from humanizer.storage.models import metadata

SECRET = b"a test secret of the server"
URL_SAFE = set(string.ascii_letters + string.digits + "-_")


@pytest.fixture
def accounts(db: sa.Engine) -> Accounts:
    return Accounts(db, SECRET, load_plans(None))


# -- keys --------------------------------------------------------------------------------------


def test_key_format() -> None:
    keys = {generate_key() for _ in range(200)}
    assert len(keys) == 200
    for key in keys:
        assert key.startswith(KEY_PREFIX) and KEY_PREFIX == "hmz_"
        secret = key[len(KEY_PREFIX) :]
        assert len(secret) >= 43  # 32 random bytes in URL-safe base64: 256 bits
        assert set(secret) <= set(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        )
        assert looks_like_key(key)


@pytest.mark.parametrize(
    "value",
    [
        "",
        "hmz_",
        "hmz_short",
        "xyz_" + "a" * 43,
        "HMZ_" + "a" * 43,
        "hmz_" + "a" * 42 + "!",
        "hmz_" + "a" * 42 + " ",
        "hmz_" + "é" * 43,
        "hmz_" + "a" * 500,
    ],
)
def test_malformed_keys_are_recognised(value: str) -> None:
    assert not looks_like_key(value)


def test_hint_and_hash() -> None:
    key = "hmz_AbCdefghijklmnopqrstuvwxyz0123456789ABCDEFG"
    assert key_hint(key) == "hmz_AbCd…"
    digest = hash_key(key, SECRET)
    assert len(digest) == 64 and int(digest, 16) >= 0  # HMAC-SHA-256, hex
    assert digest == hash_key(key, SECRET)
    assert digest != hash_key(key, b"another secret"), "keyed: a leaked table is not enough"


def test_embedded_secret_is_created_once_with_mode_0600(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    seen: list[bytes] = []
    threads = [
        threading.Thread(target=lambda: seen.append(load_or_create_secret(settings)))
        for _ in range(8)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    path = tmp_path / "data" / "secret.key"
    assert len(set(seen)) == 1 and len(seen[0]) >= 32, "racing first starts agree on one secret"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert [p.name for p in path.parent.iterdir()] == ["secret.key"], "no temporary files left"
    assert load_or_create_secret(settings) == seen[0]


def test_configured_secret_wins(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, secret_key="from the environment")
    assert load_or_create_secret(settings) == b"from the environment"
    assert not (tmp_path / "secret.key").exists()


def test_external_database_needs_a_configured_secret(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path, database_url="postgresql+psycopg://db/humanizer")
    with pytest.raises(SecretMissing, match="HUMANIZER_SECRET_KEY"):
        load_or_create_secret(settings)


# -- accounts ----------------------------------------------------------------------------------


def test_create_get_list_and_set_plan(accounts: Accounts) -> None:
    assert not accounts.has_accounts()
    ana = accounts.create_account(" Ana@Example.COM ", "basic", password_hash="$argon2id$x")
    assert (ana.email, ana.plan, ana.password_hash) == ("ana@example.com", "basic", "$argon2id$x")
    assert ana.created_at.tzinfo is not None
    assert accounts.has_accounts()
    bo = accounts.create_account("bo@example.com")
    assert bo.plan == "free" and bo.password_hash is None

    assert accounts.get_account("ANA@example.com") == ana
    assert accounts.get_account_by_id(bo.id) == bo
    assert accounts.get_account("nobody@example.com") is None
    assert accounts.get_account_by_id(10_000) is None
    assert [a.email for a in accounts.list_accounts()] == ["ana@example.com", "bo@example.com"]

    assert accounts.set_plan("bo@example.com", "pro").plan == "pro"
    assert accounts.get_account("bo@example.com").plan == "pro"  # type: ignore[union-attr]
    caller = accounts.caller_for_account(bo.id)
    assert (caller.email, caller.plan.name, caller.key_id) == ("bo@example.com", "pro", None)


def test_account_errors_are_clear(accounts: Accounts) -> None:
    accounts.create_account("ana@example.com")
    with pytest.raises(AccountExists, match=re.escape("ana@example.com already exists")):
        accounts.create_account("ANA@example.com")
    with pytest.raises(UnknownPlan, match="unknown plan 'gold'"):
        accounts.create_account("cy@example.com", "gold")
    with pytest.raises(UnknownPlan):
        accounts.set_plan("ana@example.com", "gold")
    with pytest.raises(AccountNotFound, match=re.escape("nobody@example.com")):
        accounts.set_plan("nobody@example.com", "pro")
    with pytest.raises(AccountNotFound):
        accounts.caller_for_account(10_000)
    for bad in ("", "ana", "@example.com", "ana@", "a b@example.com", "a@" + "x" * 260):
        with pytest.raises(InvalidEmail):
            accounts.create_account(bad)
    assert [a.email for a in accounts.list_accounts()] == ["ana@example.com"]


# -- keys in the database ----------------------------------------------------------------------


def _everything_stored(db: sa.Engine) -> str:
    with db.connect() as connection:
        return "\n".join(
            repr(tuple(row))
            for table in metadata.sorted_tables
            for row in connection.execute(sa.select(table))
        )


def test_keys_are_stored_only_as_a_keyed_hash(accounts: Accounts, db: sa.Engine) -> None:
    accounts.create_account("ana@example.com", "basic")
    info, key = accounts.create_key("ana@example.com", "laptop")
    assert looks_like_key(key) and info.hint == key_hint(key) and info.name == "laptop"
    stored = _everything_stored(db)
    assert key not in stored and key[len(KEY_PREFIX) :] not in stored
    assert key[len(KEY_PREFIX) : len(KEY_PREFIX) + 12] not in stored, "not even a long prefix"
    assert hash_key(key, SECRET) in stored
    assert SECRET.decode() not in stored


def test_authenticate(accounts: Accounts) -> None:
    account = accounts.create_account("ana@example.com", "premium")
    info, key = accounts.create_key("ana@example.com")
    caller = accounts.authenticate(key)
    assert caller is not None
    assert (caller.account_id, caller.email, caller.key_id) == (account.id, account.email, info.id)
    assert caller.plan == load_plans(None).get("premium")
    assert caller.key_used_at is None, "a new key has never been used"
    Ledger(accounts.db).charge(
        account_id=account.id,
        key_id=info.id,
        plan=caller.plan,
        words=5,
        input_tokens=5,
        output_tokens=5,
        tone="casual",
        language="en",
        channel="api",
    )
    used = accounts.authenticate(key)
    assert used is not None and used.key_used_at is not None, "the charge's moment is read back"

    accounts.set_plan("ana@example.com", "basic")
    assert accounts.authenticate(key).plan.name == "basic"  # type: ignore[union-attr]

    assert accounts.authenticate(generate_key()) is None  # well-formed, unknown
    assert accounts.authenticate(key[:-1]) is None  # malformed (too short)
    assert accounts.authenticate(key + "!") is None
    assert accounts.authenticate("") is None
    other_secret = Accounts(accounts.db, b"another secret", accounts.plans)
    assert other_secret.authenticate(key) is None


def test_list_and_revoke_by_key_and_by_id(accounts: Accounts) -> None:
    accounts.create_account("ana@example.com", "basic")
    accounts.create_account("bo@example.com", "basic")
    first, first_key = accounts.create_key("ana@example.com", "one")
    second, second_key = accounts.create_key("ana@example.com")
    bos, bos_key = accounts.create_key("bo@example.com")

    listed = accounts.list_keys("ana@example.com")
    assert [(k.id, k.name, k.hint) for k in listed] == [
        (first.id, "one", first.hint),
        (second.id, None, second.hint),
    ]
    assert all(k.revoked_at is None and k.last_used_at is None for k in listed)

    revoked = accounts.revoke_key(first_key)
    assert revoked.id == first.id and revoked.revoked_at is not None
    assert accounts.authenticate(first_key) is None
    assert accounts.authenticate(second_key) is not None

    # Scoped to an account: someone else's key is "not found", and stays valid.
    with pytest.raises(KeyNotFound):
        accounts.revoke_key(str(bos.id), email="ana@example.com")
    assert accounts.authenticate(bos_key) is not None

    assert accounts.revoke_key(str(second.id), email="ana@example.com").id == second.id
    assert accounts.authenticate(second_key) is None
    again = accounts.revoke_key(str(second.id))
    assert again.revoked_at == accounts.list_keys("ana@example.com")[1].revoked_at, "kept"

    for unknown in ("999999", generate_key(), "not a key"):
        with pytest.raises(KeyNotFound):
            accounts.revoke_key(unknown)
    with pytest.raises(AccountNotFound):
        accounts.create_key("nobody@example.com")
    with pytest.raises(AccountNotFound):
        accounts.list_keys("nobody@example.com")
