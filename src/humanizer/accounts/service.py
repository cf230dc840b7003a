"""Accounts and their API keys.

`authenticate` runs on every API request: one indexed SELECT by the key's HMAC, no cache, so a
revocation takes effect on the next request on every instance. The same statement reads the
month's usage, which the quota pre-check needs next: one round trip for both.
"""

from dataclasses import dataclass
from datetime import UTC, datetime

import sqlalchemy as sa

from humanizer.accounts import AccountExists, AccountNotFound, InvalidEmail, KeyNotFound
from humanizer.accounts.keys import generate_key, hash_key, key_hint, looks_like_key
from humanizer.accounts.ledger import QuotaStatus, month_of, quota_status
from humanizer.plans import Plan, PlanTable
from humanizer.storage.database import reading
from humanizer.storage.models import accounts, api_keys, monthly_usage, web_sessions


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is calling: the account, its plan, and the key used (None from the web)."""

    account_id: int
    email: str
    plan: Plan
    key_id: int | None
    # The month's quota as read with the key (None: not read yet). The charge re-checks it
    # atomically; this copy only spares the pre-check a query.
    quota: QuotaStatus | None = None
    # When the key was last used, as read with it: a charge within the minute need not touch it.
    key_used_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Account:
    id: int
    email: str
    plan: str
    created_at: datetime
    password_hash: str | None = None
    last_tone: str | None = None
    last_language: str | None = None
    # Signed up on the web while e-mail confirmation is on, and not confirmed yet.
    pending_confirmation: bool = False


@dataclass(frozen=True, slots=True)
class ApiKeyInfo:
    """What may be shown of a key: never the key itself."""

    id: int
    account_id: int
    name: str | None
    hint: str
    created_at: datetime
    last_used_at: datetime | None
    revoked_at: datetime | None


_MAX_EMAIL = 254  # RFC 5321's limit on a path


def normalize_email(email: str) -> str:
    """E-mails compare case-insensitively and without surrounding white space."""
    return email.strip().lower()


def is_valid_email(email: str) -> bool:
    """A local part, an @ and a domain ("local@localhost" included); no white space or control
    character; at most 254 characters (RFC 5321)."""
    local, at, domain = email.rpartition("@")
    return (
        bool(at and local and domain.strip("."))
        and len(email) <= _MAX_EMAIL
        and email.isprintable()
        and not any(c.isspace() for c in email)
    )


def _valid_email(email: str) -> str:
    if not is_valid_email(email):
        raise InvalidEmail(f"{email[:60]!r} is not an e-mail address")
    return email


class Accounts:
    def __init__(self, db: sa.Engine, secret: bytes, plans: PlanTable) -> None:
        self.db = db
        self.secret = secret
        self.plans = plans
        month_used = (
            sa.select(monthly_usage.c.words)
            .where(
                monthly_usage.c.account_id == accounts.c.id,
                monthly_usage.c.month == sa.bindparam("month"),
            )
            .scalar_subquery()
        )
        self._authenticate = (
            sa.select(
                api_keys.c.id,
                accounts.c.id,
                accounts.c.email,
                accounts.c.plan,
                month_used,
                api_keys.c.last_used_at,
            )
            .join(accounts, accounts.c.id == api_keys.c.account_id)
            .where(api_keys.c.key_hash == sa.bindparam("key_hash"), api_keys.c.revoked_at.is_(None))
        )

    # -- API keys on the hot path -------------------------------------------------------------

    def authenticate(self, api_key: str) -> Caller | None:
        """The caller of a valid key; None for a malformed, unknown or revoked one."""
        if not looks_like_key(api_key):
            return None
        month = month_of(datetime.now(UTC))
        with reading(self.db) as connection:
            row = connection.execute(
                self._authenticate, {"key_hash": hash_key(api_key, self.secret), "month": month}
            ).first()
        if row is None:
            return None
        key_id, account_id, email, plan_name, used, key_used_at = row
        plan = self.plan_of(plan_name)
        quota = quota_status(month, int(used or 0), plan)
        return Caller(account_id, email, plan, key_id, quota, key_used_at)

    def plan_of(self, name: str) -> Plan:
        """The plan an account on `name` is served on, in the API and the web app alike: the
        table's default when the operator removed `name` from the plans file."""
        return (
            self.plans.get(name) if name in self.plans else self.plans.get(self.plans.default_plan)
        )

    # -- accounts -----------------------------------------------------------------------------

    def create_account(
        self,
        email: str,
        plan: str | None = None,
        password_hash: str | None = None,
        *,
        pending_confirmation: bool = False,
    ) -> Account:
        """A new account, on `plan` or the table's `default_plan`; a pending one cannot sign in
        until its e-mail is confirmed."""
        plan = plan or self.plans.default_plan
        self.plans.get(plan)  # UnknownPlan for a plan that is not in the table
        email = _valid_email(normalize_email(email))
        now = datetime.now(UTC)
        try:
            with self.db.begin() as connection:
                account_id = connection.execute(
                    accounts.insert()
                    .values(
                        email=email,
                        plan=plan,
                        password_hash=password_hash,
                        created_at=now,
                        pending_confirmation=pending_confirmation,
                    )
                    .returning(accounts.c.id)
                ).scalar_one()
        except sa.exc.IntegrityError:
            raise AccountExists(f"an account with e-mail {email} already exists") from None
        return Account(
            account_id, email, plan, now, password_hash, pending_confirmation=pending_confirmation
        )

    def get_account(self, email: str) -> Account | None:
        return self._account_where(accounts.c.email == normalize_email(email))

    def get_account_by_id(self, account_id: int) -> Account | None:
        return self._account_where(accounts.c.id == account_id)

    def _account_where(self, condition: sa.ColumnElement[bool]) -> Account | None:
        with reading(self.db) as connection:
            row = connection.execute(sa.select(accounts).where(condition)).first()
        return _account(row) if row else None

    def require_account(self, email: str) -> Account:
        account = self.get_account(email)
        if account is None:
            raise AccountNotFound(f"no account with e-mail {normalize_email(email)}")
        return account

    def set_plan(self, email: str, plan: str) -> Account:
        self.plans.get(plan)
        account = self.require_account(email)
        with self.db.begin() as connection:
            connection.execute(
                accounts.update().where(accounts.c.id == account.id).values(plan=plan)
            )
        return self.require_account(email)

    def set_password(self, account_id: int, password_hash: str) -> None:
        """A new web password (hashed by the caller). Every web session of the account ends
        with the old password: whoever was signed in with it must sign in again."""
        with self.db.begin() as connection:
            connection.execute(
                accounts.update()
                .where(accounts.c.id == account_id)
                .values(password_hash=password_hash)
            )
            connection.execute(web_sessions.delete().where(web_sessions.c.account_id == account_id))

    def confirm_email(self, account_id: int) -> None:
        """The account's e-mail is confirmed: it can sign in from now on."""
        with self.db.begin() as connection:
            connection.execute(
                accounts.update()
                .where(accounts.c.id == account_id)
                .values(pending_confirmation=False)
            )

    def delete_pending_account(self, account_id: int) -> None:
        """Removes an account still waiting for its confirmation (its mail could not be sent);
        a confirmed one is never touched."""
        with self.db.begin() as connection:
            connection.execute(
                accounts.delete().where(
                    accounts.c.id == account_id, accounts.c.pending_confirmation.is_(True)
                )
            )

    def list_accounts(self) -> list[Account]:
        with reading(self.db) as connection:
            rows = connection.execute(sa.select(accounts).order_by(accounts.c.id)).all()
        return [_account(row) for row in rows]

    def has_accounts(self) -> bool:
        with reading(self.db) as connection:
            return connection.execute(sa.select(accounts.c.id).limit(1)).first() is not None

    def remember_choices(self, account_id: int, tone: str, language: str) -> None:
        """The web application's last tone and language, offered again next time."""
        with self.db.begin() as connection:
            connection.execute(
                accounts.update()
                .where(accounts.c.id == account_id)
                .values(last_tone=tone, last_language=language)
            )

    def caller_for_account(self, account_id: int) -> Caller:
        account = self.get_account_by_id(account_id)
        if account is None:
            raise AccountNotFound(f"no account with id {account_id}")
        return Caller(account.id, account.email, self.plan_of(account.plan), key_id=None)

    # -- keys ---------------------------------------------------------------------------------

    def create_key(self, email: str, name: str | None = None) -> tuple[ApiKeyInfo, str]:
        """A new key; the full key is returned here once and never stored."""
        account = self.require_account(email)
        key = generate_key()
        now = datetime.now(UTC)
        with self.db.begin() as connection:
            key_id = connection.execute(
                api_keys.insert()
                .values(
                    account_id=account.id,
                    key_hash=hash_key(key, self.secret),
                    hint=key_hint(key),
                    name=name,
                    created_at=now,
                )
                .returning(api_keys.c.id)
            ).scalar_one()
        return ApiKeyInfo(key_id, account.id, name, key_hint(key), now, None, None), key

    def list_keys(self, email: str) -> list[ApiKeyInfo]:
        account = self.require_account(email)
        with reading(self.db) as connection:
            rows = connection.execute(
                sa.select(api_keys)
                .where(api_keys.c.account_id == account.id)
                .order_by(api_keys.c.id)
            ).all()
        return [_key(row) for row in rows]

    def revoke_key(self, key_or_id: str, email: str | None = None) -> ApiKeyInfo:
        """Revokes a key given as the key itself or its id; with `email`, only that account's."""
        value = key_or_id.strip()
        if value.isdigit():
            condition = api_keys.c.id == int(value)
        elif looks_like_key(value):
            condition = api_keys.c.key_hash == hash_key(value, self.secret)
        else:
            raise KeyNotFound("give the API key itself or its id")
        if email is not None:
            condition = condition & (api_keys.c.account_id == self.require_account(email).id)
        with self.db.begin() as connection:
            connection.execute(
                api_keys.update()
                .where(condition, api_keys.c.revoked_at.is_(None))
                .values(revoked_at=datetime.now(UTC))
            )
            row = connection.execute(sa.select(api_keys).where(condition)).first()
        if row is None:
            raise KeyNotFound("no such API key")
        return _key(row)


def _utc(moment: datetime | None) -> datetime | None:
    """SQLite gives naive datetimes back; they were stored in UTC."""
    if moment is None or moment.tzinfo is not None:
        return moment
    return moment.replace(tzinfo=UTC)


def _account(row: sa.Row[tuple[object, ...]]) -> Account:
    m = row._mapping
    return Account(
        id=m["id"],
        email=m["email"],
        plan=m["plan"],
        created_at=_utc(m["created_at"]) or datetime.now(UTC),
        password_hash=m["password_hash"],
        last_tone=m["last_tone"],
        last_language=m["last_language"],
        pending_confirmation=bool(m["pending_confirmation"]),
    )


def _key(row: sa.Row[tuple[object, ...]]) -> ApiKeyInfo:
    m = row._mapping
    return ApiKeyInfo(
        id=m["id"],
        account_id=m["account_id"],
        name=m["name"],
        hint=m["hint"],
        created_at=_utc(m["created_at"]) or datetime.now(UTC),
        last_used_at=_utc(m["last_used_at"]),
        revoked_at=_utc(m["revoked_at"]),
    )
