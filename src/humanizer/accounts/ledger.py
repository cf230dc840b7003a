"""The monthly word quota and the usage ledger (DECISIONS.md §3).

A charge is atomic: a conditional upsert of the account's counter for the UTC month
(`words + n <= quota`) and, only if it matched, one ledger row and the key's `last_used_at`. The
database decides, so any number of concurrent requests, on any number of processes, can never
spend more than the quota. On PostgreSQL the three are one statement (data-modifying CTEs), sent
in one round trip; on SQLite, whose statements are calls inside the process, one transaction.
"""

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any, NamedTuple

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite

from humanizer.plans import Plan
from humanizer.storage.database import autocommit, reading
from humanizer.storage.models import (
    accounts,
    api_keys,
    idempotency_keys,
    monthly_usage,
    usage_ledger,
)

# Where a charged call came from: the HTTP API or the web application.
CHANNELS = ("api", "web")


@dataclass(frozen=True, slots=True)
class QuotaStatus:
    """A month's word quota: `resets_at` is the first instant (UTC) of the next month."""

    month: str
    used: int
    limit: int
    remaining: int
    resets_at: datetime


# How long an idempotency key is answered again (DECISIONS.md §8).
IDEMPOTENCY_WINDOW = timedelta(hours=24)
# A key's `last_used_at` is written at most this often: a write per request would cost a round
# trip and a row lock for a figure people read to the minute.
LAST_USED_GRANULARITY = timedelta(minutes=1)


@dataclass(frozen=True, slots=True)
class IdempotencyKey:
    """A client's `Idempotency-Key` and the hash of the request it was sent with."""

    key: str
    request_hash: str


@dataclass(frozen=True, slots=True)
class IdempotentCall:
    request_hash: str
    words: int


class ReportRow(NamedTuple):
    """One line of a month's billing report: an account's calls of one channel and language."""

    month: str
    account_id: int
    email: str
    plan: str
    channel: str
    language: str
    calls: int
    words: int
    input_tokens: int
    output_tokens: int


REPORT_COLUMNS = list(ReportRow._fields)


class Replayed:
    """The charge's answer when the call's idempotency key had already been charged."""


REPLAYED = Replayed()


def _record_key(
    connection: sa.Connection,
    account_id: int,
    idempotency: IdempotencyKey,
    words: int,
    moment: datetime,
) -> bool:
    """Records the key; False when a call within the window already holds it (a key older
    than the window is taken over, in the same statement)."""
    table = idempotency_keys
    insert = postgresql.insert if connection.dialect.name == "postgresql" else sqlite.insert
    statement = insert(table).values(
        account_id=account_id,
        key=idempotency.key,
        request_hash=idempotency.request_hash,
        words=words,
        created_at=moment,
    )
    recorded = connection.execute(
        statement.on_conflict_do_update(
            index_elements=[table.c.account_id, table.c.key],
            set_={
                "request_hash": statement.excluded.request_hash,
                "words": statement.excluded.words,
                "created_at": statement.excluded.created_at,
            },
            where=table.c.created_at <= moment - IDEMPOTENCY_WINDOW,
        ).returning(table.c.key)
    ).first()
    return recorded is not None


def as_utc(moment: datetime) -> datetime:
    """Aware UTC; a naive datetime is taken as UTC (SQLite gives stored UTC moments back naive)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def month_of(moment: datetime) -> str:
    """The quota month ("YYYY-MM") of a moment: the calendar month in UTC."""
    return as_utc(moment).strftime("%Y-%m")


_MONTH = re.compile(r"(\d{4})-(0[1-9]|1[0-2])")


def month_start_after(month: str) -> datetime:
    """The instant (UTC) the quota of `month` ("YYYY-MM") resets: the next month's first."""
    match = _MONTH.fullmatch(month)
    if match is None:
        raise ValueError(f"a month looks like 2026-11, not {month!r}")
    year, number = int(match[1]), int(match[2])
    return datetime(year + number // 12, number % 12 + 1, 1, tzinfo=UTC)


def quota_status(month: str, used: int, plan: Plan) -> QuotaStatus:
    """The quota of `month` for an account on `plan` that has used `used` words of it."""
    return QuotaStatus(
        month=month,
        used=used,
        limit=plan.words_per_month,
        remaining=max(plan.words_per_month - used, 0),
        resets_at=month_start_after(month),
    )


# One statement creates the month's counter or adds to it, and only if the words fit: the
# database evaluates the condition under its own lock (SQLite's write lock, PostgreSQL's row lock).
_DEDUCT_SQL = """
    INSERT INTO monthly_usage (account_id, month, words)
    SELECT :account_id, :month, :words WHERE :words <= :quota
    ON CONFLICT (account_id, month) DO UPDATE
        SET words = monthly_usage.words + excluded.words
        WHERE monthly_usage.words + excluded.words <= :quota
    RETURNING words
"""
_DEDUCT = sa.text(_DEDUCT_SQL)

# PostgreSQL: the deduction, the ledger row and the key's `last_used_at` in one statement. The
# ledger row and the key are written only if the deduction matched (they read its RETURNING).
_CHARGE_IN_ONE_STATEMENT = sa.text(
    f"""
    WITH deducted AS ({_DEDUCT_SQL}), recorded AS (
        INSERT INTO usage_ledger (account_id, api_key_id, channel, month, words, input_tokens,
                                  output_tokens, tone, language, created_at)
        SELECT :account_id, :key_id, :channel, :month, :words, :input_tokens, :output_tokens,
               :tone, :language, :moment
        FROM deducted
    ), touched AS (
        UPDATE api_keys SET last_used_at = :moment
        WHERE id = :key_id AND EXISTS (SELECT 1 FROM deducted)
          AND (last_used_at IS NULL OR last_used_at <= :stale)
    )
    SELECT words FROM deducted
    """
).bindparams(
    sa.bindparam("key_id", type_=sa.Integer),
    sa.bindparam("moment", type_=sa.DateTime(timezone=True)),
    sa.bindparam("stale", type_=sa.DateTime(timezone=True)),
)


# SQLite: the ledger row and the key's `last_used_at`, built once (named parameters): building a
# statement per charge cost a tenth of a millisecond of the request's own work (issue 18).
_RECORD = usage_ledger.insert().values(
    account_id=sa.bindparam("account_id"),
    api_key_id=sa.bindparam("key_id"),
    channel=sa.bindparam("channel"),
    month=sa.bindparam("month"),
    words=sa.bindparam("words"),
    input_tokens=sa.bindparam("input_tokens"),
    output_tokens=sa.bindparam("output_tokens"),
    tone=sa.bindparam("tone"),
    language=sa.bindparam("language"),
    created_at=sa.bindparam("moment"),
)
_TOUCH = (
    api_keys.update()
    .where(
        api_keys.c.id == sa.bindparam("key_id"),
        api_keys.c.last_used_at.is_(None) | (api_keys.c.last_used_at <= sa.bindparam("stale")),
    )
    .values(last_used_at=sa.bindparam("moment"))
)


def _charge_in_steps(
    connection: sa.Connection, values: dict[str, Any], key_is_fresh: bool
) -> int | None:
    """What `_CHARGE_IN_ONE_STATEMENT` does, as statements of the caller's transaction; the
    key's `last_used_at` is not written when it was read as fresh (used within the minute)."""
    used = connection.execute(_DEDUCT, values).scalar()
    if used is None:
        return None
    connection.execute(_RECORD, values)
    if values["key_id"] is not None and not key_is_fresh:
        touched = {name: values[name] for name in ("key_id", "stale", "moment")}
        connection.execute(_TOUCH, touched)
    return int(used)


class Ledger:
    def __init__(self, db: sa.Engine) -> None:
        self.db = db
        self._one_statement = db.dialect.name == "postgresql"

    def status(self, account_id: int, plan: Plan, now: datetime | None = None) -> QuotaStatus:
        """The quota of the UTC month that contains `now` (default: this instant)."""
        return self.month_status(account_id, plan, month_of(now or datetime.now(UTC)))

    def month_status(self, account_id: int, plan: Plan, month: str) -> QuotaStatus:
        """The quota of a given month ("YYYY-MM"), e.g. a past one for `humanizer usage`."""
        month_start_after(month)  # ValueError for a malformed month
        with reading(self.db) as connection:
            used = connection.execute(
                sa.select(monthly_usage.c.words).where(
                    monthly_usage.c.account_id == account_id, monthly_usage.c.month == month
                )
            ).scalar()
        return quota_status(month, int(used or 0), plan)

    def charge(
        self,
        *,
        account_id: int,
        key_id: int | None,
        plan: Plan,
        words: int,
        input_tokens: int,
        output_tokens: int,
        tone: str,
        language: str,
        channel: str,
        now: datetime | None = None,
        idempotency: IdempotencyKey | None = None,
        key_used_at: datetime | None = None,
    ) -> QuotaStatus | Replayed | None:
        """Deducts `words` and records the call; None (and nothing written) if they don't fit.

        With an idempotency key, the key is recorded in the same transaction: if another call
        with that key got there first (a retry racing the original), nothing is charged and
        `REPLAYED` is returned. `key_used_at` is when the key was last used, as read when it was
        authenticated: a key used within the minute is not written again."""
        if words < 0 or input_tokens < 0 or output_tokens < 0:
            raise ValueError("words and tokens of a charge cannot be negative")
        if channel not in CHANNELS:
            raise ValueError(f"channel must be one of {', '.join(CHANNELS)}, not {channel!r}")
        moment = as_utc(now or datetime.now(UTC))
        stale = moment - LAST_USED_GRANULARITY
        month = month_of(moment)
        values = {
            "account_id": account_id,
            "key_id": key_id,
            "month": month,
            "words": words,
            "quota": plan.words_per_month,
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "tone": tone,
            "language": language,
            "channel": channel,
            "moment": moment,
            "stale": stale,
        }
        if idempotency is None and self._one_statement:
            with autocommit(self.db) as connection:
                used = connection.execute(_CHARGE_IN_ONE_STATEMENT, values).scalar()
            return None if used is None else quota_status(month, int(used), plan)
        with self.db.begin() as connection:
            if idempotency is not None and not _record_key(
                connection, account_id, idempotency, words, moment
            ):
                connection.rollback()
                return REPLAYED
            if self._one_statement:
                used = connection.execute(_CHARGE_IN_ONE_STATEMENT, values).scalar()
            else:
                fresh = key_used_at is not None and as_utc(key_used_at) > stale
                used = _charge_in_steps(connection, values, fresh)
            if used is None:
                connection.rollback()
                return None
        return quota_status(month, int(used), plan)

    def idempotent_call(
        self, account_id: int, key: str, now: datetime | None = None
    ) -> IdempotentCall | None:
        """The call made with `key` by the account in the last 24 hours, if any."""
        since = as_utc(now or datetime.now(UTC)) - IDEMPOTENCY_WINDOW
        with reading(self.db) as connection:
            row = connection.execute(
                sa.select(idempotency_keys.c.request_hash, idempotency_keys.c.words).where(
                    idempotency_keys.c.account_id == account_id,
                    idempotency_keys.c.key == key,
                    idempotency_keys.c.created_at > since,
                )
            ).first()
        return IdempotentCall(request_hash=row[0], words=int(row[1])) if row else None

    def usage_by_day(self, account_id: int, month: str) -> list[tuple[date, str, int]]:
        """Words per day and channel in a month, from the ledger."""
        with reading(self.db) as connection:
            rows = connection.execute(
                sa.select(
                    usage_ledger.c.created_at, usage_ledger.c.channel, usage_ledger.c.words
                ).where(usage_ledger.c.account_id == account_id, usage_ledger.c.month == month)
            ).all()
        totals: dict[tuple[date, str], int] = {}
        for created_at, channel, words in rows:
            key = (as_utc(created_at).date(), channel)
            totals[key] = totals.get(key, 0) + int(words)
        return [(day, channel, words) for (day, channel), words in sorted(totals.items())]

    def month_totals(self, account_id: int, month: str) -> dict[str, int]:
        with reading(self.db) as connection:
            rows = connection.execute(
                sa.select(usage_ledger.c.channel, sa.func.sum(usage_ledger.c.words))
                .where(usage_ledger.c.account_id == account_id, usage_ledger.c.month == month)
                .group_by(usage_ledger.c.channel)
            ).all()
        return {channel: int(total) for channel, total in rows}

    def month_report(self, month: str) -> list[ReportRow]:
        """Every account's calls in `month` ("YYYY-MM"), per channel and language, from the
        ledger: what billing reads. Accounts without calls that month are not listed."""
        month_start_after(month)  # ValueError for a malformed month
        ledger = usage_ledger.c
        query = (
            sa.select(
                ledger.account_id,
                accounts.c.email,
                accounts.c.plan,
                ledger.channel,
                ledger.language,
                sa.func.count(),
                sa.func.sum(ledger.words),
                sa.func.sum(ledger.input_tokens),
                sa.func.sum(ledger.output_tokens),
            )
            .join(accounts, accounts.c.id == ledger.account_id)
            .where(ledger.month == month)
            .group_by(
                ledger.account_id, accounts.c.email, accounts.c.plan, ledger.channel,
                ledger.language,
            )
            .order_by(accounts.c.email, ledger.channel, ledger.language)
        )  # fmt: skip
        with reading(self.db) as connection:
            rows = connection.execute(query).all()
        return [
            ReportRow(month, int(a), email, plan, channel, language, *map(int, totals))
            for a, email, plan, channel, language, *totals in rows
        ]

    def count_rows(self, account_id: int | None = None) -> int:
        """Ledger rows (of one account): what tests and operators compare with responses."""
        query = sa.select(sa.func.count()).select_from(usage_ledger)
        if account_id is not None:
            query = query.where(usage_ledger.c.account_id == account_id)
        with reading(self.db) as connection:
            return int(connection.execute(query).scalar_one())
