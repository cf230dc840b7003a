"""Plans, keys, accounts, the ledger and the rate limiters, on real SQLite, PostgreSQL and Redis."""

import asyncio
import json
import stat
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa

from humanizer.accounts import AccountExists, KeyNotFound
from humanizer.accounts.keys import (
    KEY_PREFIX,
    SecretMissing,
    generate_key,
    key_hint,
    load_or_create_secret,
    looks_like_key,
)
from humanizer.accounts.ledger import Ledger
from humanizer.accounts.service import Accounts
from humanizer.limits.base import RateLimiter
from humanizer.limits.database import DatabaseRateLimiter
from humanizer.limits.memory import MemoryRateLimiter
from humanizer.limits.redis import RedisRateLimiter
from humanizer.plans import Plan, PlansFileError, RateLimit, UnknownPlan, load_plans
from humanizer.settings import Settings
from humanizer.storage.database import create_db_engine, upgrade_database

TINY = Plan("tiny", 100, 1000, api_access=True, rate_limit=RateLimit(6, 30))


# -- plans ---------------------------------------------------------------------------------------


def test_default_plans_are_the_decisions_table() -> None:
    plans = load_plans(None)
    assert plans.names == ["free", "basic", "premium", "pro"]
    assert plans.get("free").api_access is False
    assert (plans.get("basic").words_per_month, plans.get("basic").max_characters) == (7500, 5000)
    assert plans.get("premium").max_characters == 15000
    assert plans.get("pro").rate_limit == RateLimit(6, 30)
    with pytest.raises(UnknownPlan):
        plans.get("gold")


def test_plans_file_in_json_and_toml_replaces_the_table(tmp_path: Path) -> None:
    plan = {
        "words_per_month": 10,
        "max_characters": 99,
        "api_access": True,
        "rate_limit": {"requests": 2, "window_seconds": 5},
    }
    named = {"default_plan": "team", "first_start_plan": "team"}
    (tmp_path / "p.json").write_text(json.dumps({"plans": {"team": plan}} | named))
    assert load_plans(tmp_path / "p.json").names == ["team"]
    (tmp_path / "p.toml").write_text(
        'default_plan = "gold"\nfirst_start_plan = "gold"\n'
        "[plans.gold]\nwords_per_month = 1\nmax_characters = 2\napi_access = true\n"
        "rate_limit = { requests = 3, window_seconds = 4.5 }\n"
    )
    gold = load_plans(tmp_path / "p.toml").get("gold")
    assert gold.rate_limit == RateLimit(3, 4.5)


@pytest.mark.parametrize(
    "content",
    [
        '{"x": {"words_per_month": -1, "max_characters": 1, "api_access": false}}',
        '{"x": {"max_characters": 1, "api_access": false}}',
        '{"x": {"words_per_month": 1, "max_characters": 1, "api_access": true}}',
        "not json",
    ],
)
def test_a_bad_plans_file_is_a_clear_error(tmp_path: Path, content: str) -> None:
    path = tmp_path / "plans.json"
    path.write_text(content)
    with pytest.raises(PlansFileError, match="plans"):
        load_plans(path)


# -- keys and secrets ---------------------------------------------------------------------------


def test_key_format_and_hint() -> None:
    key = generate_key()
    assert key.startswith(KEY_PREFIX) and len(key) >= 4 + 32
    assert looks_like_key(key)
    assert not looks_like_key("hmz_short") and not looks_like_key("abc_" + key[4:])
    assert key_hint(key) == key[:8] + "…"
    assert generate_key() != key


def test_embedded_secret_is_created_once_with_mode_0600(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path)
    secret = load_or_create_secret(settings)
    assert load_or_create_secret(settings) == secret and len(secret) >= 32
    assert stat.S_IMODE((tmp_path / "secret.key").stat().st_mode) == 0o600


def test_external_database_needs_a_configured_secret(tmp_path: Path) -> None:
    with pytest.raises(SecretMissing):
        load_or_create_secret(Settings(data_dir=tmp_path, database_url="postgresql://x/y"))
    configured = Settings(data_dir=tmp_path, database_url="postgresql://x/y", secret_key="s3cret")
    assert load_or_create_secret(configured) == b"s3cret"


def test_keys_are_stored_only_as_a_keyed_hash(db: sa.Engine) -> None:
    accounts = Accounts(db, b"secret", load_plans(None))
    accounts.create_account("Ana@Example.com", "basic")
    info, key = accounts.create_key("ana@example.com", "laptop")
    with db.connect() as connection:
        dump = " ".join(
            str(row)
            for table in ("accounts", "api_keys")
            for row in connection.execute(sa.text(f"SELECT * FROM {table}"))
        )
    assert key not in dump and key[4:] not in dump
    caller = accounts.authenticate(key)
    assert caller is not None and caller.email == "ana@example.com" and caller.key_id == info.id
    assert Accounts(db, b"other secret", load_plans(None)).authenticate(key) is None


def test_revocation_by_key_and_by_id(db: sa.Engine) -> None:
    accounts = Accounts(db, b"secret", load_plans(None))
    accounts.create_account("bo@example.com", "pro")
    first, first_key = accounts.create_key("bo@example.com")
    _second, second_key = accounts.create_key("bo@example.com")
    accounts.revoke_key(first_key)
    accounts.revoke_key(str(_second.id))
    assert accounts.authenticate(first_key) is None and accounts.authenticate(second_key) is None
    assert all(k.revoked_at is not None for k in accounts.list_keys("bo@example.com"))
    with pytest.raises(KeyNotFound):
        accounts.revoke_key("999999")
    assert first.id != _second.id


def test_duplicate_account_and_unknown_plan(db: sa.Engine) -> None:
    accounts = Accounts(db, b"secret", load_plans(None))
    accounts.create_account("cy@example.com")
    with pytest.raises(AccountExists):
        accounts.create_account("CY@example.com")
    with pytest.raises(UnknownPlan):
        accounts.create_account("dee@example.com", "gold")


# -- ledger ----------------------------------------------------------------------------------------


def test_concurrent_charges_never_exceed_the_quota(db: sa.Engine) -> None:
    accounts = Accounts(db, b"secret", load_plans(None))
    account = accounts.create_account("eve@example.com", "basic")
    ledger = Ledger(db)
    results: list[object] = []

    def charge() -> None:
        results.append(
            ledger.charge(
                account_id=account.id,
                key_id=None,
                plan=TINY,
                words=10,
                input_tokens=3,
                output_tokens=4,
                tone="casual",
                language="es",
                channel="api",
            )
        )

    threads = [threading.Thread(target=charge) for _ in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sum(r is not None for r in results) == 10
    assert ledger.count_rows(account.id) == 10
    assert ledger.status(account.id, TINY).remaining == 0


def test_a_new_utc_month_starts_from_zero(db: sa.Engine) -> None:
    account = Accounts(db, b"secret", load_plans(None)).create_account("fay@example.com", "basic")
    ledger = Ledger(db)
    november = datetime(2026, 11, 30, 23, 59, tzinfo=UTC)
    december = datetime(2026, 12, 1, 0, 1, tzinfo=UTC)
    for moment in (november, december):
        assert ledger.charge(
            account_id=account.id,
            key_id=None,
            plan=TINY,
            words=100,
            input_tokens=1,
            output_tokens=1,
            tone="casual",
            language="en",
            channel="web",
            now=moment,
        )
    status = ledger.status(account.id, TINY, now=december)
    assert (status.month, status.used, status.resets_at) == (
        "2026-12",
        100,
        datetime(2027, 1, 1, tzinfo=UTC),
    )
    assert ledger.month_totals(account.id, "2026-11") == {"web": 100}
    assert [(d.day, c, w) for d, c, w in ledger.usage_by_day(account.id, "2026-12")] == [
        (1, "web", 100)
    ]


# -- rate limiters ---------------------------------------------------------------------------------


@pytest.fixture(params=["memory", "database", "redis"])
def limiter(request: pytest.FixtureRequest, tmp_path: Path) -> RateLimiter:
    if request.param == "memory":
        return MemoryRateLimiter()
    if request.param == "database":
        url = f"sqlite:///{tmp_path / 'h.db'}"
        upgrade_database(url)
        return DatabaseRateLimiter(create_db_engine(url))
    space = request.getfixturevalue("redis_space")
    return RedisRateLimiter(space.url, prefix=space.prefix)


async def test_rolling_window_is_exact(limiter: RateLimiter) -> None:
    rule = RateLimit(requests=3, window_seconds=0.6)
    decisions = [await limiter.hit("k", rule) for _ in range(4)]
    assert [d.allowed for d in decisions] == [True, True, True, False]
    assert [d.remaining for d in decisions] == [2, 1, 0, 0]
    assert decisions[-1].reset_seconds == 1
    await asyncio.sleep(0.7)
    assert (await limiter.hit("k", rule)).allowed
    assert (await limiter.hit("other", rule)).remaining == 2
    await limiter.aclose()


async def test_concurrent_hits_pass_exactly_the_limit(limiter: RateLimiter) -> None:
    rule = RateLimit(requests=6, window_seconds=30)
    decisions = await asyncio.gather(*(limiter.hit("burst", rule) for _ in range(14)))
    assert sum(d.allowed for d in decisions) == 6
    await limiter.aclose()
