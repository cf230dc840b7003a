"""One-time sign-in links (`humanizer accounts invite`).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-25
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sign_in_links",
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("account_id", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("token_hash", name="pk_sign_in_links"),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name="fk_sign_in_links_account_id_accounts",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_sign_in_links_account_id", "sign_in_links", ["account_id"])


def downgrade() -> None:
    op.drop_index("ix_sign_in_links_account_id", table_name="sign_in_links")
    op.drop_table("sign_in_links")
