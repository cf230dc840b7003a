"""The monthly word quota and the usage ledger, on a real SQLite file and real PostgreSQL."""

import threading
from datetime import UTC, date, datetime, timedelta

import pytest
import sqlalchemy as sa

from humanizer.accounts.ledger import (
    REPLAYED,
    IdempotencyKey,
    Ledger,
    QuotaStatus,
    month_of,
    month_start_after,
)
from humanizer.accounts.service import Accounts
from humanizer.plans import Plan, RateLimit, load_plans
from humanizer.storage.models import api_keys, monthly_usage, usage_ledger

HUNDRED = Plan("hundred", 100, 1000, api_access=True, rate_limit=RateLimit(6, 30))
NOV = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


@pytest.fixture
def account(db: sa.Engine) -> tuple[int, int]:
    """An account and one of its keys: (account id, key id)."""
    accounts = Accounts(db, b"secret", load_plans(None))
    account = accounts.create_account("ana@example.com", "pro")
    info, _key = accounts.create_key(account.email)
    return account.id, info.id


def key_last_used(db: sa.Engine, key_id: int) -> datetime:
    with db.connect() as connection:
        moment = connection.execute(
            sa.select(api_keys.c.last_used_at).where(api_keys.c.id == key_id)
        ).scalar_one()
    return moment.replace(tzinfo=UTC)  # type: ignore[no-any-return]


def charge(
    ledger: Ledger,
    account_id: int,
    words: int,
    *,
    key_id: int | None = None,
    channel: str = "api",
    now: datetime | None = NOV,
    plan: Plan = HUNDRED,
    key_used_at: datetime | None = None,
) -> QuotaStatus | None:
    return ledger.charge(
        account_id=account_id,
        key_id=key_id,
        key_used_at=key_used_at,
        plan=plan,
        words=words,
        input_tokens=words * 2,
        output_tokens=words * 3,
        tone="casual",
        language="es",
        channel=channel,
        now=now,
    )


def test_months_and_resets() -> None:
    assert month_of(datetime(2026, 11, 30, 23, 59, tzinfo=UTC)) == "2026-11"
    # The month is the UTC one, whatever the caller's time zone.
    assert month_of(datetime.fromisoformat("2026-12-01T00:30:00+02:00")) == "2026-11"
    assert month_of(datetime(2026, 12, 1)) == "2026-12"  # naive: taken as UTC
    assert month_start_after("2026-11") == datetime(2026, 12, 1, tzinfo=UTC)
    assert month_start_after("2026-12") == datetime(2027, 1, 1, tzinfo=UTC)
    for bad in ("2026-13", "2026-1", "26-11", "November", "2026-00"):
        with pytest.raises(ValueError):
            month_start_after(bad)


def test_charge_status_and_refusal(db: sa.Engine, account: tuple[int, int]) -> None:
    account_id, key_id = account
    ledger = Ledger(db)
    assert ledger.status(account_id, HUNDRED, now=NOV) == QuotaStatus(
        "2026-11", 0, 100, 100, datetime(2026, 12, 1, tzinfo=UTC)
    )
    assert charge(ledger, account_id, 60, key_id=key_id) == QuotaStatus(
        "2026-11", 60, 100, 40, datetime(2026, 12, 1, tzinfo=UTC)
    )
    assert charge(ledger, account_id, 41, key_id=key_id) is None, "41 > 40 left"
    assert ledger.count_rows(account_id) == 1, "a refused charge writes nothing"
    status = charge(ledger, account_id, 40, channel="web")
    assert status is not None and (status.used, status.remaining) == (100, 0)
    assert charge(ledger, account_id, 1) is None
    assert charge(ledger, account_id, 0) is not None, "nothing left, nothing asked: fits"

    with db.connect() as connection:
        rows = connection.execute(
            sa.select(
                usage_ledger.c.api_key_id,
                usage_ledger.c.channel,
                usage_ledger.c.words,
                usage_ledger.c.input_tokens,
                usage_ledger.c.output_tokens,
                usage_ledger.c.tone,
                usage_ledger.c.language,
            ).order_by(usage_ledger.c.id)
        ).all()
        last_used = connection.execute(
            sa.select(api_keys.c.last_used_at).where(api_keys.c.id == key_id)
        ).scalar_one()
    assert [tuple(row) for row in rows] == [
        (key_id, "api", 60, 120, 180, "casual", "es"),
        (None, "web", 40, 80, 120, "casual", "es"),
        (None, "api", 0, 0, 0, "casual", "es"),
    ]
    assert last_used is not None and last_used.replace(tzinfo=UTC) == NOV
    # The ledger has counts only: no column could hold the text.
    assert set(usage_ledger.columns.keys()) == {
        "id",
        "account_id",
        "api_key_id",
        "channel",
        "month",
        "words",
        "input_tokens",
        "output_tokens",
        "tone",
        "language",
        "created_at",
    }


def test_a_keys_last_use_is_written_at_most_once_a_minute(
    db: sa.Engine, account: tuple[int, int]
) -> None:
    account_id, key_id = account
    ledger = Ledger(db)

    plan = Plan("big", 10_000, 1000, api_access=True, rate_limit=None)
    for seconds, expected in [(0, 0), (30, 0), (59, 0), (60, 60), (90, 60), (125, 125)]:
        now = NOV + timedelta(seconds=seconds)
        assert charge(ledger, account_id, 1, key_id=key_id, now=now, plan=plan) is not None
        assert key_last_used(db, key_id) == NOV + timedelta(seconds=expected), seconds
    assert charge(ledger, account_id, 100_000, key_id=key_id, now=NOV + timedelta(hours=1)) is None
    assert key_last_used(db, key_id) == NOV + timedelta(seconds=125), (
        "a refused charge does not touch it"
    )
    assert ledger.count_rows(account_id) == 6


def test_a_charge_leaves_alone_a_key_read_as_used_within_the_minute(
    db: sa.Engine, account: tuple[int, int]
) -> None:
    """Authentication reads the key's last use; a charge within the minute after it writes
    nothing to the key (on SQLite one statement fewer; on PostgreSQL the charge's one statement
    finds nothing to update either way)."""
    account_id, key_id = account
    ledger = Ledger(db)
    key_writes: list[str] = []

    def count_key_writes(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        if statement.lstrip().upper().startswith("UPDATE API_KEYS"):
            key_writes.append(statement)

    sa.event.listen(db, "before_cursor_execute", count_key_writes)

    assert charge(ledger, account_id, 1, key_id=key_id, now=NOV) is not None
    assert key_last_used(db, key_id) == NOV
    fresh = NOV + timedelta(seconds=30)
    writes = len(key_writes)
    assert charge(ledger, account_id, 1, key_id=key_id, now=fresh, key_used_at=NOV) is not None
    assert key_last_used(db, key_id) == NOV
    if db.dialect.name == "sqlite":
        assert len(key_writes) == writes, "a fresh key is not written"
    stale = NOV + timedelta(seconds=61)
    assert charge(ledger, account_id, 1, key_id=key_id, now=stale, key_used_at=NOV) is not None
    assert key_last_used(db, key_id) == stale
    assert ledger.count_rows(account_id) == 3


def test_bad_charges_are_refused(db: sa.Engine, account: tuple[int, int]) -> None:
    ledger = Ledger(db)
    with pytest.raises(ValueError, match="negative"):
        charge(ledger, account[0], -5)
    with pytest.raises(ValueError, match="channel"):
        charge(ledger, account[0], 5, channel="email")
    assert ledger.count_rows() == 0


def test_a_new_utc_month_starts_from_zero(db: sa.Engine, account: tuple[int, int]) -> None:
    account_id, _ = account
    ledger = Ledger(db)
    last_moment = datetime(2026, 11, 30, 23, 59, 59, tzinfo=UTC)
    assert charge(ledger, account_id, 100, now=last_moment) is not None
    assert charge(ledger, account_id, 1, now=last_moment) is None
    december = charge(ledger, account_id, 100, now=datetime(2026, 12, 1, tzinfo=UTC))
    assert december == QuotaStatus("2026-12", 100, 100, 0, datetime(2027, 1, 1, tzinfo=UTC))
    assert ledger.status(account_id, HUNDRED, now=last_moment).used == 100
    assert ledger.month_status(account_id, HUNDRED, "2026-10").used == 0
    assert ledger.month_totals(account_id, "2026-11") == {"api": 100}
    assert ledger.month_totals(account_id, "2026-12") == {"api": 100}


def test_a_smaller_plan_leaves_nothing_rather_than_a_negative(
    db: sa.Engine, account: tuple[int, int]
) -> None:
    ledger = Ledger(db)
    big = Plan("big", 1000, 1000, api_access=True, rate_limit=None)
    assert charge(ledger, account[0], 500, plan=big) is not None
    status = ledger.status(account[0], HUNDRED, now=NOV)
    assert (status.used, status.limit, status.remaining) == (500, 100, 0)
    assert charge(ledger, account[0], 1) is None


def test_usage_by_day_and_month_totals(db: sa.Engine, account: tuple[int, int]) -> None:
    account_id, key_id = account
    ledger = Ledger(db)
    plan = Plan("big", 10_000, 1000, api_access=True, rate_limit=None)
    for day, hour, words, channel in [
        (3, 9, 10, "api"),
        (3, 23, 5, "api"),
        (3, 10, 7, "web"),
        (17, 0, 20, "api"),
    ]:
        moment = datetime(2026, 11, day, hour, tzinfo=UTC)
        charge(ledger, account_id, words, key_id=key_id, channel=channel, now=moment, plan=plan)
    charge(ledger, account_id, 99, now=datetime(2026, 12, 1, tzinfo=UTC), plan=plan)
    assert ledger.usage_by_day(account_id, "2026-11") == [
        (date(2026, 11, 3), "api", 15),
        (date(2026, 11, 3), "web", 7),
        (date(2026, 11, 17), "api", 20),
    ]
    assert ledger.month_totals(account_id, "2026-11") == {"api": 35, "web": 7}
    assert ledger.usage_by_day(account_id + 1, "2026-11") == []
    assert ledger.month_totals(account_id, "2026-10") == {}


def test_concurrent_charges_never_exceed_the_quota(db: sa.Engine, account: tuple[int, int]) -> None:
    """24 threads charge 10 words each against 100: exactly 10 fit, and 10 rows are written."""
    account_id, key_id = account
    ledger = Ledger(db)
    start = threading.Barrier(24)
    results: list[QuotaStatus | None] = []
    errors: list[BaseException] = []

    def spend() -> None:
        try:
            start.wait()
            results.append(charge(ledger, account_id, 10, key_id=key_id, now=None))
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=spend) for _ in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert errors == []
    granted = [status for status in results if status is not None]
    assert len(granted) == 10 and len(results) == 24
    assert sorted(status.used for status in granted) == list(range(10, 101, 10))
    assert ledger.count_rows(account_id) == 10
    with db.connect() as connection:
        assert connection.execute(sa.select(monthly_usage.c.words)).scalar_one() == 100
    assert ledger.status(account_id, HUNDRED).remaining == 0


def test_an_idempotency_key_is_charged_once_and_expires_after_a_day(
    db: sa.Engine, account: tuple[int, int]
) -> None:
    account_id, _key_id = account
    ledger = Ledger(db)
    once = IdempotencyKey("order-7", "a" * 64)

    def pay(now: datetime) -> object:
        return ledger.charge(
            account_id=account_id,
            key_id=None,
            plan=HUNDRED,
            words=10,
            input_tokens=1,
            output_tokens=1,
            tone="casual",
            language="es",
            channel="api",
            now=now,
            idempotency=once,
        )

    assert isinstance(pay(NOV), QuotaStatus)
    assert pay(NOV + timedelta(hours=1)) is REPLAYED  # a retry racing the original
    assert ledger.month_totals(account_id, "2026-11") == {"api": 10}
    found = ledger.idempotent_call(account_id, "order-7", now=NOV + timedelta(hours=23))
    assert found is not None and found.request_hash == "a" * 64 and found.words == 10
    assert ledger.idempotent_call(account_id, "order-7", now=NOV + timedelta(hours=25)) is None
    assert isinstance(pay(NOV + timedelta(hours=25)), QuotaStatus)  # a day later: a new call
    assert ledger.month_totals(account_id, "2026-11") == {"api": 20}
