"""The database schema. Alembic migrations in `migrations/versions` create it; keep them in step.

The usage ledger never holds the text, only counts. API keys are stored as HMAC-SHA-256 digests.
"""

import sqlalchemy as sa

metadata = sa.MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_name)s",
        "uq": "uq_%(table_name)s_%(column_0_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)

Timestamp = sa.DateTime(timezone=True)

accounts = sa.Table(
    "accounts",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("email", sa.String(254), nullable=False, unique=True),
    sa.Column("plan", sa.String(64), nullable=False),
    sa.Column("password_hash", sa.String(255), nullable=True),
    sa.Column("last_tone", sa.String(16), nullable=True),
    sa.Column("last_language", sa.String(8), nullable=True),
    sa.Column("created_at", Timestamp, nullable=False),
    # A web sign-up whose e-mail is not confirmed yet (HUMANIZER_SMTP_URL): it cannot sign in.
    sa.Column("pending_confirmation", sa.Boolean, nullable=False, server_default=sa.false()),
)

api_keys = sa.Table(
    "api_keys",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column(
        "account_id", sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True
    ),
    sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("hint", sa.String(16), nullable=False),
    sa.Column("name", sa.String(80), nullable=True),
    sa.Column("created_at", Timestamp, nullable=False),
    sa.Column("last_used_at", Timestamp, nullable=True),
    sa.Column("revoked_at", Timestamp, nullable=True),
)

# One row per account and UTC month: the words spent, updated atomically by a conditional UPDATE.
monthly_usage = sa.Table(
    "monthly_usage",
    metadata,
    sa.Column("account_id", sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("month", sa.String(7), primary_key=True),
    sa.Column("words", sa.Integer, nullable=False, server_default="0"),
)

# One row per successful call, from the API or the web application.
usage_ledger = sa.Table(
    "usage_ledger",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("account_id", sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    sa.Column("api_key_id", sa.ForeignKey("api_keys.id", ondelete="SET NULL"), nullable=True),
    sa.Column("channel", sa.String(8), nullable=False),
    sa.Column("month", sa.String(7), nullable=False),
    sa.Column("words", sa.Integer, nullable=False),
    sa.Column("input_tokens", sa.Integer, nullable=False),
    sa.Column("output_tokens", sa.Integer, nullable=False),
    sa.Column("tone", sa.String(16), nullable=False),
    sa.Column("language", sa.String(8), nullable=False),
    sa.Column("created_at", Timestamp, nullable=False),
    sa.Index("ix_usage_ledger_account_month", "account_id", "month"),
)

# Hits of the rate limiter shared by several workers on one database (no Redis).
rate_hits = sa.Table(
    "rate_hits",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("bucket", sa.String(200), nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.Index("ix_rate_hits_bucket_at", "bucket", "at"),
)

# A lock row per bucket, so that concurrent hits of one bucket serialize on PostgreSQL.
rate_buckets = sa.Table(
    "rate_buckets",
    metadata,
    sa.Column("bucket", sa.String(200), primary_key=True),
)

# Sessions of the web application: only the token's SHA-256 is stored.
web_sessions = sa.Table(
    "web_sessions",
    metadata,
    sa.Column("token_hash", sa.String(64), primary_key=True),
    sa.Column(
        "account_id", sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True
    ),
    sa.Column("created_at", Timestamp, nullable=False),
    sa.Column("expires_at", Timestamp, nullable=False),
)

# Idempotency keys of API calls (DECISIONS.md §8): the key, a hash of the request and the words
# charged — never the text. A key is answered again, uncharged, for 24 hours.
idempotency_keys = sa.Table(
    "idempotency_keys",
    metadata,
    sa.Column("account_id", sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("key", sa.String(255), primary_key=True),
    sa.Column("request_hash", sa.String(64), nullable=False),
    sa.Column("words", sa.Integer, nullable=False),
    sa.Column("created_at", Timestamp, nullable=False),
)

# One-time sign-in links of `humanizer accounts invite`: only the token's SHA-256 is stored; a
# link is deleted when it is used.
sign_in_links = sa.Table(
    "sign_in_links",
    metadata,
    sa.Column("token_hash", sa.String(64), primary_key=True),
    sa.Column(
        "account_id", sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False, index=True
    ),
    sa.Column("created_at", Timestamp, nullable=False),
    sa.Column("expires_at", Timestamp, nullable=False),
)
