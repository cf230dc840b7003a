"""Accounts, API keys, monthly usage, usage ledger, rate-limit hits, web sessions.

Revision ID: 0001
Revises:
Create Date: 2026-11-23
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

Timestamp = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "accounts",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("plan", sa.String(64), nullable=False),
        sa.Column("password_hash", sa.String(255), nullable=True),
        sa.Column("last_tone", sa.String(16), nullable=True),
        sa.Column("last_language", sa.String(8), nullable=True),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_accounts"),
        sa.UniqueConstraint("email", name="uq_accounts_email"),
    )
    op.create_table(
        "api_keys",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("hint", sa.String(16), nullable=False),
        sa.Column("name", sa.String(80), nullable=True),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("last_used_at", Timestamp, nullable=True),
        sa.Column("revoked_at", Timestamp, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_api_keys"),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name="fk_api_keys_account_id_accounts",
            ondelete="CASCADE",
        ),
        sa.UniqueConstraint("key_hash", name="uq_api_keys_key_hash"),
    )
    op.create_index("ix_api_keys_account_id", "api_keys", ["account_id"])
    op.create_table(
        "monthly_usage",
        sa.Column("account_id", sa.Integer, nullable=False),
        sa.Column("month", sa.String(7), nullable=False),
        sa.Column("words", sa.Integer, nullable=False, server_default="0"),
        sa.PrimaryKeyConstraint("account_id", "month", name="pk_monthly_usage"),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name="fk_monthly_usage_account_id_accounts",
            ondelete="CASCADE",
        ),
    )
    op.create_table(
        "usage_ledger",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("account_id", sa.Integer, nullable=False),
        sa.Column("api_key_id", sa.Integer, nullable=True),
        sa.Column("channel", sa.String(8), nullable=False),
        sa.Column("month", sa.String(7), nullable=False),
        sa.Column("words", sa.Integer, nullable=False),
        sa.Column("input_tokens", sa.Integer, nullable=False),
        sa.Column("output_tokens", sa.Integer, nullable=False),
        sa.Column("tone", sa.String(16), nullable=False),
        sa.Column("language", sa.String(8), nullable=False),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_usage_ledger"),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name="fk_usage_ledger_account_id_accounts",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["api_key_id"],
            ["api_keys.id"],
            name="fk_usage_ledger_api_key_id_api_keys",
            ondelete="SET NULL",
        ),
    )
    op.create_index("ix_usage_ledger_account_month", "usage_ledger", ["account_id", "month"])
    op.create_table(
        "rate_hits",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("bucket", sa.String(200), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_rate_hits"),
    )
    op.create_index("ix_rate_hits_bucket_at", "rate_hits", ["bucket", "at"])
    op.create_table(
        "rate_buckets",
        sa.Column("bucket", sa.String(200), nullable=False),
        sa.PrimaryKeyConstraint("bucket", name="pk_rate_buckets"),
    )
    op.create_table(
        "web_sessions",
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("account_id", sa.Integer, nullable=False),
        sa.Column("created_at", Timestamp, nullable=False),
        sa.Column("expires_at", Timestamp, nullable=False),
        sa.PrimaryKeyConstraint("token_hash", name="pk_web_sessions"),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name="fk_web_sessions_account_id_accounts",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_web_sessions_account_id", "web_sessions", ["account_id"])


def downgrade() -> None:
    for table in (
        "web_sessions",
        "rate_buckets",
        "rate_hits",
        "usage_ledger",
        "monthly_usage",
        "api_keys",
        "accounts",
    ):
        op.drop_table(table)
